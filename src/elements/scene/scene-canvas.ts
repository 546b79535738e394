/**
 * The canvas of a scene with `renderer="canvas"`: its renderer, which follows
 * the scene's box and style, and one draw per task however many groups
 * changed in it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LIB_GraphicSprites } from '../../model/index.js';
import { CanvasSceneRenderer } from '../../render/canvas/renderer.js';
import type { ImageFailedIn } from '../../render/canvas/item-painter.js';
import type { WorkerCanvas } from '../../render/canvas/offscreen/worker-canvas.js';
import { loadFeature } from '../../render/features.js';
import { cancelFrame, isFrameRequested, requestFrame } from '../../shared/frame-loop.js';

type OffscreenModule = typeof import('../../render/canvas/offscreen/worker-canvas.js');

/**
 * The worker's code (`offscreen`): fetched at the first scene that asks for it, or handed over ahead by the
 * `lib-sprites/scene` entry (`provideOffscreen`).
 */
let offscreenModule: OffscreenModule | undefined;
let offscreenLoading: Promise<OffscreenModule | undefined> | undefined;
const loadOffscreen = (): Promise<OffscreenModule | undefined> =>
  (offscreenLoading ??= loadFeature(() => import('../../render/canvas/offscreen/worker-canvas.js')).then(
    (module) => (offscreenModule ??= module),
  ));
export const provideOffscreen = (module: OffscreenModule): void => void (offscreenModule = module);

/** Whether this browser can hand a canvas to a worker and draw there. */
const canDrawInWorker = (): boolean =>
  typeof Worker === 'function' &&
  typeof OffscreenCanvas === 'function' &&
  typeof HTMLCanvasElement === 'function' &&
  typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function' &&
  typeof URL.createObjectURL === 'function';

export type SceneCanvasHost = ReactiveControllerHost & HTMLElement;

export interface BoxSize {
  width: number;
  height: number;
}

export class SceneCanvas implements ReactiveController {
  private readonly host: SceneCanvasHost;
  /** The groups in drawing order (bottom first). */
  private readonly order: () => readonly LIB_GraphicSprites[];
  /** The box's size as its attributes give it (where there is no ResizeObserver to measure it). */
  private readonly boxSize: () => BoxSize;
  private renderer: CanvasSceneRenderer | null = null;
  private box: HTMLElement | null = null;
  private resizeObserver: ResizeObserver | null = null;
  private drawQueued = false;
  /**
   * A draw that ran page hooks happened in this task (cleared by the next task): what changes meanwhile
   * (a hook inserting a sprite, told to the scene a microtask later) is drawn at the next frame.
   */
  private hookedTask = false;
  /** The worker drawing the canvas (`offscreen`), while it does. */
  private worker: WorkerCanvas | null = null;
  /** A canvas waiting for the worker's code (nothing may draw into it from here meanwhile), and its box. */
  private waiting: { canvas: HTMLCanvasElement; box: HTMLElement } | null = null;
  /** The canvas attached last. */
  private attached: HTMLCanvasElement | null = null;
  /** Why the worker stopped drawing this scene's canvas (null: it was never refused). */
  private refusal: string | null = null;
  /** Asks the host for a new canvas element: one handed to a worker can never be drawn from here again. */
  private readonly replaceCanvas: () => void;
  /** Tells the host that an image its groups show failed to load. */
  private readonly imageFailed: ImageFailedIn;

  constructor(
    host: SceneCanvasHost,
    order: () => readonly LIB_GraphicSprites[],
    boxSize: () => BoxSize,
    replaceCanvas: () => void,
    imageFailed: ImageFailedIn,
  ) {
    this.host = host;
    this.order = order;
    this.boxSize = boxSize;
    this.replaceCanvas = replaceCanvas;
    this.imageFailed = imageFailed;
    host.addController(this);
  }

  hostConnected(): void {
    // Back in the document after leaving it: follow the box again.
    if (this.renderer && !this.resizeObserver) this.observeSize();
  }

  hostDisconnected(): void {
    // Still waiting for the worker's code: attached when it is back (connectedCallback asks for an update).
    this.waiting = null;
    cancelFrame(this.queueDrawAtFrame);
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
    this.renderer?.release();
    if (this.worker) {
      // The worker stops with the scene; its canvas is lost with it, and a new one is drawn on return.
      this.detach();
      this.replaceCanvas();
    }
  }

  /** Whether a worker draws the canvas now. */
  get offscreen(): boolean {
    return this.worker !== null;
  }

  /** Why the scene's worker stopped drawing (a page hook, a gradient, ...), or null. */
  get offscreenRefusal(): string | null {
    return this.refusal;
  }

  /** Whether a canvas is attached and drawn into. */
  get drawing(): boolean {
    return this.renderer !== null;
  }

  /** Whether `canvas` is the one drawn into. */
  isAttached(canvas: HTMLCanvasElement | null): boolean {
    return canvas !== null && canvas === this.attached && this.renderer !== null;
  }

  /**
   * Draws into `canvas`, sized as `box`; with `offscreen`, from a worker where
   * this browser can, and until a draw needs what only the main thread has.
   */
  attach(canvas: HTMLCanvasElement, box: HTMLElement, offscreen = false): void {
    this.detach();
    if (offscreen && this.refusal === null && canDrawInWorker()) {
      if (!offscreenModule) {
        // A canvas drawn from here once can never be handed to a worker: it waits for the worker's code.
        this.waiting = { canvas, box };
        void loadOffscreen().then((module) => {
          if (this.waiting?.canvas !== canvas) return;
          this.waiting = null;
          if (!module) this.refusal = "the worker's code failed to load";
          this.attach(canvas, box, true);
        });
        return;
      }
      try {
        this.worker = new offscreenModule.WorkerCanvas(canvas, () => this.refuse('the worker failed'));
      } catch {
        // No worker here (a content security policy without blob: workers): the main thread draws.
        this.worker = null;
      }
    }
    this.attached = canvas;
    this.renderer = new CanvasSceneRenderer(
      canvas,
      () => this.queueDraw(),
      this.worker?.context ?? null,
      this.imageFailed,
    );
    this.box = box;
    this.observeSize();
    this.readStyle();
  }

