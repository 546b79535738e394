/**
 * A page clock moved only by hand: `performance.now()`, `Date.now()` and the
 * timestamp given to `requestAnimationFrame` callbacks read `manualClock.now`,
 * and animation-frame callbacks run only when `frame()` is called, never on
 * the display's frames. Two renderers driven from it in one page see the same
 * time at every frame, however loaded the machine is, and a pause (waiting for
 * images, a screenshot) moves nothing. Import it before anything that reads
 * the clock or asks for frames.
 */
const realRequest = window.requestAnimationFrame.bind(window);
/** The page's real clock, kept before it is replaced: what a profiling page times its work with. */
export const realNow = performance.now.bind(performance);
const epoch = Date.now();

let callbacks = new Map<number, FrameRequestCallback>();
let nextId = 1;

export const manualClock = {
  /** The page's time, ms. Starts away from 0: some code reads a time of 0 as "not set". */
  now: 1000,
  /** Moves the clock to `now` and runs the animation-frame callbacks asked for before this call. */
  frame(now: number): void {
    manualClock.now = now;
    const due = callbacks;
    callbacks = new Map();
    for (const callback of due.values()) {
      try {
        callback(now);
      } catch (error) {
        reportError(error);
      }
    }
  },
  /** Resolves after a real rendered frame (the clock does not move). */
  realFrame(): Promise<void> {
    return new Promise((resolve) => realRequest(() => setTimeout(resolve, 0)));
  },
};

performance.now = (): number => manualClock.now;
Date.now = (): number => epoch + manualClock.now;
window.requestAnimationFrame = (callback: FrameRequestCallback): number => {
  const id = nextId++;
  callbacks.set(id, callback);
  return id;
};
window.cancelAnimationFrame = (id: number): void => {
  callbacks.delete(id);
};
