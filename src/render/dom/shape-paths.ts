/**
 * The `<path>` elements of a sprite made only of shapes, kept by a directive on
 * their `<svg>` rather than by a Lit template per path. A playing group
 * re-renders on every frame change; with one template per path, each change
 * built a template result per path and walked seven bindings for each. Here
 * the paths are reused in paint order and only an attribute whose value
 * changed is written (`d`, `fill`, `stroke` on a frame change, as a page would
 * by hand); paths beyond the items are removed. Values are strings made from
 * checked plan values, written with `setAttribute` (never markup).
 */
import { noChange } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';
import type { DrawItem, ShapeItem } from '../draw-item.js';
import { DEFAULT_COMMON } from '../options/common.js';
import { translatePath } from '../shapes/path-data.js';
import { beforeClass } from './styles-before.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The attributes a path is drawn with; a value of null means the attribute is absent. */
const NAMES = ['part', 'transform', 'opacity', 'd', 'fill', 'stroke', 'stroke-width', 'class'] as const;
const PART = 0;
const TRANSFORM = 1;
const OPACITY = 2;
const D = 3;
const FILL = 4;
const STROKE = 5;
const STROKE_WIDTH = 6;
const CLASS = 7;
/** An index of NAMES: typed so that the name it reads always exists. */
type AttributeIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

type PathItem = ShapeItem & { geometry: NonNullable<ShapeItem['geometry']> };

/** Whether an item is drawn as a path (a shape with a geometry). */
export const isPathItem = (item: DrawItem): item is PathItem =>
  item.kind !== 'none' && item.kind !== 'image' && item.kind !== 'text' && item.kind !== 'map' && !!item.geometry;

const n = (value: number): string => String(Math.round(value * 1000) / 1000);

/**
 * Where the sprite's box is in the svg: at 0, 0 in an svg the size and place
 * of the sprite's box (a MAP cell's sprite), at the box's left/top in an svg
 * the size and place of the stage (a group's own sprite: no box to move).
 */
export interface SvgOrigin {
  readonly left: number;
  readonly top: number;
}
const AT_SPRITE_BOX: SvgOrigin = { left: 0, top: 0 };

/** Where an item's path is drawn in the svg: the sprite's own at the sprite box's origin, a sub-sprite at its box's left/top in it. */
const offsetX = (item: ShapeItem, at: SvgOrigin): number =>
  item.level === 'sprite' ? at.left : at.left + item.box.left;
const offsetY = (item: ShapeItem, at: SvgOrigin): number => (item.level === 'sprite' ? at.top : at.top + item.box.top);

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
function placedPath(item: ShapeItem, d: string, at: SvgOrigin): string {
  if (item.kind === 'bitmap') return d;
  const x = offsetX(item, at);
  const y = offsetY(item, at);
  const last = placedPaths.get(item.object);
  if (last && last.d === d && last.x === x && last.y === y) return last.placed;
  const placed = translatePath(d, x, y);
  placedPaths.set(item.object, { d, x, y, placed });
  return placed;
}

/** A BITMAP's offset, and any item's rotation about its pivot (in its own coordinates, so moved by the offset). */
function transformOf(item: ShapeItem, at: SvgOrigin): string | null {
  const bitmap = item.kind === 'bitmap';
  const x = bitmap ? offsetX(item, at) : 0;
  const y = bitmap ? offsetY(item, at) : 0;
  const rotation = item.appearance?.rotation;
  if (!rotation) return x === 0 && y === 0 ? null : `translate(${n(x)} ${n(y)})`;
  const pivotX = rotation.originX + (bitmap ? 0 : offsetX(item, at));
  const pivotY = rotation.originY + (bitmap ? 0 : offsetY(item, at));
  const rotate = `rotate(${n((rotation.angle * 180) / Math.PI)} ${n(pivotX)} ${n(pivotY)})`;
  return x === 0 && y === 0 ? rotate : `translate(${n(x)} ${n(y)}) ${rotate}`;
}

