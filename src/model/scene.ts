/**
 * LIB_GraphicSpritesScene: an ordered set of sprite groups, also kept sorted by
 * the groups' z-index (docs/model.md#scene). A group inserted here gets the scene as
 * its parent, so its setZIndex re-sorts the scene.
 */
import { LIB_GraphicSprites, builtFromUnreadable } from './graphic-sprites.js';
import { SCENE_ALIASES, mixinAliases, type SceneAliasTable } from './aliases.js';
import {
  LIB_Arrays,
  type DelayCallback,
  type ElementCallback,
  type ExecuteFunctionAllResult,
  type FinishCallback,
} from './arrays.js';
import type { PropertiesToKeep } from './base/constants.js';
import { clearReferences, filterProperties, type FilteredCopy } from './copy.js';
import { makeData, type SpriteData } from './data.js';
import type {
  GraphicSpritesSnapshot,
  InheritableInit,
  SpriteId,
  SpritesGroupObject,
  SpritesObjectInit,
} from './objects.js';
import { unwatchGroupId, watchGroupId, type GroupIdWatcher } from './group-id.js';
import { DEFAULT_FIELDS, defaultsOf, readDefaults, withDefaults } from './scene-defaults.js';
import { isId, isRecord, optionalBoolean, readSafely, toPosition } from './base/sanitize.js';

let sceneCounter = 0;

/**
 * Defaults a scene gives every group it builds from a SPRITES_OBJECT, where
 * the group gives none or an invalid one (as CB_GraphicSpritesScene does).
 * `data` is combined under each group's own `data`.
 */
export type SpritesGroupsDefaults = InheritableInit;

/** What a scene is built from (SPRITES_GROUPS_OBJECT): an id, the defaults and the groups. */
export interface SpritesGroupsInit extends SpritesGroupsDefaults {
  id?: SpriteId;
  /** The `byReference` its groups are built with when the constructor or `insertSpritesGroups` is given none. */
  byReference_DEFAULT?: boolean;
  spritesGroups?: ReadonlyArray<LIB_GraphicSprites | SpritesObjectInit>;
}

/** The scene's `spritesGroups` object (SPRITES_GROUPS_OBJECT). The default fields hold only valid values that were given. */
export interface SpritesGroupsObject extends Omit<SpritesGroupsDefaults, 'data'> {
  readonly type: 'spritesGroups';
  id: string;
  items: LIB_GraphicSprites[];
  itemsByZIndex: LIB_GraphicSprites[];
  parent: LIB_GraphicSpritesScene | null;
  container: LIB_GraphicSpritesScene | null;
  /** Data every group built here inherits (under its own); carries `that` like any data object. */
  data: SpriteData<SpritesGroupsObject>;
}

export interface SceneInsertResult {
  spritesGroup: SpritesGroupObject;
  item: LIB_GraphicSprites;
}

/** Names of the scene's own `spritesGroups` object that hold its structure: never set by a cascade. */
const STRUCTURE = new Set(['id', 'type', 'items', 'itemsByZIndex', 'parent', 'container', 'data', 'spritesGroups']);

/** A name no cascade sets: the structure, or what every object has (`__proto__`, `constructor`, ...) or `prototype`. */
const refused = (name: string): boolean =>
  name === '' || STRUCTURE.has(name) || name in Object.prototype || name === 'prototype';

