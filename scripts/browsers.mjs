// Where the test runner and the benchmarks find their browsers: Debian's
// packages, never a browser downloaded by a tool.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

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

// WebKit is WebKitGTK's MiniBrowser driven by WebKitWebDriver (Debian's
// webkit2gtk-driver), on a virtual X display (xvfb): MiniBrowser has no
// working headless mode. xsettingsd lets the tests switch GTK's
// "enable animations" setting, which WebKitGTK reports as prefers-reduced-motion.
export const WEBKIT_PACKAGES = ['webkit2gtk-driver', 'xvfb', 'xsettingsd'];

export const findWebKitDriver = () =>
  firstExisting([process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver', '/usr/local/bin/WebKitWebDriver']);
export const findXvfb = () => firstExisting(['/usr/bin/Xvfb', '/usr/local/bin/Xvfb']);
export const findXsettingsd = () => firstExisting(['/usr/bin/xsettingsd', '/usr/local/bin/xsettingsd']);

/** MiniBrowser is not on the PATH: it ships in the WebKitGTK library directory
 * (/usr/lib/<triplet>/webkit2gtk-4.1/MiniBrowser on Debian), so look there,
 * then ask dpkg which installed package holds it. WEBKIT_BROWSER_PATH wins. */
export function findMiniBrowser() {
  const candidates = [process.env.WEBKIT_BROWSER_PATH];
  for (const root of ['/usr/lib', '/usr/libexec', '/usr/local/lib', '/usr/local/libexec']) {
    for (const dir of [root, ...subdirs(root).filter((d) => d.endsWith('-linux-gnu'))]) {
      for (const api of subdirs(dir).filter((d) => /^webkit2?gtk-[\d.]+$/.test(d.split('/').pop()))) {
        candidates.push(join(api, 'MiniBrowser'));
      }
    }
  }
  return firstExisting(candidates) ?? fromDpkg();
}

function subdirs(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(dir, entry.name));
  } catch {
    return [];
  }
}

function fromDpkg() {
  let packages;
  try {
    packages = execFileSync('dpkg-query', ['-W', '-f', '${Package}\\n', 'libwebkit*gtk*'], { encoding: 'utf8' });
  } catch {
    return undefined; // no dpkg (not Debian) or no such package
  }
  for (const name of packages.split('\n').filter(Boolean)) {
    try {
      const files = execFileSync('dpkg', ['-L', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      const found = firstExisting(files.split('\n').filter((f) => f.endsWith('/MiniBrowser')));
      if (found) return found;
    } catch {
      // known to dpkg but not installed
    }
  }
  return undefined;
}

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
