/**
 * The page bench/tools/cbrem-compare.mjs drives: one of CrossBrowdy's examples drawn
 * side by side by its own renderer (CB_REM, from the original files the
 * script injects) and by `<lib-sprites-scene>`, from the same scene data, the
 * same images and one clock (manual-clock.ts) that both read, one frame every
 * 16 ms as the rendering example's own loop runs, or at a game's refresh rate.
 *
 * The example's code is run twice, each time in a function scope of its
 * own: once with the original classes, once with `CB_GraphicSprites` and
 * `CB_GraphicSpritesScene` naming ours, the latter a constructor that hands
 * the SPRITES_GROUPS_OBJECT to the scene element's controller
 * (`insertSpritesGroups`) and returns that controller. The rendering example's
 * main.js gives its scene to CB_REM here; a game's main() gives it to the game
 * engine (cbrem-game.ts).
 *
 * "Solo" frames show one group alone without changing any state: CB_REM draws
 * every other group into a scratch canvas, on a canvas cleared first even where
 * the scene's data asks it never to be (`avoidClearingCanvas`); the DOM renderer hides the other
 * group elements (`visibility: hidden`, from a style sheet), and the solo
 * one takes no style from them; the canvas renderer repaints only that
 * group, in full. Every other frame draws
 * everything, as the renderers usually do.
 */
import { manualClock } from './manual-clock.js';
import {
  LIB_GraphicSprites,
  LIB_GraphicSpritesScene,
  type LibSpritesGroupElement,
  type LibSpritesSceneElement,
} from '../../src/index.js';
import { compareFrames, type Agreement, type Frame } from './pixel-agreement.js';
import {
  ensureFrame,
  fpsTapped,
  standInCanvas,
  standInRem,
  startGame,
  startSides,
  type GameSide,
} from './cbrem-game.js';

/** The rendering example's frame interval, ms. */
export const FRAME_MS = 16;
const WIDTH = 800;
const HEIGHT = 600;

/* The original's globals, loaded by the script from CROSSBROWDY_DIR. */
interface CBObject {
  id: string;
  getCurrent(): { id: string } | null;
  getById(id: string): CBObject & { src: unknown };
}
interface CBCanvas {
  get(): HTMLCanvasElement;
  getContext(): CanvasRenderingContext2D;
  setWidth(width: number): void;
  setHeight(height: number): void;
  clear(): void;
  disableAntiAliasing(): void;
}
interface CBRem {
  CB_CanvasObject: CBCanvas;
  CB_CanvasObjectBuffer: CBCanvas;
  _startTimeFPS: number;
  cacheImages(scene: unknown, reload: undefined, onLoad: () => void): void;
  onUpdatedFPS(callback: (fps: number) => void): void;
  renderGraphicScene(scene: unknown, data: Record<string, unknown>, useBuffer: boolean, alternateBuffer: boolean): void;
  renderGraphicScene_lastData: { CB_CanvasObjectBuffer: CBCanvas } | null;
  drawGraphicSpritesObject(group: CBObject, context: CanvasRenderingContext2D, ...rest: unknown[]): unknown;
}
interface CBGlobals {
  CB_REM: { new (): CBRem; prototype: CBRem; BUFFER_RECOMMENDED: boolean };
  CB_Canvas: new (
    id: string,
    type: string,
    width: number,
    height: number,
    onLoad: () => void,
    onError: (error: string) => void,
    parent: HTMLElement,
  ) => CBCanvas;
  CB_Device: { getTiming(): number };
}
const cb = globalThis as unknown as CBGlobals;

/** Our renderers: `offscreen` is the canvas renderer drawn by its worker (the scene's `offscreen`). */
type Renderer = 'canvas' | 'dom' | 'offscreen';
type Kind = 'rendering' | 'game';
type Example = { createSpritesGroups?: () => unknown };

let ours: LibSpritesSceneElement;
/** The original's scene and the CB_REM drawing it (for a game, once its engine made them). */
let original: { scene: CBObject; rem: CBRem; data: Record<string, unknown> };
/** A game's two sides, null for the rendering example. */
let game: { original: GameSide; ours: GameSide } | null = null;
/** Time between frames, ms: 16, or a game's refresh rate. */
let step = FRAME_MS;
let frameIndex = 0;
let solo: string | null = null;
let pendingFps: number | null = null;
/** Group id whose current sprite is recorded at every frame on both sides (`trace`). */
let traced: string | null = null;
const transitions: { time: number; original: string | null; ours: string | null }[] = [];
const problems: string[] = [];

