// Not a bench suite: a profiling aid for the count rows. Sets up each condition of bench/pages/count.html at one N,
// gives its frame times (p50 and p95, flush counted, as the count suite times them), then, with SAMPLE, its JS self
// time per frame by function over the same frames.
// Usage: node bench/tools/profile-count.mjs [conditions] [workload] [n]
//   e.g. SAMPLE=50 node bench/tools/profile-count.mjs canvasFloor,scene animate 10000 (FRAMES=120; TOP=40;
//   INCLUSIVE=<regex>, LINES=<regex>, CALLERS=<regex>: see below)
import { frameLabel, median, openBench, percentile, readProfile } from '../harness.mjs';

const [conditionsArg = 'canvasFloor,scene', workload = 'animate', nArg = '10000'] = process.argv.slice(2);
const n = Number(nArg);
const frames = Number(process.env.FRAMES ?? 120);
const { baseUrl, browser, close } = await openBench();
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${baseUrl}/bench/pages/count.html`);
  await page.waitForFunction(() => window.countBench?.ready === true, { timeout: 240_000 });
  const cdp = await page.createCDPSession();
  for (const condition of conditionsArg.split(',')) {
    await page.evaluate((c, w, count) => window.countBench.setUp(c, w, count), condition, workload, n);
    // Warmed up first (every sprite shown once, as the count suite does), so only the steady frames are sampled.
    await page.evaluate(() => window.countBench.play(50, 1));
    if (process.env.SAMPLE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.SAMPLE) });
      await cdp.send('Profiler.start');
    }
    const { main } = await page.evaluate((a, b) => window.countBench.play(a, b), 5, frames);
    const profile = process.env.SAMPLE ? (await cdp.send('Profiler.stop')).profile : null;
    await page.evaluate(() => window.countBench.tearDown());
    console.log(
      `${workload}.${condition} at ${n}: frame p50 ${median(main).toFixed(2)} ms, p95 ${percentile(main, 95).toFixed(2)} ms`,
    );
    if (profile) printProfile(profile, 5 + frames);
  }
} finally {
  await close();
}

/** Self time per frame by function, idle left out. */
function printProfile(profile, framesPlayed) {
  // CALLERS=<regex>: the call chains (five deep) under which the functions it names spent their self time.
  const callers = process.env.CALLERS ? new RegExp(process.env.CALLERS) : null;
  const { nodes, parents, self, chains } = readProfile(profile, callers, 5);
  // INCLUSIVE=<regex>: the time spent in the functions it names, their callees included (each sample once).
  const inclusive = process.env.INCLUSIVE ? new RegExp(process.env.INCLUSIVE) : null;
  if (inclusive) {
    const within = new Map();
    profile.samples.forEach((id, i) => {
      const seen = new Set();
      for (let at = id; at !== undefined; at = parents.get(at)) {
        const label = frameLabel(nodes.get(at).callFrame);
        if (inclusive.test(label) && !seen.has(label)) {
          seen.add(label);
          within.set(label, (within.get(label) ?? 0) + (profile.timeDeltas[i] ?? 0));
        }
      }
    });
    for (const [label, us] of [...within].sort((a, b) => b[1] - a[1]))
      console.log(`  inclusive ${(us / framesPlayed).toFixed(1).padStart(8)}  ${label}`);
  }
  // LINES=<regex>: where in the functions it names the samples fell, line by line.
  const lines = process.env.LINES ? new RegExp(process.env.LINES) : null;
  if (lines) {
    const byLine = new Map();
    for (const node of profile.nodes) {
      const label = frameLabel(node.callFrame);
      if (!lines.test(label)) continue;
      for (const { line, ticks } of node.positionTicks ?? []) {
        const key = `${label.split(' ')[1].split(':')[0]}:${line}`;
        byLine.set(key, (byLine.get(key) ?? 0) + ticks);
      }
    }
    for (const [key, ticks] of [...byLine].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`  line ${String(ticks).padStart(7)}  ${key}`);
  }
  if (callers) {
    for (const [chain, us] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`  caller ${(us / framesPlayed).toFixed(1).padStart(8)}  ${chain}`);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`  JS self time, µs per frame (${(total / framesPlayed).toFixed(0)} sampled):`);
  for (const [label, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40)))
    console.log(`  ${(us / framesPlayed).toFixed(1).padStart(8)}  ${label}`);
}
