// Not a bench suite: a profiling aid for the playing rows. Times, in the page's own clock, what the
// animation-frame callbacks of each condition take per frame (JS and the DOM and canvas calls it makes,
// with the microtasks it queued: a canvas scene draws and the groups dispatch their events in those).
// No trace, so no tracing cost and no sampling: steadier than the trace profilers for the small
// differences between a condition and its floor. Style, layout, paint and raster are not in it.
// Usage: node bench/profile-loop.mjs [conditions] [n], the first condition compared with each of the others,
//   e.g. node bench/profile-loop.mjs elements,shadowFloorQuiet 500 (ROUNDS=7: runs per condition, in turn)
import { median, openBench, openScenePage } from './harness.mjs';

const [conditionsArg = 'elements,shadowFloorQuiet,scene,canvasFloor', nArg = '500'] = process.argv.slice(2);
const conditions = conditionsArg.split(',');
const n = Number(nArg);
const rounds = Number(process.env.ROUNDS ?? 5);
const { baseUrl, browser, close } = await openBench();
try {
  const { call } = await openScenePage(browser, baseUrl);
  const perFrame = new Map(conditions.map((c) => [c, []]));
  for (let round = 0; round < rounds; round++) {
    for (const condition of conditions) {
      await call('setUp', condition, n);
      await call('play', 10, 30);
      await call('startCallbackTiming');
      await call('play', 0, 240);
      const { ms, frames } = await call('stopCallbackTiming');
      await call('tearDown');
      perFrame.get(condition).push(ms / frames);
    }
  }
  const first = median(perFrame.get(conditions[0]));
  console.log(`animation-frame callbacks, ms per frame (median of ${rounds} runs in turn), ${n} groups:`);
  for (const [condition, runs] of perFrame) {
    const value = median(runs);
    console.log(
      `  ${condition.padEnd(24)} ${value.toFixed(3)} ms   ${conditions[0]} ÷ this ${(first / value).toFixed(2)}` +
        `   runs ${runs.map((v) => v.toFixed(3)).join(' ')}`,
    );
  }
} finally {
  await close();
}
