/**
 * The model's choices where the specification is open (docs/model.md#choices), one by one:
 * departures from the original, and the state the random sequences (sequences.test.ts) once
 * found lost. Each test failed on the model before.
 */
import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites } from './index.js';
import { bad, expectConsistent, expectUnchanged, fakeClock, ids, makeGroup } from '../../test/support/model.js';

/** getCopy(false, false, true) -> JSON -> new group -> the same JSON, ids, order, z-order, pointer and times. */
function expectRoundTrip(g: LIB_GraphicSprites): LIB_GraphicSprites {
  const json = JSON.stringify(g.getCopy(false, false, true));
  const back = new LIB_GraphicSprites(JSON.parse(json));
  expect(JSON.stringify(back.getCopy(false, false, true))).to.equal(json);
  const shape = (x: LIB_GraphicSprites): unknown => [
    x.id,
    x.pointer,
    x.pointerPrevious,
    x.time,
    ids(x.getSprites(true)),
    x
      .getSprites()!
      .map((s) => [s.id, s.time, ids(s.subSprites), ids(s.subSpritesByZIndex), s.subSprites.map((k) => k.time)]),
  ];
  expect(shape(back)).to.deep.equal(shape(g));
  return back;
}

describe('choices where the specification is open', () => {
  it('1. numeric strings are numbers in the constructor, inserts, cascades, setZIndex and setTime; other strings fall back', () => {
    const g = new LIB_GraphicSprites(
      bad({ left: '7', width: '12.5', zIndex: '3', sprites: [{ id: 's', top: '4', height: '9px' }] }),
    );
    expect([g.spritesGroup.left, g.spritesGroup.width, g.zIndex]).to.deep.equal([7, 12.5, 3]);
    const s = g.getSprite(0)!;
    expect(s.top).to.equal(4);
    expect(s.height, '"9px" is not a number: inherited').to.equal(32);
    expect(g.insertSprite(bad({ top: '4', srcType: '1' }))!.top).to.equal(4);
    expect(g.setPropertyCascade('left', '9')).to.equal(3);
    expect(g.getSprites()!.map((x) => x.left)).to.deep.equal([9, 9]);
    expect(g.setZIndexSprite(s, bad('-2'))).to.equal(-2);
    expect(g.setTime(bad('250'))).to.equal(250);
    expectConsistent(g);
  });

  it('2. removing the pointed last sprite clamps to the new last, as setPointer(getPointer()) would', () => {
    const make = () => {
      const g = new LIB_GraphicSprites({ sprites: [{ id: 'p0' }, { id: 'p1' }, { id: 'p2' }, { id: 'p3' }] });
      g.setPointer(3);
      return g;
    };
    let g = make();
    g.removeSprite(3);
    expect(g.pointer).to.equal(2);
    g = make();
    g.removeSpriteById('p3');
    expect(g.pointer).to.equal(2);
    g = make();
    g.setDisabledSprite(g.getSprite(3)!, true);
    g.remove(3);
    expect(g.pointer, 'a disabled sprite, through the alias').to.equal(2);
    g.removeSprites();
    expect(g.pointer).to.equal(-1);
  });

  it("3. a sprite's own setPropertyCascade sets that sprite and its sub-sprites, returning 1 + their count", () => {
    const g = makeGroup();
    const a = g.getSprite(0)!;
    expect(a.setPropertyCascade('note', 'x')).to.equal(4);
    const notes = (list: readonly object[]) => list.map((o) => (o as { note?: unknown }).note);
    expect(notes([a, ...a.subSprites])).to.deep.equal(['x', 'x', 'x', 'x']);
    expect(notes([g.spritesGroup, g.getSprite(1)!, g.getSprite(2)!])).to.deep.equal([undefined, undefined, undefined]);
  });

  it('4. filterProperties: "_note" keeps the property literally named _note, always', () => {
    const g = new LIB_GraphicSprites(
      bad({ _note: 'same', note: 'n', sprites: [{ id: 's', _note: 'same', note: 'n' }] }),
    );
    const filtered = LIB_GraphicSprites.filterProperties(g.getSprite(0), { sprite: ['_note', 'note', 'id'] });
    expect(filtered).to.deep.equal({ _note: 'same', id: 's' });
  });

  it('5. insertSprite(sprite, true) and insertSubSprite(…, true) never leave a z-list out of order', () => {
    const g = makeGroup();
    g.insertSprite({ id: 'low', zIndex: -5 }, true);
    expect(ids(g.getSprites(true))).to.deep.equal(['low', 'b', 'c', 'a']);
    g.insertSubSprite({ id: 'k', zIndex: -5 }, g.getSprite(0), true);
    expect(ids(g.getSprite(0)!.subSpritesByZIndex)).to.deep.equal(['k', 'a2', 'a3', 'a1']);
    expectConsistent(g);
  });

  it('6. getCopy() of a byReference group re-stamps no time, on the copy or the source', () => {
    const clock = fakeClock(100);
    try {
      const g = new LIB_GraphicSprites({ sprites: [{ id: 'a', subSprites: [{ id: 'k' }] }, { id: 'b' }] }, true);
      clock.set(200);
      g.setPointer(1);
      clock.set(900);
      const times = (x: LIB_GraphicSprites) => [
        x.time,
        ...x.getSprites()!.flatMap((s) => [s.time, ...s.subSprites.map((k) => k.time)]),
      ];
      const before = times(g);
      expect(before).to.deep.equal([200, 100, 100, 200]);
      const copy = g.getCopy();
      expect(times(copy)).to.deep.equal(before);
      expect(times(g)).to.deep.equal(before);
    } finally {
      clock.restore();
    }
  });

  it('7. data keys toJSON, __proto__, constructor, hasOwnProperty, valueOf insert, copy and serialise; data keeps its prototype and that', () => {
    const data = JSON.parse(
      '{"toJSON": "t", "__proto__": {"polluted": true}, "constructor": "c", "hasOwnProperty": "h", "valueOf": "v"}',
    );
    for (const byReference of [false, true]) {
      const g = new LIB_GraphicSprites(
        { data: { ...data }, sprites: [{ id: 's', data: JSON.parse(JSON.stringify(data)) }] },
        byReference,
      );
      const s = g.getSprite(0)!;
      expect(s.data.that).to.equal(s);
      expect(s.data.getThis!()).to.equal(s);
      expect(Object.prototype.hasOwnProperty.call(s.data, '__proto__'), '__proto__ is a plain key').to.equal(true);
      expect((s.data as Record<string, unknown>).polluted).to.equal(undefined);
      expect(s.data.toJSON).to.equal('t');
      const copy = g.getCopy();
      expect(copy.getSprite(0)!.data.that).to.equal(copy.getSprite(0));
      expect(copy.getSprite(0)!.data.valueOf).to.equal('v');
      const back = expectRoundTrip(g);
      expect(Object.keys(back.getSprite(0)!.data).sort()).to.deep.equal([
        '__proto__',
        'constructor',
        'hasOwnProperty',
        'toJSON',
        'valueOf',
      ]);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    }
  });

  it('8. an object already in a group, given again by reference, is never held twice', () => {
    const g = new LIB_GraphicSprites(
      { sprites: [{ id: 'a', subSprites: [{ id: 'k1' }, { id: 'k2' }] }, { id: 'b' }] },
      true,
    );
    const a = g.getSprite(0)!;
    const b = g.getSprite(1)!;
    const k1 = a.subSprites[0]!;
    // a sub-sprite of a, inserted into b: b gets a copy, a keeps its own
    const inserted = g.insertSubSprite(k1, b)!;
    expect(inserted).to.not.equal(k1);
    expect(a.subSprites[0]).to.equal(k1);
    expect(k1.parent).to.equal(a);
    // a sprite of another group: this group gets a copy, the other keeps its sprite
    const other = new LIB_GraphicSprites({ sprites: [{ id: 'x' }] }, true);
    const x = other.getSprite(0)!;
    const copied = g.insertSprite(x)!;
    expect(copied).to.not.equal(x);
    expect(other.getSprite(0)).to.equal(x);
    // the same object twice in one list
    const o = { id: 'twice' };
    const h = new LIB_GraphicSprites({ sprites: [o, o] }, true);
    expect(ids(h.getSprites())).to.deep.equal(['twice']);
    for (const group of [g, other, h]) expectConsistent(group);
  });

  it("9. setPropertyCascade('src', null) and other nullish cascades round-trip into an equal group", () => {
    const g = makeGroup();
    expectUnchanged(g, () => expect(g.setPropertyCascade('src', null)).to.equal(0));
    expect(g.setPropertyCascade('note', null)).to.equal(8);
    expect(g.setPropertyCascade('other', undefined)).to.equal(8);
    expectRoundTrip(g);
  });

  it('10. JSON of getCopy(false, false, true) reloads into an equal group after calls that used to break it', () => {
    const g = makeGroup();
    g.insertSprite({ id: 'big', data: { n: 10n as unknown as number } });
    g.insertSprite({ id: 'low', zIndex: -5 }, true);
    g.setPointer(2);
    g.getSprite(0)!.setPropertyCascade('note', 4);
    expectRoundTrip(g);
  });

  it('11. a Symbol, function, BigInt or cyclic object as id, src or data value: the fallback, no throw, JSON-safe', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    for (const value of [Symbol('s'), () => 1, 10n, cyclic]) {
      const g = new LIB_GraphicSprites(
        bad({ id: value, src: 'g.png', sprites: [{ id: value, src: value, data: { v: value } }] }),
      );
      expect(String(g.id)).to.match(/^LIB_GraphicSprites_\d+$/);
      const s = g.getSprite(0)!;
      expect(String(s.id)).to.match(/^LIB_GraphicSprites\.sprite_\d+$/);
      expect(s.src, 'src inherited').to.equal('g.png');
      expect(s.data.v).to.equal(value);
      expectUnchanged(g, () => {
        expect(g.setPropertyCascade('src', value)).to.equal(0);
        expect(g.setField(s, 'id', value)).to.equal(false);
        if (typeof value !== 'object') expect(g.insertSprite(bad(value))).to.equal(null);
      });
      expect(() => JSON.stringify(g.getCopy(false, false, true))).to.not.throw();
      expectRoundTrip(g);
    }
  });
});
