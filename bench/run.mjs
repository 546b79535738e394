// `npm run bench`: runs every bench/*.bench.mjs suite (or those named on the
// command line) in headless Chromium against the Vite dev server, and prints
// one table. Each suite exports `async run(ctx)` returning rows
// { name, value, unit, target?, note? } where value is already a median over runs.
import { readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { openBench, root } from './harness.mjs';

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

const { baseUrl, browser, close } = await openBench({ args: ['--js-flags=--expose-gc', '--enable-precise-memory-info'] });

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
  await close();
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
