/**
 * The atlas readers, `lib-sprites/atlas` (docs/atlases-playback.md#atlases):
 * Aseprite and TexturePacker JSON read into a SPRITES_OBJECT. No DOM: usable in
 * workers. Importing it also makes `LIB_GraphicSprites.fromAseprite` and
 * `.fromTexturePacker` work; a group's `atlas` attribute loads it on first use.
 */
import { fromAseprite } from './aseprite.js';
import { provideAtlasReaders } from './readers.js';
import { fromTexturePacker } from './texture-packer.js';

export { fromAseprite, fromTexturePacker };
export { AtlasError } from './types.js';
export type { AnimationTag, AtlasOptions, AtlasPoint, AtlasSpriteInit, AtlasSpritesObject } from './types.js';

provideAtlasReaders({ fromAseprite, fromTexturePacker });
