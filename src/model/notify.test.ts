import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites } from './index.js';
import type { LIB_GraphicSpritesChange, SpritesObjectInit } from './index.js';
import { bad, fakeClock, fixture } from '../../test/support/model.js';

/** A group that records what `notify` reports (the hook the elements' controller overrides). */
class Watched extends LIB_GraphicSprites {
  declare changes: LIB_GraphicSpritesChange[];
  protected override notify(change: LIB_GraphicSpritesChange): void {
    (this.changes ??= []).push(change);
  }
}

const watched = (init: SpritesObjectInit = fixture()): Watched => {
  const g = new Watched(init);
  g.changes = [];
  return g;
};
const kinds = (g: Watched): string[] => g.changes.map((c) => (c.type === 'property' ? `property:${c.name}` : c.type));

describe('the notify hook', () => {
  it('reports construction: every sprite inserted, then the first pointer move', () => {
    const g = new Watched({ sprites: [{ id: 'a' }, { id: 'b' }] });
    const types = g.changes.map((c) => c.type);
    expect(types.filter((t) => t === 'sprite-inserted')).to.have.length(2);
    expect(types).to.include('pointer');
  });

  it('reports each successful mutation with its target', () => {
    const g = watched();
    const a = g.getSprite(0)!;
    const b = g.getSprite(1)!;
    g.insertSprite({ id: 'd' });
    expect(g.changes[0]).to.deep.include({ type: 'sprite-inserted', sprite: g.getSprite(3) });
    g.changes = [];
    const old = g.getSprite(1);
    g.insertSprite({ id: 'b' });
    expect(g.changes[0]).to.deep.include({ type: 'sprite-inserted', sprite: g.getSprite(1), replaced: old });
    g.changes = [];
    const d = g.getSprite(3)!;
    g.removeSprite(3);
    expect(g.changes).to.deep.equal([{ type: 'sprite-removed', sprite: d }]);
    g.changes = [];
    const k = g.insertSubSprite({ id: 'a9' }, a)!;
    expect(g.changes).to.deep.equal([{ type: 'subsprite-inserted', sprite: a, subSprite: k }]);
    g.changes = [];
    g.removeSubSpriteById('a9', a);
    expect(g.changes).to.deep.equal([{ type: 'subsprite-removed', sprite: a, subSprite: k }]);
    g.changes = [];
    g.setZIndexSprite(a, 2);
    g.setZIndexSubSprite(a.subSprites[0]!, 9);
    g.setZIndex(4);
    expect(kinds(g)).to.deep.equal(['property:zIndex', 'property:zIndex', 'property:zIndex']);
    g.changes = [];
    g.setPointer(2);
    expect(g.changes).to.deep.equal([{ type: 'pointer', pointer: 2, pointerPrevious: 0, sprite: g.getSprite(2) }]);
    g.changes = [];
    g.setTime(5, true);
    expect(kinds(g)).to.deep.equal(['time', 'time']);
    g.changes = [];
    g.setDisabledSprite(a, true);
    expect(kinds(g)).to.deep.equal(Array(4).fill('property:disabled'));
    expect(g.changes.map((c) => (c as { target: unknown }).target)).to.deep.equal([a, ...a.subSprites]);
    g.changes = [];
    expect(g.setPropertyCascade('src', 'x')).to.equal(g.changes.length);
    g.changes = [];
    g.removeSubSprites(a);
    expect(kinds(g)).to.deep.equal(['subsprite-removed', 'subsprite-removed', 'subsprite-removed']);
    g.changes = [];
    g.removeSprites();
    expect(kinds(g)).to.deep.equal(['sprite-removed', 'sprite-removed', 'sprite-removed', 'pointer']);
    expect(b.container).to.equal(null);
  });

  it('a failed or empty operation reports nothing', () => {
    const g = watched();
    const a = g.getSprite(0)!;
    const other = new LIB_GraphicSprites(fixture());
    g.setNext();
    g.setNext();
    g.changes = [];
    const operations: [string, () => unknown][] = [
      ['setNext at the end', () => g.setNext()],
      ['setPointer to the same', () => g.setPointer(2)],
      ['removeSprite(9)', () => g.removeSprite(9)],
      ['removeSpriteById(nope)', () => g.removeSpriteById('nope')],
      ['removeSubSprite(9)', () => g.removeSubSprite(9, a)],
      ['removeSubSprites of an empty sprite', () => g.removeSubSprites(g.getSprite(2)!)],
      ['insertSprite("x")', () => g.insertSprite(bad('x'))],
      ['insertSubSprite into a foreign sprite', () => g.insertSubSprite({ id: 'z' }, other.getSprite(0))],
      ['setZIndexSprite of a foreign sprite', () => g.setZIndexSprite(other.getSprite(0), 3)],
      ['setDisabledSprite of a foreign sprite', () => g.setDisabledSprite(other.getSprite(0), true)],
      ['setDisabledSubSprite(null)', () => g.setDisabledSubSprite(bad(null), true)],
      ['setDisabled(false) when enabled', () => g.setDisabled(false)],
      ['setPropertyCascade with a bad value', () => g.setPropertyCascade('width', -1)],
      ['setPropertyCascade of a structural name', () => g.setPropertyCascade('id', 'x')],
      ['executeFunctionAll without a function', () => g.executeFunctionAll(bad(null))],
      [
        'getters',
        () => [g.getSprite(0), g.getSpriteById('a'), g.getCurrent(), g.getTime(), g.getZIndex(), g.isDisabled()],
      ],
      ['getCopy', () => g.getCopy(false, false, true)],
      ['filterProperties', () => LIB_GraphicSprites.filterProperties(g)],
    ];
    for (const [label, operation] of operations) {
      operation();
      expect(g.changes, label).to.deep.equal([]);
    }
  });

  it('nothing is built for an unobserved group (the base hook stays a no-op)', () => {
    const g = new LIB_GraphicSprites(fixture());
    const proto = LIB_GraphicSprites.prototype as unknown as { notify: (c: unknown) => void };
    expect(typeof proto.notify).to.equal('function');
    expect(proto.notify.call(g, { type: 'time', target: g })).to.equal(undefined);
  });
});

