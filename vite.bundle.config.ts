// The <script type="module"> build, without a bundler or an import map, lit included:
// one URL to include, dist/bundle/lib-sprites.js, a small entry that fetches the
// features it needs from the chunks beside it (dist/bundle/chunks/), by paths
// relative to itself, so it works from a CDN folder as from node_modules.
// lib-sprites-scene.js, -cursor.js, -atlas.js, -scroll.js and -hooks.js import a feature ahead (`LIB_Mouse`, `fromAseprite`).
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    outDir: 'dist/bundle',
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    lib: {
      entry: {
        'lib-sprites': 'src/index.ts',
        'lib-sprites-scene': 'src/elements/scene/index.ts',
        'lib-sprites-cursor': 'src/cursor/index.ts',
        'lib-sprites-atlas': 'src/elements/atlas/index.ts',
        'lib-sprites-scroll': 'src/elements/playback/scroll-feature.ts',
        'lib-sprites-hooks': 'src/render/extras-feature/index.ts',
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
