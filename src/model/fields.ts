/**
 * The one field table (docs/model.md#field-table): every field of SPRITES_OBJECT, SPRITE_OBJECT and
 * SUBSPRITE_OBJECT with its kind, default, whether it inherits, and its converter's model side
 * (`parse`, `sanitize`).
 *
 * Building, setField, setPropertyCascade, snapshots (copy.ts) and filterProperties all read
 * this table, so a field is declared once. Its attribute side (the attribute name and Lit's
 * `ComplexAttributeConverter`), which only the elements and tools read, is added to the same
 * declarations by field-attributes.ts (`lib-sprites/model/fields`). DOM-free.
 */
import { SpriteObject, SubSpriteObject, type SpriteFields } from './objects.js';
import {
  PARSERS,
  converter,
  zIndexDefault,
  defaults,
  type FieldConverter,
  type ValueConverter,
} from './field-converters.js';

export {
  defaults,
  isValidId,
  parseSrcType,
  srcTypeName,
  toNumber,
  useDefaultsFrom,
  zIndexDefault,
  type DefaultsSource,
  type FieldConverter,
  type ValueConverter,
} from './field-converters.js';

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
  /** What the field is, for tools: only as `withDocs` (field-docs.ts) gives it, never in the table a page loads. */
  readonly doc?: string;
}

/**
 * A field as the model reads it: its declaration without the attribute side, which the elements and
 * `lib-sprites/model/fields` add (field-attributes.ts).
 */
export interface ModelField<T = unknown> extends Omit<FieldDeclaration<T>, 'attribute' | 'converter' | 'doc'> {
  readonly converter: ValueConverter<T>;
}

// --------------------------------------------------------------------- table

const ALL: readonly ObjectLevel[] = ['spritesGroup', 'sprite', 'subSprite'];
const CHILDREN: readonly ObjectLevel[] = ['sprite', 'subSprite'];

interface Options {
  levels?: readonly ObjectLevel[];
  inherits?: boolean;
  readOnly?: boolean;
  copy?: CopyRule;
}

const none = (): undefined => undefined;

function field<T>(name: string, kind: FieldKind, defaultValue: () => T, options: Options = {}): ModelField<T> {
  const parse = PARSERS[kind] as ((value: unknown) => T | undefined) | undefined;
  const structural = !parse;
  return Object.freeze({
    name,
    kind,
    levels: options.levels ?? ALL,
    inherits: options.inherits ?? !structural,
    readOnly: options.readOnly ?? structural,
    copy: options.copy ?? (structural ? 'structure' : 'value'),
    default: defaultValue,
    // A structural field takes nothing from outside: its converter's default is nothing either.
    converter: converter(parse ?? none, parse ? defaultValue : (none as () => T)),
  });
}

/**
 * The twelve value fields every level has and markup carries as attributes (docs/model.md#objects), in
 * that order. A field is declared here and only here: the model's watched accessors (watch.ts), the
 * elements' properties (elements/base) and their types (elements/base/field-accessors.ts, generated)
 * and the manifest are all made from this list (with their prose from field-docs.ts).
 */
export const VALUE_FIELDS: readonly ModelField[] = [
  field('src', 'any', () => ''),
  field('srcType', 'srcType', () => defaults().SRC_TYPES_DEFAULT),
  field('srcLeft', 'number', () => defaults().LEFT_SOURCE_DEFAULT),
  field('srcTop', 'number', () => defaults().TOP_SOURCE_DEFAULT),
  field('srcWidth', 'size', () => defaults().WIDTH_SOURCE_DEFAULT),
  field('srcHeight', 'size', () => defaults().HEIGHT_SOURCE_DEFAULT),
  // docs/model.md#inheritance: left and top take the static default directly, never the parent's value.
  field('left', 'number', () => defaults().LEFT_DEFAULT, { inherits: false }),
  field('top', 'number', () => defaults().TOP_DEFAULT, { inherits: false }),
  field('width', 'size', () => defaults().WIDTH_DEFAULT),
  field('height', 'size', () => defaults().HEIGHT_DEFAULT),
  field('zIndex', 'z-index', zIndexDefault),
  field('disabled', 'boolean', () => false),
];

/** The method-valued fields of an object kind (docs/model.md#sprite-methods): its prototype's own functions, aliases included. */
const methodsOf = (prototype: object): string[] =>
  Object.getOwnPropertyNames(prototype).filter(
    (name) => name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(prototype, name)!.value === 'function',
  );
const METHODS_OF_SUB_SPRITE = methodsOf(SubSpriteObject.prototype);

/** Every field of the three object kinds. */
export const FIELD_TABLE: readonly ModelField[] = [
  field('id', 'id', none, { inherits: false }),
  ...VALUE_FIELDS,
  field('data', 'data', none, { readOnly: true, copy: 'structure' }),
  field('time', 'time', () => 0, {
    levels: CHILDREN,
    inherits: false,
    copy: 'structure',
  }),
  field('byReference', 'boolean', () => false, {
    levels: CHILDREN,
    inherits: false,
    readOnly: true,
  }),
  field('byReference_DEFAULT', 'boolean', () => false, {
    levels: ['spritesGroup'],
    inherits: false,
    readOnly: true,
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
  ...methodsOf(SpriteObject.prototype).map((name) =>
    field(name, 'method', none, { levels: METHODS_OF_SUB_SPRITE.includes(name) ? CHILDREN : ['sprite'] }),
  ),
];

export const FIELD_BY_NAME: ReadonlyMap<string, ModelField> = new Map(FIELD_TABLE.map((f) => [f.name, f]));
export const VALUE_FIELD_BY_NAME: ReadonlyMap<string, ModelField> = new Map(VALUE_FIELDS.map((f) => [f.name, f]));

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
export function inheritValue<T>(declaration: ModelField<T>, own: unknown, parent: object | null | undefined): T {
  const parentValue =
    declaration.inherits && parent ? ((parent as Record<string, unknown>)[declaration.name] as T) : undefined;
  return declaration.converter.sanitize(own, parentValue);
}

/** Whether `value` is what an object with `parent` would get for the field if it were left out (filterProperties). */
export function isInheritedValue(declaration: ModelField, value: unknown, parent: object | null | undefined): boolean {
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
