// Not a bench suite: a profiling aid for the start-up rows. Traces one start-up
// (the elements page's parseAndRender, or the scene page's sceneStart) and prints
// where the renderer main thread spent it: self time by trace event name (style,
// layout, paint, ...) and the JS functions by self and total time.
// Usage: node bench/tools/profile-start.mjs parse 1000 | node bench/tools/profile-start.mjs scene 5000
// (CALLERS=<regex>: the callers of the functions it names, e.g. CALLERS=createComment;
// START=<function>: another start-up of the page, e.g. START=sceneStartCeFloor or START=parseCeFloor, its floor;
// COLD=1: the page's first start-up, profiled, instead of a warm one traced then profiled;
// ALLOC=1: also what one start-up allocates, by function;
// RUNS=<n>: n profiled start-ups summed, then divided by n, for steadier figures;
// LINES=<regex>: the self time of the functions it names, by source line;
// BUCKETS=1: the time in the start-up's stages (parser and upgrades, constructors, callbacks, the group's
// connection, Lit's update, style and paint...), inclusive, per start-up)
import { frameLabel, openBench, openScenePage, rendererMainThreads, selfTimes } from '../harness.mjs';

const [what = 'parse', nArg = '1000'] = process.argv.slice(2);
const n = Number(nArg);
const TOP = Number(process.env.TOP ?? 30);
const RUNS = Number(process.env.RUNS ?? 1);
// The flag lets the page's collectGarbage() work, as in the suites: the garbage of one run is not sampled in the next.
const { baseUrl, browser, close } = await openBench({ args: ['--js-flags=--expose-gc'] });
try {
  let call;
  let page;
  if (what === 'scene') {
    ({ page, call } = await openScenePage(browser, baseUrl));
    call = (
      (c) =>
      (name, ...args) =>
        c(name === 'start' ? (process.env.START ?? 'sceneStart') : name, ...args)
    )(call);
  } else {
    page = await browser.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(`${baseUrl}/bench/pages/elements.html`);
    await page.waitForFunction(() => window.elementsBench?.ready === true, { timeout: 60_000 });
    call = (name, ...args) =>
      page.evaluate(
        (nm, a) => window.elementsBench[nm](...a),
        name === 'start' ? (process.env.START ?? 'parseAndRender') : name,
        args,
      );
  }
  // COLD=1: only the JS profile of the page's first start-up (nothing compiled yet, the sheet not learnt).
  if (!process.env.COLD) {
    // Warm-up: compiles the code paths, learns the sheet.
    for (let i = 0; i < 3; i++) await call('start', n);
    const cats = [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink',
      'v8',
      '__metadata',
    ];
    await page.tracing.start({ categories: cats });
    const ms = await call('start', n);
    const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
    console.log(`${what} ${n}: ${ms.toFixed(1)} ms`);
    const events = trace.traceEvents;
    const mains = rendererMainThreads(events);
    const byThread = new Map();
    for (const e of events) {
      const key = `${e.pid}:${e.tid}`;
      if (mains.has(key) && e.ph === 'X') byThread.set(key, (byThread.get(key) ?? 0) + (e.dur ?? 0));
    }
    const main = [...byThread].sort((a, b) => b[1] - a[1])[0][0];
    const byName = new Map();
    for (const rec of selfTimes(events, main)) byName.set(rec.name, (byName.get(rec.name) ?? 0) + rec.self);
    console.log('trace events, self ms:');
    for (const [name, t] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 20))
      console.log(`  ${(t / 1000).toFixed(1).padStart(7)}  ${name}`);
  }

  // ALLOC=1: what one start-up allocates, by function (its own run, sampled every 512 bytes, garbage included).
  if (process.env.ALLOC) await allocations(page, () => call('start', n), n);

  // The JS profile (its own run: the trace's sampler loses the stacks under the HTML parser): self and total time per function.
  const session = await page.createCDPSession();
  const hasHook = what !== 'scene';
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  const nodes = new Map();
  const selfUs = new Map();
  let profiledMs = 0;
  // The elements page calls this just outside its measured window (profileMark in page-support.ts):
  // the profile then holds that window alone. Pages without the hook are profiled around the whole call.
  let windowProfile = null;
  let marked = false;
  await page.exposeFunction('profileMark', async (mark) => {
    marked = true;
    if (mark === 'start') await session.send('Profiler.start');
    else windowProfile = (await session.send('Profiler.stop')).profile;
  });
  for (let run = 0; run < RUNS; run++) {
    marked = false;
    windowProfile = null;
    let outer = null;
    if (!hasHook) await session.send('Profiler.start');
    profiledMs += await call('start', n);
    if (!hasHook) outer = (await session.send('Profiler.stop')).profile;
    const profile = windowProfile ?? outer;
    if (!marked && hasHook) throw new Error('the page never called profileMark');
    // Each run's node ids are its own: keyed by run.
    const key = (id) => `${run}:${id}`;
    for (const node of profile.nodes) nodes.set(key(node.id), { ...node, id: key(node.id) });
    for (const node of profile.nodes)
      for (const child of node.children ?? []) nodes.get(key(child)).parent = key(node.id);
    profile.samples.forEach((id, i) =>
      selfUs.set(key(id), (selfUs.get(key(id)) ?? 0) + (profile.timeDeltas[i] ?? 0) / RUNS),
    );
  }
  console.log(`profiled run${RUNS > 1 ? `s, mean of ${RUNS}` : ''}: ${(profiledMs / RUNS).toFixed(1)} ms`);
  const label = (node) => frameLabel(node.callFrame);
  const bySelf = new Map();
  const byTotal = new Map();
  for (const [id, us] of selfUs) {
    const node = nodes.get(id);
    if (!node) continue;
    bySelf.set(label(node), (bySelf.get(label(node)) ?? 0) + us);
    // Total: counted once per function on the stack.
    const seen = new Set();
    for (let p = node; p; p = p.parent !== undefined ? nodes.get(p.parent) : undefined) {
      const k = label(p);
      if (seen.has(k)) continue;
      seen.add(k);
      byTotal.set(k, (byTotal.get(k) ?? 0) + us);
    }
  }
  if (process.env.BUCKETS) buckets(nodes, selfUs);
  if (process.env.LINES) lines(nodes, selfUs, new RegExp(process.env.LINES));
  // CALLERS=<regex>: the call chains under which the functions it names spent their self time.
  if (process.env.CALLERS) {
    const pattern = new RegExp(process.env.CALLERS);
    const chains = new Map();
    for (const [id, us] of selfUs) {
      const node = nodes.get(id);
      if (!node || !pattern.test(node.callFrame.functionName)) continue;
      let chain = label(node);
      for (let p = nodes.get(node.parent), i = 0; p && i < 5; p = nodes.get(p.parent), i++) chain += ` < ${label(p)}`;
      chains.set(chain, (chains.get(chain) ?? 0) + us);
    }
    for (const [chain, us] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`  caller ${(us / 1000).toFixed(1).padStart(6)}  ${chain}`);
  }
  console.log('JS self ms:');
  for (const [k, us] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`  ${(us / 1000).toFixed(1).padStart(7)}  ${k}`);
  console.log('JS total ms:');
  for (const [k, us] of [...byTotal].sort((a, b) => b[1] - a[1]).slice(0, TOP * 2))
    console.log(`  ${(us / 1000).toFixed(1).padStart(7)}  ${k}`);
} finally {
  await close();
}

