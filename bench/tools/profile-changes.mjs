// Not a bench suite: a profiling aid for the per-change script of playing
// DOM groups (bench/pages/changes-page.ts): µs of script per change, frames driven by a
// clock moved by hand and nothing rendered, each condition measured in turn
// in every round, then the median and least of its rounds, and each ÷ the
// first floor named. Steadier than a traced frame for an A/B of a change to
// the playback, model or DOM paths; it leaves out style, paint and raster.
// Usage: node bench/tools/profile-changes.mjs elements,shadowFloorQuiet 5000 [rounds=5]
// Conditions: elements, elementsListened, shadowFloorQuiet, shadowFloor, shadowFloorModel (DOM groups only:
// see the page). COLD=1: the caches swept before each frame, as a rendered frame leaves them (see the page).
import { openBench } from '../harness.mjs';

const [list = 'elements,shadowFloorQuiet', nArg = '5000', roundsArg = '5'] = process.argv.slice(2);
const conditions = list.split(',');
const n = Number(nArg);
const cold = process.env.COLD === '1';
const { baseUrl, browser, close } = await openBench();
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 2560, height: 2048 });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${baseUrl}/bench/pages/changes.html`);
  await page.waitForFunction(() => window.changesBench?.ready === true, { timeout: 60_000 });
  const results = new Map(conditions.map((c) => [c, []]));
  for (let round = 0; round < Number(roundsArg); round++)
    for (const condition of conditions)
      results
        .get(condition)
        .push(await page.evaluate((c, k, w) => window.changesBench.perChange(c, k, w), condition, n, cold));
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const floor = conditions.find((c) => c.includes('Floor'));
  for (const [condition, xs] of results) {
    const ratio =
      floor && condition !== floor ? `  ÷ ${floor} ${(median(xs) / median(results.get(floor))).toFixed(2)}` : '';
    console.log(
      `${condition.padEnd(18)} ${n}${cold ? ' cold' : ''}: median ${median(xs).toFixed(2)} µs/change, least ${Math.min(...xs).toFixed(2)}${ratio}`,
    );
  }
} finally {
  await close();
}
