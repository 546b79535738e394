/**
 * An item whose `style` function gave a canvas gradient or pattern (which
 * neither SVG nor CSS can take as they are): drawn into a `<canvas>` of its
 * own in its box, by the scene canvas's painting code, in the group's space
 * (its host's top-left at 0, 0, as the original's canvas), so the gradient
 * lands on the same pixels. The canvas covers what the item can paint,
 * rotation included; opacity and rotation are drawn in it, the filter is its
 * CSS, the blend mode its box's as for any item.
 */
import { noChange } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';
import type { DrawItem } from '../draw-item.js';
import { needsFrame, paintFramed, paintShape, paintText } from '../paint/paint.js';
import { pathBounds } from '../paint/paths.js';
import { rotatedReach, textReach } from '../paint/reach.js';
import type { Rect } from '../paint/rect.js';
import type { AfterRender } from './after-render.js';
import { computedFont } from './text-top.js';

export { isPainted } from './painted-item.js';

class PaintedDirective extends Directive {
  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT) throw new Error('painted belongs on a <canvas> element');
  }

  render(_item: DrawItem, _x: number, _y: number, _later: AfterRender): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [item, x, y, later]: [DrawItem, number, number, AfterRender]): typeof noChange {
    const canvas = part.element as HTMLCanvasElement;
    // Computed styles (the text's font and colour) and the device pixel ratio are known once it is in the document.
    later.defer(() => {
      if (canvas.isConnected) draw(canvas, item, x, y);
    });
    return noChange;
  }
}

/** Draws `item`, its box's top-left at (x, y) of the group's space, into `canvas` (placed in the item's box). */
function draw(canvas: HTMLCanvasElement, item: DrawItem, x: number, y: number): void {
  const style = getComputedStyle(canvas);
  const colour = style.color;
  const font = item.kind === 'text' && !item.layout?.font ? computedFont(canvas) : '10px sans-serif';
  let reach: Rect | null = null;
  if (item.kind === 'text') reach = textReach(item, font);
  else if ('geometry' in item && item.geometry) reach = pathBounds(item.geometry);
  reach ??= { x: 0, y: 0, width: item.box.width, height: item.box.height };
  const rotation = item.appearance?.rotation;
  if (rotation) reach = rotatedReach(reach, rotation);
  // The canvas's corner on whole px of the group's space (the item's box may be at a fraction): the
  // browser paints a canvas element from a whole pixel, which would move its drawing by that fraction.
  const left = Math.floor(x + reach.x) - x;
  const top = Math.floor(y + reach.y) - y;
  const width = Math.max(1, Math.ceil(x + reach.x + reach.width) - (x + left));
  const height = Math.max(1, Math.ceil(y + reach.y + reach.height) - (y + top));
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  for (const [name, value] of [
    ['left', left],
    ['top', top],
    ['width', width],
    ['height', height],
  ] as const)
    canvas.style.setProperty(name, `${value}px`);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, -(x + left) * ratio, -(y + top) * ratio);
  const options = item.appearance;
  const paint = (px: number, py: number): void => {
    if (item.kind === 'text') paintText(context, item, px, py, font, colour);
    else if ('geometry' in item && item.geometry) paintShape(context, item.geometry, px, py, options, colour);
  };
  // The filter and composite operation are the element's CSS (see the backend).
  if (needsFrame(options)) paintFramed(context, options, x, y, false, paint);
  else paint(x, y);
}

/** On a `<canvas class="painted">` in an item's box: the item drawn as the scene's canvas draws it (see above). */
export const painted = directive(PaintedDirective);
