/**
 * Bad drawing data is reported, never thrown: one warning per object and
 * attribute, repeated only when the bad value changes (a render loop must not
 * flood the console). Each warning names the object and the attribute both
 * as a `data` key and as the markup attribute that sets it.
 */
import { forgetWarning, warn } from '../../shared/warnings.js';
import type { Drawable } from './drawable.js';

/** `startAngle` -> `data-start-angle`. */
export const markupName = (key: string): string =>
  'data-' + key.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase());

const show = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? value.slice(0, 57) + '...' : value);
  if (typeof value === 'function') return 'a function';
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text.length > 60 ? text.slice(0, 57) + '...' : text;
  } catch {
    return String(value);
  }
};

const where = (attribute: string): string => (attribute === 'src' ? 'src' : `${attribute} (${markupName(attribute)})`);

/**
 * Warns about `key` of `object` unless the same value was already reported.
 * `attribute` is the data key (`radius`) or a field name (`src`).
 */
export function reportBadValue(object: Drawable, attribute: string, value: unknown, problem: string): void {
  const shown = show(value);
  warn('bad-drawing-value', object, `${where(attribute)} ${shown} ${problem}`, attribute, shown);
}

/** Forgets what was reported for `object` and `attribute`, once the value is good again. */
export function clearReport(object: Drawable, attribute: string): void {
  forgetWarning('bad-drawing-value', object, attribute);
}

/**
 * Warns that the function at `attribute` of `object` threw; once per object
 * and attribute (a hook that throws every frame warns once). The error itself
 * goes with the warning, so the page's developer sees where it was thrown.
 */
export function reportThrow(object: Drawable, attribute: string, error: unknown, consequence?: string): void {
  const message = `${where(attribute)} threw (${errorText(error)})${consequence ? '; ' + consequence : ''}`;
  warn('hook-threw', object, message, attribute, '', error);
}

/** A thrown value's one-line form, whatever was thrown (a value with no string form included). */
function errorText(error: unknown): string {
  try {
    return String(error);
  } catch {
    return 'a value with no string form';
  }
}
