// The BUILT manifest (dist/custom-elements.json) and what the build generates
// from it: what editors and framework types are made of.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Typed {
  name: string;
  type?: { text: string };
  description?: string;
  default?: string;
  fieldName?: string;
}
interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  description?: string;
  attributes?: Typed[];
  members?: (Typed & { kind: string; static?: boolean })[];
  events?: Typed[];
  cssParts?: Typed[];
  cssProperties?: Typed[];
}
interface Module {
  path: string;
  declarations?: Declaration[];
  exports?: { kind: string; name: string; declaration: { name: string; module?: string } }[];
}

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const manifest = JSON.parse(read('dist/custom-elements.json')) as { modules: Module[] };
const elements = manifest.modules.flatMap((mod) =>
  (mod.declarations ?? []).filter((d) => d.tagName).map((d) => ({ mod, d })),
);
const element = (tag: string): Declaration => elements.find(({ d }) => d.tagName === tag)!.d;
const TAGS = ['lib-sprites-group', 'lib-sprite', 'lib-sub-sprite', 'lib-fake-cursor'];

describe('dist/custom-elements.json', () => {
  it('describes the four elements (and any added since)', () => {
    expect(elements.map(({ d }) => d.tagName)).toEqual(expect.arrayContaining(TAGS));
    expect(new Set(elements.map(({ d }) => d.tagName)).size).toBe(elements.length);
  });

  it('gives every attribute a type, the property it mirrors and a default', () => {
    for (const { d } of elements) {
      const properties = new Set((d.members ?? []).filter((m) => m.kind === 'field' && !m.static).map((m) => m.name));
      for (const attribute of d.attributes ?? []) {
        const where = `${d.tagName} ${attribute.name}`;
        expect(attribute.type?.text, where).toMatch(/\S/);
        expect(attribute.fieldName, where).toBeTruthy();
        if (attribute.name !== 'id') expect(properties.has(attribute.fieldName!), where).toBe(true);
        expect(attribute.default, where).not.toBeUndefined();
        expect(attribute.default, where).not.toMatch(/^[A-Z_]+$/); // a value, not a constant's name
      }
    }
  });

  it('takes the model fields from the field table, with the model defaults', async () => {
    const model = (await import(
      '../../dist/model/fields-entry.js' as string
    )) as typeof import('../../src/model/fields-entry.js');
    const fields = model.VALUE_FIELDS.filter((f) => f.attribute);
    expect(fields.length).toBeGreaterThanOrEqual(12);
    for (const tag of ['lib-sprites-group', 'lib-sprite', 'lib-sub-sprite']) {
      const attributes = new Map((element(tag).attributes ?? []).map((a) => [a.name, a]));
      for (const field of fields) {
        const attribute = attributes.get(field.attribute!);
        expect(attribute?.fieldName, `${tag} ${field.attribute}`).toBe(field.name);
        const value = field.default();
        const expected =
          field.kind === 'srcType'
            ? `'${model.srcTypeName(value as number)}'`
            : typeof value === 'string'
              ? `'${value}'`
              : String(value);
        expect(attribute?.default, `${tag} ${field.attribute}`).toBe(expected);
      }
    }
    expect(element('lib-sprite').attributes!.find((a) => a.name === 'src-type')!.type!.text).toContain("'TEXT'");
    expect(element('lib-sprites-group').attributes!.find((a) => a.name === 'fps')).toMatchObject({
      type: { text: 'number' },
      default: '10',
    });
    expect(element('lib-fake-cursor').attributes!.find((a) => a.name === 'width')).toMatchObject({ default: '32' });
  });

  it("takes the group's playback attributes from their table, with its types, defaults and descriptions", async () => {
    const table = (await import(
      '../../dist/elements/playback/playback-attributes.js' as string
    )) as typeof import('../../src/elements/playback/playback-attributes.js');
    const { PLAYBACK_ATTRIBUTE_DOCS: docs } = (await import(
      '../../dist/elements/playback/playback-attribute-docs.js' as string
    )) as typeof import('../../src/elements/playback/playback-attribute-docs.js');
    const group = element('lib-sprites-group');
    const members = new Map((group.members ?? []).map((m) => [m.name, m as Typed & { attribute?: string }]));
    expect(table.PLAYBACK_ATTRIBUTES.map((d) => d.attribute)).toEqual([
      'atlas',
      'tag',
      'playback-rate',
      'direction',
      'repeat',
      'poster',
      'timeline',
    ]);
    for (const declaration of table.PLAYBACK_ATTRIBUTES) {
      const value = declaration.default();
      expect(
        group.attributes!.find((a) => a.name === declaration.attribute),
        declaration.attribute,
      ).toEqual({
        name: declaration.attribute,
        fieldName: declaration.name,
        type: { text: docs[declaration.name].type },
        default: typeof value === 'string' ? `'${value}'` : String(value),
        description: docs[declaration.name].description,
      });
      const member = members.get(declaration.name);
      expect(member?.attribute, declaration.name).toBe(declaration.attribute);
      expect(member?.description, declaration.name).toMatch(/\S/);
    }
  });

  it('describes data-* once, as a pattern, not as an attribute named "data-*"', () => {
    for (const tag of ['lib-sprites-group', 'lib-sprite', 'lib-sub-sprite']) {
      const d = element(tag);
      expect(d.attributes!.map((a) => a.name)).not.toContain('data-*');
      expect(d.description!.match(/`data-\*`/g)).toHaveLength(1);
    }
  });

  it('types every event with its detail and describes it', () => {
    const declarations = readdirSync(new URL('../../dist', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.d.ts'))
      .map((file) => read(`dist/${file}`))
      .join('\n');
    const expected: Record<string, string[]> = {
      'lib-sprites-group': ['lib-sprite-change', 'lib-sprites-end'],
      'lib-sprites-scene': ['lib-sprites-frame', 'lib-sprite-change'],
      'lib-fake-cursor': ['lib-cursor-show', 'lib-cursor-hide'],
    };
    for (const { d } of elements) {
      const events = d.events ?? [];
      expect(events.map((e) => e.name)).toEqual(expect.arrayContaining(expected[d.tagName!] ?? []));
      for (const event of events) {
        const detail = /^CustomEvent<(\w+)>$/.exec(event.type?.text ?? '')?.[1];
        expect(detail, event.name).toBeTruthy();
        expect(declarations).toMatch(new RegExp(`(interface|type) ${detail}\\b`)); // a type the package ships
        expect(event.description?.length, event.name).toBeGreaterThan(20);
      }
    }
  });

  it('lists the CSS parts and custom properties of the group', () => {
    const group = element('lib-sprites-group');
    expect(group.cssParts!.map((p) => p.name).sort()).toEqual([
      'bitmap',
      'image',
      'map',
      'shape',
      'sprite',
      'stage',
      'sub-sprite',
      'text',
    ]);
    expect(group.cssProperties!.length).toBeGreaterThanOrEqual(6);
    for (const property of group.cssProperties!) {
      expect(property.name).toMatch(/^--lib-sprites-/);
      expect(property.default, property.name).toBeTruthy();
    }
  });

  it('points at shipped files, and has a definition export per element', () => {
    for (const mod of manifest.modules) {
      expect(mod.path).toMatch(/^dist\/.*\.js$/);
      expect(existsSync(new URL(`../../${mod.path}`, import.meta.url)), mod.path).toBe(true);
    }
    expect(JSON.stringify(manifest)).not.toMatch(/"\/?src\//);
    for (const { mod, d } of elements) {
      const definitions = (mod.exports ?? []).filter(
        (e) => e.kind === 'custom-element-definition' && e.name === d.tagName,
      );
      expect(definitions, d.tagName).toHaveLength(1);
      expect(definitions[0]!.declaration).toEqual({ name: d.name, module: mod.path });
    }
  });
});

describe('generated from the manifest', () => {
  const pkg = JSON.parse(read('package.json')) as {
    'web-types': string;
    customElements: string;
    exports: Record<string, unknown>;
  };

  it('web-types for JetBrains editors, found through package.json', () => {
    const webTypes = JSON.parse(read(pkg['web-types'])) as {
      contributions: { html: { elements: { name: string; attributes: { name: string }[] }[] } };
    };
    const tags = webTypes.contributions.html.elements.map((e) => e.name);
    expect(tags.sort()).toEqual(elements.map(({ d }) => d.tagName!).sort());
    const group = webTypes.contributions.html.elements.find((e) => e.name === 'lib-sprites-group')!;
    expect(group.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['fps', 'src-width', 'autoplay']));
  });

  it('VS Code HTML and CSS custom data', () => {
    const html = JSON.parse(read('dist/vscode.html-custom-data.json')) as {
      tags: { name: string; attributes: { name: string; values?: { name: string }[] }[] }[];
    };
    expect(html.tags.map((t) => t.name).sort()).toEqual(elements.map(({ d }) => d.tagName!).sort());
    const srcType = html.tags.find((t) => t.name === 'lib-sprite')!.attributes.find((a) => a.name === 'src-type')!;
    expect(srcType.values!.map((v) => v.name)).toContain('TEXT');
    const css = JSON.parse(read('dist/vscode.css-custom-data.json')) as { properties: { name: string }[] };
    expect(css.properties.map((p) => p.name)).toContain('--lib-sprites-overflow');
  });

  it('typed JSX, Vue, Svelte and Solid declarations, exported by the package', () => {
    for (const [entry, file, events] of [
      ['./jsx', 'dist/jsx.d.ts', '"onlib-sprite-change"'],
      ['./vue', 'dist/vue.d.ts', 'onLibSpriteChange'], // Vue matches @lib-sprite-change to its camelCase handler
      ['./svelte', 'dist/svelte.d.ts', '"on:lib-sprite-change"'],
      ['./solid-js', 'dist/solid-js.d.ts', '"on:lib-sprite-change"'],
    ] as const) {
      expect(pkg.exports[entry]).toEqual({ types: `./${file}` });
      const text = read(file);
      for (const { d } of elements) expect(text, `${file} ${d.tagName}`).toContain(`"${d.tagName}"`);
      expect(text, file).toContain(`${events}?: (e: CustomEvent<import("./index.js").SpriteChangeDetail>) => void`);
      expect(text, file).not.toContain('"data-*"');
    }
  });

  it("Svelte: each event as Svelte 5's event attribute beside the on: directive; Svelte's own HTML attributes, no JSX", () => {
    const text = read('dist/svelte.d.ts');
    for (const { d } of elements) {
      for (const event of d.events ?? []) {
        expect(text, event.name).toContain(`"on:${event.name}"?:`);
        expect(text, event.name).toContain(`"on${event.name}"?:`);
      }
      expect(text).toContain(`BaseProps<import("./index.js").${d.name}>`);
    }
    expect(text).toContain('import("svelte/elements").HTMLAttributes');
    expect(text).not.toMatch(/\bJSX\./);
  });
});
