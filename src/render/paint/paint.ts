/**
 * One plan item painted into a 2D context the way the original engine paints
 * an element: the context's space is the original's canvas (the scene, or a
 * group's own box), the item's box at (x, y) in it. Used by the scene's
 * canvas and, for items only a canvas can show (a gradient or pattern
 * `style`), by the DOM renderer's canvas of their own.
 */
import type { PaintStyle, TextItem } from '../draw-item.js';
import type { CommonOptions } from '../options/common.js';
import { DEFAULT_COLOUR } from '../options/colour.js';
import type { ShapeGeometry } from '../shapes/geometry-types.js';
import { pathOf } from './paths.js';

/** What the item is filled or stroked with: its gradient or pattern, its colour, else `fallback` (the text colour, or what was drawn before it). */
export function fillOf(options: CommonOptions | undefined, fallback: PaintStyle): PaintStyle {
  if (!options) return fallback;
  return options.canvasStyle ?? (options.colour !== DEFAULT_COLOUR ? options.colour : fallback);
}

/**
 * A shape with its box's top-left at (x, y). A colour fills the path moved
 * there; a gradient or pattern is drawn in the context's space as it is (the
 * original gave it coordinates in its canvas), so the path is moved instead.
 */
export function paintShape(
  context: CanvasRenderingContext2D,
  geometry: ShapeGeometry,
  x: number,
  y: number,
  options: CommonOptions | undefined,
  fallback: PaintStyle,
): void {
  const style = fillOf(options, fallback);
  let path = pathOf(geometry.d);
  context.save();
  if (typeof style === 'string') context.translate(x, y);
  else if (x !== 0 || y !== 0) {
    const placed = new Path2D();
    placed.addPath(path, { a: 1, b: 0, c: 0, d: 1, e: x, f: y });
    path = placed;
  }
  if (options && options.opacity !== 1) context.globalAlpha *= options.opacity;
  if (geometry.paint === 'fill') {
    context.fillStyle = style;
    context.fill(path);
  } else {
    context.strokeStyle = style;
    context.lineWidth = geometry.lineWidth || 1;
    context.miterLimit = 10;
    context.stroke(path);
  }
  context.restore();
}

/** Whether a TEXT item is drawn in `font` from its data, else the renderer's. */
export const textFont = (item: TextItem, fallback: string): string => item.layout?.font ?? fallback;

/**
 * TEXT as the original draws it: each line's top (canvas `textBaseline = "top"`)
 * at y plus its index times the line height, from x, filled or outlined, not
 * clipped to the box.
 */
export function paintText(
  context: CanvasRenderingContext2D,
  item: TextItem,
  x: number,
  y: number,
  font: string,
  fallback: PaintStyle,
): void {
  const layout = item.layout;
  const options = item.appearance;
  const style = fillOf(options, fallback);
  const lines = layout?.lines ?? item.text.split('\n');
  const lineHeight = layout?.lineHeight ?? 0;
  context.save();
  context.font = textFont(item, font);
  context.textBaseline = 'top';
  if (options && options.opacity !== 1) context.globalAlpha *= options.opacity;
  const stroke = layout?.paint === 'stroke';
  if (stroke) {
    context.strokeStyle = style;
    context.lineWidth = layout.lineWidth || 1;
  } else context.fillStyle = style;
  for (let i = 0; i < lines.length; i++) {
    if (stroke) context.strokeText(lines[i]!, x, y + i * lineHeight);
    else context.fillText(lines[i]!, x, y + i * lineHeight);
  }
  context.restore();
}

/** Whether painting the item needs more than its own colour and opacity: a rotation, a filter or a composite operation. */
export const needsFrame = (options: CommonOptions | undefined): options is CommonOptions =>
  !!options && (options.rotation !== null || options.filter !== null || options.blend.composite !== 'source-over');

/**
 * Paints with the item's rotation, and where `effects` its filter and
 * composite operation: as the original, the context is moved to the pivot and
 * turned, and the item painted there (its box at minus the pivot), so a
 * gradient from its `style` turns with it.
 */
export function paintFramed(
  context: CanvasRenderingContext2D,
  options: CommonOptions,
  x: number,
  y: number,
  effects: boolean,
  paint: (x: number, y: number) => void,
): void {
  context.save();
  if (effects) {
    if (options.blend.composite !== 'source-over')
      context.globalCompositeOperation = options.blend.composite as GlobalCompositeOperation;
    if (options.filter !== null) context.filter = options.filter;
  }
  const rotation = options.rotation;
  if (rotation) {
    context.translate(x + rotation.originX, y + rotation.originY);
    context.rotate(rotation.angle);
    paint(-rotation.originX, -rotation.originY);
  } else paint(x, y);
  context.restore();
}

/** Whether an item with these options composites in a way that reaches beyond its own ink (the canvas then repaints in full). */
export const compositesEverywhere = (options: CommonOptions | undefined): boolean =>
  !!options && EVERYWHERE.has(options.blend.composite);

/** Porter-Duff operators that clear or keep the destination outside the source. */
const EVERYWHERE = new Set(['copy', 'source-in', 'source-out', 'destination-in', 'destination-atop']);
