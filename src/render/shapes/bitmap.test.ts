import { expect } from '@open-wc/testing';
import { drawable, warningsOf } from '../../../test/support/render-options.js';
import { bitmapRuns, mergedRectangles } from './bitmap.js';
import { readBitmap, shapeGeometry } from './geometry.js';

const context = new OffscreenCanvas(10, 10).getContext('2d')!;
const inPath = (d: string, x: number, y: number): boolean => context.isPointInPath(new Path2D(d), x, y);

describe('render shapes: BITMAP', () => {
  const rows = [
    [true, false, false, true],
    [false, true, true, false],
  ];

  it('reads a grid from arrays, JSON, or rows of text with # or 1 on', () => {
    const expected = bitmapRuns(rows);
    for (const src of [
      rows,
      JSON.stringify(rows),
      '#..#/.##.',
      '1001/0110',
      '  #..#\n  .##.  ',
      [[1, 0, 0, 1], '.##.'],
    ]) {
      expect(readBitmap(drawable('BITMAP', {}, { src })), JSON.stringify(src)).to.deep.equal(expected);
    }
  });

  it('fills every true cell as a width × height rectangle, and nothing else', () => {
    const g = shapeGeometry(drawable('BITMAP', {}, { src: rows, width: 10, height: 5 }))!;
    expect(g.paint).to.equal('fill');
    const on = (x: number, y: number): boolean => inPath(g.d, x * 10 + 5, y * 5 + 2.5);
    expect([0, 1, 2, 3].map((x) => on(x, 0))).to.deep.equal([true, false, false, true]);
    expect([0, 1, 2, 3].map((x) => on(x, 1))).to.deep.equal([false, true, true, false]);
    expect(on(0, 2)).to.equal(false);
  });

  it('merges runs and grows identical runs down, so a solid grid is one rectangle', () => {
    expect(
      mergedRectangles(
        bitmapRuns([
          [true, true],
          [true, true],
        ])!,
      ),
    ).to.deep.equal([0, 0, 2, 2]);
    expect(mergedRectangles(bitmapRuns(['##.', '##.', '.##'])!)).to.deep.equal([0, 0, 2, 2, 1, 2, 3, 3]);
    expect(mergedRectangles(bitmapRuns(['#.#', '###'])!)).to.deep.equal([0, 0, 1, 1, 2, 0, 3, 1, 0, 1, 3, 2]);
  });

  it('outlines each true cell with stroke', () => {
    const g = shapeGeometry(drawable('BITMAP', { stroke: '', lineWidth: 2 }, { src: '##', width: 10, height: 10 }))!;
    expect(g).to.include({ paint: 'stroke', lineWidth: 2 });
    expect(g.d.match(/M/g)).to.have.length(2);
  });

  it('a 2,000 × 2,000 grid becomes one path of merged rectangles', () => {
    const row = '#'.repeat(1000) + '.'.repeat(1000);
    const text = Array.from({ length: 2000 }, (_, y) => (y % 2 ? row : '#'.repeat(2000))).join('/');
    const g = shapeGeometry(drawable('BITMAP', {}, { src: text, width: 1, height: 1 }))!;
    // Odd rows end the full-width run; the left half of every row is one run, so rows alternate two shapes.
    expect(g.d.match(/M/g)!.length).to.equal(2000);
    expect(inPath(g.d, 1500.5, 0.5)).to.equal(true);
    expect(inPath(g.d, 1500.5, 1.5)).to.equal(false);
  });

  it('malformed JSON or a non-grid warns once and draws nothing', () => {
    const o = drawable('BITMAP', {}, { src: '[[true,', id: 'b' });
    const warnings = warningsOf(() => {
      expect(shapeGeometry(o)).to.equal(null);
      expect(shapeGeometry(o)).to.equal(null);
      expect(shapeGeometry(drawable('BITMAP', {}, { src: [1, 2] }))).to.equal(null);
    });
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.contain('"b"').and.contain('src');
  });
});
