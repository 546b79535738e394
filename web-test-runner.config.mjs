import { esbuildPlugin } from '@web/dev-server-esbuild';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { defaultReporter } from '@web/test-runner';
import { lostBrowserReporter } from './scripts/lost-browser.mjs';
import { mkdirSync } from 'node:fs';
import {
  chromiumArgs,
  findChromium,
  findFirefox,
  findMiniBrowser,
  findWebKitDriver,
  findXsettingsd,
  findXvfb,
} from './scripts/browsers.mjs';
import { tolerateOlderFirefoxViewport } from './scripts/firefox-page.mjs';
import { WebKitLauncher } from './scripts/webkit-launcher.mjs';

/** `executeServerCommand('save-screenshot', { name })` saves the test page as
 * test-results/<name>-<browser>.png (outside git) for a person to look at.
 * `executeServerCommand('screenshot')` returns the viewport as a base64 PNG, for
 * tests that check what is really on screen (the top layer, say). */
const screenshotPlugin = {
  name: 'save-screenshot',
  async executeCommand({ command, payload, session }) {
    if (command === 'screenshot') return session.browser.getPage(session.id).screenshot({ encoding: 'base64' });
    if (command !== 'save-screenshot') return undefined;
    const name = String(payload?.name ?? 'screenshot').replace(/[^\w-]/g, '_');
    const browser = session.browser.name.toLowerCase();
    mkdirSync('test-results', { recursive: true });
    const path = `test-results/${name}-${browser}.png`;
    await session.browser.getPage(session.id).screenshot({ path });
    return path;
  },
};

/** `executeServerCommand('collect-garbage')` collects the test page's garbage where the browser lets a
 * test runner ask for it (Chromium, through the DevTools protocol): true once done, false elsewhere, where the
 * tests that need it are skipped. */
const garbagePlugin = {
  name: 'collect-garbage',
  async executeCommand({ command, session }) {
    if (command !== 'collect-garbage') return undefined;
    if (!session.browser.name.toLowerCase().includes('chrom')) return false;
    const cdp = await session.browser.getPage(session.id).createCDPSession();
    try {
      await cdp.send('HeapProfiler.collectGarbage');
    } finally {
      await cdp.detach();
    }
    return true;
  },
};

const chromium = puppeteerLauncher({
  launchOptions: { executablePath: findChromium(), headless: true, args: chromiumArgs },
  // Each test page in its own window: as background tabs of one window, all but
  // the newest would get no animation frames, and tests that wait for one would hang.
  createPage: ({ context }) => context.newPage({ type: 'window' }),
});

// Firefox through WebDriver BiDi, driven by the same puppeteer.
const firefox = puppeteerLauncher({
  launchOptions: { browser: 'firefox', executablePath: findFirefox(), headless: true },
  createPage: async ({ context }) => tolerateOlderFirefoxViewport(await context.newPage()),
  concurrency: 1,
});

// WebKitGTK's MiniBrowser through WebKitWebDriver, on its own virtual display.
// One page at a time, top level: WebKit refuses pointer actions inside iframes.
// Its command plugin (mouse, screenshots, viewport, reduced motion) comes with it.
const webkit = () =>
  new WebKitLauncher({
    driver: findWebKitDriver(),
    binary: findMiniBrowser(),
    xvfb: findXvfb(),
    xsettingsd: findXsettingsd(),
  });

// WTR_BROWSERS=chromium (or firefox, webkit, or a comma list) narrows a run while
// iterating; CI runs all three.
const wanted = (process.env.WTR_BROWSERS ?? 'chromium,firefox,webkit').split(',');
const browsers = [
  ...(wanted.includes('chromium') ? [chromium] : []),
  ...(wanted.includes('firefox') ? [firefox] : []),
  ...(wanted.includes('webkit') ? [webkit()] : []),
];

export default {
  files: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  nodeResolve: true,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' }), screenshotPlugin, garbagePlugin],
  browsers,
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  // Run through scripts/browser-tests.mjs: which files lost their browser, to run them once more.
  reporters: [
    defaultReporter(),
    ...(process.env.WTR_LOST_REPORT ? [lostBrowserReporter(process.env.WTR_LOST_REPORT)] : []),
  ],
  testsFinishTimeout: 300000,
};
