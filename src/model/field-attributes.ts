/**
 * The field table's attribute side (docs/model.md#field-table): each field of fields.ts with its
 * attribute name and a converter in the style of Lit's `ComplexAttributeConverter` (`fromAttribute`,
 * `toAttribute`, `problem`) over the model's `parse` and `sanitize`. The elements and tools read
 * these declarations (`lib-sprites/model/fields`); the model reads fields.ts alone, so a page that
 * uses the model without the elements does not load this. DOM-free: attributes are plain strings.
 */
import { parseSrcType, srcTypeName, toNumber } from './field-converters.js';
import {
  FIELD_TABLE as MODEL_TABLE,
  VALUE_FIELDS as MODEL_VALUE_FIELDS,
  type FieldDeclaration,
  type FieldKind,
  type ModelField,
} from './fields.js';

/** What an attribute string means for a field of each kind, and why one is refused. */
interface AttributeSide {
  /** Default: the model's `parse`. */
  fromAttribute?(value: string): unknown;
  /** Default: `String(value)`, absent for null and undefined. */
  toAttribute?(value: unknown): string | null;
  problem(value: string): string | null;
}

const fine = (): null => null;
const numberProblem =
  (check: (n: number) => string | null) =>
  (value: string): string | null => {
    const n = toNumber(value);
    return n === undefined ? 'is not a number' : check(n);
  };
const negative = numberProblem((n) => (n < 0 ? 'is negative' : null));
/** Structural fields: never read from markup, never written to it. */
const READ_ONLY: AttributeSide = {
  fromAttribute: () => undefined,
  toAttribute: () => null,
  problem: () => 'is read-only',
};

const SIDES: Record<FieldKind, AttributeSide> = {
  id: {
    fromAttribute: (value) => (value === '' ? undefined : value),
    problem: (value) => (value === '' ? 'is empty' : null),
  },
  any: {
    fromAttribute: (value) => value,
    toAttribute: (value) =>
      value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value),
    problem: fine,
  },
  srcType: {
    toAttribute: (value) => (typeof value === 'number' ? srcTypeName(value) : null),
    problem: (value) => (parseSrcType(value) === undefined ? 'is not a SRC_TYPES name or number' : null),
  },
  number: { problem: numberProblem(fine) },
  size: { problem: negative },
  'z-index': { problem: numberProblem((n) => (n === 0 ? 'is 0 (z-index must be a non-zero number)' : null)) },
  // docs/model.md#disabled: an explicit false stays false, so `disabled="false"` is that explicit false.
  boolean: {
    fromAttribute: (value) => value.trim().toLowerCase() !== 'false',
    toAttribute: (value) => (value === true ? '' : value === false ? 'false' : null),
    problem: fine,
  },
  data: { fromAttribute: () => undefined, toAttribute: () => null, problem: fine },
  time: { problem: negative },
  integer: READ_ONLY,
  list: READ_ONLY,
  reference: READ_ONLY,
  constant: READ_ONLY,
  method: READ_ONLY,
};

const asString = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** srcLeft -> src-left, zIndex -> z-index. */
const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/** Markup carries the id and the twelve value fields. */
function withAttributeSide(field: ModelField, carried: boolean): FieldDeclaration {
  const side = SIDES[field.kind];
  const { parse, sanitize } = field.converter;
  const fromAttribute = side.fromAttribute ?? parse;
  return Object.freeze({
    name: field.name,
    attribute: carried ? kebab(field.name) : null,
    kind: field.kind,
    levels: field.levels,
    inherits: field.inherits,
    readOnly: field.readOnly,
    copy: field.copy,
    default: field.default,
    converter: {
      parse,
      fromAttribute: (value: string | null) => (value === null ? undefined : fromAttribute(value)),
      toAttribute: side.toAttribute ?? asString,
      problem: side.problem,
      sanitize,
    },
  });
}

/** Every field of the three object kinds, with its attribute side, in the model's order. */
export const FIELD_TABLE: readonly FieldDeclaration[] = MODEL_TABLE.map((field) =>
  withAttributeSide(field, field.kind === 'id' || MODEL_VALUE_FIELDS.includes(field)),
);
/**
 * The twelve value fields every level has and markup carries as attributes (docs/model.md#objects), in
 * that order: the elements' properties, attributes and types, and the manifest, are made from these.
 */
export const VALUE_FIELDS: readonly FieldDeclaration[] = FIELD_TABLE.filter((_, i) =>
  MODEL_VALUE_FIELDS.includes(MODEL_TABLE[i]!),
);
export const FIELD_BY_NAME: ReadonlyMap<string, FieldDeclaration> = new Map(FIELD_TABLE.map((f) => [f.name, f]));
export const FIELD_BY_ATTRIBUTE: ReadonlyMap<string, FieldDeclaration> = new Map(
  FIELD_TABLE.filter((f) => f.attribute !== null).map((f) => [f.attribute!, f]),
);
export const VALUE_FIELD_BY_NAME: ReadonlyMap<string, FieldDeclaration> = new Map(VALUE_FIELDS.map((f) => [f.name, f]));
