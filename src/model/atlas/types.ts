/**
 * What the atlas readers (`fromAseprite`, `fromTexturePacker`) produce: a
 * SPRITES_OBJECT for the LIB_GraphicSprites constructor whose sprites carry
 * three extra fields (kept on the sprite objects as extra fields are):
 *
 * - `duration`: how long the frame shows, in ms (the `<lib-sprite duration>`
 *   attribute has the same meaning). Not `data.duration`: in CrossBrowdy's
 *   engine that one disables the sprite after it.
 * - `rotated`: the source rectangle holds the frame turned 90° clockwise (as
 *   TexturePacker packs it); `srcWidth`/`srcHeight` are the rectangle in the
 *   sheet, `width`/`height` the upright size. Renderers turn it back.
 * - `anchor`: the frame's pivot, in px of the untrimmed frame (the group's box).
 *
 * The group carries `tags`: the named ranges of frames to play.
 */
import type { SpriteInit, SpritesObjectInit } from '../objects.js';
import type { PlaybackDirection } from '../playback/direction.js';

/** A named run of frames (an Aseprite tag, a TexturePacker animation). */
export interface AnimationTag {
  name: string;
  /** Index of the first sprite of the range. */
  from: number;
  /** Index of the last sprite of the range (inclusive). */
  to: number;
  /** The Web Animations name; Aseprite's forward / reverse / pingpong / pingpong_reverse are mapped to it. */
  direction: PlaybackDirection;
  /** Passes to play; `Infinity` = forever (Aseprite's "0" or a missing repeat). */
  repeat: number;
  /** The sprite indexes in playing order, when they are not simply `from`..`to` (TexturePacker animations). */
  frames?: number[];
}

/** A point in px. */
export interface AtlasPoint {
  x: number;
  y: number;
}

export interface AtlasSpriteInit extends SpriteInit {
  duration?: number;
  rotated?: boolean;
  anchor?: AtlasPoint;
}

export interface AtlasSpritesObject extends SpritesObjectInit {
  src: string;
  width: number;
  height: number;
  sprites: AtlasSpriteInit[];
  tags: AnimationTag[];
}

export interface AtlasOptions {
  /** The URL the JSON was read from: `meta.image` is resolved against it. */
  url?: string;
  /** Use this image instead of `meta.image`. */
  image?: string;
  /** The group's id. */
  id?: string;
  /** Aseprite: the name of the slice whose pivot anchors the frames (default: the first slice with a pivot). */
  slice?: string;
}

/** Thrown (only at the boundary, before anything is built) when the input is not an atlas. */
export class AtlasError extends Error {
  override name = 'AtlasError';
}