/** One path and what it was last given, to write only what changed. */
interface DrawnPath {
  readonly element: SVGPathElement;
  readonly written: (string | null)[];
}

/**
 * The paths of one `<svg>` and what each was last given. Held by the directive,
 * or by a backend that redraws a sprite's svg between renders (DomBackend.redraw):
 * both then write through the same memory, so neither skips a write the other made stale.
 */
export class ShapePathsWriter {
  private svg: Element | null = null;
  private readonly paths: DrawnPath[] = [];

  /** Whether the paths were last drawn into a connected svg (one a redraw can write to). */
  get drawn(): boolean {
    return this.svg?.isConnected ?? false;
  }

  /** Where the last draw placed the sprite's box in its svg. */
  private at: SvgOrigin = AT_SPRITE_BOX;

  /** Draws `items` into `svg`, the sprite's box at `at` in it; a new svg (Lit made another) starts with no paths. */
  draw(svg: Element, items: readonly DrawItem[], at: SvgOrigin = AT_SPRITE_BOX): void {
    this.at = at;
    if (svg !== this.svg) {
      this.svg = svg;
      this.paths.length = 0;
    }
    let count = 0;
    for (const item of items) {
      if (!isPathItem(item)) continue;
      let path = this.paths[count];
      if (!path) {
        path = { element: svg.ownerDocument.createElementNS(SVG_NS, 'path'), written: NAMES.map(() => null) };
        svg.append(path.element);
        this.paths.push(path);
      }
      const { geometry } = item;
      const options = item.appearance ?? DEFAULT_COMMON;
      // A filled path has no stroke attributes: `.shapes` sets `stroke: none` once (the
      // presentation attributes of a path are restyled together whenever one changes).
      const stroked = geometry.paint === 'stroke';
      write(path, PART, item.kind === 'bitmap' ? 'bitmap' : 'shape');
      write(path, TRANSFORM, transformOf(item, at));
      write(path, OPACITY, options.opacity === 1 ? null : String(options.opacity));
      write(path, D, placedPath(item, geometry.d, at));
      write(path, FILL, stroked ? 'none' : options.colour);
      write(path, STROKE, stroked ? options.colour : null);
      write(path, STROKE_WIDTH, stroked ? String(geometry.lineWidth || 1) : null);
      write(path, CLASS, beforeClass(item.appearance, geometry.paint));
      count++;
    }
    while (this.paths.length > count) this.paths.pop()!.element.remove();
  }

  /** Draws `items` into the svg of the last draw, the sprite's box at `at` in it (else where it was). */
  redraw(items: readonly DrawItem[], at: SvgOrigin = this.at): void {
    if (this.svg) this.draw(this.svg, items, at);
  }
}

class ShapePathsDirective extends Directive {
  private own: ShapePathsWriter | null = null;

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT) throw new Error('shapePaths belongs on an <svg> element');
  }

  render(_items: readonly DrawItem[], _writer?: ShapePathsWriter, _at?: SvgOrigin): typeof noChange {
    return noChange;
  }

  override update(
    part: ElementPart,
    [items, writer, at]: [readonly DrawItem[], ShapePathsWriter?, SvgOrigin?],
  ): typeof noChange {
    (writer ?? (this.own ??= new ShapePathsWriter())).draw(part.element, items, at);
    return noChange;
  }
}

function write(path: DrawnPath, index: AttributeIndex, value: string | null): void {
  if (path.written[index] === value) return;
  path.written[index] = value;
  if (value === null) path.element.removeAttribute(NAMES[index]);
  else path.element.setAttribute(NAMES[index], value);
}

/**
 * On a sprite's `<svg>`: one `<path part="shape">` (`part="bitmap"` for a
 * BITMAP) per shape item, in paint order, at its place in the sprite's box.
 * Given a writer, draws through it (so its owner can redraw between renders).
 */
export const shapePaths = directive(ShapePathsDirective);
