// `npm run build` runs the Custom Elements Manifest analyser with this file
// after Vite and tsc: it reads the element classes' JSDoc and Lit properties,
// then the plugins below (in order) make the manifest describe what is shipped,
// and the ecosystem's generators turn it into framework types and editor data.
//
// The model's fields (src, src-type, src-left, …) are not listed here or in the
// element docs by hand: `fieldTablePlugin` reads the field table from the built
// model entry (src/model/fields.ts) and gives every field attribute its type,
// property and default. The group's playback attributes (atlas, tag,
// playback-rate, …) come the same way from their own table
// (src/elements/playback/playback-attributes.ts), read by `playbackAttributesPlugin`.
import { customElementJsxPlugin } from 'custom-element-jsx-integration';
import { customElementVuejsPlugin } from 'custom-element-vuejs-integration';
import { customElementSveltePlugin } from 'custom-element-svelte-integration';
import { customElementSolidJsPlugin } from 'custom-element-solidjs-integration';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import {
  dataAttributesPlugin,
  declaredMembersPlugin,
  definitionsPlugin,
  fieldTablePlugin,
  frameworkTypesPlugins,
  loadFieldTable,
  shippedPathsPlugin,
  svelteRunesPlugin,
  vueNamesPlugins,
} from './scripts/cem-plugins.mjs';
import { loadPlaybackAttributes, playbackAttributesPlugin } from './scripts/cem-playback-attributes.mjs';

const outdir = 'dist';
// The generated .d.ts files sit in dist/ and take the element classes and the
// event detail types from the package's own declarations, dist/index.d.ts.
const typesSrc = 'tsType';
const frameworkTypes = frameworkTypesPlugins({ key: typesSrc, typesModule: './index.js' });
const vueNames = vueNamesPlugins({ key: typesSrc });

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  outdir,
  litelement: true,
  plugins: [
    playbackAttributesPlugin(await loadPlaybackAttributes()),
    fieldTablePlugin(await loadFieldTable()),
    dataAttributesPlugin(),
    definitionsPlugin(),
    // Last of ours: the generators below read paths from the manifest.
    shippedPathsPlugin({ from: 'src/', to: `${outdir}/` }),
    declaredMembersPlugin(),
    frameworkTypes.prepare,
    customElementJsxPlugin({ outdir, fileName: 'jsx.d.ts', typesSrc }),
    vueNames.prepare,
    customElementVuejsPlugin({ outdir, fileName: 'vue.d.ts', typesSrc }),
    vueNames.restore,
    customElementSveltePlugin({ outdir, fileName: 'svelte.d.ts', typesSrc }),
    svelteRunesPlugin({ file: `${outdir}/svelte.d.ts`, typesModule: './index.js' }),
    customElementSolidJsPlugin({ outdir, fileName: 'solid-js.d.ts', typesSrc }),
    frameworkTypes.restore,
    customElementVsCodePlugin({
      outdir,
      htmlFileName: 'vscode.html-custom-data.json',
      cssFileName: 'vscode.css-custom-data.json',
    }),
    customElementJetBrainsPlugin({ outdir, webTypesFileName: 'web-types.json', packageJson: false }),
  ],
};
