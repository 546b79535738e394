/**
 * The `lib-sprites/elements` entry: the elements and their types. Importing it
 * defines `<lib-sprites-scene>`, `<lib-sprites-group>`, `<lib-sprite>` and `<lib-sub-sprite>` (each
 * only if its tag is free), and not the fake cursor.
 */
import { defineSpriteElements } from './index.js';

export * from './index.js';

defineSpriteElements();
