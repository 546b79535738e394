/**
 * Bad drawing data is reported, never thrown: one warning per element and
 * attribute, repeated only when the bad value changes (a render loop must not
 * flood the console). Each warning names the element and the attribute both
 * as a `data` key and as the markup attribute that sets it.
 */
import type { Drawable } from './drawable.js';

export type WarnSink = (message: string) => void;

/** Where warnings go; tests replace it. */
export const diagnostics: { sink: WarnSink } = {
  sink: (message) => console.warn(message),
};

const reported = new WeakMap<object, Map<string, string>>();

/** `startAngle` -> `data-start-angle`. */
export const markupName = (key: string): string =>
  'data-' + key.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase());

/** How a warning names an object: its kind (when the caller knows it) and id. */
export function describe(object: Drawable): string {
  const id = object.id;
  const name = typeof id === 'string' || typeof id === 'number' ? `"${String(id)}"` : '(no id)';
  // Model objects: a sprite has sub-sprites, a sub-sprite has a parent sprite.
  const kind = Array.isArray((object as { subSprites?: unknown }).subSprites) ? 'sprite ' : 'parent' in object ? 'sub-sprite ' : '';
  return kind + name;
}

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

/**
 * Warns about `key` of `object` unless the same value was already reported.
 * `attribute` is the data key (`radius`) or a field name (`src`).
 */
export function reportBadValue(object: Drawable, attribute: string, value: unknown, problem: string): void {
  let seen = reported.get(object);
  if (!seen) {
    seen = new Map();
    reported.set(object, seen);
  }
  const shown = show(value);
  if (seen.get(attribute) === shown) return;
  seen.set(attribute, shown);
  const where = attribute === 'src' ? 'src' : `${attribute} (${markupName(attribute)})`;
  diagnostics.sink(`lib-sprites: ${describe(object)}: ${where} ${shown} ${problem}`);
}

/** Forgets what was reported for `object` and `attribute`, once the value is good again. */
export function clearReport(object: Drawable, attribute: string): void {
  reported.get(object)?.delete(attribute);
}

/** Warns once per message for the whole page (for rules, not values: "no CSS blend mode for xor"). */
const once = new Set<string>();
export function warnOnce(message: string): void {
  if (once.has(message)) return;
  once.add(message);
  diagnostics.sink(message);
}
