/** Objects with no style take the fill or stroke the objects drawn before them left: the plan's part, pure. */
import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, type SubSpriteInit } from '../model/index.js';
import type { PaintStyle, PlanStyles } from './draw-item.js';
import { carryAcross, paintOfItem } from './carried-style.js';
import { plan } from './plan.js';
import { warningsOf } from '../../test/support/render-options.js';

/** A group whose sprite draws nothing, with these sub-sprites in z order. */
const group = (subSprites: SubSpriteInit[]): LIB_GraphicSprites =>
  new LIB_GraphicSprites({
    id: 'g',
    sprites: [{ id: 's', subSprites: subSprites.map((sub, i) => ({ zIndex: i + 1, ...sub })) }],
  });

const rect = (id: string, data: Record<string, unknown> = {}): SubSpriteInit => ({
  id,
  srcType: 'RECTANGLE',
  width: 10,
  height: 10,
  data,
});

/** What each item of the plan that fills or strokes is drawn with: its colour or gradient, or `before` when it takes the groups'. */
function drawnWith(sprites: LIB_GraphicSprites): Record<string, PaintStyle | 'before'> {
  const out: Record<string, PaintStyle | 'before'> = {};
  for (const item of plan(sprites).items) {
    if (paintOfItem(item) === null) continue;
    const options = item.appearance;
    out[item.object.id] = options?.styled ? (options.canvasStyle ?? options.colour) : 'before';
  }
  return out;
}

describe('render plan: objects with no style draw as a canvas keeps its last colour', () => {
  it('an item with no style takes the fill the last item before it set; fill and stroke apart', () => {
    const sprites = group([
      rect('a', { style: 'red' }),
      rect('b'),
      rect('c', { stroke: true }),
      { id: 'd', srcType: 'TEXT', src: 'Hi' } as SubSpriteInit,
      rect('e', { stroke: true, style: 'blue' }),
      rect('f', { stroke: true }),
      rect('g'),
    ]);
    expect(drawnWith(sprites)).to.deep.equal({
      a: 'red',
      b: 'red',
      c: 'before',
      d: 'red',
      e: 'blue',
      f: 'blue',
      g: 'red',
    });
    expect(plan(sprites).styles).to.deep.equal({
      leftFill: 'red',
      leftStroke: 'blue',
      usesFill: false,
      usesStroke: true,
    } satisfies PlanStyles);
  });

  it('shapes that always stroke (segments, curves) or fill (pixels) carry that paint; images set nothing', () => {
    const sprites = group([
      { id: 'seg', srcType: 'SEGMENT', data: { x1: 0, y1: 0, x2: 5, y2: 5, style: 'green' } },
      { id: 'img', srcType: 'IMAGE', src: 'data:image/png;base64,', width: 4, height: 4 },
      { id: 'curve', srcType: 'QUADRATIC_BEZIER_CURVE', data: { x1: 2, y1: 2, x2: 4, y2: 0 } },
      { id: 'pixel', srcType: 'PIXEL' },
    ]);
    expect(drawnWith(sprites)).to.deep.equal({ seg: 'green', curve: 'green', pixel: 'before' });
    expect(plan(sprites).styles).to.include({ leftFill: undefined, leftStroke: 'green', usesFill: true });
  });

  it("a rotated item's style stays its own; a style function that returns nothing is no style", () => {
    const sprites = group([
      rect('a', { style: 'red' }),
      rect('turned', { style: 'blue', rotation: 30 }),
      rect('b', { style: () => undefined }),
    ]);
    expect(drawnWith(sprites)).to.deep.equal({ a: 'red', turned: 'blue', b: 'red' });
    expect(plan(sprites).styles?.leftFill).to.equal('red');
  });

  it('a style that cannot be used is drawn in the default colour, which it leaves (warned)', () => {
    const sprites = group([rect('a', { style: 'red' }), rect('bad', { style: 'no-such-colour' }), rect('b')]);
    warningsOf(() => expect(drawnWith(sprites)).to.deep.equal({ a: 'red', bad: 'currentColor', b: 'currentColor' }));
  });

  it('a gradient is carried as it is', () => {
    const gradient = document.createElement('canvas').getContext('2d')!.createLinearGradient(0, 0, 10, 0);
    const sprites = group([rect('a', { style: () => gradient }), rect('b')]);
    expect(drawnWith(sprites)).to.deep.equal({ a: gradient, b: gradient });
  });

  it('a plan with only images or styled items that leave nothing tells nothing', () => {
    expect(plan(group([{ id: 'img', srcType: 'IMAGE', src: 'x.png' }])).styles).to.equal(undefined);
    expect(plan(group([rect('turned', { style: 'blue', rotation: 30 })])).styles).to.equal(undefined);
  });

  it('across groups: each group that takes styles gets what the groups before it left', () => {
    const styles = (leftFill?: string, usesFill = false, leftStroke?: string, usesStroke = false): PlanStyles => ({
      leftFill,
      leftStroke,
      usesFill,
      usesStroke,
    });
    const order: [string, PlanStyles | undefined][] = [
      ['first', styles(undefined, true)],
      ['red', styles('red')],
      ['image', undefined],
      ['takes', styles(undefined, true, undefined, true)],
      ['blue', styles('blue', false, 'black')],
      ['last', styles(undefined, false, undefined, true)],
    ];
    const given: [string, PaintStyle | undefined, PaintStyle | undefined][] = [];
    carryAcross(
      order,
      ([, s]) => s,
      ([name], fill, stroke) => given.push([name, fill, stroke]),
    );
    expect(given).to.deep.equal([
      ['first', undefined, undefined],
      ['takes', 'red', undefined],
      ['last', 'blue', 'black'],
    ]);
  });
});
