// Not a bench suite: a profiling aid for the scene page. Samples the JS heap
// allocations while one condition plays (CDP HeapProfiler sampling) and prints
// the bytes per frame allocated by each function, with its callers.
// Usage: node bench/tools/profile-alloc.mjs scene 5000 (FRAMES=120, INTERVAL=512 bytes)
import { frameLabel, openBench, openScenePage } from '../harness.mjs';

const [condition = 'scene', nArg = '5000'] = process.argv.slice(2);
const n = Number(nArg);
const frames = Number(process.env.FRAMES ?? 120);
const { baseUrl, browser, close } = await openBench({ args: ['--enable-precise-memory-info'] });
try {
  const { page, call } = await openScenePage(browser, baseUrl);
  // Played once before sampling, the same groups: what is made once per sprite (its first draw) is left out.
  await call('setUp', condition, n);
  await call('play', 10, 60);
  const cdp = await page.createCDPSession();
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: Number(process.env.INTERVAL ?? 512),
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  const { changes, allocated } = await call('play', 20, frames, true);
  const { profile } = await cdp.send('HeapProfiler.stopSampling');
  await call('tearDown');
  const played = frames + 20;
  const self = new Map();
  const walk = (node, chain) => {
    const name = frameLabel(node.callFrame);
    const here = [name, ...chain].slice(0, 4);
    if (node.selfSize) {
      const key = here.join(' < ');
      self.set(key, (self.get(key) ?? 0) + node.selfSize);
    }
    for (const child of node.children ?? []) walk(child, here);
  };
  walk(profile.head, []);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  console.log(
    `${condition} ${n}: changes/frame ${mean(changes).toFixed(1)}; heap growth per non-GC frame ${(mean(allocated) / 1024).toFixed(1)} KB; sampled ${(total / played / 1024).toFixed(1)} KB/frame over ${played} frames (includes starting and stopping play)`,
  );
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30)))
    console.log(`  ${(v / played / 1024).toFixed(2).padStart(8)} KB/frame  ${k}`);
} finally {
  await close();
}
