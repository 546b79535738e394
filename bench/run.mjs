// `npm run bench`: runs every bench/*.bench.mjs suite (or those named on the
// command line) in headless Chromium against the Vite dev server, and prints
// one table. Each suite exports `async run(ctx)` returning rows
// { name, value, unit, target?, note? } where value is already a median over runs.
import { readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import puppeteer from 'puppeteer';
import { createServer } from 'vite';
import { chromiumArgs, findChromium } from '../scripts/browsers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const suites = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const percentile = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

const server = await createServer({
  root,
  logLevel: 'error',
  // No hot reload: an edit during a run must not reload a page mid-measurement.
  server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  // Pre-bundled up front, so Vite does not reload a page when it first meets it.
  optimizeDeps: { include: ['lit', 'lit/directive.js', 'lit/directives/style-map.js'] },
  // Benchmarks measure the production build of lit, not its dev-mode checks.
  resolve: { conditions: ['production', 'browser', 'module', 'import', 'default'] },
});
await server.listen();
const address = server.httpServer.address();
const baseUrl = `http://127.0.0.1:${address.port}`;

const browser = await puppeteer.launch({
  executablePath: findChromium(),
  headless: true,
  args: [...chromiumArgs, '--js-flags=--expose-gc', '--enable-precise-memory-info', '--window-size=1280,800'],
  defaultViewport: { width: 1280, height: 800 },
});

const all = [];
try {
  for (const file of suites) {
    const suite = await import(pathToFileURL(join(root, 'bench', file)).href);
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error(`[${file}] page error:`, e.message));
    const rows = await suite.run({ page, baseUrl, browser, median, percentile });
    await page.close();
    for (const row of rows) all.push({ suite: file.replace('.bench.mjs', ''), ...row });
    printRows(file, rows);
  }
} finally {
  await browser.close();
  await server.close();
}

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'latest.json'), JSON.stringify(all, null, 2));

function printRows(file, rows) {
  console.log(`\n## ${file}`);
  for (const r of rows) {
    const value = typeof r.value === 'number' ? r.value.toFixed(r.value < 10 ? 3 : 1) : r.value;
    const target = r.target ? `  (target ${r.target})` : '';
    const note = r.note ? `  — ${r.note}` : '';
    console.log(`  ${(r.id ? `[${r.id}] ` : '') + r.name.padEnd(58)} ${String(value).padStart(10)} ${r.unit ?? ''}${target}${note}`);
  }
}
