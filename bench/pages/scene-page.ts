/**
 * The page bench/suites/scene.bench.mjs drives: the same N animated 32 × 32 boxes,
 * 8 frames each at 10 fps with phases spread (about N/6 change per frame),
 * drawn three ways: no library (the floor), N `<lib-sprites-group>` elements
 * (the DOM path), and one `<lib-sprites-scene renderer="canvas">`; plus two
 * no-library floors of the canvas scene's own work: the boxes drawn by hand
 * into one canvas (`canvasFloor`), and only the change events the library's
 * contract requires, no drawing (`eventsFloor`); and the DOM groups' own
 * floor: the same boxes in hand-written shadow-DOM elements that fire the
 * change event (`shadowFloor`).
 * The page clock (page-clock.ts) gives every condition the same work per frame;
 * each condition counts the changes it makes so the suite can check that.
 */
import { pageClock } from './page-clock.js';
import { defineSpriteElements, trustListenerCounts, type LibSpritesGroupElement } from '../../src/elements/index.js';
import { naturalSize, whenSized } from '../../src/render/dom/image-size.js';
import {
  afterNextPaint,
  collectGarbage,
  handLoop,
  loopEvents,
  modelMoves,
  movesMade,
  sheetBoxes,
  sheetFrame,
  sheetSpritesMarkup,
  sheetUrl,
  showSheetFrame,
} from './page-support.js';
import { startBench } from './scene-start.js';
// The scene imported ahead, as a page that bundles it does: the bench times its work, not its fetch.
import '../../src/elements/scene/index.js';

defineSpriteElements();
// No listener for the library's events is added before it loads: its counts are all there are (docs: where to listen).
trustListenerCounts();

const stage = document.getElementById('stage')!;
const SPRITES_PER_GROUP = 8;
const FRAME_MS = 100;
const SIZE = 32;

const sheet = await sheetUrl();
await new Promise<void>((resolve) => (naturalSize(sheet) ? resolve() : whenSized(sheet, resolve)));

const spritesMarkup = (): string => sheetSpritesMarkup(SPRITES_PER_GROUP);

interface Condition {
  /** Starts the animation with phases spread; every change calls `changed()` (or `counted` says how many there were). */
  start(): void;
  stop(): void;
  /** The changes made since `start`, for conditions that count them without listening (read after `stop`). */
  counted?(): number;
}

let changes = 0;
const changed = (): void => {
  changes++;
};

function floor(n: number): Condition {
  const boxes = sheetBoxes(n, sheet, SIZE);
  stage.append(...boxes);
  return handLoop(n, FRAME_MS, SPRITES_PER_GROUP, (i, frame) => {
    showSheetFrame(boxes[i]!, frame, SIZE);
    changes++;
  });
}

/** The scene's grid: as many 32 px columns as the page is wide, as the floor's flow layout places its boxes. */
function sceneGrid(n: number): { perRow: number; rows: number } {
  const perRow = Math.max(1, Math.floor(document.documentElement.clientWidth / SIZE));
  return { perRow, rows: Math.ceil(n / perRow) };
}

/** The canvas floors' canvas: the scene's size and layout, at the device pixel ratio, in the stage. */
function floorCanvas(n: number): { perRow: number; ratio: number; canvas: HTMLCanvasElement } {
  const { perRow, rows } = sceneGrid(n);
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.style.setProperty('width', `${perRow * SIZE}px`);
  canvas.style.setProperty('height', `${rows * SIZE}px`);
  canvas.width = Math.round(perRow * SIZE * ratio);
  canvas.height = Math.round(rows * SIZE * ratio);
  stage.append(canvas);
  return { perRow, ratio, canvas };
}

/**
 * Each frame of the sheet as a bitmap of its own, scaled once to `side` device
 * px, as the scene's scaled frames are (scaled-frames.ts): each draw is then a
 * whole bitmap copied 1:1. Copying a frame out of one scaled sheet instead (a
 * source rectangle of a larger bitmap) cost Chromium's raster more: the
 * canvas floor's frames at 5,000 read 9.7–9.8 ms median CPU that way, against
 * 7.0–8.1 ms this way (p95 10.8–11.2 against 8.0–8.8).
 */
async function scaledFrames(side: number): Promise<ImageBitmap[]> {
  const scaled = await createImageBitmap(await (await fetch(sheet)).blob(), {
    resizeWidth: side * 4,
    resizeHeight: side * 2,
    resizeQuality: 'medium',
  });
  const frames = await Promise.all(
    Array.from({ length: SPRITES_PER_GROUP }, (_, f) =>
      createImageBitmap(scaled, (f % 4) * side, Math.floor(f / 4) * side, side, side),
    ),
  );
  scaled.close();
  return frames;
}