/** The example's main.js in a scope of its own where the given names stand for the globals of the same name. */
function runExample(source: string, names: Record<string, unknown>): Example {
  const keys = Object.keys(names);
  const body = `${source}\n;return { createSpritesGroups: typeof createSpritesGroups === 'function' ? createSpritesGroups : undefined };`;
  return new Function(...keys, body)(...keys.map((key) => names[key])) as Example;
}

/**
 * Between two frames, as a browser's event loop: the page's zero-delay timers, those its frame queued
 * too (one queued before the frame's microtasks ran would otherwise come after the next frame: the
 * canvas scene, which ends a task of hooks with such a timer, would draw a hooked group every other frame).
 */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(() => setTimeout(resolve, 0), 0));

// ------------------------------------------------------------------ solo

/** The canvas renderer's draw, made to draw only the solo group (a whole repaint) while one is set. */
async function patchCanvasSolo(): Promise<boolean> {
  try {
    const module = (await import('../../src/render/canvas/renderer.js')) as {
      CanvasSceneRenderer?: {
        prototype: { draw?: (order: readonly LIB_GraphicSprites[]) => number; markAll?: () => void };
      };
    };
    const proto = module.CanvasSceneRenderer?.prototype;
    const draw = proto?.draw;
    if (!proto || typeof draw !== 'function' || typeof proto.markAll !== 'function') return false;
    proto.draw = function (this: typeof proto, order: readonly LIB_GraphicSprites[]): number {
      if (solo === null) return draw.call(this, order);
      this.markAll!();
      return draw.call(
        this,
        order.filter((group) => group.id === solo),
      );
    };
    return true;
  } catch {
    return false;
  }
}

/**
 * CB_REM draws every group but the solo one into a scratch canvas: the same calls, the same state, not seen;
 * the solo frame starts from a cleared canvas.
 */
function patchOriginalSolo(): void {
  const scratch = document.createElement('canvas');
  scratch.width = WIDTH;
  scratch.height = HEIGHT;
  const scratchContext = scratch.getContext('2d')!;
  const draw = cb.CB_REM.prototype.drawGraphicSpritesObject;
  let depth = 0;
  // A scene whose data has `avoidClearingCanvas` (tower defense's) never has its canvases cleared: CB_REM
  // would draw the solo group over what its canvas kept from the frame before last (the two canvases
  // alternate), the whole scene. The solo frame is cleared first, as our renderers' solo repaint starts clear;
  // the flag is back as soon as the frame is drawn, so the frames after it are drawn as the scene asks.
  const render = cb.CB_REM.prototype.renderGraphicScene;
  cb.CB_REM.prototype.renderGraphicScene = function (this: CBRem, scene: unknown, ...rest) {
    const sceneData = (scene as { spritesGroups?: { data?: { avoidClearingCanvas?: unknown } } } | null)?.spritesGroups
      ?.data;
    if (solo === null || !sceneData?.avoidClearingCanvas) return render.call(this, scene, ...rest);
    const kept = sceneData.avoidClearingCanvas;
    sceneData.avoidClearingCanvas = false;
    try {
      return render.call(this, scene, ...rest);
    } finally {
      sceneData.avoidClearingCanvas = kept;
    }
  };
  cb.CB_REM.prototype.drawGraphicSpritesObject = function (
    this: CBRem,
    group: CBObject,
    context: CanvasRenderingContext2D,
    ...rest: unknown[]
  ) {
    const hidden = solo !== null && depth === 0 && group.id !== solo;
    if (hidden) scratchContext.textBaseline = context.textBaseline;
    depth++;
    try {
      return draw.call(this, group, hidden ? scratchContext : context, ...rest);
    } finally {
      depth--;
    }
  };
}

function groupElements(): LibSpritesGroupElement[] {
  return [...ours.querySelectorAll('lib-sprites-group')];
}

// ----------------------------------------------------------------- build

/** `CB_GraphicSpritesScene` on our side: hands the SPRITES_GROUPS_OBJECT to the scene's controller and returns it (an instance of our scene class, as pages check). */
function oursSceneClass(): unknown {
  const sceneClass = function (init: unknown) {
    ours.controller.insertSpritesGroups(init as Parameters<LIB_GraphicSpritesScene['insertSpritesGroups']>[0]);
    return ours.controller;
  };
  sceneClass.prototype = LIB_GraphicSpritesScene.prototype;
  return sceneClass;
}

