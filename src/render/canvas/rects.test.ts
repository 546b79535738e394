import { expect } from '@open-wc/testing';
import { intersects, type Rect } from './items.js';
import { mergeRects as mergeIn, within } from './rects.js';
import { SpatialGrid } from './spatial-grid.js';

const r = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
/** Merged over a canvas of 200 × 200 px. */
const mergeRects = (rects: Rect[]): Rect[] => mergeIn(rects, new SpatialGrid<Rect>(200, 200));
const sorted = (rects: { x: number; y: number; width: number; height: number }[]) =>
  [...rects].sort((a, b) => a.x - b.x || a.y - b.y);

describe('canvas dirty rectangles: mergeRects', () => {
  it('keeps disjoint rectangles apart, touching ones too (no pixel is shared)', () => {
    expect(sorted(mergeRects([r(0, 0, 16, 16), r(16, 0, 16, 16), r(100, 100, 8, 8)]))).to.deep.equal([
      r(0, 0, 16, 16),
      r(16, 0, 16, 16),
      r(100, 100, 8, 8),
    ]);
  });

  it('collapses duplicates and merges overlapping ones into their bounding box', () => {
    expect(mergeRects([r(0, 0, 16, 16), r(0, 0, 16, 16)])).to.deep.equal([r(0, 0, 16, 16)]);
    expect(mergeRects([r(0, 0, 16, 16), r(8, 8, 16, 16)])).to.deep.equal([r(0, 0, 24, 24)]);
  });

  it('merges through chains: a merged box that reaches a rectangle seen earlier takes it in', () => {
    // a and c are apart; b overlaps both; d overlaps only the box of a+b+c.
    const merged = mergeRects([r(0, 0, 10, 10), r(30, 0, 10, 10), r(5, 5, 30, 2), r(20, 9, 3, 3)]);
    expect(merged).to.deep.equal([r(0, 0, 40, 12)]);
  });

  it('far apart rectangles (beyond one grid row) and negative ones are handled; empty ones dropped', () => {
    expect(
      sorted(mergeRects([r(-20, -20, 10, 10), r(-15, -15, 10, 10), r(0, 70000, 4, 4), r(5, 5, 0, 10)])),
    ).to.deep.equal([r(-20, -20, 15, 15), r(0, 70000, 4, 4)]);
  });

  it('merges a huge rectangle reaching across the canvas in bounded work, and leaves the grid empty for the next merge', () => {
    const grid = new SpatialGrid<Rect>(200, 200);
    expect(mergeIn([r(-1e9, 50, 2e9, 10), r(100, 55, 10, 10)], grid)).to.deep.equal([r(-1e9, 50, 2e9, 15)]);
    // A rectangle of the last merge still listed would be merged into this one.
    expect(mergeIn([r(100, 100, 10, 10)], grid)).to.deep.equal([r(100, 100, 10, 10)]);
  });

  it('keeps rectangles wholly off the canvas, every one covered by what it returns', () => {
    const given = [r(900, 900, 10, 10), r(905, 905, 10, 10), r(-500, -500, 4, 4), r(10, 10, 4, 4)];
    const merged = mergeIn(given, new SpatialGrid<Rect>(200, 200));
    for (const rect of given)
      expect(
        merged.some((m) => within(rect, m)),
        JSON.stringify(rect),
      ).to.equal(true);
  });

  it('leaves no two rectangles overlapping and every given one covered, whatever the order (seeded crowds)', () => {
    let seed = 7;
    const next = (): number => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    for (let round = 0; round < 20; round++) {
      const given = Array.from({ length: 10 + round * 10 }, () =>
        r(Math.floor(next() * 180), Math.floor(next() * 180), 1 + Math.floor(next() * 40), 1 + Math.floor(next() * 40)),
      );
      const merged = mergeRects(given);
      for (const rect of given) expect(merged.some((m) => within(rect, m))).to.equal(true);
      for (let i = 0; i < merged.length; i++) {
        for (let j = i + 1; j < merged.length; j++)
          expect(intersects(merged[i]!, merged[j]!), `round ${round}`).to.equal(false);
      }
    }
  });

  it('within: inner lies wholly inside outer', () => {
    expect(within(r(2, 2, 4, 4), r(0, 0, 8, 8))).to.equal(true);
    expect(within(r(0, 0, 8, 8), r(0, 0, 8, 8))).to.equal(true);
    expect(within(r(6, 6, 4, 4), r(0, 0, 8, 8))).to.equal(false);
  });
});
