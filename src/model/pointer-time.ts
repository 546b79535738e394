/**
 * The pointer and the times it stamps (spec 3 state 2, 4.4, 4.5, DECISIONS.md "Pointer").
 */
import { LIB_Device } from './device.js';
import { getCurrent, type GroupState } from './group-state.js';
import type { SpriteObject, SubSpriteObject } from './objects.js';
import { toIndex } from './sanitize.js';
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
  const g = s.group;
  g.pointerPrevious = g.pointer;
  g.pointer = position;
  const now = LIB_Device.getTiming();
  g.time = now;
  const sprite = s.sprites[position] ?? null;
  if (sprite) {
    sprite.time = now;
    const subSprites = sprite.subSprites;
    for (let i = 0; i < subSprites.length; i++) subSprites[i]!.time = now;
  }
  if (s.observed) s.emit({ type: 'pointer', pointer: position, pointerPrevious: g.pointerPrevious, sprite });
}

/** DECISIONS.md: inserts and removals re-clamp as setPointer would. The stored pointer is clamped,
 * not getPointer(): removing the pointed last sprite points the new last one, not 0 (issue 11). */
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

export function setNext(s: GroupState, loop: unknown): SpriteObject | null {
  const count = s.sprites.length;
  if (count === 0) return null;
  const next = s.group.pointer < 0 ? 0 : getPointer(s) + 1;
  if (next < count) point(s, next);
  else if (loop === true) point(s, 0);
  else return null;
  return s.sprites[s.group.pointer]!;
}

export function setPrevious(s: GroupState, loop: unknown): SpriteObject | null {
  const count = s.sprites.length;
  if (count === 0) return null;
  const previous = getPointer(s) - 1;
  if (previous >= 0) point(s, previous);
  else if (loop === true) point(s, count - 1);
  else return null;
  return s.sprites[s.group.pointer]!;
}

export function setTime(s: GroupState, time: unknown, updateTimeCurrentSprite: unknown, updateTimeCurrentSpriteSubSprites: unknown): number {
  const value = sanitizeTimeArgument(time);
  s.group.time = value;
  if (s.observed) s.emit({ type: 'time', target: s.group });
  const current = updateTimeCurrentSprite === true ? getCurrent(s) : null;
  if (current) {
    setTimeOf(s, current, value);
    if (updateTimeCurrentSpriteSubSprites === true) for (const sub of current.subSprites) setTimeOf(s, sub, value);
  }
  return value;
}

export function setTimeOf(s: GroupState, target: SpriteObject | SubSpriteObject, time: unknown): number {
  target.time = sanitizeTimeArgument(time);
  if (s.observed) s.emit({ type: 'time', target });
  return target.time;
}
