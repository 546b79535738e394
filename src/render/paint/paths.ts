/**
 * Shapes for the canvas: each shape's SVG path data as a `Path2D` (cached:
 * the same `d` every frame costs one parse), the rectangle its ink can reach
 * (for dirty rectangles), and a point test (`isPointInPath` /
 * `isPointInStroke`) for hit testing.
 */
import type { ShapeGeometry } from '../shapes/geometry-types.js';
import type { Rect } from './rect.js';

const paths = new Map<string, Path2D>();
const MAX_PATHS = 4096;
/** The path data each cached path was made from (a recorded frame names a path by it: offscreen/). */
const data = new WeakMap<Path2D, string>();

/** The SVG path data `path` was made from by `pathOf`; undefined for any other path. */
export const pathData = (path: Path2D): string | undefined => data.get(path);

export function pathOf(d: string): Path2D {
  let path = paths.get(d);
  if (!path) {
    // A bounded cache: a page that makes endless distinct paths starts afresh.
    if (paths.size >= MAX_PATHS) paths.clear();
    paths.set(d, (path = new Path2D(d)));
    data.set(path, d);
  }
  return path;
}

/** Arguments per SVG path command. */
const ARGUMENTS: Record<string, number> = { M: 2, L: 2, T: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, A: 7, Z: 0 };

/**
 * A rectangle holding everything the path can draw, in its own coordinates:
 * every point it names (control points hold a curve), an arc's end points
 * grown by its radii, and half the stroke width around.
 */
export function pathBounds(geometry: ShapeGeometry): Rect | null {
  const tokens = geometry.d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g);
  if (!tokens) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const add = (x: number, y: number, grow = 0): void => {
    left = Math.min(left, x - grow);
    right = Math.max(right, x + grow);
    top = Math.min(top, y - grow);
    bottom = Math.max(bottom, y + grow);
  };
  let command = 'M';
  let x = 0;
  let y = 0;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const named = /[A-Za-z]/.test(token);
    if (named) {
      command = token;
      i++;
    }
    const upper = command.toUpperCase();
    const count = ARGUMENTS[upper] ?? 0;
    if (count === 0) {
      if (upper !== 'Z') return null;
      // A number after a close path is an error: the path is drawn up to it (and reading on would never advance).
      if (!named) break;
      continue;
    }
    const args = tokens.slice(i, i + count).map(Number);
    if (args.length < count || args.some((n) => !Number.isFinite(n))) break;
    // From here `args` holds `count` numbers: each read below is in range.
    i += count;
    const relative = command !== upper;
    const px = (n: number): number => (relative ? x + n : n);
    const py = (n: number): number => (relative ? y + n : n);
    if (upper === 'H') x = px(args[0]!);
    else if (upper === 'V') y = py(args[0]!);
    else if (upper === 'A') {
      const radius = Math.max(Math.abs(args[0]!), Math.abs(args[1]!));
      add(x, y, 2 * radius);
      x = px(args[5]!);
      y = py(args[6]!);
      add(x, y, 2 * radius);
    } else {
      for (let k = 0; k < count; k += 2) add(px(args[k]!), py(args[k + 1]!));
      x = px(args[count - 2]!);
      y = py(args[count - 1]!);
    }
    add(x, y);
    // Repeated coordinates after M are line-tos.
    if (upper === 'M') command = relative ? 'l' : 'L';
  }
  if (!Number.isFinite(left)) return null;
  const half = (geometry.paint === 'stroke' ? geometry.lineWidth || 1 : 0) / 2 + 1;
  return { x: left - half, y: top - half, width: right - left + 2 * half, height: bottom - top + 2 * half };
}

let probe: CanvasRenderingContext2D | null = null;

/** Whether (x, y), in the path's own coordinates, is on the shape's ink: inside a filled one, on a stroked one's line. */
export function hitsPath(geometry: ShapeGeometry, x: number, y: number): boolean {
  probe ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!probe) return false;
  const path = pathOf(geometry.d);
  if (geometry.paint === 'fill') return probe.isPointInPath(path, x, y);
  probe.lineWidth = geometry.lineWidth || 1;
  return probe.isPointInStroke(path, x, y);
}
