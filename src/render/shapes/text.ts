/**
 * TEXT layout as in the original: `src` as text (numbers too), split on `\n`,
 * each line `fontSize` (else `height`) below the last, its top at the line's
 * y (canvas `textBaseline = "top"`). The CSS `font` is built from
 * `fontStyle`, `fontVariant`, `fontWeight`, `fontSize` and `fontFamily`; a
 * unitless size is in px. `stroke` outlines the text with `lineWidth` (else 1).
 */
import { reportBadValue } from '../options/diagnostics.js';
import { dataOf, type Drawable } from '../options/drawable.js';
import { readBoolean, readNumber, toNumber } from '../options/values.js';
import type { Paint } from './geometry-types.js';

export interface TextLayout {
  readonly lines: readonly string[];
  /** Distance between the tops of two lines, px. */
  readonly lineHeight: number;
  /** A CSS `font` value, or null when the object gives no font field (the renderer's default applies). */
  readonly font: string | null;
  readonly paint: Paint;
  readonly lineWidth: number;
}

/** Font fields must stay one token list of the `font` shorthand. */
const FONT_PART = /^[\w\s.,%'"-]*$/;
const FONT_KEYS = ['fontStyle', 'fontVariant', 'fontWeight', 'fontSize', 'fontFamily'] as const;

function fontPart(object: Drawable, key: (typeof FONT_KEYS)[number]): string | undefined {
  const value = dataOf(object)[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (key === 'fontSize' || key === 'fontWeight') {
    if (typeof value === 'number' || (typeof value === 'string' && Number.isFinite(toNumber(value)))) {
      const number = toNumber(value);
      return key === 'fontSize' ? `${number}px` : String(number);
    }
  }
  if (typeof value !== 'string' || !FONT_PART.test(value) || value.length > 200) {
    reportBadValue(object, key, value, 'is not a CSS font value; ignored');
    return undefined;
  }
  return value.trim();
}

export function readFont(object: Drawable): string | null {
  const parts = FONT_KEYS.map((key) => fontPart(object, key));
  if (parts.every((part) => part === undefined)) return null;
  const [style, variant, weight, size, family] = parts;
  // The shorthand needs a size and a family: the canvas defaults fill what is missing.
  return [style, variant, weight, size ?? '10px', family ?? 'sans-serif'].filter(Boolean).join(' ');
}

/** The layout of a TEXT object, or null when it has no text. */
export function layoutText(object: Drawable): TextLayout | null {
  const src = object.src;
  if (src === null || src === undefined || (typeof src !== 'string' && typeof src !== 'number')) return null;
  const text = String(src);
  if (text === '') return null;
  const size = parseFloat(String(dataOf(object)['fontSize'] ?? ''));
  const lineHeight = Number.isFinite(size) && size > 0 ? size : Number.isFinite(object.height) ? object.height : 0;
  const stroke = readBoolean(object, 'stroke');
  return {
    lines: text.split('\n'),
    lineHeight,
    font: readFont(object),
    paint: stroke ? 'stroke' : 'fill',
    lineWidth: stroke ? readNumber(object, 'lineWidth', { rule: 'nonNegative' }) || 1 : 0,
  };
}
