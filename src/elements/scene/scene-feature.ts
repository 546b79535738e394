/**
 * `<lib-sprites-scene>` as a feature of the core: running this module hands
 * the scene's class to the core (../features.ts), which defines it with the
 * group elements or, fetched on first sight, as it arrives.
 */
import { provideScene } from '../features.js';
import { LibSpritesSceneElement } from './sprites-scene.js';

provideScene(LibSpritesSceneElement);

export { LibSpritesSceneElement };
