/**
 * The style an object with no `style` of its own is drawn with. The original
 * engine assigns the object's style to the canvas's `fillStyle` (or
 * `strokeStyle`) whatever it is, and a canvas ignores a missing one: such an
 * object is drawn with the fill (stroke) the objects drawn before it left.
 * Within a plan, each such item takes the fill (stroke) of the last item
 * before it in paint order that set one; an item with none before it takes
 * what the groups drawn before its group left, which only the renderer knows
 * (`PlanStyles.usesFill`), `currentColor` for the first. Fill and stroke are
 * carried apart; images, maps and empty boxes set neither. A rotated item's
 * style stays its own, as do the styles set in a rotated map's cells: the
 * original draws a rotation between a save and a restore of the canvas.
 */
import type { DrawItem, MapCellItem, PaintStyle, PlanStyles } from './draw-item.js';
import { DEFAULT_COLOUR } from './options/colour.js';
import { DEFAULT_COMMON, type CommonOptions } from './options/common.js';

/** The styles carried from item to item while a plan's items are walked, in paint order. */
export interface Carried {
  /** The fill and stroke last set, undefined while none is. */
  fill: PaintStyle | undefined;
  stroke: PaintStyle | undefined;
  /** An item with no style met no fill (stroke) set before it: it takes the groups' before. */
  usesFill: boolean;
  usesStroke: boolean;
}

/** Whether the item fills or strokes (a text, a shape with a path), or neither. */
export function paintOfItem(item: DrawItem): 'fill' | 'stroke' | null {
  if (item.kind === 'text') return item.layout ? item.layout.paint : 'fill';
  if ('geometry' in item) return item.geometry && item.geometry.d !== '' ? item.geometry.paint : null;
  return null;
}

/** `items` with each item that has no style given the one carried to it; the same array when none is. */
export function carryStyles(items: readonly DrawItem[], carried: Carried): readonly DrawItem[] {
  let out: DrawItem[] | null = null;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const next = carryItem(item, carried);
    if (next !== item && !out) out = items.slice(0, i);
    if (out) out.push(next);
  }
  return out ?? items;
}

function carryItem(item: DrawItem, carried: Carried): DrawItem {
  if (item.kind === 'map') {
    const { fill, stroke } = carried;
    const cells = carryCells(item.cells, carried);
    if (item.appearance?.rotation) {
      carried.fill = fill;
      carried.stroke = stroke;
    }
    return cells === item.cells ? item : { ...item, cells };
  }
  const paint = paintOfItem(item);
  if (paint === null) return item;
  const appearance = item.appearance;
  if (appearance?.styled) {
    if (!appearance.rotation) carried[paint] = appearance.canvasStyle ?? appearance.colour;
    return item;
  }
  const style = carried[paint];
  if (style !== undefined) return { ...item, appearance: withStyle(appearance ?? DEFAULT_COMMON, style) };
  if (paint === 'fill') carried.usesFill = true;
  else carried.usesStroke = true;
  return item;
}

function carryCells(cells: readonly MapCellItem[], carried: Carried): readonly MapCellItem[] {
  let out: MapCellItem[] | null = null;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const items = carryStyles(cell.items, carried);
    if (items !== cell.items && !out) out = cells.slice(0, i);
    if (out) out.push(items === cell.items ? cell : { ...cell, items });
  }
  return out ?? cells;
}

/** The options drawn with a style carried from an item before: styled from now on (a backend draws them as given). */
const withStyle = (options: CommonOptions, style: PaintStyle): CommonOptions =>
  typeof style === 'string'
    ? { ...options, colour: style, canvasStyle: null, styled: true }
    : { ...options, colour: DEFAULT_COLOUR, canvasStyle: style, styled: true };

/** Plans that only take styles from before share these. */
const USES: readonly (PlanStyles | undefined)[] = [
  undefined,
  Object.freeze({ leftFill: undefined, leftStroke: undefined, usesFill: true, usesStroke: false }),
  Object.freeze({ leftFill: undefined, leftStroke: undefined, usesFill: false, usesStroke: true }),
  Object.freeze({ leftFill: undefined, leftStroke: undefined, usesFill: true, usesStroke: true }),
];

/** What a plan tells of its styles once its items are walked: undefined when they neither leave nor take any. */
export function planStyles({ fill, stroke, usesFill, usesStroke }: Carried): PlanStyles | undefined {
  if (fill === undefined && stroke === undefined) return USES[(usesFill ? 1 : 0) + (usesStroke ? 2 : 0)];
  return { leftFill: fill, leftStroke: stroke, usesFill, usesStroke };
}

/** Whether a plan's items take a style from what was drawn before them. */
export const takesStyles = (styles: PlanStyles | undefined): boolean =>
  !!styles && (styles.usesFill || styles.usesStroke);

/**
 * Whether a group's styles going from `was` to `now` may give the groups
 * after it (or itself) other styles from before: what it leaves changed, or
 * it starts taking.
 */
export const carryChanged = (was: PlanStyles | undefined, now: PlanStyles | undefined): boolean =>
  was?.leftFill !== now?.leftFill || was?.leftStroke !== now?.leftStroke || (takesStyles(now) && !takesStyles(was));

/**
 * The groups of a scene in drawing order, each given what the groups before
 * it left (undefined: nothing yet, `currentColor`) when its items take it.
 */
export function carryAcross<G>(
  order: readonly G[],
  stylesOf: (group: G) => PlanStyles | undefined,
  give: (group: G, fill: PaintStyle | undefined, stroke: PaintStyle | undefined) => void,
): void {
  let fill: PaintStyle | undefined;
  let stroke: PaintStyle | undefined;
  for (const group of order) {
    const styles = stylesOf(group);
    if (!styles) continue;
    if (takesStyles(styles)) give(group, fill, stroke);
    if (styles.leftFill !== undefined) fill = styles.leftFill;
    if (styles.leftStroke !== undefined) stroke = styles.leftStroke;
  }
}
