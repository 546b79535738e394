/**
 * MAP layout, as in the original engine: `src` is a grid of aliases (rows of
 * strings or numbers; `""`, null, 0 and unknown aliases are empty cells) and
 * `data.elementsData[alias]` names what a cell shows by `id`. A cell's size is
 * the entry's `width`/`height`, else the map's `elementsWidth`/`elementsHeight`,
 * else the size of what it shows; it sits at x·cell width, y·cell height unless
 * the map's `elementsLeft`/`elementsTop` or the entry's `left`/`top` place it.
 * From the controller each of these may be a function, called as in the
 * original with (alias, target, entry, map, default, x, y).
 *
 * Which object an id names is the caller's business (`resolve`): the layout
 * is pure and works for any backend.
 */
import { reportBadValue } from '../options/diagnostics.js';
import { dataOf, type Drawable } from '../options/drawable.js';
import { readJson, toNumber } from '../options/values.js';

export interface MapEntry {
  readonly id: string;
  readonly [key: string]: unknown;
}

/** What an id resolves to: the thing to draw and its own size. */
export interface MapTarget<T> {
  readonly target: T;
  readonly width: number;
  readonly height: number;
}

export interface MapCell<T> {
  readonly alias: string;
  /** Column and row in the grid. */
  readonly x: number;
  readonly y: number;
  readonly id: string;
  readonly target: T;
  /** The cell's box in the map's own coordinates (its `left`/`top` is 0, 0). */
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

type Grid = readonly (readonly unknown[])[];

const gridsByText = new Map<string, Grid | null>();

/** The grid of aliases of a MAP `src`; null (reported) when it is no grid. */
export function readMapGrid(object: Drawable): Grid | null {
  const src = object.src;
  if (src === '' || src === null || src === undefined) return null;
  let grid: unknown = src;
  if (typeof src === 'string') {
    const cached = gridsByText.get(src);
    if (cached !== undefined) return cached;
    grid = readJson(object, 'src', src);
    if (grid === undefined) return null;
  }
  const ok = Array.isArray(grid) && grid.every((row) => Array.isArray(row));
  if (!ok) reportBadValue(object, 'src', src, 'is not a grid of aliases (JSON rows); nothing drawn');
  const result = ok ? (grid as Grid) : null;
  if (typeof src === 'string') {
    if (gridsByText.size > 64) gridsByText.clear();
    gridsByText.set(src, result);
  }
  return result;
}

/** `data.elementsData` as a record of entries; null (reported) when malformed. */
export function readElementsData(object: Drawable): Readonly<Record<string, unknown>> | null {
  const raw = dataOf(object)['elementsData'];
  if (raw === undefined || raw === null || raw === '') return null;
  const value = readJson(object, 'elementsData', raw);
  if (value === undefined) return null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    reportBadValue(object, 'elementsData', raw, 'is not an object of aliases; nothing drawn');
    return null;
  }
  return value as Record<string, unknown>;
}

type Fn = (alias: string, target: unknown, entry: unknown, map: Drawable, fallback: number, x: number, y: number) => unknown;

/** A number, or a function's number; undefined when neither. */
function evaluate(value: unknown, map: Drawable, key: string, args: [string, unknown, unknown, number, number, number]): number | undefined {
  if (typeof value === 'function') {
    try {
      const [alias, target, entry, fallback, x, y] = args;
      const result = toNumber((value as Fn).call(map, alias, target, entry, map, fallback, x, y));
      return Number.isFinite(result) ? result : undefined;
    } catch (error) {
      reportBadValue(map, key, value, `threw (${String(error)}); ignored`);
      return undefined;
    }
  }
  const number = toNumber(value);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The cells of a MAP, in reading order. `resolve(id)` returns what an id
 * names, or null: such a cell is skipped.
 */
export function layoutMap<T>(map: Drawable, resolve: (id: string) => MapTarget<T> | null): MapCell<T>[] {
  const grid = readMapGrid(map);
  const entries = grid && readElementsData(map);
  if (!grid || !entries) return [];
  const data = dataOf(map);
  const cells: MapCell<T>[] = [];
  for (let y = 0; y < grid.length; y++) {
    const row = grid[y]!;
    for (let x = 0; x < row.length; x++) {
      const raw = row[x];
      if (raw === '' || raw === null || raw === undefined || raw === 0 || raw === false) continue;
      const alias = String(raw);
      if (!Object.prototype.hasOwnProperty.call(entries, alias)) continue;
      const entry = entries[alias];
      if (typeof entry !== 'object' || entry === null) continue;
      const rawId = (entry as Record<string, unknown>)['id'];
      if (typeof rawId !== 'string' && typeof rawId !== 'number') continue;
      const id = String(rawId);
      const found = resolve(id);
      if (!found) continue;
      const e = entry as Record<string, unknown>;
      const width =
        evaluate(e['width'], map, 'elementsData', [alias, found.target, e, found.width, x, y]) ??
        evaluate(data['elementsWidth'], map, 'elementsWidth', [alias, found.target, e, found.width, x, y]) ??
        found.width;
      const height =
        evaluate(e['height'], map, 'elementsData', [alias, found.target, e, found.height, x, y]) ??
        evaluate(data['elementsHeight'], map, 'elementsHeight', [alias, found.target, e, found.height, x, y]) ??
        found.height;
      const left =
        evaluate(data['elementsLeft'], map, 'elementsLeft', [alias, found.target, e, x * width, x, y]) ??
        evaluate(e['left'], map, 'elementsData', [alias, found.target, e, x * width, x, y]) ??
        x * width;
      const top =
        evaluate(data['elementsTop'], map, 'elementsTop', [alias, found.target, e, y * height, x, y]) ??
        evaluate(e['top'], map, 'elementsData', [alias, found.target, e, y * height, x, y]) ??
        y * height;
      cells.push({ alias, x, y, id, target: found.target, left, top, width: Math.max(0, width), height: Math.max(0, height) });
    }
  }
  return cells;
}
