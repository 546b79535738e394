/**
 * The three stored object kinds: SPRITES_OBJECT, SPRITE_OBJECT and
 * SUBSPRITE_OBJECT (docs/model.md#objects). Their method-valued fields live once on
 * each prototype, read-only, and delegate to the owning LIB_GraphicSprites
 * (`container`), so a sprite costs no closure per method.
 */
import type { SpriteData } from './data.js';
import type { LIB_GraphicSprites } from './graphic-sprites.js';
import type { ExecuteFunctionAllResult, ElementCallback, DelayCallback, FinishCallback } from './arrays.js';
import { SPRITE_ALIASES, mixinAliases, type SpriteAliasTable } from './aliases.js';
import { defineGroupId } from './group-id.js';
import { getTimeElapsedOf, getTimeOf, sanitizeTimeArgument } from './time.js';

/** Ids are anything that evaluates to true; strings and numbers in practice. */
export type SpriteId = string | number;

/** Internal slot of the z-index-sorted list; a symbol keeps it out of JSON. */
export const BY_ZINDEX: unique symbol = Symbol('byZIndex');

/** The fields every level has (docs/model.md#objects). */
export interface SpriteFields {
  id: SpriteId;
  src: unknown;
  srcType: number;
  srcLeft: number;
  srcTop: number;
  srcWidth: number;
  srcHeight: number;
  left: number;
  top: number;
  width: number;
  height: number;
  zIndex: number;
  disabled: boolean;
}

/**
 * How a new object is built watched: watch.ts fills this in when it loads. A group listens to field writes
 * only through watch.ts's `FIELD_WRITTEN`, so until something imports it no group listens, and the model
 * alone (a page that draws nothing) does not load the accessors.
 */
export const fieldWatch: { listens(group: unknown): boolean; define(target: object): void } = {
  listens: () => false,
  define: () => undefined,
};

/** What the three kinds share: the fields of docs/model.md#objects, declared once. */
abstract class SpriteLevel implements SpriteFields {
  declare id: SpriteId;
  declare src: unknown;
  declare srcType: number;
  declare srcLeft: number;
  declare srcTop: number;
  declare srcWidth: number;
  declare srcHeight: number;
  declare left: number;
  declare top: number;
  declare width: number;
  declare height: number;
  declare zIndex: number;
  declare disabled: boolean;

  /** `watched`: the value fields tell the group of writes from the start (watch.ts), as for a group that listens. */
  constructor(watched = false) {
    // The first key, as it always was. A group's tells its writes (group-id.ts): scenes index groups by id.
    if (new.target === SpritesGroupObject) defineGroupId(this);
    else this.id = '';
    if (watched) {
      fieldWatch.define(this);
      return;
    }
    // Initialised here (the builder overwrites them at once) so that the engine lays every field out
    // inside the object: added later, they would go to a separate, slower and larger property store.
    this.src = '';
    this.srcType = 0;
    this.srcLeft = 0;
    this.srcTop = 0;
    this.srcWidth = 0;
    this.srcHeight = 0;
    this.left = 0;
    this.top = 0;
    this.width = 0;
    this.height = 0;
    this.zIndex = 1;
    this.disabled = false;
  }
}

export class SpritesGroupObject extends SpriteLevel {
  declare data: SpriteData<SpritesGroupObject>;
  declare sprites: SpriteObject[];
  declare byReference_DEFAULT: boolean;
  declare parent: unknown;
  declare container: LIB_GraphicSprites | null;
  declare position?: number;
  declare positionByZIndex?: number;
  declare [BY_ZINDEX]: SpriteObject[];
  declare readonly isSpritesGroup: true;
  declare readonly type: 'spritesGroup';

  /** The sprites sorted by z-index ascending; equal z-index keeps list order. */
  get spritesByZIndex(): SpriteObject[] {
    return this[BY_ZINDEX];
  }
}

