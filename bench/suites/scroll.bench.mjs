// The scroll suite (docs/benchmarks.md#scroll-suite): playing DOM groups while the page scrolls, against
// the same boxes drawn by hand (shadowFloorQuiet, bench/pages/scene-page.ts), each at rest and scrolling, in turn.
// The scroll is a mouse wheel's, as a user makes it (Chromium's synthesized scroll gesture, run by the
// compositor), to and fro by less than a box, from the play's start: every box stays in view, so the frames
// differ only by what a scroll costs, the engine's and what the groups do about it (playback checks again
// which groups are still in view, src/elements/playback/playback.ts).
// SCROLL_BENCH_RUNS=1 and SCROLL_BENCH_SIZES=500 shorten a run.
import { CATEGORIES, framesFromTrace } from './frames-from-trace.mjs';

const RUNS = Number(process.env.SCROLL_BENCH_RUNS ?? 3);
const SIZES = (process.env.SCROLL_BENCH_SIZES ?? '500,5000').split(',').map(Number);
const WARM_UP = 10;
const FRAMES = 120;
const CONDITIONS = ['shadowFloorQuiet', 'elements'];
/** How much more a scroll may cost the groups than it costs the floor, as a factor of their ratio at rest. */
const ALLOWANCE = 1.1;

/**
 * The scroll of a measure (Input.synthesizeScrollGesture): down and up again by `distance` px at `speed` px/s,
 * `strokes` times, about 2 s in all, from the page's top: less than a box's side (32 px), so no box leaves the view
 * and both sides draw the same boxes all along.
 */
export const SCROLL = { distance: 20, speed: 40, strokes: 4 };

/**
 * Scrolls `page` as a mouse wheel does, from the top, by SCROLL: the returned function starts the scroll and
 * resolves when it ends. Not with script (`scrollBy` in a frame callback), which makes the engine compute at once
 * the styles the frame just wrote.
 */
async function wheelScroll(page, cdp) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return async () => {
    for (let stroke = 0; stroke < SCROLL.strokes; stroke++)
      await cdp.send('Input.synthesizeScrollGesture', {
        x: 600,
        y: 600,
        yDistance: stroke % 2 === 0 ? -SCROLL.distance : SCROLL.distance,
        speed: SCROLL.speed,
        gestureSourceType: 'mouse',
      });
  };
}

/**
 * The main-thread CPU (ms) of each of the FRAMES frames of one traced play of the scene page's condition set up
 * on `page` (`call`: the page's functions), from the page's top, scrolling (by SCROLL) or not. `cdp`: the page's
 * CDP session. The page needs room below its stage to scroll (`roomToScroll`).
 */
export async function playedFrames(page, call, cdp, scrolling) {
  const scroll = await wheelScroll(page, cdp);
  await page.tracing.start({ categories: CATEGORIES });
  const gesture = scrolling ? scroll() : null;
  await call('play', WARM_UP, FRAMES);
  await gesture;
  const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
  return framesFromTrace(trace)
    .slice(WARM_UP, WARM_UP + FRAMES)
    .map((frame) => frame.cpu);
}

/** Room to scroll below the scene page's stage. */
export const roomToScroll = (page) => page.evaluate(() => (document.body.style.minHeight = '20000px'));

export async function run({ page, baseUrl, median }) {
  await page.setViewport({ width: 2560, height: 2048 });
  await page.goto(`${baseUrl}/bench/pages/scene.html`);
  await page.waitForFunction(() => window.sceneBench?.ready === true, { timeout: 60_000 });
  const call = (name, ...args) => page.evaluate((n, a) => window.sceneBench[n](...a), name, args);
  await roomToScroll(page);
  const cdp = await page.createCDPSession();

  /** Median main-thread CPU per frame (ms) of one play of `condition` with `n` groups, scrolling or not. */
  const measure = async (condition, n, scrolling) => {
    await call('setUp', condition, n);
    const cpu = await playedFrames(page, call, cdp, scrolling);
    await call('tearDown');
    if (cpu.length < FRAMES * 0.9) throw new Error(`${condition} ${n}: only ${cpu.length} frames in the trace`);
    return median(cpu);
  };

  const rows = [];
  for (const n of SIZES) {
    // Warm-up: compiles the code paths, caches the sheet.
    for (const condition of CONDITIONS) await measure(condition, n, true);
    const ms = Object.fromEntries(CONDITIONS.map((c) => [c, { rest: [], scrolling: [] }]));
    for (let r = 0; r < RUNS; r++)
      for (const condition of CONDITIONS)
        for (const scrolling of [false, true])
          ms[condition][scrolling ? 'scrolling' : 'rest'].push(await measure(condition, n, scrolling));
    for (const condition of CONDITIONS)
      for (const state of ['rest', 'scrolling'])
        rows.push({
          id: `scroll.${condition}.${state}.${n}`,
          name: `${n} ${condition} ${state === 'rest' ? 'at rest' : 'while the page scrolls'}: main thread per frame, median CPU`,
          value: median(ms[condition][state]),
          unit: 'ms',
        });
    const ratios = (state) =>
      ms.elements[state].map((library, i) => library / ms.shadowFloorQuiet[state][i]).sort((a, b) => a - b);
    const rest = median(ratios('rest'));
    const scrolling = ratios('scrolling');
    rows.push({
      id: `scroll.ratio.rest.${n}`,
      name: `elements ÷ shadowFloorQuiet at rest, ${n}, median CPU, in turn`,
      value: rest,
      unit: '×',
    });
    rows.push({
      id: `scroll.ratio.${n}`,
      name: `elements ÷ shadowFloorQuiet while the page scrolls, ${n}, median CPU, in turn`,
      value: median(scrolling),
      unit: '×',
      target: `≤ ${(rest * ALLOWANCE).toFixed(2)}`,
      note: `the ratio at rest (scroll.ratio.rest.${n}) × ${ALLOWANCE}: a scroll costs the groups no more than it costs the floor; per-run ratios ${scrolling.map((x) => x.toFixed(2)).join(' ')}`,
    });
  }
  return rows;
}
