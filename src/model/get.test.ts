import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, LIB_GraphicSpritesScene, type SpriteObject } from './index.js';
import { bad, expectUnchanged, ids, makeGroup } from '../../test/support/model.js';

describe('getting (docs/model.md#getting)', () => {
  let g: LIB_GraphicSprites;
  beforeEach(() => {
    g = makeGroup();
  });

  it('getSprite by index, default 0, fractions truncated', () => {
    expect(g.getSprite(1)!.id).to.equal('b');
    expect(g.getSprite()!.id).to.equal('a');
    expect(g.getSprite(2.9)!.id).to.equal('c');
    expect(g.getSprite(1, 'fail')).to.equal(g.spritesGroup.sprites[1]);
  });

  it('getSprite finds nothing: returnValueOnFail, else undefined (section 7)', () => {
    expect(g.getSprite(3)).to.equal(undefined);
    expect(g.getSprite(3, 'fail')).to.equal('fail');
    expect(g.getSprite(-3, null)).to.equal(null);
    expect(new LIB_GraphicSprites().getSprite(0, 0)).to.equal(0);
  });

  it('a negative index reads as its absolute value, as in CrossBrowdy (docs/model.md#getting)', () => {
    const a = g.getSprite(0)!;
    expect(g.getSprite(-1)).to.equal(g.spritesGroup.sprites[1]);
    expect(g.get(-2)).to.equal(g.spritesGroup.sprites[2]);
    expect(g.getSprite(-0.5)).to.equal(a);
    expect(g.getSprite(-2.9)).to.equal(g.spritesGroup.sprites[2]);
    expect(g.getSubSprite(-1, a)).to.equal(a.subSprites[1]);
    expect(a.get(-2)).to.equal(a.subSprites[2]);
    expect(g.getSubSprite(-1)).to.equal(a.subSprites[1]);
  });

  it("getSprites, getSpritesGroup and the scene's lists, called without returnValueOnFail, are typed as what they return", () => {
    // `npm run typecheck` (strict) checks these lines: each compiles only if the call is not typed `… | undefined`.
    const count: number = g.getSprites().length + g.getAll(true).length + g.getSpritesAll().length;
    const groupId: string | number = g.getSpritesGroup().id;
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [g] });
    const groups: number = scene.getGraphicSpritesAll().length + scene.getAll(true).length;
    const items: number = scene.getSpritesGroups().items.length + scene.getSpritesGroupsAll().items.length;
    expect([count, groupId, groups, items]).to.deep.equal([9, g.id, 2, 2]);
    // Given a returnValueOnFail, its type joins the result's; a look-up by position still may find nothing.
    const orNull: readonly SpriteObject[] | null = g.getSprites(false, null);
    expect(orNull).to.equal(g.spritesGroup.sprites);
    // @ts-expect-error getSprite(9) may be undefined
    const unchecked = (): unknown => g.getSprite(9).id;
    expect(unchecked).to.throw(TypeError);
  });

  it('getSpriteById and its failure value', () => {
    expect(g.getSpriteById('c')).to.equal(g.getSprite(2));
    expect(g.getSpriteById('zz')).to.equal(undefined);
    expect(g.getSpriteById('zz', false)).to.equal(false);
    expect(g.getSpriteById(undefined, 'none')).to.equal('none');
  });

  it('getSpriteIndexById, -1 when absent (section 7)', () => {
    expect(g.getSpriteIndexById('c')).to.equal(2);
    expect(g.getSpriteIndexById('a')).to.equal(0);
    expect(g.getSpriteIndexById('zz')).to.equal(-1);
    expect(g.getSpriteIndexById()).to.equal(-1);
  });

  it('getSprites in list order or by z-index', () => {
    expect(ids(g.getSprites())).to.deep.equal(['a', 'b', 'c']);
    expect(ids(g.getSprites(false))).to.deep.equal(['a', 'b', 'c']);
    expect(ids(g.getSprites(true))).to.deep.equal(['b', 'c', 'a']);
    expect(g.getSprites()).to.equal(g.spritesGroup.sprites);
    expect(g.getSprites(true)).to.equal(g.spritesGroup.spritesByZIndex);
  });

  it('getSprites cannot obtain the list: returnValueOnFail (section 7)', () => {
    bad(g.spritesGroup).sprites = null;
    expect(g.getSprites(false, 'fail')).to.equal('fail');
    expect(g.getSprites(false)).to.equal(undefined);
  });

  it('getSpritesGroup, and its failure value', () => {
    expect(g.getSpritesGroup()).to.equal(g.spritesGroup);
    expect(g.getSpritesGroup('fail')).to.equal(g.spritesGroup);
    bad(g).spritesGroup = undefined;
    expect(g.getSpritesGroup('fail')).to.equal('fail');
  });

  it('getSubSprite by index in the given sprite, or the current one', () => {
    const a = g.getSprite(0)!;
    const b = g.getSprite(1)!;
    expect(g.getSubSprite(2, a)!.id).to.equal('a3');
    expect(g.getSubSprite(0, b)!.id).to.equal('b1');
    expect(g.getSubSprite()!.id).to.equal('a1');
    expect(g.getSubSprite(1)!.id).to.equal('a2');
    g.setPointer(1);
    expect(g.getSubSprite()!.id).to.equal('b1');
    expect(g.getSubSprite(1.5, a)!.id).to.equal('a2');
  });

  it('getSubSprite finds nothing: returnValueOnFail (section 7)', () => {
    expect(g.getSubSprite(5, g.getSprite(0))).to.equal(undefined);
    expect(g.getSubSprite(5, g.getSprite(0), 'fail')).to.equal('fail');
    expect(g.getSubSprite(0, g.getSprite(2), 'fail')).to.equal('fail');
    expect(g.getSubSprite(0, bad('a'), 'fail')).to.equal('fail');
    expect(new LIB_GraphicSprites().getSubSprite(0, undefined, 'empty')).to.equal('empty');
  });

  it('getSubSpriteById and getSubSpriteIndexById', () => {
    const a = g.getSprite(0)!;
    expect(g.getSubSpriteById('a3', a)).to.equal(a.subSprites[2]);
    expect(g.getSubSpriteById('a3')).to.equal(a.subSprites[2]);
    expect(g.getSubSpriteById('b1', a, 'fail')).to.equal('fail');
    expect(g.getSubSpriteById('b1', g.getSprite(1))!.id).to.equal('b1');
    expect(g.getSubSpriteById('nope')).to.equal(undefined);
    expect(g.getSubSpriteIndexById('a3', a)).to.equal(2);
    expect(g.getSubSpriteIndexById('a2')).to.equal(1);
    expect(g.getSubSpriteIndexById('b1', a)).to.equal(-1);
    expect(g.getSubSpriteIndexById()).to.equal(-1);
  });

  it('getSubSprites in list order or by z-index, and its failure value', () => {
    const a = g.getSprite(0)!;
    expect(ids(g.getSubSprites(a))).to.deep.equal(['a1', 'a2', 'a3']);
    expect(ids(g.getSubSprites(a, true))).to.deep.equal(['a2', 'a3', 'a1']);
    expect(ids(g.getSubSprites())).to.deep.equal(['a1', 'a2', 'a3']);
    expect(g.getSubSprites(bad(5), false, 'fail')).to.equal('fail');
    expect(new LIB_GraphicSprites().getSubSprites(undefined, false, 'fail')).to.equal('fail');
  });

  it('getCurrent / getPrevious and null when absent (section 7)', () => {
    expect(g.getCurrent()!.id).to.equal('a');
    expect(g.getPrevious()).to.equal(null);
    g.setPointer(2);
    expect(g.getCurrent()!.id).to.equal('c');
    expect(g.getPrevious()!.id).to.equal('a');
    const empty = new LIB_GraphicSprites();
    expect(empty.getCurrent()).to.equal(null);
    expect(empty.getPrevious()).to.equal(null);
  });

  it('getPointer: 0 when it cannot be found; getPointerPrevious: -1 by default (section 7)', () => {
    const empty = new LIB_GraphicSprites();
    expect(empty.getPointer()).to.equal(0);
    expect(empty.getPointerPrevious()).to.equal(-1);
    expect(g.getPointer()).to.equal(0);
    expect(g.getPointerPrevious()).to.equal(-1);
    g.setPointer(1);
    expect(g.getPointer()).to.equal(1);
    expect(g.getPointerPrevious()).to.equal(0);
    bad(g).pointer = 99;
    expect(g.getPointer()).to.equal(0);
  });

  it('getters never change the group', () => {
    const a = g.getSprite(0)!;
    expectUnchanged(
      g,
      () => {
        g.getSprite(1);
        g.getSprite(9, 'x');
        g.getSpriteById('b');
        g.getSpriteIndexById('b');
        g.getSprites(true);
        g.getSpritesGroup();
        g.getSubSprite(1, a);
        g.getSubSpriteById('a2', a);
        g.getSubSpriteIndexById('a2', a);
        g.getSubSprites(a, true);
        g.getCurrent();
        g.getPrevious();
        g.getPointer();
        g.getPointerPrevious();
        g.getTime();
        g.getTimeElapsed();
        g.getZIndex();
        g.getZIndexSprite(a);
        g.getZIndexSubSprite(a.subSprites[0]!);
        g.isDisabled();
        g.isDisabledSprite(a);
        g.isDisabledSubSprite(a.subSprites[0]!);
      },
      'getters',
    );
  });
});

