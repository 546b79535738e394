/**
 * Shapes in the DOM backend: one inline `<svg>` per drawn shape, holding one
 * `<path>` whose `d` is the shape's geometry (the same string a canvas draws
 * with `new Path2D(d)`). The colour is an SVG attribute; the common options go
 * through the CSSOM (appearance.ts). The svg is the size of the item's box and
 * lets the path overflow it, since shapes are placed about their origin (a
 * circle is centred on the box's top-left corner, as in the original).
 */
import { css, html, nothing, svg, type TemplateResult } from 'lit';
import type { DrawItem, MapItem, ShapeItem } from '../draw-item.js';
import { DEFAULT_COMMON, type CommonOptions } from '../options/common.js';
import type { ShapeGeometry } from '../shapes/geometry-types.js';
import { translatePath } from '../shapes/path-data.js';
import { appearance, scaledBox } from './appearance.js';

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

const n = (value: number): string => String(Math.round(value * 1000) / 1000);

/** Where an item's path is drawn in the sprite's svg: the sprite's own at 0, 0, a sub-sprite at its box's left/top. */
const offsetX = (item: ShapeItem): number => (item.level === 'sprite' ? 0 : item.box.left);
const offsetY = (item: ShapeItem): number => (item.level === 'sprite' ? 0 : item.box.top);

/** The last path each object was drawn with, moved to its place: a frame that brings it back unchanged reuses the string. */
interface Placed {
  readonly d: string;
  readonly x: number;
  readonly y: number;
  readonly placed: string;
}
const placedPaths = new WeakMap<object, Placed>();

/**
 * The path data of a shape at its place in the sprite's svg. The offset is
 * written into the coordinates rather than given as an SVG `transform`: a
 * transform that changes is a paint property change (property trees, paint
 * chunks, layerization) on every frame, new coordinates are only a new path.
 * A BITMAP (possibly thousands of runs) keeps its path and moves by transform.
 */
function placedPath(item: ShapeItem, d: string): string {
  if (item.kind === 'bitmap') return d;
  const x = offsetX(item);
  const y = offsetY(item);
  const last = placedPaths.get(item.object);
  if (last && last.d === d && last.x === x && last.y === y) return last.placed;
  const placed = translatePath(d, x, y);
  placedPaths.set(item.object, { d, x, y, placed });
  return placed;
}

/** A BITMAP's offset, and any item's rotation about its pivot (in its own coordinates, so moved by the offset). */
function transformOf(item: ShapeItem): string | typeof nothing {
  const bitmap = item.kind === 'bitmap';
  const x = bitmap ? offsetX(item) : 0;
  const y = bitmap ? offsetY(item) : 0;
  const rotation = item.appearance?.rotation;
  if (!rotation) return x === 0 && y === 0 ? nothing : `translate(${n(x)} ${n(y)})`;
  const pivotX = rotation.originX + (bitmap ? 0 : offsetX(item));
  const pivotY = rotation.originY + (bitmap ? 0 : offsetY(item));
  const rotate = `rotate(${n((rotation.angle * 180) / Math.PI)} ${n(pivotX)} ${n(pivotY)})`;
  return x === 0 && y === 0 ? rotate : `translate(${n(x)} ${n(y)}) ${rotate}`;
}

/**
 * A sprite made only of shapes as one `<svg>` the size of the sprite's box:
 * each shape one `<path part="shape">` (or `part="bitmap"`) at its place, in
 * paint order. The same drawing as one svg per sub-sprite box, with a third
 * of the elements and no box to move when a frame changes: a frame change is
 * new `d`, `fill` and `stroke` attributes, as a page would write by hand.
 */
export function shapesSvgTemplate(items: readonly DrawItem[], width: number, height: number): TemplateResult | typeof nothing {
  const paths = [];
  for (const item of items) {
    if (item.kind === 'none' || item.kind === 'image' || item.kind === 'text' || item.kind === 'map' || !item.geometry) continue;
    const geometry = item.geometry;
    const options = item.appearance ?? DEFAULT_COMMON;
    // A filled path has no stroke attributes: `.shapes` sets `stroke: none` once (the
    // presentation attributes of a path are restyled together whenever one changes).
    const stroked = geometry.paint === 'stroke';
    paths.push(
      svg`<path part=${item.kind === 'bitmap' ? 'bitmap' : 'shape'} transform=${transformOf(item)} opacity=${options.opacity === 1 ? nothing : options.opacity} d=${placedPath(item, geometry.d)} fill=${fillOf(geometry, options.colour)} stroke=${stroked ? options.colour : nothing} stroke-width=${stroked ? geometry.lineWidth || 1 : nothing}></path>`,
    );
  }
  if (paths.length === 0) return nothing;
  // A fixed size, not a percentage: a percentage-sized svg root is laid out again with its container.
  return html`<svg class="shapes" aria-hidden="true" width=${width} height=${height}>${paths}</svg>`;
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