  /** Draws no more (the scene renders into the groups' own shadow DOM). */
  detach(): void {
    this.waiting = null;
    this.renderer?.release();
    this.renderer = null;
    this.box = null;
    this.attached = null;
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
    this.worker?.close();
    this.worker = null;
  }

  /** The worker cannot draw what the scene shows: the main thread draws it from now on, into a new canvas. */
  private refuse(reason: string): void {
    if (!this.worker) return;
    this.refusal = reason;
    this.detach();
    this.replaceCanvas();
  }

  /** The canvas's pixels as drawn, what is queued included (from the worker when it draws). */
  async pixels(): Promise<ImageData | null> {
    // Not read from here while it waits for its worker: a context made on it would keep it from the worker.
    if (this.waiting) await loadOffscreen();
    if (isFrameRequested(this.queueDrawAtFrame)) {
      cancelFrame(this.queueDrawAtFrame);
      this.drawQueuedNow();
    } else if (this.drawQueued) this.drawQueuedNow();
    if (this.worker) return this.worker.pixels();
    const canvas = this.attached;
    if (!canvas || !canvas.width || !canvas.height) return null;
    return canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? null;
  }

  /** Repaints everything, reading the CSS custom properties again. */
  redraw(): void {
    if (!this.renderer) return;
    this.readStyle();
    this.renderer.markAll();
    this.queueDraw();
  }

  /** `group` changed: what it covers is painted again. */
  groupChanged(group: LIB_GraphicSprites, placed = false): void {
    if (placed) this.renderer?.markPlaced(group);
    else this.renderer?.markDirty(group);
    this.queueDraw();
  }

  /** Only `group`'s pointer moved: its new sprite is painted as last planned. */
  groupMoved(group: LIB_GraphicSprites): void {
    this.renderer?.markMoved(group);
    this.queueDraw();
  }

  /** `group` left the scene: what it covered is painted again without it. */
  groupRemoved(group: LIB_GraphicSprites): void {
    this.renderer?.remove(group);
    this.queueDraw();
  }

  queueDraw(): void {
    if (this.drawQueued || !this.renderer) return;
    if (this.hookedTask) {
      // A change made by a hook while the scene drew (or after it, in the same task): drawn at the next
      // frame, as CrossBrowdy's renderer reads the model again at every frame. Queued in this task
      // instead, a hook that changes the model at every draw (a game's map cell inserting a sprite)
      // would draw forever.
      requestFrame(this.queueDrawAtFrame);
      return;
    }
    this.queueDrawNow();
  }

  private queueDrawNow(): void {
    if (this.drawQueued || !this.renderer) return;
    this.drawQueued = true;
    // After the groups' renders of this task (they run as microtasks too).
    queueMicrotask(this.drawQueuedNow);
  }

  /** Fields, as `drawQueuedNow`: one callback each, requested at most once a frame or task. */
  private readonly queueDrawAtFrame = (): void => this.queueDrawNow();
  private readonly endHookedTask = (): void => void (this.hookedTask = false);

  /**
   * A field, not a closure made in `queueDraw`: a function holding a closure
   * that uses `this` makes its context on every call, early returns included,
   * and `queueDraw` is called on every change of every group.
   */
  private readonly drawQueuedNow = (): void => {
    this.drawQueued = false;
    const renderer = this.renderer;
    if (!renderer) return;
    const hooksBefore = renderer.hooksRan;
    // Marked before the draw: a change a hook makes while it runs is told during it, or a microtask later.
    const hookedBefore = this.hookedTask;
    this.hookedTask = true;
    try {
      renderer.draw(this.order());
    } finally {
      if (renderer.hooksRan === hooksBefore) this.hookedTask = hookedBefore;
      else if (!hookedBefore) setTimeout(this.endHookedTask, 0);
    }
    const worker = this.worker;
    if (!worker) return;
    const refused = worker.context.unsupported;
    if (refused) this.refuse(refused);
    else worker.post();
  };

  /** The canvas follows the box: a ResizeObserver where there is one, else the width and height attributes. */
  private observeSize(): void {
    const box = this.box;
    if (!box) return;
    const apply = (width: number, height: number): void => {
      this.renderer?.resize(width, height, window.devicePixelRatio || 1);
      this.queueDraw();
    };
    if (typeof ResizeObserver === 'function') {
      this.resizeObserver?.disconnect();
      this.resizeObserver = new ResizeObserver((entries) => {
        const rect = entries.at(-1)?.contentRect;
        if (rect) apply(rect.width, rect.height);
      });
      this.resizeObserver.observe(box);
    }
    const { width, height } = this.boxSize();
    apply(width, height);
  }

  private readStyle(): void {
    const style = getComputedStyle(this.host);
    const rendering = style.getPropertyValue('--lib-sprites-image-rendering').trim();
    const font =
      style.getPropertyValue('--lib-sprites-text-font').trim() ||
      `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const color = style.getPropertyValue('--lib-sprites-text-color').trim() || style.color;
    this.renderer?.setStyle(rendering !== 'pixelated' && rendering !== 'crisp-edges', { font, color });
  }
}
