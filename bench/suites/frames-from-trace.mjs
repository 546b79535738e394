// How the scene suite reads a frame from a Chrome trace (docs/benchmarks.md#how-a-frame-is-read): the
// categories it records and the frames it finds in them. Also read by the profiling aids beside the suite.

// What a frame's main-thread time is read from: `toplevel` tasks (a task, a microtask checkpoint), and the
// `blink` events that run outside any task, a canvas's flush after its frame (FinalizeFrame,
// ProduceCanvasResource, DispatchFrame: where the draws are rasterised and handed to the display).
// Not `disabled-by-default-devtools.timeline`, whose RunTask also wraps that flush: recording it cost
// the frames at 5,000 about 2 ms each (the DOM floor's median 11.0 ms against 9.2; the canvas floor's
// 4.7–6.3 against 3.6), and under it a few tasks a second read more thread time than wall time (a
// 17 ms task read as 40 ms of CPU), which put false 30–40 ms frames among the p95s of the DOM
// conditions at 5,000 (docs/benchmarks.md#how-a-frame-is-read).
export const CATEGORIES = ['toplevel', 'devtools.timeline', 'blink', '__metadata'];

/** Per-frame main-thread wall and CPU ms of the renderer main thread with the most animation frames. */
export function framesFromTrace(trace) {
  const events = trace.traceEvents ?? trace;
  const mains = new Set();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') mains.add(`${e.pid}:${e.tid}`);
  const byThread = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!mains.has(key) || e.ph !== 'X') continue;
    let t = byThread.get(key);
    if (!t) byThread.set(key, (t = { tasks: [], frames: [] }));
    const cats = String(e.cat).split(',');
    if (cats.includes('toplevel') || cats.includes('blink')) t.tasks.push(e);
    else if (e.name === 'FireAnimationFrame') t.frames.push(e.ts);
  }
  const thread = [...byThread.values()].sort((a, b) => b.frames.length - a.frames.length)[0];
  if (!thread) return [];
  // Top-level events only: one nested in another is counted by its parent (the longer first where two start
  // together); so of the `blink` events only those outside every task remain.
  thread.tasks.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = [];
  let end = -Infinity;
  for (const task of thread.tasks) {
    if (task.ts < end) continue;
    tasks.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  thread.frames.sort((a, b) => a - b);
  // A frame starts with the task that runs its animation frame callbacks.
  const starts = [];
  let f = 0;
  tasks.forEach((task, i) => {
    while (f < thread.frames.length && thread.frames[f] < task.ts) f++;
    if (f < thread.frames.length && thread.frames[f] <= task.ts + task.dur) starts.push(i);
  });
  const frames = [];
  for (let s = 0; s + 1 < starts.length; s++) {
    let wall = 0;
    let cpu = 0;
    for (let i = starts[s]; i < starts[s + 1]; i++) {
      const duration = tasks[i].dur ?? 0;
      wall += duration;
      // A thread runs no longer than the wall time: a thread time above it is a misread clock.
      cpu += Math.min(tasks[i].tdur ?? duration, duration);
    }
    frames.push({ wall: wall / 1000, cpu: cpu / 1000 });
  }
  return frames;
}
