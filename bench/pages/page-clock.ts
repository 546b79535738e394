/**
 * A page clock for benchmarks: `performance.now()` and the timestamp given to
 * `requestAnimationFrame` callbacks move forward exactly 1/60 s per rendered
 * frame, however long the frame really took. Every condition then does the
 * same animation work per frame (a slower one does not skip ahead and batch
 * more changes into a frame, a faster one does not do fewer), so frame costs
 * can be compared. Import it before anything that reads the clock.
 */
const FRAME_MS = 1000 / 60;
const realNow = performance.now.bind(performance);
const realRequest = window.requestAnimationFrame.bind(window);

let now = realNow();
let lastRealFrame = -1;
let frames = 0;
/** While `pageClock.timeCallbacks` runs: the real ms taken so far by animation-frame callbacks. */
let timing: { ms: number; fromFrame: number } | null = null;

/** Adds the real ms from `start` to the end of the microtasks a callback queued (and those they queued) to `record`. */
function timeUntilSettled(record: { ms: number }, start: number): void {
  queueMicrotask(() => queueMicrotask(() => (record.ms += realNow() - start)));
}

performance.now = (): number => now;

window.requestAnimationFrame = (callback: FrameRequestCallback): number =>
  realRequest((realTime) => {
    // Every callback of one rendered frame gets the same real timestamp: advance once per frame.
    if (realTime !== lastRealFrame) {
      lastRealFrame = realTime;
      now += FRAME_MS;
      frames++;
    }
    const record = timing;
    if (!record) {
      callback(now);
      return;
    }
    const start = realNow();
    try {
      callback(now);
    } finally {
      timeUntilSettled(record, start);
    }
  });

export const pageClock = {
  FRAME_MS,
  /** Rendered frames the clock has counted. */
  get frames(): number {
    return frames;
  },
  realNow,
  /**
   * From now on, adds up the real ms every animation-frame callback takes,
   * with the microtasks it queued (the library draws a canvas scene and
   * dispatches its events in those), until `stop`, which gives them and the
   * frames counted. JS and the DOM calls it makes, in the page's own clock:
   * no trace, so no tracing cost and no sampling (bench/tools/profile-loop.mjs).
   */
  timeCallbacks(): { stop(): { ms: number; frames: number } } {
    const record = (timing = { ms: 0, fromFrame: frames });
    return {
      stop: () => {
        if (timing === record) timing = null;
        return { ms: record.ms, frames: frames - record.fromFrame };
      },
    };
  },
};
