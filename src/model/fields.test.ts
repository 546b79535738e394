import { expect } from '@open-wc/testing';
import type { LIB_GraphicSprites } from './index.js';
import { SpriteObject, SubSpriteObject } from './index.js';
import { bad, ids, makeGroup } from '../../test/support/model.js';

type Call = { method: string; args: unknown[] };
const RESULT = Object.freeze({ sentinel: true });
const FAIL = Object.freeze({ fail: true });
const fe = (): void => undefined;
const ff = (): void => undefined;
const SUB = Object.freeze({ id: 'new' });

/** Names the test's own values, so a failing comparison prints labels (never a function or a whole sprite). */
function named(values: unknown[], owner: unknown): unknown[] {
  return values.map((v) =>
    v === fe
      ? '<functionEach>'
      : v === ff
        ? '<functionFinish>'
        : v === owner
          ? '<owner>'
          : v === SUB
            ? '<SUB>'
            : v === FAIL
              ? '<FAIL>'
              : Array.isArray(v)
                ? named(v, owner)
                : v,
  );
}

/** Replaces `method` on this group instance with a spy that records its arguments. */
function spyOn(g: LIB_GraphicSprites, method: string, calls: Call[], result: unknown = RESULT): void {
  (g as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
    calls.push({ method, args });
    return result;
  };
}

