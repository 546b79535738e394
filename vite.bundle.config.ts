// One self-contained file (lit included) for a plain <script type="module">
// without a bundler or an import map: dist/bundle/lib-sprites.js.
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    outDir: 'dist/bundle',
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'lib-sprites.js' },
  },
});
