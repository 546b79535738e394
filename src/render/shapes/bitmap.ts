/**
 * BITMAP: `src` is a grid of cells, every true cell (x, y) a `width`×`height`
 * rectangle at (x·width, y·height). The whole grid is one path, built from
 * runs: a filled bitmap merges each row's runs of true cells, and a run that
 * repeats in the next row grows downwards, so a solid 2,000×2,000 grid is one
 * rectangle and a random one about a million (not four million elements).
 * Outlined bitmaps keep one rectangle per cell, as the original strokes each.
 *
 * `src` may be an array of rows (each an array of booleans, `1` counting as
 * true, or a string of `#`/`1` cells), JSON of that, or rows of text
 * separated by `/` or line breaks (`"#..#/.##."`).
 */
import { n } from './path-data.js';

/**
 * Each row as sorted, disjoint runs [start0, end0, start1, end1, ...] of true cells: an even length,
 * so for an even k below the length, `runs[k + 1]` exists too.
 */
export interface BitmapRuns {
  readonly rows: readonly Int32Array[];
  readonly columns: number;
}

const isOnChar = (code: number): boolean => code === 35 /* # */ || code === 49; /* 1 */

/** The runs of true cells in one row of `length` cells. */
function runsOf(length: number, isOn: (x: number) => boolean): Int32Array {
  const runs: number[] = [];
  let start = -1;
  for (let x = 0; x < length; x++) {
    const on = isOn(x);
    if (on && start < 0) start = x;
    else if (!on && start >= 0) {
      runs.push(start, x);
      start = -1;
    }
  }
  if (start >= 0) runs.push(start, length);
  return Int32Array.from(runs);
}

const runsOfString = (row: string): Int32Array => runsOf(row.length, (x) => isOnChar(row.charCodeAt(x)));

const runsOfArray = (row: readonly unknown[]): Int32Array =>
  runsOf(row.length, (x) => {
    const cell = row[x];
    return cell === true || cell === 1;
  });

/** Rows of text: `"#..#/.##."`, or one row per line. */
export function splitTextRows(text: string): string[] {
  return text.trim().split(/[ \t\r]*[/\n][ \t\r]*/);
}

/** The runs of a grid already parsed (array rows or string rows); null when it is no grid. */
export function bitmapRuns(grid: unknown): BitmapRuns | null {
  if (!Array.isArray(grid)) return null;
  const rows: Int32Array[] = new Array(grid.length);
  let columns = 0;
  for (let y = 0; y < grid.length; y++) {
    const row: unknown = grid[y];
    if (typeof row === 'string') rows[y] = runsOfString(row);
    else if (Array.isArray(row)) rows[y] = runsOfArray(row);
    else if (row === null || row === undefined) rows[y] = new Int32Array(0);
    else return null;
    columns = Math.max(columns, (row as { length?: number })?.length ?? 0);
  }
  return { rows, columns };
}

/** Rectangles covering the true cells, in cell units: [x0, y0, x1, y1, ...]. */
export function mergedRectangles(bitmap: BitmapRuns): number[] {
  const out: number[] = [];
  // Rectangles still open, aligned with the previous row's runs: their top row.
  let previous: Int32Array = new Int32Array(0);
  let previousTops: number[] = [];
  const rows = bitmap.rows;
  for (let y = 0; y <= rows.length; y++) {
    const current = rows[y] ?? new Int32Array(0);
    // One top per run of `current`, as previousTops has per run of `previous`.
    const tops: number[] = new Array(current.length / 2);
    // Walk both sorted run lists: an identical run continues its rectangle.
    let i = 0;
    let j = 0;
    while (i < previous.length || j < current.length) {
      const ps = previous[i] ?? Infinity;
      const cs = current[j] ?? Infinity;
      if (ps === cs && previous[i + 1] === current[j + 1]) {
        tops[j / 2] = previousTops[i / 2]!;
        i += 2;
        j += 2;
      } else if (ps < cs || (ps === cs && previous[i + 1]! < current[j + 1]!)) {
        out.push(ps, previousTops[i / 2]!, previous[i + 1]!, y);
        i += 2;
      } else {
        tops[j / 2] = y;
        j += 2;
      }
    }
    previous = current;
    previousTops = tops;
  }
  return out;
}

/** One rectangle as path data. */
export const rect = (x: number, y: number, width: number, height: number): string =>
  `M${n(x)} ${n(y)}h${n(width)}v${n(height)}h${n(-width)}z`;

/** Path data of the bitmap with cells of `cellWidth`×`cellHeight`. */
export function bitmapPath(bitmap: BitmapRuns, cellWidth: number, cellHeight: number, outlined: boolean): string {
  const parts: string[] = [];
  if (!outlined) {
    const rects = mergedRectangles(bitmap);
    for (let k = 0; k < rects.length; k += 4) {
      const x0 = rects[k]!;
      const y0 = rects[k + 1]!;
      parts.push(
        rect(x0 * cellWidth, y0 * cellHeight, (rects[k + 2]! - x0) * cellWidth, (rects[k + 3]! - y0) * cellHeight),
      );
    }
  } else {
    bitmap.rows.forEach((runs, y) => {
      for (let k = 0; k < runs.length; k += 2) {
        for (let x = runs[k]!; x < runs[k + 1]!; x++)
          parts.push(rect(x * cellWidth, y * cellHeight, cellWidth, cellHeight));
      }
    });
  }
  return parts.join('');
}
