/**
 * Where the model finds the atlas readers: they are a feature of their own
 * (`lib-sprites/atlas`, ./index.ts), which hands them over when it runs, so a
 * page that never reads an atlas never loads them. `LIB_GraphicSprites.fromAseprite`
 * and `.fromTexturePacker` stay synchronous and read through this slot.
 */
import type { AtlasOptions, AtlasSpritesObject } from './types.js';

export type AtlasReader = (json: unknown, options?: AtlasOptions) => AtlasSpritesObject;

export interface AtlasReaders {
  fromAseprite: AtlasReader;
  fromTexturePacker: AtlasReader;
}

let readers: AtlasReaders | undefined;

/** The atlas module hands its readers over when it runs. */
export function provideAtlasReaders(given: AtlasReaders): void {
  readers = given;
}

/** The readers; a clear error at the call when `lib-sprites/atlas` was not imported. */
export function atlasReaders(): AtlasReaders {
  if (!readers) throw new Error("The atlas readers are in 'lib-sprites/atlas': import it before reading an atlas");
  return readers;
}
