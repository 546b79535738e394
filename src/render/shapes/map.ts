/**
 * MAP layout, as in the original engine: `src` is a grid of aliases (rows of
 * strings or numbers; `""`, null, 0 and unknown aliases are empty cells) and
 * `data.elementsData[alias]` names what a cell shows, by `id` or by `index`,
 * optionally under a `parentId`.
 *
 * A cell's size is the entry's `width`/`height`, else the map's
 * `elementsWidth`/`elementsHeight`, else the size of what it shows, else the
 * map's width and height divided by its number of rows (the original's
 * default, rows for both). Its place is the map's `elementsLeft`/`elementsTop`,
 * else the entry's `left`/`top`, else:
 * - `leftDependsOnPreviousElement`: where the previous cell of the row ends;
 * - `topDependsOnPreviousElement`: the top of the previous cell drawn, and on
 *   a new row that plus the height of the last cell of the row before;
 * - `topDependsOnUpperElement`: where the cell drawn at the same rank in the
 *   row above ends (in the first row, where the previous cell of the row ends);
 * - otherwise x·width, y·height.
 * A row only counts as one (for the dependent options) when its last cell
 * named something found. Each of these values may be a function from the
 * controller, called as in the original with (alias, target, entry, map,
 * default, x, y) on the object that holds it.
 *
 * What an entry names and the per-cell hooks are the caller's business
 * (`MapLookup`): the layout is pure and works for any backend.
 */
import { reportBadValue, reportThrow } from '../options/diagnostics.js';
import { warn } from '../../shared/warnings.js';
import { dataOf, type Drawable } from '../options/drawable.js';
import { readJson } from '../options/values.js';

/** What an `elementsData` entry names: by `id`, else by `index`, searched under `parentId` when given. */
export interface MapRef {
  readonly id: string | null;
  readonly index: number | null;
  readonly parentId: string | null;
}

/** What a reference resolves to: the thing to draw and its own size (0 when it has none, as a group). */
export interface MapTarget<T> {
  readonly target: T;
  readonly width: number;
  readonly height: number;
}

export interface MapLookup<T> {
  /** What `ref` names, or null: the cell is skipped. */
  find(ref: MapRef): MapTarget<T> | null;
  /**
   * The per-cell hooks, once the cell is placed: what to draw in it (the
   * target, or another object), or null to skip it.
   */
  before?(target: T, cell: MapCellPlace): T | null;
  /** Whether an object drawn in a cell is disabled (skipped, but still counted as the row's last). */
  disabled?(target: T): boolean;
  /** Each cell to draw, as soon as it is placed and its hooks have run (before the next cell's run). */
  draw?(cell: MapCell<T>): void;
}

/** Where a cell is: its grid column and row, and its box in the map's own coordinates. */
export interface MapCellPlace {
  readonly alias: unknown;
  readonly x: number;
  readonly y: number;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  /** The cell took the map's default size (nothing gave one: no entry or map size, a target with none of its own). */
  readonly sizedByDefault: boolean;
  /** The entry's `leftDependsOnPreviousElement`: the original marks what the cell shows as placed on its own (map-cell-box.ts). */
  readonly leftDependsOnPrevious: boolean;
}

