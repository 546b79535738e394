/**
 * The one field table (docs/model.md#field-table): every field of SPRITES_OBJECT, SPRITE_OBJECT and
 * SUBSPRITE_OBJECT with its attribute name, kind, default, whether it inherits, and its
 * converter in the style of Lit's `ComplexAttributeConverter` plus `sanitize`.
 *
 * Building, setField, setPropertyCascade, snapshots (copy.ts) and filterProperties all read
 * this table, so a field is declared once. DOM-free: attributes are plain strings here.
 */
import * as constants from './base/constants.js';
import type { SpriteFields } from './objects.js';
import { isRecord } from './base/sanitize.js';
import { isSize, isZIndex, toNumber } from './base/values.js';

export { toNumber };

/** The three stored object kinds, as their `type` says. */
export type ObjectLevel = 'spritesGroup' | 'sprite' | 'subSprite';

export type FieldKind =
  /** Must evaluate to true; strings and finite numbers only (docs/model.md#ids). */
  | 'id'
  /** `src`: any JSON-safe value (string, finite number, boolean, acyclic object). */
  | 'any'
  | 'srcType'
  /** Any finite number (positions). */
  | 'number'
  /** A finite number, 0 or more (sizes). */
  | 'size'
  /** A finite number other than 0. */
  | 'z-index'
  | 'boolean'
  | 'data'
  /** Milliseconds, 0 or more. */
  | 'time'
  /** Read-only indexes kept by the model. */
  | 'integer'
  /** Read-only lists kept by the model. */
  | 'list'
  /** Read-only links (parent, container). */
  | 'reference'
  /** Read-only constants on the prototype (type, isSprite...). */
  | 'constant'
  /** Method-valued read-only fields on the prototype (docs/model.md#sprite-methods). */
  | 'method';

/** Where a field's value comes from when a snapshot rebuilds an object. */
type CopyRule =
  /** Copied as given (deep). */
  | 'value'
  /** Rebuilt from the structure (lists, links, data, times, positions) or from the prototype. */
  | 'structure';

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

