import { esbuildPlugin } from '@web/dev-server-esbuild';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { chromiumArgs, findChromium, findFirefox } from './scripts/browsers.mjs';

const chromium = puppeteerLauncher({
  launchOptions: { executablePath: findChromium(), headless: true, args: chromiumArgs },
});

// Firefox through WebDriver BiDi, driven by the same puppeteer.
const firefox = puppeteerLauncher({
  launchOptions: { browser: 'firefox', executablePath: findFirefox(), headless: true },
  concurrency: 1,
});

// WTR_BROWSERS=chromium (or firefox) narrows a run while iterating; CI runs both.
const wanted = (process.env.WTR_BROWSERS ?? 'chromium,firefox').split(',');
const browsers = [
  ...(wanted.includes('chromium') ? [chromium] : []),
  ...(wanted.includes('firefox') ? [firefox] : []),
];

export default {
  files: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  nodeResolve: true,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
  browsers,
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
};