describe('method-valued fields of a sprite delegate with their arguments (docs/model.md#sprite-methods)', () => {
  let g: LIB_GraphicSprites;
  let s: SpriteObject;
  beforeEach(() => {
    g = makeGroup();
    s = g.getSprite(1)!;
  });

  // [field, arguments given, method it must call, arguments that method must get, whether the result is passed back]
  const table: [string, unknown[], string, (s: SpriteObject) => unknown[], boolean][] = [
    ['removeAll', [], 'removeSubSprites', (t) => [t], true],
    ['removeSubSprites', [], 'removeSubSprites', (t) => [t], true],
    ['insertSubSprites', [[SUB]], 'insertSubSprites', (t) => [[SUB], t], true],
    ['remove', [2], 'removeSubSprite', (t) => [2, t], true],
    ['removeById', ['q'], 'removeSubSpriteById', (t) => ['q', t], true],
    ['insert', [SUB], 'insertSubSprite', (t) => [SUB, t], true],
    ['insertSubSprite', [SUB], 'insertSubSprite', (t) => [SUB, t], true],
    ['getAll', [true, FAIL], 'getSubSprites', (t) => [t, true, FAIL], true],
    ['getSubSprites', [true, FAIL], 'getSubSprites', (t) => [t, true, FAIL], true],
    ['get', [1, FAIL], 'getSubSprite', (t) => [1, t, FAIL], true],
    ['getById', ['q', FAIL], 'getSubSpriteById', (t) => ['q', t, FAIL], true],
    ['getIndexById', ['q'], 'getSubSpriteIndexById', (t) => ['q', t], true],
    [
      'executeFunctionAll',
      [fe, true, 7, true, false, ff],
      'executeFunctionAllSubSprites',
      (t) => [fe, true, 7, t, true, false, ff],
      true,
    ],
    [
      'executeAll',
      [fe, false, 3, false, true, ff],
      'executeFunctionAllSubSprites',
      (t) => [fe, false, 3, t, false, true, ff],
      true,
    ],
    [
      'forEach',
      [fe, true, 0, true, true, ff],
      'executeFunctionAllSubSprites',
      (t) => [fe, true, 0, t, true, true, ff],
      true,
    ],
    ['getZIndex', [FAIL], 'getZIndexSprite', (t) => [t, FAIL], true],
    ['setZIndex', [4], 'setZIndexSprite', (t) => [t, 4], true],
    ['isDisabled', [], 'isDisabledSprite', (t) => [t], true],
    ['setDisabled', [true, false, true, false], 'setDisabledSprite', (t) => [t, true, false, true, false], false],
    ['getPointer', [], 'getPointer', () => [], true],
    ['getCurrentPosition', [], 'getPointer', () => [], true],
    ['getPointerPrevious', [], 'getPointerPrevious', () => [], true],
    ['getPreviousPosition', [], 'getPointerPrevious', () => [], true],
    ['setPointer', [2, true], 'setPointer', () => [2, true], false],
    ['setCurrentPosition', [2, true], 'setPointer', () => [2, true], false],
    ['getCurrent', [], 'getCurrent', () => [], true],
    ['current', [], 'getCurrent', () => [], true],
    ['now', [], 'getCurrent', () => [], true],
    ['getPrevious', [], 'getPrevious', () => [], true],
    ['setPrevious', [true], 'setPrevious', () => [true], true],
    ['previous', [true], 'setPrevious', () => [true], true],
    ['setNext', [true], 'setNext', () => [true], true],
    ['next', [true], 'setNext', () => [true], true],
    ['setPropertyCascade', ['opacity', 5], 'setPropertyCascadeOf', (t) => [t, 'opacity', 5], true],
  ];

  for (const [field, args, method, expected, passesResult] of table) {
    it(`${field}(${args.length ? '…' : ''}) -> ${method}`, () => {
      const calls: Call[] = [];
      spyOn(g, method, calls);
      const result = (s as unknown as Record<string, (...a: unknown[]) => unknown>)[field]!(...args);
      expect(calls.map((c) => ({ method: c.method, args: named(c.args, s) }))).to.deep.equal([
        { method, args: named(expected(s), s) },
      ]);
      if (passesResult) expect(result === RESULT, 'result passed back').to.equal(true);
    });
  }

  it('setPointer / setCurrentPosition return the sprite pointed afterwards', () => {
    expect(s.setPointer(2)).to.equal(g.getSprite(2));
    expect(g.pointer).to.equal(2);
    expect(s.setCurrentPosition(7, true)).to.equal(g.getSprite(1));
    expect(s.setPointer(-3)).to.equal(g.getSprite(0));
  });

  it('pointer fields act on the group', () => {
    expect(s.getPointer()).to.equal(0);
    expect(s.next()).to.equal(g.getSprite(1));
    expect(s.setNext()).to.equal(g.getSprite(2));
    expect(s.getCurrentPosition()).to.equal(2);
    expect(s.getPointerPrevious()).to.equal(1);
    expect(s.getPreviousPosition()).to.equal(1);
    expect(s.getPrevious()).to.equal(g.getSprite(1));
    expect(s.setNext()).to.equal(null);
    expect(s.next(true)).to.equal(g.getSprite(0));
    expect(s.previous()).to.equal(null);
    expect(s.setPrevious(true)).to.equal(g.getSprite(2));
    expect(s.previous()).to.equal(g.getSprite(1));
    expect([s.getCurrent(), s.current(), s.now()]).to.deep.equal([g.getSprite(1), g.getSprite(1), g.getSprite(1)]);
  });

  it("getter fields act on that sprite's sub-sprites", () => {
    const a = g.getSprite(0)!;
    expect(ids(a.getAll())).to.deep.equal(['a1', 'a2', 'a3']);
    expect(ids(a.getSubSprites(true))).to.deep.equal(['a2', 'a3', 'a1']);
    expect(a.get(2)!.id).to.equal('a3');
    expect(a.get(9, 'f')).to.equal('f');
    expect(a.getById('a2')).to.equal(a.subSprites[1]);
    expect(a.getById('b1', 'f')).to.equal('f');
    expect(a.getIndexById('a3')).to.equal(2);
    expect(a.getIndexById('b1')).to.equal(-1);
    expect(a.getZIndex()).to.equal(30);
    expect(a.setZIndex(0)).to.equal(1);
    expect(ids(g.getSprites(true))).to.deep.equal(['a', 'b', 'c']);
  });

  it('fields live on the prototype, not as own closures', () => {
    for (const [field] of table) {
      expect(Object.prototype.hasOwnProperty.call(s, field), field).to.equal(false);
      expect(typeof (SpriteObject.prototype as unknown as Record<string, unknown>)[field], field).to.equal('function');
    }
    for (const field of ['setTime', 'getTime', 'getTimeElapsed'])
      expect(Object.prototype.hasOwnProperty.call(s, field)).to.equal(false);
  });
});

