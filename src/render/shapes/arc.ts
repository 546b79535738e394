/**
 * Canvas `arc()` / `ellipse()` as SVG path data. The canvas rules are kept:
 * angles are parametric, clockwise in screen coordinates; a sweep of 2π or
 * more (in the drawing direction) is the whole ellipse, and an arc never
 * covers more than a turn. SVG's `A`
 * command is ambiguous for a whole turn, so the sweep is cut into pieces of at
 * most half a turn.
 */
import { n } from './path-data.js';

const TAU = Math.PI * 2;

export interface EllipseArc {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Rotation of the ellipse, radians. */
  rotation: number;
  startAngle: number;
  endAngle: number;
  anticlockwise: boolean;
}

/**
 * The signed sweep canvas draws from `start` to `end` (positive: clockwise on
 * screen), by the rule browsers implement: a sweep against the direction of
 * drawing goes the other way round, so `arc(0, 2π, anticlockwise)` is a whole
 * circle and `arc(1, 1)` is nothing.
 */
export function canvasSweep(start: number, end: number, anticlockwise: boolean): number {
  if (!anticlockwise) {
    if (end - start >= TAU) return TAU;
    if (start > end) return TAU - ((start - end) % TAU);
    return end - start;
  }
  if (start - end >= TAU) return -TAU;
  if (start < end) return -(TAU - ((end - start) % TAU));
  return end - start;
}

function pointAt(arc: EllipseArc, angle: number): [number, number] {
  const cos = Math.cos(arc.rotation);
  const sin = Math.sin(arc.rotation);
  const x = arc.rx * Math.cos(angle);
  const y = arc.ry * Math.sin(angle);
  return [arc.cx + x * cos - y * sin, arc.cy + x * sin + y * cos];
}

/**
 * Path data for the arc, starting with `M` at its start point (as canvas does
 * after `beginPath()`); `close` adds `Z` (the chord back to the start).
 */
export function ellipseArcPath(arc: EllipseArc, close: boolean): string {
  const sweep = canvasSweep(arc.startAngle, arc.endAngle, arc.anticlockwise);
  const [x0, y0] = pointAt(arc, arc.startAngle);
  let d = `M${n(x0)} ${n(y0)}`;
  if (sweep === 0 || arc.rx === 0 || arc.ry === 0) {
    // A degenerate ellipse is the line through its points, as canvas draws it.
    if (sweep !== 0) {
      const pieces = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2)));
      for (let i = 1; i <= pieces; i++) {
        const [x, y] = pointAt(arc, arc.startAngle + (sweep * i) / pieces);
        d += `L${n(x)} ${n(y)}`;
      }
    }
    return close ? d + 'Z' : d;
  }
  const pieces = Math.max(1, Math.ceil(Math.abs(sweep) / Math.PI - 1e-9));
  const rotationDegrees = (arc.rotation * 180) / Math.PI;
  const sweepFlag = sweep > 0 ? 1 : 0;
  for (let i = 1; i <= pieces; i++) {
    const [x, y] = pointAt(arc, arc.startAngle + (sweep * i) / pieces);
    d += `A${n(arc.rx)} ${n(arc.ry)} ${n(rotationDegrees)} 0 ${sweepFlag} ${n(x)} ${n(y)}`;
  }
  return close ? d + 'Z' : d;
}
