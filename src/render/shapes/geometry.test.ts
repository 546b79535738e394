/**
 * Shape paths: each type's `d` drawn through `new Path2D(d)` covers the points
 * it should (isPointInPath / isPointInStroke), and arcs match what the
 * browser's own canvas `arc()` / `ellipse()` draw, pixel for pixel but for
 * anti-aliasing.
 */
import { expect } from '@open-wc/testing';
import { drawable, warningsOf } from '../../../test/support/render-options.js';
import { canvasSweep, ellipseArcPath } from './arc.js';
import { shapeGeometry, type ShapeGeometry } from './geometry.js';

const context = new OffscreenCanvas(200, 200).getContext('2d')!;

function covers(geometry: ShapeGeometry, x: number, y: number): boolean {
  const path = new Path2D(geometry.d);
  if (geometry.paint === 'fill') return context.isPointInPath(path, x, y);
  context.lineWidth = geometry.lineWidth;
  return context.isPointInStroke(path, x, y);
}

function expectCovers(geometry: ShapeGeometry | null, inside: [number, number][], outside: [number, number][]): void {
  expect(geometry).to.not.equal(null);
  for (const [x, y] of inside) expect(covers(geometry!, x, y), `(${x}, ${y}) inside ${geometry!.d}`).to.equal(true);
  for (const [x, y] of outside) expect(covers(geometry!, x, y), `(${x}, ${y}) outside ${geometry!.d}`).to.equal(false);
}

