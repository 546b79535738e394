// Prints what each entry costs an app, after `vite build`: every entry of the
// package bundled alone with its dependencies (Lit included), minified, as a
// bundler would ship it, and the self-contained <script> bundle as built.
// Run by `npm run build`; `node scripts/size-report.mjs` after a build.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const entries = {
  'lib-sprites': 'dist/index.js',
  'lib-sprites/model': 'dist/model/index.js',
  'lib-sprites/elements': 'dist/elements/entry.js',
  'lib-sprites/cursor': 'dist/cursor/index.js',
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
for (const [name, file] of Object.entries(entries)) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    conditions: ['production'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  rows.push([`import '${name}'`, code.length, gzipSync(code).length]);
}
const bundle = readFileSync('dist/bundle/lib-sprites.js');
rows.push(['dist/bundle/lib-sprites.js (<script>)', bundle.length, gzipSync(bundle).length]);

const width = Math.max(...rows.map(([label]) => label.length));
console.log('\nSize of each entry with its dependencies (Lit included), minified:');
for (const [label, raw, gz] of rows)
  console.log(`  ${label.padEnd(width)}  ${kb(raw).padStart(9)}  gzip ${kb(gz).padStart(8)}`);
