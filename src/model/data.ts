/**
 * `data` objects. Each carries `that` (its owner) and `getThis()`; neither can be
 * overridden, and both live on a shared prototype (no closure or extra own
 * property per object), so copying or serializing a `data` object never walks
 * back into its owner.
 */
import { isRecord } from './base/sanitize.js';

export interface SpriteData<Owner = unknown> {
  readonly that: Owner | null;
  readonly getThis: (() => Owner | null) | null;
  [key: string]: unknown;
}

const RESERVED = new Set(['that', 'getThis']);

/** Sets an own key even when it is `__proto__` (plain assignment would replace the prototype) or a
 * name a data object's prototype holds read-only (`toJSON`: assignment would throw; docs/model.md#data). */
export function setOwn(target: object, key: string, value: unknown): void {
  if (
    key === '__proto__' ||
    ((key === 'toJSON' || key === 'getThis' || key === 'that') && !Object.prototype.hasOwnProperty.call(target, key))
  ) {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    (target as Record<string, unknown>)[key] = value;
  }
}

function getThis(this: { that: unknown }): unknown {
  return this.that;
}

/** Serializes the user's fields only, dropping cycles and turning BigInts into
 * strings, so `JSON.stringify` of a copy with cleared references never throws. */
function toJSON(this: Record<string, unknown>): Record<string, unknown> {
  return jsonSafe(this, new WeakSet()) as Record<string, unknown>;
}

/** The `type` of the model's own objects. A live LIB_GraphicSprites met inside user values (an extra
 * field or a data value pointing at a group) is walked like a record, never asked for its own JSON,
 * which would serialize the live, cyclic group. */
export const MODEL_TYPES: ReadonlySet<unknown> = new Set([
  'sprites',
  'spritesGroup',
  'sprite',
  'subSprite',
  'spritesScene',
  'spritesGroups',
]);
const isModelObject = (value: object): boolean => MODEL_TYPES.has((value as { type?: unknown }).type);

export function jsonSafe(value: unknown, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return undefined;
  seen.add(value);
  let out: unknown;
  if (Array.isArray(value)) {
    out = value.map((item) => jsonSafe(item, seen) ?? null);
  } else if (
    typeof (value as { toJSON?: unknown }).toJSON === 'function' &&
    !isDataObject(value) &&
    !isModelObject(value)
  ) {
    out = value;
  } else {
    const record: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (RESERVED.has(key)) continue;
      const item = jsonSafe((value as Record<string, unknown>)[key], seen);
      // Functions and symbols are dropped here rather than by JSON: a kept function named
      // `toJSON` would be called by JSON.stringify.
      if (item !== undefined && typeof item !== 'function' && typeof item !== 'symbol') setOwn(record, key, item);
    }
    out = record;
  }
  seen.delete(value);
  return out;
}

/** Where a data object keeps its owner; a symbol, so neither keys nor JSON see it. */
const OWNER: unique symbol = Symbol('owner');

/** The prototype of every data object. `that` is a getter with no setter, so
 * assigning it fails; `getThis` and `toJSON` are read-only. */
class DataObject {
  // Set in the constructor so the engine keeps it inside the object (no separate property store).
  [OWNER]: unknown;
  constructor(owner: unknown) {
    this[OWNER] = owner;
  }
  get that(): unknown {
    return this[OWNER];
  }
}
for (const [key, value] of Object.entries({ getThis, toJSON })) {
  Object.defineProperty(DataObject.prototype, key, { value, writable: false, enumerable: false, configurable: true });
}
const DATA_PROTOTYPE: object = DataObject.prototype;

export const isDataObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === DATA_PROTOTYPE;

/**
 * Builds the `data` of `owner`: the owner's own fields, then the parent's it
 * lacks. With `reuse` the given object itself becomes the data (byReference).
 */
export function makeData<Owner>(
  owner: Owner,
  parentData: unknown,
  ownData: unknown,
  reuse: boolean,
): SpriteData<Owner> {
  const own = isRecord(ownData) ? ownData : undefined;
  let data: Record<string | symbol, unknown>;
  // A data object that still belongs to another owner is copied: adopting it would take its `that` away.
  if (
    reuse &&
    own &&
    !(
      isDataObject(own) &&
      (own as Record<symbol, unknown>)[OWNER] != null &&
      (own as Record<symbol, unknown>)[OWNER] !== owner
    )
  ) {
    data = own;
    for (const key of RESERVED) if (Object.prototype.hasOwnProperty.call(data, key)) delete data[key];
    if (Object.getPrototypeOf(data) !== DATA_PROTOTYPE) Object.setPrototypeOf(data, DATA_PROTOTYPE);
    data[OWNER] = owner;
  } else {
    data = new DataObject(owner) as unknown as Record<string | symbol, unknown>;
    if (own) for (const key of Object.keys(own)) if (!RESERVED.has(key)) setOwn(data, key, own[key]);
  }
  inheritDataFields(data, parentData);
  return data as unknown as SpriteData<Owner>;
}

/** docs/model.md#data: the parent's data fields the object does not have itself. */
function inheritDataFields(data: object, parentData: unknown): void {
  if (!isRecord(parentData)) return;
  // for-in, not Object.keys: no array per object on the build path, where most data is empty.
  for (const key in parentData) {
    if (
      Object.prototype.hasOwnProperty.call(parentData, key) &&
      !RESERVED.has(key) &&
      !Object.prototype.hasOwnProperty.call(data, key)
    ) {
      setOwn(data, key, parentData[key]);
    }
  }
}

/** setField(object, 'data', record): the data object keeps its identity (and `that`); its user fields
 * become those of `ownData` (a non-record clears them), then the parent's it lacks. */
export function replaceDataFields(data: unknown, ownData: unknown, parentData: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  for (const key of Object.keys(data)) if (!RESERVED.has(key)) delete (data as Record<string, unknown>)[key];
  if (isRecord(ownData))
    for (const key of Object.keys(ownData)) if (!RESERVED.has(key)) setOwn(data, key, ownData[key]);
  inheritDataFields(data, parentData);
}

/** Sets `that` and `getThis` to null (clearReferences). */
export function clearDataReferences(data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  (data as Record<symbol, unknown>)[OWNER] = null;
  if (isDataObject(data)) {
    Object.defineProperty(data, 'getThis', { value: null, writable: false, enumerable: false, configurable: true });
  } else {
    // A plain object (e.g. a filtered copy's data): null what it has, add nothing.
    for (const key of RESERVED)
      if (Object.prototype.hasOwnProperty.call(data, key)) (data as Record<string, unknown>)[key] = null;
  }
}

/** The user's fields of a data object, without `that` and `getThis`. */
export function dataFields(data: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (isRecord(data)) for (const key of Object.keys(data)) if (!RESERVED.has(key)) setOwn(out, key, data[key]);
  return out;
}
