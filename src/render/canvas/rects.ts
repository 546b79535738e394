/**
 * Dirty rectangles of a canvas repaint: overlapping ones are merged into
 * their bounding box (repeatedly, as a merge can reach further ones), so no
 * pixel is cleared and drawn twice in one repaint; disjoint ones stay apart,
 * each repainted on its own. A spatial grid finds the candidates, so merging
 * k rectangles costs about k, not k².
 */
import { intersects, type Rect } from './items.js';
import type { SpatialGrid } from './spatial-grid.js';

export const within = (inner: Rect, outer: Rect): boolean =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** The rectangle grown to whole device pixels at device pixel ratio `r`. */
export function roundOut(rect: Rect, r: number): Rect {
  const x = Math.floor(rect.x * r) / r;
  const y = Math.floor(rect.y * r) / r;
  return {
    x,
    y,
    width: Math.ceil((rect.x + rect.width) * r) / r - x,
    height: Math.ceil((rect.y + rect.height) * r) / r - y,
  };
}

/**
 * The rectangles with every overlapping pair merged into one; duplicates
 * collapse. Empty rectangles are dropped. `grid` (empty, and left empty) sets
 * the reach: rectangles wholly beyond it, where nothing is painted, are kept
 * as they are.
 */
export function mergeRects(rects: readonly Rect[], grid: SpatialGrid<Rect>): Rect[] {
  // The grid lists the rectangles kept so far (none overlapping another): a merged one is
  // taken out, so a search never walks past rectangles already gone.
  const merged = new Set<Rect>();
  const out: Rect[] = [];
  for (const given of rects) {
    if (!(given.width > 0 && given.height > 0)) continue;
    let rect: Rect = { x: given.x, y: given.y, width: given.width, height: given.height };
    let keys = grid.keysOf(rect);
    // Takes in every kept rectangle that overlaps it, then looks again where it grew, until none is left.
    for (let grew = true; grew;) {
      grew = false;
      for (const key of keys) {
        const cell = grid.at(key);
        if (!cell) continue;
        for (const other of cell) {
          if (!intersects(other, rect) && !sameRect(other, rect)) continue;
          grid.delete(other, grid.keysOf(other));
          merged.add(other);
          const left = Math.min(rect.x, other.x);
          const top = Math.min(rect.y, other.y);
          rect = {
            x: left,
            y: top,
            width: Math.max(rect.x + rect.width, other.x + other.width) - left,
            height: Math.max(rect.y + rect.height, other.y + other.height) - top,
          };
          grew = true;
        }
      }
      if (grew) keys = grid.keysOf(rect);
    }
    out.push(rect);
    grid.add(rect, keys);
  }
  grid.clear();
  return merged.size ? out.filter((rect) => !merged.has(rect)) : out;
}

const sameRect = (a: Rect, b: Rect): boolean =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
