// Fake cursor suite for bench/run.mjs (`node bench/run.mjs cursor`).
// Page: bench/pages/cursor.html + bench/pages/cursor-page.ts (the fake cursor over a grid
// of 300 ordinary cards with a :hover style and links).
//
// 1. Main-thread time for 1,000 real pointer moves (puppeteer page.mouse.move,
//    i.e. CDP Input.dispatchMouseEvent; each move waits for the renderer, so
//    this is one move per frame, the worst case for a cursor) without and with
//    the fake cursor showing. Main-thread time = delta of CDP
//    Performance.getMetrics TaskDuration (every main-thread task: input,
//    script, style, layout, paint, commit) in thread time; ScriptDuration and
//    RecalcStyleDuration are reported beside it. The two conditions alternate
//    order run by run; each figure is the median of RUNS runs.
//    A library-free "floor" cursor (one listener, one rAF, one transform write
//    on a bare div) is measured the same way, in turn with the others, to
//    separate the browser's cost of moving a box every frame from the
//    library's own. A fourth condition is <lib-fake-cursor> with three
//    <lib-cursor-state> children (links, every seventh card, pressed) while
//    the path crosses the cards' links (about 200 state changes in 1,000
//    moves). Its floor is the same bare div doing the same work with no
//    library: it also switches its image over links and every seventh card,
//    from one pointerover listener (`bare-switching`). Row `cursor.ratio` is
//    the states cursor's time over that floor's, the median of the per-run
//    ratios (each run measures both); its ratio to the move-only floor is
//    reported beside it.
// 2. LIB_Mouse.hide()/restore() on a page of 10,000 more elements: script time
//    alone (mean over 1,000 calls per run, the clock being too coarse for one),
//    and the call plus the style recalc it triggers, forced by
//    getComputedStyle(last element).cursor right after it (one sample per call).

const RUNS = 5;
const MOVES = 1000;

