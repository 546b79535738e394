/**
 * Copying (docs/model.md#copy): snapshots that rebuild a group, clearing the references
 * that make a group cyclic, and filtering down to listed properties.
 */
import { FILTER_MARKER_PREFIX } from './base/constants.js';
import type { ElementKind, PropertiesToKeep } from './base/constants.js';
import { MODEL_TYPES, clearDataReferences, dataFields, isDataObject, jsonSafe, setOwn } from './data.js';
import { FIELD_BY_NAME, STRUCTURE_NAMES, VALUE_FIELD_BY_NAME, isInheritedValue } from './fields.js';
import type { LIB_GraphicSprites } from './graphic-sprites.js';
import type { GraphicSpritesSnapshot, SpriteInit, SpritesObjectInit, SubSpriteInit } from './objects.js';
import { isRecord } from './base/sanitize.js';

/** What filterProperties returns: plain, JSON-safe data. */
export type FilteredCopy = Record<string, unknown>;

/** A deep copy of user values; functions stay shared (they cannot be copied), cycles are kept. */
export function deepClone<T>(value: T, seen = new Map<object, unknown>()): T {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return seen.get(value) as T;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    seen.set(value, out);
    for (const item of value) out.push(deepClone(item, seen));
    return out as T;
  }
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value instanceof Map) {
    const out = new Map();
    seen.set(value, out);
    for (const [k, v] of value) out.set(deepClone(k, seen), deepClone(v, seen));
    return out as T;
  }
  if (value instanceof Set) {
    const out = new Set();
    seen.set(value, out);
    for (const v of value) out.add(deepClone(v, seen));
    return out as T;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null && !isDataObject(value)) return value;
  const out: Record<string, unknown> = {};
  seen.set(value, out);
  for (const key of Object.keys(value)) {
    if (key === 'that' || key === 'getThis') continue;
    setOwn(out, key, deepClone((value as Record<string, unknown>)[key], seen));
  }
  return out as T;
}

/** `seen` is shared by every level of one snapshot, so a value the levels share (an inherited
 * `src` object, a parent's data value) stays shared in the copy, as in the original. */
function levelInit(level: object, withTimes: boolean, seen: Map<object, unknown>): Record<string, unknown> {
  const source = level as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(source)) if (!STRUCTURE_NAMES.has(key)) setOwn(out, key, deepClone(source[key], seen));
  out.data = deepClone(dataFields(source.data), seen);
  if (withTimes && 'time' in source) out.time = source.time;
  return out;
}

/** A plain description of `group` that the constructor rebuilds into an equal group. */
export function snapshotOf(
  group: LIB_GraphicSprites,
  withPointer: boolean,
  withTimes: boolean,
): GraphicSpritesSnapshot {
  const source = group.spritesGroup;
  const seen = new Map<object, unknown>();
  const spritesGroup = levelInit(source, false, seen) as SpritesObjectInit & Record<string, unknown>;
  spritesGroup.parent = source.parent;
  if (source.position !== undefined) spritesGroup.position = source.position;
  if (source.positionByZIndex !== undefined) spritesGroup.positionByZIndex = source.positionByZIndex;
  spritesGroup.sprites = source.sprites.map((sprite) => {
    const init = levelInit(sprite, withTimes, seen) as SpriteInit;
    init.subSprites = sprite.subSprites.map((sub) => levelInit(sub, withTimes, seen) as SubSpriteInit);
    return init;
  });
  const snapshot: GraphicSpritesSnapshot = { spritesGroup, byReference_DEFAULT: group.byReference_DEFAULT };
  if (withPointer) {
    snapshot.pointer = group.pointer;
    snapshot.pointerPrevious = group.pointerPrevious;
  }
  if (withTimes) snapshot.time = group.time;
  return snapshot;
}

/** Whether any level of the group still points back into the structure (container, an object parent). */
function holdsReferences(group: LIB_GraphicSprites['spritesGroup']): boolean {
  const linked = (level: { container?: unknown; parent?: unknown }): boolean =>
    level.container != null || (typeof level.parent === 'object' && level.parent !== null);
  if (linked(group)) return true;
  for (const sprite of Array.isArray(group.sprites) ? group.sprites : []) {
    if (linked(sprite)) return true;
    for (const sub of Array.isArray(sprite.subSprites) ? sprite.subSprites : []) if (linked(sub)) return true;
  }
  return false;
}