/**
 * The canvas scene's drawing with no library: one canvas of the scene's size,
 * device pixel ratio and layout, the same context options, each change a
 * clear and a `drawImage` of the frame from the same sheet into that box only.
 * No model, no plan, no events. Each frame is scaled once to the boxes' device
 * size, in a bitmap of its own, so each draw is a plain copy, as a page author
 * who knows canvas would do it (and as the scene does, scaled-frames.ts): a
 * floor is the best a hand can do.
 */
async function canvasFloor(n: number, { loops = false, model = false }: KeptWork = {}): Promise<Condition> {
  const { perRow, ratio, canvas } = floorCanvas(n);
  const context = canvas.getContext('2d', { desynchronized: true })!;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  const frames = await scaledFrames(SIZE * ratio);
  const draw = (i: number, frame: number): void => {
    const x = (i % perRow) * SIZE;
    const y = Math.floor(i / perRow) * SIZE;
    context.clearRect(x, y, SIZE, SIZE);
    context.drawImage(frames[frame]!, x, y, SIZE, SIZE);
  };
  for (let i = 0; i < n; i++) draw(i, 0);
  const loop = loops ? loopEvents(unrenderedChildren(n)) : null;
  const move = model ? modelMoves(n, sheet, SIZE, SPRITES_PER_GROUP) : null;
  return handLoop(n, FRAME_MS, SPRITES_PER_GROUP, (i, frame) => {
    move?.(i, frame);
    draw(i, frame);
    changes++;
    loop?.(i, frame);
  });
}

/**
 * What a floor keeps of the work the library does for every page, listened
 * to or not: `loops`, `lib-sprites-loop` at each wrap; `model`, each box's
 * model exact at each change (`modelMoves`).
 */
interface KeptWork {
  readonly loops?: boolean;
  readonly model?: boolean;
}

/**
 * `n` elements that are not rendered, as a canvas scene's groups: children of
 * a parent whose shadow root holds `shown` (or nothing) and no slot.
 */
function unrenderedChildren(n: number, shown?: Node): HTMLElement[] {
  const parent = document.createElement('div');
  const root = parent.attachShadow({ mode: 'open' });
  if (shown) root.append(shown);
  const children: HTMLElement[] = [];
  for (let i = 0; i < n; i++) children.push(document.createElement('div'));
  parent.append(...children);
  stage.append(parent);
  return children;
}

/**
 * Only what the library's documented contract requires per change, no
 * drawing: one bubbling, composed `lib-sprite-change` CustomEvent with its
 * detail, dispatched on the changing group's element, a child of a
 * scene-like parent (a shadow root holding a canvas and no slot, so the
 * children are not rendered, as in a canvas scene).
 */
function eventsFloor(n: number): Condition {
  const children = unrenderedChildren(n, document.createElement('canvas'));
  // What detail.sprite points at: one object per frame, as a group's sprites are.
  const sprites = Array.from({ length: SPRITES_PER_GROUP }, (_, index) => ({ index }));
  return handLoop(n, FRAME_MS, SPRITES_PER_GROUP, (i, frame) => {
    const detail = {
      pointer: frame,
      pointerPrevious: (frame + SPRITES_PER_GROUP - 1) % SPRITES_PER_GROUP,
      sprite: sprites[frame],
    };
    children[i]!.dispatchEvent(new CustomEvent('lib-sprite-change', { detail, bubbles: true, composed: true }));
    changes++;
  });
}

/**
 * The least a custom element that draws in its shadow root and keeps the
 * documented event can cost, written by hand: the DOM floor's boxes, each
 * inside the shadow root of an inline-block host (the group's one-box
 * structure: host, shadow root, one styled box), and per change the same
 * background-position write plus one `lib-sprite-change` event on the host.
 * What the DOM groups add beyond a shadow-DOM element's own floor is
 * `elements` ÷ this.
 */
class BenchShadowBox extends HTMLElement {
  readonly box: HTMLDivElement;
  constructor() {
    super();
    this.box = sheetBoxes(1, sheet, SIZE)[0]!;
    this.box.style.setProperty('display', 'block');
    this.attachShadow({ mode: 'open' }).append(this.box);
  }
}
customElements.define('bench-shadow-box', BenchShadowBox);