/** The rendering example: its main.js's createSpritesGroups() gives the scene to CB_REM, and to ours. */
async function buildRendering(mainSource: string): Promise<void> {
  // The original, as the example's main() sets it up: two canvases (drawn in turn), image smoothing
  // "disabled" (CB_Canvas#disableAntiAliasing, which then resets the context by setting the width,
  // so smoothing is in fact on), the images cached, the FPS text updated every second.
  const originalExample = runExample(mainSource, { CB_init: () => {} });
  const host = document.getElementById('original')!;
  const canvasOf = (id: string) =>
    new cb.CB_Canvas(
      id,
      '2d',
      WIDTH,
      HEIGHT,
      () => {},
      (error) => problems.push(`CB_Canvas: ${error}`),
      host,
    );
  const canvases = [canvasOf('my_canvas'), canvasOf('my_canvas_buffer')] as const;
  for (const canvas of canvases) {
    canvas.setWidth(WIDTH);
    canvas.setHeight(HEIGHT);
    canvas.clear();
    canvas.disableAntiAliasing();
  }
  const scene = originalExample.createSpritesGroups!() as CBObject;
  const rem = new cb.CB_REM();
  rem.CB_CanvasObject = canvases[0];
  rem.CB_CanvasObjectBuffer = canvases[1];
  await new Promise<void>((resolve) => rem.cacheImages(scene, undefined, resolve));
  rem._startTimeFPS = cb.CB_Device.getTiming();
  rem.onUpdatedFPS((fps) => {
    scene.getById('fps_group').getById('fps').src = 'FPS: ' + fps;
    pendingFps = fps;
  });
  const data = {
    CB_CanvasObject: canvases[0],
    CB_CanvasObjectContext: canvases[0].getContext(),
    CB_CanvasObjectBuffer: canvases[1],
    CB_CanvasObjectBufferContext: canvases[1].getContext(),
  };
  original = { scene, rem, data };

  // Ours: the same main.js, with the original's names standing for our classes.
  const oursExample = runExample(mainSource, {
    CB_init: () => {},
    CB_GraphicSprites: LIB_GraphicSprites,
    CB_GraphicSpritesScene: oursSceneClass(),
  });
  try {
    oursExample.createSpritesGroups!();
  } catch (error) {
    problems.push(`ours: createSpritesGroups threw ${String(error)}`);
  }
  // Each side draws once as it is set up, on the clock of the first frame: the example's main() renders at
  // once before its 16 ms loop, as the scene draws its groups once inserted. Hooks that count their runs
  // (the frog's turn, the mushroom's size) then count alike.
  try {
    rem.renderGraphicScene(scene, data, cb.CB_REM.BUFFER_RECOMMENDED, true);
  } catch (error) {
    problems.push(`CB_REM as set up: ${String(error)}`);
  }
}

