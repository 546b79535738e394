// Where the time of a shapes frame goes (docs/benchmarks.md#suites): records a Chrome trace of
// the measured frames of bench/pages/shapes-page.ts (between its `shapes-measure-*`
// marks) and prints the main thread's self time per trace event, per frame,
// with the elements each style recalc touched. Not a bench (no rows): a tool.
//   node bench/tools/shapes-trace.mjs [library|floor|empty|rounds-library|rounds-floor|rounds-empty ...]
import { openBench } from '../harness.mjs';
import { tracedCpu } from '../suites/shapes-trace-cpu.mjs';

const conditions = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['library', 'floor', 'rounds-library', 'rounds-floor'];
const GROUPS = 500;

const { baseUrl, browser, close } = await openBench();

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'blink',
  'cc',
  'toplevel',
  'v8.execute',
  // More, for a closer look: `CATEGORIES=a,b` (e.g. disabled-by-default-blink.debug).
  ...(process.env.CATEGORIES ? process.env.CATEGORIES.split(',') : []),
];

try {
  for (const condition of conditions) {
    const page = await browser.newPage();
    if (condition === 'script') {
      // Script time per change (model move, plan, Lit render) and of plan() alone, µs; the median of 5.
      await page.goto(`${baseUrl}/bench/pages/shapes.html`);
      await page.waitForFunction(() => window.shapesBench?.ready === true, { timeout: 60_000 });
      const runs = [];
      for (let i = 0; i < 5; i++)
        runs.push(await page.evaluate((g) => window.shapesBench.scriptPerChange(g, 20), GROUPS));
      const mid = (key) =>
        runs
          .map((r) => r[key])
          .sort((a, b) => a - b)[2]
          .toFixed(1);
      console.log(`\n## script: per change ${mid('change')} µs, plan alone ${mid('plan')} µs`);
      await page.close();
      continue;
    }
    await page.goto(`${baseUrl}/bench/pages/shapes.html`);
    await page.waitForFunction(() => window.shapesBench?.ready === true, { timeout: 60_000 });
    const run = () =>
      condition.startsWith('rounds-')
        ? page.evaluate(
            (kind, g, r) => window.shapesBench.roundsOfChanges(kind, g, r),
            condition.slice(7),
            GROUPS,
            Number(process.env.ROUNDS ?? 10),
          )
        : page.evaluate((name, g) => window.shapesBench[name](g, 60), condition, GROUPS);
    if (process.env.BOXED) await page.evaluate((v) => (window.BOXED = v), process.env.BOXED);
    if (process.env.EXTRA_CSS) await page.evaluate((css) => (window.EXTRA_CSS = css), process.env.EXTRA_CSS);
    await run(); // warm up
    if (process.env.PROFILE) {
      // A sampling profile of the script instead: self time per function.
      const cdp = await page.target().createCDPSession();
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await page.evaluate(() => (window.PROFILE = true));
      const finished = new Promise((resolve) =>
        cdp.on('Profiler.consoleProfileFinished', (event) => resolve(event.profile)),
      );
      await run();
      const profile = await finished;
      await page.close();
      reportProfile(condition, profile);
      continue;
    }
    if (process.env.LIGHT) {
      // Only the main thread's CPU per measured frame (the bench's CPU rows' measure).
      const frames = condition.startsWith('rounds-') ? Number(process.env.ROUNDS ?? 10) : 60;
      const { cpuMs, wallMs } = await tracedCpu(page, run);
      console.log(
        `## ${condition}: ${(cpuMs / frames).toFixed(2)} ms CPU per frame (${frames} frames, ${wallMs.toFixed(0)} ms wall)`,
      );
      await page.close();
      continue;
    }
    await page.tracing.start({ categories: CATEGORIES });
    await run();
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    await page.close();
    report(condition, trace.traceEvents ?? trace);
  }
} finally {
  await close();
}

