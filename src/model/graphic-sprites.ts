/**
 * LIB_GraphicSprites: one group of sprites (spec graphic-sprites.md).
 *
 * Sprites and sub-sprites are looked up by id through maps, the z-index lists
 * are kept sorted incrementally, and every successful mutation is reported to
 * `notify`, a no-op here that a subclass (the elements' controller) overrides.
 */
import { LIB_Arrays } from './arrays.js';
import type { DelayCallback, ElementCallback, ExecuteFunctionAllResult, FinishCallback } from './arrays.js';
import * as C from './constants.js';
import type { PropertiesToKeep } from './constants.js';
import { clearReferences, filterProperties, snapshotOf, toJSONOf } from './copy.js';
import type { FilteredCopy } from './copy.js';
import { makeData, replaceDataFields } from './data.js';
import { LIB_Device } from './device.js';
import {
  FIELD_BY_NAME,
  DECLARED_NAMES,
  RESERVED_NAMES,
  VALUE_FIELDS,
  VALUE_FIELD_BY_NAME,
  inheritValue,
  isValidId,
  useDefaultsFrom,
  type FieldConverter,
} from './fields.js';
import {
  BY_ZINDEX,
  SpriteObject,
  SpritesGroupObject,
  SubSpriteObject,
  type AnySpriteObject,
  type GraphicSpritesSnapshot,
  type SpriteFields,
  type SpriteId,
  type SpriteInit,
  type SpritesObjectInit,
  type SubSpriteInit,
} from './objects.js';
import { isFiniteNumber, isId, isRecord, isZIndex, optionalBoolean, toIndex } from './sanitize.js';
import { findSubSprite, indexSubSprite, reindexSubSprites, unindexSubSprite } from './sub-sprite-index.js';
import { getTimeElapsedOf, getTimeOf, sanitizeTimeArgument } from './time.js';
import {
  placeByZIndex,
  removeByZIndex,
  renumberPositions,
  repositionByZIndex,
  sortByZIndex,
  type Ordered,
} from './z-order.js';

/** What `notify` receives after each successful mutation. */
export type LIB_GraphicSpritesChange =
  | { type: 'sprite-inserted'; sprite: SpriteObject; replaced?: SpriteObject }
  | { type: 'sprite-removed'; sprite: SpriteObject }
  | { type: 'subsprite-inserted'; sprite: SpriteObject; subSprite: SubSpriteObject; replaced?: SubSpriteObject }
  | { type: 'subsprite-removed'; sprite: SpriteObject; subSprite: SubSpriteObject }
  | { type: 'property'; target: AnySpriteObject; name: string }
  | { type: 'sprites-reordered' }
  | { type: 'subsprites-reordered'; sprite: SpriteObject }
  | { type: 'pointer'; pointer: number; pointerPrevious: number; sprite: SpriteObject | null }
  | { type: 'time'; target: LIB_GraphicSprites | SpriteObject | SubSpriteObject };

type Level = SpritesGroupObject | SpriteObject | SubSpriteObject;


/** Own fields the prototype provides; an adopted (byReference) object must not shadow them. */
const PROTOTYPE_OWNED = ['type', 'isSprite', 'isSubSprite', 'isSpritesGroup', 'spritesByZIndex', 'subSpritesByZIndex'];

const EMPTY: readonly unknown[] = Object.freeze([]);

const isSnapshot = (value: unknown): value is GraphicSpritesSnapshot =>
  isRecord(value) && isRecord(value.spritesGroup) && !Array.isArray(value.sprites);

const TIME = FIELD_BY_NAME.get('time')!.converter as FieldConverter<number>;
const ZINDEX = VALUE_FIELD_BY_NAME.get('zIndex')!.converter as FieldConverter<number>;

/** A sprite, sub-sprite or group object some group still holds: never adopted by reference a second time (issue 11). */
const isLive = (value: unknown): boolean =>
  (value instanceof SpriteObject || value instanceof SubSpriteObject || value instanceof SpritesGroupObject) && value.container !== null;

/** The caller's array may become the list only when it holds no object that lives elsewhere. */
const reusableList = (value: unknown): value is unknown[] => Array.isArray(value) && !value.some(isLive);

const idOr = (value: unknown, generate: () => string): SpriteId => (isValidId(value) ? value : generate());

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

/** Rewrites `list` in the order of `ids` then the rest; null for bad input, else whether the order changed. */
function reorder<T extends Ordered & { id: SpriteId }>(list: T[], ids: unknown, find: (id: SpriteId) => T | undefined): boolean | null {
  if (!Array.isArray(ids)) return null;
  const wanted: T[] = [];
  const seen = new Set<T>();
  for (const id of ids) {
    if (!isValidId(id)) return null;
    const item = find(id);
    if (!item || list[item.position] !== item || seen.has(item)) return null;
    wanted.push(item);
    seen.add(item);
  }
  let changed = false;
  let at = wanted.length;
  for (const item of list) if (!seen.has(item)) wanted[at++] = item;
  for (let i = 0; i < wanted.length; i++) {
    if (list[i] !== wanted[i]) changed = true;
    list[i] = wanted[i]!;
    wanted[i]!.position = i;
  }
  return changed;
}

export class LIB_GraphicSprites {
  static SRC_TYPES: Record<string, number> = C.SRC_TYPES;
  static HEIGHT_SOURCE_DEFAULT = C.HEIGHT_SOURCE_DEFAULT;
  static WIDTH_SOURCE_DEFAULT = C.WIDTH_SOURCE_DEFAULT;
  static LEFT_SOURCE_DEFAULT = C.LEFT_SOURCE_DEFAULT;
  static TOP_SOURCE_DEFAULT = C.TOP_SOURCE_DEFAULT;
  static LEFT_DEFAULT = C.LEFT_DEFAULT;
  static TOP_DEFAULT = C.TOP_DEFAULT;
  static WIDTH_DEFAULT = C.WIDTH_DEFAULT;
  static HEIGHT_DEFAULT = C.HEIGHT_DEFAULT;
  static ZINDEX_DEFAULT = C.ZINDEX_DEFAULT;
  static SRC_TYPES_DEFAULT = C.SRC_TYPES_DEFAULT;
  static filterProperties_DEFAULT_PROPERTIES: PropertiesToKeep = C.filterProperties_DEFAULT_PROPERTIES;

  /** Default for `byReference` of sprites and sub-sprites that do not give it. */
  byReference_DEFAULT: boolean;
  /** The SPRITES_OBJECT this instance manages (read-only). */
  spritesGroup: SpritesGroupObject;
  /** Index of the current sprite; -1 while there is none (read-only). */
  pointer = -1;
  /** Previous value of `pointer`; -1 until the pointer moves (read-only). */
  pointerPrevious = -1;
  /** When the current sprite started being pointed, from `LIB_Device.getTiming` (read-only). */
  time = 0;
  declare readonly isSprites: true;
  declare readonly type: 'sprites';

