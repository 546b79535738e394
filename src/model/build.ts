/**
 * Building the stored objects from what a caller gives (docs/model.md#objects, #constructor, #inserting): the inheritance
 * rule (fields.ts), byReference adoption, ids, and placing an object in its lists.
 */
import * as constants from './base/constants.js';
import { makeData } from './data.js';
import { DECLARED_NAMES, FIELD_BY_NAME, fillValueFields, isValidId, type ValueConverter } from './fields.js';
import type { GroupState } from './group-state.js';
import {
  BY_ZINDEX,
  fieldWatch,
  SpriteObject,
  SpritesGroupObject,
  SubSpriteObject,
  type GraphicSpritesSnapshot,
  type SpriteFields,
  type SpriteId,
  type SpritesObjectInit,
  type SubSpriteInit,
  type AnySpriteObject,
} from './objects.js';
import { isFiniteNumber, isReadableRecord, isRecord, optionalBoolean, readSafely, toIndex } from './base/sanitize.js';
import { findSubSprite, indexSubSprite, reindexSubSprites } from './sub-sprite-index.js';
import { placeByZIndex, removeByZIndex, sortedByZIndex, type Ordered } from './z-order.js';

export const TIME = FIELD_BY_NAME.get('time')!.converter as ValueConverter<number>;

/** Own fields the prototype provides; an adopted (byReference) object must not shadow them. */
const PROTOTYPE_OWNED = ['type', 'isSprite', 'isSubSprite', 'isSpritesGroup', 'spritesByZIndex', 'subSpritesByZIndex'];

const EMPTY: readonly unknown[] = Object.freeze([]);

/** A sprite, sub-sprite or group object some group still holds: never adopted by reference a second time (docs/model.md#by-reference). */
const isLive = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  // A plain description has no container: the cheap test first, on the build path.
  const container = (value as { container?: unknown }).container;
  return (
    typeof container === 'object' &&
    container !== null &&
    (value instanceof SpriteObject || value instanceof SubSpriteObject || value instanceof SpritesGroupObject)
  );
};

/** The caller's array may become the list only when it holds no object that lives elsewhere. */
const reusableList = (value: unknown): value is unknown[] => Array.isArray(value) && !value.some(isLive);

export const idOr = (value: unknown, generate: () => string): SpriteId => (isValidId(value) ? value : generate());

function adopt<T extends object>(value: Record<string, unknown>, prototype: T): T {
  for (const key of PROTOTYPE_OWNED) if (Object.prototype.hasOwnProperty.call(value, key)) delete value[key];
  if (Object.getPrototypeOf(value) !== prototype) Object.setPrototypeOf(value, prototype);
  return value as unknown as T;
}

/** Copies the caller's extra fields (anything the field table does not declare). */
function copyExtraFields(target: object, init: Record<string, unknown>): void {
  for (const key in init) {
    if (!DECLARED_NAMES.has(key) && !(key in target) && Object.prototype.hasOwnProperty.call(init, key)) {
      (target as Record<string, unknown>)[key] = init[key];
    }
  }
}

/** Every value field by the inheritance rule (docs/model.md#inheritance, fields.ts), then `data`. */
function assignFields(
  target: AnySpriteObject,
  init: Record<string, unknown>,
  parent: SpriteFields | undefined,
  reuse: boolean,
): void {
  // A new object built watched takes them through its accessors, which tell no one yet (it has no container).
  fillValueFields(target, init, parent);
  (target as { data: unknown }).data = makeData(
    target,
    parent ? (parent as AnySpriteObject).data : undefined,
    init.data,
    reuse,
  );
}

