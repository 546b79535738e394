/**
 * The custom elements of the core: `<lib-sprites-group>`, `<lib-sprite>`, `<lib-sub-sprite>`;
 * `<lib-sprites-scene>` is a feature loaded on first use (./features.ts, ./scene/index.ts).
 * Importing this module defines nothing; the package entry `lib-sprites/elements`
 * (./entry.ts) does.
 */

import { defineElement } from '../shared/define.js';
import { LibSpriteElement } from './sprite/sprite.js';
import { GROUP_TAG, SCENE_TAG, SPRITE_TAG, SUB_SPRITE_TAG } from '../shared/tag-names.js';
import { LibSpritesGroupElement } from './group/sprites-group.js';
import { LibSubSpriteElement } from './sprite/sub-sprite.js';
import { loadScene, sceneIfLoaded } from './features.js';
import { loadOnSight } from '../shared/autoload.js';

export { LibSpritesGroupElement, LibSpriteElement, LibSubSpriteElement };
// The scene's values are in `lib-sprites/scene` (./scene/index.ts): its types only here.
export type { LibSpritesSceneElement } from './scene/sprites-scene.js';
export type { SceneModel } from './sync/scene-model.js';
export type {
  SceneEventMap,
  SceneHit,
  SceneRenderer,
  SpritePointerDetail,
  SpritePointerEvent,
} from './scene/sprites-scene.js';
export type { SpriteFieldsElement } from './base/fields-element.js';
// The codes' table (`WARNING_CODES`) is prose a page does not run: `lib-sprites/warnings`.
export { onWarning, type LibSpritesWarning, type WarningCode, type WarningListener } from '../shared/warnings.js';
export { GroupModel } from './sync/group-model.js';
export { trustListenerCounts } from './events/listeners.js';
import { GroupModel } from './sync/group-model.js';
/** @deprecated The earlier name of `GroupModel`, kept for one minor version. */
export const SpritesController = GroupModel;
/** @deprecated The earlier name of `GroupModel`, kept for one minor version. */
export type SpritesController = GroupModel;
export { FPS_DEFAULT, PlaybackController } from './playback/playback-controller.js';
export type { PlaybackConfiguration, PlaybackHost, PlaybackOptions } from './playback/playback-options.js';
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
} from './events/events.js';

/**
 * Defines the three core elements in `registry` (the page's by default), each only if its tag
 * is not defined yet, and `<lib-sprites-scene>` with them if its module ran (`lib-sprites/scene`
 * imported ahead); otherwise the scene's module is fetched the first time the page has one.
 */
export function defineSpriteElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  // No registry (a server without a DOM shim): nothing to define, and importing must not throw.
  if (!registry) return;
  const define = (tag: string, element: CustomElementConstructor): void => defineElement(registry, tag, element);
  // Outermost first: markup already in the page upgrades in definition order, and a
  // group must find its scene upgraded (the defaults it inherits) before its first draw
  // (a group whose scene is still being fetched waits for it: features.ts).
  const scene = sceneIfLoaded();
  if (scene) define(SCENE_TAG, scene);
  else if (registry === globalThis.customElements) loadOnSight(SCENE_TAG, () => loadScene(registry));
  define(GROUP_TAG, LibSpritesGroupElement);
  define(SPRITE_TAG, LibSpriteElement);
  define(SUB_SPRITE_TAG, LibSubSpriteElement);
}
