/**
 * The geometry of a shape object, kept from one plan to the next while what it
 * is made from has not changed. A playing group shows the same few sprites in
 * turn: without this each frame change parses the same data values and builds
 * the same path strings again, and a backend cannot tell an unchanged path by
 * identity. What a type reads is listed here beside geometry.ts; values are
 * compared as they are (a string from markup, a number from the controller),
 * so any edit, inherited or own, is a miss. Objects and functions are never
 * trusted to be unchanged: such a value is recomputed each time.
 */
import { SRC_TYPES } from '../../model/base/constants.js';
import { dataOf, type Drawable } from '../options/drawable.js';
import type { ShapeGeometry } from './geometry-types.js';
import { shapeGeometry } from './geometry.js';

const PAINT = ['stroke', 'lineWidth'];
const POINTS_2 = ['x1', 'y1', 'x2', 'y2'];
const POINTS_3 = [...POINTS_2, 'x3', 'y3'];
const t = SRC_TYPES;

/** The `data` keys each shape type reads (its fields `srcType`, `src`, `width`, `height` are always compared). */
const KEYS = new Map<number, readonly string[]>([
  [t.SEGMENT!, [...POINTS_2, 'lineWidth']],
  [t.QUADRATIC_BEZIER_CURVE!, [...POINTS_2, 'lineWidth']],
  [t.BEZIER_CURVE!, [...POINTS_3, 'lineWidth']],
  [t.PIXEL!, []],
  [t.RECTANGLE!, PAINT],
  [t.BITMAP!, PAINT],
  [t.CIRCLE!, ['radius', ...PAINT]],
  [t.ARC!, ['radius', 'startAngle', 'endAngle', ...PAINT]],
  [t.ELLIPSE!, ['radiusX', 'radiusY', 'ellipseRotation', 'startAngle', 'endAngle', 'anticlockwise', ...PAINT]],
  [t.TRIANGLE!, [...POINTS_2, ...PAINT]],
]);

interface Entry {
  readonly srcType: number;
  readonly src: unknown;
  readonly width: number;
  readonly height: number;
  readonly keys: readonly string[];
  readonly values: readonly unknown[];
  readonly geometry: ShapeGeometry | null;
}

const entries = new WeakMap<object, Entry>();

const isPlain = (value: unknown): boolean =>
  value === null || (typeof value !== 'object' && typeof value !== 'function');

function unchanged(entry: Entry, object: Drawable, data: Readonly<Record<string, unknown>>): boolean {
  // Object.is: NaN equals itself, and a width of -0 is no change.
  if (
    entry.srcType !== object.srcType ||
    entry.src !== object.src ||
    !Object.is(entry.width, object.width) ||
    !Object.is(entry.height, object.height)
  )
    return false;
  const { keys, values } = entry;
  for (let i = 0; i < keys.length; i++) if (data[keys[i]!] !== values[i]) return false;
  return true;
}

/**
 * `shapeGeometry(object)`, the same geometry object (and so the same `d`
 * string) as last time when the object's inputs are the same. A bad value is
 * reported when it is first read, not again at every frame.
 */
export function cachedShapeGeometry(object: Drawable): ShapeGeometry | null {
  const keys = KEYS.get(object.srcType);
  if (!keys) return shapeGeometry(object);
  const data = dataOf(object);
  const entry = entries.get(object);
  if (entry && entry.keys === keys && unchanged(entry, object, data)) return entry.geometry;
  const geometry = shapeGeometry(object);
  const values = keys.map((key) => data[key]);
  // A grid given as an array, or a value that is an object, may change without a new identity.
  if (isPlain(object.src) && values.every(isPlain)) {
    entries.set(object, {
      srcType: object.srcType,
      src: object.src,
      width: object.width,
      height: object.height,
      keys,
      values,
      geometry,
    });
  } else entries.delete(object);
  return geometry;
}