export interface FieldDeclaration<T = unknown> {
  readonly name: string;
  /** Kebab-case attribute name; null for fields markup does not carry. */
  readonly attribute: string | null;
  readonly kind: FieldKind;
  /** Levels that have the field. */
  readonly levels: readonly ObjectLevel[];
  /** docs/model.md#inheritance: a field not given takes the parent's value; false for left/top and the structural fields. */
  readonly inherits: boolean;
  /** Read-only for callers: setPropertyCascade and setField refuse it. */
  readonly readOnly: boolean;
  readonly copy: CopyRule;
  /** The static default, read live (a page may change LIB_GraphicSprites' constants). */
  default(): T;
  readonly converter: FieldConverter<T>;
  /**
   * What the field is, for a reader of the elements' API: the element accessors' JSDoc and the
   * manifest's attribute and property descriptions are made from it (scripts/field-accessors.mjs,
   * scripts/cem-plugins.mjs); only the value fields carry one.
   */
  readonly doc?: string;
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

const numberConverter = (fallback: () => number) =>
  numeric(
    () => true,
    () => null,
    fallback,
  );
const sizeConverter = (fallback: () => number) => numeric(isSize, (n) => (n < 0 ? 'is negative' : null), fallback);

const zIndexConverter = numeric(
  isZIndex,
  (n) => (n === 0 ? 'is 0 (z-index must be a non-zero number)' : null),
  zIndexDefault,
);

const timeConverter = numeric(
  isSize,
  (n) => (n < 0 ? 'is negative' : null),
  () => 0,
);

const booleanConverter = converter<boolean>({
  parse: (value) => (typeof value === 'boolean' ? value : undefined),
  // docs/model.md#disabled: an explicit false stays false, so `disabled="false"` is that explicit false.
  fromAttribute: (value) => value.trim().toLowerCase() !== 'false',
  toAttribute: (value) => (value === true ? '' : value === false ? 'false' : null),
  problem: () => null,
  default: () => false,
});

const srcTypeConverter = converter<number>({
  parse: parseSrcType,
  toAttribute: (value) => (typeof value === 'number' ? srcTypeName(value) : null),
  problem: (value) => (parseSrcType(value) === undefined ? 'is not a SRC_TYPES name or number' : null),
  default: () => D.SRC_TYPES_DEFAULT,
});

const sourceConverter = converter<unknown>({
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

const idConverter = converter<string | number | undefined>({
  parse: (value) => (isValidId(value) ? value : undefined),
  fromAttribute: (value) => (value === '' ? undefined : value),
  problem: (value) => (value === '' ? 'is empty' : null),
  default: () => undefined,
});

const dataConverter = converter<Record<string, unknown> | undefined>({
  parse: (value) => (isRecord(value) ? value : undefined),
  fromAttribute: () => undefined,
  toAttribute: () => null,
  problem: () => null,
  default: () => undefined,
});

/** Structural fields: never parsed from outside, never set by callers. */
const opaqueConverter = converter<unknown>({
  parse: () => undefined,
  fromAttribute: () => undefined,
  toAttribute: () => null,
  problem: () => 'is read-only',
  default: () => undefined,
});

// --------------------------------------------------------------------- table

const ALL: readonly ObjectLevel[] = ['spritesGroup', 'sprite', 'subSprite'];
const CHILDREN: readonly ObjectLevel[] = ['sprite', 'subSprite'];

interface Options<T> {
  attribute?: string | null;
  levels?: readonly ObjectLevel[];
  inherits?: boolean;
  readOnly?: boolean;
  copy?: CopyRule;
  converter?: FieldConverter<T>;
  doc?: string;
}

/** srcLeft -> src-left, zIndex -> z-index. */
const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

function field<T>(name: string, kind: FieldKind, defaultValue: () => T, options: Options<T> = {}): FieldDeclaration<T> {
  const structural =
    kind === 'integer' || kind === 'list' || kind === 'reference' || kind === 'constant' || kind === 'method';
  return Object.freeze({
    name,
    attribute: options.attribute === undefined ? (structural ? null : kebab(name)) : options.attribute,
    kind,
    levels: options.levels ?? ALL,
    inherits: options.inherits ?? !structural,
    readOnly: options.readOnly ?? structural,
    copy: options.copy ?? (structural ? 'structure' : 'value'),
    default: defaultValue,
    converter: (options.converter ?? opaqueConverter) as FieldConverter<T>,
    doc: options.doc,
  });
}

/**
 * The twelve value fields every level has and markup carries as attributes (docs/model.md#objects), in
 * that order. A field is declared here and only here: the model's watched accessors (watch.ts), the
 * elements' properties (elements/base) and their types (elements/base/field-accessors.ts, generated)
 * and the manifest are all made from this list.
 */
export const VALUE_FIELDS: readonly FieldDeclaration[] = [
  field('src', 'any', () => '', {
    converter: sourceConverter,
    doc: 'Source: an image path or URL (IMAGE), the text (TEXT), or any identifier.',
  }),
  field('srcType', 'srcType', () => D.SRC_TYPES_DEFAULT, {
    converter: srcTypeConverter,
    doc: 'Source type: a `SRC_TYPES` name (`IMAGE`, `TEXT`, ...) or its number; the property reads the number.',
  }),
  field('srcLeft', 'number', () => D.LEFT_SOURCE_DEFAULT, {
    converter: numberConverter(() => D.LEFT_SOURCE_DEFAULT),
    doc: 'Left of the source rectangle.',
  }),
  field('srcTop', 'number', () => D.TOP_SOURCE_DEFAULT, {
    converter: numberConverter(() => D.TOP_SOURCE_DEFAULT),
    doc: 'Top of the source rectangle.',
  }),
  field('srcWidth', 'size', () => D.WIDTH_SOURCE_DEFAULT, {
    converter: sizeConverter(() => D.WIDTH_SOURCE_DEFAULT),
    doc: 'Width of the source rectangle.',
  }),
  field('srcHeight', 'size', () => D.HEIGHT_SOURCE_DEFAULT, {
    converter: sizeConverter(() => D.HEIGHT_SOURCE_DEFAULT),
    doc: 'Height of the source rectangle.',
  }),
  // docs/model.md#inheritance: left and top take the static default directly, never the parent's value.
  field('left', 'number', () => D.LEFT_DEFAULT, {
    inherits: false,
    converter: numberConverter(() => D.LEFT_DEFAULT),
    doc: "Left in CSS px: a group's offset from where it sits in the page, a sprite's inside the group's box.",
  }),
  field('top', 'number', () => D.TOP_DEFAULT, {
    inherits: false,
    converter: numberConverter(() => D.TOP_DEFAULT),
    doc: "Top in CSS px: a group's offset from where it sits in the page, a sprite's inside the group's box.",
  }),
  field('width', 'size', () => D.WIDTH_DEFAULT, {
    converter: sizeConverter(() => D.WIDTH_DEFAULT),
    doc: "Width in CSS px (a group's: the width of its box).",
  }),
  field('height', 'size', () => D.HEIGHT_DEFAULT, {
    converter: sizeConverter(() => D.HEIGHT_DEFAULT),
    doc: "Height in CSS px (a group's: the height of its box).",
  }),
  field('zIndex', 'z-index', zIndexDefault, { converter: zIndexConverter, doc: 'Stacking order, a non-zero number.' }),
  field('disabled', 'boolean', () => false, {
    converter: booleanConverter,
    doc: 'Not shown while set, nor while an ancestor is disabled (it then reads as disabled). `disabled="false"` is an explicit false.',
  }),
];

const METHODS_OF_SPRITE = [
  'setTime',
  'getTime',
  'getTimeElapsed',
  'removeAll',
  'removeSubSprites',
  'insertSubSprites',
  'remove',
  'removeById',
  'insert',
  'insertSubSprite',
  'getAll',
  'getSubSprites',
  'get',
  'getById',
  'getIndexById',
  'executeFunctionAll',
  'executeAll',
  'forEach',
  'getZIndex',
  'setZIndex',
  'isDisabled',
  'setDisabled',
  'getPointer',
  'getCurrentPosition',
  'getPointerPrevious',
  'getPreviousPosition',
  'setPointer',
  'setCurrentPosition',
  'getCurrent',
  'current',
  'now',
  'getPrevious',
  'setPrevious',
  'previous',
  'setNext',
  'next',
  'setPropertyCascade',
];
const METHODS_OF_SUB_SPRITE = [
  'setTime',
  'getTime',
  'getTimeElapsed',
  'getZIndex',
  'setZIndex',
  'isDisabled',
  'setDisabled',
];

const none = (): undefined => undefined;

/** Every field of the three object kinds. */
export const FIELD_TABLE: readonly FieldDeclaration[] = [
  field('id', 'id', none, { inherits: false, converter: idConverter }),
  ...VALUE_FIELDS,
  field('data', 'data', none, { attribute: null, readOnly: true, copy: 'structure', converter: dataConverter }),
  field('time', 'time', () => 0, {
    attribute: null,
    levels: CHILDREN,
    inherits: false,
    copy: 'structure',
    converter: timeConverter,
  }),
  field('byReference', 'boolean', () => false, {
    attribute: null,
    levels: CHILDREN,
    inherits: false,
    readOnly: true,
    converter: booleanConverter,
  }),
  field('byReference_DEFAULT', 'boolean', () => false, {
    attribute: null,
    levels: ['spritesGroup'],
    inherits: false,
    readOnly: true,
    converter: booleanConverter,
  }),
  field('sprites', 'list', () => [], { levels: ['spritesGroup'] }),
  field('spritesByZIndex', 'list', () => [], { levels: ['spritesGroup'] }),
  field('subSprites', 'list', () => [], { levels: ['sprite'] }),
  field('subSpritesByZIndex', 'list', () => [], { levels: ['sprite'] }),
  field('parent', 'reference', none),
  field('container', 'reference', none),
  field('position', 'integer', none),
  field('positionByZIndex', 'integer', none),
  field('type', 'constant', none),
  field('isSpritesGroup', 'constant', () => true, { levels: ['spritesGroup'] }),
  field('isSprite', 'constant', () => true, { levels: ['sprite'] }),
  field('isSubSprite', 'constant', () => true, { levels: ['subSprite'] }),
  ...METHODS_OF_SPRITE.map((name) =>
    field(name, 'method', none, { levels: METHODS_OF_SUB_SPRITE.includes(name) ? CHILDREN : ['sprite'] }),
  ),
];

export const FIELD_BY_NAME: ReadonlyMap<string, FieldDeclaration> = new Map(FIELD_TABLE.map((f) => [f.name, f]));
export const FIELD_BY_ATTRIBUTE: ReadonlyMap<string, FieldDeclaration> = new Map(
  FIELD_TABLE.filter((f) => f.attribute !== null).map((f) => [f.attribute!, f]),
);
export const VALUE_FIELD_BY_NAME: ReadonlyMap<string, FieldDeclaration> = new Map(VALUE_FIELDS.map((f) => [f.name, f]));

/** Names a caller's init may not add as extra fields, nor setPropertyCascade set (plus what objects inherit from Object). */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  ...FIELD_TABLE.filter((f) => f.readOnly || f.kind === 'id').map((f) => f.name),
  '__proto__',
  'constructor',
  'prototype',
]);

/** Every name the table declares: a caller's init copies only the names beyond these. */
export const DECLARED_NAMES: ReadonlySet<string> = new Set([...FIELD_TABLE.map((f) => f.name), '__proto__']);

/** Names a snapshot rebuilds from the structure instead of copying. */
export const STRUCTURE_NAMES: ReadonlySet<string> = new Set(
  FIELD_TABLE.filter((f) => f.copy === 'structure').map((f) => f.name),
);

// ---------------------------------------------------------------- inheritance

/**
 * The inheritance rule (docs/model.md#inheritance), the only place it is computed: the own value when
 * valid, else the parent's value of the same field (fields that inherit, when there is
 * a parent), else the static default.
 */
export function inheritValue<T>(declaration: FieldDeclaration<T>, own: unknown, parent: object | null | undefined): T {
  const parentValue =
    declaration.inherits && parent ? ((parent as Record<string, unknown>)[declaration.name] as T) : undefined;
  return declaration.converter.sanitize(own, parentValue);
}

/** Whether `value` is what an object with `parent` would get for the field if it were left out (filterProperties). */
export function isInheritedValue(
  declaration: FieldDeclaration,
  value: unknown,
  parent: object | null | undefined,
): boolean {
  return Object.is(value, inheritValue(declaration, undefined, parent));
}

// ------------------------------------------------------------------ building

const NAMES = VALUE_FIELDS.map((f) => f.name);
const SANITIZE = VALUE_FIELDS.map((f) => f.converter.sanitize);
const DEFAULT = VALUE_FIELDS.map((f) => f.default);
const INHERITS = VALUE_FIELDS.map((f) => f.inherits);

/**
 * Every value field of `target` by inheritValue, in VALUE_FIELDS order, over columns of the table
 * read by index (no map look-up per field); a missing own value, the common case, is not parsed.
 */
export function fillValueFields(
  target: Omit<SpriteFields, 'id'>,
  init: { readonly [K in keyof SpriteFields]?: unknown },
  parent: SpriteFields | undefined,
): void {
  const to = target as unknown as Record<string, unknown>;
  const from = init as Record<string, unknown>;
  const up = parent as unknown as Record<string, unknown> | undefined;
  for (let i = 0; i < NAMES.length; i++) {
    const name = NAMES[i]!; // i < NAMES.length
    const inherited = up !== undefined && INHERITS[i] ? up[name] : undefined;
    const own = from[name];
    to[name] = own === undefined ? (inherited !== undefined ? inherited : DEFAULT[i]!()) : SANITIZE[i]!(own, inherited);
  }
}