/** The aliases' types, from the one table (aliases.ts). */
type SceneAliasMethods = { [A in keyof SceneAliasTable]: LIB_GraphicSpritesScene[SceneAliasTable[A]] };
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface LIB_GraphicSpritesScene extends SceneAliasMethods {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class LIB_GraphicSpritesScene {
  declare readonly type: 'spritesScene';
  declare readonly isSpritesScene: true;
  id: SpriteId;
  spritesGroups: SpritesGroupsObject;
  /** What holds the scene, if anything (the page's own reference, as the original's `parent`). */
  parent: unknown = undefined;
  /**
   * The groups by id, for those whose group object tells its id writes
   * (group-id.ts): a scene filled group by group looks each id up. Several
   * under one id where a page gave two groups the same.
   */
  readonly #byId = new Map<SpriteId, LIB_GraphicSprites | LIB_GraphicSprites[]>();
  /** How many of `items` are in `#byId`. */
  #indexed = 0;
  /** Groups whose id does not tell (a page's object adopted by reference): while there is one, look-ups read every id. */
  readonly #unindexed = new Set<LIB_GraphicSprites>();
  readonly #idWatcher: GroupIdWatcher = {
    groupIdWritten: (object, previous) => this.#idWritten(object, previous),
  };

  /** `byReference`: as for `insertSpritesGroups`. */
  constructor(init?: SpritesGroupsInit, byReference?: boolean) {
    const id = readSafely(() => (isRecord(init) ? init.id : undefined));
    this.id = isId(id) ? (id as SpriteId) : 'LIB_GraphicSpritesScene_' + sceneCounter++;
    this.spritesGroups = {
      id: this.id + '.spritesGroups',
      items: [],
      itemsByZIndex: [],
      parent: this,
      container: this,
    } as unknown as SpritesGroupsObject;
    Object.defineProperty(this.spritesGroups, 'type', { value: 'spritesGroups', enumerable: false });
    this.spritesGroups.data = makeData(this.spritesGroups, undefined, undefined, false);
    this.insertSpritesGroups(init, byReference);
  }

  /**
   * Takes a SPRITES_GROUPS_OBJECT: its valid defaults replace the scene's
   * (the ones it does not give stay), then its `spritesGroups` are inserted
   * with them, each built with `byReference` (else the object's `byReference_DEFAULT`; when neither
   * is a boolean, each group's own). Returns the scene's `spritesGroups` object.
   */
  insertSpritesGroups(init?: SpritesGroupsInit, byReference?: boolean): SpritesGroupsObject {
    // Read whole before anything is written: what cannot be read (a getter or a Proxy that throws) changes nothing.
    const read = readSafely(() => {
      if (!isRecord(init)) return undefined;
      const groups: unknown[] = Array.isArray(init.spritesGroups) ? init.spritesGroups.slice() : [];
      const reference = optionalBoolean(byReference, optionalBoolean(init.byReference_DEFAULT, undefined));
      return { setDefaults: readDefaults(this.spritesGroups, init), groups, reference };
    });
    if (!read) return this.spritesGroups;
    read.setDefaults();
    for (const group of read.groups) this.insertSpritesGroup(group as SpritesObjectInit, true, read.reference);
    return this.spritesGroups;
  }

  /** Sets the defaults given (invalid values are ignored; `null` removes one). Existing groups keep their fields. */
  setSpritesGroupsDefaults(defaults: SpritesGroupsDefaults): void {
    readSafely(() => readDefaults(this.spritesGroups, defaults))?.();
  }

  /** The scene's defaults, as given: only the fields that are set. */
  getSpritesGroupsDefaults(): SpritesGroupsDefaults {
    return defaultsOf(this.spritesGroups);
  }

  /** The scene's `spritesGroups` object (SPRITES_GROUPS_OBJECT), or the value given when there is none. */
  getSpritesGroups(): SpritesGroupsObject;
  getSpritesGroups<F>(returnValueOnFail: F): SpritesGroupsObject | F;
  getSpritesGroups<F>(returnValueOnFail?: F): SpritesGroupsObject | F {
    return isRecord(this.spritesGroups) ? this.spritesGroups : (returnValueOnFail as F);
  }

  /** A new LIB_GraphicSprites from a SPRITES_OBJECT with this scene's defaults, not inserted (e.g. for a DOM mirror to copy). */
  createGraphicSprites(group: SpritesObjectInit | GraphicSpritesSnapshot): LIB_GraphicSprites {
    const init = readSafely(() => (isRecord(group) ? this.withDefaults(group) : undefined));
    return new LIB_GraphicSprites(init ?? {});
  }

  /**
   * Inserts a LIB_GraphicSprites, or makes one from a SPRITES_OBJECT with the scene's defaults and
   * `byReference` (the group constructor's); the same id replaces in place. The z-index list is
   * always kept sorted, so `_avoidUpdatingGraphicSpritesByZIndex` (the original's flag) changes nothing.
   */
  insertSpritesGroup(
    group: LIB_GraphicSprites | SpritesObjectInit | GraphicSpritesSnapshot,
    _avoidUpdatingGraphicSpritesByZIndex?: boolean,
    byReference?: boolean,
  ): SceneInsertResult | null {
    const item = this.groupFrom(group, (init) => new LIB_GraphicSprites(init, byReference), byReference);
    return item && this.placeSpritesGroup(item);
  }

  /**
   * The group an insert places: `group` itself, or the one `build` makes of it with the scene's
   * defaults; null when it is no object or cannot be read (a getter or a Proxy that throws), so that
   * the insert fails having changed nothing.
   */
  protected groupFrom<G extends LIB_GraphicSprites>(
    group: unknown,
    build: (init: SpritesObjectInit | GraphicSpritesSnapshot) => G,
    byReference?: boolean,
  ): LIB_GraphicSprites | G | null {
    const item = readSafely(() =>
      !isRecord(group) || group instanceof LIB_GraphicSprites
        ? group
        : build(this.withDefaults(group as SpritesObjectInit | GraphicSpritesSnapshot, byReference)),
    );
    return item instanceof LIB_GraphicSprites && !builtFromUnreadable(item) ? item : null;
  }

  /**
   * Inserts `item` in place of the group with its id, else last. `existing`
   * is where that group is (-1: none), for a subclass that has just looked
   * the id up; otherwise it is looked up here.
   */
  protected placeSpritesGroup(item: LIB_GraphicSprites, existing?: number): SceneInsertResult {
    // A group lives in one scene at a time: moving it here takes it out of its previous scene.
    const previous = item.parent;
    if (previous instanceof LIB_GraphicSpritesScene && previous !== this) {
      const at = previous.spritesGroups.items.indexOf(item);
      if (at >= 0) previous.removeSpritesGroup(at);
    }
    const items = this.spritesGroups.items;
    const position = existing ?? this.#indexOfId(item.id);
    const old = items[position];
    if (old !== undefined) {
      if (old !== item) {
        this.#release(old);
        this.#index(item);
      }
      items[position] = item;
    } else if (!this.#holds(item)) {
      items.push(item);
      this.#index(item);
      item.spritesGroup.parent = this;
      // Appended (a scene filled group by group): numbered and placed by z-index alone, not the whole list again.
      if (this.#appendByZIndex(item)) return { spritesGroup: item.spritesGroup, item };
    }
    item.spritesGroup.parent = this;
    this.#renumber();
    this.updateGraphicSpritesByZIndex();
    return { spritesGroup: item.spritesGroup, item };
  }

  removeSpritesGroup(index?: number): boolean {
    const position = toPosition(index);
    const items = this.spritesGroups.items;
    const item = items[position];
    if (!item || position < 0) return false;
    items.splice(position, 1);
    this.#release(item);
    this.#renumber();
    this.updateGraphicSpritesByZIndex();
    return true;
  }

  removeSpritesGroupById(id?: SpriteId): boolean {
    const position = this.getGraphicSpritesIndexById(id);
    return position >= 0 && this.removeSpritesGroup(position);
  }

  /** Removes every group, last first (each through `removeSpritesGroup`); the scene keeps its own fields and defaults. */
  removeSpritesGroups(): void {
    for (let at = this.spritesGroups.items.length - 1; at >= 0; at--) this.removeSpritesGroup(at);
  }

  /** Empties every group (their own `destructor`), then removes them all. */
  destructor(): void {
    for (const item of this.spritesGroups.items.slice()) item.destructor();
    this.removeSpritesGroups();
  }

  /** The group at `index` (a negative one read as positive, as the group's `getSprite`), or the value given. */
  getGraphicSprites<F = undefined>(index?: number, returnValueOnFail?: F): LIB_GraphicSprites | F {
    return this.spritesGroups.items[toPosition(index)] ?? (returnValueOnFail as F);
  }

  /** The position of the group with that id in `spritesGroups.items`, -1 when there is none. */
  getGraphicSpritesIndexById(id?: SpriteId): number {
    return isId(id) ? this.#indexOfId(id as SpriteId) : -1;
  }

  getGraphicSpritesById<F = undefined>(id?: SpriteId, returnValueOnFail?: F): LIB_GraphicSprites | F {
    return (
      (isId(id) ? this.spritesGroups.items[this.#indexOfId(id as SpriteId)] : undefined) ?? (returnValueOnFail as F)
    );
  }

  /** The groups, in order or by z-index; without `returnValueOnFail`, typed as the list a scene always has. */
  getGraphicSpritesAll(orderedByZIndex?: boolean): readonly LIB_GraphicSprites[];
  getGraphicSpritesAll<F>(
    orderedByZIndex: boolean | undefined,
    returnValueOnFail: F,
  ): readonly LIB_GraphicSprites[] | F;
  getGraphicSpritesAll<F>(orderedByZIndex?: boolean, returnValueOnFail?: F): readonly LIB_GraphicSprites[] | F {
    const list = orderedByZIndex === true ? this.spritesGroups.itemsByZIndex : this.spritesGroups.items;
    return Array.isArray(list) ? list : (returnValueOnFail as F);
  }

  /**
   * Calls `functionEach` on every group (`this` and the first argument being the group), in
   * order or by z-index, at once or with delays, as the group's `executeFunctionAll` does for
   * its sprites; `graphicSpritesObjects` replaces the list walked.
   */
  executeFunctionAll(
    functionEach: ElementCallback<LIB_GraphicSprites>,
    orderedByZIndex?: boolean,
    delayBetweenEach?: number | DelayCallback<LIB_GraphicSprites>,
    graphicSpritesObjects?: readonly LIB_GraphicSprites[],
    returnSetTimeoutsArray?: boolean,
    delayBetweenEachAffectsFirst?: boolean,
    functionFinish?: FinishCallback<LIB_GraphicSprites>,
  ): ExecuteFunctionAllResult<LIB_GraphicSprites> {
    const list = Array.isArray(graphicSpritesObjects)
      ? graphicSpritesObjects
      : (orderedByZIndex === true ? this.spritesGroups.itemsByZIndex : this.spritesGroups.items).slice();
    return LIB_Arrays.executeFunctionAll(
      list,
      functionEach,
      delayBetweenEach,
      returnSetTimeoutsArray,
      delayBetweenEachAffectsFirst,
      functionFinish,
    );
  }

  /**
   * Sets one property on the scene's `spritesGroups` object and, through each group's own
   * `setPropertyCascade`, on every group, sprite and sub-sprite (or each group's current sprite
   * only). Returns how many objects took it; 0 for a name that is none, names the scene's
   * structure, or one every object has (`__proto__`, `constructor`) or `prototype`. A scene default (`src`, `width`, ...) is set only to a valid value; the groups
   * check theirs as their own cascade does.
   */
  setPropertyCascade(propertyName: string | number, value?: unknown, onlyCurrent = false): number {
    const name = typeof propertyName === 'number' ? String(propertyName) : propertyName;
    if (typeof name !== 'string' || refused(name)) return 0;
    const check = DEFAULT_FIELDS.find(([key]) => key === name)?.[1];
    let affected = 0;
    if (!check || check(value)) {
      (this.spritesGroups as unknown as Record<string, unknown>)[name] = value;
      affected = 1;
    }
    for (const item of this.spritesGroups.items.slice()) affected += item.setPropertyCascade(name, value, onlyCurrent);
    return affected;
  }

  /**
   * A copy of the scene: the same id, defaults and parent, with a copy of each group (its
   * pointer and times too unless told not to). With `filterProperties` the plain filtered
   * object instead; `clearReferences` clears `parent`, `container` and `data.that` throughout.
   */
  getCopy(
    avoidCopyingPointers?: boolean,
    avoidCopyingTimes?: boolean,
    clearReferences?: boolean,
    filterProperties?: false,
    propertiesToKeepObject?: PropertiesToKeep,
  ): LIB_GraphicSpritesScene;
  getCopy(
    avoidCopyingPointers: boolean | undefined,
    avoidCopyingTimes: boolean | undefined,
    clearReferences: boolean | undefined,
    filterProperties: true,
    propertiesToKeepObject?: PropertiesToKeep,
  ): FilteredCopy;
  getCopy(
    avoidCopyingPointers?: boolean,
    avoidCopyingTimes?: boolean,
    clearReferences?: boolean,
    filterProperties?: boolean,
    propertiesToKeepObject?: PropertiesToKeep,
  ): LIB_GraphicSpritesScene | FilteredCopy;
  getCopy(
    avoidCopyingPointers = false,
    avoidCopyingTimes = false,
    clear = false,
    filter = false,
    propertiesToKeepObject: PropertiesToKeep = LIB_GraphicSprites.filterProperties_DEFAULT_PROPERTIES,
  ): LIB_GraphicSpritesScene | FilteredCopy {
    const copy = new LIB_GraphicSpritesScene({ id: this.id, ...this.getSpritesGroupsDefaults() });
    copy.parent = this.parent;
    for (const item of this.spritesGroups.items)
      copy.insertSpritesGroup(item.getCopy(avoidCopyingPointers === true, avoidCopyingTimes === true));
    const result = filter === true ? (filterProperties(copy, propertiesToKeepObject) ?? {}) : copy;
    return clear === true ? clearReferences(result) : result;
  }

  /** Re-sorts `itemsByZIndex` (stable) and records each group's `positionByZIndex`. */
  updateGraphicSpritesByZIndex(): LIB_GraphicSprites[] {
    const { items, itemsByZIndex } = this.spritesGroups;
    const sorted = items.slice().sort((a, b) => a.getZIndex(1) - b.getZIndex(1));
    itemsByZIndex.length = 0;
    sorted.forEach((item, index) => {
      item.spritesGroup.positionByZIndex = index;
      itemsByZIndex.push(item);
    });
    return itemsByZIndex;
  }

  /** The SPRITES_OBJECT with the scene's defaults (scene-defaults.ts). What a subclass builds its own kind of group from. */
  protected withDefaults(
    group: SpritesObjectInit | GraphicSpritesSnapshot,
    byReference?: boolean,
  ): SpritesObjectInit | GraphicSpritesSnapshot {
    return withDefaults(this.spritesGroups, group, byReference);
  }

  /**
   * The position of the first group with that id, -1 when none, as reading
   * every group's id now would find it (a page may rename a group by writing
   * its object's id: the index hears of it). Read from the index, unless a
   * group's id does not tell, or the page changed `items` itself.
   */
  #indexOfId(id: SpriteId): number {
    const items = this.spritesGroups.items;
    if (this.#indexed + this.#unindexed.size !== items.length) this.#reindex();
    if (this.#unindexed.size > 0) return this.#scan(id);
    // No id is NaN to a comparison: the index's key equality would find one.
    if (id !== id) return -1;
    const entry = this.#byId.get(id);
    if (entry === undefined) return -1;
    if (!Array.isArray(entry)) {
      const position = this.#positionOf(entry);
      return position >= 0 && entry.spritesGroup.id === id ? position : this.#scan(id);
    }
    let first = -1;
    for (const item of entry) {
      const position = this.#positionOf(item);
      if (position < 0 || item.spritesGroup.id !== id) return this.#scan(id);
      if (first < 0 || position < first) first = position;
    }
    return first;
  }

  /** The position of the first group with that id, reading every group's id. */
  #scan(id: SpriteId): number {
    const items = this.spritesGroups.items;
    for (let i = 0; i < items.length; i++) if (items[i]!.spritesGroup.id === id) return i;
    return -1;
  }

  /** Where `item` is in `items` (its position says, unless the page wrote it), -1 when not there. */
  #positionOf(item: LIB_GraphicSprites): number {
    const position = item.spritesGroup.position;
    return typeof position === 'number' && this.spritesGroups.items[position] === item
      ? position
      : this.spritesGroups.items.indexOf(item);
  }

  /** A group joined `items`: indexed by its id, which tells the scene of its writes from now on. */
  #index(item: LIB_GraphicSprites): void {
    if (!watchGroupId(item.spritesGroup, this.#idWatcher)) {
      this.#unindexed.add(item);
      return;
    }
    this.#indexed++;
    this.#file(item.id, item);
  }

  /** A group left `items`. */
  #unindex(item: LIB_GraphicSprites): void {
    if (this.#unindexed.delete(item)) return;
    unwatchGroupId(item.spritesGroup, this.#idWatcher);
    if (this.#unfile(item.id, item)) this.#indexed--;
  }

  /** The index made again from `items` (the page changed the list itself). */
  #reindex(): void {
    // Groups the page took out itself must not keep telling this scene (nor keep it reachable).
    for (const entry of this.#byId.values())
      for (const item of Array.isArray(entry) ? entry : [entry]) unwatchGroupId(item.spritesGroup, this.#idWatcher);
    this.#byId.clear();
    this.#indexed = 0;
    this.#unindexed.clear();
    for (const item of this.spritesGroups.items) this.#index(item);
  }

  #file(id: SpriteId, item: LIB_GraphicSprites): void {
    const entry = this.#byId.get(id);
    if (entry === undefined) this.#byId.set(id, item);
    else if (Array.isArray(entry)) entry.push(item);
    else this.#byId.set(id, [entry, item]);
  }

  /** Takes `item` off `id` in the index; false when it was not there. */
  #unfile(id: SpriteId, item: LIB_GraphicSprites): boolean {
    const entry = this.#byId.get(id);
    if (entry === item) return this.#byId.delete(id);
    if (!Array.isArray(entry)) return false;
    const at = entry.indexOf(item);
    if (at < 0) return false;
    entry.splice(at, 1);
    if (entry.length === 1) this.#byId.set(id, entry[0]!);
    return true;
  }

  /** A group object of this scene was given another id: its group is filed under the new one. */
  #idWritten(object: object, previous: SpriteId): void {
    const entry = this.#byId.get(previous);
    const item = Array.isArray(entry)
      ? entry.find((candidate) => candidate.spritesGroup === object)
      : entry?.spritesGroup === object
        ? entry
        : undefined;
    if (item && this.#unfile(previous, item)) this.#file(item.id, item);
  }

  /** Whether `item` is in `items` (its position says where, unless the page wrote it). */
  #holds(item: LIB_GraphicSprites): boolean {
    return this.#positionOf(item) >= 0;
  }

  /** A group that left the scene: no parent, no position in it. */
  #release(item: LIB_GraphicSprites): void {
    this.#unindex(item);
    item.spritesGroup.parent = undefined;
    delete item.spritesGroup.position;
    delete item.spritesGroup.positionByZIndex;
  }

  /**
   * The group just appended to `items` placed last by z-index, as the stable
   * sort would place it, when no group has a higher z-index; false otherwise
   * (the whole list is sorted again).
   */
  #appendByZIndex(item: LIB_GraphicSprites): boolean {
    const { items, itemsByZIndex } = this.spritesGroups;
    const last = itemsByZIndex[itemsByZIndex.length - 1];
    if (itemsByZIndex.length !== items.length - 1 || (last && last.getZIndex(1) > item.getZIndex(1))) return false;
    item.spritesGroup.position = items.length - 1;
    item.spritesGroup.positionByZIndex = itemsByZIndex.length;
    itemsByZIndex.push(item);
    return true;
  }

  #renumber(): void {
    this.spritesGroups.items.forEach((item, index) => (item.spritesGroup.position = index));
  }
}

mixinAliases(LIB_GraphicSpritesScene.prototype, SCENE_ALIASES);
for (const [key, value] of Object.entries({ type: 'spritesScene', isSpritesScene: true })) {
  Object.defineProperty(LIB_GraphicSpritesScene.prototype, key, { value, writable: false, enumerable: false });
}
