import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites } from './index.js';
import type { SpriteObject } from './index.js';
import { bad, expectConsistent, expectUnchanged, ids, makeGroup, random } from '../../test/support/model.js';

describe('z-index (docs/model.md#z-index)', () => {
  let g: LIB_GraphicSprites;
  beforeEach(() => {
    g = makeGroup();
  });

  it('getZIndex, getZIndexSprite, getZIndexSubSprite read the stored value', () => {
    const a = g.getSprite(0)!;
    expect(g.getZIndex()).to.equal(10);
    expect(g.getZIndexSprite(a)).to.equal(30);
    expect(g.getZIndexSprite()).to.equal(30);
    expect(g.getZIndexSprite(g.getSprite(1))).to.equal(20);
    expect(g.getZIndexSubSprite(a.subSprites[1]!)).to.equal(1);
  });

  it('a stored zero or non-number reads as ZINDEX_DEFAULT, else returnValueOnFail (docs/model.md#z-index)', () => {
    const a = g.getSprite(0)!;
    const k = a.subSprites[0]!;
    g.spritesGroup.zIndex = 0;
    bad(a).zIndex = 'x';
    bad(k).zIndex = NaN;
    expect([g.getZIndex('f'), g.getZIndexSprite(a, 'f'), g.getZIndexSubSprite(k, 'f')]).to.deep.equal([1, 1, 1]);
    const saved = LIB_GraphicSprites.ZINDEX_DEFAULT;
    LIB_GraphicSprites.ZINDEX_DEFAULT = 0;
    try {
      expect([g.getZIndex('f'), g.getZIndexSprite(a, 'f'), g.getZIndexSubSprite(k, 'f')]).to.deep.equal([
        'f',
        'f',
        'f',
      ]);
      expect(g.getZIndex()).to.equal(undefined);
    } finally {
      LIB_GraphicSprites.ZINDEX_DEFAULT = saved;
    }
  });

  it('getZIndexSprite / getZIndexSubSprite of a non-element: returnValueOnFail', () => {
    expect(g.getZIndexSprite(bad('a'), 'f')).to.equal('f');
    expect(g.getZIndexSubSprite(bad(g.getSprite(0)), 'f')).to.equal('f');
    expect(g.getZIndexSubSprite(bad(undefined))).to.equal(undefined);
    expect(new LIB_GraphicSprites().getZIndexSprite(undefined, 'f')).to.equal('f');
  });

  it('setZIndex stores a non-zero number and returns it', () => {
    expect(g.setZIndex(-3.5)).to.equal(-3.5);
    expect(g.zIndex).to.equal(-3.5);
    expect(g.spritesGroup.zIndex).to.equal(-3.5);
    expect(g.getZIndex()).to.equal(-3.5);
  });

  it('setZIndex* given a non-number or zero: ZINDEX_DEFAULT, else 1 (section 7)', () => {
    const a = g.getSprite(0)!;
    const k = a.subSprites[0]!;
    for (const value of [0, -0, NaN, '5px', '', null, undefined, {}, Infinity]) {
      expect(g.setZIndex(bad(value)), `setZIndex(${String(value)})`).to.equal(1);
      expect(g.zIndex).to.equal(1);
      g.setZIndex(10);
      expect(g.setZIndexSprite(a, bad(value)), `setZIndexSprite(${String(value)})`).to.equal(1);
      expect(a.zIndex).to.equal(1);
      a.setZIndex(30);
      expect(g.setZIndexSubSprite(k, bad(value)), `setZIndexSubSprite(${String(value)})`).to.equal(1);
      expect(k.zIndex).to.equal(1);
      expectConsistent(g);
    }
    const saved = LIB_GraphicSprites.ZINDEX_DEFAULT;
    try {
      LIB_GraphicSprites.ZINDEX_DEFAULT = 4;
      expect(g.setZIndex(0)).to.equal(4);
      expect(g.setZIndexSprite(a, bad('x'))).to.equal(4);
      expect(a.zIndex).to.equal(4);
      LIB_GraphicSprites.ZINDEX_DEFAULT = 0;
      expect(g.setZIndex(0)).to.equal(1);
      expect(g.setZIndexSubSprite(k, 0)).to.equal(1);
      expect(k.zIndex).to.equal(1);
    } finally {
      LIB_GraphicSprites.ZINDEX_DEFAULT = saved;
    }
  });

  it('setZIndexSprite re-sorts spritesByZIndex and keeps positions true', () => {
    const [a, b, c] = g.getSprites() as SpriteObject[];
    expect(ids(g.getSprites(true))).to.deep.equal(['b', 'c', 'a']);
    expect(g.setZIndexSprite(a, 5)).to.equal(5);
    expect(ids(g.getSprites(true))).to.deep.equal(['a', 'b', 'c']);
    expect([a!.positionByZIndex, b!.positionByZIndex, c!.positionByZIndex]).to.deep.equal([0, 1, 2]);
    g.setZIndexSprite(b, 100);
    expect(ids(g.getSprites(true))).to.deep.equal(['a', 'c', 'b']);
    expectConsistent(g);
  });

  it('setZIndexSprite defaults to the current sprite', () => {
    g.setPointer(2);
    expect(g.setZIndexSprite(undefined, 1)).to.equal(1);
    expect(g.getSprite(2)!.zIndex).to.equal(1);
    expect(ids(g.getSprites(true))).to.deep.equal(['c', 'b', 'a']);
  });

  it('equal z-index keeps list order (stable), whichever way the tie arises', () => {
    const [a, b, c] = g.getSprites() as SpriteObject[];
    g.setZIndexSprite(c, 7);
    g.setZIndexSprite(a, 7);
    g.setZIndexSprite(b, 7);
    expect(ids(g.getSprites(true))).to.deep.equal(['a', 'b', 'c']);
    g.setZIndexSprite(a, 8);
    g.setZIndexSprite(a, 7);
    expect(ids(g.getSprites(true))).to.deep.equal(['a', 'b', 'c']);
    const built = new LIB_GraphicSprites({
      sprites: [
        { id: 'x', zIndex: 2 },
        { id: 'y', zIndex: 1 },
        { id: 'z', zIndex: 2 },
        { id: 'w', zIndex: 1 },
      ],
    });
    expect(ids(built.getSprites(true))).to.deep.equal(['y', 'w', 'x', 'z']);
  });

  it("setZIndexSubSprite re-sorts the sprite's subSpritesByZIndex", () => {
    const a = g.getSprite(0)!;
    const [a1, a2, a3] = a.subSprites;
    expect(ids(a.subSpritesByZIndex)).to.deep.equal(['a2', 'a3', 'a1']);
    expect(g.setZIndexSubSprite(a1!, -1)).to.equal(-1);
    expect(ids(a.subSpritesByZIndex)).to.deep.equal(['a1', 'a2', 'a3']);
    a3!.setZIndex(1);
    expect(ids(a.subSpritesByZIndex)).to.deep.equal(['a1', 'a2', 'a3']);
    a2!.setZIndex(2);
    expect(ids(a.subSpritesByZIndex)).to.deep.equal(['a1', 'a3', 'a2']);
    expectConsistent(g);
  });

  it('setZIndexSprite / setZIndexSubSprite on foreign or removed elements change nothing', () => {
    const other = makeGroup();
    const foreign = other.getSprite(0)!;
    const removed = g.getSprite(2)!;
    g.removeSprite(2);
    expectUnchanged(
      g,
      () => {
        expect(g.setZIndexSprite(foreign, 99)).to.equal(99);
        expect(g.setZIndexSprite(removed, 99)).to.equal(99);
        expect(g.setZIndexSubSprite(foreign.subSprites[0]!, 99)).to.equal(99);
        expect(g.setZIndexSprite(bad(null), 99)).to.equal(99);
        expect(g.setZIndexSubSprite(bad({ zIndex: 1 }), 99)).to.equal(99);
      },
      'foreign z-index',
    );
    expect(foreign.zIndex).to.equal(30);
  });

  it('updateSpritesByZIndex / updateSubSpritesByZIndex re-sort after direct changes', () => {
    const a = g.getSprite(0)!;
    a.zIndex = 1;
    a.subSprites[0]!.zIndex = -9;
    const sorted = g.updateSpritesByZIndex();
    expect(sorted).to.equal(g.spritesGroup.spritesByZIndex);
    expect(ids(sorted)).to.deep.equal(['a', 'b', 'c']);
    expect(ids(g.updateSubSpritesByZIndex(a))).to.deep.equal(['a1', 'a2', 'a3']);
    expect(ids(g.updateSubSpritesByZIndex())).to.deep.equal(['a1', 'a2', 'a3']);
    expectConsistent(g);
  });

  it('update*ByZIndex return null when the list cannot be obtained (section 7)', () => {
    expect(g.updateSubSpritesByZIndex(bad('x'))).to.equal(null);
    expect(new LIB_GraphicSprites().updateSubSpritesByZIndex()).to.equal(null);
    const a = g.getSprite(0)!;
    bad(a).subSprites = null;
    expect(g.updateSubSpritesByZIndex(a)).to.equal(null);
    bad(g.spritesGroup).sprites = 'x';
    expect(g.updateSpritesByZIndex()).to.equal(null);
  });

  it('keeps position / positionByZIndex true through random inserts, removes and z-index changes', () => {
    const rnd = random(12345);
    const group = new LIB_GraphicSprites({ sprites: [] });
    let counter = 0;
    for (let step = 0; step < 400; step++) {
      const sprites = group.getSprites() as SpriteObject[];
      const r = rnd();
      const pick = (): SpriteObject | undefined => sprites[Math.floor(rnd() * sprites.length)];
      const z = Math.floor(rnd() * 5) - 2 || 3;
      if (r < 0.3 || sprites.length < 2) {
        const id = rnd() < 0.2 && sprites.length ? pick()!.id : 'n' + counter++;
        const defer = rnd() < 0.2;
        group.insertSprite({ id, zIndex: z, subSprites: [{ zIndex: z }, { zIndex: 1 }] }, defer);
        // insertSprite(…, true) skips the sort on purpose; the invariants hold once it is re-sorted.
        if (defer) group.updateSpritesByZIndex();
      } else if (r < 0.45) {
        group.removeSprite(Math.floor(rnd() * sprites.length));
      } else if (r < 0.5) {
        group.removeSpriteById(pick()!.id);
      } else if (r < 0.75) {
        group.setZIndexSprite(pick(), z);
      } else if (r < 0.85) {
        const s = pick()!;
        if (s.subSprites.length && rnd() < 0.5) s.subSprites[Math.floor(rnd() * s.subSprites.length)]!.setZIndex(z);
        else s.insert({ zIndex: z });
      } else if (r < 0.95) {
        const s = pick()!;
        s.remove(Math.floor(rnd() * (s.subSprites.length + 1)));
      } else {
        group.setPropertyCascade('zIndex', z, rnd() < 0.5);
      }
      expectConsistent(group);
    }
  });
  it('building sorts by z-index then position, with few layers (bucketed) and with many (compared)', () => {
    for (const layers of [3, 40]) {
      const zs = Array.from({ length: 200 }, (_, i) => ((i * 7919) % layers) - Math.floor(layers / 2) || 0.5);
      const g = new LIB_GraphicSprites({ sprites: zs.map((zIndex, i) => ({ id: 's' + i, zIndex })) });
      const expected = zs
        .map((zIndex, i) => ({ id: 's' + i, zIndex, i }))
        .sort((a, b) => a.zIndex - b.zIndex || a.i - b.i)
        .map((x) => x.id);
      expect(ids(g.getSprites(true))).to.deep.equal(expected);
      expectConsistent(g);
    }
  });
});
