// Not a bench suite: a profiling aid for playback while the page scrolls. Plays one condition of the
// scene page (bench/scene-page.ts) twice in turn, at rest and while the page scrolls as a mouse wheel
// scrolls it (as the scroll suite does, scroll.bench.mjs), and prints the frames' main-thread CPU
// (p50, p95, mean), read as the scene suite reads them.
// Usage: node bench/profile-scroll.mjs elements 500 [rounds=1] (any condition: shadowFloorQuiet, scene, ...)
import { openBench, openScenePage } from './harness.mjs';
import { CATEGORIES, framesFromTrace } from './frames-from-trace.mjs';
import { wheelScroll } from './scroll.bench.mjs';

const [condition = 'elements', nArg = '500', roundsArg = '1'] = process.argv.slice(2);
const n = Number(nArg);
const FRAMES = 120;
const { baseUrl, browser, close } = await openBench();
try {
  const { page, call } = await openScenePage(browser, baseUrl);
  await call('setUp', condition, n);
  await call('play', 10, 60);
  await page.evaluate(() => (document.body.style.minHeight = '20000px'));
  const cdp = await page.createCDPSession();
  const quantile = (xs, p) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  };
  for (let round = 0; round < Number(roundsArg); round++)
    for (const scrolling of [false, true]) {
      const scroll = await wheelScroll(page, cdp);
      await page.tracing.start({ categories: CATEGORIES });
      const gesture = scrolling ? scroll() : null;
      await call('play', 10, FRAMES);
      await gesture;
      const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
      const cpu = framesFromTrace(trace)
        .slice(10, 10 + FRAMES)
        .map((frame) => frame.cpu);
      const mean = cpu.reduce((a, b) => a + b, 0) / cpu.length;
      console.log(
        `${condition} ${n} ${scrolling ? 'scrolling' : 'at rest  '}: CPU per frame p50 ${quantile(cpu, 50).toFixed(2)} ms, p95 ${quantile(cpu, 95).toFixed(2)} ms, mean ${mean.toFixed(2)} ms`,
      );
    }
  await call('tearDown');
} finally {
  await close();
}
