// The docs' benchmark tables (docs/.vitepress/plugins/bench-results.ts) on a fresh clone,
// where bench/results/latest.json is absent: they come from the committed bench/RESULTS.md.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCommittedResults, resultsMarkdown } from '../../docs/.vitepress/plugins/bench-results';

describe('the docs benchmark tables without a results file', () => {
  it('shows the committed bench/RESULTS.md: the run, then every suite asked for', () => {
    const results = readCommittedResults();
    expect(results?.rows.length).toBeGreaterThan(10);
    expect(results?.date).toMatch(/\d{4}-\d\d-\d\d/);
    const page = resultsMarkdown(results);
    expect(page).not.toContain('No results yet');
    expect(page).toContain('as committed in `bench/RESULTS.md`');
    expect(page).toContain('<code>cursor.ratio</code>');
    expect(resultsMarkdown(results, ['scene'])).not.toContain('### Suite `cursor`');
  });

  it('reads each table by its header, escaped pipes kept inside their cell', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'bench-md-')), 'RESULTS.md');
    writeFileSync(
      path,
      [
        '# Benchmark results',
        '| run | |',
        '|---|---|',
        '| date | 2026-01-02 10:00 UTC |',
        '| machine | 2 cores |',
        '## model',
        '| id | measure | value | floor | goal | met | runs | note |',
        '|---|---|---|---|---|---|---|---|',
        '| `model.ratio` | a \\| b | 0.5 x | 2 ms | <= 1 | yes | 5 | fine |',
      ].join('\n'),
    );
    const results = readCommittedResults(path);
    expect(results?.machine).toBe('2 cores');
    expect(results?.rows).toEqual([
      {
        suite: 'model',
        id: 'model.ratio',
        name: 'a | b',
        value: '0.5 x',
        target: '<= 1 (met: yes)',
        note: 'floor 2 ms; fine',
      },
    ]);
  });
});
