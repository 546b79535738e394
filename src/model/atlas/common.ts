/**
 * What the Aseprite and TexturePacker readers share: both write the same
 * "JSON hash" / "JSON array" frame records (the format TexturePacker made
 * and Aseprite copied), and differ only in durations, tags and pivots.
 */
import { isFiniteNumber, isRecord, isSize } from '../base/sanitize.js';
import { AtlasError, type AtlasOptions, type AtlasPoint, type AtlasSpriteInit } from './types.js';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One frame record with its name, validated. */
export interface FrameRecord {
  name: string;
  frame: Rect;
  rotated: boolean;
  /** Where the trimmed pixels sit in the untrimmed frame (the whole frame when not trimmed). */
  placed: Rect;
  sourceSize: { w: number; h: number };
  raw: Record<string, unknown>;
}

function rectOf(value: unknown, where: string): Rect {
  if (isRecord(value) && isFiniteNumber(value.x) && isFiniteNumber(value.y) && isSize(value.w) && isSize(value.h)) {
    return { x: value.x, y: value.y, w: value.w, h: value.h };
  }
  throw new AtlasError(`${where} is not a rectangle {x, y, w, h}`);
}

function sizeOf(value: unknown): { w: number; h: number } | undefined {
  return isRecord(value) && isSize(value.w) && isSize(value.h) ? { w: value.w, h: value.h } : undefined;
}

/** Parses a JSON string, or takes an already parsed object. */
export function atlasRoot(json: unknown): Record<string, unknown> {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch (error) {
      throw new AtlasError(`not JSON: ${(error as Error).message}`);
    }
  }
  if (!isRecord(value)) throw new AtlasError('an atlas is a JSON object');
  return value;
}

/** The frame records of the hash form (`{ name: record }`) or the array form (`[{ filename, ... }]`), in order. */
export function frameRecords(root: Record<string, unknown>): FrameRecord[] {
  const frames = root.frames;
  let entries: [string, unknown][];
  if (Array.isArray(frames)) {
    entries = frames.map((item, i) => [
      isRecord(item) && typeof item.filename === 'string' ? item.filename : String(i),
      item,
    ]);
  } else if (isRecord(frames)) {
    entries = Object.entries(frames);
  } else {
    throw new AtlasError('`frames` is neither an object nor an array');
  }
  if (entries.length === 0) throw new AtlasError('`frames` is empty');
  return entries.map(([name, item]) => {
    const where = `frame "${name}"`;
    if (!isRecord(item)) throw new AtlasError(`${where} is not an object`);
    const frame = rectOf(item.frame, `${where}: frame`);
    const rotated = item.rotated === true;
    // A rotated frame's `frame.w`/`frame.h` are its upright size; the sheet holds it h wide and w tall.
    const trimmed = item.trimmed !== false && isRecord(item.spriteSourceSize);
    const placed = trimmed
      ? rectOf(item.spriteSourceSize, `${where}: spriteSourceSize`)
      : { x: 0, y: 0, w: frame.w, h: frame.h };
    const sourceSize = sizeOf(item.sourceSize) ?? { w: placed.x + placed.w, h: placed.y + placed.h };
    return { name, frame, rotated, placed, sourceSize, raw: item };
  });
}

/** The sprite for one frame record: the sheet rectangle, drawn at its trimmed place in the untrimmed box. */
export function spriteOf(record: FrameRecord, id: string): AtlasSpriteInit {
  const { frame, placed, rotated } = record;
  const sprite: AtlasSpriteInit = {
    id,
    srcLeft: frame.x,
    srcTop: frame.y,
    srcWidth: rotated ? frame.h : frame.w,
    srcHeight: rotated ? frame.w : frame.h,
    left: placed.x,
    top: placed.y,
    width: placed.w,
    height: placed.h,
  };
  if (rotated) sprite.rotated = true;
  return sprite;
}

/** Frame names as ids: unique and truthy (a repeated or empty name gets a suffix). */
export function uniqueIds(records: readonly FrameRecord[]): string[] {
  const seen = new Set<string>();
  return records.map((record, i) => {
    let id = record.name || `frame ${i}`;
    for (let n = 2; seen.has(id); n++) id = `${record.name || `frame ${i}`} #${n}`;
    seen.add(id);
    return id;
  });
}

const hasScheme = (value: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(value);

/**
 * `meta.image` resolved against the JSON's URL. An absolute JSON URL gives an
 * absolute result; a relative one (no DOM needed, so workers can use it) a
 * relative result: "art/hero.json" + "hero.png" = "art/hero.png".
 */
export function resolveImage(image: string, options: AtlasOptions | undefined): string {
  const base = options?.url;
  if (!base || hasScheme(image) || image.startsWith('//')) return image;
  if (hasScheme(base) || base.startsWith('//')) {
    try {
      return new URL(image, base).href;
    } catch {
      return image;
    }
  }
  const origin = 'http://relative.invalid';
  try {
    const resolved = new URL(image, new URL(base, `${origin}/`));
    if (resolved.origin !== origin) return resolved.href;
    const path = resolved.pathname + resolved.search + resolved.hash;
    return base.startsWith('/') || image.startsWith('/') ? path : path.slice(1);
  } catch {
    return image;
  }
}

/** The image of the atlas: the option, else `meta.image` resolved. */
export function imageOf(root: Record<string, unknown>, options: AtlasOptions | undefined): string {
  if (typeof options?.image === 'string' && options.image !== '') return options.image;
  const meta = isRecord(root.meta) ? root.meta : {};
  if (typeof meta.image !== 'string' || meta.image === '')
    throw new AtlasError('`meta.image` is missing (or give options.image)');
  return resolveImage(meta.image, options);
}

/** A pivot point, if the record is one. */
export const pointOf = (value: unknown): AtlasPoint | undefined =>
  isRecord(value) && isFiniteNumber(value.x) && isFiniteNumber(value.y) ? { x: value.x, y: value.y } : undefined;

/** The group's box: the largest untrimmed frame. */
export function boxOf(records: readonly FrameRecord[]): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const record of records) {
    width = Math.max(width, record.sourceSize.w);
    height = Math.max(height, record.sourceSize.h);
  }
  return { width, height };
}
