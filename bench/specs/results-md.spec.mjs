// RESULTS.md is made from a run's results: a sample run in, the markdown a reader sees out.
import { describe, expect, it } from 'vitest';
import { HEADLINE_GOALS, formatValue, meetsGoal, resultsMarkdown } from '../results-md.mjs';

const sample = {
  date: '2026-11-24T10:00:12.000Z',
  end: '2026-11-24T10:04:40.000Z',
  load: '1.52, 1.40, 1.21',
  loadEnd: '1.90, 1.50, 1.25',
  machine: '2 cores, Example CPU @ 2.20GHz, 7.8 GiB, linux 6.1.0 x64',
  cores: 2,
  cpu: 'Example CPU @ 2.20GHz',
  memoryGiB: 7.8,
  platform: 'linux 6.1.0 x64',
  node: 'v20.19.0',
  browsers: { chromium: 'HeadlessChrome/156.0.7000.0' },
  suites: ['model', 'cursor'],
  suitesAvailable: ['cursor', 'elements', 'model', 'scene', 'shapes'],
  settings: { CROSSBROWDY_DIR: 'set', SCENE_BENCH_SIZES: '500' },
  rows: [
    {
      suite: 'model',
      id: 'model.construct',
      name: 'construct from a SPRITES_OBJECT (10,000 x 4)',
      value: 10.04,
      unit: 'ms',
      runs: 7,
    },
    {
      suite: 'model',
      id: 'model.construct.ratio',
      name: 'construct, original ÷ ours',
      value: 71.1,
      unit: '×',
      target: '≥ 30×',
      floor: 687.25,
      floorUnit: 'ms',
      runs: 7,
      note: 'original 687.3 ms ÷ ours 10.040 ms (medians)',
    },
    {
      suite: 'model',
      id: 'model.setNext.ratio',
      name: 'setNext(true) x 10,000, original ÷ ours',
      value: 2.79,
      unit: '×',
      target: '≥ 3×',
      floor: 5.5,
      floorUnit: 'ms',
      runs: 7,
    },
    {
      suite: 'model',
      id: 'model.heapPerSprite',
      name: 'heap per sprite with its 4 sub-sprites',
      value: 0.97,
      unit: 'KB',
      target: '≤ 1.2 KB',
      runs: 7,
      note: 'gc(), usedJSHeapSize | before and after\nthe build',
    },
    {
      suite: 'cursor',
      id: 'cursor.ratio',
      name: '1000 pointer moves / floor',
      value: 1.029,
      unit: 'x',
      target: '<= 1.05',
    },
    { suite: 'cursor', id: 'cursor.skipped', name: 'not measured', value: null, unit: '×', target: 'see note' },
  ],
};

describe('bench/RESULTS.md from a run', () => {
  const md = resultsMarkdown(sample);
  const lines = md.split('\n');
  // A suite's own table comes after the headline's goals: its row is the last with that id.
  const row = (id) => lines.findLast((line) => line.startsWith(`| \`${id}\` |`));
  const goals = sample.rows.filter((r) => r.target).length;

  it('says when, under what load and on what machine and browser the run was made', () => {
    expect(md).toContain('| date | 2026-11-24 10:00 UTC to 10:04 UTC |');
    expect(md).toContain(
      '| load average (1, 5, 15 min) | 1.52, 1.40, 1.21 at the start; 1.90, 1.50, 1.25 at the end |',
    );
    expect(md).toContain('| machine | 2 cores, Example CPU @ 2.20GHz, 7.8 GiB, linux 6.1.0 x64 |');
    expect(md).toContain('| cores | 2 |');
    expect(md).toContain('| memory | 7.8 GiB |');
    expect(md).toContain('| CPU | Example CPU @ 2.20GHz |');
    expect(md).toContain('| chromium | HeadlessChrome/156.0.7000.0 |');
    expect(md).toContain('| Node | v20.19.0 |');
    expect(md).toContain('| suites | model, cursor (not in this run: elements, scene, shapes) |');
    expect(md).toContain('| `SCENE_BENCH_SIZES` | 500 |');
  });

  it('has one table per suite, in run order, with every row: id, value with unit, floor, goal, whether met', () => {
    expect(lines.filter((line) => line.startsWith('## '))).toEqual([
      '## Headline',
      '## The run',
      '## model',
      '## cursor',
    ]);
    // + the two settings rows, + the goals again in the headline
    expect(lines.filter((line) => line.startsWith('| `'))).toHaveLength(sample.rows.length + 2 + goals);
    expect(md).toContain('| id | measure | value | floor | goal | met | runs | note |');
    expect(md).toContain('| id | measure | value | goal | met | note |');
    expect(row('model.construct')).toBe(
      '| `model.construct` | construct from a SPRITES_OBJECT (10,000 x 4) | 10.0 ms |  |  |  | 7 |  |',
    );
    expect(row('model.construct.ratio')).toBe(
      '| `model.construct.ratio` | construct, original ÷ ours | 71.1 × | 687.3 ms | ≥ 30× | yes | 7 | original 687.3 ms ÷ ours 10.040 ms (medians) |',
    );
    expect(row('model.setNext.ratio')).toContain('| 2.790 × | 5.500 ms | ≥ 3× | **no** |');
    expect(row('cursor.ratio')).toBe('| `cursor.ratio` | 1000 pointer moves / floor | 1.029 x | <= 1.05 | yes |  |');
    expect(row('cursor.skipped')).toBe('| `cursor.skipped` | not measured | – | see note |  |  |');
  });

  it('keeps every row on one line of its table: pipes escaped, line breaks folded', () => {
    expect(row('model.heapPerSprite')).toContain('gc(), usedJSHeapSize \\| before and after the build |');
  });

  it('reads the rows a bare list of an older run carries, without run details', () => {
    const md2 = resultsMarkdown({
      rows: [{ suite: 'shapes', id: 'shapes.ratio.500', name: 'shapes', value: 1.47, unit: '×', target: '≤ 1.3×' }],
    });
    expect(md2).toContain('| date | not recorded |');
    expect(md2).toContain('## shapes');
    expect(md2).toContain('| `shapes.ratio.500` | shapes | 1.470 × | ≤ 1.3× | **no** |  |');
  });
});

