/**
 * Readers for `data` values that may come from markup as strings
 * (`data-radius="20"`, `data-stroke=""`, `data-elements-data='{"g":{"id":"a"}}'`)
 * or from the controller as numbers, booleans, arrays, objects or functions.
 * Each returns `undefined` for a missing value and reports a bad one
 * (see diagnostics.ts); none throws.
 */
import { clearReport, reportBadValue } from './diagnostics.js';
import { dataOf, type Drawable } from './drawable.js';

/** A number, or a numeric string (`"20"`, `" 0.5 "`, `"-3e2"`). Anything else: NaN. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

export type NumberRule = 'any' | 'nonNegative';

/**
 * `data[key]` as a finite number. Missing (undefined, null): `undefined`, with no
 * warning unless `required`. Present but not a finite number (or negative where
 * `nonNegative`): `undefined` and a warning.
 */
export function readNumber(
  object: Drawable,
  key: string,
  options: { required?: boolean; rule?: NumberRule } = {},
): number | undefined {
  const value = dataOf(object)[key];
  if (value === undefined || value === null) {
    if (options.required) reportBadValue(object, key, value, 'is missing; nothing drawn');
    return undefined;
  }
  const number = toNumber(value);
  if (!Number.isFinite(number)) {
    reportBadValue(
      object,
      key,
      value,
      options.required ? 'is not a number; nothing drawn' : 'is not a number; ignored',
    );
    return undefined;
  }
  if (options.rule === 'nonNegative' && number < 0) {
    reportBadValue(object, key, value, options.required ? 'is negative; nothing drawn' : 'is negative; ignored');
    return undefined;
  }
  clearReport(object, key);
  return number;
}

/**
 * `data[key]` as a boolean. From markup, a present attribute is true (`""`,
 * `"true"`, `"1"`, or its own name) and `"false"` / `"0"` are false; from the
 * controller, any value counts by truthiness as in the original. Other strings
 * warn and count as false.
 */
export function readBoolean(object: Drawable, key: string): boolean {
  const value = dataOf(object)[key];
  if (typeof value !== 'string') return !!value;
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'true' || text === '1' || text === key.toLowerCase()) return true;
  if (text === 'false' || text === '0') return false;
  reportBadValue(object, key, value, 'is not a boolean ("", "true" or "false"); taken as false');
  return false;
}

/** Parsed JSON strings, so a value read at every render is parsed once. */
const parsed = new Map<string, unknown>();
const PARSED_MAX = 256;
const FAILED: unique symbol = Symbol('failed');

/** Parses `text` as JSON, remembering recent results; `FAILED` when it is not JSON. */
export function parseJsonCached(text: string): unknown {
  const hit = parsed.get(text);
  if (hit !== undefined || parsed.has(text)) return hit;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = FAILED;
  }
  // Large grids are parsed again rather than kept twice (the string is kept by the model).
  if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value as string);
  parsed.set(text, value);
  return value;
}
export const isParseFailure = (value: unknown): value is typeof FAILED => value === FAILED;

/**
 * A structured value: the value itself when it is not a string; a string is read
 * as JSON. Malformed JSON warns (once per value) and gives `undefined`.
 */
export function readJson(object: Drawable, key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const result = parseJsonCached(value);
  if (isParseFailure(result)) {
    reportBadValue(object, key, value, 'is not valid JSON; nothing drawn');
    return undefined;
  }
  return result;
}

/** `data[key]` as a string (numbers become strings); `undefined` when missing or of another kind. */
export function readString(object: Drawable, key: string): string | undefined {
  const value = dataOf(object)[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value !== undefined && value !== null) reportBadValue(object, key, value, 'is not a string; ignored');
  return undefined;
}
