// Where the test runner and the benchmarks find their browsers: Debian's
// packages, never a browser downloaded by a tool.
import { existsSync } from 'node:fs';

const CHROMIUM_PLACES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];
const FIREFOX_PLACES = ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/usr/lib/firefox-esr/firefox-esr'];

const firstExisting = (places) => places.find((p) => p && existsSync(p));

export const findChromium = () => firstExisting([process.env.CHROME_PATH, ...CHROMIUM_PLACES]);
export const findFirefox = () => firstExisting([process.env.FIREFOX_PATH, ...FIREFOX_PLACES]);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Flags Chromium needs headless on this machine: as root it refuses to start
 * without --no-sandbox, and on a closed network its background services only
 * produce refused connections. */
export const chromiumArgs = [
  ...(isRoot ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];
