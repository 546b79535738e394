// Main-thread CPU time of the measured frames of bench/pages/shapes-page.ts (between
// its `shapes-measure-start` / `-end` marks), from a Chrome trace of the
// top-level tasks only (thread time, `tdur`). On a machine shared with other
// work, wall-clock frame times measure the machine's load as much as the page;
// the thread time of the renderer's main thread does not count time the thread
// waited for a core. Used by shapes.bench.mjs (its CPU rows) and shapes-trace.mjs.

/** Few categories: the top-level tasks and the marks, so tracing costs the page little. */
export const CPU_CATEGORIES = ['-*', 'toplevel', 'blink.user_timing'];

/** Runs `work` under a trace and returns the main thread's CPU ms between the marks, and the wall ms. */
export async function tracedCpu(page, work) {
  await page.tracing.start({ categories: CPU_CATEGORIES });
  let buffer;
  try {
    await work();
  } finally {
    buffer = await page.tracing.stop();
  }
  const trace = JSON.parse(Buffer.from(buffer).toString('utf8'));
  return cpuBetweenMarks(trace.traceEvents ?? trace);
}

/** The thread time of the outermost tasks of the marks' thread that start between the marks. */
export function cpuBetweenMarks(events) {
  const start = events.find((e) => e.name === 'shapes-measure-start');
  const end = events.find((e) => e.name === 'shapes-measure-end');
  if (!start || !end) throw new Error('no shapes-measure marks in the trace');
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === start.pid &&
        e.tid === start.tid &&
        e.ts >= start.ts &&
        e.ts <= end.ts &&
        typeof e.tdur === 'number',
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let cpu = 0;
  let openUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts < openUntil) continue; // inside a task already counted
    cpu += task.tdur;
    openUntil = task.ts + (task.dur ?? 0);
  }
  return { cpuMs: cpu / 1000, wallMs: (end.ts - start.ts) / 1000 };
}
