/**
 * Shapes in the DOM backend: one inline `<svg>` per drawn shape, holding one
 * `<path>` whose `d` is the shape's geometry (the same string a canvas draws
 * with `new Path2D(d)`). The colour is an SVG attribute; the common options go
 * through the CSSOM (appearance.ts). The svg is the size of the item's box and
 * lets the path overflow it, since shapes are placed about their origin (a
 * circle is centred on the box's top-left corner, as in the original).
 */
import { css, html, nothing, svg, type TemplateResult } from 'lit';
import type { DrawItem, MapItem } from '../draw-item.js';
import { DEFAULT_COMMON, type CommonOptions } from '../options/common.js';
import type { ShapeGeometry } from '../shapes/geometry-types.js';
import { appearance, scaledBox } from './appearance.js';
import { isPathItem, shapePaths, type ShapePathsWriter } from './shape-paths.js';

/** The `part` a shape's svg carries: BITMAP has its own, so pages can style grids apart. */
export type ShapePart = 'shape' | 'bitmap';

const fillOf = (geometry: ShapeGeometry, colour: string): string => (geometry.paint === 'fill' ? colour : 'none');
const strokeOf = (geometry: ShapeGeometry, colour: string): string => (geometry.paint === 'stroke' ? colour : 'none');

/** The svg of one shape. */
export function shapeTemplate(geometry: ShapeGeometry, options: CommonOptions, part: ShapePart): TemplateResult {
  const path = svg`<path d=${geometry.d} fill=${fillOf(geometry, options.colour)} stroke=${strokeOf(geometry, options.colour)} stroke-width=${geometry.lineWidth || 1}></path>`;
  // (svg`` for the fragment: it is created in the SVG namespace.)
  // Two templates rather than a bound part: a kind change between frames swaps them.
  return part === 'bitmap'
    ? html`<svg part="bitmap" class="shape" aria-hidden="true" style=${appearance(options)}>${path}</svg>`
    : html`<svg part="shape" class="shape" aria-hidden="true" style=${appearance(options)}>${path}</svg>`;
}

/**
 * Whether a sprite's items can be drawn as one `<svg>`: every item a shape
 * (or nothing), with no filter or blend mode (those need the CSS of a box).
 */
export function allShapes(items: readonly DrawItem[]): boolean {
  for (const item of items) {
    if (item.kind === 'none') continue;
    if (item.kind === 'image' || item.kind === 'text' || item.kind === 'map') return false;
    const appearance = item.appearance;
    if (appearance && (appearance.filter !== null || appearance.blend.mixBlendMode !== null)) return false;
  }
  return true;
}

/**
 * A sprite made only of shapes as one `<svg>` the size of the sprite's box:
 * each shape one `<path part="shape">` (or `part="bitmap"`) at its place, in
 * paint order. The same drawing as one svg per sub-sprite box, with a third
 * of the elements and no box to move when a frame changes: a frame change is
 * new `d`, `fill` and `stroke` attributes, as a page would write by hand.
 */
export function shapesSvgTemplate(
  items: readonly DrawItem[],
  width: number,
  height: number,
  writer?: ShapePathsWriter,
): TemplateResult | typeof nothing {
  if (!items.some(isPathItem)) return nothing;
  // A fixed size, not a percentage: a percentage-sized svg root is laid out again with its container.
  return html`<svg class="shapes" aria-hidden="true" width=${width} height=${height} ${shapePaths(items, writer)}></svg>`;
}

/**
 * A MAP: each cell a box at the cell's place, the size of what it shows and
 * scaled onto the cell, holding that object's items as the backend draws any
 * sprite (`renderItems`).
 */
export function mapTemplate(item: MapItem, renderItems: (items: readonly DrawItem[]) => unknown): TemplateResult {
  return html`<div part="map" class="map" style=${appearance(item.appearance ?? DEFAULT_COMMON)}>${item.cells.map(
    (cell) =>
      html`<div class="map-cell" style=${scaledBox(
        cell.box.left,
        cell.box.top,
        cell.scaleX ? cell.box.width / cell.scaleX : 0,
        cell.scaleY ? cell.box.height / cell.scaleY : 0,
        cell.scaleX,
        cell.scaleY,
      )}>${renderItems(cell.items)}</div>`,
  )}</div>`;
}

export const shapeStyles = css`
  .shape {
    position: absolute;
    left: 0;
    top: 0;
    width: 100%;
    height: 100%;
    overflow: visible;
    pointer-events: none;
    /* As a canvas strokes by default. */
    stroke-miterlimit: 10;
  }
  /* At the sprite box's top-left by its static position (no insets). Out of flow, a
     new path inside is laid out and painted without the boxes around it: in flow,
     or placed with left/top, Chromium lays out and repaints the group's boxes on
     each change (about 3× the layout time, and ten paint calls per group). */
  .shapes {
    position: absolute;
    display: block;
    overflow: visible;
    pointer-events: none;
    stroke: none;
    stroke-miterlimit: 10;
  }
  .map {
    position: absolute;
    inset: 0;
    pointer-events: none;
  }
  .map-cell {
    position: absolute;
    transform-origin: 0 0;
  }
  .appearance {
    width: 100%;
    height: 100%;
  }
`;
