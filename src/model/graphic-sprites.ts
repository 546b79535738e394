/**
 * LIB_GraphicSprites: one group of sprites (docs/model.md), a facade over the
 * operation modules: build.ts, pointer-time.ts, z-index-ops.ts, insert-remove.ts, disabled.ts,
 * cascade.ts, order.ts, copy.ts, and the aliases table (aliases.ts). Their shared state
 * (the id look-up, the change hook) is one GroupState per group (group-state.ts).
 *
 * Every successful mutation is reported to `notify`, a no-op here that a subclass (the
 * elements' controller) overrides.
 */
import { ALIASES, mixinAliases, type AliasTable } from './aliases.js';
import { LIB_Arrays } from './arrays.js';
import { atlasReaders } from './atlas/readers.js';
import type { AtlasOptions, AtlasSpritesObject } from './atlas/types.js';
import type { DelayCallback, ElementCallback, ExecuteFunctionAllResult, FinishCallback } from './arrays.js';
import { createGroupObject, readRestore } from './build.js';
import { setField, setPropertyCascade, setPropertyCascadeOf } from './cascade.js';
import * as constants from './base/constants.js';
import type { PropertiesToKeep } from './base/constants.js';
import { clearReferences, filterProperties, snapshotOf, toJSONOf } from './copy.js';
import type { FilteredCopy } from './copy.js';
import * as disabledOps from './disabled.js';
import { useDefaultsFrom } from './fields.js';
import { GroupState, getCurrent, spriteOrCurrent } from './group-state.js';
import * as insertRemove from './insert-remove.js';
import {
  BY_ZINDEX,
  SpriteObject,
  type AnySpriteObject,
  type GraphicSpritesSnapshot,
  type SpriteId,
  type SpriteInit,
  type SpritesGroupObject,
  type SpritesObjectInit,
  type SubSpriteInit,
  type SubSpriteObject,
} from './objects.js';
import { reorderSprites, reorderSubSprites } from './order.js';
import * as pointerTime from './pointer-time.js';
import { isId, isRecord, toPosition } from './base/sanitize.js';
import { findSubSprite } from './sub-sprite-index.js';
import { getTimeElapsedOf, getTimeOf } from './time.js';
import * as zIndexOps from './z-index-ops.js';

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

/**
 * A small group built before the first one a caller asks for, and kept as long as the module.
 * V8 keeps an object shape (hidden class) only while some object has it: once every group is
 * collected, the next group's sprites get new shapes, and the engine throws away the optimized build
 * code tied to the old ones and learns it again. Rebuilding a 10,000-sprite group after the previous
 * one was collected took three times as long (bench/model.bench.mjs, model.construct: 40-45 ms of CPU
 * against 12-14 ms). Ids are given so that the generated-id counters stay untouched.
 */
let shapeKeeper: LIB_GraphicSprites | null | undefined;
function keepShapes(): void {
  shapeKeeper = null; // first: building the keeper runs the constructor again
  const keeper = new LIB_GraphicSprites({
    id: 'LIB_GraphicSprites.shapes',
    sprites: [
      { id: 'a', zIndex: 2, srcLeft: 3, subSprites: [{ id: 'b', left: 1 }] },
      { id: 'c', zIndex: 1, subSprites: [{ id: 'd' }] },
    ],
  });
  // Pointer moves stamp times from performance.now(), nearly always a fraction, which gives the time
  // fields their shape for fractions. The keeper's own stamp is sometimes a whole number (the clock is
  // coarse), so a fraction is stored here: without it one page load in four or so kept the wrong shapes.
  keeper.time = 0.5;
  for (const sprite of keeper.spritesGroup.sprites) {
    sprite.time = 0.5;
    for (const sub of sprite.subSprites) sub.time = 0.5;
  }
  shapeKeeper = keeper;
}

/** Groups built empty because what they were given could not be read (`builtFromUnreadable`). */
const unreadable = new WeakSet<LIB_GraphicSprites>();

