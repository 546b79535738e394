/**
 * Sub-sprite look-up by id within one sprite. Most sprites hold a handful of
 * sub-sprites, where a scan is the fastest and smallest index there is; a
 * sprite that grows past SCAN_LIMIT gets a Map, so look-ups stay constant-time.
 */
import type { SpriteId, SpriteObject, SubSpriteObject } from './objects.js';

const SCAN_LIMIT = 8;
const INDEX: unique symbol = Symbol('subSpritesById');

type Indexed = SpriteObject & { [INDEX]?: Map<SpriteId, SubSpriteObject> };

export function findSubSprite(sprite: SpriteObject, id: unknown): SubSpriteObject | undefined {
  if (!id) return undefined;
  const index = (sprite as Indexed)[INDEX];
  if (index) {
    const sub = index.get(id as SpriteId);
    return sub && sprite.subSprites[sub.position] === sub ? sub : undefined;
  }
  const list = sprite.subSprites;
  for (const sub of list) if (sub.id === id) return sub;
  return undefined;
}

/** Call after `sub` took its place in `sprite.subSprites`. */
export function indexSubSprite(sprite: SpriteObject, sub: SubSpriteObject): void {
  const indexed = sprite as Indexed;
  if (indexed[INDEX]) indexed[INDEX].set(sub.id, sub);
  else if (sprite.subSprites.length > SCAN_LIMIT) reindexSubSprites(sprite);
}

export function unindexSubSprite(sprite: SpriteObject, sub: SubSpriteObject): void {
  const index = (sprite as Indexed)[INDEX];
  if (index?.get(sub.id) === sub) index.delete(sub.id);
}

/** Rebuilds the index after bulk changes (or drops it when the sprite is small again). */
export function reindexSubSprites(sprite: SpriteObject): void {
  const indexed = sprite as Indexed;
  if (sprite.subSprites.length <= SCAN_LIMIT) {
    delete indexed[INDEX];
    return;
  }
  const index = new Map<SpriteId, SubSpriteObject>();
  for (const sub of sprite.subSprites) index.set(sub.id, sub);
  indexed[INDEX] = index;
}