/** A group's sprites as plain elements with the attributes the groups' markup gives them (`spritesMarkup`). */
function spriteChildren(): HTMLElement[] {
  return Array.from({ length: SPRITES_PER_GROUP }, (_, f) => {
    const child = document.createElement('bench-sprite');
    const { srcLeft, srcTop } = sheetFrame(f);
    child.setAttribute('src-left', String(srcLeft));
    child.setAttribute('src-top', String(srcTop));
    return child;
  });
}
const hostSheet = new CSSStyleSheet();
hostSheet.replaceSync('bench-shadow-box { display: inline-block; vertical-align: top; }');
document.adoptedStyleSheets = [...document.adoptedStyleSheets, hostSheet];

/**
 * The rules of a group's shadow root that style its one box (written here,
 * not taken from the library): a floor with the group's whole DOM styles its
 * box as a group does.
 */
const groupBoxSheet = new CSSStyleSheet();
groupBoxSheet.replaceSync(`
  .stage { position: relative; z-index: 0; box-sizing: border-box;
    overflow: var(--lib-sprites-overflow, visible); background: var(--lib-sprites-background, none); }
  .image { width: 100%; height: 100%; background-repeat: no-repeat;
    image-rendering: var(--lib-sprites-image-rendering, auto); pointer-events: none; }
  .stage.flat { position: static; z-index: auto; pointer-events: inherit; }
`);

/**
 * Gives a shadow floor's host the rest of a group's DOM: the attributes of
 * the groups' markup (`groupMarkup`) and its sprites as children, and in its
 * shadow root the marker comment a Lit template leaves before the box, the
 * box with a group's classes and parts, and the group's box rules.
 */
function dressAsGroup(host: BenchShadowBox): void {
  for (const [name, value] of [
    ['loop', ''],
    ['src', sheet],
    ['src-width', '16'],
    ['src-height', '16'],
    ['width', String(SIZE)],
    ['height', String(SIZE)],
    ['pointer', '0'],
  ] as const)
    host.setAttribute(name, value);
  host.append(...spriteChildren());
  const root = host.shadowRoot!;
  root.adoptedStyleSheets = [groupBoxSheet];
  root.prepend(document.createComment(''));
  // A group's box is a block with no vertical-align of its own.
  host.box.style.removeProperty('vertical-align');
  host.box.className = 'stage image flat';
  host.box.setAttribute('part', 'stage sprite image');
}

/**
 * How a shadow-DOM floor runs: `event`, one `lib-sprite-change` per change;
 * `loops`, `lib-sprites-loop` at each wrap; `children`, each host holding
 * its sprites as light-DOM children with their attributes, never rendered (no
 * slot), as a group's markup does; `markup`, each host with a group's whole
 * DOM (`dressAsGroup`), children included.
 */
interface ShadowFloorOptions extends Pick<KeptWork, 'loops'> {
  readonly event?: boolean;
  readonly children?: boolean;
  readonly markup?: boolean;
}

function shadowFloor(
  n: number,
  { event = true, loops = false, children = false, markup = false }: ShadowFloorOptions = {},
): Condition {
  const hosts: BenchShadowBox[] = [];
  for (let i = 0; i < n; i++) hosts.push(new BenchShadowBox());
  if (markup) for (const host of hosts) dressAsGroup(host);
  else if (children) for (const host of hosts) host.append(...spriteChildren());
  stage.append(...hosts);
  const sprites = Array.from({ length: SPRITES_PER_GROUP }, (_, index) => ({ index }));
  const loop = loops ? loopEvents(hosts) : null;
  return handLoop(n, FRAME_MS, SPRITES_PER_GROUP, (i, frame) => {
    const host = hosts[i]!;
    showSheetFrame(host.box, frame, SIZE);
    changes++;
    loop?.(i, frame);
    if (!event) return;
    const detail = {
      pointer: frame,
      pointerPrevious: (frame + SPRITES_PER_GROUP - 1) % SPRITES_PER_GROUP,
      sprite: sprites[frame],
    };
    host.dispatchEvent(new CustomEvent('lib-sprite-change', { detail, bubbles: true, composed: true }));
  });
}

/**
 * `shadowFloorQuiet` keeping, for each box, the model a group keeps
 * (`modelMoves`), and with `loops`, firing `lib-sprites-loop` at each wrap.
 * No element layer: what a group over this model pays at the least, beyond
 * the hand-written boxes.
 */
function shadowFloorModel(n: number, { loops = false }: KeptWork = {}): Condition {
  const hosts = Array.from({ length: n }, () => new BenchShadowBox());
  const move = modelMoves(n, sheet, SIZE, SPRITES_PER_GROUP);
  stage.append(...hosts);
  const loop = loops ? loopEvents(hosts) : null;
  return handLoop(n, FRAME_MS, SPRITES_PER_GROUP, (i, frame) => {
    move(i, frame);
    showSheetFrame(hosts[i]!.box, frame, SIZE);
    changes++;
    loop?.(i, frame);
  });
}

