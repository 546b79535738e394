import { SRC_TYPES } from './constants.js';

/** A plain record: not null, not an array, not a function. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `isRecord`, false where the check itself throws (a revoked Proxy): an item a list skips. */
export function isReadableRecord(value: unknown): value is Record<string, unknown> {
  try {
    return isRecord(value);
  } catch {
    return false;
  }
}

/**
 * What `read` returns from a caller's object, or undefined where reading it throws (a getter or a
 * Proxy that throws): an operation reads what it was given whole, then writes, so such an object
 * gets the operation's fail value and changes nothing.
 */
export function readSafely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export { isFiniteNumber, isSize, isZIndex } from './values.js';

/** Ids must evaluate to true (docs/model.md#ids). */
export const isId = (value: unknown): boolean => !!value;

/**
 * An index argument: numbers only, fractions truncated toward zero (-0.5 gives 0, never -0).
 * Returns NaN for anything that is not a number, so callers fall back.
 */
export const toIndex = (value: unknown): number =>
  typeof value === 'number' && !Number.isNaN(value) ? Math.trunc(value) + 0 : NaN;

/**
 * The position a look-up or removal by index reads (getSprite, getSubSprite, removeSprite,
 * removeSubSprite, the scene's getGraphicSprites and removeSpritesGroup): missing is 0, and a
 * negative index counts as its absolute value, as in CrossBrowdy (-1 is the second item).
 */
export const toPosition = (index: unknown): number => (index === undefined ? 0 : Math.abs(toIndex(index)));

/** The integer of a SRC_TYPES name or value, read live so user-added entries count. */
export const resolveSrcType = (value: unknown): number | undefined => {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 0 && value <= 12) return value;
    for (const key in SRC_TYPES) if (SRC_TYPES[key] === value) return value;
    return undefined;
  }
  if (typeof value === 'string' && Object.prototype.hasOwnProperty.call(SRC_TYPES, value)) {
    return SRC_TYPES[value];
  }
  return undefined;
};

/** A boolean option: the value when it is a boolean, else the fallback. */
export const optionalBoolean = <T>(value: unknown, fallback: T): boolean | T =>
  typeof value === 'boolean' ? value : fallback;
