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

performance.now = (): number => now;

window.requestAnimationFrame = (callback: FrameRequestCallback): number =>
  realRequest((realTime) => {
    // Every callback of one rendered frame gets the same real timestamp: advance once per frame.
    if (realTime !== lastRealFrame) {
      lastRealFrame = realTime;
      now += FRAME_MS;
      frames++;
    }
    callback(now);
  });

export const pageClock = {
  FRAME_MS,
  /** Rendered frames the clock has counted. */
  get frames(): number {
    return frames;
  },
  realNow,
};
