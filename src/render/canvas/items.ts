/**
 * What a canvas scene draws for one group: the render plan (`plan.ts`, the
 * same one the DOM backend draws) placed in scene coordinates. Pure: model
 * in, plain items out.
 */
import type { LIB_GraphicSprites, SpriteObject, SubSpriteObject } from '../../model/index.js';
import type { DrawItem as PlanItem, Plan } from '../draw-item.js';
import { plan, type PlanContext } from '../plan.js';
import { pathBounds } from './paths.js';

export type DrawKind = PlanItem['kind'];

export interface DrawItem {
  kind: DrawKind;
  /** The sprite or sub-sprite this item shows. */
  object: SpriteObject | SubSpriteObject;
  /** The box, in scene CSS px. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The plan's item, for what only some kinds have (an image's URL and source rectangle, a text, a shape's path). */
  item: PlanItem;
  /** A shape's reach, when it goes beyond the box (a stroke, control points). */
  ink?: Rect;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A plan only looked at (hit tests, boxes): the page's drawing hooks are not run for it. */
const LOOKED_AT: PlanContext = Object.freeze({ hooks: false });

/**
 * The items of a group's current sprite in scene coordinates, bottom first;
 * empty when the group or its sprite is disabled. Planned as they are, with
 * no page hook run: what the renderer draws comes from `placeItems`.
 */
export function groupItems(group: LIB_GraphicSprites): DrawItem[] {
  return placeItems(plan(group, LOOKED_AT));
}

/** A plan's items in scene coordinates, bottom first. */
export function placeItems({ stage, items }: Plan): DrawItem[] {
  return items.map((item) => {
    const [a, b, c, d, e, f] = item.transform;
    const { left, top, width, height } = item.box;
    // The plan's transforms only translate (and may scale): the box's corner and size carry over.
    const x = stage.left + a * left + c * top + e;
    const y = stage.top + b * left + d * top + f;
    const drawn: DrawItem = { kind: item.kind, object: item.object, x, y, width: Math.max(0, width * a), height: Math.max(0, height * d), item };
    const geometry = 'geometry' in item ? item.geometry : null;
    const ink = geometry ? pathBounds(geometry) : null;
    if (ink) drawn.ink = { x: x + ink.x, y: y + ink.y, width: ink.width, height: ink.height };
    return drawn;
  });
}

/** Where an item can draw: its box, or for a shape the rectangle its path and stroke can reach. */
export const inkOf = (item: DrawItem): Rect => item.ink ?? item;

/** The smallest rectangle holding every item, or null for none. */
export function boundsOf(items: readonly DrawItem[]): Rect | null {
  if (!items.length) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const add = (rect: Rect): void => {
    left = Math.min(left, rect.x);
    top = Math.min(top, rect.y);
    right = Math.max(right, rect.x + rect.width);
    bottom = Math.max(bottom, rect.y + rect.height);
  };
  for (const item of items) {
    add(item);
    if (item.ink) add(item.ink);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export const intersects = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const contains = (rect: Rect, x: number, y: number): boolean =>
  x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
