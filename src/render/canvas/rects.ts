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
  const live = new Set<Rect>();
  const grid = new Map<number, Set<Rect>>();
  const cellsOf = (rect: Rect): number[] => {
    const keys: number[] = [];
    const x1 = Math.floor((rect.x + rect.width) / CELL);
    const y1 = Math.floor((rect.y + rect.height) / CELL);
    for (let y = Math.floor(rect.y / CELL); y <= y1; y++) for (let x = Math.floor(rect.x / CELL); x <= x1; x++) keys.push(y * ROW_STRIDE + x);
    return keys;
  };
  const index = (rect: Rect, on: boolean): void => {
    for (const key of cellsOf(rect)) {
      let cell = grid.get(key);
      if (on) {
        if (!cell) grid.set(key, (cell = new Set()));
        cell.add(rect);
      } else cell?.delete(rect);
    }
  };
  for (const given of rects) {
    if (!(given.width > 0 && given.height > 0)) continue;
    let rect: Rect = { x: given.x, y: given.y, width: given.width, height: given.height };
    // Grow until nothing left overlaps it; each merged rectangle leaves the set.
    for (let grew = true; grew; ) {
      grew = false;
      for (const key of cellsOf(rect)) {
        const cell = grid.get(key);
        if (!cell) continue;
        for (const other of cell) {
          if (!intersects(other, rect) && !sameRect(other, rect)) continue;
          live.delete(other);
          index(other, false);
          const x = Math.min(rect.x, other.x);
          const y = Math.min(rect.y, other.y);
          rect = { x, y, width: Math.max(rect.x + rect.width, other.x + other.width) - x, height: Math.max(rect.y + rect.height, other.y + other.height) - y };
          grew = true;
          break;
        }
        if (grew) break;
      }
    }
    live.add(rect);
    index(rect, true);
  }
  return [...live];
}

const sameRect = (a: Rect, b: Rect): boolean => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
