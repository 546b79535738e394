// Custom Elements Manifest analyser plugins for lib-sprites (used by
// custom-elements-manifest.config.mjs). Each runs in the package-link phase,
// after the analyser has applied inheritance, so every element already lists
// the attributes and members it inherits.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

/** The model's field table as built (`npm run build` runs Vite before the analyser): its own entry (`lib-sprites/model/fields`) exports it. */
export async function loadFieldTable() {
  const model = await import(pathToFileURL(resolve('dist/model/index.js')).href);
  const fields = await import(pathToFileURL(resolve('dist/model/fields-entry.js')).href);
  const { withDocs } = await import(pathToFileURL(resolve('dist/model/field-docs.js')).href);
  return {
    fields: withDocs(fields.FIELD_TABLE.filter((field) => field.attribute && field.kind !== 'id')),
    srcTypeName: fields.srcTypeName,
    srcTypes: Object.keys(model.LIB_GraphicSprites.SRC_TYPES),
  };
}

const customElements = (manifest) =>
  manifest.modules.flatMap((mod) =>
    (mod.declarations ?? []).filter((d) => d.customElement && d.tagName).map((d) => [mod, d]),
  );

const camelCase = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** A JS literal for a default value, as the manifest writes defaults (source text). */
const literal = (value) => (typeof value === 'string' ? `'${value.replace(/'/g, "\\'")}'` : String(value));

/** Defaults that name a module-level constant (`WIDTH_DEFAULT`) get its value, which is what a user needs to see. */
function constantsOf(manifest) {
  const constants = new Map();
  for (const mod of manifest.modules) {
    for (const d of mod.declarations ?? []) {
      if (
        d.kind === 'variable' &&
        /^[A-Z][A-Z0-9_]*$/.test(d.name) &&
        /^(-?\d+(\.\d+)?|'[^']*'|true|false|null)$/.test(String(d.default))
      ) {
        constants.set(d.name, d.default);
      }
    }
  }
  return (text) => (text !== undefined && constants.has(text) ? constants.get(text) : text);
}

/**
 * Every model field (src, src-type, src-left, …, disabled) on every element of
 * the fields layer (the elements with its static `modelAttributes`): the
 * attribute and the property, both with type, `fieldName`, the model's default
 * and the description, all read from the field table (a field's `doc` from field-docs.ts and
 * whether it inherits), which is where a field is declared: the elements
 * make these accessors at run time and write no JSDoc for them. Other
 * attributes take type and default from the property of the same name (or
 * its private `…Value` store).
 */
