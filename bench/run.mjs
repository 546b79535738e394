// `npm run bench`: runs every bench/suites/*.bench.mjs suite (or those named on the
// command line) in headless Chromium against the Vite dev server, and prints
// one table. Each suite exports `async run(ctx)` returning rows
// { id, name, value, unit, target?, floor?, floorUnit?, note? } where value is
// already a median over runs. The rows, with when and where they were measured,
// go to bench/results/latest.json (not in git) and bench/RESULTS.md (in git).
import { existsSync, readdirSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, platform, release, arch } from 'node:os';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { median, openBench, percentile, root } from './harness.mjs';
import { resultsMarkdown } from './results-md.mjs';
import { sizesOf, withSizes } from './sizes-section.mjs';

const only = process.argv.slice(2);
const available = readdirSync(join(root, 'bench', 'suites'))
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort();
const suites = available.filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)));
const suiteName = (file) => file.replace('.bench.mjs', '');

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');
const started = { date: new Date().toISOString(), load: load() };

const { baseUrl, browser, close } = await openBench({
  args: ['--js-flags=--expose-gc', '--enable-precise-memory-info'],
});
const chromium = await browser.version();

const all = [];
try {
  for (const file of suites) {
    const suite = await import(pathToFileURL(join(root, 'bench', 'suites', file)).href);
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error(`[${file}] page error:`, e.message));
    const rows = await suite.run({ page, baseUrl, browser, median, percentile });
    await page.close();
    for (const row of rows) all.push({ suite: suiteName(file), ...row });
    printRows(file, rows);
  }
} finally {
  await close();
}

const latestPath = join(root, 'bench', 'results', 'latest.json');
const results = keepEarlierSuites({
  ...started,
  end: new Date().toISOString(),
  loadEnd: load(),
  ...machine(),
  browsers: { chromium },
  ...runSettings(),
  rows: all,
});
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(latestPath, JSON.stringify(results, null, 2));
const resultsPath = join(root, 'bench', 'RESULTS.md');
// The sizes (`npm run size:table`) are not the bench's to measure: the section is carried over as it was.
const sizes = existsSync(resultsPath) ? sizesOf(readFileSync(resultsPath, 'utf8')) : null;
const markdown = resultsMarkdown(results);
writeFileSync(resultsPath, sizes ? withSizes(markdown, sizes) : markdown);
console.log('\nWrote bench/results/latest.json and bench/RESULTS.md');

/**
 * A run of some suites keeps the rows of the others from the previous results, each suite with the date of the
 * run that measured it (`suiteRuns`): `npm run bench -- count` then updates the count rows alone.
 */
function keepEarlierSuites(results) {
  const suiteRuns = Object.fromEntries(results.suites.map((suite) => [suite, results.date]));
  if (!existsSync(latestPath)) return { ...results, suiteRuns };
  const previous = JSON.parse(readFileSync(latestPath, 'utf8'));
  const kept = (previous.rows ?? []).filter((row) => !results.suites.includes(row.suite));
  const suites = [...results.suites];
  for (const row of kept) {
    if (suites.includes(row.suite)) continue;
    suites.push(row.suite);
    suiteRuns[row.suite] = previous.suiteRuns?.[row.suite] ?? previous.date;
  }
  const order = results.suitesAvailable;
  suites.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { ...results, suites, suiteRuns, rows: [...results.rows, ...kept] };
}

/** The machine, as a reader of the figures needs it (no host name, no paths). */
function machine() {
  const cores = cpus();
  const cpu = cores[0]?.model?.trim() || 'unknown CPU';
  const memoryGiB = Math.round((totalmem() / 2 ** 30) * 10) / 10;
  const system = `${platform()} ${release()} ${arch()}`;
  return {
    machine: `${cores.length} cores, ${cpu}, ${memoryGiB} GiB, ${system}`,
    cores: cores.length,
    cpu,
    memoryGiB,
    platform: system,
    node: process.version,
  };
}

/** Which suites ran, and the settings that change what they measure. */
function runSettings() {
  const settings = {
    CROSSBROWDY_DIR: process.env.CROSSBROWDY_DIR
      ? 'set: the model suite measured the original beside the library'
      : 'not set: the model suite skipped its ratios to the original',
  };
  for (const name of [
    'SCENE_BENCH_SIZES',
    'SCENE_BENCH_CONDITIONS',
    'SCENE_BENCH_ONLY',
    'SCENE_BENCH_RUNS',
    'ELEMENTS_BENCH_ONLY',
    'ELEMENTS_BENCH_RUNS',
    'BENCH_DIAGNOSTICS',
    'COUNT_BENCH_CONDITIONS',
    'COUNT_BENCH_WORKLOADS',
    'COUNT_BENCH_CAP',
    'COUNT_BENCH_FRAMES',
  ])
    if (process.env[name]) settings[name] = process.env[name];
  return { suites: suites.map(suiteName), suitesAvailable: available.map(suiteName), settings };
}

function printRows(file, rows) {
  console.log(`\n## ${file}`);
  for (const r of rows) {
    const value = typeof r.value === 'number' ? r.value.toFixed(r.value < 10 ? 3 : 1) : r.value;
    const target = r.target ? `  (target ${r.target})` : '';
    const note = r.note ? `  — ${r.note}` : '';
    console.log(
      `  ${(r.id ? `[${r.id}] ` : '') + r.name.padEnd(58)} ${String(value).padStart(10)} ${r.unit ?? ''}${target}${note}`,
    );
  }
}