/**
 * The start-up's stages: each sample goes to the innermost stage on its stack (a stage's time is
 * its own, less the stages under it), by function name; what no stage holds is named by its own frame.
 */
function buckets(nodes, selfUs) {
  const STAGES = [
    [
      'parser, upgrades, reactions (native, under the innerHTML write)',
      (f) => /^(parseAndRender|parseCeFloor)$/.test(f.functionName),
    ],
    [
      'element constructors',
      (f) =>
        /^(LibSprite\w*Element|DataElementBase|SpriteFieldsMixin|HTMLElement|ReactiveElement|LitElement)$/.test(
          f.functionName,
        ) && !/lit-html/.test(f.url),
    ],
    ['attribute callbacks', (f) => f.functionName === 'attributeChangedCallback'],
    ['connected callbacks', (f) => f.functionName === 'connectedCallback'],
    [
      'the group reads its DOM into its model',
      (f) => f.functionName === 'hostConnected' || f.functionName === 'readAtConnection',
    ],
    [
      'model: building sprites',
      (f) => /^(buildSprite|insertSprite)$/.test(f.functionName) && /insert-remove|build/.test(f.url),
    ],
    ['model: watched fields', (f) => f.functionName === 'defineWatchedFields'],
    ['pointer moved (reflect, announce)', (f) => f.functionName === 'pointerMoved'],
    ['mutation observer delivery', (f) => f.functionName === 'deliver'],
    ["Lit's update", (f) => f.functionName === 'performUpdate' || f.functionName === '_$EP'],
    ['render root, adopted styles', (f) => f.functionName === 'createRenderRoot'],
    ['render: plan, templates', (f) => f.functionName === 'render'],
    ['garbage collector', (f) => f.functionName === '(garbage collector)'],
    ['(program): style, layout, paint, parsing outside JS', (f) => f.functionName === '(program)'],
  ];
  const totals = new Map();
  for (const [id, us] of selfUs) {
    let stage = null;
    for (let p = nodes.get(id); p && !stage; p = p.parent !== undefined ? nodes.get(p.parent) : undefined)
      stage = STAGES.find(([, test]) => test(p.callFrame))?.[0] ?? null;
    const name = stage ?? 'other';
    totals.set(name, (totals.get(name) ?? 0) + us);
  }
  console.log('stages, ms (the innermost stage on the stack):');
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]))
    console.log(`  ${(us / 1000).toFixed(1).padStart(7)}  ${name}`);
}

