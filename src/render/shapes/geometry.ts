/**
 * The path of every shape source type, in the element's own coordinates (its
 * `left`/`top` is 0, 0), following the original engine:
 *
 * | type | path | paint |
 * |---|---|---|
 * | SEGMENT | (x1, y1) to (x2, y2) | stroked, `lineWidth` else `width` else 1 |
 * | PIXEL | a 1×1 square at (0, 0) | filled |
 * | RECTANGLE | `width`×`height` | filled, or `stroke` with `lineWidth` else 1 |
 * | CIRCLE | centre (0, 0), `radius` | same |
 * | ARC | centre (0, 0), `radius`, `startAngle` to `endAngle` anticlockwise, closed | same |
 * | ELLIPSE | `radiusX`, `radiusY`, `ellipseRotation`, `startAngle` (0), `endAngle` (2π), `anticlockwise`, closed | same |
 * | TRIANGLE | (0, 0), (x1, y1), (x2, y2), closed | same |
 * | BEZIER_CURVE | (0, 0), controls (x1, y1) (x2, y2), to (x3, y3) | stroked like SEGMENT |
 * | QUADRATIC_BEZIER_CURVE | (0, 0), control (x1, y1), to (x2, y2) | stroked like SEGMENT |
 * | BITMAP | see bitmap.ts | filled, or `stroke` |
 *
 * A missing or non-numeric value that a type needs draws nothing (null), with
 * one warning naming the element and the attribute.
 */
import { SRC_TYPES } from '../../model/base/constants.js';
import { dataOf, type Drawable } from '../options/drawable.js';
import { reportBadValue } from '../options/diagnostics.js';
import { readBoolean, readJson, readNumber } from '../options/values.js';
import { ellipseArcPath } from './arc.js';
import { bitmapPath, bitmapRuns, splitTextRows, type BitmapRuns } from './bitmap.js';
import type { Paint, ShapeGeometry } from './geometry-types.js';
import { n } from './path-data.js';

export type { Paint, ShapeGeometry } from './geometry-types.js';

const TAU = Math.PI * 2;

/** The source types drawn as a path. */
export function isShapeType(srcType: number): boolean {
  return srcType >= SRC_TYPES.SEGMENT! && srcType <= SRC_TYPES.BITMAP!;
}

/** One number per key, in the keys' order. */
type NumbersOf<K extends readonly string[]> = { -readonly [I in keyof K]: number };

/** Reads every key as a required number; undefined if any is bad (each bad one is reported). */
function numbers<const K extends readonly string[]>(
  object: Drawable,
  keys: K,
  nonNegative = false,
): NumbersOf<K> | undefined {
  const out: number[] = [];
  let ok = true;
  for (const key of keys) {
    const value = readNumber(object, key, { required: true, rule: nonNegative ? 'nonNegative' : 'any' });
    if (value === undefined) ok = false;
    else out.push(value);
  }
  return ok ? (out as NumbersOf<K>) : undefined;
}

/** `lineWidth || width || 1`, as the original's lines. */
function lineWidthOfLine(object: Drawable): number {
  const own = readNumber(object, 'lineWidth', { rule: 'nonNegative' });
  if (own) return own;
  return Number.isFinite(object.width) && object.width > 0 ? object.width : 1;
}

/** Fill, or with `stroke` an outline of `lineWidth || 1`. */
export function paintOf(object: Drawable): { paint: Paint; lineWidth: number } {
  if (!readBoolean(object, 'stroke')) return { paint: 'fill', lineWidth: 0 };
  return { paint: 'stroke', lineWidth: readNumber(object, 'lineWidth', { rule: 'nonNegative' }) || 1 };
}

function closedShape(object: Drawable, d: string): ShapeGeometry {
  return { d, ...paintOf(object) };
}

function size(object: Drawable): [number, number] {
  const width = Number.isFinite(object.width) ? Math.max(0, object.width) : 0;
  const height = Number.isFinite(object.height) ? Math.max(0, object.height) : 0;
  return [width, height];
}

/** Parsed grids by source: arrays by identity, strings by value (a few recent ones). */
const gridsByArray = new WeakMap<object, BitmapRuns | null>();
const gridsByText = new Map<string, BitmapRuns | null>();
const TEXT_GRIDS_MAX = 64;

/** The runs of a BITMAP `src`; null (reported) when it is no grid. */
export function readBitmap(object: Drawable): BitmapRuns | null {
  const src = object.src;
  if (typeof src === 'object' && src !== null) {
    let runs = gridsByArray.get(src);
    if (runs === undefined) {
      runs = bitmapRuns(src);
      gridsByArray.set(src, runs);
    }
    if (!runs) reportBadValue(object, 'src', src, 'is not a grid of rows; nothing drawn');
    return runs;
  }
  if (typeof src !== 'string' || src.trim() === '') {
    if (src !== '' && src !== undefined && src !== null)
      reportBadValue(object, 'src', src, 'is not a grid; nothing drawn');
    return null;
  }
  let runs = gridsByText.get(src);
  if (runs === undefined) {
    const text = src.trim();
    const grid = text.startsWith('[') ? readJson(object, 'src', text) : splitTextRows(text);
    runs = grid === undefined ? null : bitmapRuns(grid);
    if (gridsByText.size >= TEXT_GRIDS_MAX) gridsByText.delete(gridsByText.keys().next().value as string);
    gridsByText.set(src, runs);
  }
  if (!runs)
    reportBadValue(object, 'src', src, 'is not a grid (JSON rows of booleans, or "#..#/.##." rows); nothing drawn');
  return runs;
}