export async function run({ page, baseUrl, median, percentile }) {
  const origin = () => page.evaluate(() => window.cursorBench?.origin);
  // Vite reloads the page once when it first discovers a dependency to
  // pre-bundle (lit), so the page counts as open only once it stops reloading.
  const open = async () => {
    await page.goto(`${baseUrl}/bench/pages/cursor.html`, { waitUntil: 'networkidle0' });
    let last;
    for (let i = 0; i < 20; i++) {
      await page.waitForFunction(() => window.cursorBench !== undefined, { timeout: 60000 });
      await page.evaluate(() => window.cursorBench.ready);
      const now = await origin().catch(() => undefined);
      if (now !== undefined && now === last) return;
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error('cursor bench: the page never stopped reloading');
  };
  await open();
  const viewport = page.viewport() ?? { width: 1280, height: 800 };

  let cdp = await page.createCDPSession();
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(list.map((m) => [m.name, m.value]));
  };

  // A smooth path over the whole viewport, in whole pixels.
  const path = Array.from({ length: MOVES }, (_, i) => [
    Math.round(viewport.width / 2 + (viewport.width / 2 - 20) * Math.sin(i / 37)),
    Math.round(viewport.height / 2 + (viewport.height / 2 - 20) * Math.sin(i / 23 + 1)),
  ]);

  async function measureOnce(mode) {
    const showing = await page.evaluate(async (m) => {
      if (m === 'off') window.cursorBench.hideCursor();
      else if (m === 'bare') window.cursorBench.showBare();
      else if (m === 'bare-switching') window.cursorBench.showBareSwitching();
      else if (m === 'states') await window.cursorBench.showStates();
      else window.cursorBench.showStatic();
      return window.cursorBench.isShowing();
    }, mode);
    if (showing !== (mode !== 'off')) throw new Error(`cursor bench: mode ${mode} did not take`);
    await page.mouse.move(path[0][0], path[0][1] + 1);
    await page.evaluate(() => window.cursorBench.settle());
    const page0 = await origin();
    const count = () =>
      page.evaluate(
        (m) => (m === 'bare-switching' ? window.cursorBench.bareSwitches() : window.cursorBench.stateChanges()),
        mode,
      );
    const changes0 = await count();
    const before = await metrics();
    const t0 = performance.now();
    for (const [x, y] of path) await page.mouse.move(x, y);
    await page.evaluate(() => window.cursorBench.settle());
    const wall = performance.now() - t0;
    const after = await metrics();
    if ((await origin()) !== page0) return null; // the page reloaded under the run
    const changes = (await count()) - changes0;
    // The states condition and its floor must really switch as the pointer crosses links.
    if ((mode === 'states' || mode === 'bare-switching') && changes < 20) {
      throw new Error(`cursor bench: only ${changes} switches in the ${mode} run`);
    }
    const delta = (key) => (after[key] - before[key]) * 1000;
    return {
      task: delta('TaskDuration'),
      script: delta('ScriptDuration'),
      style: delta('RecalcStyleDuration'),
      wall,
      changes,
    };
  }

  async function measure(mode) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await measureOnce(mode).catch((error) => {
        console.error(`cursor bench: run of ${mode} failed (${error.message}); repeating it`);
        return null;
      });
      if (result && result.task > 0) return result;
      await open();
      await cdp.detach().catch(() => undefined);
      cdp = await page.createCDPSession();
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    }
    throw new Error('cursor bench: the page kept reloading during the pointer-move runs');
  }

  const results = { off: [], static: [], bare: [], states: [], 'bare-switching': [] };
  // Warm-up: JIT, image decode, layer creation.
  await measure('off');
  await measure('static');
  await measure('states');
  await measure('bare-switching');
  // The conditions take turns within each run, in a rotating order, so
  // that a machine getting faster or slower during the suite shifts them alike.
  const modes = ['off', 'static', 'bare', 'states', 'bare-switching'];
  for (let r = 0; r < RUNS; r++) {
    for (let k = 0; k < modes.length; k++) {
      const mode = modes[(r + k) % modes.length];
      results[mode].push(await measure(mode));
    }
  }
  await page.evaluate(() => window.cursorBench.hideCursor());

  const med = (mode, key) => median(results[mode].map((x) => x[key]));
  const perRun = (a, b) => results[a].map((x, i) => x.task / results[b][i].task);
  const ratios = perRun('static', 'off');
  const bareRatios = perRun('bare', 'off');
  const statesRatios = perRun('states', 'bare-switching');
  const statesMoveRatios = perRun('states', 'bare');
  const fakeFloorRatios = perRun('static', 'bare');
  const list = (values) => values.map((x) => x.toFixed(3)).join(' ');
  const describe = (mode) =>
    `script ${med(mode, 'script').toFixed(1)} ms, style ${med(mode, 'style').toFixed(1)} ms; wall ${med(mode, 'wall').toFixed(0)} ms`;
  const rows = [
    {
      id: 'cursor.ratio',
      name: `${MOVES} pointer moves, <lib-fake-cursor> with 3 states crossing links / bare-div floor switching alike`,
      value: median(statesRatios),
      unit: 'x',
      target: '<= 1.05',
      note:
        `median of per-run ratios ${list(statesRatios)}; ${med('states', 'changes')} state changes per run ` +
        `(floor: ${med('bare-switching', 'changes')} image switches); floor measured in turn in the same run`,
    },
    {
      id: 'cursor.states-move-floor-ratio',
      name: `${MOVES} pointer moves, <lib-fake-cursor> with 3 states crossing links / move-only bare-div floor`,
      value: median(statesMoveRatios),
      unit: 'x',
      note: `median of per-run ratios ${list(statesMoveRatios)}; the floor moves a box and never switches its image`,
    },
    {
      id: 'cursor.moves.floor-switching',
      name: `${MOVES} pointer moves, main-thread time, bare-div floor switching its image over links`,
      value: med('bare-switching', 'task'),
      unit: 'ms',
      note: describe('bare-switching'),
    },
    {
      id: 'cursor.moves.states',
      name: `${MOVES} pointer moves, main-thread time, <lib-fake-cursor> with 3 states`,
      value: med('states', 'task'),
      unit: 'ms',
      note: describe('states'),
    },
    {
      id: 'cursor.moves.floor',
      name: `${MOVES} pointer moves, main-thread time, library-free floor cursor`,
      value: med('bare', 'task'),
      unit: 'ms',
      note: `a bare div moved by one rAF transform write; ${describe('bare')}`,
    },
    {
      id: 'cursor.moves.none',
      name: `${MOVES} pointer moves, main-thread time, no fake cursor`,
      value: med('off', 'task'),
      unit: 'ms',
      note: describe('off'),
    },
    {
      id: 'cursor.moves.fake',
      name: `${MOVES} pointer moves, main-thread time, fake cursor showing (CursorImage.set)`,
      value: med('static', 'task'),
      unit: 'ms',
      note: describe('static'),
    },
    {
      id: 'cursor.fake-floor-ratio',
      name: 'main-thread time, fake cursor (CursorImage.set) / bare-div floor',
      value: median(fakeFloorRatios),
      unit: 'x',
      note: `median of per-run ratios ${list(fakeFloorRatios)}`,
    },
    {
      id: 'cursor.fake-none-ratio',
      name: 'main-thread time, fake cursor / none',
      value: med('static', 'task') / med('off', 'task'),
      unit: 'x',
      target: '<= 1.10',
      note: `ratio of medians; per-run ratios ${list(ratios)}`,
    },
    {
      id: 'cursor.added-per-move',
      name: 'added main-thread time per pointer move (one move per frame)',
      value: (med('static', 'task') - med('off', 'task')) / MOVES,
      unit: 'ms',
    },
    {
      id: 'cursor.script-ratio',
      name: 'script time, fake cursor / none',
      value: med('static', 'script') / med('off', 'script'),
      unit: 'x',
    },
    {
      id: 'cursor.floor-none-ratio',
      name: 'main-thread time, library-free floor cursor / none',
      value: med('bare', 'task') / med('off', 'task'),
      unit: 'x',
      note: `ratio of medians; per-run ratios ${list(bareRatios)}`,
    },
  ];

  // 2. hide()/restore() on a page of 10,000 more elements.
  const elements = await page.evaluate(() => window.cursorBench.addElements(10000));
  const scriptOnly = [];
  const hideRecalc = [];
  const restoreRecalc = [];
  const reference = [];
  for (let r = 0; r < RUNS; r++) {
    scriptOnly.push(await page.evaluate(() => window.cursorBench.toggleScriptOnly(1000)));
    const sample = await page.evaluate(() => window.cursorBench.toggleWithRecalc(20));
    if (sample.cursors.some((c, i) => c !== (i % 2 === 0 ? 'none' : 'pointer'))) {
      throw new Error(
        `cursor bench: hide()/restore() did not change the computed cursor: ${sample.cursors.slice(0, 4)}`,
      );
    }
    hideRecalc.push(...sample.hide);
    restoreRecalc.push(...sample.restore);
    reference.push(...(await page.evaluate(() => window.cursorBench.referenceRecalc(20))));
  }
  rows.push(
    {
      id: 'cursor.hide.script',
      name: `LIB_Mouse.hide(), script only (${elements} elements)`,
      value: median(scriptOnly.map((s) => s.hide)),
      unit: 'ms',
      target: '<= 1',
    },
    {
      id: 'cursor.restore.script',
      name: `LIB_Mouse.restore(), script only (${elements} elements)`,
      value: median(scriptOnly.map((s) => s.restore)),
      unit: 'ms',
      target: '<= 1',
    },
    {
      id: 'cursor.hide.recalc',
      name: `LIB_Mouse.hide() + forced style recalc (${elements} elements)`,
      value: median(hideRecalc),
      unit: 'ms',
      target: '<= 1',
      note: `p90 ${percentile(hideRecalc, 90).toFixed(1)} ms`,
    },
    {
      id: 'cursor.restore.recalc',
      name: `LIB_Mouse.restore() + forced style recalc (${elements} elements)`,
      value: median(restoreRecalc),
      unit: 'ms',
      target: '<= 1',
      note: `p90 ${percentile(restoreRecalc, 90).toFixed(1)} ms`,
    },
    {
      id: 'cursor.reference.recalc',
      name: `reference: :root color change + forced recalc (${elements} elements)`,
      value: median(reference),
      unit: 'ms',
      note: 'the full restyle any page-wide inherited change costs',
    },
  );
  await cdp.detach();
  return rows;
}
