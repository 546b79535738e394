// How the scene suite reads a frame from a Chrome trace (docs/benchmarks.md#how-a-frame-is-read): a made-up
// trace in, the frames' wall and CPU ms out.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, framesFromTrace } from '../suites/frames-from-trace.mjs';

const MAIN = { pid: 1, tid: 7 };
const OTHER = { pid: 1, tid: 9 };

/** Thread names, as a trace's metadata gives them. */
const names = [
  { ...MAIN, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } },
  { ...OTHER, ph: 'M', name: 'thread_name', args: { name: 'Compositor' } },
];

/** A complete event at `ts` ms lasting `dur` ms, of thread time `tdur` ms (µs in the trace). */
const x = (cat, name, ts, dur, tdur = dur, thread = MAIN) => ({
  ...thread,
  ph: 'X',
  cat,
  name,
  ts: ts * 1000,
  dur: dur * 1000,
  tdur: tdur * 1000,
});

/** A frame at `ts`: the task that runs its animation frame callbacks, with the FireAnimationFrame inside it. */
const frameTask = (ts, dur, tdur = dur) => [
  x('toplevel', 'ThreadControllerImpl::RunTask', ts, dur, tdur),
  x('devtools.timeline', 'FireAnimationFrame', ts + 0.1, 0.5),
];

describe('framesFromTrace', () => {
  it('records no per-image paint category', () => {
    expect(CATEGORIES).not.toContain('disabled-by-default-devtools.timeline');
    expect(CATEGORIES).toEqual(expect.arrayContaining(['toplevel', 'devtools.timeline', 'blink']));
  });

  it('sums the top-level tasks from one animation frame to the next', () => {
    const frames = framesFromTrace({
      traceEvents: [
        ...names,
        ...frameTask(0, 2, 1.5),
        x('toplevel', 'BlinkScheduler_PerformMicrotaskCheckpoint', 3, 1, 0.5),
        ...frameTask(16, 3, 2),
        ...frameTask(33, 1),
      ],
    });
    expect(frames).toEqual([
      { wall: 3, cpu: 2 },
      { wall: 3, cpu: 2 },
    ]);
  });

  it("counts a canvas's flush outside any task, and a blink event inside a task once", () => {
    const frames = framesFromTrace({
      traceEvents: [
        ...names,
        ...frameTask(0, 2),
        // Inside the frame's task: already counted by it.
        x('blink', 'WebFrameWidgetImpl::UpdateLifecycle', 0.5, 1),
        // After it, in no task: the flush.
        x('blink', 'CanvasRenderingContext2D::FinalizeFrame', 2.5, 1.5),
        ...frameTask(16, 1),
      ],
    });
    expect(frames).toEqual([{ wall: 3.5, cpu: 3.5 }]);
  });

  it('never reads more CPU than wall time for a task', () => {
    const frames = framesFromTrace({
      traceEvents: [...names, ...frameTask(0, 17, 40), ...frameTask(20, 2)],
    });
    expect(frames).toEqual([{ wall: 17, cpu: 17 }]);
  });

  it("reads the renderer's main thread only, and the other categories not at all", () => {
    const frames = framesFromTrace({
      traceEvents: [
        ...names,
        ...frameTask(0, 2),
        x('toplevel', 'ThreadControllerImpl::RunTask', 3, 5, 5, OTHER),
        x('disabled-by-default-devtools.timeline', 'RunTask', 4, 6),
        ...frameTask(16, 1),
      ],
    });
    expect(frames).toEqual([{ wall: 2, cpu: 2 }]);
  });
});
