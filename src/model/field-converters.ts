/**
 * The field table's converters (fields.ts), the model's side: how a value of each kind is parsed and
 * checked, with the statics the defaults are read from. How it is read from and written to an attribute
 * is the elements' side (field-attributes.ts), which a page that uses the model alone does not load. DOM-free.
 */
import { DEFAULTS } from './base/constants.js';
import { isRecord } from './base/sanitize.js';
import { isSize, isZIndex, toNumber } from './base/values.js';

export { toNumber };

/** The model's side of a field's converter: how a value given to the model is checked and stored. */
export interface ValueConverter<T = unknown> {
  /** The value itself when valid (numeric strings read as numbers), else undefined. */
  parse(value: unknown): T | undefined;
  /** The value to store: the valid own value, else `parentValue` when given, else the default. */
  sanitize(value: unknown, parentValue?: T): T;
}

/** Lit's `ComplexAttributeConverter` over the model's side (field-attributes.ts adds the attribute side). */
export interface FieldConverter<T = unknown> extends ValueConverter<T> {
  /** The attribute string as a value; undefined when absent or not a valid value. */
  fromAttribute(value: string | null): T | undefined;
  /** The value as an attribute string; null when the attribute should be absent. */
  toAttribute(value: unknown): string | null;
  /** Why an attribute string is refused (for a warning), or null when it is fine. */
  problem(value: string): string | null;
}

// ------------------------------------------------------------------ defaults

/** The statics the defaults are read from; LIB_GraphicSprites registers itself (no import cycle). */
export type DefaultsSource = typeof DEFAULTS;

let D: DefaultsSource = DEFAULTS;

/** Called once by LIB_GraphicSprites, so `LIB_GraphicSprites.WIDTH_DEFAULT = 50` is followed. */
export function useDefaultsFrom(source: DefaultsSource): void {
  D = source;
}

/** The statics in use (LIB_GraphicSprites once it has loaded). */
export const defaults = (): DefaultsSource => D;

/** ZINDEX_DEFAULT when it is a valid z-index, else 1 (docs/model.md#z-index). */
export const zIndexDefault = (): number => {
  const z = D.ZINDEX_DEFAULT;
  return typeof z === 'number' && Number.isFinite(z) && z !== 0 ? z : 1;
};

// ---------------------------------------------------------------- converters

/** A SRC_TYPES name (exact, else upper-cased) or one of its integers, read live so user-added entries count. */
export function parseSrcType(value: unknown): number | undefined {
  const types = D.SRC_TYPES;
  if (typeof value === 'string') {
    const name = value.trim();
    if (Object.prototype.hasOwnProperty.call(types, name)) return types[name];
    const upper = name.toUpperCase();
    if (Object.prototype.hasOwnProperty.call(types, upper)) return types[upper];
    if (!/^\d+$/.test(name)) return undefined;
    value = Number(name);
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
  if (value >= 0 && value <= 12) return value;
  for (const key in types) if (types[key] === value) return value;
  return undefined;
}

/** The SRC_TYPES name of an integer (not DEFAULT when another name exists). */
export function srcTypeName(value: number): string {
  const types = D.SRC_TYPES;
  let fallback: string | undefined;
  for (const key of Object.keys(types)) {
    if (types[key] !== value) continue;
    if (key !== 'DEFAULT') return key;
    fallback = key;
  }
  return fallback ?? String(value);
}

/** Whether `value` can sit in a group that must survive `JSON.stringify` and reload equal (docs/model.md#src). */
function isJsonSafeSource(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      return value !== null && isAcyclic(value);
    default:
      return false; // undefined, symbol, function, bigint
  }
}

function isAcyclic(value: object, path: Set<object> = new Set()): boolean {
  if (path.has(value)) return false;
  path.add(value);
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'bigint') return false;
    if (typeof item === 'object' && item !== null && !isAcyclic(item, path)) return false;
  }
  path.delete(value);
  return true;
}

/** A converter over `parse`, falling back to `fallback` (the field's default). */
export function converter<T>(parse: (value: unknown) => T | undefined, fallback: () => T): ValueConverter<T> {
  return {
    parse,
    sanitize(value, parentValue) {
      const own = parse(value);
      if (own !== undefined) return own;
      return parentValue !== undefined ? parentValue : fallback();
    },
  };
}

/** A number (or a string holding one) that passes `valid`. */
const numeric =
  (valid: (n: number) => boolean) =>
  (value: unknown): number | undefined => {
    const n = toNumber(value);
    return n !== undefined && valid(n) ? n : undefined;
  };

/** Ids must evaluate to true and survive JSON (docs/model.md#ids): non-empty strings and finite non-zero numbers. */
export const isValidId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value) && value !== 0);

/** What each kind of value field takes as valid; the other kinds (structural, read-only) take nothing from outside. */
export const PARSERS: Readonly<Record<string, (value: unknown) => unknown>> = {
  id: (value) => (isValidId(value) ? value : undefined),
  any: (value) => (isJsonSafeSource(value) ? value : undefined),
  srcType: parseSrcType,
  number: numeric(() => true),
  size: numeric(isSize),
  'z-index': numeric(isZIndex),
  boolean: (value) => (typeof value === 'boolean' ? value : undefined),
  data: (value) => (isRecord(value) ? value : undefined),
  time: numeric(isSize),
};
