import { expect } from '@open-wc/testing';
import { pathBounds } from './paths.js';
import type { ShapeGeometry } from '../shapes/geometry-types.js';

const filled = (d: string): ShapeGeometry => ({ d, paint: 'fill', lineWidth: 0 }) as unknown as ShapeGeometry;

describe('pathBounds', () => {
  it('bounds every point a path names, with a pixel around for antialiasing', () => {
    expect(pathBounds(filled('M0 0 L10 20 L-5 4 Z'))).to.deep.equal({ x: -6, y: -1, width: 17, height: 22 });
  });

  it('ends at a number after a close-path (the browser stops drawing there) instead of looping', () => {
    expect(pathBounds(filled('M0 0 L10 10 Z 5 5'))).to.deep.equal({ x: -1, y: -1, width: 12, height: 12 });
  });

  it('is null for a path with no points', () => {
    expect(pathBounds(filled('nonsense'))).to.equal(null);
  });
});
