/**
 * The page bench/suites/count.bench.mjs drives: N boxes of 10 × 10 px from one sheet
 * (8 frames at 10 fps, phases spread so a sixth of them change each frame),
 * in one of six ways, for one of two workloads:
 * - `animate`: the frames change, the boxes stay where they are (a grid);
 * - `bunny`: every box also moves every frame and bounces off the field's
 *   edges, written as a CrossBrowdy game writes it (the model's `left` /
 *   `top`; the element properties for the DOM groups).
 * Nobody listens to the library's events here, and nothing runs before it:
 * the page says so (`trustListenerCounts()`), as the events page tells pages to.
 * Each rendered frame is timed from its first animation-frame callback to a
 * task posted from it, which runs once the frame's style, layout, paint and
 * canvas drawing are done ("flush counted"); a worker's frames (`offscreen`)
 * are timed inside the worker (bench/pages/count-worker-timing.ts).
 */
import { Application, AnimatedSprite, Rectangle, Texture } from 'pixi.js';
import { pageClock } from './page-clock.js';
import {
  defineSpriteElements,
  trustListenerCounts,
  type LibSpritesGroupElement,
  type LibSpritesSceneElement,
} from '../../src/elements/index.js';
import type { SpritesObjectInit } from '../../src/model/index.js';
// The scene imported ahead, as a page that bundles it does: the bench times its work, not its fetch.
import '../../src/elements/scene/index.js';
import { afterNextPaint, collectGarbage, handLoop, sheetFrame, sheetSpritesMarkup, sheetUrl } from './page-support.js';
import { timedWorkers, workerFrames } from './count-worker-timing.js';

defineSpriteElements();
trustListenerCounts();
timedWorkers();

const SIZE = 10;
const SPRITES = 8;
const FRAME_MS = 100;
const stage = document.getElementById('stage')!;
const sheet = await sheetUrl();
const sheetImage = new Image();
sheetImage.src = sheet;
await sheetImage.decode();

type Workload = 'animate' | 'bunny';
interface Condition {
  start(): void;
  stop(): void;
}

/** The field: the page's width; the grid's height (animate) or the page's (bunny). */
function field(n: number, workload: Workload): { width: number; height: number; perRow: number } {
  const width = document.documentElement.clientWidth;
  const perRow = Math.floor(width / SIZE);
  const height = workload === 'bunny' ? document.documentElement.clientHeight : Math.ceil(n / perRow) * SIZE;
  return { width, height, perRow };
}

/** Every box's place: a grid for `animate`, a seeded spread with speeds for `bunny`. */
function places(n: number, workload: Workload) {
  const { width, height, perRow } = field(n, workload);
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const vx = new Float64Array(n);
  const vy = new Float64Array(n);
  let seed = 7;
  const random = (): number => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (let i = 0; i < n; i++) {
    if (workload === 'animate') {
      x[i] = (i % perRow) * SIZE;
      y[i] = Math.floor(i / perRow) * SIZE;
    } else {
      x[i] = Math.floor(random() * (width - SIZE));
      y[i] = Math.floor(random() * (height - SIZE));
      vx[i] = (random() * 2 - 1) * 4;
      vy[i] = (random() * 2 - 1) * 4;
    }
  }
  /** One frame's move of every box, bouncing off the edges; `moved(i)` writes it where the condition keeps it. */
  const step = (moved: (i: number) => void): void => {
    const right = width - SIZE;
    const bottom = height - SIZE;
    for (let i = 0; i < n; i++) {
      let nx = x[i]! + vx[i]!;
      let ny = y[i]! + vy[i]!;
      if (nx < 0 || nx > right) {
        vx[i] = -vx[i]!;
        nx = nx < 0 ? -nx : 2 * right - nx;
      }
      if (ny < 0 || ny > bottom) {
        vy[i] = -vy[i]!;
        ny = ny < 0 ? -ny : 2 * bottom - ny;
      }
      x[i] = Math.round(nx);
      y[i] = Math.round(ny);
      moved(i);
    }
  };
  return { x, y, step, width, height };
}

