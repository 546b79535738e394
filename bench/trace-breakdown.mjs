// Tool (not a suite): where main-thread time goes per frame for one condition
// of bench/scene-page.ts. `node bench/trace-breakdown.mjs elements 500`
// prints, per event name, CPU ms per frame (events nest: FunctionCall holds
// EventDispatch, etc.) and the counts per frame.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer';
import { createServer } from 'vite';
import { chromiumArgs, findChromium } from '../scripts/browsers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [condition = 'elements', n = '500', runs = '3'] = process.argv.slice(2);
const server = await createServer({
  root, logLevel: 'error',
  server: { host: '127.0.0.1', port: 0, hmr: false },
  optimizeDeps: { include: ['lit', 'lit/directive.js', 'lit/directives/style-map.js'] },
  resolve: { conditions: ['production', 'browser', 'module', 'import', 'default'] },
});
await server.listen();
const baseUrl = `http://127.0.0.1:${server.httpServer.address().port}`;
const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: [...chromiumArgs, '--window-size=1280,800'] });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 2560, height: 2048 });
  await page.goto(`${baseUrl}/bench/scene.html`);
  await page.waitForFunction(() => window.sceneBench?.ready === true, { timeout: 60_000 });
  const call = (name, ...args) => page.evaluate((nm, a) => window.sceneBench[nm](...a), name, args);
  for (const cond of condition.split(',')) {
    const totals = new Map();
    let frameCount = 0;
    for (let r = 0; r < Number(runs); r++) {
      await call('setUp', cond, Number(n));
      await page.tracing.start({ categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', '__metadata'] });
      await call('play', 30, 120);
      const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
      await call('tearDown');
      if (r === 0) continue; // warm-up
      const events = trace.traceEvents;
      const mains = new Set();
      for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') mains.add(`${e.pid}:${e.tid}`);
      const frames = events.filter((e) => mains.has(`${e.pid}:${e.tid}`) && e.name === 'FireAnimationFrame' && e.ph === 'X');
      const byThread = new Map();
      for (const f of frames) byThread.set(`${f.pid}:${f.tid}`, (byThread.get(`${f.pid}:${f.tid}`) ?? 0) + 1);
      const main = [...byThread.entries()].sort((a, b) => b[1] - a[1])[0][0];
      const animationFrames = new Set(frames.filter((f) => `${f.pid}:${f.tid}` === main).map((f) => f.ts)).size;
      frameCount += animationFrames;
      for (const e of events) {
        if (`${e.pid}:${e.tid}` !== main || e.ph !== 'X') continue;
        const t = totals.get(e.name) ?? { cpu: 0, count: 0 };
        t.cpu += (e.tdur ?? e.dur ?? 0) / 1000;
        t.count++;
        totals.set(e.name, t);
      }
    }
    console.log(`\n== ${cond} ${n}: ${frameCount} animation frames (per-frame figures)`);
    for (const [name, t] of [...totals.entries()].sort((a, b) => b[1].cpu - a[1].cpu).slice(0, 28)) {
      console.log(`${name.padEnd(40)} ${(t.cpu / frameCount).toFixed(3).padStart(8)} ms ${(t.count / frameCount).toFixed(1).padStart(8)} /frame`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
