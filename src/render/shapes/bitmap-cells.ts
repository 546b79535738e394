/**
 * A BITMAP with a `beforeDrawingElement` hook, drawn as the original engine
 * draws it: cell by cell, the hook called for each true cell (x, y) with the
 * object drawn so far, and the cell drawn with what it returns. Each cell,
 * true or not, advances by the width of the object last returned, each row by
 * its height, so the hook sizes the cells (and may size each its own). A cell
 * the hook returns nothing for is left empty and keeps its place. The paint
 * (fill or outline) is the bitmap's own.
 */
import type { Drawable } from '../options/drawable.js';
import { rect } from './bitmap.js';
import { paintOf, readBitmap } from './geometry.js';
import type { ShapeGeometry } from './geometry-types.js';

const sizeOf = (value: number): number => (Number.isFinite(value) ? value : 0);

/** Whether a hook's result can be drawn: an object with `data`, as the original required. */
const isDrawable = (value: unknown): value is Drawable =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { data?: unknown }).data === 'object' &&
  (value as { data?: unknown }).data !== null;

/** The bitmap's path, `hook(current, x, y)` giving the object each true cell is drawn with. */
export function bitmapCellsGeometry(
  object: Drawable,
  hook: (current: Drawable, x: number, y: number) => unknown,
): ShapeGeometry | null {
  const bitmap = readBitmap(object);
  if (!bitmap) return null;
  const parts: string[] = [];
  let current: Drawable = object;
  let top = 0;
  for (const [y, runs] of bitmap.rows.entries()) {
    let left = 0;
    let x = 0;
    for (let k = 0; k < runs.length; k += 2) {
      // Cells that are not true move along by the width of the object as it is.
      left += (runs[k]! - x) * sizeOf(current.width);
      for (x = runs[k]!; x < runs[k + 1]!; x++) {
        const result = hook(current, x, y);
        if (isDrawable(result)) {
          current = result;
          const width = sizeOf(current.width);
          const height = sizeOf(current.height);
          if (width > 0 && height > 0) parts.push(rect(left, top, width, height));
        }
        left += sizeOf(current.width);
      }
    }
    top += sizeOf(current.height);
  }
  return { d: parts.join(''), ...paintOf(object) };
}