export function createGroupObject(s: GroupState, init: SpritesObjectInit, byRef: boolean): SpritesGroupObject {
  const source = init as Record<string, unknown>;
  const group = byRef
    ? adopt(source, SpritesGroupObject.prototype)
    : new SpritesGroupObject(fieldWatch.listens(s.group));
  group.id = idOr(init.id, constants.nextGroupId);
  assignFields(group, source, undefined, byRef);
  group.sprites = byRef && reusableList(init.sprites) ? (init.sprites as SpriteObject[]) : [];
  group.sprites.length = 0;
  group.byReference_DEFAULT = s.group.byReference_DEFAULT;
  group.parent = init.parent;
  group.container = s.group;
  if (isFiniteNumber(init.position)) group.position = init.position;
  if (isFiniteNumber(init.positionByZIndex)) group.positionByZIndex = init.positionByZIndex;
  // After the named fields, as on sprites: watching the object (watch.ts) puts its keys back in this order.
  group[BY_ZINDEX] = [];
  if (!byRef) copyExtraFields(group, source);
  return group;
}

export function buildSprite(s: GroupState, init: Record<string, unknown>, id: SpriteId): SpriteObject {
  const byRef = optionalBoolean(init.byReference, s.group.byReference_DEFAULT) && !isLive(init);
  const sprite = byRef ? adopt(init, SpriteObject.prototype) : new SpriteObject(fieldWatch.listens(s.group));
  const given = Array.isArray(init.subSprites) ? (init.subSprites as unknown[]) : EMPTY;
  // byReference reuses the caller's array as the list, so read its items first.
  const subInits = byRef ? given.slice() : given;
  const time = init.time;
  sprite.id = id;
  assignFields(sprite, init, s.group.spritesGroup, byRef);
  const reuse = byRef && reusableList(init.subSprites);
  sprite.byReference = byRef;
  sprite.parent = s.group.spritesGroup;
  sprite.container = s.group;
  sprite.position = -1;
  sprite.positionByZIndex = -1;
  sprite.time = time === undefined ? 0 : TIME.sanitize(time);
  if (!byRef) copyExtraFields(sprite, init);
  // The common case, built straight into an exact-size list: an array grown by push keeps room for
  // 16 items, most of a sprite's memory. Else (a list to reuse, repeated ids, an item that is no
  // object or cannot be read) one by one, skipping what cannot be built.
  const exact = !reuse && distinctRecords(subInits) ? buildEach(s, subInits, sprite) : null;
  if (exact) {
    sprite.subSprites = exact;
    if (subInits.length > 8) reindexSubSprites(sprite);
  } else {
    const list = reuse ? (init.subSprites as SubSpriteObject[]) : [];
    list.length = 0;
    sprite.subSprites = list;
    sprite[BY_ZINDEX] = [];
    for (let i = 0; i < subInits.length; i++) {
      const subInit = subInits[i];
      if (!isReadableRecord(subInit)) continue;
      const sub = readSafely(() => buildSubSprite(s, subInit, sprite, idOr(subInit.id, constants.nextSubSpriteId)));
      if (sub) placeSubSprite(sprite, sub, findSubSprite(sprite, sub.id), true);
    }
  }
  sprite[BY_ZINDEX] = sortedByZIndex(sprite.subSprites);
  return sprite;
}

/** The sub-sprites of distinct records, positioned; null when one cannot be read (a getter or a Proxy that throws). */
function buildEach(s: GroupState, subInits: readonly unknown[], sprite: SpriteObject): SubSpriteObject[] | null {
  try {
    return subInits.map((subInit, i) => {
      const sub = buildSubSprite(
        s,
        subInit as Record<string, unknown>,
        sprite,
        idOr((subInit as SubSpriteInit).id, constants.nextSubSpriteId),
      );
      sub.position = i;
      return sub;
    });
  } catch {
    return null;
  }
}

/** Records whose valid ids are all different: built one for one, no replacement to look for. */
function distinctRecords(list: readonly unknown[]): boolean {
  try {
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      if (!isRecord(item)) return false;
      const id = item.id;
      if (!isValidId(id)) continue;
      // A given id shaped like a generated one could meet a generated id: the general path sorts that out.
      if (typeof id === 'string' && id.startsWith('LIB_GraphicSprites.subSprite_')) return false;
      for (let j = 0; j < i; j++) if ((list[j] as Record<string, unknown>).id === id) return false;
    }
  } catch {
    // An item that cannot be read (a getter or a Proxy that throws): the general path skips it.
    return false;
  }
  return true;
}

