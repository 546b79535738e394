/**
 * A uniform grid of square cells over scene CSS px, listing which entries
 * (groups, dirty rectangles) reach each cell: what lies near a rectangle is
 * found by looking at its cells, so a search costs what is near, not what
 * there is.
 *
 * The grid has a reach (the canvas's box, and one cell around it): what lies
 * beyond is listed in no cell, since nothing there is painted. A huge
 * rectangle covers a bounded number of cells, and entries far off the canvas
 * (a large world scrolled by) cost no search near its edge.
 */
import type { Rect } from './items.js';

/**
 * Cell size in CSS px. Measured over both searches (moving, overlapping
 * groups and their dirty rectangles; tiled groups changing in place): larger
 * cells win where groups crowd (fewer cells for a merged rectangle to walk),
 * smaller ones where few small groups move apart; 128 is near the best of both.
 */
export const CELL = 128;
/** Cell keys pack column and row into one number; far-apart cells may share a key (only a wasted check). */
const ROW_STRIDE = 1 << 16;

export class SpatialGrid<T> {
  private readonly cells = new Map<number, Set<T>>();
  private lastColumn = 1;
  private lastRow = 1;

  /** A grid over a box `width` × `height` from (0, 0) (see `setReach`). */
  constructor(width = 0, height = 0) {
    this.setReach(width, height);
  }

  /** The box the grid covers cell by cell; keys from before no longer match (index again). */
  setReach(width: number, height: number): void {
    this.lastColumn = Math.ceil(finiteSize(width) / CELL) + 1;
    this.lastRow = Math.ceil(finiteSize(height) / CELL) + 1;
  }

  /**
   * The keys of the cells `rect` reaches within the reach (a rectangle with no
   * area still reaches the cell of its corner; one wholly beyond, or not a
   * number, reaches none).
   */
  keysOf(rect: Rect): number[] {
    const keys: number[] = [];
    const x0 = Math.max(Math.floor(rect.x / CELL), -1);
    const y0 = Math.max(Math.floor(rect.y / CELL), -1);
    const x1 = Math.min(Math.floor((rect.x + Math.max(rect.width, 0)) / CELL), this.lastColumn);
    const y1 = Math.min(Math.floor((rect.y + Math.max(rect.height, 0)) / CELL), this.lastRow);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) keys.push(y * ROW_STRIDE + x);
    }
    return keys;
  }

  add(entry: T, keys: readonly number[]): void {
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const cell = this.cells.get(key);
      if (cell) cell.add(entry);
      else this.cells.set(key, new Set([entry]));
    }
  }

  /** Takes `entry` out of the cells of `keys` (those it was added with). */
  delete(entry: T, keys: readonly number[]): void {
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const cell = this.cells.get(key);
      if (!cell) continue;
      cell.delete(entry);
      if (cell.size === 0) this.cells.delete(key);
    }
  }

  /** The entries listed in one cell. */
  at(key: number): ReadonlySet<T> | undefined {
    return this.cells.get(key);
  }

  /** Whether `test` holds for an entry of the cells of `keys` (an entry in several is tested in each). */
  some(keys: readonly number[], test: (entry: T) => boolean): boolean {
    for (const key of keys) {
      const cell = this.cells.get(key);
      if (cell) for (const entry of cell) if (test(entry)) return true;
    }
    return false;
  }

  clear(): void {
    this.cells.clear();
  }
}

/** A size the grid can count cells in: NaN, negative and infinite ones are none. */
const finiteSize = (size: number): number => (size > 0 && Number.isFinite(size) ? size : 0);
