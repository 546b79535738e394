/**
 * Shapes in the DOM backend: one inline `<svg>` per drawn shape, holding one
 * `<path>` whose `d` is the shape's geometry (the same string a canvas draws
 * with `new Path2D(d)`). The colour is an SVG attribute; the common options go
 * through the CSSOM (appearance.ts). The svg is the size of the item's box and
 * lets the path overflow it, since shapes are placed about their origin (a
 * circle is centred on the box's top-left corner, as in the original).
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { Box, DrawItem, MapItem } from '../draw-item.js';
import { DEFAULT_COMMON, type CommonOptions } from '../options/common.js';
import type { ShapeGeometry } from '../shapes/geometry-types.js';
import { appearance, scaledBox } from './appearance.js';
import { isPathItem, shapePaths, type ShapePathsWriter, type SvgOrigin } from './shape-paths.js';
import { box } from './style-props.js';
import { beforeClass } from './styles-before.js';

/** The `part` a shape's svg carries: BITMAP has its own, so pages can style grids apart. */
export type ShapePart = 'shape' | 'bitmap';

const fillOf = (geometry: ShapeGeometry, colour: string): string => (geometry.paint === 'fill' ? colour : 'none');
const strokeOf = (geometry: ShapeGeometry, colour: string): string => (geometry.paint === 'stroke' ? colour : 'none');

/** The svg of one shape. */
export function shapeTemplate(geometry: ShapeGeometry, options: CommonOptions, part: ShapePart): TemplateResult {
  const path = svg`<path d=${geometry.d} fill=${fillOf(geometry, options.colour)} stroke=${strokeOf(geometry, options.colour)} stroke-width=${geometry.lineWidth || 1} class=${beforeClass(options, geometry.paint) ?? nothing}></path>`;
  // (svg`` for the fragment: it is created in the SVG namespace.)
  // Two templates rather than a bound part: a kind change between frames swaps them.
  return part === 'bitmap'
    ? html`<svg part="bitmap" class="shape" aria-hidden="true" style=${appearance(options)}>${path}</svg>`
    : html`<svg part="shape" class="shape" aria-hidden="true" style=${appearance(options)}>${path}</svg>`;
}

/**
 * Whether a sprite's items can be drawn as one `<svg>`: every item a shape
 * (or nothing), with no filter or blend mode (those need the CSS of a box)
 * and no gradient or pattern.
 */
export function allShapes(items: readonly DrawItem[]): boolean {
  for (const item of items) {
    if (item.kind === 'none') continue;
    if (item.kind === 'image' || item.kind === 'text' || item.kind === 'map') return false;
    const appearance = item.appearance;
    // A gradient or pattern needs a canvas of its own (painted.ts).
    if (
      appearance &&
      (appearance.filter !== null || appearance.blend.mixBlendMode !== null || appearance.canvasStyle !== null)
    )
      return false;
  }
  return true;
}

/**
 * A sprite made only of shapes as one `<svg>`: each shape one
 * `<path part="shape">` (or `part="bitmap"`) at its place, in paint order.
 * The same drawing as one svg per sub-sprite box, with a third of the
 * elements and no box to move when a frame changes: a frame change is new
 * `d`, `fill` and `stroke` attributes, as a page would write by hand. The svg
 * is the size of the box it stands for (`width` × `height`), with the
 * sprite's box at `at` in it.
 */
export function shapesSvgTemplate(
  items: readonly DrawItem[],
  width: number,
  height: number,
  writer?: ShapePathsWriter,
  at?: SvgOrigin,
): TemplateResult | typeof nothing {
  if (!items.some(isPathItem)) return nothing;
  // A fixed size, not a percentage: a percentage-sized svg root is laid out again with its container.
  return html`<svg class="shapes" aria-hidden="true" width=${width} height=${height} ${shapePaths(items, writer, at)}></svg>`;
}

