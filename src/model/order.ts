/**
 * Moving sprites and sub-sprites within their lists (docs/model.md#cascade; model of it: PixiJS
 * Container's setChildIndex). Positions follow the given order; z-lists are re-sorted stably.
 */
import { isValidId } from './fields.js';
import { isOwnSprite, type GroupState } from './group-state.js';
import { BY_ZINDEX, SpriteObject, type SpriteId } from './objects.js';
import { findSubSprite, reindexSubSprites } from './sub-sprite-index.js';
import { sortByZIndex, type Ordered } from './z-order.js';

/** Rewrites `list` in the order of `ids` then the rest; null for bad input, else whether the order changed. */
function reorder<T extends Ordered & { id: SpriteId }>(
  list: T[],
  ids: unknown,
  find: (id: SpriteId) => T | undefined,
): boolean | null {
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
  wanted.forEach((item, i) => {
    if (list[i] !== item) changed = true;
    list[i] = item;
    item.position = i;
  });
  return changed;
}

export function reorderSprites(s: GroupState, ids: unknown): boolean {
  const group = s.group.spritesGroup;
  const changed = reorder(group.sprites, ids, (id) => s.spritesById.get(id));
  if (changed === null) return false;
  if (changed) {
    sortByZIndex(group[BY_ZINDEX], group.sprites);
    if (s.observed) s.emit({ type: 'sprites-reordered' });
  }
  return true;
}

export function reorderSubSprites(s: GroupState, sprite: unknown, ids: unknown): boolean {
  const owner = sprite instanceof SpriteObject ? sprite : isValidId(sprite) ? s.spritesById.get(sprite) : undefined;
  if (!isOwnSprite(s, owner)) return false;
  const changed = reorder(owner.subSprites, ids, (id) => findSubSprite(owner, id));
  if (changed === null) return false;
  if (changed) {
    sortByZIndex(owner[BY_ZINDEX], owner.subSprites);
    reindexSubSprites(owner);
    if (s.observed) s.emit({ type: 'subsprites-reordered', sprite: owner });
  }
  return true;
}
