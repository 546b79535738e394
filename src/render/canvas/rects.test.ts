import { expect } from '@open-wc/testing';
import { mergeRects, within } from './rects.js';

const r = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
const sorted = (rects: { x: number; y: number; width: number; height: number }[]) => [...rects].sort((a, b) => a.x - b.x || a.y - b.y);

describe('canvas dirty rectangles: mergeRects', () => {
  it('keeps disjoint rectangles apart, touching ones too (no pixel is shared)', () => {
    expect(sorted(mergeRects([r(0, 0, 16, 16), r(16, 0, 16, 16), r(100, 100, 8, 8)]))).to.deep.equal([r(0, 0, 16, 16), r(16, 0, 16, 16), r(100, 100, 8, 8)]);
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
    expect(sorted(mergeRects([r(-20, -20, 10, 10), r(-15, -15, 10, 10), r(0, 70000, 4, 4), r(5, 5, 0, 10)]))).to.deep.equal([r(-20, -20, 15, 15), r(0, 70000, 4, 4)]);
  });

  it('within: inner lies wholly inside outer', () => {
    expect(within(r(2, 2, 4, 4), r(0, 0, 8, 8))).to.equal(true);
    expect(within(r(0, 0, 8, 8), r(0, 0, 8, 8))).to.equal(true);
    expect(within(r(6, 6, 4, 4), r(0, 0, 8, 8))).to.equal(false);
  });
});
