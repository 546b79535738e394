/**
 * Paints a canvas scene's draw items, one by one, each by its kind: an image
 * frame from the image cache (through a frame scaled once where it lands on
 * whole device pixels), a shape's path, a text; with its rotation, filter and
 * composite operation, and a MAP cell's scale. Where an item lands and what
 * is cleared first is the renderer's business.
 */
import type { LIB_GraphicSprites, SpriteObject, SubSpriteObject } from '../../model/index.js';
import type { PaintStyle, DrawItem as PlanItem } from '../draw-item.js';
import { DEFAULT_COLOUR } from '../options/colour.js';
import type { CommonOptions } from '../options/common.js';
import type { DrawItem } from './items.js';
import { ImageCache } from './images.js';
import { FailedImages } from './failed-images.js';
import { drawScaled } from './map-cells.js';
import { needsFrame, paintFramed, paintShape, paintText } from '../paint/paint.js';
import { ScaledFrames, type ScaledMemo } from './scaled-frames.js';

/** Told that the image at `url` failed to load for `groups`. */
export type ImageFailedIn = (url: string, groups: readonly LIB_GraphicSprites[]) => void;

/** A plain image frame as a renderer keeps it from draw to draw (`drawFrame`). */
export interface KeptImageFrame {
  object: SpriteObject;
  url: string;
  /** The source rectangle, in the image's natural px. */
  srcLeft: number;
  srcTop: number;
  srcWidth: number;
  srcHeight: number;
  /** The box, in the context's CSS px. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** What `drawFrame` remembers of the scaled frame it drew. */
  scaled: ScaledMemo | null;
}

export interface TextStyle {
  font: string;
  color: string;
}

/** The fill and stroke the groups drawn before a group left set (undefined: none yet). */
export interface StylesBefore {
  fill: PaintStyle | undefined;
  stroke: PaintStyle | undefined;
}

const NOTHING_BEFORE: Readonly<StylesBefore> = Object.freeze({ fill: undefined, stroke: undefined });

export class ItemPainter {
  private readonly context: CanvasRenderingContext2D;
  private readonly images: ImageCache;
  private readonly scaled = new ScaledFrames();
  /** The device pixel ratio the context is scaled by. */
  ratio = 1;
  /** Image smoothing (off for pixel art). */
  smoothing = true;
  /** The font and colour of items without their own. */
  text: TextStyle = { font: '16px sans-serif', color: 'black' };
  /** What the groups drawn before the one being painted left: its items with no style are drawn with it. */
  before: Readonly<StylesBefore> = NOTHING_BEFORE;

  /** What failed to load, by the groups that showed it. */
  private readonly failed = new FailedImages((url) => this.images.forget(url));

  /** `onImage` is called when an image a draw asked for has loaded, `onImageFailed` with the groups of one that failed. */
  constructor(context: CanvasRenderingContext2D, onImage: () => void, onImageFailed?: ImageFailedIn) {
    this.context = context;
    this.images = new ImageCache(onImage, (url, askers) => onImageFailed?.(url, this.failed.failed(url, askers)));
  }

  /** `group` changed: an image that failed for it and that it no longer shows loads again when next shown. */
  groupChanged(group: LIB_GraphicSprites): void {
    this.failed.changed(group);
  }

  /** Lets go of the frames scaled for drawing; they are made again when needed. */
  release(): void {
    this.scaled.clear();
  }

  /** Draws one item at its place, with its rotation, filter and composite operation. */
  draw(item: DrawItem): void {
    // The closures of the rarer cases live in methods of their own: one here would make
    // draw's context on every call, plain images included.
    if (item.clears) return this.context.clearRect(item.x, item.y, item.width, item.height);
    if (item.scale) return this.drawScaled(item);
    const options = item.item.appearance;
    if (needsFrame(options)) this.drawFramed(item, options);
    else this.paint(item.item, item.object, item.x, item.y, item.width, item.height);
  }

