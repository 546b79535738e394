/**
 * Model operations the elements need (docs/model.md#cascade): setField through the field table,
 * reported once, and reorderSprites / reorderSubSprites.
 */
import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites } from './index.js';
import type { LIB_GraphicSpritesChange } from './index.js';
import { bad, expectConsistent, expectUnchanged, ids, makeGroup } from '../../test/support/model.js';

/** A group that records what it reports. */
class Recorder extends LIB_GraphicSprites {
  changes: LIB_GraphicSpritesChange[] = [];
  protected override notify(change: LIB_GraphicSpritesChange): void {
    // Reports made while the base constructor runs come before this field exists.
    this.changes?.push(change);
  }
}
const recorder = (): Recorder => {
  const g = new Recorder(makeGroup().getCopy(false, false, true) as never);
  g.changes.length = 0;
  return g;
};
const summary = (changes: LIB_GraphicSpritesChange[]): unknown[] =>
  changes.map((c) => (c.type === 'property' ? [c.type, c.target.id, c.name] : [c.type]));

describe('setField (docs/model.md#cascade)', () => {
  it('sanitises through the table (numeric strings, inheritance, static defaults) and reports once', () => {
    const g = recorder();
    const a = g.getSprite(0)!;
    expect(g.setField(a, 'width', '12.5')).to.equal(true);
    expect(a.width).to.equal(12.5);
    expect(g.setField(a, 'width', -3)).to.equal(true);
    expect(a.width, 'a bad value inherits, as on insertion').to.equal(100);
    expect(g.setField(a, 'left', undefined)).to.equal(true);
    expect(a.left, 'left takes the static default').to.equal(0);
    expect(g.setField(a, 'srcType', 'text')).to.equal(true);
    expect(a.srcType).to.equal(1);
    expect(summary(g.changes)).to.deep.equal([
      ['property', 'a', 'width'],
      ['property', 'a', 'width'],
      ['property', 'a', 'srcType'],
    ]);
  });

  it('changes nothing and reports nothing when the value is the same', () => {
    const g = recorder();
    expect(g.setField(g.getSprite(0)!, 'width', 100)).to.equal(true);
    expect(g.changes).to.deep.equal([]);
  });

  it('zIndex keeps the z-lists sorted; the group zIndex follows setZIndex', () => {
    const g = recorder();
    const a = g.getSprite(0)!;
    const k = a.subSprites[0]!;
    expect(g.setField(a, 'zIndex', '-1')).to.equal(true);
    expect(ids(g.getSprites(true))).to.deep.equal(['a', 'b', 'c']);
    expect(g.setField(k, 'zIndex', 0)).to.equal(true);
    expect(k.zIndex, '0 is invalid: the parent sprite zIndex').to.equal(-1);
    expect(ids(a.subSpritesByZIndex)).to.deep.equal(['a1', 'a2', 'a3']);
    expect(g.setField(g.spritesGroup, 'zIndex', 4)).to.equal(true);
    expect(g.zIndex).to.equal(4);
    expectConsistent(g);
    expect(summary(g.changes)).to.deep.equal([
      ['property', 'a', 'zIndex'],
      ['property', 'a1', 'zIndex'],
      ['property', 'group', 'zIndex'],
    ]);
  });

  it('id renames (look-ups follow) unless the id is taken or invalid; data keeps its object and `that`', () => {
    const g = recorder();
    const a = g.getSprite(0)!;
    expect(g.setField(a, 'id', 'z')).to.equal(true);
    expect(g.getSpriteById('z')).to.equal(a);
    expect(g.getSpriteById('a')).to.equal(undefined);
    expect(g.setField(a, 'id', 'b')).to.equal(false);
    expect(g.setField(a, 'id', Symbol('s'))).to.equal(false);
    const k = a.subSprites[0]!;
    expect(g.setField(k, 'id', 'a2')).to.equal(false);
    expect(g.setField(k, 'id', 'k9')).to.equal(true);
    expect(g.getSubSpriteById('k9', a)).to.equal(k);
    const data = a.data;
    expect(g.setField(a, 'data', { mine: 1, __proto__x: 2 })).to.equal(true);
    expect(a.data).to.equal(data);
    expect(a.data.that).to.equal(a);
    expect(a.data.mine).to.equal(1);
    expect(a.data.level, 'the parent data it lacks').to.equal('group');
    expectConsistent(g);
  });

  it('refuses objects of another group, unknown or read-only names, and a field of another level', () => {
    const g = recorder();
    const other = makeGroup();
    expectUnchanged(g, () => {
      expect(g.setField(other.getSprite(0)!, 'width', 5)).to.equal(false);
      expect(g.setField(g.getSprite(0)!, 'nope', 5)).to.equal(false);
      expect(g.setField(g.getSprite(0)!, 'position', 2)).to.equal(false);
      expect(g.setField(g.getSprite(0)!, 'subSprites', [])).to.equal(false);
      expect(g.setField(g.spritesGroup, 'time', 5)).to.equal(false);
      expect(g.setField(bad(null), 'width', 5)).to.equal(false);
      expect(g.setField(bad({ width: 1 }), 'width', 5)).to.equal(false);
    });
    expect(g.changes).to.deep.equal([]);
  });
});

