// Not a bench suite: a profiling aid for the playing rows. Times, in the page's own clock, what the
// animation-frame callbacks of each condition take per frame (JS and the DOM and canvas calls it makes,
// with the microtasks it queued: a canvas scene draws and the groups dispatch their events in those).
// No trace, so no tracing cost and no sampling: steadier than the trace profilers for the small
// differences between a condition and its floor. Style, layout, paint and raster are not in it.
// Usage: node bench/tools/profile-loop.mjs [conditions] [n], the first condition compared with each of the others,
//   e.g. node bench/tools/profile-loop.mjs elements,shadowFloorQuiet 500 (ROUNDS=7: runs per condition, in turn;
//   SAMPLE=20: then each condition's JS self time per frame by function, sampled every 20 µs over 600 frames,
//   with no trace; CALLERS=<regex>: the call chains of the functions it names; TOP=40: how many listed)
import { median, openBench, openScenePage, readProfile } from '../harness.mjs';

const [conditionsArg = 'elements,shadowFloorQuiet,scene,canvasFloor', nArg = '500'] = process.argv.slice(2);
const conditions = conditionsArg.split(',');
const n = Number(nArg);
const rounds = Number(process.env.ROUNDS ?? 5);
/** Frames played under the sampling profiler (SAMPLE). */
const PROFILED_FRAMES = 600;
const { baseUrl, browser, close } = await openBench();
try {
  const { call, page } = await openScenePage(browser, baseUrl);
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
  if (process.env.SAMPLE) {
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.SAMPLE) });
    for (const condition of conditions) {
      await call('setUp', condition, n);
      await call('play', 10, 60);
      await cdp.send('Profiler.start');
      await call('play', 0, PROFILED_FRAMES);
      const { profile } = await cdp.send('Profiler.stop');
      await call('tearDown');
      printProfile(condition, profile);
    }
  }
} finally {
  await close();
}

/** Self time per frame by function (idle left out), and with CALLERS, the call chains of the functions it names. */
function printProfile(condition, profile) {
  const callers = process.env.CALLERS ? new RegExp(process.env.CALLERS) : null;
  const { self, chains } = readProfile(profile, callers);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(
    `${condition}, ${n} groups: JS self time, µs per frame (${(total / PROFILED_FRAMES).toFixed(0)} sampled):`,
  );
  for (const [label, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40)))
    console.log(`  ${(us / PROFILED_FRAMES).toFixed(1).padStart(8)}  ${label}`);
  for (const [chain, us] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  caller ${(us / PROFILED_FRAMES).toFixed(1)}  ${chain}`);
}
