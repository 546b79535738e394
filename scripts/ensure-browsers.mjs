// Finds Chromium and Firefox ESR, installing Debian's packages when they are
// missing and we are root. Never downloads a browser build of its own.
import { execFileSync } from 'node:child_process';
import { findChromium, findFirefox } from './browsers.mjs';

const missing = [];
if (!findChromium()) missing.push('chromium');
if (!findFirefox()) missing.push('firefox-esr');

if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing browsers: ${missing.join(', ')}.\n` +
        `Install them with: sudo apt-get install -y ${missing.join(' ')}\n` +
        'or point CHROME_PATH / FIREFOX_PATH at existing binaries.',
    );
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${missing.join(' ')} ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  if (!findChromium() || !findFirefox()) {
    console.error('The browsers are still missing after apt-get install.');
    process.exit(1);
  }
}
console.log(`Chromium: ${findChromium()}\nFirefox:  ${findFirefox()}`);