describe('reorderSprites / reorderSubSprites (docs/model.md#cascade)', () => {
  it('positions follow the given order, the rest keep their order after them, z-lists stay stable', () => {
    const g = recorder();
    g.setPropertyCascade('zIndex', 1);
    g.changes.length = 0;
    expect(g.reorderSprites(['c', 'a'])).to.equal(true);
    expect(ids(g.getSprites())).to.deep.equal(['c', 'a', 'b']);
    expect(g.getSprites()!.map((s) => s.position)).to.deep.equal([0, 1, 2]);
    // equal z-index: the z-list follows the new positions
    expect(ids(g.getSprites(true))).to.deep.equal(['c', 'a', 'b']);
    expect(g.changes).to.deep.equal([{ type: 'sprites-reordered' }]);
    expectConsistent(g);
  });

  it('different z-indexes keep the z-list order; the pointer keeps its index', () => {
    const g = makeGroup();
    g.setPointer(1);
    expect(g.reorderSprites(['c', 'b', 'a'])).to.equal(true);
    expect(ids(g.getSprites(true))).to.deep.equal(['b', 'c', 'a']);
    expect(g.pointer).to.equal(1);
    expectConsistent(g);
  });

  it('bad input changes nothing and returns false; the same order returns true and reports nothing', () => {
    const g = recorder();
    expectUnchanged(g, () => {
      for (const value of [null, undefined, 'abc', {}, ['a', 'a'], ['nope'], ['a', Symbol('s')], [10n], ['a1']]) {
        expect(g.reorderSprites(bad(value)), String(Array.isArray(value) ? value.map(String) : typeof value)).to.equal(
          false,
        );
      }
      expect(g.reorderSprites(['a', 'b'])).to.equal(true);
      expect(g.reorderSubSprites('nope', ['a1'])).to.equal(false);
      expect(g.reorderSubSprites('a', ['b1'])).to.equal(false);
    });
    expect(g.changes).to.deep.equal([]);
  });

  it('reorderSubSprites by sprite id or object; look-ups by id still work', () => {
    const g = recorder();
    const a = g.getSprite(0)!;
    expect(g.reorderSubSprites('a', ['a3'])).to.equal(true);
    expect(ids(a.subSprites)).to.deep.equal(['a3', 'a1', 'a2']);
    expect(ids(a.subSpritesByZIndex)).to.deep.equal(['a2', 'a3', 'a1']);
    expect(g.reorderSubSprites(a, ['a1', 'a2', 'a3'])).to.equal(true);
    expect(ids(a.subSprites)).to.deep.equal(['a1', 'a2', 'a3']);
    expect(g.getSubSpriteById('a3', a)).to.equal(a.subSprites[2]!);
    expect(g.changes.map((c) => c.type)).to.deep.equal(['subsprites-reordered', 'subsprites-reordered']);
    expectConsistent(g);
  });
});
