// Not a bench suite: a profiling aid for the start-up rows. Traces one start-up
// (the elements page's parseAndRender, or the scene page's sceneStart) and prints
// where the renderer main thread spent it: self time by trace event name (style,
// layout, paint, ...) and the JS functions by self and total time.
// Usage: node bench/tools/profile-start.mjs parse 1000 | node bench/tools/profile-start.mjs scene 5000
// (CALLERS=<regex>: the callers of the functions it names, e.g. CALLERS=createComment;
// START=<function>: another start-up of the page, e.g. START=sceneStartCeFloor or START=parseCeFloor, its floor;
// COLD=1: the page's first start-up, profiled, instead of a warm one traced then profiled;
// ALLOC=1: also what one start-up allocates, by function)
import { frameLabel, openBench, openScenePage, rendererMainThreads, selfTimes } from '../harness.mjs';

const [what = 'parse', nArg = '1000'] = process.argv.slice(2);
const n = Number(nArg);
const TOP = Number(process.env.TOP ?? 30);
const { baseUrl, browser, close } = await openBench();
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
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  const profiledMs = await call('start', n);
  const { profile } = await session.send('Profiler.stop');
  console.log(`profiled run: ${profiledMs.toFixed(1)} ms`);
  const nodes = new Map();
  const selfUs = new Map();
  for (const node of profile.nodes) nodes.set(node.id, node);
  for (const node of profile.nodes) for (const child of node.children ?? []) nodes.get(child).parent = node.id;
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
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
