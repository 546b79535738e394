/**
 * The library's tag names, in one place: the elements define themselves
 * under these, and code that finds an element by its tag (a sprite's group,
 * a cursor look's group) compares with the same constants.
 */
export const SCENE_TAG = 'lib-sprites-scene';
export const GROUP_TAG = 'lib-sprites-group';
export const SPRITE_TAG = 'lib-sprite';
export const SUB_SPRITE_TAG = 'lib-sub-sprite';
export const FAKE_CURSOR_TAG = 'lib-fake-cursor';
export const CURSOR_STATE_TAG = 'lib-cursor-state';