/** A loop that moves every box each frame (bunny), registered before the condition's own frame work. */
function mover(step: () => void): Condition {
  let id = 0;
  const frame = (): void => {
    step();
    id = requestAnimationFrame(frame);
  };
  return {
    start: () => {
      // Started again (a profiling aid plays a condition twice): one loop, not two.
      cancelAnimationFrame(id);
      id = requestAnimationFrame(frame);
    },
    stop: () => cancelAnimationFrame(id),
  };
}

const both = (a: Condition | null, b: Condition): Condition => ({
  start: () => {
    a?.start();
    b.start();
  },
  stop: () => {
    a?.stop();
    b.stop();
  },
});

/** Each frame of the sheet scaled once to the boxes' device size, a bitmap of its own (as scene-page's canvasFloor). */
async function scaledFrames(side: number): Promise<ImageBitmap[]> {
  return Promise.all(
    Array.from({ length: SPRITES }, (_, f) => {
      const { srcLeft, srcTop } = sheetFrame(f);
      return createImageBitmap(sheetImage, srcLeft, srcTop, 16, 16, {
        resizeWidth: side,
        resizeHeight: side,
        resizeQuality: 'medium',
      });
    }),
  );
}

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; ratio: number } {
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.style.setProperty('width', `${width}px`);
  canvas.style.setProperty('height', `${height}px`);
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  stage.append(canvas);
  return { canvas, ratio };
}

/** The floor: the boxes drawn by hand into one canvas; animate redraws the changed boxes, bunny the whole canvas. */
async function canvasFloor(n: number, workload: Workload): Promise<Condition> {
  const { x, y, step, width, height } = places(n, workload);
  const { canvas, ratio } = canvasOf(width, height);
  const context = canvas.getContext('2d', { desynchronized: true })!;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  const frames = await scaledFrames(SIZE * ratio);
  const shown = new Uint8Array(n);
  for (let i = 0; i < n; i++) context.drawImage(frames[0]!, x[i]!, y[i]!, SIZE, SIZE);
  if (workload === 'animate')
    return handLoop(n, FRAME_MS, SPRITES, (i, frame) => {
      context.clearRect(x[i]!, y[i]!, SIZE, SIZE);
      context.drawImage(frames[frame]!, x[i]!, y[i]!, SIZE, SIZE);
    });
  const redraw = (): void => {
    context.clearRect(0, 0, width, height);
    for (let i = 0; i < n; i++) context.drawImage(frames[shown[i]!]!, x[i]!, y[i]!, SIZE, SIZE);
  };
  // The frames change first, then every box moves and the whole canvas is drawn again.
  return both(
    handLoop(n, FRAME_MS, SPRITES, (i, frame) => void (shown[i] = frame)),
    mover(() => {
      step(() => {});
      redraw();
    }),
  );
}

/** Plays `groups` with phases spread, as scene-page's conditions do. */
function playSpread(groups: LibSpritesGroupElement[]): Condition {
  return {
    start: () => {
      const now = performance.now();
      groups.forEach((g, i) => {
        g.play();
        g.controller.getCurrent()!.setTime(now - (FRAME_MS * i) / groups.length);
      });
    },
    stop: () => groups.forEach((g) => g.pause()),
  };
}

