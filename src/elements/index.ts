/**
 * The custom elements: `<lib-sprites-scene>`, `<lib-sprites-group>`, `<lib-sprite>`, `<lib-sub-sprite>`.
 * Importing this module defines nothing; the package entry `lib-sprites/elements`
 * (./entry.ts) does.
 */
import { GROUP_TAG, SPRITE_TAG, SUB_SPRITE_TAG } from './fields.js';
import { LibSpriteElement } from './sprite.js';
import { LibSpritesGroupElement } from './sprites-group.js';
import { LibSubSpriteElement } from './sub-sprite.js';
import { LibSpritesSceneElement } from './sprites-scene.js';

export { LibSpritesGroupElement, LibSpriteElement, LibSubSpriteElement, LibSpritesSceneElement };
export { SceneController } from './scene-controller.js';
export type { SceneEventMap, SceneHit, SceneRenderer, SpritePointerDetail, SpritePointerEvent } from './sprites-scene.js';
export { SpriteFieldsElement } from './fields-element.js';
export { WARNING_CODES, onWarning, type LibSpritesWarning, type WarningCode, type WarningListener } from '../shared/warnings.js';
export { SpritesController } from './controller.js';
export { FPS_DEFAULT, PlaybackController } from './playback-controller.js';
export type { PlaybackConfiguration, PlaybackHost, PlaybackOptions } from './playback-controller.js';
export type {
  SpriteChangeDetail,
  SpriteChangeEvent,
  SpriteElementsEventMap,
  SpritesEndDetail,
  SpritesEndEvent,
  SpritesErrorDetail,
  SpritesErrorEvent,
  SpritesFrameChange,
  SpritesFrameDetail,
  SpritesFrameEvent,
  SpritesLoopDetail,
  SpritesLoopEvent,
  SpritesTagDetail,
  SpritesTagEvent,
} from './events.js';

/** Defines the four elements in `registry` (the page's by default), each only if its tag is not defined yet. */
export function defineSpriteElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  // No registry (a server without a DOM shim): nothing to define, and importing must not throw.
  if (!registry) return;
  const define = (tag: string, element: CustomElementConstructor): void => {
    if (!registry.get(tag)) registry.define(tag, element);
  };
  // Outermost first: markup already in the page upgrades in definition order, and a
  // group must find its scene upgraded (the defaults it inherits) before its first draw.
  define('lib-sprites-scene', LibSpritesSceneElement);
  define(GROUP_TAG, LibSpritesGroupElement);
  define(SPRITE_TAG, LibSpriteElement);
  define(SUB_SPRITE_TAG, LibSubSpriteElement);
}