describe("playTo (playback's own move)", () => {
  let clock: ReturnType<typeof fakeClock>;
  beforeEach(() => (clock = fakeClock(500)));
  afterEach(() => clock.restore());
  const init = (): SpritesObjectInit => ({
    sprites: [
      { id: 'a', subSprites: [{ id: 'k0' }, { id: 'k1' }] },
      { id: 'b' },
      { id: 'c', subSprites: [{ id: 'k2' }] },
    ],
  });
  const state = (g: Watched): unknown => ({
    pointer: g.pointer,
    previous: g.pointerPrevious,
    time: g.time,
    sprites: g.spritesGroup.sprites.map((s) => [s.time, s.subSprites.map((k) => k.time)]),
  });
  const records = (g: Watched): unknown[] =>
    g.changes.map((c) =>
      c.type === 'pointer'
        ? [c.type, c.pointer, c.pointerPrevious, c.sprite?.id]
        : c.type === 'time'
          ? [c.type, c.target === g ? 'group' : (c.target as { id?: unknown }).id]
          : [c.type],
    );

  for (const [from, to] of [
    [0, 2],
    [2, 0],
    [1, 1],
    [2, 2],
  ] as const) {
    it(`from ${from} to ${to}: the state and the change records of setPointer then setTime(start, true, true)`, () => {
      const expected = watched(init());
      const actual = watched(init());
      expected.setPointer(from);
      actual.setPointer(from);
      expected.changes = [];
      actual.changes = [];
      expected.setPointer(to);
      expected.setTime(1234.5, true, true);
      actual.playTo(to, 1234.5);
      expect(state(actual)).to.deep.equal(state(expected));
      expect(records(actual)).to.deep.equal(records(expected));
    });
  }

  it('an index out of range or a bad time falls back to what setPointer and setTime make of them', () => {
    for (const [index, time] of [
      [9, 100],
      [-3, 100],
      [1, -5],
      [1, Number.NaN],
    ] as const) {
      const expected = watched(init());
      const actual = watched(init());
      expected.setPointer(index);
      expected.setTime(time, true, true);
      actual.playTo(index, time);
      expect(actual.pointer, `pointer for ${index}`).to.equal(expected.pointer);
      // A bad time is the clock's now in both.
      if (time >= 0) expect(state(actual)).to.deep.equal(state(expected));
      else expect(actual.time).to.be.greaterThan(0);
      expect(records(actual)).to.deep.equal(records(expected));
    }
  });

  it('without records kept: no time records, and one pointer record filled in again at each move', () => {
    const g = watched(init());
    g.playTo(0, 100);
    const seen: unknown[] = [];
    const notify = (change: LIB_GraphicSpritesChange): void => {
      g.changes.push(change);
      // Read as delivered: a reused record holds the move it reports while it is handed out.
      if (change.type === 'pointer') seen.push([change.pointer, change.pointerPrevious, change.sprite?.id]);
    };
    Object.defineProperty(g, 'notify', { value: notify });
    g.changes = [];
    g.playTo(1, 200, 'pointer');
    g.playTo(2, 300, 'pointer');
    g.playTo(2, 400, 'pointer');
    expect(seen).to.deep.equal([
      [1, 0, 'b'],
      [2, 1, 'c'],
    ]);
    expect(kinds(g)).to.deep.equal(['pointer', 'pointer']);
    expect(g.changes[0], 'the same record').to.equal(g.changes[1]);
    expect(state(g)).to.deep.include({ pointer: 2, previous: 1, time: 400 });
    // Reported (a listener may keep them): a record per move.
    g.changes = [];
    g.playTo(0, 500);
    g.playTo(1, 600);
    const pointers = g.changes.filter((c) => c.type === 'pointer');
    expect(pointers).to.have.length(2);
    expect(pointers[0]).to.not.equal(pointers[1]);
  });

  it('reporting nothing: the same state as a reported move, and no record at all', () => {
    const reported = watched(init());
    const unrecorded = watched(init());
    reported.playTo(0, 100);
    unrecorded.playTo(0, 100);
    unrecorded.changes = [];
    for (const [index, time] of [
      [2, 200],
      [2, 300],
      [0, 400],
    ] as const) {
      reported.playTo(index, time);
      unrecorded.playTo(index, time, 'none');
      expect(state(unrecorded), `to ${index} at ${time}`).to.deep.equal(state(reported));
    }
    expect(unrecorded.changes).to.deep.equal([]);
  });
});
