/**
 * Atlases for `<lib-sprites-group atlas="...">`: the JSON fetched, read and
 * its image loaded once per URL for the whole page (like image sizes), so a
 * hundred groups with one atlas cost one request of each. A failure is not
 * cached: a later attempt tries again.
 */
import { fromAseprite, fromTexturePacker, type AtlasSpritesObject } from '../../model/atlas/index.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const cache = new Map<string, Promise<AtlasSpritesObject>>();

/** Aseprite writes `meta.app` (and tags, durations); anything else in the same shape is read as TexturePacker. */
function isAseprite(json: unknown): boolean {
  if (!isRecord(json) || !isRecord(json.meta)) return false;
  const meta = json.meta;
  return (typeof meta.app === 'string' && meta.app.includes('aseprite')) || Array.isArray(meta.frameTags);
}

function loadImage(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`the image ${url} did not load`));
    image.src = url;
  });
}

async function load(url: string): Promise<AtlasSpritesObject> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error(`${url} is not JSON`);
  }
  const atlas = isAseprite(json) ? fromAseprite(json, { url }) : fromTexturePacker(json, { url });
  await loadImage(atlas.src);
  return atlas;
}

/** The atlas at `url` (absolute), read once per page; shared, so never modify what it gives. */
export function loadAtlas(url: string): Promise<AtlasSpritesObject> {
  let entry = cache.get(url);
  if (!entry) {
    entry = load(url);
    cache.set(url, entry);
    entry.catch(() => cache.delete(url));
  }
  return entry;
}