function report(condition, events) {
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const start = events.find((e) => e.name === 'shapes-measure-start');
  const end = events.find((e) => e.name === 'shapes-measure-end');
  if (!start || !end) throw new Error(`${condition}: no measure marks in the trace`);
  const main = `${start.pid}:${start.tid}`;
  const inWindow = (e) => e.ts >= start.ts && e.ts <= end.ts;
  // Complete events of the main thread (B/E pairs joined), for self times.
  const spans = [];
  const open = [];
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== main) continue;
    // Thread time (tdur) where the event has it: on a shared machine wall time counts other processes.
    if (e.ph === 'X' && inWindow(e))
      spans.push({ name: e.name, ts: e.ts, end: e.ts + (e.dur ?? 0), dur: e.tdur ?? e.dur ?? 0, args: e.args });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const b = open.pop();
      if (b && inWindow(b))
        spans.push({
          name: b.name,
          ts: b.ts,
          end: e.ts,
          dur: e.tts !== undefined && b.tts !== undefined ? e.tts - b.tts : e.ts - b.ts,
          args: { ...b.args, ...e.args },
        });
    }
  }
  spans.sort((a, b) => a.ts - b.ts || b.end - a.end);
  const self = new Map();
  const stack = [];
  for (const s of spans) {
    while (stack.length && stack[stack.length - 1].end <= s.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - s.dur);
    self.set(s.name, (self.get(s.name) ?? 0) + s.dur);
    stack.push(s);
  }
  const count = (name) => spans.filter((s) => s.name === name).length;
  const frames = Math.max(
    1,
    count('BeginMainThreadFrame') || count('Animation Frame Fired') || count('FireAnimationFrame'),
  );
  const windowMs = (end.ts - start.ts) / 1000;
  const recalc = spans.filter((s) => s.name === 'UpdateLayoutTree' || s.name === 'RecalculateStyles');
  const elements = recalc.reduce((a, s) => a + (s.args?.elementCount ?? s.args?.data?.elementCount ?? 0), 0);
  const layout = spans.find((s) => s.name === 'Layout');
  if (layout && process.env.SHOW_LAYOUT) {
    console.log('   a Layout event:', JSON.stringify(layout.args).slice(0, 600));
    // Objects each layout found dirty, out of how many.
    const layouts = spans.filter((s) => s.name === 'Layout' && s.args?.beginData);
    const mean = (key) =>
      (layouts.reduce((a, s) => a + (s.args.beginData[key] ?? 0), 0) / Math.max(1, layouts.length)).toFixed(0);
    console.log(
      `   layouts ${layouts.length}: dirty objects ${mean('dirtyObjects')} of ${mean('totalObjects')} on average`,
    );
  }
  const busy = [...self.values()].reduce((a, b) => a + b, 0) / 1000;
  console.log(
    `\n## ${condition}: ${frames} frames in ${windowMs.toFixed(0)} ms, main thread CPU ${busy.toFixed(1)} ms (${(busy / frames).toFixed(2)} ms/frame)`,
  );
  console.log(
    `   style recalcs ${recalc.length}, elements recalculated ${elements} (${(elements / frames).toFixed(0)} per frame)`,
  );
  const rows = [...self.entries()]
    .filter(([, t]) => t > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 28);
  for (const [name, t] of rows)
    console.log(`   ${name.padEnd(44)} ${(t / 1000 / frames).toFixed(3).padStart(8)} ms/frame  (${count(name)}×)`);
}

function reportProfile(condition, profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(src|node_modules|bench)\//, '$1/').replace(/\?.*$/, '')}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`\n## ${condition}: profile ${(total / 1000).toFixed(0)} ms`);
  for (const [key, t] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`   ${(t / 1000).toFixed(1).padStart(7)} ms  ${key}`);
  // Self time by where the code lives: what each layer of the library costs.
  const areas = new Map();
  for (const [key, t] of self) {
    const file = key.split(' ').pop().replace(/:\d+$/, '');
    const area = /^src\//.test(file)
      ? file
          .split('/')
          .slice(0, file.startsWith('src/render/') ? 3 : 2)
          .join('/')
      : /lit/.test(file)
        ? 'lit'
        : file.startsWith('bench/')
          ? 'bench'
          : key.startsWith('(')
            ? key.split(' ')[0]
            : 'native calls (' + key.split(' ')[0] + ' …)';
    const name = area.startsWith('native calls') ? 'native calls from script' : area;
    areas.set(name, (areas.get(name) ?? 0) + t);
  }
  console.log('   by area:');
  for (const [area, t] of [...areas.entries()].sort((a, b) => b[1] - a[1]))
    console.log(`   ${(t / 1000).toFixed(1).padStart(7)} ms  ${area}`);
}