describe('render shapes: geometry of every shape type', () => {
  it('SEGMENT: a stroked line, lineWidth else width else 1', () => {
    const g = shapeGeometry(drawable('SEGMENT', { x1: '10', y1: 10, x2: 50, y2: 10, lineWidth: 4 }))!;
    expect(g).to.include({ paint: 'stroke', lineWidth: 4 });
    expectCovers(
      g,
      [
        [30, 10],
        [30, 11.5],
      ],
      [
        [30, 13],
        [5, 10],
        [55, 10],
      ],
    );
    expect(shapeGeometry(drawable('SEGMENT', { x1: 0, y1: 0, x2: 1, y2: 1 }, { width: 6 }))!.lineWidth).to.equal(6);
    expect(shapeGeometry(drawable('SEGMENT', { x1: 0, y1: 0, x2: 1, y2: 1 }, { width: 0 }))!.lineWidth).to.equal(1);
  });

  it('PIXEL: one 1×1 square at the origin', () => {
    expectCovers(
      shapeGeometry(drawable('PIXEL')),
      [[0.5, 0.5]],
      [
        [1.5, 0.5],
        [0.5, 1.5],
        [-0.5, 0.5],
      ],
    );
  });

  it('RECTANGLE: width × height, filled, or outlined with stroke and lineWidth', () => {
    const filled = shapeGeometry(drawable('RECTANGLE', {}, { width: 40, height: 20 }));
    expectCovers(
      filled,
      [
        [1, 1],
        [39, 19],
        [20, 10],
      ],
      [
        [41, 10],
        [20, 21],
      ],
    );
    const outlined = shapeGeometry(drawable('RECTANGLE', { stroke: '', lineWidth: '2' }, { width: 40, height: 20 }))!;
    expect(outlined).to.include({ paint: 'stroke', lineWidth: 2 });
    expectCovers(
      outlined,
      [
        [0, 10],
        [40, 10],
        [20, 20],
      ],
      [
        [20, 10],
        [43, 10],
      ],
    );
    expect(shapeGeometry(drawable('RECTANGLE', { stroke: true }))!.lineWidth).to.equal(1);
  });

  it('CIRCLE: centred on the origin', () => {
    expectCovers(
      shapeGeometry(drawable('CIRCLE', { radius: '20' })),
      [
        [0, 0],
        [19, 0],
        [0, -19],
        [-13, 13],
      ],
      [
        [21, 0],
        [15, 15],
      ],
    );
    expectCovers(
      shapeGeometry(drawable('CIRCLE', { radius: 20, stroke: true, lineWidth: 2 })),
      [
        [20, 0],
        [0, -20.5],
      ],
      [
        [0, 0],
        [23, 0],
      ],
    );
  });

  it('ARC: anticlockwise from startAngle to endAngle, closed by its chord', () => {
    // From 0 to π/2 anticlockwise is three quarters of the disc, without the lower right one.
    const g = shapeGeometry(drawable('ARC', { radius: 20, startAngle: 0, endAngle: Math.PI / 2 }));
    expectCovers(
      g,
      [
        [-10, -10],
        [10, -10],
        [-10, 10],
      ],
      [[12, 12]],
    );
  });

  it('ELLIPSE: radii, rotation, start and end (default a whole turn), anticlockwise', () => {
    const whole = shapeGeometry(drawable('ELLIPSE', { radiusX: 30, radiusY: 10 }));
    expectCovers(
      whole,
      [
        [25, 0],
        [0, 8],
      ],
      [
        [0, 15],
        [31, 0],
      ],
    );
    const turned = shapeGeometry(drawable('ELLIPSE', { radiusX: 30, radiusY: 10, ellipseRotation: Math.PI / 2 }));
    expectCovers(
      turned,
      [
        [0, 25],
        [8, 0],
      ],
      [[25, 0]],
    );
    // The upper half (π to 2π clockwise is the half with negative y on screen).
    const upper = shapeGeometry(
      drawable('ELLIPSE', { radiusX: 30, radiusY: 10, startAngle: Math.PI, endAngle: 2 * Math.PI }),
    );
    expectCovers(upper, [[0, -5]], [[0, 5]]);
    const lower = shapeGeometry(
      drawable('ELLIPSE', {
        radiusX: 30,
        radiusY: 10,
        startAngle: Math.PI,
        endAngle: 2 * Math.PI,
        anticlockwise: 'true',
      }),
    );
    expectCovers(lower, [[0, 5]], [[0, -5]]);
  });

  it('TRIANGLE: the origin and two points, closed', () => {
    expectCovers(
      shapeGeometry(drawable('TRIANGLE', { x1: 40, y1: 0, x2: 0, y2: 40 })),
      [
        [5, 5],
        [18, 18],
      ],
      [
        [22, 22],
        [-1, 5],
      ],
    );
  });

  it('BEZIER_CURVE and QUADRATIC_BEZIER_CURVE: stroked curves from the origin', () => {
    const cubic = shapeGeometry(
      drawable('BEZIER_CURVE', { x1: 0, y1: 40, x2: 40, y2: 40, x3: 40, y3: 0, lineWidth: 2 }),
    )!;
    expect(cubic.paint).to.equal('stroke');
    expectCovers(
      cubic,
      [
        [0, 0],
        [40, 0],
        [20, 30],
      ],
      [
        [20, 20],
        [20, 40],
      ],
    );
    const quadratic = shapeGeometry(
      drawable('QUADRATIC_BEZIER_CURVE', { x1: 20, y1: 40, x2: 40, y2: 0, lineWidth: 2 }),
    )!;
    expectCovers(
      quadratic,
      [
        [0, 0],
        [40, 0],
        [20, 20],
      ],
      [
        [20, 10],
        [20, 35],
      ],
    );
  });

  it('bad or missing values draw nothing with one warning per attribute, and never throw', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['CIRCLE', {}, 'radius (data-radius)'],
      ['CIRCLE', { radius: 'big' }, 'radius (data-radius)'],
      ['CIRCLE', { radius: -5 }, 'radius (data-radius)'],
      ['ARC', { radius: 5, startAngle: 0 }, 'endAngle (data-end-angle)'],
      ['ELLIPSE', { radiusX: 5 }, 'radiusY (data-radius-y)'],
      ['ELLIPSE', { radiusX: 5, radiusY: 5, startAngle: 'x' }, 'startAngle (data-start-angle)'],
      ['SEGMENT', { x1: 0, y1: 0, x2: NaN, y2: 0 }, 'x2 (data-x2)'],
      ['TRIANGLE', { x1: 0, y1: 0, x2: 0 }, 'y2 (data-y2)'],
      ['BEZIER_CURVE', { x1: 0, y1: 0, x2: 0, y2: 0, x3: {}, y3: 0 }, 'x3 (data-x3)'],
      ['QUADRATIC_BEZIER_CURVE', { x1: 0, y1: 0, x2: 0 }, 'y2 (data-y2)'],
    ];
    for (const [type, data, attribute] of cases) {
      const o = drawable(type as 'CIRCLE', data);
      const warnings = warningsOf(() => {
        expect(shapeGeometry(o), `${type} ${JSON.stringify(data)}`).to.equal(null);
        shapeGeometry(o);
      });
      expect(warnings, `${type} ${JSON.stringify(data)}`).to.have.length(1);
      expect(warnings[0]).to.contain(attribute);
    }
  });

  it('types that are no shape have no geometry', () => {
    expect(shapeGeometry(drawable('IMAGE'))).to.equal(null);
    expect(shapeGeometry(drawable('TEXT'))).to.equal(null);
    expect(shapeGeometry(drawable('MAP'))).to.equal(null);
  });
});

