/**
 * What the `plan` step hands to a backend: the stage (the group's box) and a
 * flat list of draw items in paint order. Every backend draws this list and
 * nothing else, so a DOM and a Canvas 2D backend draw the same thing by
 * construction.
 */
import type { SpriteObject, SubSpriteObject } from '../model/index.js';

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
}

/** An image: the source rectangle of the image at `url`, scaled onto the box. */
export interface ImageItem extends DrawItemBase {
  readonly kind: 'image';
  readonly url: string;
  /** The source rectangle, in the image's pixels. */
  readonly source: Box;
}

/** Text, drawn as text (never markup). */
export interface TextItem extends DrawItemBase {
  readonly kind: 'text';
  readonly text: string;
}

/**
 * Every other source type: the box only, for now. The shapes issue gives
 * these kinds their own items (SVG path data a canvas reads with `new Path2D(d)`);
 * until then backends draw nothing for them but the box.
 */
export interface OtherItem extends DrawItemBase {
  readonly kind: Exclude<DrawKind, 'image' | 'text'>;
  /** The model's `src` as it is. */
  readonly src: unknown;
}

export type DrawItem = ImageItem | TextItem | OtherItem;

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
}