/** @internal Whether `group` was built empty because what it was given could not be read: an insert of it fails. */
export const builtFromUnreadable = (group: LIB_GraphicSprites): boolean => unreadable.has(group);

const isSnapshot = (value: unknown): value is GraphicSpritesSnapshot =>
  isRecord(value) && isRecord(value.spritesGroup) && !Array.isArray(value.sprites);

/** The aliases' types, from the one table (aliases.ts). */
type AliasMethods = { [A in keyof AliasTable]: LIB_GraphicSprites[AliasTable[A]] };
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface LIB_GraphicSprites extends AliasMethods {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class LIB_GraphicSprites {
  // The statics, given by constants.DEFAULTS below (docs/model.md#static-members): a page may change them.
  declare static SRC_TYPES: Record<string, number>;
  declare static HEIGHT_SOURCE_DEFAULT: number;
  declare static WIDTH_SOURCE_DEFAULT: number;
  declare static LEFT_SOURCE_DEFAULT: number;
  declare static TOP_SOURCE_DEFAULT: number;
  declare static LEFT_DEFAULT: number;
  declare static TOP_DEFAULT: number;
  declare static WIDTH_DEFAULT: number;
  declare static HEIGHT_DEFAULT: number;
  declare static ZINDEX_DEFAULT: number;
  declare static SRC_TYPES_DEFAULT: number;
  declare static filterProperties_DEFAULT_PROPERTIES: PropertiesToKeep;
  /** A SPRITES_OBJECT from an Aseprite JSON export, once `lib-sprites/atlas` is imported (src/model/atlas/). */
  static fromAseprite(json: unknown, options?: AtlasOptions): AtlasSpritesObject {
    return atlasReaders().fromAseprite(json, options);
  }
  /** A SPRITES_OBJECT from a TexturePacker JSON export, once `lib-sprites/atlas` is imported. */
  static fromTexturePacker(json: unknown, options?: AtlasOptions): AtlasSpritesObject {
    return atlasReaders().fromTexturePacker(json, options);
  }

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

  readonly #s: GroupState;

  /** @see docs/model.md#constructor */
  constructor(
    spritesGroup?: SpritesObjectInit | GraphicSpritesSnapshot | LIB_GraphicSprites | null,
    byReference?: boolean,
  ) {
    if (shapeKeeper === undefined) keepShapes();
    this.#s = new GroupState(this, LIB_GraphicSprites.prototype.notify);
    try {
      const snapshot =
        spritesGroup instanceof LIB_GraphicSprites
          ? snapshotOf(spritesGroup, true, true)
          : isSnapshot(spritesGroup)
            ? spritesGroup
            : undefined;
      const init: SpritesObjectInit = snapshot ? snapshot.spritesGroup : isRecord(spritesGroup) ? spritesGroup : {};
      this.byReference_DEFAULT =
        typeof byReference === 'boolean' ? byReference : !!(snapshot?.byReference_DEFAULT ?? init.byReference_DEFAULT);
      const items = Array.isArray(init.sprites) ? init.sprites.slice() : [];
      const restore = snapshot ? readRestore(this.#s, snapshot) : undefined;
      this.spritesGroup = createGroupObject(this.#s, init, this.byReference_DEFAULT && !snapshot);
      insertRemove.insertSpriteList(this.#s, items);
      restore?.();
    } catch {
      // The group itself could not be read (a getter or a Proxy that throws; a sprite that cannot be read is
      // skipped): an empty group, as with no argument, built afresh.
      unreadable.add(this);
      this.#s = new GroupState(this, LIB_GraphicSprites.prototype.notify);
      this.byReference_DEFAULT = typeof byReference === 'boolean' ? byReference : false;
      this.spritesGroup = createGroupObject(this.#s, {}, false);
    }
  }

  /** Same as the group object's id (read-only). @see docs/model.md#group-class */
  get id(): SpriteId {
    return this.spritesGroup.id;
  }
  /** Same as the group object's zIndex; change it through setZIndex. @see docs/model.md#group-class */
  get zIndex(): number {
    return this.spritesGroup.zIndex;
  }
  /** Same as the group object's parent, e.g. a LIB_GraphicSpritesScene. @see docs/model.md#group-class */
  get parent(): unknown {
    return this.spritesGroup.parent;
  }
  /** Position in the scene's `items`, when in a scene. @see docs/model.md#sprites-object */
  get position(): number | undefined {
    return this.spritesGroup.position;
  }
  /** Position in the scene's `itemsByZIndex`, when in a scene. @see docs/model.md#sprites-object */
  get positionByZIndex(): number | undefined {
    return this.spritesGroup.positionByZIndex;
  }

  /** Called after every successful mutation. Subclasses mirror the model elsewhere (e.g. the DOM). */
  protected notify(_change: LIB_GraphicSpritesChange): void {}

  // ---------------------------------------------------------------- getting

  /** The sprite at `index` (default 0). @see docs/model.md#getting */
  getSprite<F = undefined>(index?: number, returnValueOnFail?: F): SpriteObject | F {
    return this.spritesGroup.sprites[toPosition(index)] ?? (returnValueOnFail as F);
  }
  /** The sprite with `id`, through a map. @see docs/model.md#getting */
  getSpriteById<F = undefined>(id?: SpriteId, returnValueOnFail?: F): SpriteObject | F {
    return (isId(id) ? this.#s.spritesById.get(id as SpriteId) : undefined) ?? (returnValueOnFail as F);
  }
  /** Position of the sprite with `id`, or -1. @see docs/model.md#getting */
  getSpriteIndexById(id?: SpriteId): number {
    const sprite = isId(id) ? this.#s.spritesById.get(id as SpriteId) : undefined;
    return sprite ? sprite.position : -1;
  }
  /**
   * The sprites, in list or ascending z-index order. A group always has its lists, so without
   * `returnValueOnFail` the result is typed as the list. @see docs/model.md#getting
   */
  getSprites(orderedByZIndex?: boolean): readonly SpriteObject[];
  getSprites<F>(orderedByZIndex: boolean | undefined, returnValueOnFail: F): readonly SpriteObject[] | F;
  getSprites<F>(orderedByZIndex?: boolean, returnValueOnFail?: F): readonly SpriteObject[] | F {
    const list = orderedByZIndex === true ? this.spritesGroup[BY_ZINDEX] : this.spritesGroup.sprites;
    return Array.isArray(list) ? list : (returnValueOnFail as F);
  }
  /** The SPRITES_OBJECT, which a group always has. @see docs/model.md#getting */
  getSpritesGroup(): SpritesGroupObject;
  getSpritesGroup<F>(returnValueOnFail: F): SpritesGroupObject | F;
  getSpritesGroup<F>(returnValueOnFail?: F): SpritesGroupObject | F {
    return this.spritesGroup ?? (returnValueOnFail as F);
  }
  /** The sub-sprite at `index` of `sprite` (default: the current sprite). @see docs/model.md#getting */
  getSubSprite<F = undefined>(index?: number, sprite?: SpriteObject, returnValueOnFail?: F): SubSpriteObject | F {
    const owner = spriteOrCurrent(this.#s, sprite);
    if (!(owner instanceof SpriteObject)) return returnValueOnFail as F;
    return owner.subSprites[toPosition(index)] ?? (returnValueOnFail as F);
  }
  /** The sub-sprite with `id` in `sprite`. @see docs/model.md#getting */
  getSubSpriteById<F = undefined>(id?: SpriteId, sprite?: SpriteObject, returnValueOnFail?: F): SubSpriteObject | F {
    const owner = spriteOrCurrent(this.#s, sprite);
    return (owner instanceof SpriteObject ? findSubSprite(owner, id) : undefined) ?? (returnValueOnFail as F);
  }
  /** Position of the sub-sprite with `id` in `sprite`, or -1. @see docs/model.md#getting */
  getSubSpriteIndexById(id?: SpriteId, sprite?: SpriteObject): number {
    const owner = spriteOrCurrent(this.#s, sprite);
    return owner instanceof SpriteObject ? (findSubSprite(owner, id)?.position ?? -1) : -1;
  }
  /** The sub-sprites of `sprite`, in list or ascending z-index order. @see docs/model.md#getting */
  getSubSprites<F = undefined>(
    sprite?: SpriteObject,
    orderedByZIndex?: boolean,
    returnValueOnFail?: F,
  ): readonly SubSpriteObject[] | F {
    const owner = spriteOrCurrent(this.#s, sprite);
    if (!(owner instanceof SpriteObject)) return returnValueOnFail as F;
    const list = orderedByZIndex === true ? owner[BY_ZINDEX] : owner.subSprites;
    return Array.isArray(list) ? list : (returnValueOnFail as F);
  }
  /** The sprite at `pointer`, or null. @see docs/model.md#getting */
  getCurrent(): SpriteObject | null {
    return getCurrent(this.#s);
  }
  /** The sprite at `pointerPrevious`, or null. @see docs/model.md#getting */
  getPrevious(): SpriteObject | null {
    return this.spritesGroup.sprites[this.pointerPrevious] ?? null;
  }
  /** The pointer, 0 when it points nowhere. @see docs/model.md#getting */
  getPointer(): number {
    return pointerTime.getPointer(this.#s);
  }
  /** The previous pointer, -1 when there is none. @see docs/model.md#getting */
  getPointerPrevious(): number {
    return pointerTime.getPointerPrevious(this.#s);
  }

  // ------------------------------------------------------------ pointer, time

  /** Points `position` (clamped, or wrapped with `loop`) and stamps the time when it moved. @see docs/model.md#pointer-operations */
  setPointer(position?: number, loop = false): number {
    return pointerTime.setPointer(this.#s, position, loop);
  }
  /**
   * @internal Playback's own move: `position` (in range) pointed with `time` as the start of
   * the group, the sprite and its sub-sprites, as `setPointer` then `setTime(time, true, true)`.
   * `reports`: which change records it makes (`PlayReports`: all of them, a reused pointer
   * record only, or none).
   */
  playTo(position: number, time: number, reports: pointerTime.PlayReports = 'all'): void {
    pointerTime.playTo(this.#s, position, time, reports);
  }
  /** Points the next sprite. @see docs/model.md#pointer-operations */
  setNext(loop = false): SpriteObject | null {
    return pointerTime.setNext(this.#s, loop);
  }
  /** Points the previous sprite. @see docs/model.md#pointer-operations */
  setPrevious(loop = false): SpriteObject | null {
    return pointerTime.setPrevious(this.#s, loop);
  }
  /** The group's time, 0 counting as missing. @see docs/model.md#time */
  getTime<F = undefined>(returnValueOnFail?: F, parentTimeFallback = false): number | F {
    return getTimeOf(this, returnValueOnFail, parentTimeFallback);
  }
  /** `timeToCompare` (default now) minus getTime(). @see docs/model.md#time */
  getTimeElapsed(timeToCompare?: number, parentTimeFallback = false): number {
    return getTimeElapsedOf(this, timeToCompare, parentTimeFallback);
  }
  /** Sets the group's time (and the current sprite's, and its sub-sprites'). @see docs/model.md#time */
  setTime(time?: number, updateTimeCurrentSprite = false, updateTimeCurrentSpriteSubSprites = false): number {
    return pointerTime.setTime(this.#s, time, updateTimeCurrentSprite, updateTimeCurrentSpriteSubSprites);
  }
  /** @internal The `setTime` field of a sprite or sub-sprite. @see docs/model.md#sprite-object */
  setTimeOf(target: SpriteObject | SubSpriteObject, time?: number): number {
    return pointerTime.setTimeOf(this.#s, target, time);
  }

  // ---------------------------------------------------------------- z-index

  /** @see docs/model.md#z-index */
  getZIndex<F = undefined>(returnValueOnFail?: F): number | F {
    return zIndexOps.getZIndex(this.#s, returnValueOnFail as F);
  }
  /** @see docs/model.md#z-index */
  getZIndexSprite<F = undefined>(sprite?: SpriteObject, returnValueOnFail?: F): number | F {
    return zIndexOps.getZIndexSprite(this.#s, sprite, returnValueOnFail as F);
  }
  /** @see docs/model.md#z-index */
  getZIndexSubSprite<F = undefined>(subSprite: SubSpriteObject, returnValueOnFail?: F): number | F {
    return zIndexOps.getZIndexSubSprite(subSprite, returnValueOnFail as F);
  }
  /** Sets the group's z-index; a scene parent re-sorts. @see docs/model.md#z-index */
  setZIndex(zIndex?: number): number {
    return zIndexOps.setZIndex(this.#s, zIndex);
  }
  /** Sets a sprite's z-index; `spritesByZIndex` moves that one sprite. @see docs/model.md#z-index */
  setZIndexSprite(sprite?: SpriteObject, zIndex?: number): number {
    return zIndexOps.setZIndexSprite(this.#s, sprite, zIndex);
  }
  /** Sets a sub-sprite's z-index. @see docs/model.md#z-index */
  setZIndexSubSprite(subSprite: SubSpriteObject, zIndex?: number): number {
    return zIndexOps.setZIndexSubSprite(this.#s, subSprite, zIndex);
  }
  /** Re-sorts `spritesByZIndex` (stable). @see docs/model.md#z-index */
  updateSpritesByZIndex(): SpriteObject[] | null {
    return zIndexOps.updateSpritesByZIndex(this.#s);
  }
  /** Re-sorts a sprite's `subSpritesByZIndex`; null for a sprite not in this group. @see docs/model.md#z-index */
  updateSubSpritesByZIndex(sprite?: SpriteObject): SubSpriteObject[] | null {
    return zIndexOps.updateSubSpritesByZIndex(this.#s, sprite);
  }

  // ------------------------------------------------------- inserting, removing

  /**
   * Inserts (or replaces by id, in place) one sprite. `spritesByZIndex` never goes out of order:
   * with avoidUpdatingSpritesByZIndex the sprite still takes its place there (one binary search).
   * @see docs/model.md#inserting
   */
  insertSprite(sprite?: SpriteInit | null, _avoidUpdatingSpritesByZIndex = false): SpriteObject | null {
    return insertRemove.insertSprite(this.#s, sprite, false);
  }
  /** Applies the group fields given and inserts its sprites. @see docs/model.md#inserting */
  insertSprites(spritesGroup?: SpritesObjectInit | null, byReference?: boolean): SpritesGroupObject {
    return insertRemove.insertSprites(this.#s, spritesGroup, byReference);
  }
  /** Inserts (or replaces by id) one sub-sprite; it always takes its place by z-index. @see docs/model.md#inserting */
  insertSubSprite(
    subSprite?: SubSpriteInit | null,
    sprite?: SpriteObject,
    _avoidUpdatingSubSpritesByZIndex = false,
  ): SubSpriteObject | null {
    return insertRemove.insertSubSprite(this.#s, subSprite, sprite, false);
  }
  /** @see docs/model.md#inserting */
  insertSubSprites(subSprites: readonly SubSpriteInit[], sprite?: SpriteObject): SubSpriteObject[] {
    return insertRemove.insertSubSprites(this.#s, subSprites, sprite);
  }
  /** @see docs/model.md#removing */
  removeSprite(index?: number): boolean {
    return insertRemove.removeSprite(this.#s, index);
  }
  /** @see docs/model.md#removing */
  removeSpriteById(id?: SpriteId): boolean {
    return insertRemove.removeSpriteById(this.#s, id);
  }
  /** Removes every sprite; the group keeps its own fields. @see docs/model.md#removing */
  removeSprites(): void {
    insertRemove.removeSprites(this.#s);
  }
  /** @see docs/model.md#removing */
  removeSubSprite(index?: number, sprite?: SpriteObject): boolean {
    return insertRemove.removeSubSprite(this.#s, index, sprite);
  }
  /** @see docs/model.md#removing */
  removeSubSpriteById(id?: SpriteId, sprite?: SpriteObject): boolean {
    return insertRemove.removeSubSpriteById(this.#s, id, sprite);
  }
  /** @see docs/model.md#removing */
  removeSubSprites(sprite?: SpriteObject): boolean {
    return insertRemove.removeSubSprites(this.#s, sprite);
  }
  /** Removes every sprite and sub-sprite and drops the look-up tables. @see docs/model.md#copy */
  destructor(): void {
    this.removeSprites();
    this.#s.spritesById.clear();
  }

  // ----------------------------------------------------------- disabled state

  /** @see docs/model.md#disabled */
  isDisabled(): boolean {
    return this.spritesGroup.disabled === true;
  }
  /** @see docs/model.md#disabled */
  isDisabledSprite(sprite?: SpriteObject): boolean {
    return disabledOps.isDisabledSprite(this.#s, sprite);
  }
  /** @see docs/model.md#disabled */
  isDisabledSubSprite(subSprite: SubSpriteObject): boolean {
    return disabledOps.isDisabledSubSprite(this.#s, subSprite);
  }
  /** @see docs/model.md#disabled */
  setDisabled(disabled = false, affectChildren?: boolean): void {
    disabledOps.setDisabled(this.#s, disabled, affectChildren);
  }
  /** @see docs/model.md#disabled */
  setDisabledSprite(
    sprite?: SpriteObject,
    disabled = false,
    affectSubSprites?: boolean,
    affectParent?: boolean,
    affectParentChildren?: boolean,
  ): void {
    disabledOps.setDisabledSprite(this.#s, sprite, disabled, affectSubSprites, affectParent, affectParentChildren);
  }
  /** @see docs/model.md#disabled */
  setDisabledSubSprite(
    subSprite: SubSpriteObject,
    disabled = false,
    affectParents?: boolean,
    affectParentsChildren?: boolean,
  ): void {
    disabledOps.setDisabledSubSprite(this.#s, subSprite, disabled, affectParents, affectParentsChildren);
  }

  // ------------------------------------------------------- fields and order

  /**
   * Sets one property on the group object, every sprite and every sub-sprite (or the current
   * sprite only); table fields are sanitised as on insertion, an invalid value changes nothing
   * and returns 0. @see docs/model.md#disabled
   */
  setPropertyCascade(propertyName: string | number, value?: unknown, onlyCurrent = false): number {
    return setPropertyCascade(this.#s, propertyName, value, onlyCurrent);
  }
  /** @internal The `setPropertyCascade` field of a sprite: that sprite and its sub-sprites only. @see docs/model.md#sprite-object */
  setPropertyCascadeOf(sprite: SpriteObject, propertyName: string | number, value?: unknown): number {
    return setPropertyCascadeOf(this.#s, sprite, propertyName, value);
  }
  /**
   * Sets one field of this group's object, a sprite or a sub-sprite through the field table,
   * sanitised as on insertion (missing or invalid: the parent's value, else the default; left/top
   * the default), reported once to `notify`; children keep their values. False, changing nothing,
   * for an object not in this group, a name not declared or read-only, or an id already in use.
   * @see docs/model.md#objects
   */
  setField(object: AnySpriteObject, name: string, value?: unknown): boolean {
    return setField(this.#s, object, name, value);
  }
  /**
   * Puts the sprites in the order of `ids`; the rest keep their relative order after them.
   * z-lists stay sorted and stable; the pointer keeps its index. False and no change for
   * anything but an array of distinct ids of this group. @see docs/model.md#sprites-object
   */
  reorderSprites(ids: readonly SpriteId[]): boolean {
    return reorderSprites(this.#s, ids);
  }
  /** reorderSprites for the sub-sprites of one sprite (its id or the object). @see docs/model.md#sprite-object */
  reorderSubSprites(sprite: SpriteId | SpriteObject, ids: readonly SpriteId[]): boolean {
    return reorderSubSprites(this.#s, sprite, ids);
  }

  // -------------------------------------------------------------- iteration

  /** Calls `functionEach` on every sprite, at once or with delays. @see docs/model.md#iteration */
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
    const list = Array.isArray(sprites)
      ? sprites
      : (orderedByZIndex === true ? group[BY_ZINDEX] : group.sprites).slice();
    return LIB_Arrays.executeFunctionAll(
      list,
      functionEach,
      delayBetweenEach,
      returnSetTimeoutsArray,
      delayBetweenEachAffectsFirst,
      functionFinish,
    );
  }
  /** Calls `functionEach` on every sub-sprite of one sprite. @see docs/model.md#iteration */
  executeFunctionAllSubSprites(
    functionEach: ElementCallback<SubSpriteObject>,
    orderedByZIndex?: boolean,
    delayBetweenEach?: number | DelayCallback<SubSpriteObject>,
    sprite?: SpriteObject,
    returnSetTimeoutsArray?: boolean,
    delayBetweenEachAffectsFirst?: boolean,
    functionFinish?: FinishCallback<SubSpriteObject>,
  ): ExecuteFunctionAllResult<SubSpriteObject> {
    const owner = spriteOrCurrent(this.#s, sprite);
    const list =
      owner instanceof SpriteObject ? (orderedByZIndex === true ? owner[BY_ZINDEX] : owner.subSprites).slice() : [];
    return LIB_Arrays.executeFunctionAll(
      list,
      functionEach,
      delayBetweenEach,
      returnSetTimeoutsArray,
      delayBetweenEachAffectsFirst,
      functionFinish,
    );
  }

  // ------------------------------------------------------------------ copy

  /** A deep copy; with `filterProperties` the plain filtered object instead. @see docs/model.md#copy */
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
    const result =
      filterProperties === true ? (LIB_GraphicSprites.filterProperties(copy, propertiesToKeepObject) ?? {}) : copy;
    return clearReferences === true ? LIB_GraphicSprites.clearReferences(result) : result;
  }
  /** JSON of a copy with cleared references never throws (user BigInts and cycles made safe); see copy.ts. */
  toJSON(): unknown {
    return toJSONOf(this);
  }
  /** @see docs/model.md#copy */
  static clearReferences<T>(element: T): T {
    return clearReferences(element);
  }
  /** @see docs/model.md#copy */
  static filterProperties(
    element: unknown,
    propertiesToKeepObject: PropertiesToKeep = LIB_GraphicSprites.filterProperties_DEFAULT_PROPERTIES,
  ): FilteredCopy | null {
    return filterProperties(element, propertiesToKeepObject);
  }
}

mixinAliases(LIB_GraphicSprites.prototype, ALIASES);
for (const [key, value] of Object.entries({ isSprites: true, type: 'sprites' })) {
  Object.defineProperty(LIB_GraphicSprites.prototype, key, { value, writable: false, enumerable: false });
}
Object.assign(LIB_GraphicSprites, constants.DEFAULTS, {
  filterProperties_DEFAULT_PROPERTIES: constants.filterProperties_DEFAULT_PROPERTIES,
});
useDefaultsFrom(LIB_GraphicSprites);