export function buildSubSprite(
  s: GroupState,
  init: Record<string, unknown>,
  sprite: SpriteObject,
  id: SpriteId,
): SubSpriteObject {
  const byRef = optionalBoolean(init.byReference, s.group.byReference_DEFAULT) && !isLive(init);
  const time = init.time;
  const sub = byRef ? adopt(init, SubSpriteObject.prototype) : new SubSpriteObject(fieldWatch.listens(s.group));
  sub.id = id;
  assignFields(sub, init, sprite, byRef);
  sub.byReference = byRef;
  sub.parent = sprite;
  sub.container = s.group;
  sub.position = -1;
  sub.positionByZIndex = -1;
  sub.time = time === undefined ? 0 : TIME.sanitize(time);
  if (!byRef) copyExtraFields(sub, init);
  return sub;
}

/** Puts `item` in `list` (replacing `existing` in place) and in the z-index list; `deferSort`
 * appends to the z-list, for bulk inserts that sort once at their end. */
export function place<T extends Ordered>(
  list: T[],
  byZ: T[],
  item: T,
  existing: T | undefined,
  deferSort: boolean,
): void {
  if (existing) {
    item.position = existing.position;
    list[existing.position] = item;
    if (deferSort && byZ[existing.positionByZIndex] === existing) {
      item.positionByZIndex = existing.positionByZIndex;
      byZ[existing.positionByZIndex] = item;
    } else {
      removeByZIndex(byZ, existing);
      placeByZIndex(byZ, item);
    }
  } else {
    item.position = list.length;
    list.push(item);
    if (deferSort) {
      item.positionByZIndex = byZ.length;
      byZ.push(item);
    } else {
      placeByZIndex(byZ, item);
    }
  }
}

export function placeSubSprite(
  sprite: SpriteObject,
  sub: SubSpriteObject,
  existing: SubSpriteObject | undefined,
  deferSort: boolean,
): void {
  place(sprite.subSprites, sprite[BY_ZINDEX], sub, existing, deferSort);
  indexSubSprite(sprite, sub);
  if (existing && existing !== sub) existing.container = null;
}

/**
 * A snapshot carries the pointer and the times that inserting would otherwise reset. They are read
 * before building: with byReference the snapshot's records become the sprites themselves, so by
 * then the pointer moves of the build would have stamped them (docs/model.md#copy). Returns what restores them.
 */
export function readRestore(s: GroupState, snapshot: GraphicSpritesSnapshot): () => void {
  const inits = Array.isArray(snapshot.spritesGroup.sprites) ? snapshot.spritesGroup.sprites.filter(isRecord) : [];
  const records = inits.map((init) => ({
    id: init.id,
    time: TIME.sanitize(init.time),
    subSprites: (Array.isArray(init.subSprites) ? init.subSprites.filter(isRecord) : []).map((sub) => ({
      id: sub.id,
      time: TIME.sanitize(sub.time),
    })),
  }));
  const { pointer, pointerPrevious, time } = snapshot;
  return () => {
    const g = s.group;
    const sprites = s.sprites;
    const at = toIndex(pointer);
    if (at >= 0 && at < sprites.length) g.pointer = at;
    const previous = toIndex(pointerPrevious);
    if (previous >= -1) g.pointerPrevious = previous;
    const groupTime = TIME.parse(time);
    if (groupTime !== undefined) g.time = groupTime;
    for (const sprite of sprites) {
      // Normally the record at the sprite's own position; a search (quadratic over a large group) only when not.
      const atPosition = records[sprite.position];
      const record =
        atPosition?.id === sprite.id
          ? atPosition
          : (records.find((candidate) => candidate.id === sprite.id) ?? atPosition);
      if (!record) continue;
      sprite.time = record.time;
      for (const sub of sprite.subSprites) {
        const subAtPosition = record.subSprites[sub.position];
        const subRecord =
          subAtPosition?.id === sub.id
            ? subAtPosition
            : (record.subSprites.find((candidate) => candidate.id === sub.id) ?? subAtPosition);
        sub.time = subRecord ? subRecord.time : 0;
      }
    }
  };
}
