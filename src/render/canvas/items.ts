/**
 * What a canvas scene draws for one group: the render plan (`plan.ts`, the
 * same one the DOM backend draws) placed in scene coordinates. Pure: model
 * in, plain items out.
 */
import type { LIB_GraphicSprites, SpriteObject, SubSpriteObject } from '../../model/index.js';
import type { DrawItem as PlanItem, Plan } from '../draw-item.js';
import { plan, type PlanContext } from '../plan.js';
import { placeCells } from './map-cells.js';
import { compositesEverywhere } from '../paint/paint.js';
import type { Rect } from '../paint/rect.js';
import { pathBounds } from '../paint/paths.js';
import { filterReach, rotatedReach, textReach } from '../paint/reach.js';

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
  /** Where the item can paint, when it goes beyond the box (a stroke, control points, a text's glyphs, a rotation, a filter). */
  ink?: Rect;
  /** A shape or text in a scaled MAP cell: drawn in its own coordinates under this scale. */
  scale?: readonly [number, number];
  /** Clears its box (a MAP cell's `erase`) instead of painting. */
  clears?: true;
  /** The item paints beyond any rectangle (a composite operation such as `copy`, a filter whose reach is unknown): repaint everything. */
  everywhere?: true;
}

/** The plan's context (the canvas `style` functions are given, ...) and what only the canvas needs. */
export interface GroupItemsOptions extends PlanContext {
  /** The font of TEXT without its own: given, a text's ink is its measured glyphs (else its box). */
  readonly textFont?: string;
}

export type { Rect };

/** A plan only looked at (hit tests, boxes): the page's drawing hooks are not run for it. */
const LOOKED_AT: GroupItemsOptions = Object.freeze({ hooks: false });

/**
 * The items of a group's current sprite in scene coordinates, bottom first (a
 * MAP's cells after it); empty when the group or its sprite is disabled.
 * Planned as they are, with no page hook run unless `options` say so: what the
 * renderer draws comes from `placeItems`.
 */
export function groupItems(group: LIB_GraphicSprites, options: GroupItemsOptions = LOOKED_AT): DrawItem[] {
  return placeItems(plan(group, options), options.textFont);
}

/** A plan's items in scene coordinates, bottom first (a MAP's cells after it). */
export function placeItems({ stage, items }: Plan, textFont: string | undefined): DrawItem[] {
  const out: DrawItem[] = [];
  place(items, stage.left, stage.top, 1, 1, out, textFont);
  return out;
}

function place(
  items: readonly PlanItem[],
  originX: number,
  originY: number,
  scaleX: number,
  scaleY: number,
  out: DrawItem[],
  textFont: string | undefined,
): void {
  const scaled = scaleX !== 1 || scaleY !== 1;
  for (const item of items) {
    const [a, b, c, d, e, f] = item.transform;
    const { left, top, width, height } = item.box;
    // The plan's transforms only translate (and may scale): the box's corner and size carry over.
    const x = originX + (a * left + c * top + e) * scaleX;
    const y = originY + (b * left + d * top + f) * scaleY;
    const drawn: DrawItem = {
      kind: item.kind,
      object: item.object,
      x,
      y,
      width: Math.max(0, width * a * scaleX),
      height: Math.max(0, height * d * scaleY),
      item: scaled && item.kind === 'image' ? pivotScaled(item, scaleX, scaleY) : item,
    };
    const ink = localInk(item, Math.max(0, width * a), Math.max(0, height * d), textFont);
    if (ink)
      drawn.ink = {
        x: x + ink.x * scaleX,
        y: y + ink.y * scaleY,
        width: ink.width * scaleX,
        height: ink.height * scaleY,
      };
    if (
      item.appearance &&
      (compositesEverywhere(item.appearance) ||
        (item.appearance.filter !== null && filterReach(item.appearance.filter) === null))
    )
      drawn.everywhere = true;
    if (scaled && item.kind !== 'image') drawn.scale = [scaleX, scaleY];
    out.push(drawn);
    if (item.kind === 'map') placeCells(item, x, y, scaleX, scaleY, out, textFont, place);
  }
}

/**
 * An image in a scaled MAP cell is placed at the cell's size: a rotation turns
 * it about the same point of that box as of its own (the centre of the cell,
 * where the original turns it), so the pivot scales with the box.
 */
function pivotScaled(item: PlanItem, scaleX: number, scaleY: number): PlanItem {
  const options = item.appearance;
  const rotation = options?.rotation;
  if (!rotation) return item;
  const turned = { ...rotation, originX: rotation.originX * scaleX, originY: rotation.originY * scaleY };
  return { ...item, appearance: { ...options, rotation: turned } } as PlanItem;
}

/** Where the item paints beyond its box (`width` × `height`), in its own coordinates; null when it keeps to its box. */
function localInk(item: PlanItem, width: number, height: number, textFont: string | undefined): Rect | null {
  let ink: Rect | null = null;
  if ('geometry' in item) ink = item.geometry ? pathBounds(item.geometry) : null;
  else if (item.kind === 'text' && textFont !== undefined) ink = textReach(item, textFont);
  const options = item.appearance;
  if (!options || (options.rotation === null && options.filter === null)) return ink;
  ink ??= { x: 0, y: 0, width, height };
  if (options.rotation) ink = rotatedReach(ink, options.rotation);
  const grow = options.filter !== null ? (filterReach(options.filter) ?? 0) : 0;
  return grow ? { x: ink.x - grow, y: ink.y - grow, width: ink.width + 2 * grow, height: ink.height + 2 * grow } : ink;
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

/** Whether the items' bounds (`boundsOf`) are `rect`. */
export function sameBounds(items: readonly DrawItem[], rect: Rect): boolean {
  if (!items.length) return false;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const item of items) {
    const ink = item.ink;
    left = Math.min(left, item.x, ink ? ink.x : Infinity);
    top = Math.min(top, item.y, ink ? ink.y : Infinity);
    right = Math.max(right, item.x + item.width, ink ? ink.x + ink.width : -Infinity);
    bottom = Math.max(bottom, item.y + item.height, ink ? ink.y + ink.height : -Infinity);
  }
  return left === rect.x && top === rect.y && right - left === rect.width && bottom - top === rect.height;
}

export const intersects = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const contains = (rect: Rect, x: number, y: number): boolean =>
  x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
