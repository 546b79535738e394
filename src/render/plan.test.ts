// plan() is synchronous: the shapes feature imported ahead, as the canvas renderer does (features.ts).
import './shapes-feature/index.js';
import './extras-feature/index.js';
import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites } from '../model/index.js';
import { imageFrame, kindOf, plan, planImageFrame } from './plan.js';

const group = (): LIB_GraphicSprites =>
  new LIB_GraphicSprites({
    id: 'g',
    src: 'sheet.png',
    srcType: 'IMAGE',
    left: 5,
    top: 7,
    width: 80,
    height: 60,
    sprites: [
      {
        id: 'a',
        left: 10,
        top: 20,
        srcLeft: 32,
        srcWidth: 16,
        subSprites: [
          { id: 'above', zIndex: 3, left: 1, top: 2, srcType: 'TEXT', src: 'hi' },
          { id: 'below', zIndex: -2, srcType: 'CIRCLE', data: { radius: 4 } },
          { id: 'empty', zIndex: 5, src: '' },
        ],
      },
      { id: 'b', disabled: true },
    ],
  });

describe('render plan', () => {
  it('is the stage and the current sprite in paint order: negative z-index beneath the sprite, the rest above', () => {
    const { stage, items } = plan(group());
    expect(stage).to.deep.equal({ left: 5, top: 7, width: 80, height: 60 });
    expect(items.map((item) => [item.object.id, item.level, item.kind])).to.deep.equal([
      ['below', 'sub-sprite', 'circle'],
      ['a', 'sprite', 'image'],
      ['above', 'sub-sprite', 'text'],
      ['empty', 'sub-sprite', 'none'],
    ]);
  });

  it('resolves inherited values, the source rectangle and the transform to stage space', () => {
    const { items } = plan(group());
    const sprite = items[1]!;
    expect(sprite.kind).to.equal('image');
    if (sprite.kind !== 'image') return;
    expect(sprite.url).to.equal('sheet.png');
    expect(sprite.box).to.deep.equal({ left: 10, top: 20, width: 80, height: 60 });
    expect(sprite.source).to.deep.equal({ left: 32, top: 0, width: 16, height: 32 });
    expect(sprite.transform).to.deep.equal([1, 0, 0, 1, 0, 0]);
    const text = items[2]!;
    expect(text.kind === 'text' && text.text).to.equal('hi');
    expect(text.box).to.deep.equal({ left: 1, top: 2, width: 80, height: 60 });
    expect(text.transform, 'sub-sprites are placed in the sprite box').to.deep.equal([1, 0, 0, 1, 10, 20]);
    expect(text.zIndex).to.equal(3);
    expect(text.data, 'the object data, with what it inherits').to.equal(text.object.data);
  });

  it('draws nothing for a disabled sprite or group, and leaves disabled sub-sprites out', () => {
    const sprites = group();
    sprites.setPointer(1);
    expect(plan(sprites).items).to.deep.equal([]);
    sprites.setPointer(0);
    sprites.setDisabledSubSprite(sprites.getSubSpriteById('above', sprites.getSpriteById('a')!)!, true);
    expect(plan(sprites).items.map((item) => item.object.id)).to.deep.equal(['below', 'a', 'empty']);
    sprites.setDisabled(true);
    expect(plan(sprites).items).to.deep.equal([]);
    expect(plan(sprites).stage.width).to.equal(80);
  });

  it('keeps non-finite numbers out of the plan', () => {
    const sprites = group();
    const sprite = sprites.getCurrent()!;
    sprite.left = Number.NaN;
    sprite.width = Number.POSITIVE_INFINITY;
    const item = plan(sprites).items.find((i) => i.level === 'sprite')!;
    expect(item.box.left).to.equal(0);
    expect(item.box.width).to.equal(0);
  });

  it('names a kind for every SRC_TYPES value, none for an unknown one', () => {
    const types = LIB_GraphicSprites.SRC_TYPES;
    expect(kindOf(types.IMAGE!)).to.equal('image');
    expect(kindOf(types.QUADRATIC_BEZIER_CURVE!)).to.equal('quadratic-bezier-curve');
    expect(kindOf(99)).to.equal('none');
  });
});

describe('planImageFrame (a plain image frame written into one record)', () => {
  const sprites = (data: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): LIB_GraphicSprites =>
    new LIB_GraphicSprites({
      id: 'g',
      src: 'sheet.png',
      srcType: 'IMAGE',
      left: 5,
      top: 7,
      width: 80,
      height: 60,
      sprites: [
        { id: 'a', left: 10, top: 20, srcLeft: 32, srcTop: 16, srcWidth: 16, srcHeight: 8, zIndex: 3, data, ...extra },
        { id: 'b', left: -4, srcLeft: 48 },
      ],
    });

  it('writes what plan() makes for such a frame, the record written over from frame to frame', () => {
    const model = sprites();
    const out = imageFrame();
    for (const pointer of [0, 1]) {
      model.setPointer(pointer);
      expect(planImageFrame(model, out)).to.equal(true);
      const { stage, items } = plan(model);
      expect(items).to.have.length(1);
      const item = items[0]!;
      expect(out.stage).to.deep.equal(stage);
      expect({ ...out.item, box: { ...out.item.box }, source: { ...out.item.source } }).to.deep.equal({ ...item });
    }
  });

  const others: [string, () => LIB_GraphicSprites][] = [
    ['a sprite with sub-sprites', () => sprites({}, { subSprites: [{ id: 's' }] })],
    ['a TEXT sprite', () => sprites({}, { srcType: 'TEXT', src: 'hi' })],
    ['an image with no source', () => sprites({}, { src: '' })],
    ['a hidden sprite', () => sprites({ hidden: true })],
    ['a sprite with a drawing option', () => sprites({ opacity: 0.5 })],
    ['a sprite with a beforeDrawing hook', () => sprites({ beforeDrawing: (o: unknown) => o })],
    ['a sprite with an afterDrawing hook', () => sprites({ afterDrawing: () => {} })],
    ['a sprite placed with positionAbsolute', () => sprites({ positionAbsolute: true })],
    [
      'a disabled group',
      () => {
        const model = sprites();
        model.spritesGroup.disabled = true;
        return model;
      },
    ],
  ];
  for (const [what, make] of others) {
    it(`leaves ${what} to plan(), writing nothing`, () => {
      const out = imageFrame();
      expect(planImageFrame(make(), out)).to.equal(false);
      expect(out.item.url).to.equal('');
    });
  }
});
