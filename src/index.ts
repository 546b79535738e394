/**
 * The package entry: the model and the core elements. Importing it defines
 * <lib-sprites-group>, <lib-sprite> and <lib-sub-sprite> (each only if its tag
 * is not defined yet, docs/getting-started.md#with-a-bundler); <lib-sprites-scene>,
 * <lib-fake-cursor> and <lib-cursor-state> are fetched the first time the page
 * has one (docs/getting-started.md#features). `lib-sprites/model` is the model
 * alone, without a DOM; `lib-sprites/elements` the elements; `lib-sprites/scene`
 * and `lib-sprites/cursor` (with `LIB_Mouse`) import those features ahead.
 */
import { loadOnSight } from './shared/autoload.js';
import { CURSOR_STATE_TAG, FAKE_CURSOR_TAG } from './shared/tag-names.js';

export * from './model/index.js';
export * from './model/fields-entry.js';
export * from './model/playback/index.js';
export * from './elements/entry.js';
export type * from './cursor/index.js';

const loadCursor = (): Promise<unknown> => import('./cursor/index.js');
loadOnSight(FAKE_CURSOR_TAG, loadCursor);
loadOnSight(CURSOR_STATE_TAG, loadCursor);
