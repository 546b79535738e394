/**
 * The page bench/scene.bench.mjs drives: the same N animated 32 × 32 boxes,
 * 8 frames each at 10 fps with phases spread (about N/6 change per frame),
 * drawn three ways: no library (the floor), N `<lib-sprites-group>` elements
 * (the DOM path), and one `<lib-sprites-scene renderer="canvas">`.
 * The page clock (page-clock.ts) gives every condition the same work per frame;
 * each condition counts the changes it makes so the suite can check that.
 */
import { pageClock } from './page-clock.js';
import { defineSpriteElements, type LibSpritesGroupElement } from '../src/elements/index.js';
import { naturalSize, whenSized } from '../src/render/dom/image-size.js';
import { afterNextPaint, handLoop, sheetBoxes, sheetUrl, showSheetFrame } from './page-support.js';

defineSpriteElements();

const stage = document.getElementById('stage')!;
const SPRITES_PER_GROUP = 8;
const FRAME_MS = 100;
const SIZE = 32;

const sheet = await sheetUrl();
await new Promise<void>((resolve) => (naturalSize(sheet) ? resolve() : whenSized(sheet, resolve)));


function spritesMarkup(): string {
  let sprites = '';
  for (let i = 0; i < SPRITES_PER_GROUP; i++) {
    sprites += `<lib-sprite src-left="${(i % 4) * 16}" src-top="${Math.floor(i / 4) * 16}"></lib-sprite>`;
  }
  return sprites;
}

interface Condition {
  /** Starts the animation with phases spread; every change calls `changed()`. */
  start(): void;
  stop(): void;
}

let changes = 0;
const changed = (): void => {
  changes++;
};
stage.addEventListener('lib-sprite-change', changed);

function floor(n: number): Condition {
  const boxes = sheetBoxes(n, sheet, SIZE);
  stage.append(...boxes);
  return handLoop(n, FRAME_MS, SPRITES_PER_GROUP, (i, frame) => {
    showSheetFrame(boxes[i]!, frame, SIZE);
    changes++;
  });
}

const groupMarkup = (attributes: string): string =>
  `<lib-sprites-group loop src="${sheet}" src-width="16" src-height="16" width="${SIZE}" height="${SIZE}"${attributes}>${spritesMarkup()}</lib-sprites-group>`;

function playSpread(groups: LibSpritesGroupElement[]): void {
  const now = performance.now();
  groups.forEach((g, i) => {
    g.play();
    g.controller.getCurrent()!.setTime(now - ((1000 / g.fps) * i) / groups.length);
  });
}

function elements(n: number): Condition {
  stage.innerHTML = groupMarkup('').repeat(n);
  const groups = [...stage.querySelectorAll('lib-sprites-group')];
  return { start: () => playSpread(groups), stop: () => groups.forEach((g) => g.pause()) };
}

/** The same grid as the floor's flow layout, placed by each group's left/top inside one canvas scene. */
function scene(n: number): Condition {
  const perRow = Math.max(1, Math.floor(document.documentElement.clientWidth / SIZE));
  let markup = '';
  for (let i = 0; i < n; i++) markup += groupMarkup(` left="${(i % perRow) * SIZE}" top="${Math.floor(i / perRow) * SIZE}"`);
  const rows = Math.ceil(n / perRow);
  stage.innerHTML = `<lib-sprites-scene renderer="canvas" width="${perRow * SIZE}" height="${rows * SIZE}">${markup}</lib-sprites-scene>`;
  const groups = [...stage.querySelectorAll('lib-sprites-group')];
  return { start: () => playSpread(groups), stop: () => groups.forEach((g) => g.pause()) };
}

const CONDITIONS: Record<string, (n: number) => Condition> = { floor, elements, scene };
let current: Condition | null = null;

/** Builds a condition with `n` boxes and waits until it is rendered. */
async function setUp(name: string, n: number): Promise<boolean> {
  stage.replaceChildren();
  current = null;
  if (name === 'scene' && !customElements.get('lib-sprites-scene')) return false;
  current = CONDITIONS[name]!(n);
  const groups = [...stage.querySelectorAll('lib-sprites-group')];
  await Promise.all(groups.map((g) => g.updateComplete));
  await afterNextPaint();
  await afterNextPaint();
  return true;
}

/**
 * Plays for `warmUp + frames` rendered frames and returns the changes made in
 * each of the last `frames`. The suite traces around this call.
 */
async function play(warmUp: number, frames: number): Promise<{ changes: number[] }> {
  const condition = current!;
  const perFrame: number[] = [];
  let last = 0;
  let done: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const startFrame = pageClock.frames;
  // Registered before the condition starts: it runs first in each frame and counts the frame before.
  const count = (): void => {
    perFrame.push(changes - last);
    last = changes;
    if (pageClock.frames - startFrame > warmUp + frames) done();
    else requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  changes = last = 0;
  condition.start();
  await finished;
  condition.stop();
  return { changes: perFrame.slice(warmUp + 1, warmUp + 1 + frames) };
}

function tearDown(): void {
  current?.stop();
  current = null;
  stage.replaceChildren();
}

(window as unknown as { sceneBench: object }).sceneBench = { setUp, play, tearDown, ready: true };