describe('render shapes: arcs match the canvas arc() and ellipse()', () => {
  it('computes the sweep canvas draws', () => {
    const TAU = Math.PI * 2;
    expect(canvasSweep(0, TAU, true)).to.be.closeTo(-TAU, 1e-12);
    expect(canvasSweep(0, TAU, false)).to.equal(TAU);
    expect(canvasSweep(1, 1, false)).to.equal(0);
    expect(canvasSweep(2, 11, true)).to.be.closeTo(-(TAU - (9 % TAU)), 1e-12);
    expect(canvasSweep(0, -1, false)).to.be.closeTo(TAU - 1, 1e-12);
    expect(canvasSweep(0, 10 * TAU, false)).to.equal(TAU);
  });

  /** How many pixels (of 10,000) differ by more than anti-aliasing (a wrong sweep differs by hundreds) between the canvas's own arc and our path. */
  function mismatch(draw: (c: OffscreenCanvasRenderingContext2D) => void, d: string): number {
    const size = 100;
    const a = new OffscreenCanvas(size, size).getContext('2d', { willReadFrequently: true })!;
    const b = new OffscreenCanvas(size, size).getContext('2d', { willReadFrequently: true })!;
    a.translate(50, 50);
    a.beginPath();
    draw(a);
    a.closePath();
    a.fill();
    b.translate(50, 50);
    b.fill(new Path2D(d));
    const pa = a.getImageData(0, 0, size, size).data;
    const pb = b.getImageData(0, 0, size, size).data;
    let bad = 0;
    for (let i = 3; i < pa.length; i += 4) if (Math.abs(pa[i]! - pb[i]!) > 96) bad++;
    return bad;
  }

  const angles: [number, number][] = [
    [0, Math.PI * 2],
    [2, 11],
    [0.5, 0.2],
    [-1, 3],
    [1, 1],
    [4, -4],
    [0, 20],
    [Math.PI, 0],
  ];
  for (const [start, end] of angles) {
    for (const anticlockwise of [false, true]) {
      it(`ellipse from ${start} to ${end}${anticlockwise ? ' anticlockwise' : ''}`, () => {
        const arc = { cx: 0, cy: 0, rx: 40, ry: 25, rotation: 0.7, startAngle: start, endAngle: end, anticlockwise };
        expect(
          mismatch((c) => c.ellipse(0, 0, 40, 25, 0.7, start, end, anticlockwise), ellipseArcPath(arc, true)),
        ).to.be.at.most(12);
        const circle = { ...arc, ry: 40, rotation: 0 };
        expect(mismatch((c) => c.arc(0, 0, 40, start, end, anticlockwise), ellipseArcPath(circle, true))).to.be.at.most(
          12,
        );
      });
    }
  }
});
