/**
 * The package entry: the model, the elements and the fake cursor.
 * Importing it defines <lib-sprites-group>, <lib-sprite>, <lib-sub-sprite> and
 * <lib-fake-cursor>, each only if its tag is not defined yet (DECISIONS.md).
 * For the model alone, without a DOM, import `lib-sprites/model`.
 */
import { defineSpriteElements } from './elements/index.js';
import { defineFakeCursor } from './cursor/index.js';

export * from './model/index.js';
export * from './elements/index.js';
export * from './cursor/index.js';

defineSpriteElements();
defineFakeCursor();
