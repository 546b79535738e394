// Not a bench suite: a profiling aid for playback while the page scrolls. Plays one condition of the
// scene page (bench/pages/scene-page.ts) twice in turn, at rest and while the page scrolls as a mouse wheel
// scrolls it (as the scroll suite does, scroll.bench.mjs), and prints the frames' main-thread CPU
// (p50, p95, mean), read as the scene suite reads them.
// Usage: node bench/tools/profile-scroll.mjs elements 500 [rounds=1] (any condition: shadowFloorQuiet, scene, ...)
import { openBench, openScenePage, percentile } from '../harness.mjs';
import { playedFrames, roomToScroll } from '../suites/scroll.bench.mjs';

const [condition = 'elements', nArg = '500', roundsArg = '1'] = process.argv.slice(2);
const n = Number(nArg);
const { baseUrl, browser, close } = await openBench();
try {
  const { page, call } = await openScenePage(browser, baseUrl);
  await call('setUp', condition, n);
  await call('play', 10, 60);
  await roomToScroll(page);
  const cdp = await page.createCDPSession();
  for (let round = 0; round < Number(roundsArg); round++)
    for (const scrolling of [false, true]) {
      const cpu = await playedFrames(page, call, cdp, scrolling);
      const mean = cpu.reduce((a, b) => a + b, 0) / cpu.length;
      console.log(
        `${condition} ${n} ${scrolling ? 'scrolling' : 'at rest  '}: CPU per frame p50 ${percentile(cpu, 50).toFixed(2)} ms, p95 ${percentile(cpu, 95).toFixed(2)} ms, mean ${mean.toFixed(2)} ms`,
      );
    }
  await call('tearDown');
} finally {
  await close();
}
