/**
 * Inserting and removing sprites and sub-sprites (docs/model.md#membership, #inserting, #removing). A same-id object is
 * replaced in place; every change keeps positions, z-lists, the id look-ups and the pointer right.
 */
import { buildSprite, buildSubSprite, idOr, place, placeSubSprite } from './build.js';
import * as C from './base/constants.js';
import { setOwn } from './data.js';
import { VALUE_FIELDS, isValidId } from './fields.js';
import { isOwnSprite, spriteOrCurrent, type GroupState } from './group-state.js';
import {
  BY_ZINDEX,
  type SpriteFields,
  type SpriteId,
  type SpriteInit,
  type SpriteObject,
  type SpritesGroupObject,
  type SpritesObjectInit,
  type SubSpriteInit,
  type SubSpriteObject,
} from './objects.js';
import { reclampPointer } from './pointer-time.js';
import { isId, isRecord, toPosition } from './base/sanitize.js';
import { findSubSprite, reindexSubSprites, unindexSubSprite } from './sub-sprite-index.js';
import { ZINDEX, setZIndex, updateSpritesByZIndex, updateSubSpritesByZIndex } from './z-index-ops.js';
import { removeByZIndex, renumberPositions } from './z-order.js';

/** `deferSort`: bulk inserts append to the z-list, then sort and re-clamp the pointer once at their end. */
export function insertSprite(s: GroupState, sprite: unknown, deferSort: boolean): SpriteObject | null {
  const init = sprite === undefined || sprite === null ? {} : sprite;
  if (!isRecord(init)) return null;
  const group = s.group.spritesGroup;
  const built = buildSprite(s, init, idOr(init.id, C.nextSpriteId));
  const existing = s.spritesById.get(built.id);
  const replaced = existing && isOwnSprite(s, existing) ? existing : undefined;
  place(group.sprites, group[BY_ZINDEX], built, replaced, deferSort);
  if (replaced && replaced !== built) detach(replaced);
  s.spritesById.set(built.id, built);
  if (s.observed)
    s.emit(
      replaced ? { type: 'sprite-inserted', sprite: built, replaced } : { type: 'sprite-inserted', sprite: built },
    );
  if (!deferSort) reclampPointer(s);
  return built;
}

export function insertSpriteList(s: GroupState, items: readonly unknown[]): void {
  for (const item of items) if (isRecord(item)) insertSprite(s, item as SpriteInit, true);
  updateSpritesByZIndex(s);
  reclampPointer(s);
}

export function insertSprites(s: GroupState, spritesGroup: unknown, byReference: unknown): SpritesGroupObject {
  const g = s.group;
  const group = g.spritesGroup;
  if (!isRecord(spritesGroup)) {
    if (typeof byReference === 'boolean') g.byReference_DEFAULT = group.byReference_DEFAULT = byReference;
    return group;
  }
  const init = spritesGroup as SpritesObjectInit;
  g.byReference_DEFAULT = group.byReference_DEFAULT =
    typeof byReference === 'boolean' ? byReference : !!init.byReference_DEFAULT;
  if ((init as unknown) !== group) applyGroupFields(s, init);
  const items = Array.isArray(init.sprites) && (init.sprites as unknown) !== group.sprites ? init.sprites.slice() : [];
  insertSpriteList(s, items);
  return group;
}

/** insertSprites on an existing group: the group-level fields given (and valid) replace the current ones. */
function applyGroupFields(s: GroupState, init: SpritesObjectInit): void {
  const group = s.group.spritesGroup;
  const set = (name: keyof SpriteFields, valid: boolean, value: unknown): void => {
    if (!valid || (group as unknown as Record<string, unknown>)[name] === value) return;
    (group as unknown as Record<string, unknown>)[name] = value;
    if (s.observed) s.emit({ type: 'property', target: group, name });
  };
  set('id', isValidId(init.id), init.id);
  for (const declaration of VALUE_FIELDS) {
    if (declaration.name === 'zIndex') continue;
    const value = declaration.converter.parse(init[declaration.name as keyof SpritesObjectInit]);
    set(declaration.name as keyof SpriteFields, value !== undefined, value);
  }
  const zIndex = ZINDEX.parse(init.zIndex);
  if (zIndex !== undefined && zIndex !== group.zIndex) setZIndex(s, zIndex);
  if (isRecord(init.data)) {
    for (const key of Object.keys(init.data))
      if (key !== 'that' && key !== 'getThis') setOwn(group.data, key, init.data[key]);
    if (s.observed) s.emit({ type: 'property', target: group, name: 'data' });
  }
}

