/**
 * The package entry: the model, the elements and the fake cursor.
 * Importing it defines <lib-sprites-group>, <lib-sprite>, <lib-sub-sprite> and
 * <lib-fake-cursor> (through the two entries below), each only if its tag is
 * not defined yet (docs/getting-started.md#with-a-bundler). `lib-sprites/model` is the model alone,
 * without a DOM; `lib-sprites/elements` and `lib-sprites/cursor` define only
 * their own elements.
 */
export * from './model/index.js';
export * from './elements/entry.js';
export * from './cursor/index.js';
