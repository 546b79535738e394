/**
 * The aliases of LIB_GraphicSprites (docs/model.md#aliases), of the scene and of a sprite, each as one
 * table mixed into its class, like PixiJS's `Container.mixin`: each alias calls its method on `this`, so a subclass
 * that overrides the method changes the alias too.
 */
export const ALIASES = {
  current: 'getCurrent',
  now: 'getCurrent',
  executeAll: 'executeFunctionAll',
  forEach: 'executeFunctionAll',
  forEachSprite: 'executeFunctionAll',
  executeAllSubSprites: 'executeFunctionAllSubSprites',
  forEachSubSprite: 'executeFunctionAllSubSprites',
  get: 'getSprite',
  getAll: 'getSprites',
  getSpritesAll: 'getSprites',
  getById: 'getSpriteById',
  getIndexById: 'getSpriteIndexById',
  getCurrentPosition: 'getPointer',
  getPreviousPosition: 'getPointerPrevious',
  setCurrentPosition: 'setPointer',
  insert: 'insertSprite',
  insertSpritesGroup: 'insertSprites',
  next: 'setNext',
  previous: 'setPrevious',
  remove: 'removeSprite',
  removeById: 'removeSpriteById',
  removeAll: 'removeSprites',
  removeSpritesAll: 'removeSprites',
  removeSpritesGroup: 'removeSprites',
  removeSubSpritesAll: 'removeSubSprites',
} as const;

export type AliasTable = typeof ALIASES;

/** The aliases of LIB_GraphicSpritesScene, the original scene's, each on the method of the same kind. */
export const SCENE_ALIASES = {
  executeAll: 'executeFunctionAll',
  forEach: 'executeFunctionAll',
  forEachGraphicSprites: 'executeFunctionAll',
  get: 'getGraphicSprites',
  getAll: 'getGraphicSpritesAll',
  getById: 'getGraphicSpritesById',
  getIndexById: 'getGraphicSpritesIndexById',
  getSpritesGroupsAll: 'getSpritesGroups',
  insert: 'insertSpritesGroup',
  remove: 'removeSpritesGroup',
  removeGraphicSprites: 'removeSpritesGroup',
  removeById: 'removeSpritesGroupById',
  removeGraphicSpritesById: 'removeSpritesGroupById',
  removeAll: 'removeSpritesGroups',
  removeSpritesGroupsAll: 'removeSpritesGroups',
  updateItemsByZIndex: 'updateGraphicSpritesByZIndex',
} as const;

export type SceneAliasTable = typeof SCENE_ALIASES;

/** The aliases of a sprite's methods (docs/model.md#sprite-methods), each on its method of the same kind. */
export const SPRITE_ALIASES = {
  removeSubSprites: 'removeAll',
  insertSubSprite: 'insert',
  getSubSprites: 'getAll',
  executeAll: 'executeFunctionAll',
  forEach: 'executeFunctionAll',
  getCurrentPosition: 'getPointer',
  getPreviousPosition: 'getPointerPrevious',
  setCurrentPosition: 'setPointer',
  current: 'getCurrent',
  now: 'getCurrent',
  previous: 'setPrevious',
  next: 'setNext',
} as const;

export type SpriteAliasTable = typeof SPRITE_ALIASES;

/** Adds every alias of `table` to `prototype` (non-enumerable, like class methods). */
export function mixinAliases(prototype: object, table: Record<string, string>): void {
  for (const [alias, method] of Object.entries(table)) {
    Object.defineProperty(prototype, alias, {
      value: function (this: Record<string, (...args: unknown[]) => unknown>, ...args: unknown[]): unknown {
        // Every alias names a method of the class (the table is typed against it).
        return this[method]!(...args);
      },
      writable: true,
      enumerable: false,
      configurable: true,
    });
  }
}
