/**
 * What a MAP cell's entry names, searched in the map's scene as the original
 * engine searched it: the scene's groups first, then each group (bottom first)
 * with its sprites and then its sprites' sub-sprites. `id` matches ids;
 * `index` is a position (of a group in the scene, a sprite in its group, a
 * sub-sprite in its sprite). `parentId` limits each step to the scene, the
 * group or the sprite with that id.
 */
import type { LIB_GraphicSprites } from '../model/index.js';
import { LIB_GraphicSpritesScene, SpriteObject, type SubSpriteObject } from '../model/index.js';
import type { MapRef } from './shapes/map.js';

/** What a MAP cell's entry can name. */
export type MapTarget = LIB_GraphicSprites | SpriteObject | SubSpriteObject;

export interface Found {
  readonly target: MapTarget;
  /** The group the target belongs to (itself for a group). */
  readonly group: LIB_GraphicSprites;
}

const matches = (ref: MapRef, id: unknown): boolean => ref.parentId === null || ref.parentId === String(id);

/** The scene a sprite or sub-sprite is drawn in, through its group; null outside a scene. */
export function sceneOf(object: SpriteObject | SubSpriteObject): LIB_GraphicSpritesScene | null {
  const sprite = object instanceof SpriteObject ? object : object.parent;
  const scene = sprite?.parent?.parent;
  return scene instanceof LIB_GraphicSpritesScene ? scene : null;
}

/** A sprite of `group` (by id or position), else a sub-sprite of one of its sprites; as the original, under `parentId`. */
export function findInGroup(group: LIB_GraphicSprites, ref: MapRef): Found | null {
  if (matches(ref, group.id)) {
    const sprite = ref.id !== null ? group.getSpriteById(ref.id) : group.getSprite(ref.index!);
    if (sprite) return { target: sprite, group };
  }
  for (const sprite of group.spritesGroup.spritesByZIndex) {
    if (!matches(ref, sprite.id)) continue;
    const sub = ref.id !== null ? sprite.getById(ref.id) : sprite.get(ref.index!);
    if (sub) return { target: sub, group };
  }
  return null;
}

/** What `ref` names in `scene`; null when nothing there matches. */
export function findInScene(scene: LIB_GraphicSpritesScene, ref: MapRef): Found | null {
  const groups = scene.spritesGroups;
  if (matches(ref, scene.id)) {
    const group = ref.id !== null ? groups.items.find((item) => String(item.id) === ref.id) : groups.items[ref.index!];
    if (group) return { target: group, group };
  }
  for (const group of groups.itemsByZIndex) {
    const found = findInGroup(group, ref);
    if (found) return found;
  }
  return null;
}
