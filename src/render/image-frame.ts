/**
 * The fast path of `plan` for the commonest frame, one plain image filling
 * the stage: written into a record made once, so a playing scene makes no
 * object per frame for such groups.
 */
import type { LIB_GraphicSprites, SpriteObject, SubSpriteObject } from '../model/index.js';
import { watchFields } from '../model/watch.js';
import type { Box, ImageItem, Transform } from './draw-item.js';
import { finite } from './finite.js';
import { hasAppearance, kindOf } from './kinds.js';
import { isDrawn } from './options/common.js';
import { hasDrawingHooks } from './options/hooks.js';
import { readBoolean } from './options/values.js';

const IDENTITY: Transform = [1, 0, 0, 1, 0, 0];

type Drawn = SpriteObject | SubSpriteObject;

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** The plan of a group showing one plain image frame, written over at each `planImageFrame` (made once, by `imageFrame`). */
export interface ImageFrame {
  readonly stage: Writable<Box>;
  readonly item: Omit<Writable<ImageItem>, 'box' | 'source'> & {
    readonly box: Writable<Box>;
    readonly source: Writable<Box>;
  };
}

/** A record for `planImageFrame` to write into. */
export function imageFrame(): ImageFrame {
  const box = (): Writable<Box> => ({ left: 0, top: 0, width: 0, height: 0 });
  return {
    stage: box(),
    item: {
      kind: 'image',
      object: undefined as never,
      level: 'sprite',
      box: box(),
      transform: IDENTITY,
      zIndex: 0,
      data: {},
      appearance: undefined,
      url: '',
      source: box(),
      rotated: false,
    },
  };
}

/** `boxOf(object)` written into `box`. */
function boxInto(box: Writable<Box>, object: Drawn | LIB_GraphicSprites['spritesGroup']): void {
  box.left = finite(object.left);
  box.top = finite(object.top);
  box.width = finite(object.width);
  box.height = finite(object.height);
}

/**
 * `plan(sprites)` written into `out` instead of made, for the commonest frame:
 * a current sprite with no sub-sprites that is one IMAGE with a source, drawn
 * (not hidden, not skipped), with no drawing options, no page hooks and no
 * `positionAbsolute`. Returns false, writing nothing, for any other (`plan`
 * then). A playing scene changes hundreds of such frames a frame: this makes
 * no object for them. `current`: another of the group's sprites, planned
 * as it would be when the pointer shows it.
 */
export function planImageFrame(
  sprites: LIB_GraphicSprites,
  out: ImageFrame,
  current: SpriteObject | null = sprites.getCurrent(),
): boolean {
  if (!current || current.subSprites.length !== 0 || sprites.isDisabled() || sprites.isDisabledSprite(current))
    return false;
  // What is drawn is watched, as in `plan` (a check, for objects built watched).
  watchFields(sprites.spritesGroup);
  watchFields(current);
  if (kindOf(current.srcType) !== 'image' || hasDrawingHooks(current) || !isDrawn(current, false)) return false;
  const src = current.src;
  if (
    src === '' ||
    src === null ||
    src === undefined ||
    hasAppearance(current) ||
    readBoolean(current, 'positionAbsolute')
  )
    return false;
  boxInto(out.stage, sprites.spritesGroup);
  const item = out.item;
  item.object = current;
  item.zIndex = Math.trunc(finite(current.zIndex));
  item.data = current.data;
  item.url = typeof src === 'string' ? src : String(src);
  item.rotated = (current as { rotated?: unknown }).rotated === true;
  boxInto(item.box, current);
  const source = item.source;
  source.left = finite(current.srcLeft);
  source.top = finite(current.srcTop);
  source.width = finite(current.srcWidth);
  source.height = finite(current.srcHeight);
  return true;
}
