/**
 * What the shape and option readers need from a sprite or sub-sprite: the
 * model's fields plus its `data`. A structural type, so the readers work on
 * model objects, copies and test literals alike.
 */
export interface Drawable {
  readonly id?: unknown;
  readonly src: unknown;
  readonly srcType: number;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly data: Readonly<Record<string, unknown>> | null | undefined;
}

/** The `data` of a drawable as a record (an empty one when it has none). */
export const dataOf = (object: Drawable): Readonly<Record<string, unknown>> =>
  typeof object.data === 'object' && object.data !== null ? object.data : EMPTY;

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});
