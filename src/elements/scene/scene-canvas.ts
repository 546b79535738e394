/**
 * The canvas of a scene with `renderer="canvas"`: its renderer, which follows
 * the scene's box and style, and one draw per task however many groups
 * changed in it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LIB_GraphicSprites } from '../../model/index.js';
import { CanvasSceneRenderer } from '../../render/canvas/renderer.js';

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

  constructor(host: SceneCanvasHost, order: () => readonly LIB_GraphicSprites[], boxSize: () => BoxSize) {
    this.host = host;
    this.order = order;
    this.boxSize = boxSize;
    host.addController(this);
  }

  hostConnected(): void {
    // Back in the document after leaving it: follow the box again.
    if (this.renderer && !this.resizeObserver) this.observeSize();
  }

  hostDisconnected(): void {
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
    this.renderer?.release();
  }

  /** Draws into `canvas`, sized as `box`. */
  attach(canvas: HTMLCanvasElement, box: HTMLElement): void {
    this.renderer = new CanvasSceneRenderer(canvas, () => this.queueDraw());
    this.box = box;
    this.observeSize();
    this.readStyle();
  }

  /** Draws no more (the scene renders into the groups' own shadow DOM). */
  detach(): void {
    this.renderer?.release();
    this.renderer = null;
    this.box = null;
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
  }

  /** Repaints everything, reading the CSS custom properties again. */
  redraw(): void {
    if (!this.renderer) return;
    this.readStyle();
    this.renderer.markAll();
    this.queueDraw();
  }

  /** `group` changed: what it covers is painted again. */
  groupChanged(group: LIB_GraphicSprites): void {
    this.renderer?.markDirty(group);
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
    this.drawQueued = true;
    // After the groups' renders of this task (they run as microtasks too).
    queueMicrotask(this.drawQueuedNow);
  }

  /**
   * A field, not a closure made in `queueDraw`: a function holding a closure
   * that uses `this` makes its context on every call, early returns included,
   * and `queueDraw` is called on every change of every group.
   */
  private readonly drawQueuedNow = (): void => {
    this.drawQueued = false;
    this.renderer?.draw(this.order());
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
