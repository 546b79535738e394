/**
 * MAP cells in the canvas: each cell's items placed in scene coordinates as
 * the DOM places them (the cell's box, what it shows scaled onto it). An
 * image is placed exactly (its box scaled); a shape or a text keeps its own
 * coordinates and carries the scale, drawn under a transform.
 */
import type { SpriteObject, SubSpriteObject } from '../../model/index.js';
import type { Box, DrawItem as PlanItem, MapItem } from '../draw-item.js';
import type { DrawItem } from './items.js';

/** Places plan items with their parent's origin and scale, in scene coordinates, into `out`. */
export type Place = (
  items: readonly PlanItem[],
  x: number,
  y: number,
  scaleX: number,
  scaleY: number,
  out: DrawItem[],
  textFont: string | undefined,
) => void;

/** The items of a MAP's cells; the map's box is at (x, y) in the scene, scaled by (scaleX, scaleY). */
export function placeCells(
  map: MapItem,
  x: number,
  y: number,
  scaleX: number,
  scaleY: number,
  out: DrawItem[],
  textFont: string | undefined,
  place: Place,
): void {
  for (const cell of map.cells) {
    if (cell.erase) out.push(eraseItem(cell.erase, cell.items[0]!.object, x, y, scaleX, scaleY));
    place(
      cell.items,
      x + cell.box.left * scaleX,
      y + cell.box.top * scaleY,
      scaleX * cell.scaleX,
      scaleY * cell.scaleY,
      out,
      textFont,
    );
  }
}

/** What clears a cell's `erase` box (a map's box at (x, y), scaled): it paints nothing, and nothing hits it. */
function eraseItem(
  erase: Box,
  object: SpriteObject | SubSpriteObject,
  x: number,
  y: number,
  scaleX: number,
  scaleY: number,
): DrawItem {
  const item: PlanItem = {
    kind: 'none',
    object,
    level: 'sprite',
    box: erase,
    transform: [1, 0, 0, 1, 0, 0],
    zIndex: 0,
    data: {},
    appearance: undefined,
  };
  return {
    kind: 'none',
    object,
    x: x + erase.left * scaleX,
    y: y + erase.top * scaleY,
    width: Math.max(0, erase.width * scaleX),
    height: Math.max(0, erase.height * scaleY),
    item,
    clears: true,
  };
}

/** Draws an item that carries a scale: in its own coordinates, under the scale. */
export function drawScaled(context: CanvasRenderingContext2D, item: DrawItem, draw: (item: DrawItem) => void): void {
  const [scaleX, scaleY] = item.scale!;
  if (!(scaleX > 0 && scaleY > 0)) return;
  context.save();
  context.translate(item.x, item.y);
  context.scale(scaleX, scaleY);
  const local: DrawItem = {
    kind: item.kind,
    object: item.object,
    x: 0,
    y: 0,
    width: item.width / scaleX,
    height: item.height / scaleY,
    item: item.item,
  };
  draw(local);
  context.restore();
}
