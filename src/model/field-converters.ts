/**
 * The field table's converters (fields.ts): how a value of each kind is parsed, checked, written as an
 * attribute and given its default, with the statics the defaults are read from. DOM-free.
 */
import * as constants from './base/constants.js';
import { isRecord } from './base/sanitize.js';
import { isSize, isZIndex, toNumber } from './base/values.js';

export { toNumber };

/** Lit's `ComplexAttributeConverter`, plus the model side. */
export interface FieldConverter<T = unknown> {
  /** The attribute string as a value; undefined when absent or not a valid value. */
  fromAttribute(value: string | null): T | undefined;
  /** The value as an attribute string; null when the attribute should be absent. */
  toAttribute(value: unknown): string | null;
  /** Why an attribute string is refused (for a warning), or null when it is fine. */
  problem(value: string): string | null;
  /** The value itself when valid (numeric strings read as numbers), else undefined. */
  parse(value: unknown): T | undefined;
  /** The value to store: the valid own value, else `parentValue` when given, else the default. */
  sanitize(value: unknown, parentValue?: T): T;
}

// ------------------------------------------------------------------ defaults

/** The statics the defaults are read from; LIB_GraphicSprites registers itself (no import cycle). */
export interface DefaultsSource {
  SRC_TYPES: Record<string, number>;
  SRC_TYPES_DEFAULT: number;
  LEFT_SOURCE_DEFAULT: number;
  TOP_SOURCE_DEFAULT: number;
  WIDTH_SOURCE_DEFAULT: number;
  HEIGHT_SOURCE_DEFAULT: number;
  LEFT_DEFAULT: number;
  TOP_DEFAULT: number;
  WIDTH_DEFAULT: number;
  HEIGHT_DEFAULT: number;
  ZINDEX_DEFAULT: number;
}

let D: DefaultsSource = constants;

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

interface ConverterParts<T> {
  parse(value: unknown): T | undefined;
  fromAttribute?(value: string): T | undefined;
  toAttribute?(value: unknown): string | null;
  problem?(value: string): string | null;
  default(): T;
}

function converter<T>(parts: ConverterParts<T>): FieldConverter<T> {
  const { parse } = parts;
  const fromAttribute = parts.fromAttribute ?? parse;
  const fallback = parts.default;
  return {
    parse,
    fromAttribute: (value) => (value === null ? undefined : fromAttribute(value)),
    toAttribute: parts.toAttribute ?? ((value) => (value === null || value === undefined ? null : String(value))),
    problem: parts.problem ?? ((value) => (fromAttribute(value) === undefined ? 'is not valid' : null)),
    sanitize(value, parentValue) {
      const own = parse(value);
      if (own !== undefined) return own;
      return parentValue !== undefined ? parentValue : fallback();
    },
  };
}

const numberProblem =
  (check: (n: number) => string | null) =>
  (value: string): string | null => {
    const n = toNumber(value);
    return n === undefined ? 'is not a number' : check(n);
  };

const numeric = (valid: (n: number) => boolean, problem: (n: number) => string | null, fallback: () => number) =>
  converter<number>({
    parse: (value) => {
      const n = toNumber(value);
      return n !== undefined && valid(n) ? n : undefined;
    },
    problem: numberProblem(problem),
    default: fallback,
  });

export const numberConverter = (fallback: () => number) =>
  numeric(
    () => true,
    () => null,
    fallback,
  );
export const sizeConverter = (fallback: () => number) =>
  numeric(isSize, (n) => (n < 0 ? 'is negative' : null), fallback);

export const zIndexConverter = numeric(
  isZIndex,
  (n) => (n === 0 ? 'is 0 (z-index must be a non-zero number)' : null),
  zIndexDefault,
);

export const timeConverter = numeric(
  isSize,
  (n) => (n < 0 ? 'is negative' : null),
  () => 0,
);

export const booleanConverter = converter<boolean>({
  parse: (value) => (typeof value === 'boolean' ? value : undefined),
  // docs/model.md#disabled: an explicit false stays false, so `disabled="false"` is that explicit false.
  fromAttribute: (value) => value.trim().toLowerCase() !== 'false',
  toAttribute: (value) => (value === true ? '' : value === false ? 'false' : null),
  problem: () => null,
  default: () => false,
});

export const srcTypeConverter = converter<number>({
  parse: parseSrcType,
  toAttribute: (value) => (typeof value === 'number' ? srcTypeName(value) : null),
  problem: (value) => (parseSrcType(value) === undefined ? 'is not a SRC_TYPES name or number' : null),
  default: () => D.SRC_TYPES_DEFAULT,
});

export const sourceConverter = converter<unknown>({
  parse: (value) => (isJsonSafeSource(value) ? value : undefined),
  fromAttribute: (value) => value,
  toAttribute: (value) =>
    value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value),
  problem: () => null,
  default: () => '',
});

/** Ids must evaluate to true and survive JSON (docs/model.md#ids): non-empty strings and finite non-zero numbers. */
export const isValidId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value) && value !== 0);

export const idConverter = converter<string | number | undefined>({
  parse: (value) => (isValidId(value) ? value : undefined),
  fromAttribute: (value) => (value === '' ? undefined : value),
  problem: (value) => (value === '' ? 'is empty' : null),
  default: () => undefined,
});

export const dataConverter = converter<Record<string, unknown> | undefined>({
  parse: (value) => (isRecord(value) ? value : undefined),
  fromAttribute: () => undefined,
  toAttribute: () => null,
  problem: () => null,
  default: () => undefined,
});

/** Structural fields: never parsed from outside, never set by callers. */
export const opaqueConverter = converter<unknown>({
  parse: () => undefined,
  fromAttribute: () => undefined,
  toAttribute: () => null,
  problem: () => 'is read-only',
  default: () => undefined,
});
