/**
 * The `lib-sprites/scene` entry: `<lib-sprites-scene>`, its Canvas 2D renderer
 * and the worker behind `offscreen`, imported ahead. Importing it defines the
 * scene (if its tag is free); without it, the core fetches the scene the
 * first time a page has one, and the worker's code the first time a scene
 * has `offscreen` (docs/getting-started.md#features).
 */
import { defineElement } from '../../shared/define.js';
import { SCENE_TAG } from '../../shared/tag-names.js';
import { LibSpritesSceneElement } from './scene-feature.js';
import { SceneModel } from '../sync/scene-model.js';
import * as offscreen from '../../render/canvas/offscreen/worker-canvas.js';
import { provideOffscreen } from './scene-canvas.js';

export { LibSpritesSceneElement, SceneModel };
export type {
  SceneEventMap,
  SceneHit,
  SceneRenderer,
  SpritePointerDetail,
  SpritePointerEvent,
} from './sprites-scene.js';
/** @deprecated The earlier name of `SceneModel`, kept for one minor version. */
export const SceneController = SceneModel;
/** @deprecated The earlier name of `SceneModel`, kept for one minor version. */
export type SceneController = SceneModel;

/** Defines `<lib-sprites-scene>` in `registry` (the page's by default), if its tag is free. */
export function defineSceneElement(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (registry) defineElement(registry, SCENE_TAG, LibSpritesSceneElement);
}

// Ahead, as the rest: the worker behind `offscreen` too (fetched at the first `offscreen` scene otherwise).
provideOffscreen(offscreen);
defineSceneElement();
