import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, SpriteObject, SubSpriteObject } from './index.js';
import { bad, expectConsistent, expectUnchanged, fakeClock, ids, makeGroup } from '../../test/support/model.js';

describe('inserting (docs/model.md#membership, #inserting)', () => {
  let g: LIB_GraphicSprites;
  beforeEach(() => {
    g = makeGroup();
  });

  it('row: insertSprite with a new id appends it and updates spritesByZIndex', () => {
    const inserted = g.insertSprite({ id: 'd', zIndex: 22, width: 9 });
    expect(inserted).to.be.instanceOf(SpriteObject);
    expect(inserted!.id).to.equal('d');
    expect(inserted!.width).to.equal(9);
    expect(inserted!.height).to.equal(80);
    expect(inserted!.position).to.equal(3);
    expect(ids(g.getSprites())).to.deep.equal(['a', 'b', 'c', 'd']);
    expect(ids(g.getSprites(true))).to.deep.equal(['b', 'd', 'c', 'a']);
    expect(g.getSpriteById('d')).to.equal(inserted);
    expectConsistent(g);
  });

  it('row: insertSprite with an existing id replaces it in the same position', () => {
    const old = g.getSprite(1)!;
    const replacement = g.insertSprite({
      id: 'b',
      zIndex: 40,
      src: 'new.png',
      subSprites: [{ id: 'n1' }, { id: 'n2' }],
    })!;
    expect(replacement).to.not.equal(old);
    expect(g.getSprite(1)).to.equal(replacement);
    expect(replacement.position).to.equal(1);
    expect(ids(g.getSprites())).to.deep.equal(['a', 'b', 'c']);
    expect(ids(g.getSprites(true))).to.deep.equal(['c', 'a', 'b']);
    expect(ids(replacement.subSprites)).to.deep.equal(['n1', 'n2']);
    expect(g.getSpriteById('b')).to.equal(replacement);
    expect(old.container).to.equal(null);
    // the replaced sprite's sub-sprites left the group with it
    expect(old.subSprites[0]!.container).to.equal(null);
    expect(old.subSprites[0]!.setZIndex(5)).to.equal(undefined);
    expectConsistent(g);
  });

  it('insertSprite(…, true) still puts the sprite in its place in spritesByZIndex (docs/model.md#inserting)', () => {
    g.insertSprite({ id: 'low', zIndex: -5 }, true);
    expect(ids(g.getSprites(true))).to.deep.equal(['low', 'b', 'c', 'a']);
    expectConsistent(g);
    g.updateSpritesByZIndex();
    expect(ids(g.getSprites(true))).to.deep.equal(['low', 'b', 'c', 'a']);
    expectConsistent(g);
  });

  it('insertSprite with nothing inserts a sprite of defaults with a generated id', () => {
    const s = g.insertSprite()!;
    expect(s.id).to.match(/^LIB_GraphicSprites\.sprite_\d+$/);
    expect(s.width).to.equal(100);
    expect(g.getSprites()).to.have.length(4);
  });

  it('insertSprite builds its sub-sprites (calls insertSubSprites)', () => {
    const s = g.insertSprite({
      id: 'd',
      subSprites: [
        { id: 'd1', zIndex: 9 },
        { id: 'd2', zIndex: 8 },
        { id: 'd1', zIndex: 7, src: 'again' },
      ],
    })!;
    expect(ids(s.subSprites)).to.deep.equal(['d1', 'd2']);
    expect(s.subSprites[0]!.src).to.equal('again');
    expect(ids(s.subSpritesByZIndex)).to.deep.equal(['d1', 'd2']);
    expectConsistent(g);
  });

  it('insertSprite moves the pointer to 0 on the first insert (docs/model.md#pointer)', () => {
    const clock = fakeClock(77);
    try {
      const empty = new LIB_GraphicSprites();
      empty.insertSprite({ id: 'first' });
      expect(empty.pointer).to.equal(0);
      expect(empty.pointerPrevious).to.equal(-1);
      expect(empty.time).to.equal(77);
      expect(empty.getCurrent()!.id).to.equal('first');
      expect(empty.getCurrent()!.time).to.equal(77);
    } finally {
      clock.restore();
    }
  });

  it("insertSprites adds a SPRITES_OBJECT's sprites, returns the group object and sorts", () => {
    const result = g.insertSprites({
      sprites: [
        { id: 'd', zIndex: 1 },
        { id: 'a', zIndex: 99 },
      ],
    });
    expect(result).to.equal(g.spritesGroup);
    expect(ids(g.getSprites())).to.deep.equal(['a', 'b', 'c', 'd']);
    expect(ids(g.getSprites(true))).to.deep.equal(['d', 'b', 'c', 'a']);
    expect(g.getSprite(0)!.zIndex).to.equal(99);
    expectConsistent(g);
  });

  it("insertSprites stores byReference in byReference_DEFAULT; non-boolean falls back to the object's", () => {
    const ref = { id: 'r' };
    g.insertSprites({ sprites: [ref] }, true);
    expect(g.byReference_DEFAULT).to.equal(true);
    expect(g.spritesGroup.byReference_DEFAULT).to.equal(true);
    expect(g.getSpriteById('r')).to.equal(ref);
    const copied = { id: 'q' };
    g.insertSprites({ sprites: [copied], byReference_DEFAULT: bad(0) }, bad('yes'));
    expect(g.byReference_DEFAULT).to.equal(false);
    expect(g.getSpriteById('q')).to.not.equal(copied);
    const ref2 = { id: 'p' };
    g.insertSprites({ sprites: [ref2], byReference_DEFAULT: true });
    expect(g.byReference_DEFAULT).to.equal(true);
    expect(g.getSpriteById('p')).to.equal(ref2);
  });

  it('insertSprites applies the given group fields to the group object', () => {
    g.insertSprites({ src: 'other.png', zIndex: 3, data: { extra: 1 } });
    expect(g.spritesGroup.src).to.equal('other.png');
    expect(g.zIndex).to.equal(3);
    expect(g.spritesGroup.data.extra).to.equal(1);
    expect(g.spritesGroup.data.level).to.equal('group');
    expect(g.spritesGroup.data.that).to.equal(g.spritesGroup);
  });

  it('alias insert -> insertSprite, insertSpritesGroup -> insertSprites', () => {
    const s = g.insert({ id: 'i', zIndex: 0.5 })!;
    expect(g.getSprite(3)).to.equal(s);
    expect(g.spritesGroup.spritesByZIndex[0]).to.equal(s);
    expect(g.insertSpritesGroup({ sprites: [{ id: 'j' }] })).to.equal(g.spritesGroup);
    expect(g.getSprite(4)!.id).to.equal('j');
    expect(g.insert(bad('x'))).to.equal(null);
  });

  it('insertSubSprite appends, and replaces a same-id sub-sprite in place', () => {
    const a = g.getSprite(0)!;
    const k = g.insertSubSprite({ id: 'a4', zIndex: 2.5 }, a)!;
    expect(k).to.be.instanceOf(SubSpriteObject);
    expect(k.parent).to.equal(a);
    expect(k.position).to.equal(3);
    expect(ids(a.subSpritesByZIndex)).to.deep.equal(['a2', 'a3', 'a4', 'a1']);
    const old = a.subSprites[1]!;
    const r = g.insertSubSprite({ id: 'a2', zIndex: 50 }, a)!;
    expect(a.subSprites[1]).to.equal(r);
    expect(r.position).to.equal(1);
    expect(old.container).to.equal(null);
    expect(ids(a.subSprites)).to.deep.equal(['a1', 'a2', 'a3', 'a4']);
    expect(ids(a.subSpritesByZIndex)).to.deep.equal(['a3', 'a4', 'a1', 'a2']);
    expectConsistent(g);
  });

  it('insertSubSprite defaults to the current sprite; with the flag it still takes its place by z-index', () => {
    g.setPointer(1);
    const k = g.insertSubSprite({ id: 'b0', zIndex: -1 }, undefined, true)!;
    const b = g.getSprite(1)!;
    expect(k.parent).to.equal(b);
    expect(ids(b.subSpritesByZIndex)).to.deep.equal(['b0', 'b1']);
    g.updateSubSpritesByZIndex(b);
    expect(ids(b.subSpritesByZIndex)).to.deep.equal(['b0', 'b1']);
  });

  it('insertSubSprites returns the inserted sub-sprites, sorted afterwards', () => {
    const c = g.getSprite(2)!;
    const result = g.insertSubSprites([{ id: 'c1', zIndex: 3 }, bad(null), { id: 'c2', zIndex: 1 }, bad('x')], c);
    expect(ids(result)).to.deep.equal(['c1', 'c2']);
    expect(ids(c.subSprites)).to.deep.equal(['c1', 'c2']);
    expect(ids(c.subSpritesByZIndex)).to.deep.equal(['c2', 'c1']);
    expectConsistent(g);
  });

  it('sprite fields insert, insertSubSprite and insertSubSprites act on that sprite', () => {
    const c = g.getSprite(2)!;
    expect(c.insert({ id: 'x1' })!.parent).to.equal(c);
    expect(c.insertSubSprite({ id: 'x2', zIndex: -1 })!.parent).to.equal(c);
    expect(ids(c.insertSubSprites([{ id: 'x3' }]))).to.deep.equal(['x3']);
    expect(ids(c.subSprites)).to.deep.equal(['x1', 'x2', 'x3']);
    expect(ids(c.subSpritesByZIndex)).to.deep.equal(['x2', 'x1', 'x3']);
  });

  it('sub-sprite look-ups stay right past the scan limit (many sub-sprites)', () => {
    const subs = Array.from({ length: 20 }, (_, i) => ({ id: 'm' + i, zIndex: (i * 7) % 5 || 5 }));
    const s = g.insertSprite({ id: 'many', subSprites: subs })!;
    expect(g.getSubSpriteById('m13', s)!.position).to.equal(13);
    expect(g.removeSubSpriteById('m3', s)).to.equal(true);
    expect(g.getSubSpriteById('m3', s)).to.equal(undefined);
    expect(g.getSubSpriteIndexById('m13', s)).to.equal(12);
    const r = g.insertSubSprite({ id: 'm13', zIndex: 9 }, s)!;
    expect(g.getSubSpriteById('m13', s)).to.equal(r);
    expect(r.position).to.equal(12);
    expect(g.removeSubSprite(0, s)).to.equal(true);
    expect(g.getSubSpriteById('m0', s)).to.equal(undefined);
    expect(g.getSubSpriteIndexById('m19', s)).to.equal(17);
    expectConsistent(g);
    expect(g.removeSubSprites(s)).to.equal(true);
    expect(g.getSubSpriteById('m19', s)).to.equal(undefined);
    expect(g.insertSubSprite({ id: 'm19' }, s)!.position).to.equal(0);
    expect(g.getSubSpriteById('m19', s)!.position).to.equal(0);
  });

  it('insertSubSprite into a foreign, removed or non-sprite owner: null, group unchanged', () => {
    const other = makeGroup();
    const removed = g.getSprite(2)!;
    g.removeSprite(2);
    expectUnchanged(
      g,
      () => {
        expect(g.insertSubSprite({ id: 'z' }, other.getSprite(0))).to.equal(null);
        expect(g.insertSubSprite({ id: 'z' }, removed)).to.equal(null);
        expect(g.insertSubSprite({ id: 'z' }, bad('a'))).to.equal(null);
        expect(g.insertSubSprites([{ id: 'z' }], other.getSprite(0))).to.deep.equal([]);
        expect(g.insertSubSprites(bad('nope'), g.getSprite(0))).to.deep.equal([]);
      },
      'foreign insertSubSprite',
    );
    expect(ids(other.getSprite(0)!.subSprites)).to.deep.equal(['a1', 'a2', 'a3']);
  });
});

