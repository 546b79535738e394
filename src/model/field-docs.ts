/**
 * What each value field of the table (fields.ts) is, for a reader of the elements' API: the
 * element accessors' JSDoc and the manifest's attribute and property descriptions are made
 * from it (scripts/field-accessors.mjs, scripts/cem-plugins.mjs, which read the built
 * `dist/model/field-docs.js`). Prose for tools, kept out of the table so that no page loads
 * it; test/node/field-table.spec.ts checks that every value field has its line.
 */
import type { FieldDeclaration } from './fields.js';

export const FIELD_DOCS: Readonly<Record<string, string>> = {
  src: 'Source: an image path or URL (IMAGE), the text (TEXT), or any identifier.',
  srcType: 'Source type: a `SRC_TYPES` name (`IMAGE`, `TEXT`, ...) or its number; the property reads the number.',
  srcLeft: 'Left of the source rectangle.',
  srcTop: 'Top of the source rectangle.',
  srcWidth: 'Width of the source rectangle.',
  srcHeight: 'Height of the source rectangle.',
  left: "Left in CSS px: a group's offset from where it sits in the page, a sprite's inside the group's box.",
  top: "Top in CSS px: a group's offset from where it sits in the page, a sprite's inside the group's box.",
  width: "Width in CSS px (a group's: the width of its box).",
  height: "Height in CSS px (a group's: the height of its box).",
  zIndex: 'Stacking order, a non-zero number.',
  disabled:
    'Not shown while set, nor while an ancestor is disabled (it then reads as disabled). `disabled="false"` is an explicit false.',
};

/** `fields` with their docs, as the tools read them. */
export const withDocs = (fields: readonly FieldDeclaration[]): FieldDeclaration[] =>
  fields.map((field) => ({ ...field, doc: FIELD_DOCS[field.name] ?? field.doc }));
