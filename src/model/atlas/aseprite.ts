/**
 * `LIB_GraphicSprites.fromAseprite(json, options?)`: an Aseprite sprite-sheet
 * export ("JSON hash" or "JSON array", with or without trimming) as a
 * SPRITES_OBJECT, with its frame tags as named ranges and the pivot of a
 * slice as each frame's anchor. No DOM: usable in workers.
 */
import { isRecord } from '../base/sanitize.js';
import { toPlaybackDirection, toRepeat } from '../playback/direction.js';
import { atlasRoot, boxOf, frameRecords, imageOf, pointOf, spriteOf, uniqueIds, type FrameRecord } from './common.js';
import type { AnimationTag, AtlasOptions, AtlasPoint, AtlasSpritesObject } from './types.js';

/** `meta.frameTags`; a tag that is not a well-formed range of existing frames is left out. */
function tagsOf(meta: Record<string, unknown>, count: number): AnimationTag[] {
  const list = Array.isArray(meta.frameTags) ? meta.frameTags : [];
  const tags: AnimationTag[] = [];
  for (const tag of list) {
    if (!isRecord(tag) || typeof tag.name !== 'string') continue;
    const from = tag.from;
    const to = tag.to;
    if (!Number.isInteger(from) || !Number.isInteger(to)) continue;
    const first = Math.max(0, from as number);
    const last = Math.min(count - 1, to as number);
    if (first > last) continue;
    tags.push({
      name: tag.name,
      from: first,
      to: last,
      direction: toPlaybackDirection(tag.direction) ?? 'normal',
      repeat: toRepeat(tag.repeat),
    });
  }
  return tags;
}

/**
 * Each frame's anchor from a slice's pivot. A slice key holds from its `frame`
 * until the next key; the pivot is relative to the key's bounds.
 */
function anchorsOf(
  meta: Record<string, unknown>,
  count: number,
  sliceName: string | undefined,
): (AtlasPoint | undefined)[] {
  const slices = Array.isArray(meta.slices) ? meta.slices.filter(isRecord) : [];
  const hasPivot = (slice: Record<string, unknown>): boolean =>
    Array.isArray(slice.keys) && slice.keys.some((key) => isRecord(key) && pointOf(key.pivot));
  const slice = sliceName !== undefined ? slices.find((s) => s.name === sliceName) : slices.find(hasPivot);
  const anchors: (AtlasPoint | undefined)[] = new Array(count).fill(undefined);
  if (!slice || !Array.isArray(slice.keys)) return anchors;
  const keys = slice.keys
    .filter(isRecord)
    .map((key) => ({
      frame: Number.isInteger(key.frame) ? (key.frame as number) : 0,
      bounds: pointOf(key.bounds),
      pivot: pointOf(key.pivot),
    }))
    .sort((a, b) => a.frame - b.frame);
  for (let i = 0; i < count; i++) {
    let key: (typeof keys)[number] | undefined;
    for (const candidate of keys) if (candidate.frame <= i) key = candidate;
    if (key?.bounds && key.pivot) anchors[i] = { x: key.bounds.x + key.pivot.x, y: key.bounds.y + key.pivot.y };
  }
  return anchors;
}

const durationOf = (record: FrameRecord): number | undefined => {
  const value = record.raw.duration;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
};

/**
 * A SPRITES_OBJECT from an Aseprite export (a JSON string or the parsed object).
 * Throws an `AtlasError` when the input is not one; nothing partial is returned.
 */
export function fromAseprite(json: unknown, options?: AtlasOptions): AtlasSpritesObject {
  const root = atlasRoot(json);
  const records = frameRecords(root);
  const meta = isRecord(root.meta) ? root.meta : {};
  const src = imageOf(root, options);
  const ids = uniqueIds(records);
  const anchors = anchorsOf(meta, records.length, options?.slice);
  const sprites = records.map((record, i) => {
    const sprite = spriteOf(record, ids[i]!); // one id per record
    const duration = durationOf(record);
    if (duration !== undefined) sprite.duration = duration;
    const anchor = anchors[i];
    if (anchor) sprite.anchor = anchor;
    return sprite;
  });
  const group: AtlasSpritesObject = { src, ...boxOf(records), sprites, tags: tagsOf(meta, records.length) };
  if (options?.id) group.id = options.id;
  return group;
}