/** The aliases' types, from the one table (aliases.ts). */
type SpriteAliasMethods = { [A in keyof SpriteAliasTable]: SpriteObject[SpriteAliasTable[A]] };
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface SpriteObject extends SpriteAliasMethods {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class SpriteObject extends SpriteLevel {
  data: SpriteData<SpriteObject> = undefined as never;
  subSprites: SubSpriteObject[] = undefined as never;
  byReference = false;
  parent: SpritesGroupObject | null = null;
  container: LIB_GraphicSprites | null = null;
  position = -1;
  positionByZIndex = -1;
  time = 0;
  [BY_ZINDEX]: SubSpriteObject[] = undefined as never;
  declare readonly isSprite: true;
  declare readonly type: 'sprite';

  /** The sub-sprites sorted by z-index ascending; equal z-index keeps list order. */
  get subSpritesByZIndex(): SubSpriteObject[] {
    return this[BY_ZINDEX];
  }

  setTime(time?: number): number {
    return this.container ? this.container.setTimeOf(this, time) : (this.time = sanitizeTimeArgument(time));
  }
  getTime<F = undefined>(returnValueOnFail?: F): number | F {
    return getTimeOf(this, returnValueOnFail);
  }
  getTimeElapsed(timeToCompare?: number): number {
    return getTimeElapsedOf(this, timeToCompare);
  }
  removeAll(): boolean {
    return this.container?.removeSubSprites(this) ?? false;
  }
  insertSubSprites(subSprites: SubSpriteInit[]): SubSpriteObject[] {
    return this.container?.insertSubSprites(subSprites, this) ?? [];
  }
  remove(index?: number): boolean {
    return this.container?.removeSubSprite(index, this) ?? false;
  }
  removeById(id?: SpriteId): boolean {
    return this.container?.removeSubSpriteById(id, this) ?? false;
  }
  insert(subSprite?: SubSpriteInit): SubSpriteObject | null {
    return this.container?.insertSubSprite(subSprite, this) ?? null;
  }
  getAll<F = undefined>(orderedByZIndex?: boolean, returnValueOnFail?: F): readonly SubSpriteObject[] | F {
    return this.container
      ? this.container.getSubSprites(this, orderedByZIndex, returnValueOnFail)
      : (returnValueOnFail as F);
  }
  get<F = undefined>(index?: number, returnValueOnFail?: F): SubSpriteObject | F {
    return this.container ? this.container.getSubSprite(index, this, returnValueOnFail) : (returnValueOnFail as F);
  }
  getById<F = undefined>(id?: SpriteId, returnValueOnFail?: F): SubSpriteObject | F {
    return this.container ? this.container.getSubSpriteById(id, this, returnValueOnFail) : (returnValueOnFail as F);
  }
  getIndexById(id?: SpriteId): number {
    return this.container?.getSubSpriteIndexById(id, this) ?? -1;
  }
  executeFunctionAll(
    functionEach: ElementCallback<SubSpriteObject>,
    orderedByZIndex?: boolean,
    delayBetweenEach?: number | DelayCallback<SubSpriteObject>,
    returnSetTimeoutsArray?: boolean,
    delayBetweenEachAffectsFirst?: boolean,
    functionFinish?: FinishCallback<SubSpriteObject>,
  ): ExecuteFunctionAllResult<SubSpriteObject> {
    return this.container
      ? this.container.executeFunctionAllSubSprites(
          functionEach,
          orderedByZIndex,
          delayBetweenEach,
          this,
          returnSetTimeoutsArray,
          delayBetweenEachAffectsFirst,
          functionFinish,
        )
      : returnSetTimeoutsArray === true
        ? []
        : 0;
  }
  getZIndex<F = undefined>(returnValueOnFail?: F): number | F {
    return this.container ? this.container.getZIndexSprite(this, returnValueOnFail) : (returnValueOnFail as F);
  }
  setZIndex(zIndex?: number): number | undefined {
    return this.container?.setZIndexSprite(this, zIndex);
  }
  isDisabled(): boolean {
    return this.container ? this.container.isDisabledSprite(this) : this.disabled === true;
  }
  setDisabled(
    disabled?: boolean,
    affectSubSprites?: boolean,
    affectParent?: boolean,
    affectParentChildren?: boolean,
  ): void {
    this.container?.setDisabledSprite(this, disabled, affectSubSprites, affectParent, affectParentChildren);
  }
  getPointer(): number {
    return this.container?.getPointer() ?? 0;
  }
  getPointerPrevious(): number {
    return this.container?.getPointerPrevious() ?? -1;
  }
  /** Moves the group's pointer; returns the sprite pointed afterwards (docs/model.md#sprite-methods). */
  setPointer(position?: number, loop?: boolean): SpriteObject | null {
    if (!this.container) return null;
    this.container.setPointer(position, loop);
    return this.container.getCurrent();
  }
  getCurrent(): SpriteObject | null {
    return this.container?.getCurrent() ?? null;
  }
  getPrevious(): SpriteObject | null {
    return this.container?.getPrevious() ?? null;
  }
  setPrevious(loop?: boolean): SpriteObject | null {
    return this.container?.setPrevious(loop) ?? null;
  }
  setNext(loop?: boolean): SpriteObject | null {
    return this.container?.setNext(loop) ?? null;
  }
  /** Sets the property on this sprite and its sub-sprites; returns 1 + their count (0 when refused), as the original. */
  setPropertyCascade(propertyName: string, value?: unknown): number {
    return this.container?.setPropertyCascadeOf(this, propertyName, value) ?? 0;
  }
}

export class SubSpriteObject extends SpriteLevel {
  data: SpriteData<SubSpriteObject> = undefined as never;
  byReference = false;
  parent: SpriteObject | null = null;
  container: LIB_GraphicSprites | null = null;
  position = -1;
  positionByZIndex = -1;
  time = 0;
  declare readonly isSubSprite: true;
  declare readonly type: 'subSprite';

  setTime(time?: number): number {
    return this.container ? this.container.setTimeOf(this, time) : (this.time = sanitizeTimeArgument(time));
  }
  /** Falls back to the parent sprite's time when its own is absent (docs/model.md#subsprite-object). */
  getTime<F = undefined>(returnValueOnFail?: F): number | F {
    return getTimeOf(this, returnValueOnFail, true);
  }
  getTimeElapsed(timeToCompare?: number): number {
    return getTimeElapsedOf(this, timeToCompare, true);
  }
  getZIndex<F = undefined>(returnValueOnFail?: F): number | F {
    return this.container ? this.container.getZIndexSubSprite(this, returnValueOnFail) : (returnValueOnFail as F);
  }
  setZIndex(zIndex?: number): number | undefined {
    return this.container?.setZIndexSubSprite(this, zIndex);
  }
  isDisabled(): boolean {
    return this.container ? this.container.isDisabledSubSprite(this) : this.disabled === true;
  }
  setDisabled(disabled?: boolean, affectParents?: boolean, affectParentsChildren?: boolean): void {
    this.container?.setDisabledSubSprite(this, disabled, affectParents, affectParentsChildren);
  }
}

/** Constants and method fields are read-only, as the spec's tables say. */
function freezePrototype(target: object, constants: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(constants)) {
    Object.defineProperty(target, key, { value, writable: false, enumerable: false, configurable: false });
  }
  for (const key of Object.getOwnPropertyNames(target)) {
    const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
    if (key !== 'constructor' && typeof descriptor.value === 'function') {
      Object.defineProperty(target, key, { ...descriptor, writable: false });
    }
  }
}
mixinAliases(SpriteObject.prototype, SPRITE_ALIASES);
freezePrototype(SpritesGroupObject.prototype, { isSpritesGroup: true, type: 'spritesGroup' });
freezePrototype(SpriteObject.prototype, { isSprite: true, type: 'sprite' });
freezePrototype(SubSpriteObject.prototype, { isSubSprite: true, type: 'subSprite' });

