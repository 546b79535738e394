/** The model alone: no DOM, usable in workers and on servers. */
export { LIB_GraphicSprites, LIB_GraphicSprites as GraphicSprites } from './graphic-sprites.js';
export type { LIB_GraphicSpritesChange } from './graphic-sprites.js';
export type { PlayReports } from './pointer-time.js';
export { LIB_GraphicSpritesScene, LIB_GraphicSpritesScene as GraphicSpritesScene } from './scene.js';
export type { SpritesGroupsObject, SpritesGroupsDefaults, SpritesGroupsInit, SceneInsertResult } from './scene.js';
export { SpritesGroupObject, SpriteObject, SubSpriteObject } from './objects.js';
export type {
  AnySpriteObject,
  GraphicSpritesSnapshot,
  InheritableInit,
  SpriteFields,
  SpriteId,
  SpriteInit,
  SpritesObjectInit,
  SubSpriteInit,
} from './objects.js';
export type { SpriteData } from './data.js';
export { LIB_Arrays } from './arrays.js';
export type {
  DelayCallback,
  ElementCallback,
  ExecuteFunctionAll_OBJECT,
  ExecuteFunctionAllResult,
  FinishCallback,
} from './arrays.js';
export { LIB_Device } from './base/device.js';
export { SRC_TYPES, filterProperties_DEFAULT_PROPERTIES } from './base/constants.js';
export type { ElementKind, PropertiesToKeep } from './base/constants.js';
export type { FilteredCopy } from './copy.js';
// The readers (`fromAseprite`, `fromTexturePacker`) are a feature of their own: `lib-sprites/atlas`.
export { AtlasError } from './atlas/types.js';
export type { AnimationTag, AtlasOptions, AtlasPoint, AtlasSpriteInit, AtlasSpritesObject } from './atlas/types.js';
export type { PlaybackDirection } from './playback/direction.js';
// Beside the model, each its own entry: the field table (`lib-sprites/model/fields`, fields-entry.ts) and
// playback without a DOM (`lib-sprites/model/playback`, playback/index.ts). The watch API (watch.ts) is
// the elements' own.
