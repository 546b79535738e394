/**
 * Rotation as in the original: `rotation` in radians, or degrees with
 * `rotationUseDegrees`, about (`rotationX`, `rotationY`) when given, else about
 * the centre of the element's box. The pivot is in the same coordinates as
 * `left`/`top` (the parent's box); the original took it in canvas coordinates
 * and also moved the element by it, which is not kept.
 */
import type { Drawable } from './drawable.js';
import { readBoolean, readNumber } from './values.js';

export interface Rotation {
  /** Clockwise, in radians. */
  readonly angle: number;
  /** The pivot in the element's own coordinates (its `left`/`top` is 0, 0). */
  readonly originX: number;
  readonly originY: number;
}

export function readRotation(object: Drawable): Rotation | null {
  const rotation = readNumber(object, 'rotation');
  if (!rotation) return null;
  const angle = readBoolean(object, 'rotationUseDegrees') ? (rotation * Math.PI) / 180 : rotation;
  const x = readNumber(object, 'rotationX');
  const y = readNumber(object, 'rotationY');
  return {
    angle,
    originX: x !== undefined ? x - object.left : finiteOr0(object.width) / 2,
    originY: y !== undefined ? y - object.top : finiteOr0(object.height) / 2,
  };
}

const finiteOr0 = (value: number): number => (Number.isFinite(value) ? value : 0);

/** The rotation as a CSS / SVG `transform` value about the pivot, in degrees. */
export function rotationTransform(rotation: Rotation): string {
  const degrees = (rotation.angle * 180) / Math.PI;
  const { originX: x, originY: y } = rotation;
  return x === 0 && y === 0
    ? `rotate(${degrees}deg)`
    : `translate(${x}px, ${y}px) rotate(${degrees}deg) translate(${-x}px, ${-y}px)`;
}
