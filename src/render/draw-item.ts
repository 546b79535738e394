/**
 * What the `plan` step hands to a backend: the stage (the group's box) and a
 * flat list of draw items in paint order. Every backend draws this list and
 * nothing else, so a DOM and a Canvas 2D backend draw the same thing by
 * construction.
 */
import type { SpriteObject, SubSpriteObject } from '../model/index.js';
import type { CommonOptions } from './options/common.js';
import type { ShapeGeometry } from './shapes/geometry-types.js';
import type { TextLayout } from './shapes/text.js';

/** A rectangle in CSS pixels: left/top in the coordinate space of its parent. The one box type of the library. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * A 2D affine transform `[a, b, c, d, e, f]`, as `CanvasRenderingContext2D.setTransform`
 * and `DOMMatrix` take it: maps the item's parent space to stage space.
 */
export type Transform = readonly [a: number, b: number, c: number, d: number, e: number, f: number];

/** One kind per `SRC_TYPES` name (lower-case, `_` → `-`), plus `none` for a box with no source. */
export type DrawKind =
  | 'none'
  | 'image'
  | 'text'
  | 'segment'
  | 'pixel'
  | 'rectangle'
  | 'circle'
  | 'arc'
  | 'ellipse'
  | 'triangle'
  | 'bezier-curve'
  | 'quadratic-bezier-curve'
  | 'bitmap'
  | 'map';

interface DrawItemBase {
  /** The model object drawn; stable across plans, so backends can keep per-object state. */
  readonly object: SpriteObject | SubSpriteObject;
  /** A plan has at most one sprite item; its sub-sprite items are placed in its box. */
  readonly level: 'sprite' | 'sub-sprite';
  /** The box, in the parent's space (the stage for a sprite, the sprite's box for a sub-sprite). */
  readonly box: Box;
  /** Parent space → stage space. */
  readonly transform: Transform;
  /** Stacking order among the siblings (non-zero, from the model). */
  readonly zIndex: number;
  /** The object's `data`, with the values it inherits (drawing options of the source types read it). */
  readonly data: Readonly<Record<string, unknown>>;
  /**
   * The drawing options of the original engine (`data.style`, `opacity`,
   * `rotation`, `filter`, `globalCompositeOperation`), applied to this item's
   * own drawing only; undefined when all are defaults.
   */
  readonly appearance: CommonOptions | undefined;
}

/** An image: the source rectangle of the image at `url`, scaled onto the box. */
export interface ImageItem extends DrawItemBase {
  readonly kind: 'image';
  readonly url: string;
  /** The source rectangle, in the image's pixels. */
  readonly source: Box;
  /** The source rectangle holds the image turned 90° clockwise (an atlas packed it so); draw it upright. */
  readonly rotated: boolean;
}

/** Text, drawn as text (never markup). */
export interface TextItem extends DrawItemBase {
  readonly kind: 'text';
  readonly text: string;
  /** Lines, line height, font and paint from the object's data (render/shapes/text.ts). */
  readonly layout?: TextLayout;
}

/** The kinds drawn as one path. */
export type ShapeKind = Exclude<DrawKind, 'none' | 'image' | 'text' | 'map'>;

/**
 * A shape: SVG path data in the item's own coordinates (its box's top-left is
 * 0, 0), filled or stroked with `appearance.colour`. The DOM backend draws it
 * as `<path d>`, a canvas with `new Path2D(d)`. Null when the object's data
 * is bad (reported once): the box only.
 */
export interface ShapeItem extends DrawItemBase {
  readonly kind: ShapeKind;
  readonly geometry: ShapeGeometry | null;
}

/** One cell of a MAP: what it shows, drawn in its box. */
export interface MapCellItem {
  /** The id the cell names, and its alias in the grid. */
  readonly id: string;
  readonly alias: string;
  /** The cell, in the map's own coordinates. */
  readonly box: Box;
  /** From what the cell shows (its own width × height at 0, 0) to the cell's box. */
  readonly scaleX: number;
  readonly scaleY: number;
  /** What the cell shows, as a plan's items placed at 0, 0 (a sprite item first-level, its sub-sprites inside it). */
  readonly items: readonly DrawItem[];
  /**
   * A box, in the map's own coordinates, cleared before the cell is drawn (what was drawn there
   * before it is erased): CB_REM's `clearPreviousFirst` for a sprite a cell names (map-cell-box.ts).
   */
  readonly erase?: Box;
}

/** A MAP: its cells, each a small plan of a group's current sprite, a sprite or a sub-sprite. */
export interface MapItem extends DrawItemBase {
  readonly kind: 'map';
  readonly cells: readonly MapCellItem[];
}

/** A box with no source. */
export interface OtherItem extends DrawItemBase {
  readonly kind: 'none';
}

export type DrawItem = ImageItem | TextItem | ShapeItem | MapItem | OtherItem;

/** What a canvas fills or strokes with: a CSS colour (`currentColor`: the text colour), a gradient or a pattern. */
export type PaintStyle = string | CanvasGradient | CanvasPattern;

/**
 * How a plan's items meet the styles of the groups drawn around it (see
 * render/carried-style.ts): the fill and stroke its items leave set, and
 * whether items of it with no style of their own take what the groups drawn
 * before it left.
 */
export interface PlanStyles {
  /** The fill (stroke) style the group's items leave set; undefined: they set none (what came before goes on). */
  readonly leftFill: PaintStyle | undefined;
  readonly leftStroke: PaintStyle | undefined;
  /** Items are filled (stroked) with the style the groups before this one left, else `currentColor`. */
  readonly usesFill: boolean;
  readonly usesStroke: boolean;
}

/** What a backend draws for one group. */
export interface Plan {
  /** The group's box: where it sits, offset from its place in the page. */
  readonly stage: Box;
  /**
   * In paint order: the sub-sprites by z-index, with the sprite's own item
   * between those with a negative z-index (beneath its source, as CSS stacks
   * them) and the rest.
   */
  readonly items: readonly DrawItem[];
  /** Objects drawn that have an `afterDrawing` hook: the backend calls them once it has drawn. */
  readonly afterDrawing?: readonly (SpriteObject | SubSpriteObject)[];
  /** A page hook (`beforeDrawing`, `afterDrawing`) ran or is to run: drawn again at every frame while the group plays. */
  readonly everyFrame?: true;
  /** Absent when no item fills or strokes (images only, or nothing). */
  readonly styles?: PlanStyles;
  /** Items left undrawn until this fetch of their drawing ends (features.ts): the plan is made again then. */
  readonly arriving?: Promise<void>;
}