describe('method-valued fields of a sub-sprite delegate with their arguments (docs/model.md#subsprite-object)', () => {
  const table: [string, unknown[], string, (k: SubSpriteObject) => unknown[], boolean][] = [
    ['getZIndex', [FAIL], 'getZIndexSubSprite', (k) => [k, FAIL], true],
    ['setZIndex', [3], 'setZIndexSubSprite', (k) => [k, 3], true],
    ['isDisabled', [], 'isDisabledSubSprite', (k) => [k], true],
    ['setDisabled', [true, false, true], 'setDisabledSubSprite', (k) => [k, true, false, true], false],
  ];
  for (const [field, args, method, expected, passesResult] of table) {
    it(`${field} -> ${method}`, () => {
      const g = makeGroup();
      const k = g.getSprite(0)!.subSprites[1]!;
      const calls: Call[] = [];
      spyOn(g, method, calls);
      const result = (k as unknown as Record<string, (...a: unknown[]) => unknown>)[field]!(...args);
      expect(calls.map((c) => ({ method: c.method, args: named(c.args, k) }))).to.deep.equal([
        { method, args: named(expected(k), k) },
      ]);
      if (passesResult) expect(result === RESULT, 'result passed back').to.equal(true);
    });
  }

  it('sub-sprite fields act on the group', () => {
    const g = makeGroup();
    const a = g.getSprite(0)!;
    const [a1] = a.subSprites;
    expect(a1!.getZIndex()).to.equal(3);
    expect(a1!.setZIndex(-1)).to.equal(-1);
    expect(ids(a.subSpritesByZIndex)).to.deep.equal(['a1', 'a2', 'a3']);
    expect(a1!.isDisabled()).to.equal(false);
    a1!.setDisabled(true, false, false);
    expect(a1!.isDisabled()).to.equal(true);
    expect(a.disabled).to.equal(false);
    for (const field of [
      'setTime',
      'getTime',
      'getTimeElapsed',
      'getZIndex',
      'setZIndex',
      'isDisabled',
      'setDisabled',
    ]) {
      expect(Object.prototype.hasOwnProperty.call(a1, field), field).to.equal(false);
      expect(typeof (SubSpriteObject.prototype as unknown as Record<string, unknown>)[field]).to.equal('function');
    }
  });
});

describe('fields of a sprite or sub-sprite out of any group return the failure values', () => {
  it('a removed sprite', () => {
    const g = makeGroup();
    const s = g.getSprite(0)!;
    g.removeSprite(0);
    expect(s.getAll(false, 'f')).to.equal('f');
    expect(s.getSubSprites(true, 'f')).to.equal('f');
    expect(s.get(0, 'f')).to.equal('f');
    expect(s.getById('a1', 'f')).to.equal('f');
    expect(s.getIndexById('a1')).to.equal(-1);
    expect(s.remove(0)).to.equal(false);
    expect(s.removeById('a1')).to.equal(false);
    expect(s.removeAll()).to.equal(false);
    expect(s.insert({ id: 'x' })).to.equal(null);
    expect(s.insertSubSprites([{ id: 'x' }])).to.deep.equal([]);
    expect(s.executeFunctionAll(fe)).to.equal(0);
    expect(s.forEach(fe, false, 0, true)).to.deep.equal([]);
    expect(s.getZIndex('f')).to.equal('f');
    expect(s.setZIndex(5)).to.equal(undefined);
    expect(s.zIndex).to.equal(30);
    expect(s.getPointer()).to.equal(0);
    expect(s.getPointerPrevious()).to.equal(-1);
    expect(s.setPointer(1)).to.equal(null);
    expect(s.getCurrent()).to.equal(null);
    expect(s.getPrevious()).to.equal(null);
    expect(s.setNext(true)).to.equal(null);
    expect(s.setPrevious(true)).to.equal(null);
    expect(s.setPropertyCascade('src', 'x')).to.equal(0);
    expect(s.isDisabled()).to.equal(false);
    s.setDisabled(true);
    expect(s.disabled).to.equal(false);
    expect(s.subSprites.length).to.equal(3);
    expect(g.pointer).to.equal(0);
    expect(g.spritesGroup.src).to.equal('sheet.png');
  });

  it('a removed sub-sprite', () => {
    const g = makeGroup();
    const k = g.getSprite(0)!.subSprites[0]!;
    g.removeSubSprite(0, g.getSprite(0));
    expect(k.getZIndex('f')).to.equal('f');
    expect(k.setZIndex(9)).to.equal(undefined);
    expect(k.zIndex).to.equal(3);
    expect(k.isDisabled()).to.equal(false);
    k.setDisabled(true, true, true);
    expect(k.disabled).to.equal(false);
    expect(g.isDisabled()).to.equal(false);
    expect(k.setTime(bad(44))).to.equal(44);
  });
});
