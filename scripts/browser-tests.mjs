// Every browser test, in each engine (web-test-runner, with the arguments given). A test file
// whose browser was lost mid-run, when nothing else failed, is run once more in a new browser of
// that engine, and the output says so; a file that loses its browser again fails.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const report = '.cache/lost-browsers.json';
mkdirSync('.cache', { recursive: true });
rmSync(report, { force: true });

const run = (args, env = {}) =>
  spawnSync('npx', ['--no-install', 'web-test-runner', ...args], {
    stdio: 'inherit',
    env: { ...process.env, WTR_LOST_REPORT: report, ...env },
  }).status ?? 1;

const first = run(process.argv.slice(2));
if (first === 0) process.exit(0);

let found;
try {
  found = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  process.exit(first);
}
if (found.otherFailures > 0 || found.lost.length === 0) process.exit(first);

const byBrowser = new Map();
for (const { testFile, browser } of found.lost)
  byBrowser.set(browser, [...(byBrowser.get(browser) ?? []), relative(process.cwd(), testFile)]);
let status = 0;
for (const [browser, files] of byBrowser) {
  console.log(`\nThe ${browser} browser was lost while it ran ${files.join(', ')}: running once more in a new one.`);
  rmSync(report, { force: true });
  status ||= run(files, { WTR_BROWSERS: browser });
}
process.exit(status);
