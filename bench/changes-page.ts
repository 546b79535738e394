/**
 * Not a bench suite: the page of bench/profile-changes.mjs. The scene page's
 * groups (8 frames at 10 fps, phases spread) played on a clock moved by hand
 * (manual-clock.ts): each frame's callbacks and the microtasks they queue run
 * at once, timed with the real clock, and nothing is rendered between them
 * but one real frame every 30. So a condition's figure is the script its
 * changes cost, in µs per change, without the style, paint and raster a
 * rendered frame adds, and steadier from run to run than a traced frame.
 * Floors: the scene page's shadow-DOM boxes written by hand, quiet or firing
 * the change event on each host, as `shadowFloorQuiet` and `shadowFloor`.
 * DOM groups only: a canvas scene's draws, unflushed between hand-moved
 * frames, are rasterised in batches no rendered page makes.
 */
import { manualClock, realNow } from './manual-clock.js';
import { defineSpriteElements, type LibSpritesGroupElement } from '../src/elements/index.js';
import { naturalSize, whenSized } from '../src/render/dom/image-size.js';
import { handLoop, sheetBoxes, sheetUrl, showSheetFrame } from './page-support.js';

defineSpriteElements();

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
  let sprites = '';
  for (let i = 0; i < SPRITES_PER_GROUP; i++)
    sprites += `<lib-sprite src-left="${(i % 4) * 16}" src-top="${Math.floor(i / 4) * 16}"></lib-sprite>`;
  return `<lib-sprites-group loop src="${sheet}" src-width="16" src-height="16" width="${SIZE}" height="${SIZE}">${sprites}</lib-sprites-group>`;
}

/** Real ms the script of `FRAMES` frames took, the clock moving 1/60 s a frame from now. */
async function playFrames(): Promise<number> {
  const start = manualClock.now;
  let ms = 0;
  for (let f = 1; f <= FRAMES; f++) {
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

async function shadowBoxes(n: number, withEvent: boolean): Promise<number> {
  const boxes = sheetBoxes(n, sheet, SIZE);
  const hosts = boxes.map((box) => {
    const host = document.createElement('div');
    host.style.setProperty('display', 'inline-block');
    box.style.setProperty('display', 'block');
    host.attachShadow({ mode: 'open' }).append(box);
    if (withEvent) host.addEventListener('lib-sprite-change', () => {});
    return host;
  });
  stage.append(...hosts);
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

const CONDITIONS: Record<string, (n: number) => Promise<number>> = {
  elements: (n) => groups('elements', n),
  elementsListened: (n) => groups('elementsListened', n),
  shadowFloorQuiet: (n) => shadowBoxes(n, false),
  shadowFloor: (n) => shadowBoxes(n, true),
};

/** µs of script per change of one measure of `condition` with `n` groups. */
async function perChange(condition: string, n: number): Promise<number> {
  const measure = CONDITIONS[condition];
  if (!measure) throw new Error(`no condition ${condition}: ${Object.keys(CONDITIONS).join(', ')}`);
  changes = 0;
  const ms = await measure(n);
  stage.replaceChildren();
  return (ms * 1000) / changes;
}

(window as unknown as { changesBench: unknown }).changesBench = { perChange, ready: true };
