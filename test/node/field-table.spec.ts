// A field is declared once, in the model's field table (src/model/fields.ts): the model's
// watched accessors, the elements' accessors, their generated types and the manifest all
// follow it. A field added to the table reaches each of them, and the committed types are
// what the table gives today.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VALUE_FIELDS as TABLE_VALUE_FIELDS, type FieldDeclaration } from '../../src/model/fields-entry.js';
import { FIELD_WRITTEN } from '../../src/model/watch.js';
import { FIELD_DOCS, withDocs } from '../../src/model/field-docs.js';
import { fillValueFields } from '../../src/model/fields.js';
import { defineWatchedFields } from '../../src/model/watch.js';
// @ts-expect-error: plain JavaScript, no declarations
import { FIELD_ACCESSORS_FILE, fieldAccessorsSource } from '../../scripts/field-accessors.mjs';
// @ts-expect-error: plain JavaScript, no declarations
import { fieldTablePlugin } from '../../scripts/cem-plugins.mjs';

/** The value fields as the tools read them: with their docs (field-docs.ts). */
const VALUE_FIELDS = withDocs(TABLE_VALUE_FIELDS);

const generate = fieldAccessorsSource as (fields: readonly FieldDeclaration[]) => string;
const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** A field the table does not have, declared as the table's own are. */
const extra = {
  ...VALUE_FIELDS.find((f) => f.name === 'width')!,
  name: 'bounce',
  attribute: 'bounce',
  doc: 'How high the sprite bounces.',
} as FieldDeclaration;

interface Entry {
  kind?: string;
  static?: boolean;
  inheritedFrom?: { name: string; module: string };
  name: string;
  fieldName?: string;
  description?: string;
  attribute?: string;
}

/** The manifest the analyser gives a fields-layer element before the plugins run. */
const manifestOf = () => ({
  modules: [
    {
      path: 'src/elements/sprite/sprite.ts',
      declarations: [
        {
          kind: 'class',
          name: 'LibSpriteElement',
          customElement: true,
          tagName: 'lib-sprite',
          attributes: [] as Entry[],
          members: [
            {
              kind: 'field',
              name: 'modelAttributes',
              static: true,
              inheritedFrom: { name: 'SpriteFields', module: 'src/elements/base/fields-element.ts' },
            },
          ] as Entry[],
        },
      ],
    },
  ],
});

describe('the field table is the one declaration of a field', () => {
  it('the committed accessor types are what the table gives (else: npm run build && node scripts/field-accessors.mjs)', () => {
    expect(read(FIELD_ACCESSORS_FILE as string)).toBe(generate(VALUE_FIELDS));
  });

  it('a field added to the table gets its typed, documented accessor', () => {
    const source = generate([...VALUE_FIELDS, extra]);
    expect(source).toContain('get bounce(): number;');
    expect(source).toContain('set bounce(value: number | null | undefined);');
    expect(source).toContain('/** How high the sprite bounces. Inherited.');
  });

  it('a field added to the table gets its attribute and property in the manifest, with its doc', () => {
    const manifest = manifestOf();
    const plugin = fieldTablePlugin({ fields: [...VALUE_FIELDS, extra], srcTypeName: String, srcTypes: ['IMAGE'] });
    plugin.packageLinkPhase({ customElementsManifest: manifest });
    const [element] = manifest.modules[0]!.declarations;
    for (const field of [...VALUE_FIELDS, extra]) {
      const attribute = element!.attributes.find((a) => a.name === field.attribute);
      const member = element!.members.find((m) => m.name === field.name);
      expect(attribute?.fieldName, field.name).toBe(field.name);
      expect(attribute?.description, field.name).toContain(field.doc);
      expect(member?.attribute, field.name).toBe(field.attribute);
    }
  });

  it('every value field has its doc, and the table a page loads carries none', () => {
    expect(Object.keys(FIELD_DOCS)).toEqual(TABLE_VALUE_FIELDS.map((f) => f.name));
    for (const field of TABLE_VALUE_FIELDS) expect(field.doc, field.name).toBeUndefined();
  });

  it("the model's watched objects have an accessor for each field of the table, told to their group", () => {
    const told: string[] = [];
    const group = { [FIELD_WRITTEN]: (_object: object, name: string) => told.push(name) };
    const object = { container: group } as Record<string, unknown>;
    defineWatchedFields(object);
    fillValueFields(object as never, {}, undefined);
    told.length = 0;
    for (const field of VALUE_FIELDS) {
      expect(typeof Object.getOwnPropertyDescriptor(object, field.name)?.get, field.name).toBe('function');
      object[field.name] = field.kind === 'boolean' ? true : field.kind === 'any' ? 'x.png' : 7;
    }
    expect(told).toEqual(VALUE_FIELDS.map((f) => f.name));
    expect(Object.keys(object)).toEqual(['container', ...VALUE_FIELDS.map((f) => f.name)]);
  });
});