/** The self time of the functions `pattern` names, by line (each node's samples shared out by its line ticks). */
function lines(nodes, selfUs, pattern) {
  const byLine = new Map();
  for (const [id, us] of selfUs) {
    const node = nodes.get(id);
    if (!node || !pattern.test(node.callFrame.functionName) || !node.positionTicks) continue;
    const ticks = node.positionTicks.reduce((sum, t) => sum + t.ticks, 0);
    const file = (node.callFrame.url ?? '').split('/').pop().split('?')[0];
    for (const { line, ticks: t } of node.positionTicks) {
      const k = `${node.callFrame.functionName} ${file}:${line}`;
      byLine.set(k, (byLine.get(k) ?? 0) + (us * t) / ticks);
    }
  }
  console.log('self ms by line:');
  for (const [k, us] of [...byLine].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${(us / 1000).toFixed(1).padStart(7)}  ${k}`);
}

/** Bytes allocated per function in one start-up (`start`), garbage included, and the total per group. */
async function allocations(page, start, groups) {
  const cdp = await page.createCDPSession();
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: 512,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  await start();
  const { profile } = await cdp.send('HeapProfiler.stopSampling');
  await cdp.detach();
  const self = new Map();
  const walk = (node) => {
    const k = frameLabel(node.callFrame);
    self.set(k, (self.get(k) ?? 0) + node.selfSize);
    node.children.forEach(walk);
  };
  walk(profile.head);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(
    `allocated (sampled): ${(total / 1e6).toFixed(2)} MB, ${(total / groups / 1e3).toFixed(2)} KB a group; by function, KB:`,
  );
  for (const [k, bytes] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`  ${(bytes / 1e3).toFixed(0).padStart(7)}  ${k}`);
}