describe('class aliases of getters (docs/model.md#aliases)', () => {
  it('current, now -> getCurrent', () => {
    const g = makeGroup();
    g.setPointer(1);
    expect(g.current()).to.equal(g.getSprite(1));
    expect(g.now()).to.equal(g.getSprite(1));
    expect(new LIB_GraphicSprites().now()).to.equal(null);
  });

  it('get -> getSprite', () => {
    const g = makeGroup();
    expect(g.get(2)).to.equal(g.getSprite(2));
    expect(g.get()).to.equal(g.getSprite(0));
    expect(g.get(7, 'fail')).to.equal('fail');
  });

  it('getAll, getSpritesAll -> getSprites', () => {
    const g = makeGroup();
    expect(ids(g.getAll())).to.deep.equal(['a', 'b', 'c']);
    expect(ids(g.getAll(true))).to.deep.equal(['b', 'c', 'a']);
    expect(ids(g.getSpritesAll(true))).to.deep.equal(['b', 'c', 'a']);
    bad(g.spritesGroup).sprites = 'broken';
    expect(g.getAll(false, 'fail')).to.equal('fail');
    expect(g.getSpritesAll(false, 'fail')).to.equal('fail');
  });

  it('getById -> getSpriteById; getIndexById -> getSpriteIndexById', () => {
    const g = makeGroup();
    expect(g.getById('b')).to.equal(g.getSprite(1));
    expect(g.getById('x', 'fail')).to.equal('fail');
    expect(g.getIndexById('c')).to.equal(2);
    expect(g.getIndexById('x')).to.equal(-1);
  });

  it('getCurrentPosition -> getPointer; getPreviousPosition -> getPointerPrevious', () => {
    const g = makeGroup();
    expect(g.getCurrentPosition()).to.equal(0);
    expect(g.getPreviousPosition()).to.equal(-1);
    g.setPointer(2);
    expect(g.getCurrentPosition()).to.equal(2);
    expect(g.getPreviousPosition()).to.equal(0);
  });
});
