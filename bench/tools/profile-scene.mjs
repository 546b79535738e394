// Not a bench suite: a profiling aid for the scene page. Traces one condition
// and prints where the renderer main thread spends its frames (self time by
// trace event name) and, with PROFILE_JS=1, the hottest JS functions.
// Usage: node bench/tools/profile-scene.mjs scene 5000 (CPU=1: the self times in CPU time; SPIKES=N: the N
// costliest of the frames the bench reads, and the median one, each broken down by trace event; with PROFILE_JS=1,
// WRAPS=1: JS self time in the frames that dispatch many events, as when the groups wrap, and in the others)
import { frameLabel, openBench, openScenePage, percentile, rendererMainThreads, selfTimes } from '../harness.mjs';
import { CATEGORIES, framesFromTrace } from '../suites/frames-from-trace.mjs';

const [condition = 'scene', nArg = '5000'] = process.argv.slice(2);
const n = Number(nArg);
const { baseUrl, browser, close } = await openBench();
try {
  const { page, call } = await openScenePage(browser, baseUrl);
  for (let i = 0; i < 2; i++) {
    await call('setUp', condition, n);
    await call('play', 10, 60);
    await call('tearDown');
  }
  await call('setUp', condition, n);
  // The bench's categories (its frames are read as the bench reads them), and more for the breakdown.
  // PAINT=1 adds the per-image paint events, at the cost of about 2 ms a frame at 5,000 boxes.
  const cats = [...CATEGORIES, 'cc', 'gpu'];
  if (process.env.PAINT) cats.push('disabled-by-default-devtools.timeline');
  if (process.env.PROFILE_JS) cats.push('disabled-by-default-v8.cpu_profiler');
  await page.tracing.start({ categories: cats });
  const { changes } = await call('play', 20, 120);
  const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
  await call('tearDown');
  const events = trace.traceEvents;
  {
    const fr = framesFromTrace(trace).slice(20, 140);
    const w = fr.map((f) => f.wall);
    const c = fr.map((f) => f.cpu);
    console.log(
      `bench frames: ${fr.length}; wall p50 ${percentile(w, 50).toFixed(2)} p95 ${percentile(w, 95).toFixed(2)}; cpu p50 ${percentile(c, 50).toFixed(2)} p95 ${percentile(c, 95).toFixed(2)} max ${Math.max(...c).toFixed(2)}`,
    );
    if (process.env.FRAMES) console.log(c.map((x) => x.toFixed(1)).join(' '));
  }
  const mains = rendererMainThreads(events);
  let best = null;
  let bestCount = -1;
  for (const key of mains) {
    const c = events.filter((e) => `${e.pid}:${e.tid}` === key && e.name === 'FireAnimationFrame').length;
    if (c > bestCount) {
      best = key;
      bestCount = c;
    }
  }
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === best && e.ph === 'X');
  // Self time by name (nested X events).
  const self = selfTimes(events, best);
  if (process.env.SPIKES) {
    // Self time by name in each frame (frames start at each PageAnimator::serviceScriptedAnimations).
    const starts = mine.filter((e) => e.name === 'PageAnimator::serviceScriptedAnimations').map((e) => e.ts);
    const perFrame = starts.map(() => new Map());
    for (const rec of self) {
      let f = -1;
      for (let i = 0; i < starts.length && starts[i] <= rec.start; i++) f = i;
      if (f >= 0) perFrame[f].set(rec.name, (perFrame[f].get(rec.name) ?? 0) + rec.tself);
    }
    const totals = perFrame.map((m) => [...m.values()].reduce((a, b) => a + b, 0));
    // The frames the bench reads (as framesFromTrace(...).slice(20, 140) above).
    const order = totals
      .map((t, i) => [t, i])
      .slice(20, 140)
      .sort((a, b) => b[0] - a[0]);
    for (const [t, i] of [...order.slice(0, Number(process.env.SPIKES) || 4), order[order.length >> 1]]) {
      console.log(
        `frame ${i} self cpu ${(t / 1000).toFixed(1)} ms: ` +
          [...perFrame[i]]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 7)
            .map(([k, v]) => `${k} ${(v / 1000).toFixed(2)}`)
            .join(', '),
      );
    }
  }
  const byName = new Map();
  // CPU=1: thread (CPU) self time instead of wall, steadier on a loaded machine.
  for (const rec of self) byName.set(rec.name, (byName.get(rec.name) ?? 0) + (process.env.CPU ? rec.tself : rec.self));
  const frames =
    events.filter((e) => `${e.pid}:${e.tid}` === best && e.name === 'PageAnimator::serviceScriptedAnimations').length ||
    bestCount;
  console.log(
    `${condition} ${n}: ${frames} animation frames traced, changes/frame ${(changes.reduce((a, b) => a + b, 0) / changes.length).toFixed(1)}`,
  );
  const total = mine.filter((e) => String(e.cat).includes('toplevel')).reduce((a, e) => a + e.dur, 0);
  const totalCpu = mine.filter((e) => String(e.cat).includes('toplevel')).reduce((a, e) => a + (e.tdur ?? 0), 0);
  console.log(
    `toplevel per frame: wall ${(total / frames / 1000).toFixed(2)} ms, cpu ${(totalCpu / frames / 1000).toFixed(2)} ms`,
  );
  for (const [name, t] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${(t / frames / 1000).toFixed(3)} ms/frame  ${name}`);
  // Other threads' wall time per frame (compositor, raster).
  const threadNames = new Map();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  const perThread = new Map();
  for (const e of events)
    if (e.ph === 'X' && String(e.cat).includes('toplevel')) {
      const k = threadNames.get(`${e.pid}:${e.tid}`) ?? `${e.pid}:${e.tid}`;
      perThread.set(k, (perThread.get(k) ?? 0) + e.dur);
    }
  console.log(
    'toplevel by thread (ms/frame):',
    [...perThread].map(([k, v]) => `${k} ${(v / frames / 1000).toFixed(2)}`).join(', '),
  );
  if (process.env.PROFILE_JS) {
    const nodes = new Map();
    const selfUs = new Map();
    for (const e of events) {
      if (e.name !== 'ProfileChunk' || String(e.pid) !== best.split(':')[0]) continue;
      const data = e.args.data.cpuProfile ?? {};
      for (const node of data.nodes ?? []) nodes.set(node.id, node);
      const samples = data.samples ?? [];
      const deltas = e.args.data.timeDeltas ?? [];
      samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i] ?? 0)));
    }
    if (process.env.WRAPS) jsByFrameKind(events, best, nodes);
    const byFn = new Map();
    for (const [id, us] of selfUs) {
      const node = nodes.get(id);
      if (!node) continue;
      const k = frameLabel(node.callFrame);
      byFn.set(k, (byFn.get(k) ?? 0) + us);
    }
    const parentOf = new Map();
    for (const node of nodes.values()) if (node.parent !== undefined) parentOf.set(node.id, nodes.get(node.parent));
    // CALLERS=<regex>: the callers of which native functions to show (default: setAttribute, dispatchEvent).
    const callerPattern = new RegExp(process.env.CALLERS ?? 'setAttribute|dispatchEvent');
    const callers = new Map();
    for (const [id, us] of selfUs) {
      const node = nodes.get(id);
      if (!node || !callerPattern.test(node.callFrame.functionName)) continue;
      let chain = node.callFrame.functionName;
      for (let p = parentOf.get(id), i = 0; p && i < 5; p = parentOf.get(p.id), i++)
        chain += ` < ${frameLabel(p.callFrame)}`;
      callers.set(chain, (callers.get(chain) ?? 0) + us);
    }
    for (const [k, us] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 6))
      console.log(`  caller ${(us / frames / 1000).toFixed(3)}  ${k}`);
    console.log('JS self time (ms/frame):');
    for (const [k, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`  ${(us / frames / 1000).toFixed(3)}  ${k}`);
    // Inclusive time: each sample counted once for every function on its stack.
    const inclusive = new Map();
    for (const [id, us] of selfUs) {
      const seen = new Set();
      for (let node = nodes.get(id); node; node = parentOf.get(node.id)) {
        const k = frameLabel(node.callFrame);
        if (seen.has(k)) continue;
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + us);
      }
    }
    console.log('JS total time (ms/frame):');
    for (const [k, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40)))
      console.log(`  ${(us / frames / 1000).toFixed(3)}  ${k}`);
  }
} finally {
  await close();
}

/**
 * WRAPS=1: JS self time per frame, in the frames that dispatch many events (EventDispatch over 0.3 ms: at
 * 5,000 groups, those in which the groups wrap and fire lib-sprites-loop) and in the others, side by side.
 */
function jsByFrameKind(events, thread, nodes) {
  const [pid, tid] = thread.split(':');
  const on = (e) => String(e.pid) === pid && String(e.tid) === tid;
  const starts = events
    .filter((e) => on(e) && e.name === 'PageAnimator::serviceScriptedAnimations')
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  const frameOf = (ts) => {
    let f = -1;
    for (let lo = 0, hi = starts.length - 1; lo <= hi;) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] <= ts) {
        f = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return f;
  };
  const dispatch = new Float64Array(starts.length);
  for (const e of events)
    if (on(e) && e.ph === 'X' && e.name === 'EventDispatch') {
      const f = frameOf(e.ts);
      if (f >= 0) dispatch[f] += e.dur;
    }
  // WRAPS=<µs> sets the threshold (500 groups wrap fewer at a time: 60 suits them).
  const threshold = Number(process.env.WRAPS) > 1 ? Number(process.env.WRAPS) : 300;
  const wraps = (f) => dispatch[f] > threshold;
  // Sample times: each chunk's deltas run on from the profile's start time (the Profile event of the same id).
  const startOf = new Map();
  for (const e of events) if (e.name === 'Profile' && String(e.pid) === pid) startOf.set(e.id, e.args.data.startTime);
  const clock = new Map();
  const byKind = [new Map(), new Map()];
  const counted = [new Set(), new Set()];
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || String(e.pid) !== pid) continue;
    const samples = e.args.data.cpuProfile?.samples ?? [];
    const deltas = e.args.data.timeDeltas ?? [];
    let t = clock.get(e.id) ?? startOf.get(e.id) ?? 0;
    samples.forEach((id, i) => {
      t += deltas[i] ?? 0;
      const f = frameOf(t);
      if (f < 20 || f >= 140) return;
      const kind = wraps(f) ? 1 : 0;
      counted[kind].add(f);
      const cf = nodes.get(id)?.callFrame;
      if (!cf) return;
      const k = frameLabel(cf);
      byKind[kind].set(k, (byKind[kind].get(k) ?? 0) + (deltas[i] ?? 0));
    });
    clock.set(e.id, t);
  }
  for (const kind of [1, 0]) {
    const frames = counted[kind].size;
    console.log(`JS self time (ms/frame), ${frames} frames ${kind ? 'dispatching many events' : 'the others'}:`);
    for (const [k, us] of [...byKind[kind]].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${(us / frames / 1000).toFixed(3)}  ${k}`);
  }
}