  readonly #spritesById = new Map<SpriteId, SpriteObject>();

  constructor(spritesGroup?: SpritesObjectInit | GraphicSpritesSnapshot | LIB_GraphicSprites | null, byReference?: boolean) {
    const snapshot =
      spritesGroup instanceof LIB_GraphicSprites
        ? snapshotOf(spritesGroup, true, true)
        : isSnapshot(spritesGroup)
          ? spritesGroup
          : undefined;
    const init: SpritesObjectInit = snapshot ? snapshot.spritesGroup : isRecord(spritesGroup) ? spritesGroup : {};
    this.byReference_DEFAULT =
      typeof byReference === 'boolean' ? byReference : !!(snapshot?.byReference_DEFAULT ?? init.byReference_DEFAULT);
    const byRef = this.byReference_DEFAULT && !snapshot;
    const items = Array.isArray(init.sprites) ? init.sprites.slice() : [];
    const restore = snapshot ? this.#readRestore(snapshot) : undefined;
    this.spritesGroup = this.#createGroupObject(init, byRef);
    this.#insertSpriteList(items);
    restore?.();
  }

  /** Same as the group object's id (read-only). */
  get id(): SpriteId {
    return this.spritesGroup.id;
  }
  /** Same as the group object's zIndex; change it through setZIndex. */
  get zIndex(): number {
    return this.spritesGroup.zIndex;
  }
  /** Same as the group object's parent, e.g. a LIB_GraphicSpritesScene. */
  get parent(): unknown {
    return this.spritesGroup.parent;
  }
  /** Position in the scene's `items`, when in a scene. */
  get position(): number | undefined {
    return this.spritesGroup.position;
  }
  /** Position in the scene's `itemsByZIndex`, when in a scene. */
  get positionByZIndex(): number | undefined {
    return this.spritesGroup.positionByZIndex;
  }

  /** Called after every successful mutation. Subclasses mirror the model elsewhere (e.g. the DOM). */
  protected notify(_change: LIB_GraphicSpritesChange): void {}

