// Size budgets (gzip, minified, Lit included), checked by `npm test` after the build:
// `npx size-limit` fails when an entry grows past its limit (docs/benchmarks.md#sizes).
// Each limit is what the entry weighs plus a small margin: raise one only with a reason.
import { build } from 'esbuild';
import { resolve } from 'node:path';

/** The features the core fetches on first use (`import()`) are left out of a page's first load. */
const fetchedLater = {
  name: 'fetched-later',
  setup(esbuild) {
    esbuild.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

// What `import 'lib-sprites'` loads before any feature is used: a feature's figure is what it adds to that.
const corePage = await build({
  entryPoints: ['dist/index.js'],
  bundle: true,
  write: false,
  metafile: true,
  format: 'esm',
  plugins: [fetchedLater],
  logLevel: 'silent',
});
const inCore = new Set(Object.keys(corePage.metafile.inputs).map((file) => resolve(file)));
const besideCore = {
  name: 'beside-core',
  setup(esbuild) {
    esbuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData === 'beside-core') return undefined;
      const found = await esbuild.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'beside-core',
      });
      return inCore.has(found.path) ? { path: args.path, external: true } : undefined;
    });
  },
};

/** The <script> bundle's files as built (only minified again, which leaves them as they are). */
const asBuilt = (config) => ({ ...config, bundle: false });

const splitLikeAPage = (plugins) => (config) => ({ ...config, format: 'esm', plugins });

export default [
  {
    name: "core page: import 'lib-sprites' (before any feature is used)",
    gzip: true,
    path: 'dist/index.js',
    modifyEsbuildConfig: splitLikeAPage([fetchedLater]),
    limit: '49.2 kB',
  },
  {
    name: "everything: import 'lib-sprites' and every feature",
    gzip: true,
    path: 'dist/index.js',
    modifyEsbuildConfig: splitLikeAPage([]),
    limit: '92.4 kB',
  },
  {
    name: 'lib-sprites/model',
    gzip: true,
    path: 'dist/model/index.js',
    limit: '13.6 kB',
  },
  {
    name: 'lib-sprites/model/fields (the field table), alone',
    gzip: true,
    path: 'dist/model/fields-entry.js',
    limit: '3.6 kB',
  },
  {
    name: 'lib-sprites/model/playback (PlaybackTimeline and the timers, no DOM), alone',
    gzip: true,
    path: 'dist/model/playback/index.js',
    limit: '2.7 kB',
  },
  {
    name: 'feature: <lib-sprites-scene>, its canvas renderer and worker (lib-sprites/scene), beside the core',
    gzip: true,
    path: 'dist/elements/scene/index.js',
    modifyEsbuildConfig: splitLikeAPage([besideCore]),
    limit: '21.7 kB',
  },
  {
    name: 'feature: <lib-sprites-scene> as the core fetches it at the first scene (the offscreen worker fetched later), beside the core',
    gzip: true,
    path: 'dist/elements/scene/scene-feature.js',
    modifyEsbuildConfig: splitLikeAPage([besideCore, fetchedLater]),
    limit: '18.7 kB',
  },
  {
    name: 'feature: shapes, BITMAP and MAP drawing (lib-sprites/shapes), beside the core',
    gzip: true,
    path: 'dist/render/shapes-feature/index.js',
    modifyEsbuildConfig: splitLikeAPage([besideCore]),
    limit: '9.5 kB',
  },
  {
    name: 'feature: atlas readers and the atlas attribute (lib-sprites/atlas), beside the core',
    gzip: true,
    path: 'dist/elements/atlas/index.js',
    modifyEsbuildConfig: splitLikeAPage([besideCore]),
    limit: '5 kB',
  },
  {
    name: 'feature: scroll and view timelines (lib-sprites/scroll), beside the core',
    gzip: true,
    path: 'dist/elements/playback/scroll-feature.js',
    modifyEsbuildConfig: splitLikeAPage([besideCore]),
    limit: '1 kB',
  },
  {
    name: 'feature: page hooks and painted styles (lib-sprites/hooks), beside the core',
    gzip: true,
    path: 'dist/render/extras-feature/index.js',
    modifyEsbuildConfig: splitLikeAPage([besideCore]),
    limit: '3.5 kB',
  },
  {
    name: 'feature: <lib-fake-cursor> and LIB_Mouse (lib-sprites/cursor), beside the core',
    gzip: true,
    path: 'dist/cursor/index.js',
    modifyEsbuildConfig: splitLikeAPage([besideCore]),
    limit: '9.2 kB',
  },
  {
    // Not shipped: the same job written by hand with Lit alone, the floor the core page is compared with.
    name: 'floor: one hand-written Lit element playing an IMAGE sheet (bench/pages/size-floor.ts)',
    gzip: true,
    path: 'bench/pages/size-floor.ts',
    modifyEsbuildConfig: splitLikeAPage([]),
    limit: '6.7 kB',
  },
  {
    name: 'the <script> bundle with every chunk beside it',
    gzip: true,
    path: ['dist/bundle/*.js', 'dist/bundle/chunks/*.js'],
    modifyEsbuildConfig: asBuilt,
    limit: '101.3 kB',
  },
];
