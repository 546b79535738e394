// `npm test` runs these Node tests (Vitest) after the build and before the
// browser tests: the built package as Node, jsdom and bundlers see it.
// Browser tests are *.test.ts (web-test-runner); Vitest's are *.spec.ts, and the
// bench scripts' own (bench/*.spec.mjs: what they compute from results, no browser).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/node/**/*.spec.ts', 'bench/**/*.spec.mjs'],
    // Today's library (bench/suites/today.mjs) brings its own bench specs, not run here.
    exclude: ['**/node_modules/**', 'bench/.today/**'],
    environment: 'node',
  },
});
