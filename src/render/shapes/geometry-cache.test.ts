/**
 * The geometry cache: an unchanged shape object gets the very same geometry
 * (so a backend can skip an unchanged path by identity); any change of what
 * its type reads gives a new one, equal to what shapeGeometry computes.
 */
import { expect } from '@open-wc/testing';
import { drawable } from '../../../test/support/render-options.js';
import type { Drawable } from '../options/drawable.js';
import { cachedShapeGeometry } from './geometry-cache.js';
import { shapeGeometry } from './geometry.js';

type Mutable = { -readonly [K in keyof Drawable]: Drawable[K] } & { data: Record<string, unknown> };

describe('render shapes: cachedShapeGeometry', () => {
  it('returns the same geometry while nothing it reads changes', () => {
    const circle = drawable('CIRCLE', { radius: '10', style: 'red' }) as Mutable;
    const first = cachedShapeGeometry(circle);
    expect(first).to.deep.equal(shapeGeometry(circle));
    circle.data['style'] = 'blue'; // not geometry
    circle.left = 40; // placed by the backend, not part of the path
    expect(cachedShapeGeometry(circle)).to.equal(first);
  });

  it('recomputes on a change of data, paint, size, type or src', () => {
    const shape = drawable('CIRCLE', { radius: 10 }) as Mutable;
    let last = cachedShapeGeometry(shape)!;
    const expectNew = (what: string): void => {
      const now = cachedShapeGeometry(shape);
      expect(now, what).to.not.equal(last);
      expect(now, what).to.deep.equal(shapeGeometry(shape));
      last = now!;
    };
    shape.data['radius'] = '12';
    expectNew('radius');
    shape.data['stroke'] = '';
    expectNew('stroke');
    shape.data['lineWidth'] = 3;
    expectNew('lineWidth');
    shape.srcType = drawable('RECTANGLE').srcType;
    expectNew('type');
    shape.width = 50;
    expectNew('width');
    shape.height = 7;
    expectNew('height');
    shape.srcType = drawable('BITMAP').srcType;
    shape.src = '#.#';
    expectNew('bitmap');
    shape.src = '##.';
    expectNew('bitmap src');
  });

  it('never trusts an object or function value to be unchanged', () => {
    const grid = [[true, false]];
    const bitmap = drawable('BITMAP', {}, { src: grid, width: 4, height: 4 }) as Mutable;
    const first = cachedShapeGeometry(bitmap)!;
    const second = cachedShapeGeometry(bitmap)!;
    expect(second, 'computed again').to.not.equal(first);
    expect(second).to.deep.equal(shapeGeometry(bitmap));
  });

  it('keeps a bad value drawing nothing, without recomputing', () => {
    const circle = drawable('CIRCLE', { radius: 'wide' });
    expect(cachedShapeGeometry(circle)).to.equal(null);
    expect(cachedShapeGeometry(circle)).to.equal(null);
  });
});