describe('the headline', () => {
  const counts = (workload, values) =>
    Object.entries(values).map(([condition, value]) => ({
      suite: 'count',
      id: `count60.${workload}.${condition}`,
      name: condition,
      value,
      unit: 'sprites',
    }));
  const md = resultsMarkdown({
    ...sample,
    rows: [
      ...counts('animate', { scene: 31000, canvasFloor: 33000, pixi: 9000 }),
      ...counts('bunny', { scene: 12000, canvasFloor: 14500, pixi: 8000 }),
      ...sample.rows,
    ],
  });

  it('opens with the counts: a plain sentence, then a table of every condition measured', () => {
    const lines = md.split('\n');
    expect(lines.indexOf('## Headline')).toBeLessThan(lines.indexOf('## The run'));
    expect(md).toContain(
      'On a 2-core machine without a GPU: 31,000 sprites at 60 fps in a canvas scene, their frames changing (10 × 10 px, 8 frames at 10 fps); 12,000 when every one of them also moves every frame.',
    );
    expect(md).toContain('| the canvas scene (`<lib-sprites-scene>`) | 31,000 | 12,000 |');
    expect(md).toContain('| PixiJS 8 `AnimatedSprite` (software WebGL: no GPU here) | 9,000 | 8,000 |');
    expect(md).not.toContain('| the DOM groups');
  });

  it('lists at most HEADLINE_GOALS goals, each with its floor', () => {
    const many = resultsMarkdown({
      ...sample,
      rows: Array.from({ length: HEADLINE_GOALS + 4 }, (_, i) => ({
        suite: 'model',
        id: `model.goal${i}`,
        name: `goal ${i}`,
        value: 1,
        unit: '×',
        target: '≤ 2',
        floor: 3,
      })),
    });
    const headline = many.slice(0, many.indexOf('## The run'));
    expect(headline.split('\n').filter((line) => line.startsWith('| `model.goal'))).toHaveLength(HEADLINE_GOALS);
    expect(headline).toContain("4 more goals are in the suites' tables below.");
  });
});

describe('formatting', () => {
  it('prints numbers as the console table does', () => {
    expect([
      formatValue(0.1234),
      formatValue(12.345),
      formatValue(null),
      formatValue('skipped'),
      formatValue(Infinity),
    ]).toEqual(['0.123', '12.3', '–', 'skipped', 'Infinity']);
  });

  it('checks a value against a goal written as a bound, and only then', () => {
    expect(meetsGoal(1.2, '≤ 1.2 KB')).toBe(true);
    expect(meetsGoal(1.21, '≤ 1.2')).toBe(false);
    expect(meetsGoal(2500, '≥ 2,000×')).toBe(true);
    expect(meetsGoal(0.5, '< 1')).toBe(true);
    expect(meetsGoal(1, '> 1')).toBe(false);
    expect(meetsGoal(1, 'see note')).toBe(null);
    expect(meetsGoal(null, '≤ 1')).toBe(null);
    expect(meetsGoal('skipped', '≤ 1')).toBe(null);
  });
});