export function insertSubSprite(
  s: GroupState,
  subSprite: unknown,
  sprite: unknown,
  deferSort: boolean,
): SubSpriteObject | null {
  const owner = spriteOrCurrent(s, sprite);
  const init = subSprite === undefined || subSprite === null ? {} : subSprite;
  if (!isOwnSprite(s, owner) || !isRecord(init)) return null;
  const built = buildSubSprite(
    s,
    init as SubSpriteInit as Record<string, unknown>,
    owner,
    idOr(init.id, C.nextSubSpriteId),
  );
  const replaced = findSubSprite(owner, built.id);
  placeSubSprite(owner, built, replaced, deferSort);
  if (s.observed) {
    s.emit(
      replaced
        ? { type: 'subsprite-inserted', sprite: owner, subSprite: built, replaced }
        : { type: 'subsprite-inserted', sprite: owner, subSprite: built },
    );
  }
  return built;
}

export function insertSubSprites(s: GroupState, subSprites: unknown, sprite: unknown): SubSpriteObject[] {
  const owner = spriteOrCurrent(s, sprite);
  if (!Array.isArray(subSprites) || !isOwnSprite(s, owner)) return [];
  const inserted: SubSpriteObject[] = [];
  for (const item of subSprites.slice()) {
    if (!isRecord(item)) continue;
    const sub = insertSubSprite(s, item, owner, true);
    if (sub) inserted.push(sub);
  }
  updateSubSpritesByZIndex(s, owner);
  return inserted;
}

// ------------------------------------------------------------------ removing

/** A sprite out of the group: neither it nor its sub-sprites act on this group any more. */
function detach(sprite: SpriteObject): void {
  sprite.container = null;
  for (const sub of sprite.subSprites) if (sub.parent === sprite) sub.container = null;
}

function forget(s: GroupState, sprite: SpriteObject): void {
  if (s.spritesById.get(sprite.id) === sprite) s.spritesById.delete(sprite.id);
  detach(sprite);
}

export function removeSprite(s: GroupState, index: unknown): boolean {
  const sprites = s.sprites;
  const position = toPosition(index);
  const sprite = sprites[position];
  if (!sprite) return false;
  sprites.splice(position, 1);
  renumberPositions(sprites, position);
  removeByZIndex(s.group.spritesGroup[BY_ZINDEX], sprite);
  forget(s, sprite);
  if (s.observed) s.emit({ type: 'sprite-removed', sprite });
  reclampPointer(s);
  return true;
}

export function removeSpriteById(s: GroupState, id: unknown): boolean {
  const sprite = isId(id) ? s.spritesById.get(id as SpriteId) : undefined;
  return sprite !== undefined && isOwnSprite(s, sprite) && removeSprite(s, sprite.position);
}

export function removeSprites(s: GroupState): void {
  const group = s.group.spritesGroup;
  const removed = group.sprites.slice();
  group.sprites.length = 0;
  group[BY_ZINDEX].length = 0;
  for (const sprite of removed) forget(s, sprite);
  if (s.observed) for (const sprite of removed) s.emit({ type: 'sprite-removed', sprite });
  reclampPointer(s);
}

export function removeSubSprite(s: GroupState, index: unknown, sprite: unknown): boolean {
  const owner = spriteOrCurrent(s, sprite);
  if (!isOwnSprite(s, owner)) return false;
  const position = toPosition(index);
  const sub = owner.subSprites[position];
  if (!sub) return false;
  owner.subSprites.splice(position, 1);
  renumberPositions(owner.subSprites, position);
  removeByZIndex(owner[BY_ZINDEX], sub);
  unindexSubSprite(owner, sub);
  sub.container = null;
  if (s.observed) s.emit({ type: 'subsprite-removed', sprite: owner, subSprite: sub });
  return true;
}

export function removeSubSpriteById(s: GroupState, id: unknown, sprite: unknown): boolean {
  const owner = spriteOrCurrent(s, sprite);
  if (!isOwnSprite(s, owner)) return false;
  const sub = findSubSprite(owner, id);
  return sub !== undefined && removeSubSprite(s, sub.position, owner);
}

export function removeSubSprites(s: GroupState, sprite: unknown): boolean {
  const owner = spriteOrCurrent(s, sprite);
  if (!isOwnSprite(s, owner) || owner.subSprites.length === 0) return false;
  const removed = owner.subSprites.slice();
  owner.subSprites.length = 0;
  owner[BY_ZINDEX].length = 0;
  for (const sub of removed) sub.container = null;
  reindexSubSprites(owner);
  if (s.observed) for (const sub of removed) s.emit({ type: 'subsprite-removed', sprite: owner, subSprite: sub });
  return true;
}
