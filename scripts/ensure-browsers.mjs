// Finds Chromium, Firefox ESR and WebKit (WebKitGTK's MiniBrowser with
// WebKitWebDriver, Xvfb and xsettingsd), installing Debian's packages when they
// are missing and we are root. Never downloads a browser build of its own.
// Only the engines named are needed: the arguments (`ensure-browsers.mjs chromium`,
// as the benchmarks use), else WTR_BROWSERS, else all three.
import { execFileSync } from 'node:child_process';
import {
  WEBKIT_PACKAGES,
  findChromium,
  findFirefox,
  findMiniBrowser,
  findWebKitDriver,
  findXsettingsd,
  findXvfb,
} from './browsers.mjs';

const wanted = (process.argv[2] ?? process.env.WTR_BROWSERS ?? 'chromium,firefox,webkit').split(',');
const engines = [
  { name: 'chromium', label: 'Chromium', packages: ['chromium'], find: () => findChromium() },
  { name: 'firefox', label: 'Firefox', packages: ['firefox-esr'], find: () => findFirefox() },
  {
    name: 'webkit',
    label: 'WebKit',
    packages: WEBKIT_PACKAGES,
    // All four, or WebKit cannot run; xsettingsd is what lets tests emulate reduced motion.
    find: () => {
      const parts = [findMiniBrowser(), findWebKitDriver(), findXvfb(), findXsettingsd()];
      return parts.every(Boolean) ? parts.join(', ') : undefined;
    },
  },
].filter((engine) => wanted.includes(engine.name));

const missing = engines.filter((engine) => !engine.find()).flatMap((engine) => engine.packages);

if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing browser packages: ${missing.join(', ')}.\n` +
        `Install them with: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
        'or point CHROME_PATH / FIREFOX_PATH / WEBKIT_BROWSER_PATH (MiniBrowser) and\n' +
        'WEBKIT_DRIVER_PATH (WebKitWebDriver) at existing binaries, or narrow the run\n' +
        'with WTR_BROWSERS=chromium,firefox,webkit.',
    );
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${missing.join(' ')} ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  const still = engines.filter((engine) => !engine.find());
  if (still.length > 0) {
    console.error(`Still missing after apt-get install: ${still.map((engine) => engine.label).join(', ')}.`);
    process.exit(1);
  }
}
for (const engine of engines) console.log(`${`${engine.label}:`.padEnd(10)}${engine.find()}`);
