/**
 * A scene's defaults (docs/model.md#scene): the fields a scene gives every group it builds from a
 * SPRITES_OBJECT where the group gives none or an invalid one, as CB_GraphicSpritesScene does, and
 * its `data`, combined under each group's own.
 */
import { makeData } from './data.js';
import type { GraphicSpritesSnapshot, SpritesObjectInit } from './objects.js';
import type { SpritesGroupsDefaults, SpritesGroupsObject } from './scene.js';
import { isFiniteNumber, isRecord, isSize, isZIndex, resolveSrcType } from './base/sanitize.js';

/** The default fields, each with the check a group's own value must pass to be kept. */
export const DEFAULT_FIELDS: ReadonlyArray<readonly [keyof SpritesGroupsDefaults, (value: unknown) => boolean]> = [
  ['src', (value) => value !== undefined && value !== null && value !== '' && !Number.isNaN(value)],
  ['srcType', (value) => resolveSrcType(value) !== undefined],
  ['srcLeft', isFiniteNumber],
  ['srcTop', isFiniteNumber],
  ['srcWidth', isSize],
  ['srcHeight', isSize],
  ['left', isFiniteNumber],
  ['top', isFiniteNumber],
  ['width', isSize],
  ['height', isSize],
  ['zIndex', isZIndex],
];

/**
 * Reads the defaults given (invalid values are ignored; `null` removes one) and returns what writes
 * them into the scene's `spritesGroups`. Reading may throw (a getter or a Proxy that throws): then
 * nothing is written.
 */
export function readDefaults(spritesGroups: SpritesGroupsObject, defaults: SpritesGroupsDefaults): () => void {
  const writes: [key: string, value: unknown][] = [];
  let data: SpritesGroupsObject['data'] | undefined;
  if (isRecord(defaults)) {
    for (const [key, valid] of DEFAULT_FIELDS) {
      if (!(key in defaults)) continue;
      const value = defaults[key];
      if (value === null || valid(value)) writes.push([key, value]);
    }
    if ('data' in defaults && (defaults.data === null || isRecord(defaults.data)))
      data = makeData(spritesGroups, undefined, defaults.data ?? undefined, false);
  }
  return () => {
    const target = spritesGroups as unknown as Record<string, unknown>;
    for (const [key, value] of writes) {
      if (value === null) delete target[key];
      else target[key] = value;
    }
    if (data) spritesGroups.data = data;
  };
}

/** The scene's defaults, as given: only the fields that are set. */
export function defaultsOf(spritesGroups: SpritesGroupsObject): SpritesGroupsDefaults {
  const out: Record<string, unknown> = {};
  const source = spritesGroups as unknown as Record<string, unknown>;
  for (const [key] of DEFAULT_FIELDS) if (key in source) out[key] = source[key];
  const data = Object.keys(spritesGroups.data);
  if (data.length) out.data = Object.fromEntries(data.map((key) => [key, spritesGroups.data[key]]));
  return out as SpritesGroupsDefaults;
}

/**
 * The SPRITES_OBJECT with the scene's defaults where it has no valid value, and the scene's data
 * under its own. A copy, unless the group is kept by reference (`byReference`, else its own
 * `byReference_DEFAULT`): then the defaults are written into it, as the original does. A snapshot
 * (a serialized group) is returned as it is.
 */
export function withDefaults(
  spritesGroups: SpritesGroupsObject,
  group: SpritesObjectInit | GraphicSpritesSnapshot,
  byReference?: boolean,
): SpritesObjectInit | GraphicSpritesSnapshot {
  if (isRecord((group as GraphicSpritesSnapshot).spritesGroup) && !Array.isArray((group as SpritesObjectInit).sprites))
    return group;
  const init = group as SpritesObjectInit;
  const adopt = typeof byReference === 'boolean' ? byReference : init.byReference_DEFAULT === true;
  const defaults = spritesGroups as unknown as Record<string, unknown>;
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
