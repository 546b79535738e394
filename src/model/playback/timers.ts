/**
 * CrossBrowdy's per-sprite timers, as its example rendering engine runs them
 * (`CB_REM.getCurrentSprite`), read from each sprite's `data`:
 *
 * - `skipAfter` (ms): once the sprite has shown this long, move on; it stays enabled.
 * - `duration` (ms): once it has shown this long, disable it and move on.
 * - `timeResetAndEnableAfter` (ms): a sprite disabled by `duration` is enabled
 *   again (with its time reset) this long after, when playback next looks at it.
 * - `pointerNext`: the index to go to next, or a function `(sprite, graphicSprites)`
 *   called with the sprite as `this` that returns it. Default: the next index.
 * - `loop`: wrap past the last sprite (else stop at it).
 *
 * A sprite with none of these stays current: in CrossBrowdy only timers move
 * the pointer. Numbers may arrive as strings (markup `data-*`). No DOM.
 *
 * Sub-sprites run `duration` and `timeResetAndEnableAfter` too, looked at
 * whenever their sprite is shown (`stepSubSpriteTimers`).
 *
 * One deliberate difference: CrossBrowdy tests a sprite that its search
 * reaches against that sprite's old `time` (when it was last shown, or 0), so
 * after one pass every `skipAfter` sprite but the current one is passed over
 * at once, and a never-shown one too. Here a sprite reached counts as just
 * arriving: only being disabled passes it over, and its timers start when it shows.
 * And a search that comes round to a disabled sprite keeps the current one
 * (starting it again) rather than pointing at a sprite that shows nothing.
 */
import { LIB_Device } from '../base/device.js';
import type { LIB_GraphicSprites } from '../graphic-sprites.js';
import type { SpriteObject, SubSpriteObject } from '../objects.js';

const TIMER_KEYS = ['skipAfter', 'duration', 'timeResetAndEnableAfter', 'pointerNext', 'loop'] as const;
/** The timers a sub-sprite runs: it is never pointed at, only shown with its sprite. */
const SUB_SPRITE_TIMER_KEYS = ['duration', 'timeResetAndEnableAfter'] as const;

/** When each sprite or sub-sprite was disabled by its `duration` (CrossBrowdy's `_timeDisappeared`), kept off the objects. */
const disappeared = new WeakMap<SpriteObject | SubSpriteObject, number>();

/** A time in ms from data: a number or a numeric string; undefined when absent. */
function msOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && !Number.isNaN(n) ? n : undefined;
}

const loops = (sprite: SpriteObject): boolean => {
  const value = sprite.data.loop;
  return value === true || (typeof value === 'string' && value !== '' && value !== 'false');
};

// Indexed loops: these run for each group that starts playing, mostly before the engine has
// optimized them, and a for-of there makes an iterator object per loop.
const hasAny = (object: SpriteObject | SubSpriteObject, keys: readonly string[]): boolean => {
  const data = object.data;
  for (let i = 0; i < keys.length; i++) {
    const value = data[keys[i]!];
    if (value !== undefined && value !== null && value !== '') return true;
  }
  return false;
};

/** Whether any sprite of the group uses one of CrossBrowdy's timers. */
export function usesTimers(sprites: LIB_GraphicSprites): boolean {
  const list = sprites.spritesGroup.sprites;
  for (let i = 0; i < list.length; i++) if (hasAny(list[i]!, TIMER_KEYS)) return true;
  return false;
}

/** Whether any sub-sprite of the group has a `duration` or `timeResetAndEnableAfter` (its own or inherited). */
export function usesSubSpriteTimers(sprites: LIB_GraphicSprites): boolean {
  const list = sprites.spritesGroup.sprites;
  for (let i = 0; i < list.length; i++) {
    const subs = list[i]!.subSprites;
    for (let j = 0; j < subs.length; j++) if (hasAny(subs[j]!, SUB_SPRITE_TIMER_KEYS)) return true;
  }
  return false;
}

/** Whether the `duration` timer of a sprite or sub-sprite disabled it (and it is not enabled again yet). */
export const disabledByTimer = (object: SpriteObject | SubSpriteObject): boolean => disappeared.has(object);

/** Enables an object again once `timeResetAndEnableAfter` has passed since its `duration` disabled it, its time reset. */
function reenable(object: SpriteObject | SubSpriteObject, now: number): void {
  const since = disappeared.get(object);
  if (since === undefined) return;
  const reset = msOf(object.data.timeResetAndEnableAfter);
  if (reset !== undefined && since + reset < now) {
    object.setDisabled(false);
    object.setTime(now);
    disappeared.delete(object);
  }
}

