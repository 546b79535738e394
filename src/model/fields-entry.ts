/**
 * `lib-sprites/model/fields`: the field table (docs/model.md#field-table), for tools that read the
 * model's fields (attributes, kinds, defaults, inheritance). The model itself does not need it
 * exported: `lib-sprites/model` leaves it out, so a page that uses the model alone does not load it.
 */
export {
  FIELD_TABLE,
  VALUE_FIELDS,
  FIELD_BY_NAME,
  FIELD_BY_ATTRIBUTE,
  VALUE_FIELD_BY_NAME,
} from './field-attributes.js';
export { inheritValue, isInheritedValue, parseSrcType, srcTypeName, toNumber, isValidId } from './fields.js';
export type { FieldConverter, FieldDeclaration, FieldKind, ObjectLevel } from './fields.js';
