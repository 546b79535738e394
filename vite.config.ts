// `npm start` serves the demo (index.html); `npm run build` builds the library:
// ES modules, one file per source module, `lit` left to the app's bundler.
import { defineConfig } from 'vite';

export default defineConfig({
  server: { host: '127.0.0.1', port: 5173 },
  // The demo runs Lit's production build: no dev-mode warning in a visitor's console.
  resolve: { conditions: ['module', 'browser', 'production'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        'model/index': 'src/model/index.ts',
        'model/fields-entry': 'src/model/fields-entry.ts',
        'model/playback/index': 'src/model/playback/index.ts',
        // For the tools only (scripts/field-accessors.mjs, scripts/cem-plugins.mjs, scripts/cem-playback-attributes.mjs):
        // not package entries.
        'model/field-docs': 'src/model/field-docs.ts',
        'elements/playback/playback-attribute-docs': 'src/elements/playback/playback-attribute-docs.ts',
        'elements/entry': 'src/elements/entry.ts',
        'elements/scene/index': 'src/elements/scene/index.ts',
        'render/shapes-feature/index': 'src/render/shapes-feature/index.ts',
        'render/extras-feature/index': 'src/render/extras-feature/index.ts',
        'elements/atlas/index': 'src/elements/atlas/index.ts',
        'elements/playback/scroll-feature': 'src/elements/playback/scroll-feature.ts',
        'cursor/index': 'src/cursor/index.ts',
        'shared/warning-codes': 'src/shared/warning-codes.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: [/^lit($|\/)/, /^@lit\//],
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
