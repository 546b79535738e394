/** What the benchmark pages share: a small sprite sheet, a wait for the next painted frame, a garbage collection, and the no-library floor of sheet boxes and its frame loop. */
import { LIB_GraphicSprites } from '../../src/model/index.js';
import type { LibSpritesGroupElement } from '../../src/elements/index.js';

/** Where frame `frame` (0–7, four to a row) of the sheet (`sheetUrl`) lies, in sheet px: a sprite's `srcLeft` / `srcTop`. */
export const sheetFrame = (frame: number): { srcLeft: number; srcTop: number } => ({
  srcLeft: (frame % 4) * 16,
  srcTop: Math.floor(frame / 4) * 16,
});

/** The markup of `count` sprites showing the sheet's frames in turn (`<tag>`, with ids `f0`, `f1`, … when `ids`). */
export function sheetSpritesMarkup(count: number, tag = 'lib-sprite', ids = false): string {
  let markup = '';
  for (let i = 0; i < count; i++) {
    const { srcLeft, srcTop } = sheetFrame(i);
    markup += `<${tag}${ids ? ` id="f${i}"` : ''} src-left="${srcLeft}" src-top="${srcTop}"></${tag}>`;
  }
  return markup;
}

/** A 4 × 2 sheet of 16 px frames, as a short blob: URL so the markup stays small. */
export async function sheetUrl(): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 32;
  const context = canvas.getContext('2d')!;
  for (let i = 0; i < 8; i++) {
    context.fillStyle = `hsl(${i * 45} 80% 50%)`;
    const { srcLeft, srcTop } = sheetFrame(i);
    context.fillRect(srcLeft, srcTop, 16, 16);
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return URL.createObjectURL(blob);
}

/** Resolves after the next frame has been rendered (a task posted from requestAnimationFrame runs after paint). */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );

/**
 * A profiling aid's hook (bench/tools/profile-start.mjs exposes `window.profileMark`), awaited just
 * outside a measured window: its profile then holds that window alone, not the clean-up and checks
 * around it. Without the hook (the suites), it does nothing.
 */
export async function profileMark(mark: 'start' | 'end'): Promise<void> {
  const hook = (window as unknown as { profileMark?: (mark: string) => Promise<void> }).profileMark;
  if (hook) await hook(mark);
}

/**
 * Collects the garbage now (the suites run Chromium with `--expose-gc`; elsewhere
 * it does nothing). Called before anything is timed: the garbage of the
 * condition measured before (thousands of elements just removed) is otherwise
 * collected whenever V8 decides, and a major collection of 20 to 230 ms landed
 * in the next condition's measured frames, floors included.
 */
export const collectGarbage = (): void => (globalThis as unknown as { gc?: () => void }).gc?.();

/**
 * The no-library floor's boxes: one inline-block div per group, `size` px
 * square, showing frame 0 of the sheet (`sheetUrl`, its 16 px frames at `size`).
 */
export function sheetBoxes(n: number, sheet: string, size: number): HTMLDivElement[] {
  const boxes: HTMLDivElement[] = [];
  for (let i = 0; i < n; i++) {
    const box = document.createElement('div');
    const style = box.style;
    style.setProperty('display', 'inline-block');
    style.setProperty('vertical-align', 'top');
    style.setProperty('width', `${size}px`);
    style.setProperty('height', `${size}px`);
    style.setProperty('background-image', `url("${sheet}")`);
    style.setProperty('background-repeat', 'no-repeat');
    style.setProperty('background-size', `${size * 4}px ${size * 2}px`);
    style.setProperty('background-position', '0px 0px');
    boxes.push(box);
  }
  return boxes;
}

/**
 * The model of one group of `frames` sprites showing the sheet's frames in
 * turn, drawn `size` px square, as a group of the benchmark pages keeps it:
 * what the floors that keep a model move at each change.
 */
export function sheetModel(sheet: string, size: number, frames: number): LIB_GraphicSprites {
  const sprites = Array.from({ length: frames }, (_, i) => sheetFrame(i));
  return new LIB_GraphicSprites({ src: sheet, srcWidth: 16, srcHeight: 16, width: size, height: size, sprites });
}

/**
 * For each of `n` boxes the model a group keeps (`sheetModel`), moved by one
 * `playTo` per change (the pointer, the times), with nothing listening to it.
 */
export function modelMoves(n: number, sheet: string, size: number, frames: number): (i: number, frame: number) => void {
  const models = Array.from({ length: n }, () => sheetModel(sheet, size, frames));
  return (i, frame) => {
    models[i]!.playTo(frame, performance.now(), 'pointer');
  };
}

/**
 * The rare event the library fires for every page, listened to or not (only
 * the per-change event waits for a listener): `lib-sprites-loop`, bubbling and
 * composed, on box `i`'s element each time its frames wrap. The floors that
 * fire it say how much of a condition's cost is that event.
 */
export function loopEvents(targets: readonly EventTarget[]): (i: number, frame: number) => void {
  const loops = new Uint32Array(targets.length);
  return (i, frame) => {
    if (frame !== 0) return;
    const detail = { loop: ++loops[i]! };
    targets[i]!.dispatchEvent(new CustomEvent('lib-sprites-loop', { detail, bubbles: true, composed: true }));
  };
}

/** Shows frame `frame` (0–7, four to a row) of the sheet in a box of `sheetBoxes`: one background-position write. */
export function showSheetFrame(box: HTMLDivElement, frame: number, size: number): void {
  box.style.setProperty('background-position', `${-(frame % 4) * size}px ${-Math.floor(frame / 4) * size}px`);
}

/**
 * The floor's own frame loop, as a page author would write it: `n` items, each
 * showing its next of `frames` frames every `frameMs`, phases spread evenly;
 * an item late by less than a frame keeps its phase, one later starts afresh
 * (the groups' catch-up rule). `change(i, frame)` makes item i's change.
 */
export function handLoop(
  n: number,
  frameMs: number,
  frames: number,
  change: (i: number, frame: number) => void,
): { start(): void; stop(): void } {
  const shown = new Array<number>(n).fill(0);
  const due: number[] = [];
  let frameId = 0;
  const loop = (): void => {
    const now = performance.now();
    for (let i = 0; i < n; i++) {
      if (now < due[i]!) continue;
      change(i, (shown[i] = (shown[i]! + 1) % frames));
      due[i] = now - due[i]! < frameMs ? due[i]! + frameMs : now + frameMs;
    }
    frameId = requestAnimationFrame(loop);
  };
  return {
    start() {
      // Started again (a profiling aid plays a condition twice): one loop, not two.
      cancelAnimationFrame(frameId);
      const now = performance.now();
      for (let i = 0; i < n; i++) due[i] = now + frameMs - (frameMs * i) / n;
      frameId = requestAnimationFrame(loop);
    },
    stop: () => cancelAnimationFrame(frameId),
  };
}

/**
 * The moves `groups` made since they started playing from their first sprite,
 * read from the groups themselves (each wrap is `spritesPerGroup` moves, then
 * the pointer): a count that needs no `lib-sprite-change` listener, which
 * would make every group dispatch the event, work no floor does.
 */
export const movesMade = (groups: readonly LibSpritesGroupElement[], spritesPerGroup: number): number =>
  groups.reduce((sum, g) => sum + g.loopCount * spritesPerGroup + g.pointer, 0);
