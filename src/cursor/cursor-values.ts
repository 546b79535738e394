/**
 * The fake cursor's defaults and the checks that turn bad values into them
 * (with a warning, never a throw).
 */
import { warn, type WarningCode } from '../shared/warnings.js';
import { isCount, isFiniteNumber, isPositive } from '../model/base/values.js';
import type { CursorImageOptions, CursorLook } from './cursor-image-types.js';

export const DIV_ID = 'LIB_fakeCursorImageDiv';
export const IMAGE_ID = 'LIB_fakeCursorImage';
export const WIDTH_DEFAULT = 32;
export const HEIGHT_DEFAULT = 32;
export const FRAMES_DEFAULT = 1;
export const FRAMES_MS_DEFAULT = 100;

/** How a check reports a value it replaced: the message, and what it is about (the option, the attribute) and its value. */
export type Report = (message: string, topic: string, value: string) => void;

/** A warning of `LIB_Mouse.CursorImage` (no element: the page is the subject), once per topic and value. */
export function warnCursorImage(code: WarningCode, message: string, topic: string, value: string): void {
  warn(code, null, `LIB_Mouse.CursorImage: ${message}`, topic, value);
}

export const shown = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/** The report of a `LIB_Mouse.CursorImage` option replaced by its default. */
const reportOption: Report = (message, topic, value) => warnCursorImage('bad-option', message, topic, value);

/** A positive finite number, else the default (with a warning unless the value was simply absent). */
export function positiveOr(value: unknown, fallback: number, name: string, report: Report = reportOption): number {
  if (value === undefined || value === null) return fallback;
  if (isPositive(value)) return value;
  report(`${name} must be a positive number, got ${shown(value)}; using ${fallback}.`, name, shown(value));
  return fallback;
}

/** A whole count of at least 1, else the default (with a warning unless absent). */
export function countOr(value: unknown, fallback: number, name: string, report: Report = reportOption): number {
  if (value === undefined || value === null) return fallback;
  if (isCount(value)) return value;
  report(`${name} must be a whole number of at least 1, got ${shown(value)}; using ${fallback}.`, name, shown(value));
  return fallback;
}

/** Any finite number (negative hotspots are allowed), else the default (with a warning unless absent). */
export function finiteOr(value: unknown, fallback: number, name: string, report: Report = reportOption): number {
  if (value === undefined || value === null) return fallback;
  if (isFiniteNumber(value)) return value;
  report(`${name} must be a finite number, got ${shown(value)}; using ${fallback}.`, name, shown(value));
  return fallback;
}

export const flag = (value: unknown, fallback: boolean): boolean =>
  value === undefined || value === null ? fallback : Boolean(value);

/** The look that `set` shows: its arguments, each bad one warned about and replaced by the spec's default. */
export function lookFromSet(
  src: string,
  width: unknown,
  height: unknown,
  isSprite: unknown,
  numberOfFrames: unknown,
  framesMs: unknown,
  options: unknown,
): CursorLook {
  const sprite = flag(isSprite, false);
  const opts: CursorImageOptions = options != null && typeof options === 'object' ? options : {};
  return {
    src,
    width: positiveOr(width, WIDTH_DEFAULT, 'cursorImageWidth'),
    height: positiveOr(height, HEIGHT_DEFAULT, 'cursorImageHeight'),
    frames: sprite ? countOr(numberOfFrames, FRAMES_DEFAULT, 'numberOfFrames') : 1,
    frameMs: sprite ? positiveOr(framesMs, FRAMES_MS_DEFAULT, 'framesMs') : FRAMES_MS_DEFAULT,
    hotspotX: finiteOr(opts.hotspotX, 0, 'hotspotX'),
    hotspotY: finiteOr(opts.hotspotY, 0, 'hotspotY'),
    group: null,
  };
}
