/**
 * The one vocabulary of value checks: the model's fields and statics (model/base/sanitize.ts,
 * model/fields.ts), the elements' attributes (elements/fields) and the fake cursor's options
 * (cursor/cursor-values.ts) all ask these, so a size, a z-index or a count means one thing
 * everywhere. Each returns whether the value itself is one: strings are read by `toNumber` first
 * where a string may stand for a number (attributes, numeric strings given to the model).
 */

/** A number that is not NaN nor infinite (positions, coordinates, hotspots). */
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A finite number, 0 or more (sizes, times in milliseconds). */
export const isSize = (value: unknown): value is number => isFiniteNumber(value) && value >= 0;

/** A finite number other than 0 (a z-index: the specification allows no 0). */
export const isZIndex = (value: unknown): value is number => isFiniteNumber(value) && value !== 0;

/** A finite number above 0 (durations, frames per second, the cursor's sizes). */
export const isPositive = (value: unknown): value is number => isFiniteNumber(value) && value > 0;

/** A whole number of at least 1 (a count of frames). */
export const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

/** A finite number, or a string holding one and nothing else (docs/model.md#numbers: numeric strings are numbers, as attributes are). */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    const n = Number(trimmed);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}