export function fieldTablePlugin({ fields, srcTypeName, srcTypes }) {
  const typeOf = {
    any: 'string', // `src`: as an attribute, a string (an image path or the text)
    srcType: [...srcTypes.map((n) => `'${n}'`), 'number'].join(' | '),
    number: 'number',
    size: 'number',
    'z-index': 'number',
    boolean: 'boolean',
  };
  const propertyTypeOf = { any: 'string', srcType: 'number', boolean: 'boolean' };
  const descriptionOf = (field, isGroup, defaultText) =>
    !field.inherits
      ? `${field.doc} Not inherited; default ${defaultText}.`
      : isGroup
        ? `${field.doc} Default ${defaultText}; the sprites and sub-sprites that give none take the group's.`
        : `${field.doc} Inherited from the parent element while absent.`;
  return {
    name: 'lib-sprites: attributes from the field table',
    packageLinkPhase({ customElementsManifest }) {
      const constant = constantsOf(customElementsManifest);
      for (const [, element] of customElements(customElementsManifest)) {
        element.attributes ??= [];
        element.members ??= [];
        const members = new Map(element.members.filter((m) => m.kind === 'field' && !m.static).map((m) => [m.name, m]));
        const layer = element.members.find((m) => m.static && m.name === 'modelAttributes')?.inheritedFrom;
        // The accessors' types are declared (generated) beside the layer, in field-accessors.
        const declaredIn = layer && { ...layer, module: layer.module.replace('fields-element', 'field-accessors') };
        for (const field of layer ? fields : []) {
          const value = field.default();
          const defaultValue = literal(field.kind === 'srcType' ? srcTypeName(value) : value);
          const description = descriptionOf(field, element.tagName === 'lib-sprites-group', defaultValue);
          let attribute = element.attributes.find((a) => a.name === field.attribute);
          if (!attribute) element.attributes.push((attribute = { name: field.attribute }));
          Object.assign(attribute, {
            description,
            type: { text: typeOf[field.kind] ?? 'string' },
            fieldName: field.name,
            default: defaultValue,
            inheritedFrom: declaredIn,
          });
          let member = members.get(field.name);
          if (!member) element.members.push((member = { kind: 'field', name: field.name }));
          Object.assign(member, {
            type: { text: propertyTypeOf[field.kind] ?? 'number' },
            description,
            attribute: field.attribute,
            default: literal(value),
            inheritedFrom: declaredIn,
          });
          members.set(field.name, member);
        }
        for (const attribute of element.attributes) {
          if (attribute.name === 'id' && !attribute.fieldName) {
            // The standard HTMLElement property; absent, it reads ''.
            Object.assign(attribute, { type: { text: 'string' }, fieldName: 'id', default: attribute.default ?? "''" });
            continue;
          }
          const member = members.get(attribute.fieldName ?? camelCase(attribute.name));
          if (!member || member.privacy === 'private') continue;
          attribute.fieldName ??= member.name;
          attribute.type ??= member.type;
          member.attribute ??= attribute.name;
          const store = members.get(`${member.name}Value`);
          attribute.default = constant(attribute.default ?? member.default ?? store?.default);
          if (attribute.default !== undefined) member.default = constant(member.default ?? attribute.default);
        }
      }
    },
  };
}

/**
 * `data-*` is a pattern, not an attribute named "data-*": it leaves the
 * attribute list (where generators would offer it as a literal name) and is
 * described once, in the element's description.
 */
export function dataAttributesPlugin() {
  return {
    name: 'lib-sprites: data-* as a pattern',
    packageLinkPhase({ customElementsManifest }) {
      for (const [, element] of customElements(customElementsManifest)) {
        const pattern = element.attributes?.find((a) => a.name === 'data-*');
        if (!pattern) continue;
        element.attributes = element.attributes.filter((a) => a !== pattern);
        element.description =
          `${element.description ?? ''}\n\nAttributes \`data-*\` (any name after \`data-\`): ${pattern.description ?? ''}`.trim();
      }
    },
  };
}

/**
 * One `custom-element-definition` export per element, named by its tag. The
 * library defines its elements through small define functions (only when the
 * tag is free), which the analyser cannot follow, so the definitions are
 * declared from each element's `@tag`.
 */
export function definitionsPlugin() {
  return {
    name: 'lib-sprites: a definition per element',
    packageLinkPhase({ customElementsManifest }) {
      for (const [mod, element] of customElements(customElementsManifest)) {
        mod.exports ??= [];
        const existing = mod.exports.find(
          (e) => e.kind === 'custom-element-definition' && e.declaration?.name === element.name,
        );
        const definition = existing ?? { kind: 'custom-element-definition' };
        definition.name = element.tagName;
        definition.declaration = { name: element.name, module: mod.path };
        if (!existing) mod.exports.push(definition);
      }
    },
  };
}

/** Module paths and references name the shipped files (dist/…/x.js), not the TypeScript sources; run after the build. */
export function shippedPathsPlugin({ from, to }) {
  const rewrite = (path) => {
    const bare = path.replace(/^\//, '');
    return bare.startsWith(from) ? to + bare.slice(from.length).replace(/\.ts$/, '.js') : path;
  };
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'path' || key === 'module') && typeof value === 'string') node[key] = rewrite(value);
      else walk(value);
    }
  };
  return {
    name: 'lib-sprites: paths of shipped files',
    packageLinkPhase({ customElementsManifest }) {
      walk(customElementsManifest.modules);
      // A module of types only (interfaces) compiles to no JavaScript, and the manifest does not
      // describe interfaces: it names no shipped file, so it goes.
      customElementsManifest.modules = customElementsManifest.modules.filter((mod) => existsSync(mod.path));
    },
  };
}