/** Bitmap paths by grid, cell size and paint: a frame that changes nothing builds nothing. */
const bitmapPaths = new WeakMap<BitmapRuns, Map<string, string>>();

function bitmapGeometry(object: Drawable): ShapeGeometry | null {
  const runs = readBitmap(object);
  if (!runs) return null;
  const [width, height] = size(object);
  const paint = paintOf(object);
  const key = `${width} ${height} ${paint.paint}`;
  let byKey = bitmapPaths.get(runs);
  if (!byKey) {
    byKey = new Map();
    bitmapPaths.set(runs, byKey);
  }
  let d = byKey.get(key);
  if (d === undefined) {
    d = bitmapPath(runs, width, height, paint.paint === 'stroke');
    if (byKey.size > 8) byKey.clear();
    byKey.set(key, d);
  }
  return { d, ...paint };
}

function ellipseGeometry(object: Drawable): ShapeGeometry | null {
  const radii = numbers(object, ['radiusX', 'radiusY'], true);
  const data = dataOf(object);
  const angle = (key: string, fallback: number): number | undefined =>
    data[key] === undefined || data[key] === null ? fallback : readNumber(object, key, { required: true });
  const rotation = angle('ellipseRotation', 0);
  const start = angle('startAngle', 0);
  const end = angle('endAngle', TAU);
  if (!radii || rotation === undefined || start === undefined || end === undefined) return null;
  const d = ellipseArcPath(
    {
      cx: 0,
      cy: 0,
      rx: radii[0],
      ry: radii[1],
      rotation,
      startAngle: start,
      endAngle: end,
      anticlockwise: readBoolean(object, 'anticlockwise'),
    },
    true,
  );
  return closedShape(object, d);
}

/** The geometry of a shape object, or null when it draws nothing (bad data is reported). */
export function shapeGeometry(object: Drawable): ShapeGeometry | null {
  const types = SRC_TYPES;
  switch (object.srcType) {
    case types.SEGMENT: {
      const p = numbers(object, ['x1', 'y1', 'x2', 'y2']);
      return p
        ? { d: `M${n(p[0])} ${n(p[1])}L${n(p[2])} ${n(p[3])}`, paint: 'stroke', lineWidth: lineWidthOfLine(object) }
        : null;
    }
    case types.PIXEL:
      return { d: 'M0 0h1v1h-1z', paint: 'fill', lineWidth: 0 };
    case types.RECTANGLE: {
      const [width, height] = size(object);
      return closedShape(object, `M0 0h${n(width)}v${n(height)}h${n(-width)}z`);
    }
    case types.CIRCLE: {
      const radius = numbers(object, ['radius'], true);
      if (!radius) return null;
      const r = radius[0];
      return closedShape(
        object,
        ellipseArcPath(
          { cx: 0, cy: 0, rx: r, ry: r, rotation: 0, startAngle: 0, endAngle: TAU, anticlockwise: true },
          true,
        ),
      );
    }
    case types.ARC: {
      const p = numbers(object, ['radius', 'startAngle', 'endAngle']);
      if (!p) return null;
      if (p[0] < 0) {
        reportBadValue(object, 'radius', dataOf(object)['radius'], 'is negative; nothing drawn');
        return null;
      }
      return closedShape(
        object,
        ellipseArcPath(
          { cx: 0, cy: 0, rx: p[0], ry: p[0], rotation: 0, startAngle: p[1], endAngle: p[2], anticlockwise: true },
          true,
        ),
      );
    }
    case types.ELLIPSE:
      return ellipseGeometry(object);
    case types.TRIANGLE: {
      const p = numbers(object, ['x1', 'y1', 'x2', 'y2']);
      return p ? closedShape(object, `M0 0L${n(p[0])} ${n(p[1])}L${n(p[2])} ${n(p[3])}Z`) : null;
    }
    case types.BEZIER_CURVE: {
      const p = numbers(object, ['x1', 'y1', 'x2', 'y2', 'x3', 'y3']);
      return p ? { d: `M0 0C${p.map(n).join(' ')}`, paint: 'stroke', lineWidth: lineWidthOfLine(object) } : null;
    }
    case types.QUADRATIC_BEZIER_CURVE: {
      const p = numbers(object, ['x1', 'y1', 'x2', 'y2']);
      return p ? { d: `M0 0Q${p.map(n).join(' ')}`, paint: 'stroke', lineWidth: lineWidthOfLine(object) } : null;
    }
    case types.BITMAP:
      return bitmapGeometry(object);
    default:
      return null;
  }
}