/** Disables an object whose `duration` has passed (unless its timer already did). Returns whether it did. */
function expire(object: SpriteObject | SubSpriteObject, now: number): boolean {
  const duration = msOf(object.data.duration);
  if (disappeared.has(object) || duration === undefined || !(object.getTimeElapsed(now) > duration)) return false;
  object.setDisabled(true);
  disappeared.set(object, now);
  return true;
}

/** Enables a sprite again after `timeResetAndEnableAfter`, and (when it is the one showing) disables it after `duration`. */
function refresh(sprite: SpriteObject, now: number, arriving: boolean): void {
  reenable(sprite, now);
  if (!arriving) expire(sprite, now);
}

/**
 * The sub-sprites' timers, as CrossBrowdy's engine runs them each time it
 * draws `sprite`: a sub-sprite never shown gets its sprite's time; one that its
 * `duration` disabled is enabled again, its time reset, once
 * `timeResetAndEnableAfter` has passed; one shown longer than its `duration`
 * is disabled. Only a sub-sprite the engine would draw is looked at: not
 * one disabled otherwise. Returns whether any sub-sprite of `sprite` has a
 * timer still to come (look again at the next frame).
 */
export function stepSubSpriteTimers(sprite: SpriteObject, now: number = LIB_Device.getTiming()): boolean {
  let pending = false;
  const subs = sprite.subSprites;
  for (const sub of subs) {
    if (!hasAny(sub, SUB_SPRITE_TIMER_KEYS)) continue;
    // Never shown yet: shown since its sprite was (CrossBrowdy stamps it at its first draw, with its sprite's).
    if (sub.time === 0) sub.setTime(sprite.time || now);
    reenable(sub, now);
    const canReturn = msOf(sub.data.timeResetAndEnableAfter) !== undefined;
    if (disappeared.has(sub)) {
      pending ||= canReturn;
      continue;
    }
    // Disabled by the page (not by its timer): nothing to time until it is enabled.
    if (sub.isDisabled()) continue;
    pending ||= expire(sub, now) ? canReturn : msOf(sub.data.duration) !== undefined;
  }
  return pending;
}

function nextOf(sprite: SpriteObject, from: number, sprites: LIB_GraphicSprites): number {
  const next = sprite.data.pointerNext;
  if (typeof next === 'function') {
    const value = (next as (this: SpriteObject, s: SpriteObject, g: LIB_GraphicSprites) => unknown).call(
      sprite,
      sprite,
      sprites,
    );
    return typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
  }
  const index = msOf(next);
  return index !== undefined ? Math.trunc(index) : from + 1;
}

/** Whether the sprite is done: disabled, or (the one showing) past its `skipAfter` or `duration`. */
function done(sprite: SpriteObject, now: number, arriving: boolean): boolean {
  if (sprite.isDisabled()) return true;
  if (arriving) return false;
  const elapsed = sprite.getTimeElapsed(now);
  const skipAfter = msOf(sprite.data.skipAfter);
  const duration = msOf(sprite.data.duration);
  return (skipAfter !== undefined && elapsed > skipAfter) || (duration !== undefined && elapsed > duration);
}

/**
 * One look at the group, as CrossBrowdy's engine takes before each draw:
 * applies the current sprite's timers and moves the pointer past every sprite
 * that is done, following `pointerNext` (never visiting one index twice).
 * Returns the sprite to show, or null.
 */
export function stepTimers(sprites: LIB_GraphicSprites, now: number = LIB_Device.getTiming()): SpriteObject | null {
  let sprite: SpriteObject | null = sprites.getCurrent();
  if (!sprite) return null;
  refresh(sprite, now, false);
  const count = sprites.spritesGroup.sprites.length;
  const current = sprites.getPointer();
  let next = nextOf(sprite, current, sprites);
  if (loops(sprite)) next %= count;
  else if (next >= count) next = count - 1;
  const checked: number[] = [];
  let arriving = false;
  while (next !== current && sprite && done(sprite, now, arriving)) {
    checked.push(next);
    sprite = sprites.getSprite(next, null);
    // A negative or bad index (CrossBrowdy would throw here): stay where we are.
    if (!sprite) return sprites.getCurrent();
    arriving = true;
    refresh(sprite, now, true);
    next = nextOf(sprite, next, sprites);
    if (loops(sprite)) next %= count;
    else if (next >= count) break;
    if (checked.includes(next)) break;
  }
  // The search came round to a disabled sprite: the current one, still enabled, starts a new round instead.
  const currentSprite = sprites.getSprite(current, null);
  if (sprite && sprite !== currentSprite && sprite.isDisabled() && currentSprite && !currentSprite.isDisabled()) {
    currentSprite.setTime(now);
    return currentSprite;
  }
  if (sprite && sprite.position !== current) {
    sprites.setPointer(sprite.position);
    sprite.setTime(now);
  }
  return sprite;
}
