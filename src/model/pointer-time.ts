/**
 * The pointer and the times it stamps (docs/model.md#pointer, #pointer-operations, #time).
 *
 * The sub-sprites are walked by index: these run at every move, and a for-of makes an
 * iterator object each time wherever the engine has not optimized the function yet.
 */
import { LIB_Device } from './base/device.js';
import { getCurrent, type GroupState } from './group-state.js';
import type { SpriteObject, SubSpriteObject } from './objects.js';
import { toIndex } from './base/sanitize.js';
import { sanitizeTimeArgument } from './time.js';

export function getPointer(s: GroupState): number {
  const pointer = s.group.pointer;
  return Number.isInteger(pointer) && pointer >= 0 && pointer < s.sprites.length ? pointer : 0;
}

export function getPointerPrevious(s: GroupState): number {
  const previous = s.group.pointerPrevious;
  return Number.isInteger(previous) && previous >= 0 ? previous : -1;
}

/** Points `position` (already in range) and stamps the time on the group, the sprite and its sub-sprites. */
function point(s: GroupState, position: number): void {
  stamp(s, s.sprites, position);
}

/** point() for callers that already hold the sprite list: the hot path of setNext/setPrevious reads
 * the group's fields once (each `s.sprites` walks group -> spritesGroup -> sprites) and the clock once. */
function stamp(s: GroupState, sprites: readonly SpriteObject[], position: number): SpriteObject | null {
  const g = s.group;
  const previous = g.pointer;
  g.pointerPrevious = previous;
  g.pointer = position;
  const now = LIB_Device.getTiming();
  g.time = now;
  const sprite = sprites[position] ?? null;
  if (sprite !== null) {
    sprite.time = now;
    const subSprites = sprite.subSprites;
    for (let i = 0; i < subSprites.length; i++) subSprites[i]!.time = now;
  }
  if (!s.observed) return sprite;
  s.emit({ type: 'pointer', pointer: position, pointerPrevious: previous, sprite });
  // A listener may have moved the pointer or changed the list: answer what is pointed now.
  return s.sprites[g.pointer] ?? null;
}

/** docs/model.md#pointer: inserts and removals re-clamp as setPointer would. The stored pointer is clamped,
 * not getPointer(): removing the pointed last sprite points the new last one, not 0. */
export function reclampPointer(s: GroupState): void {
  const g = s.group;
  if (s.sprites.length > 0) {
    setPointer(s, Number.isInteger(g.pointer) ? g.pointer : 0, false);
  } else if (g.pointer !== -1) {
    g.pointerPrevious = g.pointer;
    g.pointer = -1;
    if (s.observed) s.emit({ type: 'pointer', pointer: -1, pointerPrevious: g.pointerPrevious, sprite: null });
  }
}

export function setPointer(s: GroupState, position: unknown, loop: unknown): number {
  const count = s.sprites.length;
  if (count === 0) return getPointer(s);
  let target = toIndex(position === undefined ? 0 : position);
  if (Number.isNaN(target)) target = 0;
  if (target < 0 || target >= count) {
    if (loop === true && Number.isFinite(target)) target = Math.abs(target) % count;
    else target = target < 0 ? 0 : count - 1;
  }
  if (target !== s.group.pointer) point(s, target);
  return s.group.pointer;
}

/**
 * The change records playback's own move makes: `all`, as `setPointer` then `setTime` would;
 * `pointer`, for a caller that knows no one keeps them (its own mirror reads them at once): no
 * time records, and one pointer record per group, filled in again at each move; `none`, for a
 * caller that tells whoever needs to know itself (a group's playback drawing its own move).
 */
export type PlayReports = 'all' | 'pointer' | 'none';

/**
 * The frame loop's own move (playback, src/elements/playback-controller.ts): `position`,
 * already in range, becomes the pointer with `time` as the start of the group, the sprite
 * and its sub-sprites. What `setPointer(position)` then `setTime(time, true, true)` do,
 * in one pass: each time is written once, the clock is not read, and the change records
 * are the same (the pointer, when it moved, then the group's, the sprite's and the
 * sub-sprites' times), but for the sprite's time seen during the pointer record, which is
 * already `time`. `reports` says which records are made (PlayReports).
 */
export function playTo(s: GroupState, position: number, time: number, reports: PlayReports = 'all'): void {
  const sprites = s.sprites;
  const sprite = sprites[position];
  const value = typeof time === 'number' && time >= 0 && time < Infinity ? time : sanitizeTimeArgument(time);
  if (sprite === undefined || !Number.isInteger(position)) {
    setPointer(s, position, false);
    setTime(s, value, true, true);
    return;
  }
  const g = s.group;
  const previous = g.pointer;
  const moved = previous !== position;
  if (moved) {
    g.pointerPrevious = previous;
    g.pointer = position;
  }
  g.time = value;
  sprite.time = value;
  const subSprites = sprite.subSprites;
  for (let i = 0; i < subSprites.length; i++) subSprites[i]!.time = value;
  if (reports === 'none' || !s.observed) return;
  if (moved) {
    s.emit(
      reports === 'all'
        ? { type: 'pointer', pointer: position, pointerPrevious: previous, sprite }
        : s.reusedPointerRecord(position, previous, sprite),
    );
    // A listener moved the pointer again, or changed the list: the times go where setTime would put them.
    if (g.pointer !== position || s.sprites[position] !== sprite) {
      setTime(s, value, true, true);
      return;
    }
  }
  if (reports !== 'all') return;
  s.emit({ type: 'time', target: g });
  s.emit({ type: 'time', target: sprite });
  for (let i = 0; i < subSprites.length; i++) s.emit({ type: 'time', target: subSprites[i]! });
}

export function setNext(s: GroupState, loop: unknown): SpriteObject | null {
  const sprites = s.sprites;
  const count = sprites.length;
  if (count === 0) return null;
  const pointer = s.group.pointer;
  // getPointer() + 1, inlined: a pointer out of range counts as 0.
  const next = pointer < 0 ? 0 : Number.isInteger(pointer) && pointer < count ? pointer + 1 : 1;
  if (next < count) return stamp(s, sprites, next);
  if (loop === true) return stamp(s, sprites, 0);
  return null;
}

export function setPrevious(s: GroupState, loop: unknown): SpriteObject | null {
  const sprites = s.sprites;
  const count = sprites.length;
  if (count === 0) return null;
  const previous = getPointer(s) - 1;
  if (previous >= 0) return stamp(s, sprites, previous);
  if (loop === true) return stamp(s, sprites, count - 1);
  return null;
}

export function setTime(
  s: GroupState,
  time: unknown,
  updateTimeCurrentSprite: unknown,
  updateTimeCurrentSpriteSubSprites: unknown,
): number {
  const value = sanitizeTimeArgument(time);
  s.group.time = value;
  if (s.observed) s.emit({ type: 'time', target: s.group });
  const current = updateTimeCurrentSprite === true ? getCurrent(s) : null;
  if (current) {
    setTimeOf(s, current, value);
    if (updateTimeCurrentSpriteSubSprites === true) {
      const subSprites = current.subSprites;
      for (let i = 0; i < subSprites.length; i++) setTimeOf(s, subSprites[i]!, value);
    }
  }
  return value;
}

export function setTimeOf(s: GroupState, target: SpriteObject | SubSpriteObject, time: unknown): number {
  target.time = sanitizeTimeArgument(time);
  if (s.observed) s.emit({ type: 'time', target });
  return target.time;
}