describe('removing (docs/model.md#membership, #removing)', () => {
  let g: LIB_GraphicSprites;
  beforeEach(() => {
    g = makeGroup();
  });

  it('row: removeSprite with a matching index removes it, returns true and updates spritesByZIndex', () => {
    const b = g.getSprite(1)!;
    expect(g.removeSprite(1)).to.equal(true);
    expect(ids(g.getSprites())).to.deep.equal(['a', 'c']);
    expect(ids(g.getSprites(true))).to.deep.equal(['c', 'a']);
    expect(g.getSpriteById('b')).to.equal(undefined);
    expect(b.container).to.equal(null);
    expect(b.subSprites[0]!.container).to.equal(null);
    expect(b.subSprites[0]!.getZIndex('gone')).to.equal('gone');
    expectConsistent(g);
  });

  it('removeSprite defaults to index 0 and truncates fractions', () => {
    expect(g.removeSprite()).to.equal(true);
    expect(ids(g.getSprites())).to.deep.equal(['b', 'c']);
    expect(g.removeSprite(1.9)).to.equal(true);
    expect(ids(g.getSprites())).to.deep.equal(['b']);
  });

  it('removeSprite, removeSubSprite and their aliases read a negative index as its absolute value, as in CrossBrowdy', () => {
    expect(g.removeSprite(-1)).to.equal(true);
    expect(ids(g.getSprites())).to.deep.equal(['a', 'c']);
    expect(g.remove(-1.9)).to.equal(true);
    expect(ids(g.getSprites())).to.deep.equal(['a']);
    const a = g.getSprite(0)!;
    expect(g.removeSubSprite(-2, a)).to.equal(true);
    expect(ids(a.subSprites)).to.deep.equal(['a1', 'a2']);
    expect(a.remove(-1)).to.equal(true);
    expect(ids(a.subSprites)).to.deep.equal(['a1']);
    expectConsistent(g);
  });

  it('row: removeSpriteById with a matching id removes it', () => {
    expect(g.removeSpriteById('c')).to.equal(true);
    expect(ids(g.getSprites())).to.deep.equal(['a', 'b']);
    expect(g.getSpriteIndexById('c')).to.equal(-1);
    expectConsistent(g);
  });

  it('remove operations that find nothing return false and change nothing (section 7)', () => {
    expectUnchanged(
      g,
      () => {
        expect(g.removeSprite(3)).to.equal(false);
        expect(g.removeSprite(-3)).to.equal(false);
        expect(g.removeSpriteById('zz')).to.equal(false);
        expect(g.removeSpriteById()).to.equal(false);
        expect(g.removeSubSprite(3, g.getSprite(0))).to.equal(false);
        expect(g.removeSubSprite(0, g.getSprite(2))).to.equal(false);
        expect(g.removeSubSpriteById('b1', g.getSprite(0))).to.equal(false);
        expect(g.removeSubSpriteById()).to.equal(false);
        expect(g.removeSubSprites(g.getSprite(2))).to.equal(false);
        expect(g.removeSubSprites(bad({}))).to.equal(false);
      },
      'remove nothing',
    );
    const empty = new LIB_GraphicSprites();
    expectUnchanged(empty, () => {
      expect(empty.removeSprite()).to.equal(false);
      expect(empty.removeSubSprite()).to.equal(false);
      expect(empty.removeSubSprites()).to.equal(false);
    });
  });

  it('removeSprites clears every sprite, keeps the group fields; pointer back to -1', () => {
    const a = g.getSprite(0)!;
    expect(g.removeSprites()).to.equal(undefined);
    expect(g.getSprites()).to.deep.equal([]);
    expect(g.getSprites(true)).to.deep.equal([]);
    expect(g.getSpriteById('a')).to.equal(undefined);
    expect(a.container).to.equal(null);
    expect(g.id).to.equal('group');
    expect(g.spritesGroup.src).to.equal('sheet.png');
    expect(g.pointer).to.equal(-1);
    expect(g.getPointer()).to.equal(0);
    expect(g.getCurrent()).to.equal(null);
    g.insertSprite({ id: 'again' });
    expect(g.getPointer()).to.equal(0);
    expect(g.getCurrent()!.id).to.equal('again');
  });

  it('aliases removeAll, removeSpritesAll, removeSpritesGroup -> removeSprites; remove, removeById', () => {
    for (const name of ['removeAll', 'removeSpritesAll', 'removeSpritesGroup'] as const) {
      const group = makeGroup();
      group[name]();
      expect(group.getSprites(), name).to.deep.equal([]);
      expect(group.spritesGroup.src).to.equal('sheet.png');
    }
    expect(g.remove(2)).to.equal(true);
    expect(g.remove(2)).to.equal(false);
    expect(g.removeById('a')).to.equal(true);
    expect(g.removeById('a')).to.equal(false);
    expect(ids(g.getSprites())).to.deep.equal(['b']);
  });

  it('row: removeSubSprite / removeSubSpriteById remove, return true and update subSpritesByZIndex', () => {
    const a = g.getSprite(0)!;
    const a2 = a.subSprites[1]!;
    expect(g.removeSubSprite(1, a)).to.equal(true);
    expect(ids(a.subSprites)).to.deep.equal(['a1', 'a3']);
    expect(ids(a.subSpritesByZIndex)).to.deep.equal(['a3', 'a1']);
    expect(a2.container).to.equal(null);
    expect(g.removeSubSpriteById('a1', a)).to.equal(true);
    expect(ids(a.subSprites)).to.deep.equal(['a3']);
    expect(g.removeSubSpriteById('a3')).to.equal(true);
    expect(a.subSprites).to.deep.equal([]);
    expectConsistent(g);
  });

  it('removeSubSprite defaults to index 0 of the current sprite', () => {
    g.setPointer(1);
    expect(g.removeSubSprite()).to.equal(true);
    expect(g.getSprite(1)!.subSprites).to.deep.equal([]);
    expect(ids(g.getSprite(0)!.subSprites)).to.deep.equal(['a1', 'a2', 'a3']);
  });

  it('removeSubSprites clears subSprites leaving an empty array; alias removeSubSpritesAll', () => {
    const a = g.getSprite(0)!;
    const list = a.subSprites;
    expect(g.removeSubSprites(a)).to.equal(true);
    expect(a.subSprites).to.equal(list);
    expect(a.subSprites).to.deep.equal([]);
    expect(a.subSpritesByZIndex).to.deep.equal([]);
    const b = g.getSprite(1)!;
    expect(g.removeSubSpritesAll(b)).to.equal(true);
    expect(b.subSprites).to.deep.equal([]);
    expect(g.removeSubSpritesAll(b)).to.equal(false);
  });

  it('sprite fields remove, removeById, removeAll, removeSubSprites act on that sprite', () => {
    const a = g.getSprite(0)!;
    expect(a.remove(2)).to.equal(true);
    expect(a.remove(2)).to.equal(false);
    expect(a.removeById('a1')).to.equal(true);
    expect(ids(a.subSprites)).to.deep.equal(['a2']);
    expect(a.removeAll()).to.equal(true);
    expect(a.subSprites).to.deep.equal([]);
    const b = g.getSprite(1)!;
    expect(b.removeSubSprites()).to.equal(true);
    expect(b.subSprites).to.deep.equal([]);
    expect(b.removeSubSprites()).to.equal(false);
  });

  it('pointer re-clamps as setPointer(getPointer()) after removals (docs/model.md#pointer)', () => {
    const clock = fakeClock(100);
    try {
      const group = new LIB_GraphicSprites({ sprites: [{ id: 'p0' }, { id: 'p1' }, { id: 'p2' }, { id: 'p3' }] });
      group.setPointer(2);
      expect(group.removeSprite(0)).to.equal(true);
      // the index stays; it now points at what was p3
      expect(group.pointer).to.equal(2);
      expect(group.getCurrent()!.id).to.equal('p3');
      clock.set(200);
      // removing the pointed last sprite clamps the pointer to the new last, as setPointer(2) would (docs/model.md#pointer)
      expect(group.removeSprite(2)).to.equal(true);
      expect(group.pointer).to.equal(1);
      expect(group.pointerPrevious).to.equal(2);
      expect(group.time).to.equal(200);
      expect(group.getCurrent()!.id).to.equal('p2');
      group.removeSpriteById('p1');
      group.removeSpriteById('p2');
      expect(group.pointer).to.equal(-1);
      expect(group.getPointer()).to.equal(0);
    } finally {
      clock.restore();
    }
  });

  it('destructor removes all sprites and sub-sprites', () => {
    const a = g.getSprite(0)!;
    const a1 = a.subSprites[0]!;
    g.destructor();
    expect(g.getSprites()).to.deep.equal([]);
    expect(g.getSpriteById('a')).to.equal(undefined);
    expect(a.container).to.equal(null);
    expect(a.isDisabled()).to.equal(false);
    expect(a1.getZIndex('gone')).to.equal('gone');
    expect(g.getCurrent()).to.equal(null);
  });
});
