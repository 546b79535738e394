// The group's playback attributes in the Custom Elements Manifest, read from
// their table (src/elements/playback/playback-attributes.ts) as `fieldTablePlugin`
// reads the model's fields from theirs: the element's JSDoc does not list
// them, so the table is their one description.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const built = (path) => import(pathToFileURL(resolve(path)).href);

/** The playback attribute table as built (`npm run build` runs Vite before the analyser), each with its type and description. */
export async function loadPlaybackAttributes() {
  const table = await built('dist/elements/playback/playback-attributes.js');
  const { PLAYBACK_ATTRIBUTE_DOCS } = await built('dist/elements/playback/playback-attribute-docs.js');
  return table.PLAYBACK_ATTRIBUTES.map((declaration) => ({
    ...declaration,
    ...PLAYBACK_ATTRIBUTE_DOCS[declaration.name],
  }));
}

/** A default as the manifest writes it (source text): `null`, `1`, `'normal'`. */
const literal = (value) => (typeof value === 'string' ? `'${value.replace(/'/g, "\\'")}'` : String(value));

/**
 * Every element with a property for each playback attribute (the group) lists
 * the attributes with the table's type, property, default and description, and
 * each property names its attribute and default. Run before `fieldTablePlugin`,
 * which leaves what is set here as it is.
 */
export function playbackAttributesPlugin(declarations) {
  return {
    name: 'lib-sprites: playback attributes from their table',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const element of mod.declarations ?? []) {
          if (!element.customElement || !element.tagName) continue;
          const members = new Map(
            (element.members ?? [])
              .filter((m) => m.kind === 'field' && !m.static && m.privacy !== 'private')
              .map((m) => [m.name, m]),
          );
          if (!declarations.every((declaration) => members.has(declaration.name))) continue;
          element.attributes ??= [];
          for (const declaration of declarations) {
            let attribute = element.attributes.find((a) => a.name === declaration.attribute);
            if (!attribute) element.attributes.push((attribute = { name: declaration.attribute }));
            const value = literal(declaration.default());
            Object.assign(attribute, {
              type: { text: declaration.type },
              description: declaration.description,
              fieldName: declaration.name,
              default: value,
            });
            const member = members.get(declaration.name);
            member.attribute = declaration.attribute;
            member.default ??= value;
          }
        }
      }
    },
  };
}
