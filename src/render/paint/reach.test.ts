import { expect } from '@open-wc/testing';
import { filterReach, rotatedReach } from './reach.js';

describe('canvas: how far an item paints beyond its box', () => {
  it("a filter: three deviations of a blur, a shadow's offset and blur; null for lengths in other units", () => {
    expect(filterReach('sepia(1) invert(0.5)')).to.equal(0);
    expect(filterReach('blur(2px)')).to.equal(6);
    expect(filterReach('blur(0)')).to.equal(0);
    expect(filterReach('drop-shadow(3px -4px 2px rgb(0 0 0 / 50%))')).to.equal(13);
    expect(filterReach('drop-shadow(#333 1px 1px)')).to.equal(2);
    expect(filterReach('blur(1px) drop-shadow(2px 2px 0 red)')).to.equal(7);
    expect(filterReach('blur(1em)')).to.equal(null);
  });

  it('a rotation: the rectangle holding the turned corners, a pixel wider each side', () => {
    const r = rotatedReach({ x: 0, y: 0, width: 20, height: 10 }, { angle: Math.PI / 2, originX: 10, originY: 5 });
    expect([r.x, r.y, r.width, r.height].map((v) => Math.round(v * 1000) / 1000)).to.deep.equal([4, -6, 12, 22]);
  });
});