/** The canvas scene, its groups inserted through its controller; bunny writes each model's left/top. */
async function scene(n: number, workload: Workload, offscreen = false): Promise<Condition> {
  const { x, y, step, width, height } = places(n, workload);
  const element = document.createElement('lib-sprites-scene') as LibSpritesSceneElement;
  element.setAttribute('renderer', 'canvas');
  if (offscreen) element.setAttribute('offscreen', '');
  element.setAttribute('width', String(width));
  element.setAttribute('height', String(height));
  stage.append(element);
  await element.updateComplete;
  const sprites = Array.from({ length: SPRITES }, (_, f) => ({ id: `f${f}`, ...sheetFrame(f) }));
  for (let i = 0; i < n; i++) {
    const init: SpritesObjectInit = {
      id: `g${i}`,
      src: sheet,
      srcWidth: 16,
      srcHeight: 16,
      width: SIZE,
      height: SIZE,
      left: x[i]!,
      top: y[i]!,
      sprites,
    };
    element.controller.insertSpritesGroup(init);
  }
  const groups = [...element.querySelectorAll('lib-sprites-group')];
  await Promise.all(groups.map((g) => g.updateComplete));
  if (offscreen && !element.drawsOffscreen) throw new Error(`no worker draws the scene (${element.offscreenRefusal})`);
  for (const g of groups) g.loop = true;
  const played = playSpread(groups);
  if (workload === 'animate') return played;
  const models = groups.map((g) => g.controller.spritesGroup);
  return both(
    mover(() =>
      step((i) => {
        const model = models[i]!;
        model.left = x[i]!;
        model.top = y[i]!;
      }),
    ),
    played,
  );
}

/** The DOM groups: `<lib-sprites-group>` elements, placed by their `left` / `top` properties. */
async function elements(n: number, workload: Workload): Promise<Condition> {
  const { x, y, step } = places(n, workload);
  let markup = '';
  const sprites = sheetSpritesMarkup(SPRITES);
  for (let i = 0; i < n; i++)
    markup += `<lib-sprites-group loop src="${sheet}" src-width="16" src-height="16" width="${SIZE}" height="${SIZE}" left="${x[i]}" top="${y[i]}">${sprites}</lib-sprites-group>`;
  stage.innerHTML = `<div class="field">${markup}</div>`;
  const groups = [...stage.querySelectorAll('lib-sprites-group')];
  await Promise.all(groups.map((g) => g.updateComplete));
  const played = playSpread(groups);
  if (workload === 'animate') return played;
  return both(
    mover(() =>
      step((i) => {
        const group = groups[i]!;
        group.left = x[i]!;
        group.top = y[i]!;
      }),
    ),
    played,
  );
}

/** Plain DOM boxes, no library: each a div showing its frame by background position, moved by transform. */
function domFloor(n: number, workload: Workload): Condition {
  const { x, y, step } = places(n, workload);
  const boxes: HTMLDivElement[] = [];
  for (let i = 0; i < n; i++) {
    const box = document.createElement('div');
    box.className = 'box';
    box.style.backgroundImage = `url("${sheet}")`;
    box.style.transform = `translate(${x[i]}px, ${y[i]}px)`;
    boxes.push(box);
  }
  const field = document.createElement('div');
  field.className = 'field';
  field.append(...boxes);
  stage.append(field);
  const show = (i: number, frame: number): void => {
    const { srcLeft, srcTop } = sheetFrame(frame);
    boxes[i]!.style.backgroundPosition = `${(-srcLeft * SIZE) / 16}px ${(-srcTop * SIZE) / 16}px`;
  };
  const frames = handLoop(n, FRAME_MS, SPRITES, show);
  if (workload === 'animate') return frames;
  return both(
    mover(() => step((i) => (boxes[i]!.style.transform = `translate(${x[i]}px, ${y[i]}px)`))),
    frames,
  );
}