  /**
   * Draws a plain image frame (no drawing option) kept by the caller from
   * draw to draw: read from the record alone, its scaled frame remembered in
   * it.
   */
  drawFrame(frame: KeptImageFrame): void {
    const { x, y, width, height } = frame;
    this.paintImage(
      frame.url,
      frame.srcLeft,
      frame.srcTop,
      frame.srcWidth,
      frame.srcHeight,
      frame.object,
      frame,
      x,
      y,
      width,
      height,
    );
  }

  /**
   * The source rectangle (in the image's natural px) of the image at `url`
   * in the box `width` × `height` at (x, y), with the item's opacity. The
   * frame scaled for it is remembered in `kept` when given, else per `object`.
   */
  private paintImage(
    url: string,
    srcLeft: number,
    srcTop: number,
    srcWidth: number,
    srcHeight: number,
    object: SpriteObject | SubSpriteObject,
    kept: KeptImageFrame | null,
    x: number,
    y: number,
    width: number,
    height: number,
    options?: CommonOptions,
  ): void {
    if (width <= 0 || height <= 0) return;
    const context = this.context;
    const r = this.ratio;
    const image = this.images.get(url, r, object);
    if (!image || srcWidth <= 0 || srcHeight <= 0) return;
    const k = image.scale;
    const sx = srcLeft * k;
    const sy = srcTop * k;
    const sw = srcWidth * k;
    const sh = srcHeight * k;
    // On whole device pixels, a frame scaled once is drawn as a plain copy (scaled-frames.ts).
    let scaled: CanvasImageSource | null = null;
    if (Number.isInteger(x * r) && Number.isInteger(y * r)) {
      const { smoothing } = this;
      scaled = kept
        ? this.scaled.getIn(kept, url, image.source, sx, sy, sw, sh, width * r, height * r, smoothing)
        : this.scaled.getFor(object, url, image.source, sx, sy, sw, sh, width * r, height * r, smoothing);
    }
    // Every painting leaves the alpha as it found it: only an item with an opacity touches it.
    const alpha = options && options.opacity !== 1 ? context.globalAlpha : -1;
    if (alpha >= 0) context.globalAlpha = alpha * options!.opacity;
    if (scaled) context.drawImage(scaled, x, y, width, height);
    else context.drawImage(image.source, sx, sy, sw, sh, x, y, width, height);
    if (alpha >= 0) context.globalAlpha = alpha;
  }

  private drawScaled(item: DrawItem): void {
    drawScaled(this.context, item, (local) => this.draw(local));
  }

  private drawFramed(item: DrawItem, options: Parameters<typeof paintFramed>[1]): void {
    paintFramed(this.context, options, item.x, item.y, true, (x, y) =>
      this.paint(item.item, item.object, x, y, item.width, item.height),
    );
  }

  /**
   * Paints one plan item, its box `width` × `height` with its top-left at
   * (x, y) of the context's current space, in its colour and opacity (not its
   * rotation, filter or composite operation: see `draw`).
   */
  private paint(
    planned: PlanItem,
    object: SpriteObject | SubSpriteObject,
    x: number,
    y: number,
    width: number,
    height: number,
  ): void {
    const context = this.context;
    const options = planned.appearance;
    if (planned.kind === 'image') {
      const { source } = planned;
      this.paintImage(
        planned.url,
        source.left,
        source.top,
        source.width,
        source.height,
        object,
        null,
        x,
        y,
        width,
        height,
        options,
      );
      return;
    }
    if ('geometry' in planned) {
      // A shape: its path in the box's coordinates, filled or stroked as the DOM's <path> is.
      if (planned.geometry)
        paintShape(context, planned.geometry, x, y, options, this.fallback(options, planned.geometry.paint));
      return;
    }
    if (planned.kind === 'text')
      paintText(context, planned, x, y, this.text.font, this.fallback(options, planned.layout?.paint ?? 'fill'));
  }

  /** What an item is drawn with when its options give no colour: with no style of its own, what came before it. */
  private fallback(options: CommonOptions | undefined, paint: 'fill' | 'stroke'): PaintStyle {
    if (options?.styled) return this.text.color;
    const before = paint === 'fill' ? this.before.fill : this.before.stroke;
    return before === undefined || before === DEFAULT_COLOUR ? this.text.color : before;
  }
}
