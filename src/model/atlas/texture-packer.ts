/**
 * `LIB_GraphicSprites.fromTexturePacker(json, options?)`: a TexturePacker
 * "JSON (Hash)" or "JSON (Array)" export as a SPRITES_OBJECT. Rotated frames
 * keep their rectangle in the sheet and say `rotated: true`; `animations`
 * (name → frame names, as PixiJS reads them) become tags; a frame's `pivot`
 * (0..1 of its untrimmed size) or `anchor` becomes its anchor in px.
 */
import { isRecord } from '../base/sanitize.js';
import { atlasRoot, boxOf, frameRecords, imageOf, pointOf, spriteOf, uniqueIds } from './common.js';
import type { AnimationTag, AtlasOptions, AtlasSpritesObject } from './types.js';

function tagsOf(root: Record<string, unknown>, indexByName: Map<string, number>): AnimationTag[] {
  const animations = isRecord(root.animations) ? root.animations : {};
  const tags: AnimationTag[] = [];
  for (const [name, list] of Object.entries(animations)) {
    if (!Array.isArray(list)) continue;
    const frames = list
      .map((frame) => (typeof frame === 'string' ? indexByName.get(frame) : undefined))
      .filter((i): i is number => i !== undefined);
    if (frames.length === 0) continue;
    const tag: AnimationTag = {
      name,
      from: Math.min(...frames),
      to: Math.max(...frames),
      direction: 'normal',
      repeat: Infinity,
    };
    const contiguous = frames.every((frame, i) => frame === tag.from + i) && frames.length === tag.to - tag.from + 1;
    if (!contiguous) tag.frames = frames;
    tags.push(tag);
  }
  return tags;
}

/**
 * A SPRITES_OBJECT from a TexturePacker export (a JSON string or the parsed object).
 * TexturePacker has no frame durations: the group's `fps` decides.
 * Throws an `AtlasError` when the input is not one; nothing partial is returned.
 */
export function fromTexturePacker(json: unknown, options?: AtlasOptions): AtlasSpritesObject {
  const root = atlasRoot(json);
  const records = frameRecords(root);
  const src = imageOf(root, options);
  const ids = uniqueIds(records);
  const indexByName = new Map<string, number>();
  records.forEach((record, i) => {
    if (!indexByName.has(record.name)) indexByName.set(record.name, i);
  });
  const sprites = records.map((record, i) => {
    const sprite = spriteOf(record, ids[i]!); // one id per record
    const pivot = pointOf(record.raw.pivot) ?? pointOf(record.raw.anchor);
    if (pivot) sprite.anchor = { x: pivot.x * record.sourceSize.w, y: pivot.y * record.sourceSize.h };
    return sprite;
  });
  const group: AtlasSpritesObject = { src, ...boxOf(records), sprites, tags: tagsOf(root, indexByName) };
  if (options?.id) group.id = options.id;
  return group;
}