/**
 * A group's sprite made only of shapes: the stage box holding one `<svg
 * part="sprite">` the stage's size, the sprite's box (with no element of its
 * own) at its left/top in it. Neither box is positioned unless the stage is
 * offset, and the svg is out of flow at the stage's corner: a frame change
 * then lays out and paints the svg alone, as a page's plain svg (traced with
 * bench/tools/shapes-trace.mjs, rounds-boxed: a positioned stage and sprite box
 * around the same svg made each change about half as dear again).
 */
export function stageShapesTemplate(
  stage: Box,
  sprite: Box,
  items: readonly DrawItem[],
  writer: ShapePathsWriter,
): TemplateResult {
  const offset = stage.left !== 0 || stage.top !== 0;
  return html`<div part="stage" class=${offset ? 'stage shapes-stage offset' : 'stage shapes-stage'} style=${box(stage.left, stage.top, stage.width, stage.height)}><svg part="sprite" class="shapes stage-shapes" aria-hidden="true" width=${stage.width} height=${stage.height} ${shapePaths(items, writer, sprite)}></svg></div>`;
}

/**
 * A MAP: each cell a box at the cell's place, the size of what it shows and
 * scaled onto the cell, holding that object's items as the backend draws any
 * sprite (`renderItems`).
 */
export function mapTemplate(item: MapItem, renderItems: (items: readonly DrawItem[]) => unknown): TemplateResult {
  const { cells } = item;
  return html`<div part="map" class="map" style=${appearance(item.appearance ?? DEFAULT_COMMON)}>${cells.map(
    (cell, index) =>
      html`<div class="map-cell" style=${scaledBox(
        cell.box.left,
        cell.box.top,
        cell.scaleX ? cell.box.width / cell.scaleX : 0,
        cell.scaleY ? cell.box.height / cell.scaleY : 0,
        cell.scaleX,
        cell.scaleY,
        erasedBy(cells, index),
      )}>${renderItems(cell.items)}</div>`,
  )}</div>`;
}

const sameBox = (a: Box, b: Box): boolean =>
  a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height;

/** Far enough around a cell to keep what it draws outside its box (sub-sprites) in its clip, px. */
const FAR = 1e5;

/**
 * The clip-path that cuts from a cell the boxes later cells of its map erase (a cell's `erase`: the
 * canvas clears them), or null. What the DOM cannot clear stays: groups drawn beneath the map, and
 * the map's own sprite. Boxes that overlap one another (not the same) are cut by even-odd, so their overlap shows.
 */
function erasedBy(cells: MapItem['cells'], index: number): string | null {
  const cell = cells[index]!;
  let cuts = '';
  const seen: Box[] = [];
  for (let i = index + 1; i < cells.length; i++) {
    const erase = cells[i]!.erase;
    if (!erase || erase.width <= 0 || erase.height <= 0) continue;
    // Cut twice, a box would show again (even-odd): cells erasing one box (CrossBrowdy's "3" and "%") cut it once.
    if (seen.some((box) => sameBox(box, erase))) continue;
    seen.push(erase);
    // In the cell's own coordinates, before its scale.
    const left = (erase.left - cell.box.left) / (cell.scaleX || 1);
    const top = (erase.top - cell.box.top) / (cell.scaleY || 1);
    const right = left + erase.width / (cell.scaleX || 1);
    const bottom = top + erase.height / (cell.scaleY || 1);
    // Each cut starts and ends at the outer corner, so the seams cancel out.
    cuts += `, ${left}px ${top}px, ${right}px ${top}px, ${right}px ${bottom}px, ${left}px ${bottom}px, ${left}px ${top}px, ${-FAR}px ${-FAR}px`;
  }
  if (!cuts) return null;
  return `polygon(evenodd, ${-FAR}px ${-FAR}px, ${FAR}px ${-FAR}px, ${FAR}px ${FAR}px, ${-FAR}px ${FAR}px, ${-FAR}px ${-FAR}px${cuts})`;
}