/**
 * What JSON.stringify serializes for a group. With its references cleared (getCopy(..., true)) the
 * user's values are made JSON-safe (BigInts as strings, cycles cut), so stringifying never throws;
 * while references remain the group serializes as it is and JSON.stringify reports the cycle.
 */
export function toJSONOf(group: LIB_GraphicSprites): unknown {
  if (!group.spritesGroup || holdsReferences(group.spritesGroup)) return group;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(group)) out[key] = (group as unknown as Record<string, unknown>)[key];
  return jsonSafe(out);
}

/** Sets container, parent, data.that and data.getThis to null on `element` and everything below it. */
export function clearReferences<T>(element: T): T {
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const record = node as Record<string, unknown>;
    for (const key of ['container', 'parent']) {
      if (Object.prototype.hasOwnProperty.call(record, key)) record[key] = null;
    }
    if ('data' in record) clearDataReferences(record.data);
    for (const key of [
      'spritesGroup',
      'sprites',
      'spritesByZIndex',
      'subSprites',
      'subSpritesByZIndex',
      'spritesGroups',
      'items',
      'itemsByZIndex',
    ]) {
      if (key in record) visit(record[key]);
    }
  };
  visit(element);
  return element;
}

/** The kind filterProperties reads an element as: its `type`, when it is one of the model's (own, never inherited from Object). */
export const kindOf = (element: unknown): ElementKind | undefined =>
  isRecord(element) && MODEL_TYPES.has(element.type) ? (element.type as ElementKind) : undefined;

/** Names of the LIB_GraphicSprites and scene levels, which have no parent to inherit from: always copied. */
const NOT_INHERITED = new Set([
  'spritesGroup',
  'spritesGroups',
  'items',
  'itemsByZIndex',
  'pointer',
  'pointerPrevious',
]);

const sameData = (a: unknown, b: unknown): boolean => {
  const left = dataFields(a);
  const right = dataFields(b);
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.is(left[key], right[key]));
};

/** Whether `value` equals what the element would inherit for `name` when the property is left out. */
function isInherited(kind: ElementKind, element: Record<string, unknown>, name: string, value: unknown): boolean {
  if (NOT_INHERITED.has(name)) return false;
  const parent = element.parent;
  const declaration = FIELD_BY_NAME.get(name);
  if (declaration) {
    // A group's fields have no parent field to come from (docs/model.md#sprites-object).
    if (kind !== 'sprite' && kind !== 'subSprite') return false;
    if (declaration.kind === 'data') return isRecord(parent) && sameData(value, parent.data);
    // id, time, byReference and the structure are the object's own: always copied.
    if (!VALUE_FIELD_BY_NAME.has(name)) return false;
    if (declaration.inherits && !isRecord(parent)) return false;
    // The table's rule: what the element would get if the property were left out (left/top: the static default).
    return isInheritedValue(declaration, value, parent as object | undefined);
  }
  if (!isRecord(parent) || !(name in parent)) return false;
  return Object.is(value, parent[name]);
}

function filterValue(value: unknown, keep: PropertiesToKeep): unknown {
  if (kindOf(value)) return filterElement(value as Record<string, unknown>, keep);
  if (Array.isArray(value)) return value.map((item) => filterValue(item, keep));
  // A filtered copy is plain, JSON-safe data: BigInts become strings, cycles are cut.
  if (isDataObject(value)) return jsonSafe(deepClone(dataFields(value)));
  return jsonSafe(deepClone(value));
}

function filterElement(element: Record<string, unknown>, keep: PropertiesToKeep): FilteredCopy {
  const kind = kindOf(element)!;
  const names = keep[kind];
  const out: FilteredCopy = {};
  if (!Array.isArray(names)) return out;
  for (const listed of names) {
    if (typeof listed !== 'string') continue;
    // As the original: `_note` names the property literally called `_note`, always copied (never inherited).
    const always = listed.startsWith(FILTER_MARKER_PREFIX);
    const name = listed;
    if (name === '' || !(name in element)) continue;
    const value = element[name];
    if (value === undefined || typeof value === 'function') continue;
    if (!always && isInherited(kind, element, name, value)) continue;
    out[name] = filterValue(value, keep);
  }
  return out;
}

/** docs/model.md#copy: keeps the listed properties, recursively; null when `element` is no known kind. */
export function filterProperties(element: unknown, propertiesToKeepObject: PropertiesToKeep): FilteredCopy | null {
  if (!kindOf(element)) return null;
  const keep = isRecord(propertiesToKeepObject) ? propertiesToKeepObject : {};
  return filterElement(element as Record<string, unknown>, keep);
}