/** PixiJS 8: one AnimatedSprite per box from the one sheet's frames, WebGL (software here), GPU work finished each frame. */
async function pixi(n: number, workload: Workload): Promise<Condition> {
  const { x, y, step, width, height } = places(n, workload);
  const app = new Application();
  await app.init({ width, height, preference: 'webgl', antialias: false, backgroundAlpha: 0, autoStart: false });
  stage.append(app.canvas);
  const base = Texture.from(sheetImage);
  const textures = Array.from({ length: SPRITES }, (_, f) => {
    const { srcLeft, srcTop } = sheetFrame(f);
    return new Texture({ source: base.source, frame: new Rectangle(srcLeft, srcTop, 16, 16) });
  });
  const sprites: AnimatedSprite[] = [];
  for (let i = 0; i < n; i++) {
    const sprite = new AnimatedSprite({ textures, autoUpdate: false });
    sprite.width = SIZE;
    sprite.height = SIZE;
    sprite.position.set(x[i]!, y[i]!);
    // 10 fps at 60 ticks a second, phases spread as the other conditions'.
    sprite.animationSpeed = 1 / 6;
    sprite.play();
    (sprite as unknown as { _currentTime: number })._currentTime = (SPRITES * i) / n;
    sprites.push(sprite);
    app.stage.addChild(sprite);
  }
  const gl = (app.renderer as unknown as { gl?: WebGLRenderingContext }).gl;
  const tick = { deltaTime: 1 } as unknown as Parameters<AnimatedSprite['update']>[0];
  let id = 0;
  const frame = (): void => {
    if (workload === 'bunny') step((i) => sprites[i]!.position.set(x[i]!, y[i]!));
    for (let i = 0; i < n; i++) sprites[i]!.update(tick);
    app.render();
    gl?.finish();
    id = requestAnimationFrame(frame);
  };
  return {
    start: () => (id = requestAnimationFrame(frame)),
    stop: () => {
      cancelAnimationFrame(id);
      app.canvas.remove();
      // PixiJS 8.22's teardown can throw here; the GL context is let go of all the same.
      try {
        app.destroy(true, { children: true });
      } catch {
        gl?.getExtension('WEBGL_lose_context')?.loseContext();
      }
    },
  };
}

const CONDITIONS: Record<string, (n: number, workload: Workload) => Condition | Promise<Condition>> = {
  canvasFloor,
  scene: (n, w) => scene(n, w),
  sceneOffscreen: (n, w) => scene(n, w, true),
  elements,
  domFloor,
  pixi,
};

let current: Condition | null = null;

async function setUp(name: string, workload: Workload, n: number): Promise<void> {
  tearDown();
  const make = CONDITIONS[name];
  if (!make) throw new Error(`no condition named ${name}`);
  current = await make(n, workload);
  collectGarbage();
  await afterNextPaint();
  await afterNextPaint();
}

/**
 * Plays `warmUp + frames` rendered frames and gives the ms of each of the last `frames`: from the frame's first
 * animation-frame callback to a task posted from it (after the frame's rendering), and the worker's frames if any.
 */
async function play(warmUp: number, frames: number): Promise<{ main: number[]; worker: number[] }> {
  const condition = current!;
  const main: number[] = [];
  let done: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const channel = new MessageChannel();
  let started = 0;
  let seen = 0;
  channel.port1.onmessage = () => {
    seen++;
    // What the start made and the warm-up's first turns kept (each sprite's planned frame) is collected
    // before the timed frames, as setUp collects what building the condition made: the timed frames are
    // the steady ones. A frame's work starts at its first callback, so this task is in no frame's time.
    if (seen === warmUp) collectGarbage();
    if (seen > warmUp) main.push(pageClock.realNow() - started);
    if (seen >= warmUp + frames) done();
  };
  // Registered before the condition starts: it runs first in each frame.
  const time = (): void => {
    started = pageClock.realNow();
    channel.port2.postMessage(null);
    if (seen + 1 < warmUp + frames) requestAnimationFrame(time);
  };
  requestAnimationFrame(time);
  condition.start();
  await workerFrames(true);
  await finished;
  const worker = await workerFrames(false);
  // The condition stops at tearDown.
  channel.port1.close();
  return { main, worker: worker.slice(-frames) };
}

function tearDown(): void {
  current?.stop();
  current = null;
  stage.replaceChildren();
}

(window as unknown as { countBench: object }).countBench = { setUp, play, tearDown, ready: true };