export interface MapCell<T> extends MapCellPlace {
  readonly alias: string;
  /** What the entry names ("id" or "#index", with "parentId/" before). */
  readonly id: string;
  /** What the cell draws, after the hooks. */
  readonly target: T;
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

/** As the original's `parseFloat` tests: numbers, and strings that start with one (`"20px"`). */
function numeric(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return parseFloat(value);
  return NaN;
}

/** What an entry names: `id` when truthy, else an integer `index`; null when neither. */
export function mapRefOf(entry: Readonly<Record<string, unknown>>): MapRef | null {
  const rawId = entry['id'];
  const rawParent = entry['parentId'];
  const parentId =
    (typeof rawParent === 'string' && rawParent !== '') || (typeof rawParent === 'number' && rawParent !== 0)
      ? String(rawParent)
      : null;
  if (
    (typeof rawId === 'string' && rawId !== '') ||
    (typeof rawId === 'number' && rawId !== 0 && Number.isFinite(rawId))
  ) {
    return { id: String(rawId), index: null, parentId };
  }
  const index =
    typeof entry['index'] === 'number' || typeof entry['index'] === 'string'
      ? Math.trunc(numeric(entry['index']))
      : NaN;
  return Number.isFinite(index) ? { id: null, index, parentId } : null;
}

const refName = (ref: MapRef): string =>
  `${ref.parentId === null ? '' : `${ref.parentId}/`}${ref.id ?? `#${ref.index}`}`;

type Fn = (
  alias: unknown,
  target: unknown,
  entry: unknown,
  map: Drawable,
  fallback: number | null,
  x: number,
  y: number,
) => unknown;

interface Evaluation {
  readonly map: Drawable;
  readonly alias: unknown;
  readonly target: unknown;
  readonly entry: Readonly<Record<string, unknown>>;
  readonly x: number;
  readonly y: number;
}

/**
 * `holder[key]` as a number: a function's result (called on `holder`, as the
 * original did), or a numeric value; undefined when neither gives a finite
 * number. A function that throws is reported and counts as absent.
 */
function evaluate(
  holder: Readonly<Record<string, unknown>>,
  key: string,
  fallback: number | null,
  at: Evaluation,
): number | undefined {
  const value = holder[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'function') {
    try {
      const result = numeric((value as Fn).call(holder, at.alias, at.target, at.entry, at.map, fallback, at.x, at.y));
      return Number.isFinite(result) ? result : undefined;
    } catch (error) {
      reportThrow(at.map, holder === at.entry ? 'elementsData' : key, error, 'ignored');
      return undefined;
    }
  }
  const number = numeric(value);
  return Number.isFinite(number) ? number : undefined;
}

/** A cell drawn, as the dependent options read it: its top and height in the map. */
interface Drawn {
  readonly top: number;
  readonly height: number;
}

/**
 * The cells of a MAP to draw, in reading order. Cells whose entry names
 * nothing found, that a hook skips or whose object is disabled are left out.
 */
export function layoutMap<T>(map: Drawable, lookup: MapLookup<T>): MapCell<T>[] {
  const grid = readMapGrid(map);
  const entries = grid && grid.length > 0 ? readElementsData(map) : null;
  if (!grid || !entries) return [];
  const data = dataOf(map);
  const defaultWidth = (Number.isFinite(map.width) ? map.width : 0) / grid.length;
  const defaultHeight = (Number.isFinite(map.height) ? map.height : 0) / grid.length;
  const cells: MapCell<T>[] = [];
  // The original's running state: where the previous cell ends, the top of the
  // last one drawn, the cells drawn per counted row, and the last cell met
  // (null when its entry named nothing or a hook skipped it).
  let leftNext: number | null = null;
  let topNext: number | null = null;
  const drawnRows: Drawn[][] = [];
  let lastX = -1;
  let lastY = -1;
  let last: { height: number } | null = null;
  for (const [y, row] of grid.entries()) {
    const drawnRow: Drawn[] = [];
    drawnRows[lastY + 1] = drawnRow;
    for (let x = 0; x < row.length; x++) {
      const alias = row[x];
      if (!alias) continue;
      const key = String(alias);
      if (!Object.prototype.hasOwnProperty.call(entries, key)) continue;
      const raw = entries[key];
      if (typeof raw !== 'object' || raw === null) continue;
      const entry = raw as Readonly<Record<string, unknown>>;
      const ref = mapRefOf(entry);
      if (!ref) continue;
      const found = lookup.find(ref);
      if (!found) {
        last = null;
        continue;
      }
      const at: Evaluation = { map, alias, target: found.target, entry, x, y };
      const givenWidth =
        evaluate(entry, 'width', defaultWidth, at) ?? evaluate(data, 'elementsWidth', defaultWidth, at);
      const givenHeight =
        evaluate(entry, 'height', defaultHeight, at) ?? evaluate(data, 'elementsHeight', defaultHeight, at);
      const width = givenWidth ?? (found.width || defaultWidth);
      const height = givenHeight ?? (found.height || defaultHeight);
      const left: number =
        evaluate(data, 'elementsLeft', leftNext, at) ??
        evaluate(entry, 'left', leftNext, at) ??
        (entry['leftDependsOnPreviousElement'] ? leftNext || 0 : x * width);
      leftNext = left + width;
      const top: number =
        evaluate(data, 'elementsTop', topNext, at) ??
        evaluate(entry, 'top', topNext, at) ??
        (entry['topDependsOnPreviousElement']
          ? topNext || 0
          : entry['topDependsOnUpperElement']
            ? upperEnd(drawnRows, lastX, lastY)
            : y * height);
      const sizedByDefault = givenWidth == null && givenHeight == null && !found.width && !found.height;
      const place: MapCellPlace = {
        alias,
        x,
        y,
        left,
        top,
        width: Math.max(0, width),
        height: Math.max(0, height),
        sizedByDefault,
        leftDependsOnPrevious: !!entry['leftDependsOnPreviousElement'],
      };
      const target = lookup.before ? lookup.before(found.target, place) : found.target;
      if (target === null) {
        last = null;
        continue;
      }
      last = { height };
      if (lookup.disabled?.(target)) continue;
      const cell: MapCell<T> = { ...place, alias: key, id: refName(ref), target };
      cells.push(cell);
      lookup.draw?.(cell);
      drawnRow[++lastX] = { top, height };
      topNext = top;
    }
    if (last !== null) {
      lastX = -1;
      lastY++;
      leftNext = null;
      topNext = (topNext ?? 0) + last.height;
    }
  }
  return cells;
}

/** `topDependsOnUpperElement`: where the cell above ends (see the module comment); 0 when there is none. */
function upperEnd(rows: readonly Drawn[][], lastX: number, lastY: number): number {
  const above = lastY === -1 ? (lastX !== -1 ? rows[0]?.[lastX] : undefined) : rows[lastY]?.[lastX + 1];
  return above ? above.top + above.height || 0 : 0;
}

/**
 * A group shown in a MAP cell is scaled onto the cell; with no size of its own, the cell took the
 * original's default (the map's size over its number of rows) when nothing sized it. Where that
 * draws the tiles larger than they are (a newcomer's 16 px tiles in a 64 px wide map of two rows:
 * 32 px cells), the map says so once, naming the attributes that size its cells.
 */
export function noteScaledCells(map: Drawable, cell: MapCellPlace, scaleX: number, scaleY: number): void {
  if (!cell.sizedByDefault || (scaleX <= 1 && scaleY <= 1)) return;
  warn(
    'map-cells-scaled',
    map,
    `its cells are ${scaleX.toFixed(2)} × ${scaleY.toFixed(2)} times the size of the tiles they show (a cell's default size is the map's height over its number of rows, as in CrossBrowdy); set data-elements-width and data-elements-height (elementsWidth, elementsHeight) to the tiles' size`,
  );
}
