/**
 * LIB_GraphicSpritesScene: an ordered set of sprite groups, also kept sorted by
 * the groups' z-index (DECISIONS.md). A group inserted here gets the scene as
 * its parent, so its setZIndex re-sorts the scene.
 */
import { LIB_GraphicSprites } from './graphic-sprites.js';
import type { GraphicSpritesSnapshot, SpriteId, SpritesGroupObject, SpritesObjectInit } from './objects.js';
import { isId, isRecord, toIndex } from './sanitize.js';

let sceneCounter = 0;

/** The scene's `spritesGroups` object (SPRITES_GROUPS_OBJECT). */
export interface SpritesGroupsObject {
  readonly type: 'spritesGroups';
  id: string;
  items: LIB_GraphicSprites[];
  itemsByZIndex: LIB_GraphicSprites[];
  parent: LIB_GraphicSpritesScene | null;
  container: LIB_GraphicSpritesScene | null;
}

export interface SceneInsertResult {
  spritesGroup: SpritesGroupObject;
  item: LIB_GraphicSprites;
}

export class LIB_GraphicSpritesScene {
  declare readonly type: 'spritesScene';
  declare readonly isSpritesScene: true;
  id: SpriteId;
  spritesGroups: SpritesGroupsObject;

  constructor(init?: { id?: SpriteId; spritesGroups?: ReadonlyArray<LIB_GraphicSprites | SpritesObjectInit> }) {
    this.id = isRecord(init) && isId(init.id) ? (init.id as SpriteId) : 'LIB_GraphicSpritesScene_' + sceneCounter++;
    this.spritesGroups = { id: this.id + '.spritesGroups', items: [], itemsByZIndex: [], parent: this, container: this } as unknown as SpritesGroupsObject;
    Object.defineProperty(this.spritesGroups, 'type', { value: 'spritesGroups', enumerable: false });
    const groups = isRecord(init) && Array.isArray(init.spritesGroups) ? init.spritesGroups : [];
    for (const group of groups) this.insertSpritesGroup(group);
  }

  /** Inserts a LIB_GraphicSprites, or makes one from a SPRITES_OBJECT; the same id replaces in place. */
  insertSpritesGroup(group: LIB_GraphicSprites | SpritesObjectInit | GraphicSpritesSnapshot): SceneInsertResult | null {
    if (!isRecord(group)) return null;
    const item = group instanceof LIB_GraphicSprites ? group : new LIB_GraphicSprites(group);
    // A group lives in one scene at a time: moving it here takes it out of its previous scene.
    const previous = item.parent;
    if (previous instanceof LIB_GraphicSpritesScene && previous !== this) {
      const at = previous.spritesGroups.items.indexOf(item);
      if (at >= 0) previous.removeSpritesGroup(at);
    }
    const items = this.spritesGroups.items;
    const existing = items.findIndex((other) => other.id === item.id);
    if (existing >= 0) {
      if (items[existing] !== item) this.#release(items[existing]!);
      items[existing] = item;
    } else {
      const elsewhere = items.indexOf(item);
      if (elsewhere < 0) items.push(item);
    }
    item.spritesGroup.parent = this;
    this.#renumber();
    this.updateGraphicSpritesByZIndex();
    return { spritesGroup: item.spritesGroup, item };
  }

  insert(group: LIB_GraphicSprites | SpritesObjectInit | GraphicSpritesSnapshot): SceneInsertResult | null {
    return this.insertSpritesGroup(group);
  }

  removeSpritesGroup(index?: number): boolean {
    const position = index === undefined ? 0 : toIndex(index);
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
    const position = isId(id) ? this.spritesGroups.items.findIndex((item) => item.id === id) : -1;
    return position >= 0 && this.removeSpritesGroup(position);
  }

  getGraphicSprites<F = undefined>(index?: number, returnValueOnFail?: F): LIB_GraphicSprites | F {
    const position = index === undefined ? 0 : toIndex(index);
    return this.spritesGroups.items[position] ?? (returnValueOnFail as F);
  }

  getGraphicSpritesById<F = undefined>(id?: SpriteId, returnValueOnFail?: F): LIB_GraphicSprites | F {
    return (isId(id) ? this.spritesGroups.items.find((item) => item.id === id) : undefined) ?? (returnValueOnFail as F);
  }

  getGraphicSpritesAll<F = undefined>(orderedByZIndex?: boolean, returnValueOnFail?: F): readonly LIB_GraphicSprites[] | F {
    const list = orderedByZIndex === true ? this.spritesGroups.itemsByZIndex : this.spritesGroups.items;
    return Array.isArray(list) ? list : (returnValueOnFail as F);
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

  /** A group that left the scene: no parent, no position in it. */
  #release(item: LIB_GraphicSprites): void {
    item.spritesGroup.parent = undefined;
    delete item.spritesGroup.position;
    delete item.spritesGroup.positionByZIndex;
  }

  #renumber(): void {
    this.spritesGroups.items.forEach((item, index) => (item.spritesGroup.position = index));
  }
}

for (const [key, value] of Object.entries({ type: 'spritesScene', isSpritesScene: true })) {
  Object.defineProperty(LIB_GraphicSpritesScene.prototype, key, { value, writable: false, enumerable: false });
}
