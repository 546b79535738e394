// The sizes section of docs/benchmarks.md and bench/RESULTS.md, from size-limit's own
// report (`size-limit --json`, the budgets of .size-limit.js) after `npm run build`:
// `npm run size:table`. It rewrites only what lies between its two markers (appended to
// a file that has none), so the bench's tables around it stay as they are.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

import { SIZES_END as END, SIZES_START as START, withSizes } from '../bench/sizes-section.mjs';

let json;
try {
  json = execFileSync('npx', ['size-limit', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
} catch (error) {
  // Over budget: size-limit exits non-zero, and its report says which entry.
  json = error.stdout;
}
const checks = JSON.parse(json);
const budgets = (await import(new URL('../.size-limit.js', import.meta.url).href)).default;
const limitOf = new Map(budgets.map((check) => [check.name, check.limit]));

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const rows = checks.map(
  ({ name, size, passed }) =>
    `| ${name.replaceAll('|', '\\|').replaceAll('<', '&lt;')} | ${kb(size)} | ${limitOf.get(name) ?? ''} | ${passed ? 'yes' : '**no**'} |`,
);
const section = [
  START,
  '',
  `Sizes, gzip, minified, Lit included (${new Date().toISOString().slice(0, 10)}; budgets in \`.size-limit.js\`, checked by \`npm test\`):`,
  '',
  '| entry | size | budget | within |',
  '|---|---|---|---|',
  ...rows,
  '',
  END,
].join('\n');

for (const file of ['docs/benchmarks.md', 'bench/RESULTS.md']) {
  writeFileSync(file, withSizes(readFileSync(file, 'utf8'), section));
}
console.log(section);
