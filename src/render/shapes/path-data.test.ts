/**
 * Path data moved by an offset (the DOM backend bakes a sub-sprite's left/top
 * into its path rather than an SVG transform): the moved path covers exactly
 * the moved points, for every command the shape builders write.
 */
import { expect } from '@open-wc/testing';
import { drawable } from '../../../test/support/render-options.js';
import { shapeGeometry } from './geometry.js';
import { translatePath } from './path-data.js';

const context = new OffscreenCanvas(300, 300).getContext('2d')!;

/** Every point of a grid is covered by `moved` exactly when the point less the offset is covered by `d`. */
function expectMoved(d: string, dx: number, dy: number, paint: 'fill' | 'stroke' = 'fill'): void {
  const moved = translatePath(d, dx, dy);
  const original = new Path2D(d);
  const shifted = new Path2D(moved);
  context.lineWidth = 2;
  let inside = 0;
  for (let x = -40; x < 200; x += 3) {
    for (let y = -40; y < 200; y += 3) {
      const was =
        paint === 'fill'
          ? context.isPointInPath(original, x + 0.5, y + 0.5)
          : context.isPointInStroke(original, x + 0.5, y + 0.5);
      const now =
        paint === 'fill'
          ? context.isPointInPath(shifted, x + dx + 0.5, y + dy + 0.5)
          : context.isPointInStroke(shifted, x + dx + 0.5, y + dy + 0.5);
      expect(now, `(${x}, ${y}) of ${d} → ${moved}`).to.equal(was);
      if (was) inside++;
    }
  }
  expect(inside, `${d} covers some points`).to.be.greaterThan(0);
}

describe('render shapes: translatePath', () => {
  it('moves absolute commands and keeps relative ones', () => {
    expect(translatePath('M0 0h10v5h-10z', 3, 4)).to.equal('M3 4h10v5h-10z');
    expect(translatePath('M0 0L10 5L0 8Z', 3, 4)).to.equal('M3 4L13 9L3 12Z');
    expect(translatePath('M1 2C3 4 5 6 7 8', 1, 1)).to.equal('M2 3C4 5 6 7 8 9');
    // An arc moves its end point only: radii, rotation and flags stay.
    expect(translatePath('M5 0A5 5 0 0 1 -5 0', 10, 20)).to.equal('M15 20A5 5 0 0 1 5 20');
    // Extra pairs of a moveto are linetos; H and V move on their own axis.
    expect(translatePath('M0 0 10 10H20V30', 1, 2)).to.equal('M1 2 11 12H21V32');
    // A leading relative moveto is absolute; later ones are not.
    expect(translatePath('m1 1l2 2m3 3', 10, 10)).to.equal('M11 11l2 2m3 3');
    expect(translatePath('M0 0L1 1', 0, 0)).to.equal('M0 0L1 1');
  });

  it('every shape type covers the same points once moved', () => {
    const shapes = [
      drawable('RECTANGLE', {}, { width: 30, height: 20 }),
      drawable('CIRCLE', { radius: 15 }),
      drawable('ARC', { radius: 20, startAngle: 0, endAngle: 1.5 }),
      drawable('ELLIPSE', { radiusX: 25, radiusY: 10, ellipseRotation: 0.5 }),
      drawable('TRIANGLE', { x1: 30, y1: 10, x2: 5, y2: 40 }),
    ];
    for (const shape of shapes) expectMoved(shapeGeometry(shape)!.d, 37, 21);
    expectMoved(
      shapeGeometry(drawable('BEZIER_CURVE', { x1: 10, y1: 40, x2: 40, y2: -20, x3: 60, y3: 20 }))!.d,
      12,
      30,
      'stroke',
    );
    expectMoved(
      shapeGeometry(drawable('QUADRATIC_BEZIER_CURVE', { x1: 30, y1: 50, x2: 60, y2: 0 }))!.d,
      -5,
      9,
      'stroke',
    );
    expectMoved(shapeGeometry(drawable('SEGMENT', { x1: 0, y1: 0, x2: 50, y2: 30 }))!.d, 8, 8, 'stroke');
  });
});
