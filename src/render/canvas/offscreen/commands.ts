/**
 * The draw commands a recorded canvas frame is made of, one number each,
 * followed by its arguments: numbers as they are, a string as its index in
 * the frame's string list, an image as its id. The recorder writes them on
 * the main thread; the worker's replay reads them back in the same order.
 */
export const OP = {
  SIZE: 0,
  SAVE: 1,
  RESTORE: 2,
  SET_TRANSFORM: 3,
  TRANSLATE: 4,
  SCALE: 5,
  ROTATE: 6,
  CLEAR_RECT: 7,
  BEGIN_PATH: 8,
  RECT: 9,
  CLIP: 10,
  /** image, dx, dy, dw, dh */
  DRAW_IMAGE: 11,
  /** image, sx, sy, sw, sh, dx, dy, dw, dh */
  DRAW_IMAGE_PART: 12,
  /** path data (string) */
  FILL_PATH: 13,
  STROKE_PATH: 14,
  /** text (string), x, y */
  FILL_TEXT: 15,
  STROKE_TEXT: 16,
  GLOBAL_ALPHA: 17,
  COMPOSITE: 18,
  FILTER: 19,
  FILL_STYLE: 20,
  STROKE_STYLE: 21,
  LINE_WIDTH: 22,
  MITER_LIMIT: 23,
  FONT: 24,
  TEXT_BASELINE: 25,
  SMOOTHING: 26,
} as const;

export type Op = (typeof OP)[keyof typeof OP];

/**
 * One recorded frame as it is posted: the commands (the first `length` numbers of `commands`), their
 * strings, the images the worker has not seen yet, and those it will not see again.
 */
export interface RecordedFrame {
  readonly commands: Float64Array;
  readonly length: number;
  readonly strings: readonly string[];
  readonly images: readonly (readonly [id: number, image: ImageBitmap])[];
  /** Images gone from the main thread (collected): the worker lets their bitmaps go. */
  readonly forget: readonly number[];
}
