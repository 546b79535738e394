/**
 * What a canvas scene shows under a point: the items of its groups tested
 * top-most first, shapes by their path, images and texts by their box. Pure:
 * groups or items in, hits out; which elements they are is the scene's business.
 */
import type { LIB_GraphicSprites, SpriteObject, SubSpriteObject } from '../../model/index.js';
import { contains, groupItems, inkOf, type DrawItem } from './items.js';
import { hitsPath } from '../paint/paths.js';

/** One thing under a point: its group (as the caller names it) and the sprite or sub-sprite drawn there. */
export interface ObjectHit<G> {
  group: G;
  object: SpriteObject | SubSpriteObject;
}

/**
 * Whether what `item` draws covers (x, y): shape-exact for shapes, box-exact
 * for images and texts. Nothing else (a MAP's own box, a `none` item) is hit:
 * a MAP is hit through its cells.
 */
export function covers(item: DrawItem, x: number, y: number): boolean {
  const planned = item.item;
  if ('geometry' in planned)
    return !!planned.geometry && contains(inkOf(item), x, y) && hitsPath(planned.geometry, x - item.x, y - item.y);
  return (planned.kind === 'image' || planned.kind === 'text') && contains(item, x, y);
}

/** The items of one group that cover (x, y), top-most first (`items` are bottom first, as drawn). */
export function itemsAt(items: readonly DrawItem[], x: number, y: number): DrawItem[] {
  const hits: DrawItem[] = [];
  for (const item of items) if (covers(item, x, y)) hits.push(item);
  return hits.reverse();
}

/**
 * What the groups draw at (x, y), top-most first. `order` is bottom first (the
 * scene's drawing order). `shownAs` names each group in the hits (an element,
 * say); a group it names `undefined` is left out before its items are planned.
 */
export function objectsAt<G>(
  order: readonly LIB_GraphicSprites[],
  x: number,
  y: number,
  shownAs: (group: LIB_GraphicSprites) => G | undefined,
): ObjectHit<G>[] {
  const hits: ObjectHit<G>[] = [];
  for (let g = order.length - 1; g >= 0; g--) {
    const group = order[g]!;
    const shown = shownAs(group);
    if (shown === undefined) continue;
    for (const item of itemsAt(groupItems(group), x, y)) hits.push({ group: shown, object: item.object });
  }
  return hits;
}
