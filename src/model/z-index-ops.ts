/**
 * Z-index operations (docs/model.md#z-index): reading with the spec's fallback, setting with the sanitised
 * value, and keeping every z-list sorted (the lists themselves: z-order.ts).
 */
import { VALUE_FIELD_BY_NAME, defaults, type ValueConverter } from './fields.js';
import { isOwnSprite, isOwnSubSprite, spriteOrCurrent, type GroupState } from './group-state.js';
import { BY_ZINDEX, SpriteObject, SubSpriteObject, type AnySpriteObject } from './objects.js';
import { isZIndex } from './base/sanitize.js';
import { repositionByZIndex, sortByZIndex } from './z-order.js';

export const ZINDEX = VALUE_FIELD_BY_NAME.get('zIndex')!.converter as ValueConverter<number>;

/** docs/model.md#z-index: the stored value when a non-zero number, else ZINDEX_DEFAULT when non-zero, else returnValueOnFail. */
function zIndexOr<F>(value: unknown, returnValueOnFail: F): number | F {
  if (isZIndex(value)) return value;
  const fallback = defaults().ZINDEX_DEFAULT;
  return isZIndex(fallback) ? fallback : returnValueOnFail;
}

export function getZIndex<F>(s: GroupState, returnValueOnFail: F): number | F {
  return zIndexOr(s.group.spritesGroup.zIndex, returnValueOnFail);
}

export function getZIndexSprite<F>(s: GroupState, sprite: unknown, returnValueOnFail: F): number | F {
  const target = spriteOrCurrent(s, sprite);
  return target instanceof SpriteObject ? zIndexOr(target.zIndex, returnValueOnFail) : returnValueOnFail;
}

export function getZIndexSubSprite<F>(subSprite: unknown, returnValueOnFail: F): number | F {
  return subSprite instanceof SubSpriteObject ? zIndexOr(subSprite.zIndex, returnValueOnFail) : returnValueOnFail;
}

/** A scene parent keeps its own z-list of groups (docs/model.md#scene). */
export function groupZIndexChanged(s: GroupState): void {
  const parent = s.group.spritesGroup.parent as { updateGraphicSpritesByZIndex?: () => unknown } | undefined;
  if (typeof parent?.updateGraphicSpritesByZIndex === 'function') parent.updateGraphicSpritesByZIndex();
}

/** Keeps every z-list right after `object`'s zIndex changed. */
export function zIndexChanged(s: GroupState, object: AnySpriteObject): void {
  if (object instanceof SpriteObject) repositionByZIndex(s.group.spritesGroup[BY_ZINDEX], object);
  else if (object instanceof SubSpriteObject) repositionByZIndex(object.parent![BY_ZINDEX], object);
  else groupZIndexChanged(s);
}

export function setZIndex(s: GroupState, zIndex: unknown): number {
  const value = ZINDEX.sanitize(zIndex);
  const group = s.group.spritesGroup;
  group.zIndex = value;
  groupZIndexChanged(s);
  if (s.observed) s.emit({ type: 'property', target: group, name: 'zIndex' });
  return value;
}

export function setZIndexSprite(s: GroupState, sprite: unknown, zIndex: unknown): number {
  const value = ZINDEX.sanitize(zIndex);
  const target = spriteOrCurrent(s, sprite);
  if (!isOwnSprite(s, target)) return value;
  target.zIndex = value;
  repositionByZIndex(s.group.spritesGroup[BY_ZINDEX], target);
  if (s.observed) s.emit({ type: 'property', target, name: 'zIndex' });
  return value;
}

export function setZIndexSubSprite(s: GroupState, subSprite: unknown, zIndex: unknown): number {
  const value = ZINDEX.sanitize(zIndex);
  if (!isOwnSubSprite(s, subSprite)) return value;
  subSprite.zIndex = value;
  repositionByZIndex(subSprite.parent![BY_ZINDEX], subSprite);
  if (s.observed) s.emit({ type: 'property', target: subSprite, name: 'zIndex' });
  return value;
}

export function updateSpritesByZIndex(s: GroupState): SpriteObject[] | null {
  const group = s.group.spritesGroup;
  if (!Array.isArray(group?.sprites)) return null;
  if (!Array.isArray(group[BY_ZINDEX])) group[BY_ZINDEX] = [];
  return sortByZIndex(group[BY_ZINDEX], group.sprites);
}

export function updateSubSpritesByZIndex(s: GroupState, sprite: unknown): SubSpriteObject[] | null {
  const target = spriteOrCurrent(s, sprite);
  // Only a sprite of this group: a removed one may share sub-sprites that now live elsewhere.
  if (!isOwnSprite(s, target) || !Array.isArray(target.subSprites)) return null;
  if (!Array.isArray(target[BY_ZINDEX])) target[BY_ZINDEX] = [];
  return sortByZIndex(target[BY_ZINDEX], target.subSprites);
}
