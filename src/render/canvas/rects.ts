/**
 * Dirty rectangles of a canvas repaint: overlapping ones are merged into
 * their bounding box (repeatedly, as a merge can reach further ones), so no
 * pixel is cleared and drawn twice in one repaint; disjoint ones stay apart,
 * each repainted on its own. A uniform grid finds the candidates, so merging
 * k rectangles costs about k, not k².
 */
import { intersects, type Rect } from './items.js';

const CELL = 64;
/** Cell keys pack column and row into one number (far-apart cells may share a key: only a wasted check). */
const ROW_STRIDE = 1 << 16;

export const within = (inner: Rect, outer: Rect): boolean =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

/** The rectangles with every overlapping pair merged into one; duplicates collapse. Empty rectangles are dropped. */
export function mergeRects(rects: readonly Rect[]): Rect[] {
  // Cells list the rectangles that reach them; a merged one is marked dead and skipped
  // where it is still listed (cheaper than taking it out of every cell).
  const dead = new Set<Rect>();
  const out: Rect[] = [];
  const grid = new Map<number, Rect[]>();
  for (const given of rects) {
    if (!(given.width > 0 && given.height > 0)) continue;
    let rect: Rect = { x: given.x, y: given.y, width: given.width, height: given.height };
    // Grow until nothing left overlaps it; each merged rectangle dies.
    for (let grew = true; grew; ) {
      grew = false;
      const x1 = Math.floor((rect.x + rect.width) / CELL);
      const y1 = Math.floor((rect.y + rect.height) / CELL);
      search: for (let y = Math.floor(rect.y / CELL); y <= y1; y++) {
        for (let x = Math.floor(rect.x / CELL); x <= x1; x++) {
          const cell = grid.get(y * ROW_STRIDE + x);
          if (!cell) continue;
          for (const other of cell) {
            if (dead.has(other) || (!intersects(other, rect) && !sameRect(other, rect))) continue;
            dead.add(other);
            const left = Math.min(rect.x, other.x);
            const top = Math.min(rect.y, other.y);
            rect = { x: left, y: top, width: Math.max(rect.x + rect.width, other.x + other.width) - left, height: Math.max(rect.y + rect.height, other.y + other.height) - top };
            grew = true;
            break search;
          }
        }
      }
    }
    out.push(rect);
    const x1 = Math.floor((rect.x + rect.width) / CELL);
    const y1 = Math.floor((rect.y + rect.height) / CELL);
    for (let y = Math.floor(rect.y / CELL); y <= y1; y++) {
      for (let x = Math.floor(rect.x / CELL); x <= x1; x++) {
        const key = y * ROW_STRIDE + x;
        const cell = grid.get(key);
        if (cell) cell.push(rect);
        else grid.set(key, [rect]);
      }
    }
  }
  return dead.size ? out.filter((rect) => !dead.has(rect)) : out;
}

const sameRect = (a: Rect, b: Rect): boolean => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
