/** Which items the DOM draws in a canvas of their own (painted.ts, in the drawing extras). */
import type { DrawItem } from '../draw-item.js';

/** Whether the DOM draws the item in a canvas of its own: a gradient or pattern a `style` function gave. */
export const isPainted = (item: DrawItem): boolean =>
  !!item.appearance?.canvasStyle && (item.kind === 'text' || 'geometry' in item);
