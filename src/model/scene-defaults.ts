/**
 * What a scene gives the groups it builds from a SPRITES_OBJECT (docs/model.md#scene): its
 * default fields where the group has no valid value, and its data under the group's own.
 */
import { isCoordinate, isRecord, isSize, isZIndex, resolveSrcType } from './base/sanitize.js';
import type { GraphicSpritesSnapshot, InheritableInit, SpritesObjectInit } from './objects.js';

/** The default fields, each with the check a group's own value must pass to be kept. */
export const DEFAULT_FIELDS: ReadonlyArray<readonly [keyof InheritableInit, (value: unknown) => boolean]> = [
  ['src', (value) => value !== undefined && value !== null && value !== '' && !Number.isNaN(value)],
  ['srcType', (value) => resolveSrcType(value) !== undefined],
  ['srcLeft', isCoordinate],
  ['srcTop', isCoordinate],
  ['srcWidth', isSize],
  ['srcHeight', isSize],
  ['left', isCoordinate],
  ['top', isCoordinate],
  ['width', isSize],
  ['height', isSize],
  ['zIndex', isZIndex],
];

/**
 * `group` with the defaults of `spritesGroups` (the scene's SPRITES_GROUPS_OBJECT). A copy, unless
 * the group is kept by reference (`byReference`, else its own `byReference_DEFAULT`): then the
 * defaults are written into it, as the original does. A snapshot (a serialized group) is returned
 * as it is.
 */
export function withSceneDefaults(
  spritesGroups: object & { data: Record<string, unknown> },
  group: SpritesObjectInit | GraphicSpritesSnapshot,
  byReference?: boolean,
): SpritesObjectInit | GraphicSpritesSnapshot {
  if (isRecord((group as GraphicSpritesSnapshot).spritesGroup) && !Array.isArray((group as SpritesObjectInit).sprites))
    return group;
  const init = group as SpritesObjectInit;
  const adopt = typeof byReference === 'boolean' ? byReference : init.byReference_DEFAULT === true;
  const defaults = spritesGroups as Record<string, unknown>;
  const sceneData = Object.keys(spritesGroups.data);
  let out: Record<string, unknown> | null = null;
  const target = (): Record<string, unknown> => (out ??= adopt ? (init as Record<string, unknown>) : { ...init });
  for (const [key, valid] of DEFAULT_FIELDS) {
    if (key in defaults && !valid((init as Record<string, unknown>)[key])) target()[key] = defaults[key];
  }
  if (sceneData.length) {
    const own = isRecord(init.data) ? init.data : undefined;
    const missing = sceneData.filter((key) => !own || !Object.prototype.hasOwnProperty.call(own, key));
    if (missing.length) {
      const data: Record<string, unknown> = adopt && own ? own : { ...own };
      for (const key of missing) data[key] = spritesGroups.data[key];
      target().data = data;
    }
  }
  return out ?? init;
}
