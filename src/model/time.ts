/**
 * The time operations (docs/model.md#time) act on whatever object they are called for:
 * the group, a sprite or a sub-sprite. They only touch `time` and `parent`.
 */
import { LIB_Device } from './base/device.js';
import { isSize } from './base/sanitize.js';
import { toNumber } from './base/values.js';

export interface Timed {
  time: number;
  readonly parent?: unknown;
}

/** A time of 0 counts as missing (docs/model.md#time). */
const presentTime = (value: unknown): number | undefined => (isSize(value) && value > 0 ? value : undefined);

export function getTimeOf<F = undefined>(target: Timed, returnValueOnFail?: F, parentTimeFallback = false): number | F {
  const own = presentTime(target.time);
  if (own !== undefined) return own;
  if (parentTimeFallback === true && typeof target.parent === 'object' && target.parent !== null) {
    const inherited = presentTime((target.parent as Partial<Timed>).time);
    if (inherited !== undefined) return inherited;
  }
  return returnValueOnFail as F;
}

export function getTimeElapsedOf(target: Timed, timeToCompare?: number, parentTimeFallback = false): number {
  const now = isSize(timeToCompare) ? timeToCompare : LIB_Device.getTiming();
  return now - getTimeOf(target, 0, parentTimeFallback);
}

/**
 * `getTimeElapsedOf(target, now)` for a valid `now` and no parent fallback, in one
 * small function: engines compile it into a hot caller (a frame loop), where each
 * number returned down the longer chain would be an object made per call.
 */
export function elapsedSince(target: Timed, now: number): number {
  const time = target.time;
  return now - (typeof time === 'number' && time > 0 && time < Infinity ? time : 0);
}

/** The time to store: the given one when valid (numeric strings read as numbers, docs/model.md#numbers), else now. */
export const sanitizeTimeArgument = (time: unknown): number => {
  const value = toNumber(time);
  return value !== undefined && value >= 0 ? value : LIB_Device.getTiming();
};