/** A game: its main() on the game engine, on each side (cbrem-game.ts), until both engines' loops have started. */
async function buildGame(sources: string[], startCode: string | null): Promise<void> {
  // The game's page has both canvases in its HTML; CB_Canvas takes them by id.
  const host = document.getElementById('original')!;
  for (const id of ['my_canvas', 'my_canvas_buffer'])
    host.append(Object.assign(document.createElement('canvas'), { id }));
  const start = (side: string, names: Record<string, unknown>): GameSide | null => {
    try {
      return startGame(sources, names, startCode);
    } catch (error) {
      problems.push(`${side}: the game's set-up threw ${String(error)}`);
      return null;
    }
  };
  const originalSide = start('original', { CB_REM: fpsTapped(cb.CB_REM) });
  const oursSide = start('ours', {
    CB_GraphicSprites: LIB_GraphicSprites,
    CB_GraphicSpritesScene: oursSceneClass(),
    CB_REM: standInRem,
    CB_Canvas: standInCanvas,
  });
  if (!originalSide || !oursSide) throw new Error(problems.join('; '));
  // The original caches its images first; the engine resizes its canvases 100 ms (real) after they load.
  for (let waited = 0; !(originalSide.started() && oursSide.started()); waited += 10) {
    if (waited > 20_000) throw new Error('the game engine did not start its loop within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  game = { original: originalSide, ours: oursSide };
  // The player starts the game (the same random numbers drawn on each side).
  problems.push(...startSides({ original: originalSide, ours: oursSide }));
  step = originalSide.gem.options.LOOP_REFRESH_RATE;
  const gem = originalSide.gem as unknown as { REM: CBRem; REM_renderGraphicScene_data: Record<string, unknown> };
  original = {
    scene: originalSide.gem.graphicSpritesSceneObject as CBObject,
    rem: gem.REM,
    data: gem.REM_renderGraphicScene_data,
  };
}

async function build(
  renderer: Renderer,
  kind: Kind,
  sources: string[],
  startCode: string | null = null,
): Promise<{ groups: string[]; autoplayed: boolean; canvasSolo: boolean; problems: string[] }> {
  window.addEventListener('error', (event) => problems.push(`page error: ${event.message}`));
  ours = document.createElement('lib-sprites-scene');
  ours.id = 'ours';
  ours.setAttribute('width', String(WIDTH));
  ours.setAttribute('height', String(HEIGHT));
  ours.setAttribute('renderer', renderer === 'dom' ? 'dom' : 'canvas');
  if (renderer === 'offscreen') ours.setAttribute('offscreen', '');
  // Where the scene has autoplay (its groups inherit it), this is all a page needs; elsewhere play() below.
  ours.setAttribute('autoplay', '');
  document.body.append(ours);
  // The scene is a feature fetched the first time its tag is seen: its controller exists once it is defined
  // (the canvas renderer's import below used to give it the time; the DOM renderer has none).
  await customElements.whenDefined('lib-sprites-scene');
  await ours.updateComplete;
  const canvasSolo = renderer !== 'dom' ? await patchCanvasSolo() : true;
  patchOriginalSolo();
  if (kind === 'game') await buildGame(sources, startCode);
  else await buildRendering(sources[0]!);

  await settle();
  await ours.updateComplete;
  const groups = groupElements();
  await Promise.all(groups.map((group) => group.updateComplete));
  const autoplayed = groups.length > 0 && groups.every((group) => group.playing);
  for (const group of groups) if (!group.playing) group.play();
  // The images decoded and the scene seen on screen by its observers, with the clock standing still.
  for (let i = 0; i < 4; i++) await manualClock.realFrame();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const ids: string[] = [];
  (original.scene as unknown as { forEach(fn: (this: CBObject) => void, byZIndex: boolean): void }).forEach(function (
    this: CBObject,
  ) {
    ids.push(this.id);
  }, true);
  return { groups: ids, autoplayed, canvasSolo, problems };
}

// ---------------------------------------------------------------- frames

function frame(): void {
  const now = 1000 + frameIndex * step;
  frameIndex++;
  manualClock.now = now;
  if (game) {
    // The engine's loop on each side: onLoopStart, the render (ours: the scene's frame), onLoopEnd.
    for (const [name, side] of [
      ['original', game.original],
      ['ours', game.ours],
    ] as const) {
      try {
        side.runDue(now);
      } catch (error) {
        problems.push(`${name} game loop at ${now - 1000} ms: ${String(error)}`);
      }
    }
    ensureFrame(now);
    return;
  }
  // As the example calls it: buffered where recommended (native canvas), the two canvases shown in turn.
  try {
    original.rem.renderGraphicScene(original.scene, original.data, cb.CB_REM.BUFFER_RECOMMENDED, true);
  } catch (error) {
    problems.push(`CB_REM at ${now - 1000} ms: ${String(error)}`);
  }
  manualClock.frame(now);
}

/** What the page writes after a frame, as the example's FPS callback does on its own scene. */
function afterFrame(): void {
  if (traced !== null) {
    const originalGroup = (original.scene as unknown as { getById(id: string): CBObject | null }).getById(traced);
    const now = {
      time: (frameIndex - 1) * step,
      original: originalGroup?.getCurrent()?.id ?? null,
      ours: ours.controller.getGraphicSpritesById(traced)?.getCurrent()?.id ?? null,
    };
    const last = transitions[transitions.length - 1];
    if (!last || last.original !== now.original || last.ours !== now.ours) transitions.push(now);
  }
  if (pendingFps === null) return;
  const text = 'FPS: ' + pendingFps;
  pendingFps = null;
  const controller = ours.controller as unknown as {
    getById?(id: string): unknown;
    getGraphicSpritesById(id: string): unknown;
  };
  const group = (controller.getById?.('fps_group') ?? controller.getGraphicSpritesById('fps_group')) as
    { getById(id: string): { src: unknown } | null } | undefined;
  const sprite = group?.getById('fps');
  if (sprite) sprite.src = text;
}

/**
 * Hides the other groups of the DOM renderer by a style sheet: no attribute of theirs changes, so nothing of
 * theirs is drawn again. The solo group takes no style from the hidden ones (as CB_REM's solo group, drawn
 * after the others went to the scratch canvas, and the canvas renderer's, repainted alone).
 */
const soloSheet = document.createElement('style');

function setSolo(id: string | null): void {
  solo = id;
  if (ours.renderer !== 'dom') return;
  const own = id === null ? '' : `#ours > lib-sprites-group[id="${CSS.escape(id)}"]`;
  soloSheet.textContent =
    id === null
      ? ''
      : `#ours > lib-sprites-group:not([id="${CSS.escape(id)}"]) { visibility: hidden; } ` +
        `${own} { --lib-sprites-fill-before: initial !important; --lib-sprites-stroke-before: initial !important; }`;
  if (!soloSheet.isConnected) document.head.append(soloSheet);
}

/** Runs every frame up to and including the last one at or before `ms` (from the first frame), the last one solo if asked; returns that frame's time. */
async function advanceTo(
  ms: number,
  soloId: string | null,
): Promise<{ at: number; current: Record<string, { original: string | null; ours: string | null }> }> {
  while (frameIndex * step <= ms) {
    const last = (frameIndex + 1) * step > ms;
    if (last) setSolo(soloId);
    frame();
    // The canvas draws one group alone only in a full repaint (read from the model): per-group canvas
    // figures are what redraw() shows; only the whole frame shows what its usual partial repaints leave.
    if (last && soloId !== null && ours.renderer === 'canvas') ours.redraw();
    await settle();
    afterFrame();
  }
  await ours.updateComplete;
  await Promise.all(groupElements().map((group) => group.updateComplete));
  // Images or fonts the renderers still wait for arrive with the clock standing still.
  for (let i = 0; i < 3; i++) await manualClock.realFrame();
  const current: Record<string, { original: string | null; ours: string | null }> = {};
  const controller = ours.controller;
  (original.scene as unknown as { forEach(fn: (this: CBObject) => void, byZIndex: boolean): void }).forEach(function (
    this: CBObject,
  ) {
    const mine = controller.getGraphicSpritesById(this.id);
    current[this.id] = { original: this.getCurrent()?.id ?? null, ours: mine?.getCurrent()?.id ?? null };
  }, true);
  return { at: (frameIndex - 1) * step, current };
}

// --------------------------------------------------------------- capture

function frameOf(canvas: HTMLCanvasElement): Frame {
  const context = canvas.getContext('2d')!;
  const image = context.getImageData(0, 0, WIDTH, HEIGHT);
  return { width: WIDTH, height: HEIGHT, data: image.data };
}

async function frameOfPng(base64: string): Promise<{ frame: Frame; canvas: HTMLCanvasElement }> {
  const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  return { frame: frameOf(canvas), canvas };
}

/** Our canvas as its worker drew it (read back from the worker), in a canvas of the page's. */
async function frameOfWorker(): Promise<{ frame: Frame; canvas: HTMLCanvasElement }> {
  const pixels = await ours.readPixels();
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  if (pixels) canvas.getContext('2d')!.putImageData(pixels, 0, 0);
  return { frame: frameOf(canvas), canvas };
}

function originalCanvas(): HTMLCanvasElement {
  return original.rem.renderGraphicScene_lastData!.CB_CanvasObjectBuffer.get();
}

function oursCanvas(): HTMLCanvasElement | null {
  return ours.shadowRoot?.querySelector('canvas') ?? null;
}

/** Compares the last frame; for the DOM renderer `screenshot` is the scene element's screenshot (base64 PNG). Then shows every group again. */
async function compare(
  screenshot: string | null,
  dump: boolean,
): Promise<Agreement & { originalPng?: string; oursPng?: string; offscreen?: string }> {
  const a = frameOf(originalCanvas());
  let b: Frame;
  let bCanvas: HTMLCanvasElement;
  if (screenshot) ({ frame: b, canvas: bCanvas } = await frameOfPng(screenshot));
  else if (ours.offscreen) ({ frame: b, canvas: bCanvas } = await frameOfWorker());
  else {
    bCanvas = oursCanvas()!;
    b = frameOf(bCanvas);
  }
  const result: Agreement & { originalPng?: string; oursPng?: string; offscreen?: string } = compareFrames(a, b);
  // Whether the worker drew the frame, or why the main thread took over.
  if (ours.offscreen)
    result.offscreen = ours.drawsOffscreen ? 'the worker' : `the main thread (${ours.offscreenRefusal})`;
  if (dump) {
    result.originalPng = originalCanvas().toDataURL('image/png');
    result.oursPng = bCanvas.toDataURL('image/png');
  }
  if (solo !== null) {
    setSolo(null);
    if (ours.renderer === 'canvas') ours.redraw();
    await settle();
  }
  return result;
}

declare global {
  interface Window {
    cbrem: {
      build: typeof build;
      advanceTo: typeof advanceTo;
      compare: typeof compare;
      trace: typeof trace;
      transitions: () => typeof transitions;
      problems: string[];
    };
  }
}
/** Starts recording the frames where the current sprite of group `id` changes on either side. */
function trace(id: string): typeof transitions {
  traced = id;
  return transitions;
}

window.cbrem = { build, advanceTo, compare, trace, transitions: () => transitions, problems };
