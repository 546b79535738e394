/**
 * The page's one animation-frame loop, shared by the elements' playback and
 * the fake cursor (which must not import the elements, so the loop lives
 * here, below both). A caller asks for the next frame with `requestFrame`;
 * every callback asked for before a frame runs in that one
 * requestAnimationFrame callback, and nothing is requested while nobody asked.
 *
 * Where requestAnimationFrame does not exist (jsdom without
 * `pretendToBeVisual`), a 16 ms timer stands in for it.
 */
export type FrameCallback = (now: number) => void;

let queued: FrameCallback[] = [];
let spare: FrameCallback[] = [];
let frameId = 0;
let timerId: ReturnType<typeof setTimeout> | undefined;
/** The document timeline's time when the frame now waited for was asked (see `loopRunsLaterThisFrame`). */
let askedAt: CSSNumberish | null | undefined;
/** The document timeline's time when the loop last ran (see `loopRanThisFrame`). */
let ranAt: CSSNumberish | null | undefined;

const timelineNow = (): CSSNumberish | null | undefined => globalThis.document?.timeline?.currentTime;
let frameCount = 0;

/**
 * Counts frames: the loop's, and playback's frames run by hand (`countFrame`). A renderer compares it to
 * draw a group's page hooks once per frame, as CrossBrowdy's engine calls them once per scene render.
 */
export const frameNumber = (): number => frameCount;

/** A frame begins that the loop does not run (playback's frames run by hand). */
export function countFrame(): void {
  frameCount++;
}

const hasRaf = (): boolean => typeof requestAnimationFrame === 'function';

function run(now: number): void {
  frameCount++;
  ranAt = timelineNow();
  frameId = 0;
  timerId = undefined;
  // Callbacks that ask again from inside a frame get the next one.
  const list = queued;
  queued = spare;
  spare = list;
  for (let i = 0; i < list.length; i++) {
    try {
      list[i]!(now);
    } catch (error) {
      // One faulty callback must not stop the others or the loop.
      reportError(error);
    }
  }
  list.length = 0;
  if (queued.length > 0) ask();
}

function reportError(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}

function ask(): void {
  if (frameId !== 0 || timerId !== undefined) return;
  if (hasRaf()) {
    frameId = requestAnimationFrame(run);
    askedAt = timelineNow();
  } else timerId = setTimeout(() => run(typeof performance !== 'undefined' ? performance.now() : Date.now()), 16);
}

/** Runs `callback` once at the next frame (once however many times it is asked for before then). */
export function requestFrame(callback: FrameCallback): void {
  if (queued.includes(callback)) return;
  queued.push(callback);
  ask();
}

/** Takes back a `requestFrame`; the frame itself is cancelled when nobody else waits for it. */
export function cancelFrame(callback: FrameCallback): void {
  const at = queued.indexOf(callback);
  if (at === -1) return;
  queued.splice(at, 1);
  if (queued.length > 0) return;
  if (frameId !== 0) cancelAnimationFrame(frameId);
  if (timerId !== undefined) clearTimeout(timerId);
  frameId = 0;
  timerId = undefined;
}

/**
 * Moves the loop to other frame functions (tests that run frames by hand): a
 * frame already asked of the old ones is taken back with them, then asked
 * again of the new, so no frame of the old clock runs the callbacks later.
 */
export function handOverFrames(swap: () => void): void {
  if (frameId !== 0 && hasRaf()) cancelAnimationFrame(frameId);
  if (timerId !== undefined) clearTimeout(timerId);
  frameId = 0;
  timerId = undefined;
  swap();
  if (queued.length > 0) ask();
}

/**
 * Whether the loop runs later in the frame being rendered now: its frame was asked before this frame's
 * animation-frame callbacks began (the document timeline, which moves once a frame, has moved since), so
 * it runs among them. False between frames, and once the loop has run in this frame. A page's own
 * animation-frame callback that runs first (a game's loop writing its sprites' places) can leave its
 * drawing to that run: drawn once, with playback's moves of the same frame.
 */
export function loopRunsLaterThisFrame(): boolean {
  if (frameId === 0) return false;
  const now = timelineNow();
  return typeof now === 'number' && typeof askedAt === 'number' && now !== askedAt;
}

/**
 * Whether the loop has run in the frame rendered now (or last, between frames): what a page's animation-frame
 * callback that runs after the loop's changes is drawn once more in that frame.
 */
export function loopRanThisFrame(): boolean {
  const now = timelineNow();
  return typeof now === 'number' && now === ranAt;
}

/**
 * Asks the loop's next frame again once the task now running is done: after the animation-frame callback
 * now running has asked for its own next frame, so the loop runs after it from then on. Called when such a
 * callback changed what the loop draws (a game's loop writing its sprites' places after the library's
 * loop ran): from the next frame, the loop draws those changes with its own moves, once.
 */
export function runAfterThisCallback(): void {
  queueMicrotask(() => {
    if (frameId === 0 || !hasRaf()) return;
    cancelAnimationFrame(frameId);
    frameId = requestAnimationFrame(run);
    askedAt = timelineNow();
  });
}

/** Whether `callback` waits for the next frame (for tests). */
export function isFrameRequested(callback: FrameCallback): boolean {
  return queued.includes(callback);
}
