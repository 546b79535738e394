/**
 * The disabled state (docs/model.md#disabled-state, #disabled): each level's own flag, read through its ancestors.
 */
import { isOwnSprite, isOwnSubSprite, spriteOrCurrent, type GroupState } from './group-state.js';
import { SpriteObject, SubSpriteObject, type AnySpriteObject } from './objects.js';
import { optionalBoolean } from './base/sanitize.js';

function setFlag(s: GroupState, target: AnySpriteObject, disabled: boolean): void {
  if (target.disabled === disabled) return;
  target.disabled = disabled;
  if (s.observed) s.emit({ type: 'property', target, name: 'disabled' });
}

function setEverywhere(s: GroupState, disabled: boolean): void {
  for (const sprite of s.sprites) {
    setFlag(s, sprite, disabled);
    for (const sub of sprite.subSprites) setFlag(s, sub, disabled);
  }
}

export function isDisabledSprite(s: GroupState, sprite: unknown): boolean {
  const target = spriteOrCurrent(s, sprite);
  if (!(target instanceof SpriteObject)) return false;
  return target.disabled === true || target.parent?.disabled === true;
}

export function isDisabledSubSprite(s: GroupState, subSprite: unknown): boolean {
  if (!(subSprite instanceof SubSpriteObject)) return false;
  return subSprite.disabled === true || (subSprite.parent !== null && isDisabledSprite(s, subSprite.parent));
}

export function setDisabled(s: GroupState, disabled: unknown, affectChildren: unknown): void {
  const value = !!disabled;
  setFlag(s, s.group.spritesGroup, value);
  if (optionalBoolean(affectChildren, value)) setEverywhere(s, value);
}

export function setDisabledSprite(
  s: GroupState,
  sprite: unknown,
  disabled: unknown,
  affectSubSprites: unknown,
  affectParent: unknown,
  affectParentChildren: unknown,
): void {
  const target = spriteOrCurrent(s, sprite);
  if (!isOwnSprite(s, target)) return;
  const value = !!disabled;
  const parentChildren = optionalBoolean(affectParentChildren, !value);
  const parent = optionalBoolean(affectParent, parentChildren || !value);
  const subSprites = optionalBoolean(affectSubSprites, value);
  setFlag(s, target, value);
  if (parent) {
    setFlag(s, s.group.spritesGroup, value);
    if (parentChildren) setEverywhere(s, value);
  } else if (subSprites) {
    for (const sub of target.subSprites) setFlag(s, sub, value);
  }
}

export function setDisabledSubSprite(
  s: GroupState,
  subSprite: unknown,
  disabled: unknown,
  affectParents: unknown,
  affectParentsChildren: unknown,
): void {
  if (!isOwnSubSprite(s, subSprite)) return;
  const value = !!disabled;
  const parentsChildren = optionalBoolean(affectParentsChildren, !value);
  const parents = optionalBoolean(affectParents, parentsChildren || !value);
  setFlag(s, subSprite, value);
  if (!parents) return;
  setFlag(s, subSprite.parent!, value);
  setFlag(s, s.group.spritesGroup, value);
  if (parentsChildren) setEverywhere(s, value);
}
