// Tool (not a suite): per-frame main-thread CPU of one condition of bench/pages/scene-page.ts, sorted, to see
// whether the p95 is an outlier frame. `node bench/tools/frame-spread.mjs elements 5000`
import { openBench, percentile } from '../harness.mjs';
import { CATEGORIES, framesFromTrace } from '../suites/frames-from-trace.mjs';

const [conditions = 'floor,elements', n = '5000'] = process.argv.slice(2);
const { baseUrl, browser, close } = await openBench();
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 2560, height: 2048 });
  await page.goto(`${baseUrl}/bench/pages/scene.html`);
  await page.waitForFunction(() => window.sceneBench?.ready === true, { timeout: 60_000 });
  const call = (name, ...args) => page.evaluate((nm, a) => window.sceneBench[nm](...a), name, args);
  for (const condition of conditions.split(',')) {
    for (let r = 0; r < 2; r++) {
      await call('setUp', condition, Number(n));
      await page.tracing.start({ categories: [...CATEGORIES, 'v8'] });
      await call('play', 30, 120);
      const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
      await call('tearDown');
      if (r === 0) continue;
      const frames = framesFromTrace(trace)
        .slice(30, 150)
        .map((f) => f.cpu);
      const q = (p) => percentile(frames, p);
      console.log(
        `${condition} ${n}: CPU median ${q(50).toFixed(1)} p75 ${q(75).toFixed(1)} p90 ${q(90).toFixed(1)} p95 ${q(95).toFixed(1)} max ${q(100).toFixed(1)} ms`,
      );
      // What the slowest tenth of the frames spend beyond the fastest half, by event name (events nest).
      const events = trace.traceEvents;
      const mains = new Set();
      for (const e of events)
        if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
          mains.add(`${e.pid}:${e.tid}`);
      const raf = events.filter(
        (e) => mains.has(`${e.pid}:${e.tid}`) && e.name === 'FireAnimationFrame' && e.ph === 'X',
      );
      const counts = new Map();
      for (const e of raf) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
      const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
      // Frame boundaries: the bench's count callback is the first rAF of each frame; take every other distinct rAF start.
      const mainEvents = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
      const starts = [...new Set(raf.filter((e) => `${e.pid}:${e.tid}` === main).map((e) => e.ts))].sort(
        (a, b) => a - b,
      );
      const frameStarts = [];
      for (const t of starts)
        if (!frameStarts.length || t - frameStarts[frameStarts.length - 1] > 3000) frameStarts.push(t);
      const per = frameStarts
        .slice(0, -1)
        .map((t, i) => {
          const end = frameStarts[i + 1];
          const byName = new Map();
          let total = 0;
          for (const e of mainEvents) {
            if (e.ts < t || e.ts >= end) continue;
            const v = (e.tdur ?? e.dur ?? 0) / 1000;
            byName.set(e.name, (byName.get(e.name) ?? 0) + v);
            if (String(e.cat).split(',').includes('toplevel')) total += v;
          }
          return { total, byName };
        })
        .slice(30, 150);
      const ordered = [...per].sort((a, b) => a.total - b.total);
      const fast = ordered.slice(0, ordered.length >> 1);
      const slow = ordered.slice(Math.floor(ordered.length * 0.9));
      const avg = (list, name) => list.reduce((a, f) => a + (f.byName.get(name) ?? 0), 0) / list.length;
      const names = new Set(per.flatMap((f) => [...f.byName.keys()]));
      const diffs = [...names]
        .map((name) => [name, avg(slow, name) - avg(fast, name), avg(fast, name)])
        .sort((a, b) => b[1] - a[1])
        .slice(0, 40);
      console.log(
        `  slowest tenth ${(slow.reduce((a, f) => a + f.total, 0) / slow.length).toFixed(1)} ms vs fastest half ${(fast.reduce((a, f) => a + f.total, 0) / fast.length).toFixed(1)} ms; extra by event:`,
      );
      for (const [name, d, base] of diffs)
        console.log(`    +${d.toFixed(2).padStart(6)} ms (fast half ${base.toFixed(2)})  ${name}`);
      console.log(
        '  sequence:',
        frames
          .slice(0, 40)
          .map((v) => v.toFixed(0))
          .join(' '),
      );
    }
  }
} finally {
  await close();
}