/**
 * `canvasFloor` with the drawing in a worker (`transferControlToOffscreen`),
 * so the canvas's raster and its copy for the display leave the main thread;
 * the main thread only posts the changes of each frame. What a canvas scene
 * drawing from a worker could reach on the main thread.
 */
async function workerFloor(n: number): Promise<Condition> {
  const { perRow, ratio, canvas } = floorCanvas(n);
  const frames = await scaledFrames(SIZE * ratio);
  const source = `
    let context, frames, perRow, size;
    const draw = (i, frame) => {
      const x = (i % perRow) * size, y = Math.floor(i / perRow) * size;
      context.clearRect(x, y, size, size);
      context.drawImage(frames[frame], x, y, size, size);
    };
    onmessage = ({ data }) => {
      if (data.canvas) {
        ({ frames, perRow, size } = data);
        context = data.canvas.getContext('2d', { desynchronized: true });
        context.setTransform(data.ratio, 0, 0, data.ratio, 0, 0);
        for (let i = 0; i < data.n; i++) draw(i, 0);
        return;
      }
      const changes = data.changes;
      for (let k = 0; k < data.count; k++) draw(changes[2 * k], changes[2 * k + 1]);
    };`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(url);
  const offscreen = canvas.transferControlToOffscreen();
  worker.postMessage({ canvas: offscreen, frames, perRow, size: SIZE, ratio, n }, [offscreen, ...frames]);
  let batch = new Int32Array(2 * n);
  let count = 0;
  let posting = false;
  // The changes of one animation frame go in one message, posted at the end of the frame's callbacks.
  const post = (): void => {
    posting = false;
    worker.postMessage({ changes: batch, count }, [batch.buffer]);
    batch = new Int32Array(2 * n);
    count = 0;
  };
  const loop = handLoop(n, FRAME_MS, SPRITES_PER_GROUP, (i, frame) => {
    batch[2 * count] = i;
    batch[2 * count + 1] = frame;
    count++;
    changes++;
    if (!posting) {
      posting = true;
      queueMicrotask(post);
    }
  });
  return {
    start: loop.start,
    stop() {
      loop.stop();
      worker.terminate();
      URL.revokeObjectURL(url);
    },
  };
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

/**
 * How a library condition's page watches the groups: not at all (the moves are
 * counted from the groups afterwards), a `lib-sprite-change` listener on every
 * group (what any page listening per group pays, and what every page paid while
 * the event was made for everyone), or one `lib-sprites-frame` listener on the
 * scene.
 */
type Watch = 'none' | 'each' | 'frame';

function played(groups: LibSpritesGroupElement[], watch: Watch, scene?: Element | null): Condition {
  if (watch === 'each') for (const g of groups) g.addEventListener('lib-sprite-change', changed);
  if (watch === 'frame') scene!.addEventListener('lib-sprites-frame', (e) => (changes += e.detail.changes.length));
  return {
    start: () => playSpread(groups),
    stop: () => groups.forEach((g) => g.pause()),
    // Read after they stop (all started at sprite 0): counting costs no frame anything.
    counted: watch === 'none' ? () => movesMade(groups, SPRITES_PER_GROUP) : undefined,
  };
}

function elements(n: number, watch: Watch = 'none'): Condition {
  stage.innerHTML = groupMarkup('').repeat(n);
  return played([...stage.querySelectorAll('lib-sprites-group')], watch);
}

/**
 * The same grid as the floor's flow layout, placed by each group's left/top inside one canvas scene;
 * `offscreen`: its canvas drawn by a worker.
 */
function scene(n: number, watch: Watch = 'none', offscreen = false): Condition {
  const { perRow, rows } = sceneGrid(n);
  let markup = '';
  for (let i = 0; i < n; i++)
    markup += groupMarkup(` left="${(i % perRow) * SIZE}" top="${Math.floor(i / perRow) * SIZE}"`);
  stage.innerHTML = `<lib-sprites-scene renderer="canvas"${offscreen ? ' offscreen' : ''} width="${perRow * SIZE}" height="${rows * SIZE}">${markup}</lib-sprites-scene>`;
  const element = stage.querySelector('lib-sprites-scene')!;
  const condition = played([...stage.querySelectorAll('lib-sprites-group')], watch, element);
  if (!offscreen) return condition;
  return {
    ...condition,
    start: () => {
      // Measured as asked or not at all: a scene the main thread draws would pass for one a worker draws.
      if (!element.drawsOffscreen) throw new Error(`no worker draws the scene (${element.offscreenRefusal})`);
      condition.start();
    },
  };
}

const CONDITIONS: Record<string, (n: number) => Condition | Promise<Condition>> = {
  floor,
  elements,
  scene,
  canvasFloor,
  canvasFloorLoops: (n) => canvasFloor(n, { loops: true }),
  canvasFloorModelLoops: (n) => canvasFloor(n, { loops: true, model: true }),
  eventsFloor,
  workerFloor,
  shadowFloor,
  shadowFloorQuiet: (n) => shadowFloor(n, { event: false }),
  shadowFloorQuietLoops: (n) => shadowFloor(n, { event: false, loops: true }),
  shadowFloorChildren: (n) => shadowFloor(n, { event: false, children: true }),
  shadowFloorMarkup: (n) => shadowFloor(n, { event: false, markup: true }),
  shadowFloorModel: (n) => shadowFloorModel(n),
  shadowFloorModelLoops: (n) => shadowFloorModel(n, { loops: true }),
  elementsListened: (n) => elements(n, 'each'),
  sceneListened: (n) => scene(n, 'each'),
  sceneFrame: (n) => scene(n, 'frame'),
  sceneWorker: (n) => scene(n, 'none', true),
};
let current: Condition | null = null;

/** Builds a condition with `n` boxes and waits until it is rendered. */
async function setUp(name: string, n: number): Promise<boolean> {
  stage.replaceChildren();
  current = null;
  if (name.startsWith('scene') && !customElements.get('lib-sprites-scene')) return false;
  const make = CONDITIONS[name];
  if (!make) throw new Error(`no condition named ${name}`);
  current = await make(n);
  const groups = [...stage.querySelectorAll('lib-sprites-group')];
  await Promise.all(groups.map((g) => g.updateComplete));
  // The conditions before, and this one's build, collected now: not in the frames measured.
  collectGarbage();
  await afterNextPaint();
  await afterNextPaint();
  return true;
}

/** Frames after the start from which a run is in its steady state (every sprite shown once, and then some). */
const STEADY_AFTER = 60;

/** The V8 heap in use (precise with --enable-precise-memory-info; each read is a fresh snapshot). */
const heapUsed = (): number => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;

/**
 * Plays for `warmUp + frames` rendered frames and returns the changes made per
 * frame over the last `frames` (each frame's, or their mean when the condition
 * counts them only at the end). With `readHeap`, also the JS heap allocated in
 * each of those frames that had no garbage collection (the heap grew or
 * stayed). A read costs a frame more the larger the heap (at 500: 0.05 ms of
 * CPU on the DOM floor, 0.17 ms on the groups), so the suite traces plays that
 * do not read it, and reads it in a play of its own.
 */
async function play(
  warmUp: number,
  frames: number,
  readHeap = false,
): Promise<{ changes: number[]; allocated: number[] }> {
  const condition = current!;
  const perFrame: number[] = [];
  const allocated: number[] = [];
  let last = 0;
  let lastHeap = readHeap ? heapUsed() : 0;
  let done: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const startFrame = pageClock.frames;
  // Registered before the condition starts: it runs first in each frame and counts the frame before.
  const count = (): void => {
    if (readHeap) {
      const heap = heapUsed();
      // Once every sprite was drawn once (8 frames of 100 ms: 48 frames): what is made once per sprite is left out.
      if (perFrame.length > Math.max(warmUp, STEADY_AFTER) && heap >= lastHeap) allocated.push(heap - lastHeap);
      lastHeap = heap;
    }
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
  if (condition.counted) {
    // Counted over every frame played; the mean per frame stands for each measured one.
    const mean = condition.counted() / (perFrame.length - 1);
    return { changes: [mean], allocated };
  }
  return { changes: perFrame.slice(warmUp + 1, warmUp + 1 + frames), allocated };
}

function tearDown(): void {
  current?.stop();
  current = null;
  stage.replaceChildren();
}

/** The callback timing `startCallbackTiming` started (bench/tools/profile-loop.mjs). */
let callbackTiming: ReturnType<typeof pageClock.timeCallbacks> | null = null;

(window as unknown as { sceneBench: object }).sceneBench = {
  setUp,
  play,
  tearDown,
  startCallbackTiming: (): void => {
    callbackTiming = pageClock.timeCallbacks();
  },
  stopCallbackTiming: (): { ms: number; frames: number } | null => {
    const timed = callbackTiming?.stop() ?? null;
    callbackTiming = null;
    return timed;
  },
  ...startBench({ stage, sheet, size: SIZE, spritesPerGroup: SPRITES_PER_GROUP, grid: sceneGrid, canvas: floorCanvas }),
  ready: true,
};
