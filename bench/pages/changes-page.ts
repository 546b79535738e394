/**
 * Not a bench suite: the page of bench/tools/profile-changes.mjs. The scene page's
 * groups (8 frames at 10 fps, phases spread) played on a clock moved by hand
 * (manual-clock.ts): each frame's callbacks and the microtasks they queue run
 * at once, timed with the real clock, and nothing is rendered between them
 * but one real frame every 30. So a condition's figure is the script its
 * changes cost, in µs per change, without the style, paint and raster a
 * rendered frame adds, and steadier from run to run than a traced frame.
 * Floors: the scene page's shadow-DOM boxes written by hand, quiet or firing
 * the change event on each host, as `shadowFloorQuiet` and `shadowFloor`, or
 * quiet and keeping each box's model (a `LIB_GraphicSprites` moved by one
 * `playTo` per change), as `shadowFloorModel`.
 * Cold: before each frame the page writes over a buffer larger than the
 * processor's caches, as a rendered frame's style, paint and raster do, so
 * that each change finds the objects it touches out of the caches; then the
 * figures rank changes to the hot path as traced frames do (on this machine,
 * a change warm costs about a third of what it costs in a traced frame).
 * DOM groups only: a canvas scene's draws, unflushed between hand-moved
 * frames, are rasterised in batches no rendered page makes.
 */
import { manualClock, realNow } from './manual-clock.js';
import { defineSpriteElements, trustListenerCounts, type LibSpritesGroupElement } from '../../src/elements/index.js';
import { naturalSize, whenSized } from '../../src/render/dom/image-size.js';
import { handLoop, modelMoves, sheetBoxes, sheetSpritesMarkup, sheetUrl, showSheetFrame } from './page-support.js';

defineSpriteElements();
// No listener for the library's events is added before it loads: its counts are all there are (docs: where to listen).
trustListenerCounts();

const stage = document.getElementById('stage')!;
const SPRITES_PER_GROUP = 8;
const FRAME_MS = 100;
const SIZE = 32;
/** Frames played per measure: each group changes 40 times, its first pass (8) included. */
const FRAMES = 240;

const sheet = await sheetUrl();
await new Promise<void>((resolve) => (naturalSize(sheet) ? resolve() : whenSized(sheet, resolve)));

let changes = 0;
const changed = (): void => {
  changes++;
};

function groupMarkup(): string {
  const sprites = sheetSpritesMarkup(SPRITES_PER_GROUP);
  return `<lib-sprites-group loop src="${sheet}" src-width="16" src-height="16" width="${SIZE}" height="${SIZE}">${sprites}</lib-sprites-group>`;
}

/** Written over before each frame of a cold measure: 32 MB, more than the caches of this machine's processor. */
let sweep: Float64Array | null = null;
/** Whether the measure under way is cold (see the top of this file). */
let cold = false;

function sweepCaches(): void {
  const buffer = (sweep ??= new Float64Array(4 << 20));
  // One write per 64-byte line.
  for (let i = 0; i < buffer.length; i += 8) buffer[i]! += 1;
}

/** Real ms the script of `FRAMES` frames took, the clock moving 1/60 s a frame from now. */
async function playFrames(): Promise<number> {
  const start = manualClock.now;
  let ms = 0;
  for (let f = 1; f <= FRAMES; f++) {
    if (cold) sweepCaches();
    const t0 = realNow();
    manualClock.frame(start + (f * 1000) / 60);
    // The microtasks the frame queued (the events dispatched later) are its cost too.
    await Promise.resolve();
    ms += realNow() - t0;
    if (f % 30 === 0) await manualClock.realFrame();
  }
  return ms;
}

async function groups(condition: string, n: number): Promise<number> {
  stage.innerHTML = groupMarkup().repeat(n);
  const list: LibSpritesGroupElement[] = [...stage.querySelectorAll('lib-sprites-group')];
  if (condition === 'elementsListened') for (const g of list) g.addEventListener('lib-sprite-change', changed);
  await Promise.all(list.map((g) => g.updateComplete));
  await manualClock.realFrame();
  const now = manualClock.now;
  list.forEach((g, i) => {
    g.play();
    g.controller.getCurrent()!.setTime(now - (FRAME_MS * i) / n);
  });
  const moves = (): number => list.reduce((sum, g) => sum + g.loopCount * SPRITES_PER_GROUP + g.pointer, 0);
  const before = moves();
  const ms = await playFrames();
  for (const g of list) g.pause();
  changes = moves() - before;
  return ms;
}

/** The sheet's boxes, each in the shadow root of an inline-block host, in the stage. */
function shadowHosts(boxes: HTMLDivElement[]): HTMLDivElement[] {
  const hosts = boxes.map((box) => {
    const host = document.createElement('div');
    host.style.setProperty('display', 'inline-block');
    box.style.setProperty('display', 'block');
    host.attachShadow({ mode: 'open' }).append(box);
    return host;
  });
  stage.append(...hosts);
  return hosts;
}

async function shadowBoxes(n: number, withEvent: boolean): Promise<number> {
  const boxes = sheetBoxes(n, sheet, SIZE);
  const hosts = shadowHosts(boxes);
  if (withEvent) for (const host of hosts) host.addEventListener('lib-sprite-change', () => {});
  await manualClock.realFrame();
  const sprites = Array.from({ length: SPRITES_PER_GROUP }, (_, index) => ({ index }));
  const loop = handLoop(n, FRAME_MS, SPRITES_PER_GROUP, (i, frame) => {
    showSheetFrame(boxes[i]!, frame, SIZE);
    changes++;
    if (!withEvent) return;
    const detail = {
      pointer: frame,
      pointerPrevious: (frame + SPRITES_PER_GROUP - 1) % SPRITES_PER_GROUP,
      sprite: sprites[frame],
    };
    hosts[i]!.dispatchEvent(new CustomEvent('lib-sprite-change', { detail, bubbles: true, composed: true }));
  });
  changes = 0;
  loop.start();
  const ms = await playFrames();
  loop.stop();
  return ms;
}

/** `shadowFloorQuiet` keeping each box's model: one `playTo` per change (see the scene page's `shadowFloorModel`). */
async function shadowFloorModel(n: number): Promise<number> {
  const boxes = sheetBoxes(n, sheet, SIZE);
  shadowHosts(boxes);
  const move = modelMoves(n, sheet, SIZE, SPRITES_PER_GROUP);
  await manualClock.realFrame();
  const loop = handLoop(n, FRAME_MS, SPRITES_PER_GROUP, (i, frame) => {
    move(i, frame);
    showSheetFrame(boxes[i]!, frame, SIZE);
    changes++;
  });
  changes = 0;
  loop.start();
  const ms = await playFrames();
  loop.stop();
  return ms;
}

const CONDITIONS: Record<string, (n: number) => Promise<number>> = {
  elements: (n) => groups('elements', n),
  elementsListened: (n) => groups('elementsListened', n),
  shadowFloorQuiet: (n) => shadowBoxes(n, false),
  shadowFloor: (n) => shadowBoxes(n, true),
  shadowFloorModel,
};

/** µs of script per change of one measure of `condition` with `n` groups (`coldFrames`: see the top of this file). */
async function perChange(condition: string, n: number, coldFrames = false): Promise<number> {
  const measure = CONDITIONS[condition];
  if (!measure) throw new Error(`no condition ${condition}: ${Object.keys(CONDITIONS).join(', ')}`);
  changes = 0;
  cold = coldFrames;
  const ms = await measure(n);
  stage.replaceChildren();
  return (ms * 1000) / changes;
}

(window as unknown as { changesBench: unknown }).changesBench = { perChange, ready: true };