const PRIMITIVE_TYPE = /^(?:\s*(?:string|number|boolean|null|undefined|'[^']*'|-?\d+)\s*(?:\||$))+$/;

/**
 * The framework generators (JSX, Vue, Svelte, Solid) read each attribute's and
 * property's TypeScript type from `key` (their `typesSrc` option), and wrap an
 * event's `type` in `CustomEvent<…>` themselves. This plugin gives them types
 * that resolve from the generated file (`typesModule` is dist/index.d.ts as
 * seen from dist/): an attribute takes its manifest type, plus numeric strings
 * where it takes a number (an attribute is a string; `fps="10"` is right, `fps={{}}`
 * is not); a property takes the class's own property type; an event's `type` is
 * its detail type until `restore()` puts `CustomEvent<Detail>` back for the
 * manifest and the editor-data generators that follow.
 */
export function frameworkTypesPlugins({ key, typesModule }) {
  const saved = new Map();
  const fromModule = (name) => `import("${typesModule}").${name}`;
  return {
    prepare: {
      name: 'lib-sprites: types for the framework generators',
      packageLinkPhase({ customElementsManifest }) {
        for (const [, element] of customElements(customElementsManifest)) {
          const ownType = (name) => `${fromModule(element.name)}[${JSON.stringify(name)}]`;
          for (const attribute of element.attributes ?? []) {
            const text = attribute.type?.text;
            let type =
              text && PRIMITIVE_TYPE.test(text) ? text : attribute.fieldName ? ownType(attribute.fieldName) : 'string';
            if (/\bnumber\b/.test(type)) type += ' | `${number}`';
            attribute[key] = { text: type };
          }
          for (const member of element.members ?? []) {
            if (member.kind === 'field' && !member.static) member[key] = { text: ownType(member.name) };
          }
          for (const event of element.events ?? []) {
            const detail = /^CustomEvent<(\w+)>$/.exec(event.type?.text ?? '')?.[1];
            if (!detail) continue;
            saved.set(event, event.type);
            event.type = { text: fromModule(detail) };
          }
        }
      },
    },
    restore: {
      name: 'lib-sprites: event types back to CustomEvent<Detail>',
      packageLinkPhase({ customElementsManifest }) {
        for (const [event, type] of saved) event.type = type;
        saved.clear();
        for (const [, element] of customElements(customElementsManifest)) {
          for (const item of [...(element.attributes ?? []), ...(element.members ?? [])]) delete item[key];
        }
      },
    },
  };
}

/**
 * Vue templates name props in camelCase (`src-type="TEXT"` is checked against
 * `srcType`, `@lib-sprite-change` against `onLibSpriteChange`), and Vue sets a
 * custom element's props as properties. So, for the Vue generator only, the
 * attributes are named after their property and typed with what the property
 * takes (the manifest type, without the numeric strings an attribute takes),
 * and the events after their camelCase handler; `restore()` puts the names back.
 */
export function vueNamesPlugins({ key }) {
  const saved = [];
  const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  return {
    prepare: {
      name: 'lib-sprites: Vue names',
      packageLinkPhase({ customElementsManifest }) {
        for (const [, element] of customElements(customElementsManifest)) {
          for (const attribute of element.attributes ?? []) {
            saved.push([attribute, attribute.name, attribute[key]]);
            attribute.name = attribute.fieldName ?? camel(attribute.name);
            if (attribute.type?.text && PRIMITIVE_TYPE.test(attribute.type.text))
              attribute[key] = { text: attribute.type.text };
          }
          for (const event of element.events ?? []) {
            saved.push([event, event.name]);
            event.name = camel(`-${event.name}`);
          }
        }
      },
    },
    restore: {
      name: 'lib-sprites: Vue names back',
      packageLinkPhase() {
        for (const [item, name, type] of saved) {
          item.name = name;
          if (type) item[key] = type;
        }
        saved.length = 0;
      },
    },
  };
}

/**
 * Fields the analyser reads into a class that the class does not have (it takes
 * `this.model.mirror = …` in a constructor for a field `mirror`) leave the
 * manifest: a field stays when the class's shipped declaration (its .d.ts, or
 * its superclass's for an inherited one) declares it. Run after the paths are
 * rewritten, so that `module` names the shipped .js beside its .d.ts.
 */
export function declaredMembersPlugin() {
  const texts = new Map();
  const declarations = (modulePath) => {
    const file = modulePath.replace(/^\//, '').replace(/\.js$/, '.d.ts');
    if (!texts.has(file)) texts.set(file, existsSync(file) ? readFileSync(file, 'utf8') : null);
    return texts.get(file);
  };
  const escape = (name) => name.replace(/[$]/g, '\\$');
  return {
    name: 'lib-sprites: only fields the classes declare',
    packageLinkPhase({ customElementsManifest }) {
      for (const [mod, element] of customElements(customElementsManifest)) {
        element.members = (element.members ?? []).filter((member) => {
          if (member.kind !== 'field') return true;
          const text = declarations(member.inheritedFrom?.module ?? mod.path);
          if (text === null) return true; // nothing to check against
          const declared = new RegExp(
            `^\\s*(?:(?:private|protected|public|readonly|static|declare|abstract|get|set|accessor)\\s+)*${escape(member.name)}[?!]?\\s*[:(;]`,
            'm',
          );
          return declared.test(text);
        });
      }
    },
  };
}

/**
 * Svelte 5 types in the file custom-element-svelte-integration writes (`file`), which that
 * generator (1.2) writes for Svelte 4 and has no option for. Each event gets Svelte 5's event
 * attribute (`onlib-sprite-change={…}`, the only form in runes mode) beside the `on:` directive,
 * both with the same doc and type. The props every element shares, which the generator types
 * with a `JSX` namespace Svelte has not (an error under `skipLibCheck: false`), become Svelte's
 * own `HTMLAttributes` of the element's class (`typesModule`, as seen from the file): `class`,
 * `style`, `children`, DOM events such as `onclick`. Runs after that generator.
 */
export function svelteRunesPlugin({ file, typesModule }) {
  const base = /^type BaseProps = \{[\s\S]*?\n\};$/m;
  // An event's doc comment (not crossing another comment's end) and its `on:` line.
  const directive = /^([ \t]*)(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\n)[ \t]*"on:([^"]+)"\?: ([^;]+);$/gm;
  return {
    name: 'lib-sprites: Svelte 5 types',
    packageLinkPhase() {
      let text = readFileSync(file, 'utf8');
      if (!base.test(text)) throw new Error(`${file}: no BaseProps to replace; has the Svelte generator changed?`);
      text = text.replace(
        base,
        "/** What Svelte types on every element, for the element's class: class, style, children, DOM events. */\n" +
          'type BaseProps<Element extends HTMLElement> = import("svelte/elements").HTMLAttributes<Element>;',
      );
      text = text.replace(
        directive,
        (_, indent, doc, name, type) =>
          `${indent}${doc}${indent}"on:${name}"?: ${type};\n${indent}${doc}${indent}"on${name}"?: ${type};`,
      );
      text = text.replace(
        /Partial<(\w+)Props & BaseProps & BaseEvents>/g,
        (_, name) => `Partial<${name}Props & BaseProps<import("${typesModule}").${name}> & BaseEvents>`,
      );
      writeFileSync(file, text);
    },
  };
}
