// Not a bench suite: the elements page's start-up (parseAndRender) and its minimal custom elements floor
// (parseCeFloor) in turn, as the suite runs them, each in wall time and in the renderer main thread's CPU
// time over the same window (the trace's task CPU durations). On a machine that others load, wall time
// swings with what they run; the CPU time of the page's own thread moves less, so an A/B of a change to
// the start-up path reads steadier here than in the suite's row (which stays the figure to report).
// OTHER=<another checkout of the project> measures its page too, in turn with this one's (each run: one
// tree's start-up and floor, then the other's, the order swapped at every run).
// Usage: [OTHER=../main] node bench/tools/start-cpu.mjs [groups=1000] [runs=9]
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, root } from '../harness.mjs';

const [groupsArg = '1000', runsArg = '9'] = process.argv.slice(2);
const groups = Number(groupsArg);
const runs = Number(runsArg);
const trees = [root, ...(process.env.OTHER ? [process.env.OTHER] : [])];

/** A tree's elements page, warmed up as the suite warms it, and its `measure(name)`. */
async function openTree(tree) {
  // Each tree's own harness: its server serves that tree.
  const harness = await import(pathToFileURL(join(tree, 'bench', 'harness.mjs')).href);
  const { baseUrl, browser, close } = await harness.openBench({ args: ['--js-flags=--expose-gc'] });
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${baseUrl}/bench/pages/elements.html`);
  await page.waitForFunction(() => window.elementsBench?.ready === true, { timeout: 60_000 });
  const call = (name, ...args) => page.evaluate((n, a) => window.elementsBench[n](...a), name, args);
  // The page calls this just outside its measured window (profileMark in page-support.ts): traced, the window alone.
  let trace = null;
  await page.exposeFunction('profileMark', async (mark) => {
    if (mark === 'start') await page.tracing.start({ categories: ['toplevel', '__metadata'] });
    else trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
  });
  /** One start-up: its wall ms (the page's own figure) and the main thread's CPU ms in its window. */
  const measure = async (name) => {
    trace = null;
    const wall = await call(name, groups);
    if (!trace) throw new Error(`${tree}: the page has no profileMark hook`);
    const events = trace.traceEvents;
    const mains = harness.rendererMainThreads(events);
    // The page's main thread: the renderer main thread that spent the most in the window.
    const cpuBy = new Map();
    for (const e of events) {
      const key = `${e.pid}:${e.tid}`;
      if (!mains.has(key) || e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask') continue;
      cpuBy.set(key, (cpuBy.get(key) ?? 0) + (e.tdur ?? 0));
    }
    return { wall, cpu: Math.max(0, ...cpuBy.values()) / 1000 };
  };
  // Warm-up, as the suite's: compiles the code paths, learns the sheet.
  await call('parseAndRender', 100);
  await call('parseAndRender', 10);
  await call('parseCeFloor', 100);
  return { tree, measure, close, rows: [] };
}

const opened = [];
try {
  for (const tree of trees) opened.push(await openTree(tree));
  for (let i = 0; i < runs; i++) {
    const order = i % 2 ? [...opened].reverse() : opened;
    for (const t of order) {
      const library = await t.measure('parseAndRender');
      const floor = await t.measure('parseCeFloor');
      t.rows.push({ library, floor });
    }
  }
  for (const { tree, rows } of opened) {
    console.log(tree);
    for (const [label, pick] of [
      ['wall', (m) => m.wall],
      ['cpu ', (m) => m.cpu],
    ]) {
      const ratios = rows.map((r) => pick(r.library) / pick(r.floor));
      const ms = (side) => median(rows.map((r) => pick(r[side]))).toFixed(1);
      console.log(
        `  ${label}: library ${ms('library')} ms, ceFloor ${ms('floor')} ms, ratio ${median(ratios).toFixed(2)} (per run: ${ratios.map((r) => r.toFixed(2)).join(' ')})`,
      );
    }
  }
} finally {
  for (const t of opened) await t.close();
}
