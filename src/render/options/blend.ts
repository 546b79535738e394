/**
 * `globalCompositeOperation` (the canvas name) to CSS `mix-blend-mode`. The
 * separable and non-separable blend modes have the same names in both; the
 * Porter-Duff operators (source-in, xor, ...) have no CSS equivalent: they
 * warn once per page and draw normally.
 */
import { warn } from '../../shared/warnings.js';

const SAME_NAME = new Set([
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'color-dodge',
  'color-burn',
  'hard-light',
  'soft-light',
  'difference',
  'exclusion',
  'hue',
  'saturation',
  'color',
  'luminosity',
]);

/** Canvas operators with no CSS counterpart (the canvas backend can still use them). */
const CANVAS_ONLY = new Set([
  'source-in',
  'source-out',
  'source-atop',
  'destination-over',
  'destination-in',
  'destination-out',
  'destination-atop',
  'lighter',
  'copy',
  'xor',
]);

export interface Blend {
  /** The canvas `globalCompositeOperation` to use. */
  readonly composite: string;
  /** The CSS `mix-blend-mode`, or null to draw normally. */
  readonly mixBlendMode: string | null;
}

export const NORMAL_BLEND: Blend = Object.freeze({ composite: 'source-over', mixBlendMode: null });

/** The blend for a `globalCompositeOperation` value; `undefined` for a value that is no operator at all. */
export function blendOf(value: string): Blend | undefined {
  const name = value.trim().toLowerCase();
  if (name === '' || name === 'source-over' || name === 'normal') return NORMAL_BLEND;
  if (SAME_NAME.has(name)) return { composite: name, mixBlendMode: name };
  if (CANVAS_ONLY.has(name)) {
    // A rule of the DOM renderer, not a fault of one object: once per page and operator.
    warn(
      'canvas-only-blend',
      null,
      `globalCompositeOperation "${name}" has no CSS mix-blend-mode; drawn normally in the DOM`,
      name,
    );
    return { composite: name, mixBlendMode: null };
  }
  return undefined;
}