/**
 * The fields a child takes from its parent when it gives none, and so also the
 * defaults a scene may give the groups it builds (`SpritesGroupsDefaults`).
 */
export interface InheritableInit {
  src?: unknown;
  srcType?: string | number;
  srcLeft?: number;
  srcTop?: number;
  srcWidth?: number;
  srcHeight?: number;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
  zIndex?: number;
  data?: Record<string, unknown>;
}

/** What a caller may give for a sub-sprite; anything missing is inherited. */
export interface SubSpriteInit extends InheritableInit {
  id?: SpriteId;
  disabled?: boolean;
  byReference?: boolean;
  time?: number;
}

/** What a caller may give for a sprite. */
export interface SpriteInit extends SubSpriteInit {
  subSprites?: SubSpriteInit[];
}

/** What a caller may give for a group of sprites (SPRITES_OBJECT). */
export interface SpritesObjectInit extends Omit<SubSpriteInit, 'byReference' | 'time'> {
  sprites?: SpriteInit[];
  byReference_DEFAULT?: boolean;
  parent?: unknown;
  position?: number;
  positionByZIndex?: number;
}

/** A serialized LIB_GraphicSprites (e.g. `JSON.parse(JSON.stringify(group.getCopy(false, false, true)))`). */
export interface GraphicSpritesSnapshot {
  spritesGroup: SpritesObjectInit;
  pointer?: number;
  pointerPrevious?: number;
  time?: number;
  byReference_DEFAULT?: boolean;
}

export type AnySpriteObject = SpritesGroupObject | SpriteObject | SubSpriteObject;
