/**
 * A CrossBrowdy game on its simple game engine, run twice in the page that
 * bench/tools/cbrem-compare.mjs drives: the engine's files and the game's own, in one
 * function scope per side, where a few names stand for globals.
 *
 * - The original side keeps every original class: the engine (CB_GEM) builds
 *   its scene with CB_GraphicSpritesScene and draws it with CB_REM on the two
 *   canvases of the page's `#original` box.
 * - Our side gives the engine `CB_GraphicSprites`/`CB_GraphicSpritesScene`
 *   naming ours (the scene is `<lib-sprites-scene>`'s controller), a CB_REM
 *   stand-in whose render is the scene's own frame (the manual clock's
 *   animation frame, between the engine's `onLoopStart` and `onLoopEnd`, as
 *   CB_REM draws there), and a canvas stand-in for the engine's canvases
 *   (games only measure text on its context). Everything else of the engine and
 *   the game runs as written: their callbacks write model fields every frame.
 *
 * Both sides' loops run on the manual clock: `CB_symmetricCall` (a timer in the
 * original) hands the engine's next loop to the page, which runs it on the
 * next frame; frames are the game's refresh rate apart. `Math.random` is the
 * same seeded sequence on each side, so a game that draws random numbers at
 * start (which player serves) draws the same ones twice.
 */
import { manualClock } from './manual-clock.js';

interface Gem {
  options: { LOOP_REFRESH_RATE: number };
  graphicSpritesSceneObject: unknown;
  _processSpritesGroups(expectedCallingTime: number): void;
}

export interface GameSide {
  readonly gem: Gem;
  /** Whether the engine's loop has been started (the images cached, the game's onStart run). */
  started(): boolean;
  /** Runs the engine's loop if it asked to run again. */
  runDue(now: number): void;
  /** Runs the example's `start` code (a player starting the game) in the game's scope. */
  start(): void;
}

/** A `Math` whose `random` is a seeded sequence (mulberry32), the same for every side made with one seed. */
function seededMath(seed: number): Math {
  let state = seed;
  const random = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Object.create(Math, { random: { value: random } }) as Math;
}

/**
 * Runs the sources in one scope with `names` standing for globals, then the game's main(); the engine's loop
 * waits for runDue. `startCode` is run in that scope by `start()`.
 */
export function startGame(
  sources: readonly string[],
  names: Record<string, unknown>,
  startCode: string | null = null,
): GameSide {
  let main: (() => void) | null = null;
  let pending: number | null = null;
  let ran = false;
  const scope: Record<string, unknown> = {
    ...names,
    Math: seededMath(22),
    CB_init: (callback: () => void) => void (main = callback),
    // The engine's "call me again in LOOP_REFRESH_RATE ms": the page's next frame does.
    CB_symmetricCall: (callback: (expected: number) => void) => callback(manualClock.now),
  };
  const keys = Object.keys(scope);
  const body = `${sources.join('\n;\n')}\n;return { gem: CB_GEM, start: function () { ${startCode ?? ''}; } };`;
  const made = new Function(...keys, body)(...keys.map((key) => scope[key])) as { gem: Gem; start: () => void };
  const gem = made.gem;
  const process = gem._processSpritesGroups;
  gem._processSpritesGroups = (expected: number) => void (pending = expected);
  if (!main) throw new Error('the game did not call CB_init(main)');
  (main as () => void)();
  return {
    gem,
    started: () => ran || pending !== null,
    start: made.start,
    runDue(now: number): void {
      if (pending === null) return;
      pending = null;
      ran = true;
      process.call(gem, now);
    },
  };
}

/**
 * What stands for CB_Canvas on our side: a canvas element of its own, never
 * shown (our scene draws into its own element), for the engine's sizes and
 * the context games measure text with.
 */
export function standInCanvas(
  this: { canvas: HTMLCanvasElement; id: string },
  id: string,
  _type: string,
  width: number,
  height: number,
  onLoad: (this: unknown) => void,
): void {
  this.id = id;
  this.canvas = document.createElement('canvas');
  this.canvas.width = width;
  this.canvas.height = height;
  setTimeout(() => onLoad.call(this), 0);
}
Object.assign(standInCanvas.prototype, {
  get(this: { canvas: HTMLCanvasElement }) {
    return this.canvas;
  },
  getId(this: { id: string }) {
    return this.id;
  },
  getMode: () => 'NORMAL',
  getContext(this: { canvas: HTMLCanvasElement }) {
    return this.canvas.getContext('2d');
  },
  getWidth(this: { canvas: HTMLCanvasElement }) {
    return this.canvas.width;
  },
  getHeight(this: { canvas: HTMLCanvasElement }) {
    return this.canvas.height;
  },
  setWidth(this: { canvas: HTMLCanvasElement }, width: number) {
    this.canvas.width = width;
  },
  setHeight(this: { canvas: HTMLCanvasElement }, height: number) {
    this.canvas.height = height;
  },
  clear() {},
  disableAntiAliasing() {},
});

/**
 * The last FPS value the original's CB_REM reported (after drawing a frame, so
 * that its text shows from the next frame on), and when. Our side takes it
 * before drawing its next frame: our renderers show a field written between
 * frames as soon as they update, not only at the next frame.
 */
let pendingFps: { fps: number; at: number } | null = null;
/** The time of our side's last render (the scene's frame). */
let renderedAt: number | null = null;

/** Runs the scene's frame at `now` if our side's engine did not render then (CB_REM would show its last frame; ours draws on its own). */
export function ensureFrame(now: number): void {
  if (renderedAt !== now) manualClock.frame(now);
}

/** The original CB_REM, with every FPS value it reports also kept for our side. */
export function fpsTapped(original: { new (): FpsSource; BUFFER_RECOMMENDED: boolean }): unknown {
  const tapped = function () {
    const rem = new original();
    const onUpdatedFPS = rem.onUpdatedFPS;
    rem.onUpdatedFPS = (callback) =>
      onUpdatedFPS.call(rem, (fps) => {
        callback(fps);
        pendingFps = { fps, at: manualClock.now };
      });
    return rem;
  };
  tapped.BUFFER_RECOMMENDED = original.BUFFER_RECOMMENDED;
  return tapped;
}
interface FpsSource {
  onUpdatedFPS(callback: (fps: number) => void): void;
}

/**
 * What stands for CB_REM on our side: images are our scene's to load; a render
 * is the scene's frame on the manual clock; the FPS are the original's.
 */
export function standInRem(this: { fps: ((fps: number) => void) | null }): void {
  this.fps = null;
}
standInRem.BUFFER_RECOMMENDED = true;
Object.assign(standInRem.prototype, {
  cacheImages(_scene: unknown, _reload: unknown, onLoad: (loaded: number) => void) {
    onLoad(0);
  },
  onUpdatedFPS(this: { fps: ((fps: number) => void) | null }, callback: (fps: number) => void) {
    this.fps = callback;
  },
  renderGraphicScene(this: { fps: ((fps: number) => void) | null }) {
    if (pendingFps !== null && pendingFps.at < manualClock.now) {
      this.fps?.(pendingFps.fps);
      pendingFps = null;
    }
    renderedAt = manualClock.now;
    manualClock.frame(manualClock.now);
  },
});

/** Runs each side's `start()` (a player starting the game); returns what went wrong, one line a side. */
export function startSides(sides: Record<string, GameSide>): string[] {
  const problems: string[] = [];
  for (const [name, side] of Object.entries(sides)) {
    try {
      side.start();
    } catch (error) {
      problems.push(`${name}: the game's start threw ${String(error)}`);
    }
  }
  return problems;
}