  /** Whether a subclass listens; when none does, change records would only be garbage on hot paths. */
  get #observed(): boolean {
    return this.notify !== LIB_GraphicSprites.prototype.notify;
  }

  // ---------------------------------------------------------------- building

  /** Every value field by the inheritance rule of spec 2.4 (fields.ts, inheritValue). */
  #assignFields(target: Level, init: Record<string, unknown>, parent: SpriteFields | undefined, reuse: boolean): void {
    const record = target as unknown as Record<string, unknown>;
    for (let i = 0; i < VALUE_FIELDS.length; i++) {
      const declaration = VALUE_FIELDS[i]!;
      record[declaration.name] = inheritValue(declaration, init[declaration.name], parent);
    }
    (target as { data: unknown }).data = makeData(
      target,
      parent ? (parent as Level).data : undefined,
      init.data,
      reuse,
    );
  }

  #createGroupObject(init: SpritesObjectInit, byRef: boolean): SpritesGroupObject {
    const source = init as Record<string, unknown>;
    const group = byRef ? adopt(source, SpritesGroupObject.prototype) : new SpritesGroupObject();
    group.id = idOr(init.id, C.nextGroupId);
    this.#assignFields(group, source, undefined, byRef);
    group.sprites = byRef && reusableList(init.sprites) ? init.sprites as SpriteObject[] : [];
    group.sprites.length = 0;
    group[BY_ZINDEX] = [];
    group.byReference_DEFAULT = this.byReference_DEFAULT;
    group.parent = init.parent;
    group.container = this;
    if (isFiniteNumber(init.position)) group.position = init.position;
    if (isFiniteNumber(init.positionByZIndex)) group.positionByZIndex = init.positionByZIndex;
    if (!byRef) copyExtraFields(group, source);
    return group;
  }

  #buildSprite(init: Record<string, unknown>, id: SpriteId): SpriteObject {
    const byRef = optionalBoolean(init.byReference, this.byReference_DEFAULT) && !isLive(init);
    const sprite = byRef ? adopt(init, SpriteObject.prototype) : new SpriteObject();
    const given = Array.isArray(init.subSprites) ? (init.subSprites as unknown[]) : EMPTY;
    // byReference reuses the caller's array as the list, so read its items first.
    const subInits = byRef ? given.slice() : given;
    const time = init.time;
    sprite.id = id;
    this.#assignFields(sprite, init, this.spritesGroup, byRef);
    sprite.subSprites = byRef && reusableList(init.subSprites) ? (init.subSprites as SubSpriteObject[]) : [];
    sprite.subSprites.length = 0;
    sprite[BY_ZINDEX] = [];
    sprite.byReference = byRef;
    sprite.parent = this.spritesGroup;
    sprite.container = this;
    sprite.position = -1;
    sprite.positionByZIndex = -1;
    sprite.time = TIME.sanitize(time);
    if (!byRef) copyExtraFields(sprite, init);
    for (const subInit of subInits) {
      if (!isRecord(subInit)) continue;
      const sub = this.#buildSubSprite(subInit, sprite, idOr(subInit.id, C.nextSubSpriteId));
      this.#placeSubSprite(sprite, sub, findSubSprite(sprite, sub.id), true);
    }
    sortByZIndex(sprite[BY_ZINDEX], sprite.subSprites);
    return sprite;
  }

  #buildSubSprite(init: Record<string, unknown>, sprite: SpriteObject, id: SpriteId): SubSpriteObject {
    const byRef = optionalBoolean(init.byReference, this.byReference_DEFAULT) && !isLive(init);
    const time = init.time;
    const sub = byRef ? adopt(init, SubSpriteObject.prototype) : new SubSpriteObject();
    sub.id = id;
    this.#assignFields(sub, init, sprite, byRef);
    sub.byReference = byRef;
    sub.parent = sprite;
    sub.container = this;
    sub.position = -1;
    sub.positionByZIndex = -1;
    sub.time = TIME.sanitize(time);
    if (!byRef) copyExtraFields(sub, init);
    return sub;
  }

  /** Puts `item` in `list` (replacing `existing` in place) and in the z-index list. */
  #place<T extends Ordered>(list: T[], byZ: T[], item: T, existing: T | undefined, deferSort: boolean): void {
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

  #placeSubSprite(sprite: SpriteObject, sub: SubSpriteObject, existing: SubSpriteObject | undefined, deferSort: boolean): void {
    this.#place(sprite.subSprites, sprite[BY_ZINDEX], sub, existing, deferSort);
    indexSubSprite(sprite, sub);
    if (existing && existing !== sub) existing.container = null;
  }

  #insertSpriteList(items: readonly unknown[]): void {
    for (const item of items) if (isRecord(item)) this.#insertSprite(item as SpriteInit, true);
    this.updateSpritesByZIndex();
  }

  /** A snapshot carries the pointer and the times that inserting would otherwise reset. They are read
   * before building: with byReference the snapshot's records become the sprites themselves, so by
   * then the pointer moves of the build would have stamped them (issue 11). */
  #readRestore(snapshot: GraphicSpritesSnapshot): () => void {
    const inits = Array.isArray(snapshot.spritesGroup.sprites) ? snapshot.spritesGroup.sprites.filter(isRecord) : [];
    const records = inits.map((init) => ({
      id: init.id,
      time: TIME.sanitize(init.time),
      subSprites: (Array.isArray(init.subSprites) ? init.subSprites.filter(isRecord) : []).map((sub) => ({ id: sub.id, time: TIME.sanitize(sub.time) })),
    }));
    const { pointer, pointerPrevious, time } = snapshot;
    return () => {
      const sprites = this.spritesGroup.sprites;
      const at = toIndex(pointer);
      if (at >= 0 && at < sprites.length) this.pointer = at;
      const previous = toIndex(pointerPrevious);
      if (previous >= -1) this.pointerPrevious = previous;
      const groupTime = TIME.parse(time);
      if (groupTime !== undefined) this.time = groupTime;
      for (const sprite of sprites) {
        // Normally the record at the sprite's own position; a search (quadratic over a large group) only when not.
        const atPosition = records[sprite.position];
        const record = atPosition?.id === sprite.id ? atPosition : records.find((candidate) => candidate.id === sprite.id) ?? atPosition;
        if (!record) continue;
        sprite.time = record.time;
        for (const sub of sprite.subSprites) {
          const subAtPosition = record.subSprites[sub.position];
          const subRecord = subAtPosition?.id === sub.id ? subAtPosition : record.subSprites.find((candidate) => candidate.id === sub.id) ?? subAtPosition;
          sub.time = subRecord ? subRecord.time : 0;
        }
      }
    };
  }

  // ------------------------------------------------------------ membership

  #isOwnSprite(sprite: unknown): sprite is SpriteObject {
    return (
      sprite instanceof SpriteObject &&
      sprite.container === this &&
      this.spritesGroup.sprites[sprite.position] === sprite
    );
  }

  #isOwnSubSprite(subSprite: unknown): subSprite is SubSpriteObject {
    return (
      subSprite instanceof SubSpriteObject &&
      subSprite.container === this &&
      this.#isOwnSprite(subSprite.parent) &&
      subSprite.parent.subSprites[subSprite.position] === subSprite
    );
  }

  #spriteOrCurrent(sprite: unknown): unknown {
    return sprite === undefined ? this.getCurrent() : sprite;
  }

  // ---------------------------------------------------------------- getting

  getSprite<F = undefined>(index?: number, returnValueOnFail?: F): SpriteObject | F {
    const position = index === undefined ? 0 : toIndex(index);
    return this.spritesGroup.sprites[position] ?? (returnValueOnFail as F);
  }

  getSpriteById<F = undefined>(id?: SpriteId, returnValueOnFail?: F): SpriteObject | F {
    return (isId(id) ? this.#spritesById.get(id as SpriteId) : undefined) ?? (returnValueOnFail as F);
  }

  getSpriteIndexById(id?: SpriteId): number {
    const sprite = isId(id) ? this.#spritesById.get(id as SpriteId) : undefined;
    return sprite ? sprite.position : -1;
  }

  getSprites<F = undefined>(orderedByZIndex?: boolean, returnValueOnFail?: F): readonly SpriteObject[] | F {
    const group = this.spritesGroup;
    const list = orderedByZIndex === true ? group[BY_ZINDEX] : group.sprites;
    return Array.isArray(list) ? list : (returnValueOnFail as F);
  }

  getSpritesGroup<F = undefined>(returnValueOnFail?: F): SpritesGroupObject | F {
    return this.spritesGroup ?? (returnValueOnFail as F);
  }

  getSubSprite<F = undefined>(index?: number, sprite?: SpriteObject, returnValueOnFail?: F): SubSpriteObject | F {
    const owner = this.#spriteOrCurrent(sprite);
    if (!(owner instanceof SpriteObject)) return returnValueOnFail as F;
    const position = index === undefined ? 0 : toIndex(index);
    return owner.subSprites[position] ?? (returnValueOnFail as F);
  }

  getSubSpriteById<F = undefined>(id?: SpriteId, sprite?: SpriteObject, returnValueOnFail?: F): SubSpriteObject | F {
    const owner = this.#spriteOrCurrent(sprite);
    if (!(owner instanceof SpriteObject)) return returnValueOnFail as F;
    return findSubSprite(owner, id) ?? (returnValueOnFail as F);
  }

  getSubSpriteIndexById(id?: SpriteId, sprite?: SpriteObject): number {
    const owner = this.#spriteOrCurrent(sprite);
    if (!(owner instanceof SpriteObject)) return -1;
    return findSubSprite(owner, id)?.position ?? -1;
  }

  getSubSprites<F = undefined>(
    sprite?: SpriteObject,
    orderedByZIndex?: boolean,
    returnValueOnFail?: F,
  ): readonly SubSpriteObject[] | F {
    const owner = this.#spriteOrCurrent(sprite);
    if (!(owner instanceof SpriteObject)) return returnValueOnFail as F;
    const list = orderedByZIndex === true ? owner[BY_ZINDEX] : owner.subSprites;
    return Array.isArray(list) ? list : (returnValueOnFail as F);
  }

  getCurrent(): SpriteObject | null {
    return this.spritesGroup.sprites[this.pointer] ?? null;
  }

  getPrevious(): SpriteObject | null {
    return this.spritesGroup.sprites[this.pointerPrevious] ?? null;
  }

  getPointer(): number {
    const pointer = this.pointer;
    return Number.isInteger(pointer) && pointer >= 0 && pointer < this.spritesGroup.sprites.length ? pointer : 0;
  }

  getPointerPrevious(): number {
    const previous = this.pointerPrevious;
    return Number.isInteger(previous) && previous >= 0 ? previous : -1;
  }

  // ---------------------------------------------------------------- pointer

  /** Points `position` (already in range) and stamps the time on the group and the sprite. */
  #point(position: number): void {
    this.pointerPrevious = this.pointer;
    this.pointer = position;
    const now = LIB_Device.getTiming();
    this.time = now;
    const sprite = this.spritesGroup.sprites[position] ?? null;
    if (sprite) {
      sprite.time = now;
      for (const sub of sprite.subSprites) sub.time = now;
    }
    if (this.#observed) this.notify({ type: 'pointer', pointer: position, pointerPrevious: this.pointerPrevious, sprite });
  }

  /** DECISIONS.md: inserts and removals re-clamp as setPointer(getPointer()) would. */
  #reclampPointer(): void {
    if (this.spritesGroup.sprites.length > 0) {
      // The stored pointer, not getPointer(): a pointer past the new end goes to the new last sprite, not to 0.
      this.setPointer(Number.isInteger(this.pointer) ? this.pointer : 0);
    } else if (this.pointer !== -1) {
      this.pointerPrevious = this.pointer;
      this.pointer = -1;
      if (this.#observed) this.notify({ type: 'pointer', pointer: -1, pointerPrevious: this.pointerPrevious, sprite: null });
    }
  }

  setPointer(position?: number, loop = false): number {
    const count = this.spritesGroup.sprites.length;
    if (count === 0) return this.getPointer();
    let target = toIndex(position === undefined ? 0 : position);
    if (Number.isNaN(target)) target = 0;
    if (target < 0 || target >= count) {
      if (loop === true && Number.isFinite(target)) target = Math.abs(target) % count;
      else target = target < 0 ? 0 : count - 1;
    }
    if (target !== this.pointer) this.#point(target);
    return this.pointer;
  }

  setNext(loop = false): SpriteObject | null {
    const count = this.spritesGroup.sprites.length;
    if (count === 0) return null;
    const next = this.pointer < 0 ? 0 : this.getPointer() + 1;
    if (next < count) this.#point(next);
    else if (loop === true) this.#point(0);
    else return null;
    return this.getCurrent();
  }

  setPrevious(loop = false): SpriteObject | null {
    const count = this.spritesGroup.sprites.length;
    if (count === 0) return null;
    const previous = this.getPointer() - 1;
    if (previous >= 0) this.#point(previous);
    else if (loop === true) this.#point(count - 1);
    else return null;
    return this.getCurrent();
  }

  // ------------------------------------------------------------------- time

  getTime<F = undefined>(returnValueOnFail?: F, parentTimeFallback = false): number | F {
    return getTimeOf(this, returnValueOnFail, parentTimeFallback);
  }

  getTimeElapsed(timeToCompare?: number, parentTimeFallback = false): number {
    return getTimeElapsedOf(this, timeToCompare, parentTimeFallback);
  }

  setTime(time?: number, updateTimeCurrentSprite = false, updateTimeCurrentSpriteSubSprites = false): number {
    const value = sanitizeTimeArgument(time);
    this.time = value;
    if (this.#observed) this.notify({ type: 'time', target: this });
    const current = updateTimeCurrentSprite === true ? this.getCurrent() : null;
    if (current) {
      this.setTimeOf(current, value);
      if (updateTimeCurrentSpriteSubSprites === true) for (const sub of current.subSprites) this.setTimeOf(sub, value);
    }
    return value;
  }

  /** @internal The `setTime` field of a sprite or sub-sprite. */
  setTimeOf(target: SpriteObject | SubSpriteObject, time?: number): number {
    target.time = sanitizeTimeArgument(time);
    if (this.#observed) this.notify({ type: 'time', target });
    return target.time;
  }

  // ---------------------------------------------------------------- z-index

  #zIndexOr<F>(value: unknown, returnValueOnFail: F): number | F {
    if (isZIndex(value)) return value;
    const fallback = LIB_GraphicSprites.ZINDEX_DEFAULT;
    return isZIndex(fallback) ? fallback : returnValueOnFail;
  }

  getZIndex<F = undefined>(returnValueOnFail?: F): number | F {
    return this.#zIndexOr(this.spritesGroup.zIndex, returnValueOnFail as F);
  }

  getZIndexSprite<F = undefined>(sprite?: SpriteObject, returnValueOnFail?: F): number | F {
    const target = this.#spriteOrCurrent(sprite);
    return target instanceof SpriteObject ? this.#zIndexOr(target.zIndex, returnValueOnFail as F) : (returnValueOnFail as F);
  }

  getZIndexSubSprite<F = undefined>(subSprite: SubSpriteObject, returnValueOnFail?: F): number | F {
    return subSprite instanceof SubSpriteObject
      ? this.#zIndexOr(subSprite.zIndex, returnValueOnFail as F)
      : (returnValueOnFail as F);
  }

  setZIndex(zIndex?: number): number {
    const value = ZINDEX.sanitize(zIndex);
    this.spritesGroup.zIndex = value;
    const parent = this.spritesGroup.parent as { updateGraphicSpritesByZIndex?: () => unknown } | undefined;
    if (typeof parent?.updateGraphicSpritesByZIndex === 'function') parent.updateGraphicSpritesByZIndex();
    if (this.#observed) this.notify({ type: 'property', target: this.spritesGroup, name: 'zIndex' });
    return value;
  }

  setZIndexSprite(sprite?: SpriteObject, zIndex?: number): number {
    const value = ZINDEX.sanitize(zIndex);
    const target = this.#spriteOrCurrent(sprite);
    if (!this.#isOwnSprite(target)) return value;
    target.zIndex = value;
    repositionByZIndex(this.spritesGroup[BY_ZINDEX], target);
    if (this.#observed) this.notify({ type: 'property', target, name: 'zIndex' });
    return value;
  }

  setZIndexSubSprite(subSprite: SubSpriteObject, zIndex?: number): number {
    const value = ZINDEX.sanitize(zIndex);
    if (!this.#isOwnSubSprite(subSprite)) return value;
    subSprite.zIndex = value;
    repositionByZIndex(subSprite.parent![BY_ZINDEX], subSprite);
    if (this.#observed) this.notify({ type: 'property', target: subSprite, name: 'zIndex' });
    return value;
  }

  updateSpritesByZIndex(): SpriteObject[] | null {
    const group = this.spritesGroup;
    if (!Array.isArray(group?.sprites)) return null;
    if (!Array.isArray(group[BY_ZINDEX])) group[BY_ZINDEX] = [];
    return sortByZIndex(group[BY_ZINDEX], group.sprites);
  }

  updateSubSpritesByZIndex(sprite?: SpriteObject): SubSpriteObject[] | null {
    const target = this.#spriteOrCurrent(sprite);
    if (!(target instanceof SpriteObject) || !Array.isArray(target.subSprites)) return null;
    if (!Array.isArray(target[BY_ZINDEX])) target[BY_ZINDEX] = [];
    return sortByZIndex(target[BY_ZINDEX], target.subSprites);
  }

  // -------------------------------------------------------------- inserting

  /**
   * Inserts (or replaces by id, in place) one sprite. `spritesByZIndex` never goes out of order:
   * with avoidUpdatingSpritesByZIndex the sprite still takes its place there (one binary search),
   * the flag only skips the full re-sort (README, choices).
   */
  insertSprite(sprite?: SpriteInit | null, _avoidUpdatingSpritesByZIndex = false): SpriteObject | null {
    return this.#insertSprite(sprite, false);
  }

  /** `deferSort`: internal bulk inserts append to the z-list and sort once at the end. */
  #insertSprite(sprite: SpriteInit | null | undefined, deferSort: boolean): SpriteObject | null {
    const init = sprite === undefined || sprite === null ? {} : sprite;
    if (!isRecord(init)) return null;
    const group = this.spritesGroup;
    const built = this.#buildSprite(init, idOr(init.id, C.nextSpriteId));
    const existing = this.#spritesById.get(built.id);
    const replaced = existing && this.#isOwnSprite(existing) ? existing : undefined;
    this.#place(group.sprites, group[BY_ZINDEX], built, replaced, deferSort);
    if (replaced && replaced !== built) this.#detach(replaced);
    this.#spritesById.set(built.id, built);
    if (this.#observed) this.notify(replaced ? { type: 'sprite-inserted', sprite: built, replaced } : { type: 'sprite-inserted', sprite: built });
    this.#reclampPointer();
    return built;
  }

  insertSprites(spritesGroup?: SpritesObjectInit | null, byReference?: boolean): SpritesGroupObject {
    const group = this.spritesGroup;
    if (!isRecord(spritesGroup)) {
      if (typeof byReference === 'boolean') this.byReference_DEFAULT = group.byReference_DEFAULT = byReference;
      return group;
    }
    this.byReference_DEFAULT = group.byReference_DEFAULT =
      typeof byReference === 'boolean' ? byReference : !!spritesGroup.byReference_DEFAULT;
    if ((spritesGroup as unknown) !== group) this.#applyGroupFields(spritesGroup);
    const items = Array.isArray(spritesGroup.sprites) && (spritesGroup.sprites as unknown) !== group.sprites ? spritesGroup.sprites.slice() : [];
    this.#insertSpriteList(items);
    return group;
  }

  /** insertSprites on an existing group: the group-level fields given (and valid) replace the current ones. */
  #applyGroupFields(init: SpritesObjectInit): void {
    const group = this.spritesGroup;
    const set = (name: keyof SpriteFields, valid: boolean, value: unknown): void => {
      if (!valid || (group as unknown as Record<string, unknown>)[name] === value) return;
      (group as unknown as Record<string, unknown>)[name] = value;
      if (this.#observed) this.notify({ type: 'property', target: group, name });
    };
    set('id', isValidId(init.id), init.id);
    for (const declaration of VALUE_FIELDS) {
      if (declaration.name === 'zIndex') continue;
      const value = declaration.converter.parse(init[declaration.name as keyof SpritesObjectInit]);
      set(declaration.name as keyof SpriteFields, value !== undefined, value);
    }
    const zIndex = ZINDEX.parse(init.zIndex);
    if (zIndex !== undefined && zIndex !== group.zIndex) this.setZIndex(zIndex);
    if (isRecord(init.data)) {
      for (const key of Object.keys(init.data)) if (key !== 'that' && key !== 'getThis') group.data[key] = init.data[key];
      if (this.#observed) this.notify({ type: 'property', target: group, name: 'data' });
    }
  }

  /** As insertSprite: the sub-sprite always takes its place in `subSpritesByZIndex`. */
  insertSubSprite(
    subSprite?: SubSpriteInit | null,
    sprite?: SpriteObject,
    _avoidUpdatingSubSpritesByZIndex = false,
  ): SubSpriteObject | null {
    return this.#insertSubSprite(subSprite, sprite, false);
  }

  #insertSubSprite(subSprite: SubSpriteInit | null | undefined, sprite: SpriteObject | undefined, deferSort: boolean): SubSpriteObject | null {
    const owner = this.#spriteOrCurrent(sprite);
    const init = subSprite === undefined || subSprite === null ? {} : subSprite;
    if (!this.#isOwnSprite(owner) || !isRecord(init)) return null;
    const built = this.#buildSubSprite(init, owner, idOr(init.id, C.nextSubSpriteId));
    const replaced = findSubSprite(owner, built.id);
    this.#placeSubSprite(owner, built, replaced, deferSort);
    if (this.#observed) this.notify(
      replaced
        ? { type: 'subsprite-inserted', sprite: owner, subSprite: built, replaced }
        : { type: 'subsprite-inserted', sprite: owner, subSprite: built },
    );
    return built;
  }

  insertSubSprites(subSprites: readonly SubSpriteInit[], sprite?: SpriteObject): SubSpriteObject[] {
    const owner = this.#spriteOrCurrent(sprite);
    if (!Array.isArray(subSprites) || !this.#isOwnSprite(owner)) return [];
    const inserted: SubSpriteObject[] = [];
    for (const item of subSprites.slice()) {
      if (!isRecord(item)) continue;
      const sub = this.#insertSubSprite(item, owner, true);
      if (sub) inserted.push(sub);
    }
    this.updateSubSpritesByZIndex(owner);
    return inserted;
  }

  // --------------------------------------------------------------- removing

  removeSprite(index?: number): boolean {
    const sprites = this.spritesGroup.sprites;
    const position = index === undefined ? 0 : toIndex(index);
    const sprite = sprites[position];
    if (!sprite || position < 0) return false;
    sprites.splice(position, 1);
    renumberPositions(sprites, position);
    removeByZIndex(this.spritesGroup[BY_ZINDEX], sprite);
    this.#forget(sprite);
    if (this.#observed) this.notify({ type: 'sprite-removed', sprite });
    this.#reclampPointer();
    return true;
  }

  #forget(sprite: SpriteObject): void {
    if (this.#spritesById.get(sprite.id) === sprite) this.#spritesById.delete(sprite.id);
    this.#detach(sprite);
  }

  /** A sprite out of the group: neither it nor its sub-sprites act on this group any more. */
  #detach(sprite: SpriteObject): void {
    sprite.container = null;
    for (const sub of sprite.subSprites) if (sub.parent === sprite) sub.container = null;
  }

  removeSpriteById(id?: SpriteId): boolean {
    const position = this.getSpriteIndexById(id);
    return position >= 0 && this.removeSprite(position);
  }

  removeSprites(): void {
    const group = this.spritesGroup;
    const removed = group.sprites.slice();
    group.sprites.length = 0;
    group[BY_ZINDEX].length = 0;
    for (const sprite of removed) this.#forget(sprite);
    if (this.#observed) for (const sprite of removed) this.notify({ type: 'sprite-removed', sprite });
    this.#reclampPointer();
  }

  removeSubSprite(index?: number, sprite?: SpriteObject): boolean {
    const owner = this.#spriteOrCurrent(sprite);
    if (!this.#isOwnSprite(owner)) return false;
    const position = index === undefined ? 0 : toIndex(index);
    const sub = owner.subSprites[position];
    if (!sub || position < 0) return false;
    owner.subSprites.splice(position, 1);
    renumberPositions(owner.subSprites, position);
    removeByZIndex(owner[BY_ZINDEX], sub);
    unindexSubSprite(owner, sub);
    sub.container = null;
    if (this.#observed) this.notify({ type: 'subsprite-removed', sprite: owner, subSprite: sub });
    return true;
  }

  removeSubSpriteById(id?: SpriteId, sprite?: SpriteObject): boolean {
    const owner = this.#spriteOrCurrent(sprite);
    if (!this.#isOwnSprite(owner)) return false;
    const sub = findSubSprite(owner, id);
    return sub !== undefined && this.removeSubSprite(sub.position, owner);
  }

  removeSubSprites(sprite?: SpriteObject): boolean {
    const owner = this.#spriteOrCurrent(sprite);
    if (!this.#isOwnSprite(owner) || owner.subSprites.length === 0) return false;
    const removed = owner.subSprites.slice();
    owner.subSprites.length = 0;
    owner[BY_ZINDEX].length = 0;
    for (const sub of removed) sub.container = null;
    reindexSubSprites(owner);
    if (this.#observed) for (const sub of removed) this.notify({ type: 'subsprite-removed', sprite: owner, subSprite: sub });
    return true;
  }

  /** Removes every sprite and sub-sprite and drops the look-up tables. */
  destructor(): void {
    this.removeSprites();
    this.#spritesById.clear();
  }

  // ----------------------------------------------------------- disabled state

  #setDisabledFlag(target: Level, disabled: boolean): void {
    if (target.disabled === disabled) return;
    target.disabled = disabled;
    if (this.#observed) this.notify({ type: 'property', target, name: 'disabled' });
  }

  #setDisabledEverywhere(disabled: boolean): void {
    for (const sprite of this.spritesGroup.sprites) {
      this.#setDisabledFlag(sprite, disabled);
      for (const sub of sprite.subSprites) this.#setDisabledFlag(sub, disabled);
    }
  }

  isDisabled(): boolean {
    return this.spritesGroup.disabled === true;
  }

  isDisabledSprite(sprite?: SpriteObject): boolean {
    const target = this.#spriteOrCurrent(sprite);
    if (!(target instanceof SpriteObject)) return false;
    return target.disabled === true || target.parent?.disabled === true;
  }

  isDisabledSubSprite(subSprite: SubSpriteObject): boolean {
    if (!(subSprite instanceof SubSpriteObject)) return false;
    return subSprite.disabled === true || (subSprite.parent !== null && this.isDisabledSprite(subSprite.parent));
  }

  setDisabled(disabled = false, affectChildren?: boolean): void {
    const value = !!disabled;
    this.#setDisabledFlag(this.spritesGroup, value);
    if (optionalBoolean(affectChildren, value)) this.#setDisabledEverywhere(value);
  }

  setDisabledSprite(
    sprite?: SpriteObject,
    disabled = false,
    affectSubSprites?: boolean,
    affectParent?: boolean,
    affectParentChildren?: boolean,
  ): void {
    const target = this.#spriteOrCurrent(sprite);
    if (!this.#isOwnSprite(target)) return;
    const value = !!disabled;
    const parentChildren = optionalBoolean(affectParentChildren, !value);
    const parent = optionalBoolean(affectParent, parentChildren || !value);
    const subSprites = optionalBoolean(affectSubSprites, value);
    this.#setDisabledFlag(target, value);
    if (parent) {
      this.#setDisabledFlag(this.spritesGroup, value);
      if (parentChildren) this.#setDisabledEverywhere(value);
    } else if (subSprites) {
      for (const sub of target.subSprites) this.#setDisabledFlag(sub, value);
    }
  }

  setDisabledSubSprite(subSprite: SubSpriteObject, disabled = false, affectParents?: boolean, affectParentsChildren?: boolean): void {
    if (!this.#isOwnSubSprite(subSprite)) return;
    const value = !!disabled;
    const parentsChildren = optionalBoolean(affectParentsChildren, !value);
    const parents = optionalBoolean(affectParents, parentsChildren || !value);
    this.#setDisabledFlag(subSprite, value);
    if (!parents) return;
    this.#setDisabledFlag(subSprite.parent!, value);
    this.#setDisabledFlag(this.spritesGroup, value);
    if (parentsChildren) this.#setDisabledEverywhere(value);
  }

  /**
   * Sets one property on the group object, every sprite and every sub-sprite
   * (or the current sprite only). Known fields are validated as on insertion:
   * an invalid value changes nothing and returns 0. zIndex keeps the sorted lists right.
   */
  setPropertyCascade(propertyName: string | number, value?: unknown, onlyCurrent = false): number {
    const current = this.getCurrent();
    const sprites = onlyCurrent === true ? (current ? [current] : []) : this.spritesGroup.sprites;
    return this.#cascade(this.spritesGroup, sprites, propertyName, value);
  }

  /** @internal The `setPropertyCascade` field of a sprite: that sprite and its sub-sprites only (issue 11). */
  setPropertyCascadeOf(sprite: SpriteObject, propertyName: string | number, value?: unknown): number {
    return this.#isOwnSprite(sprite) ? this.#cascade(null, [sprite], propertyName, value) : 0;
  }

  #cascade(group: SpritesGroupObject | null, sprites: readonly SpriteObject[], propertyName: string | number, value: unknown): number {
    const name = typeof propertyName === 'number' ? String(propertyName) : propertyName;
    if (typeof name !== 'string' || name === '' || RESERVED_NAMES.has(name)) return 0;
    if (name in SpriteObject.prototype || name in SubSpriteObject.prototype) return 0;
    const sanitized = this.#sanitizeCascadeValue(name, value);
    if (sanitized.invalid) return 0;
    const targets: Level[] = group ? [group] : [];
    for (const sprite of sprites) targets.push(sprite, ...sprite.subSprites);
    for (const target of targets) {
      // The group's time is the LIB_GraphicSprites' own `time` (spec 2.1), not a field of its SPRITES_OBJECT.
      if (name === 'time' && target === this.spritesGroup) this.time = sanitized.value as number;
      else (target as unknown as Record<string, unknown>)[name] = sanitized.value;
    }
    if (name === 'zIndex') {
      this.updateSpritesByZIndex();
      for (const sprite of sprites) this.updateSubSpritesByZIndex(sprite);
      const parent = this.spritesGroup.parent as { updateGraphicSpritesByZIndex?: () => unknown } | undefined;
      if (group && typeof parent?.updateGraphicSpritesByZIndex === 'function') parent.updateGraphicSpritesByZIndex();
    }
    if (this.#observed) for (const target of targets) this.notify({ type: 'property', target, name });
    return targets.length;
  }

  /** Table fields are parsed as on insertion (an invalid value refuses the cascade), except that
   * zIndex falls back as setZIndex does and disabled takes any value as a boolean. */
  #sanitizeCascadeValue(name: string, value: unknown): { value: unknown; invalid?: true } {
    if (name === 'zIndex') return { value: ZINDEX.sanitize(value) };
    if (name === 'disabled') return { value: !!value };
    const declaration = name === 'time' ? FIELD_BY_NAME.get(name) : VALUE_FIELD_BY_NAME.get(name);
    if (!declaration) return { value };
    const parsed = declaration.converter.parse(value);
    return parsed === undefined ? { value, invalid: true } : { value: parsed };
  }

  // ----------------------------------------------------- fields and order

  /**
   * Sets one field of this group's object, or of one of its sprites or sub-sprites, through the
   * field table: the value is sanitised exactly as on insertion (a missing or invalid value takes
   * the parent's value, or the static default; left/top the default), and the change is reported
   * once to `notify`. Only that object changes: children keep the values they hold.
   * Returns false, changing nothing, for an object not in this group, or a name the table does not
   * declare or declares read-only; an id already used at the same level is refused too.
   * @see graphic-sprites.md §2.3-2.5
   */
  setField(object: AnySpriteObject, name: string, value?: unknown): boolean {
    if (!this.#owns(object)) return false;
    const declaration = FIELD_BY_NAME.get(name);
    if (!declaration || (declaration.readOnly && name !== 'data') || !declaration.levels.includes(object.type)) return false;
    const parent = object instanceof SpritesGroupObject ? undefined : (object.parent as SpriteFields);
    const record = object as unknown as Record<string, unknown>;
    switch (name) {
      case 'id':
        return this.#rename(object, value);
      case 'data':
        replaceDataFields(object.data, value, parent ? (parent as Level).data : undefined);
        if (this.#observed) this.notify({ type: 'property', target: object, name });
        return true;
    }
    const sanitized = inheritValue(declaration, value, parent);
    if (Object.is(record[name], sanitized)) return true;
    record[name] = sanitized;
    if (name === 'zIndex') this.#zIndexChanged(object);
    if (this.#observed) this.notify(name === 'time' ? { type: 'time', target: object as SpriteObject | SubSpriteObject } : { type: 'property', target: object, name });
    return true;
  }

  #owns(object: unknown): object is AnySpriteObject {
    return object === this.spritesGroup || this.#isOwnSprite(object) || this.#isOwnSubSprite(object);
  }

  /** Keeps every z-list right after `object`'s zIndex changed. */
  #zIndexChanged(object: AnySpriteObject): void {
    if (object instanceof SpriteObject) repositionByZIndex(this.spritesGroup[BY_ZINDEX], object);
    else if (object instanceof SubSpriteObject) repositionByZIndex(object.parent![BY_ZINDEX], object);
    else {
      const parent = object.parent as { updateGraphicSpritesByZIndex?: () => unknown } | undefined;
      if (typeof parent?.updateGraphicSpritesByZIndex === 'function') parent.updateGraphicSpritesByZIndex();
    }
  }

  #rename(object: AnySpriteObject, value: unknown): boolean {
    if (!isValidId(value)) return false;
    if (object.id === value) return true;
    if (object instanceof SpriteObject) {
      if (this.#spritesById.has(value)) return false;
      this.#spritesById.delete(object.id);
      this.#spritesById.set(value, object);
      object.id = value;
    } else if (object instanceof SubSpriteObject) {
      const owner = object.parent!;
      if (findSubSprite(owner, value)) return false;
      unindexSubSprite(owner, object);
      object.id = value;
      indexSubSprite(owner, object);
    } else {
      object.id = value;
    }
    if (this.#observed) this.notify({ type: 'property', target: object, name: 'id' });
    return true;
  }

  /**
   * Puts the sprites in the order of `ids`; sprites not named keep their relative order after
   * the named ones. `spritesByZIndex` stays sorted and stable (equal z-index follows the new
   * order); the pointer keeps its index. Returns false and changes nothing when `ids` is not an
   * array or names an id twice or one that is not in the group.
   * @see graphic-sprites.md §2.3
   */
  reorderSprites(ids: readonly SpriteId[]): boolean {
    const group = this.spritesGroup;
    const changed = reorder(group.sprites, ids, (id) => this.#spritesById.get(id));
    if (changed === null) return false;
    if (changed) {
      sortByZIndex(group[BY_ZINDEX], group.sprites);
      if (this.#observed) this.notify({ type: 'sprites-reordered' });
    }
    return true;
  }

  /**
   * reorderSprites for the sub-sprites of one sprite of this group (given by id or as the object).
   * @see graphic-sprites.md §2.4
   */
  reorderSubSprites(sprite: SpriteId | SpriteObject, ids: readonly SpriteId[]): boolean {
    const owner = sprite instanceof SpriteObject ? sprite : this.getSpriteById(sprite);
    if (!this.#isOwnSprite(owner)) return false;
    const changed = reorder(owner.subSprites, ids, (id) => findSubSprite(owner, id));
    if (changed === null) return false;
    if (changed) {
      sortByZIndex(owner[BY_ZINDEX], owner.subSprites);
      reindexSubSprites(owner);
      if (this.#observed) this.notify({ type: 'subsprites-reordered', sprite: owner });
    }
    return true;
  }

  // -------------------------------------------------------------- iteration

  executeFunctionAll(
    functionEach: ElementCallback<SpriteObject>,
    orderedByZIndex?: boolean,
    delayBetweenEach?: number | DelayCallback<SpriteObject>,
    sprites?: readonly SpriteObject[],
    returnSetTimeoutsArray?: boolean,
    delayBetweenEachAffectsFirst?: boolean,
    functionFinish?: FinishCallback<SpriteObject>,
  ): ExecuteFunctionAllResult<SpriteObject> {
    const group = this.spritesGroup;
    const list = Array.isArray(sprites) ? sprites : (orderedByZIndex === true ? group[BY_ZINDEX] : group.sprites).slice();
    return LIB_Arrays.executeFunctionAll(list, functionEach, delayBetweenEach, returnSetTimeoutsArray, delayBetweenEachAffectsFirst, functionFinish);
  }

  executeFunctionAllSubSprites(
    functionEach: ElementCallback<SubSpriteObject>,
    orderedByZIndex?: boolean,
    delayBetweenEach?: number | DelayCallback<SubSpriteObject>,
    sprite?: SpriteObject,
    returnSetTimeoutsArray?: boolean,
    delayBetweenEachAffectsFirst?: boolean,
    functionFinish?: FinishCallback<SubSpriteObject>,
  ): ExecuteFunctionAllResult<SubSpriteObject> {
    const owner = this.#spriteOrCurrent(sprite);
    const list = owner instanceof SpriteObject ? (orderedByZIndex === true ? owner[BY_ZINDEX] : owner.subSprites).slice() : [];
    return LIB_Arrays.executeFunctionAll(list, functionEach, delayBetweenEach, returnSetTimeoutsArray, delayBetweenEachAffectsFirst, functionFinish);
  }

  // ------------------------------------------------------------------ copy

  /**
   * A deep copy (no shared sub-object). With `filterProperties` the result is the
   * plain, filtered object of the static `filterProperties`, not a class instance.
   */
  getCopy(
    avoidCopyingPointer?: boolean,
    avoidCopyingTimes?: boolean,
    clearReferences?: boolean,
    filterProperties?: false,
    propertiesToKeepObject?: PropertiesToKeep,
  ): LIB_GraphicSprites;
  getCopy(
    avoidCopyingPointer: boolean | undefined,
    avoidCopyingTimes: boolean | undefined,
    clearReferences: boolean | undefined,
    filterProperties: true,
    propertiesToKeepObject?: PropertiesToKeep,
  ): FilteredCopy;
  getCopy(
    avoidCopyingPointer?: boolean,
    avoidCopyingTimes?: boolean,
    clearReferences?: boolean,
    filterProperties?: boolean,
    propertiesToKeepObject?: PropertiesToKeep,
  ): LIB_GraphicSprites | FilteredCopy;
  getCopy(
    avoidCopyingPointer = false,
    avoidCopyingTimes = false,
    clearReferences = false,
    filterProperties = false,
    propertiesToKeepObject: PropertiesToKeep = LIB_GraphicSprites.filterProperties_DEFAULT_PROPERTIES,
  ): LIB_GraphicSprites | FilteredCopy {
    const copy = new LIB_GraphicSprites(snapshotOf(this, avoidCopyingPointer !== true, avoidCopyingTimes !== true));
    const result = filterProperties === true ? LIB_GraphicSprites.filterProperties(copy, propertiesToKeepObject) ?? {} : copy;
    return clearReferences === true ? LIB_GraphicSprites.clearReferences(result) : result;
  }

  /** JSON of a copy with cleared references never throws (user BigInts and cycles made safe); see copy.ts. */
  toJSON(): unknown {
    return toJSONOf(this);
  }

  static clearReferences<T>(element: T): T {
    return clearReferences(element);
  }

  static filterProperties(
    element: unknown,
    propertiesToKeepObject: PropertiesToKeep = LIB_GraphicSprites.filterProperties_DEFAULT_PROPERTIES,
  ): FilteredCopy | null {
    return filterProperties(element, propertiesToKeepObject);
  }

  // ------------------------------------------------- aliases (DECISIONS.md)

  current(): SpriteObject | null { return this.getCurrent(); }
  now(): SpriteObject | null { return this.getCurrent(); }
  executeAll(...args: Parameters<LIB_GraphicSprites['executeFunctionAll']>): ExecuteFunctionAllResult<SpriteObject> { return this.executeFunctionAll(...args); }
  forEach(...args: Parameters<LIB_GraphicSprites['executeFunctionAll']>): ExecuteFunctionAllResult<SpriteObject> { return this.executeFunctionAll(...args); }
  forEachSprite(...args: Parameters<LIB_GraphicSprites['executeFunctionAll']>): ExecuteFunctionAllResult<SpriteObject> { return this.executeFunctionAll(...args); }
  executeAllSubSprites(...args: Parameters<LIB_GraphicSprites['executeFunctionAllSubSprites']>): ExecuteFunctionAllResult<SubSpriteObject> { return this.executeFunctionAllSubSprites(...args); }
  forEachSubSprite(...args: Parameters<LIB_GraphicSprites['executeFunctionAllSubSprites']>): ExecuteFunctionAllResult<SubSpriteObject> { return this.executeFunctionAllSubSprites(...args); }
  get<F = undefined>(index?: number, returnValueOnFail?: F): SpriteObject | F { return this.getSprite(index, returnValueOnFail); }
  getAll<F = undefined>(orderedByZIndex?: boolean, returnValueOnFail?: F): readonly SpriteObject[] | F { return this.getSprites(orderedByZIndex, returnValueOnFail); }
  getSpritesAll<F = undefined>(orderedByZIndex?: boolean, returnValueOnFail?: F): readonly SpriteObject[] | F { return this.getSprites(orderedByZIndex, returnValueOnFail); }
  getById<F = undefined>(id?: SpriteId, returnValueOnFail?: F): SpriteObject | F { return this.getSpriteById(id, returnValueOnFail); }
  getIndexById(id?: SpriteId): number { return this.getSpriteIndexById(id); }
  getCurrentPosition(): number { return this.getPointer(); }
  getPreviousPosition(): number { return this.getPointerPrevious(); }
  setCurrentPosition(position?: number, loop?: boolean): number { return this.setPointer(position, loop); }
  insert(sprite?: SpriteInit | null, avoidUpdatingSpritesByZIndex?: boolean): SpriteObject | null { return this.insertSprite(sprite, avoidUpdatingSpritesByZIndex); }
  insertSpritesGroup(spritesGroup?: SpritesObjectInit | null, byReference?: boolean): SpritesGroupObject { return this.insertSprites(spritesGroup, byReference); }
  next(loop?: boolean): SpriteObject | null { return this.setNext(loop); }
  previous(loop?: boolean): SpriteObject | null { return this.setPrevious(loop); }
  remove(index?: number): boolean { return this.removeSprite(index); }
  removeById(id?: SpriteId): boolean { return this.removeSpriteById(id); }
  removeAll(): void { this.removeSprites(); }
  removeSpritesAll(): void { this.removeSprites(); }
  removeSpritesGroup(): void { this.removeSprites(); }
  removeSubSpritesAll(sprite?: SpriteObject): boolean { return this.removeSubSprites(sprite); }
}

for (const [key, value] of Object.entries({ isSprites: true, type: 'sprites' })) {
  Object.defineProperty(LIB_GraphicSprites.prototype, key, { value, writable: false, enumerable: false });
}

useDefaultsFrom(LIB_GraphicSprites);
