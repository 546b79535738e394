/**
 * Inserting and removing sprites and sub-sprites (docs/model.md#membership, #inserting, #removing). A same-id object is
 * replaced in place; every change keeps positions, z-lists, the id look-ups and the pointer right.
 */
import { buildSprite, buildSubSprite, idOr, place, placeSubSprite } from './build.js';
import * as constants from './base/constants.js';
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
import { isId, isReadableRecord, isRecord, toPosition } from './base/sanitize.js';
import { findSubSprite, reindexSubSprites, unindexSubSprite } from './sub-sprite-index.js';
import { ZINDEX, setZIndex, updateSpritesByZIndex, updateSubSpritesByZIndex } from './z-index-ops.js';
import { removeByZIndex, renumberPositions } from './z-order.js';

/** `deferSort`: bulk inserts append to the z-list, then sort and re-clamp the pointer once at their end. */
export function insertSprite(s: GroupState, sprite: unknown, deferSort: boolean): SpriteObject | null {
  const built = readSprite(s, sprite);
  if (!built) return null;
  const group = s.group.spritesGroup;
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

/**
 * The sprite the caller's init describes, built apart from the group; null when it is no object or
 * cannot be read (a getter or a Proxy that throws), and then nothing of it reaches the group.
 */
function readSprite(s: GroupState, sprite: unknown): SpriteObject | null {
  const init = sprite === undefined || sprite === null ? {} : sprite;
  try {
    return isRecord(init) ? buildSprite(s, init, idOr(init.id, constants.nextSpriteId)) : null;
  } catch {
    return null;
  }
}

export function insertSpriteList(s: GroupState, items: readonly unknown[]): void {
  for (const item of items) if (isReadableRecord(item)) insertSprite(s, item as SpriteInit, true);
  updateSpritesByZIndex(s);
  reclampPointer(s);
}

export function insertSprites(s: GroupState, spritesGroup: unknown, byReference: unknown): SpritesGroupObject {
  const g = s.group;
  const group = g.spritesGroup;
  // Read whole before anything is written: an init that cannot be read leaves the group as it was.
  const init = readGroupInit(group, spritesGroup);
  if (!init) {
    if (typeof byReference === 'boolean') g.byReference_DEFAULT = group.byReference_DEFAULT = byReference;
    return group;
  }
  g.byReference_DEFAULT = group.byReference_DEFAULT = typeof byReference === 'boolean' ? byReference : init.byReference;
  if (init.fields) applyGroupFields(s, init.fields);
  insertSpriteList(s, init.sprites);
  return group;
}

/** What `insertSprites` takes from a SPRITES_OBJECT: its group-level fields given and valid, and its sprites. */
interface GroupInit {
  byReference: boolean;
  /** None when the object is the group's own. */
  fields: {
    id: SpriteId | undefined;
    values: [name: keyof SpriteFields, value: unknown][];
    zIndex: number | undefined;
    data: [key: string, value: unknown][] | undefined;
  } | null;
  sprites: unknown[];
}

/** Reads a SPRITES_OBJECT once; null when it is no object or cannot be read (a getter or a Proxy that throws). */
function readGroupInit(group: SpritesGroupObject, spritesGroup: unknown): GroupInit | null {
  try {
    if (!isRecord(spritesGroup)) return null;
    const init = spritesGroup as SpritesObjectInit;
    const own = (init as unknown) === group;
    const values: [keyof SpriteFields, unknown][] = [];
    if (!own)
      for (const declaration of VALUE_FIELDS) {
        if (declaration.name === 'zIndex') continue;
        const value = declaration.converter.parse(init[declaration.name as keyof SpritesObjectInit]);
        if (value !== undefined) values.push([declaration.name as keyof SpriteFields, value]);
      }
    const data = !own && isRecord(init.data) ? init.data : undefined;
    return {
      byReference: !!init.byReference_DEFAULT,
      fields: own
        ? null
        : {
            id: isValidId(init.id) ? init.id : undefined,
            values,
            zIndex: ZINDEX.parse(init.zIndex),
            data: data && Object.keys(data).map((key): [string, unknown] => [key, data[key]]),
          },
      sprites: Array.isArray(init.sprites) && (init.sprites as unknown) !== group.sprites ? init.sprites.slice() : [],
    };
  } catch {
    return null;
  }
}

/** insertSprites on an existing group: the group-level fields given (and valid) replace the current ones. */
function applyGroupFields(s: GroupState, fields: NonNullable<GroupInit['fields']>): void {
  const group = s.group.spritesGroup;
  const set = (name: keyof SpriteFields, value: unknown): void => {
    if ((group as unknown as Record<string, unknown>)[name] === value) return;
    (group as unknown as Record<string, unknown>)[name] = value;
    if (s.observed) s.emit({ type: 'property', target: group, name });
  };
  if (fields.id !== undefined) set('id', fields.id);
  for (const [name, value] of fields.values) set(name, value);
  if (fields.zIndex !== undefined && fields.zIndex !== group.zIndex) setZIndex(s, fields.zIndex);
  if (fields.data) {
    for (const [key, value] of fields.data) if (key !== 'that' && key !== 'getThis') setOwn(group.data, key, value);
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
  if (!isOwnSprite(s, owner)) return null;
  const init = subSprite === undefined || subSprite === null ? {} : subSprite;
  let built: SubSpriteObject;
  try {
    if (!isRecord(init)) return null;
    built = buildSubSprite(
      s,
      init as SubSpriteInit as Record<string, unknown>,
      owner,
      idOr(init.id, constants.nextSubSpriteId),
    );
  } catch {
    // Read apart from the sprite: an init that cannot be read leaves it as it was.
    return null;
  }
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
  if (!isOwnSprite(s, owner)) return [];
  let items: unknown[];
  try {
    if (!Array.isArray(subSprites)) return [];
    items = subSprites.slice();
  } catch {
    return [];
  }
  const inserted: SubSpriteObject[] = [];
  for (const item of items) {
    if (!isReadableRecord(item)) continue;
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
