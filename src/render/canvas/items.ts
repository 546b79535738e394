/**
 * What a canvas scene draws for one group: its current sprite's source and
 * its sub-sprites', in scene coordinates and in painting order, as the DOM
 * renderer stacks them (sub-sprites with a negative z-index under the
 * sprite's own source, the others over it, each list by z-index).
 *
 * Pure: model objects in, plain items out. The render layer's shared plan
 * (src/render/plan.ts, built on another branch) takes this role once merged.
 */
import { LIB_GraphicSprites, type SpriteObject, type SubSpriteObject } from '../../model/index.js';

export type DrawKind = 'image' | 'text';

export interface DrawItem {
  kind: DrawKind;
  /** The sprite or sub-sprite this item shows. */
  object: SpriteObject | SubSpriteObject;
  /** The box, in scene CSS px. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** IMAGE: the URL and source rectangle; TEXT: the text. */
  src: string;
  srcLeft: number;
  srcTop: number;
  srcWidth: number;
  srcHeight: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const size = (value: unknown): number => Math.max(0, finite(value));

function itemFor(object: SpriteObject | SubSpriteObject, x: number, y: number): DrawItem | null {
  const types = LIB_GraphicSprites.SRC_TYPES;
  const src = object.src;
  if (src === '' || src === null || src === undefined) return null;
  const kind: DrawKind | null = object.srcType === types.IMAGE ? 'image' : object.srcType === types.TEXT ? 'text' : null;
  if (!kind) return null;
  return {
    kind,
    object,
    x,
    y,
    width: size(object.width),
    height: size(object.height),
    src: String(src),
    srcLeft: finite(object.srcLeft),
    srcTop: finite(object.srcTop),
    srcWidth: size(object.srcWidth),
    srcHeight: size(object.srcHeight),
  };
}

/** The items of a group's current sprite, bottom first; empty when the group or its sprite is disabled. */
export function groupItems(group: LIB_GraphicSprites): DrawItem[] {
  const sprite = group.getCurrent();
  const items: DrawItem[] = [];
  if (!sprite || group.isDisabled() || group.isDisabledSprite(sprite)) return items;
  const spritesGroup = group.spritesGroup;
  const x = finite(spritesGroup.left) + finite(sprite.left);
  const y = finite(spritesGroup.top) + finite(sprite.top);
  const subs = sprite.subSprites.length ? sprite.subSpritesByZIndex.filter((sub) => !group.isDisabledSubSprite(sub)) : [];
  const push = (item: DrawItem | null): void => {
    if (item) items.push(item);
  };
  for (const sub of subs) if (sub.zIndex < 0) push(itemFor(sub, x + finite(sub.left), y + finite(sub.top)));
  push(itemFor(sprite, x, y));
  for (const sub of subs) if (sub.zIndex >= 0) push(itemFor(sub, x + finite(sub.left), y + finite(sub.top)));
  return items;
}

/** The smallest rectangle holding every item, or null for none. */
export function boundsOf(items: readonly DrawItem[]): Rect | null {
  if (!items.length) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const item of items) {
    left = Math.min(left, item.x);
    top = Math.min(top, item.y);
    right = Math.max(right, item.x + item.width);
    bottom = Math.max(bottom, item.y + item.height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export const intersects = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const contains = (rect: Rect, x: number, y: number): boolean =>
  x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
