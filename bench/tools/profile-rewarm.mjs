// Not a bench suite: a profiling aid for the start-up rows. Each start-up run of the suites builds its groups
// on a page whose previous run's groups were removed and collected (collectGarbage before each run). V8 then
// drops the optimised code that was built for those objects' layouts, and the next run compiles it again. This
// measures how much of a start-up that is: the same start-up and its ceFloor in turn, 7 times, first as the
// suites run them, then with one group of an earlier build kept alive (detached, held by the page), which keeps
// its objects' layouts and so the optimised code. The difference is the re-optimisation a page pays for a build
// after a teardown, not the library's per-group work. Last, each run's first build in a page of its own: what a
// page pays for its first build, with nothing compiled yet but what the browser caches of the scripts.
// Usage: node bench/tools/profile-rewarm.mjs scene 500 | node bench/tools/profile-rewarm.mjs parse 1000
// (V8_FLAGS='--trace-deopt' with DUMPIO=1 prints the optimised code V8 drops at each collection.)
import { openBench, openScenePage } from '../harness.mjs';

const [what = 'scene', nArg = what === 'scene' ? '500' : '1000'] = process.argv.slice(2);
const n = Number(nArg);
const RUNS = 7;
const [library, floor] = what === 'scene' ? ['sceneStart', 'sceneStartCeFloor'] : ['parseAndRender', 'parseCeFloor'];
const { baseUrl, browser, close } = await openBench({
  args: [`--js-flags=--expose-gc ${process.env.V8_FLAGS ?? ''}`.trim()],
});

/** A new page of the bench's, ready, and a caller of its bench functions. */
async function openPage() {
  if (what === 'scene') return openScenePage(browser, baseUrl);
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/bench/pages/elements.html`);
  await page.waitForFunction(() => window.elementsBench?.ready === true, { timeout: 60_000 });
  const call = (name, ...args) => page.evaluate((nm, a) => window.elementsBench[nm](...a), name, args);
  return { page, call };
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** `measure(name)` for the library and the floor in turn, RUNS times; one line of medians. */
async function row(label, measure) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const a = await measure(library);
    const b = await measure(floor);
    runs.push({ a, b, ratio: a / b });
  }
  console.log(
    `${label.padEnd(12)} ${library} ${median(runs.map((r) => r.a)).toFixed(1)} ms, ${floor} ${median(runs.map((r) => r.b)).toFixed(1)} ms,` +
      ` ratio ${median(runs.map((r) => r.ratio)).toFixed(2)} (per run: ${runs.map((r) => r.ratio.toFixed(2)).join(' ')})`,
  );
}

try {
  const { page, call } = await openPage();
  // Warm-up: compiles the code paths, learns the sheet.
  for (let i = 0; i < 2; i++) for (const name of [library, floor]) await call(name, n);
  await row('as measured', (name) => call(name, n));
  // One group built as the runs build theirs, taken out of the page and held: its objects keep their layouts alive.
  await page.evaluate(async (scene) => {
    const sprites = Array.from({ length: 8 }, (_, f) => ({
      id: `f${f}`,
      srcLeft: (f % 4) * 16,
      srcTop: Math.floor(f / 4) * 16,
    }));
    const init = { id: 'kept', src: 'kept.png', srcWidth: 16, srcHeight: 16, width: 32, height: 32, sprites };
    const holder = document.createElement(scene ? 'lib-sprites-scene' : 'div');
    if (scene) holder.setAttribute('renderer', 'canvas');
    document.body.append(holder);
    if (scene) {
      await holder.updateComplete;
      holder.controller.insertSpritesGroup(init);
    } else {
      // Parsed, as the runs' groups are (a parsed element is upgraded: its layout differs from a created one's).
      const attributes = 'src="kept.png" src-width="16" src-height="16" width="32" height="32"';
      const children = sprites.map(
        (f) => `<lib-sprite id="${f.id}" src-left="${f.srcLeft}" src-top="${f.srcTop}"></lib-sprite>`,
      );
      holder.innerHTML = `<lib-sprites-group ${attributes}>${children.join('')}</lib-sprites-group>`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    window.keptGroup = holder.querySelector('lib-sprites-group');
    holder.remove();
  }, what === 'scene');
  await row('one kept', (name) => call(name, n));
  await page.close();
  await row('first build', async (name) => {
    const fresh = await openPage();
    try {
      return await fresh.call(name, n);
    } finally {
      await fresh.page.close();
    }
  });
} finally {
  await close();
}
