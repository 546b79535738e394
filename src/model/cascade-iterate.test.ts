import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites } from './index.js';
import type { ExecuteFunctionAll_OBJECT, SpriteObject, SubSpriteObject } from './index.js';
import { bad, expectConsistent, expectUnchanged, fakeTimers, ids, makeGroup } from '../../test/support/model.js';

const everyLevel = (g: LIB_GraphicSprites): Record<string, unknown>[] => {
  const out: Record<string, unknown>[] = [g.spritesGroup as unknown as Record<string, unknown>];
  for (const s of g.spritesGroup.sprites) {
    out.push(s as unknown as Record<string, unknown>);
    for (const k of s.subSprites) out.push(k as unknown as Record<string, unknown>);
  }
  return out;
};

describe('setPropertyCascade (docs/model.md#cascade)', () => {
  let g: LIB_GraphicSprites;
  beforeEach(() => {
    g = makeGroup();
  });

  it('sets the property on the group, every sprite and sub-sprite; returns the count including the group', () => {
    expect(g.setPropertyCascade('src', 'all.png')).to.equal(1 + 3 + 4);
    expect(everyLevel(g).map((level) => level.src)).to.deep.equal(Array(8).fill('all.png'));
    expect(g.setPropertyCascade('opacity', 0.5)).to.equal(8);
    expect(everyLevel(g).map((level) => level.opacity)).to.deep.equal(Array(8).fill(0.5));
  });

  it('onlyCurrent limits it to the group, the current sprite and its sub-sprites', () => {
    g.setPointer(0);
    expect(g.setPropertyCascade('width', 5, true)).to.equal(1 + 1 + 3);
    expect(g.spritesGroup.width).to.equal(5);
    expect(g.getSprite(0)!.width).to.equal(5);
    expect(g.getSprite(0)!.subSprites.map((k) => k.width)).to.deep.equal([5, 5, 5]);
    expect(g.getSprite(1)!.width).to.equal(100);
    expect(g.getSprite(1)!.subSprites[0]!.width).to.equal(100);
    g.setPointer(2);
    expect(g.setPropertyCascade('height', 7, true)).to.equal(2);
    const empty = new LIB_GraphicSprites();
    expect(empty.setPropertyCascade('src', 'x', true)).to.equal(1);
    expect(empty.spritesGroup.src).to.equal('x');
  });

  it("time cascades onto the group's own time, every sprite and sub-sprite", () => {
    expect(g.setPropertyCascade('time', 1234)).to.equal(8);
    expect(g.time).to.equal(1234);
    expect(g.getTime()).to.equal(1234);
    expect(Object.prototype.hasOwnProperty.call(g.spritesGroup, 'time')).to.equal(false);
    expect(
      g.getSprites()!.flatMap((sprite) => [sprite.time, ...sprite.subSprites.map((sub) => sub.time)]),
    ).to.deep.equal(Array(7).fill(1234));
  });

  it('zIndex cascades keep the sorted lists right (all equal: list order)', () => {
    expect(g.setPropertyCascade('zIndex', 4)).to.equal(8);
    expect(g.zIndex).to.equal(4);
    expect(ids(g.getSprites(true))).to.deep.equal(['a', 'b', 'c']);
    expect(ids(g.getSprite(0)!.subSpritesByZIndex)).to.deep.equal(['a1', 'a2', 'a3']);
    expectConsistent(g);
    g.setPropertyCascade('zIndex', 0);
    expect(everyLevel(g).map((level) => level.zIndex)).to.deep.equal(Array(8).fill(1));
  });

  it('known fields are sanitized: srcType names, disabled to boolean', () => {
    expect(g.setPropertyCascade('srcType', 'TEXT')).to.equal(8);
    expect(everyLevel(g).map((level) => level.srcType)).to.deep.equal(Array(8).fill(1));
    expect(g.setPropertyCascade('disabled', 1)).to.equal(8);
    expect(everyLevel(g).map((level) => level.disabled)).to.deep.equal(Array(8).fill(true));
  });

  it('a number as propertyName names the property', () => {
    expect(g.setPropertyCascade(7, 'seven')).to.equal(8);
    expect(everyLevel(g).map((level) => level['7'])).to.deep.equal(Array(8).fill('seven'));
  });

  it('invalid values for known fields and structural names change nothing and return 0', () => {
    for (const [name, value] of [
      ['width', -1],
      ['width', 'x'],
      ['left', NaN],
      ['srcType', 'NOPE'],
      ['time', -5],
      ['id', 'x'],
      ['data', {}],
      ['sprites', []],
      ['subSprites', []],
      ['parent', null],
      ['container', null],
      ['position', 3],
      ['byReference', true],
      ['', 1],
      ['__proto__', {}],
      ['getCurrent', 1],
      ['setTime', 1],
    ] as [string, unknown][]) {
      expectUnchanged(
        g,
        () => expect(g.setPropertyCascade(name, value), `${name}=${String(value)}`).to.equal(0),
        `cascade ${name}`,
      );
    }
    expectUnchanged(g, () => expect(g.setPropertyCascade(bad(null), 1)).to.equal(0));
    expectUnchanged(g, () => expect(g.setPropertyCascade(bad(undefined))).to.equal(0));
    expectUnchanged(g, () => expect(g.setPropertyCascade(bad({}), 1)).to.equal(0));
  });

  it('the sprite field setPropertyCascade(name, value) sets that sprite and its sub-sprites only, as the original (docs/model.md#cascade)', () => {
    const a = g.getSprite(0)!;
    expect(a.setPropertyCascade('src', 'field.png')).to.equal(4);
    expect(everyLevel(g).map((level) => level.src)).to.deep.equal([
      'sheet.png',
      'field.png',
      'field.png',
      'field.png',
      'field.png',
      'sheet.png',
      'sheet.png',
      'sheet.png',
    ]);
    const c = g.getSprite(2)!;
    expect(c.setPropertyCascade('zIndex', -4)).to.equal(1);
    expect(ids(g.getSprites(true))).to.deep.equal(['c', 'b', 'a']);
    expect(c.setPropertyCascade('width', -4)).to.equal(0);
    expectConsistent(g);
  });
});

describe('executeFunctionAll / executeFunctionAllSubSprites (docs/model.md#iteration)', () => {
  let g: LIB_GraphicSprites;
  let timers: ReturnType<typeof fakeTimers>;
  beforeEach(() => {
    g = makeGroup();
    timers = fakeTimers();
  });
  afterEach(() => timers.restore());

  it('calls functionEach per sprite at once with (element, position, array, delay) and this = element', () => {
    const calls: unknown[][] = [];
    const result = g.executeFunctionAll(function (this: SpriteObject, element, position, array, delay) {
      calls.push([this === element, element.id, position, array.length, delay]);
    });
    expect(result).to.equal(3);
    expect(calls).to.deep.equal([
      [true, 'a', 0, 3, 0],
      [true, 'b', 1, 3, 0],
      [true, 'c', 2, 3, 0],
    ]);
    expect(timers.scheduled).to.deep.equal([]);
  });

  it('orderedByZIndex loops in ascending z-index order', () => {
    const seen: unknown[] = [];
    g.executeFunctionAll((s) => seen.push(s.id), true);
    expect(seen).to.deep.equal(['b', 'c', 'a']);
  });

  it('loops only the given sprites array', () => {
    const seen: unknown[] = [];
    const only = [g.getSprite(2)!, g.getSprite(0)!];
    expect(g.executeFunctionAll((s, i, array) => seen.push([s.id, i, array === only]), false, 0, only)).to.equal(2);
    expect(seen).to.deep.equal([
      ['c', 0, true],
      ['a', 1, true],
    ]);
  });

  it('with a delay, the k-th call runs after delay*k ms; the result counts scheduled calls', () => {
    const seen: unknown[] = [];
    const result = g.executeFunctionAll((s, _i, _a, delay) => seen.push([s.id, timers.now, delay]), false, 100);
    expect(result).to.equal(3);
    expect(seen).to.deep.equal([['a', 0, 100]]);
    expect(timers.scheduled.map((t) => t.delay)).to.deep.equal([100, 200]);
    timers.tick(99);
    expect(seen).to.have.length(1);
    timers.tick(1);
    expect(seen).to.deep.equal([
      ['a', 0, 100],
      ['b', 100, 100],
    ]);
    timers.tick(100);
    expect(seen).to.deep.equal([
      ['a', 0, 100],
      ['b', 100, 100],
      ['c', 200, 100],
    ]);
  });

  it('delayBetweenEachAffectsFirst delays the first call too: delay*(k+1)', () => {
    const seen: unknown[] = [];
    g.executeFunctionAll((s) => seen.push([s.id, timers.now]), false, 50, undefined, false, true);
    expect(seen).to.deep.equal([]);
    expect(timers.scheduled.map((t) => t.delay)).to.deep.equal([50, 100, 150]);
    timers.tick(150);
    expect(seen).to.deep.equal([
      ['a', 50],
      ['b', 100],
      ['c', 150],
    ]);
  });

  it('returnSetTimeoutsArray returns one executeFunctionAll_OBJECT per call', () => {
    const result = g.executeFunctionAll(
      () => undefined,
      false,
      30,
      undefined,
      true,
    ) as ExecuteFunctionAll_OBJECT<SpriteObject>[];
    expect(result).to.have.length(3);
    expect(result.map((r) => r.item)).to.deep.equal(g.getSprites());
    expect(result.map((r) => r.setTimeoutDelay)).to.deep.equal([0, 30, 60]);
    expect(result[0]!.setTimeoutReturningValue).to.equal(null);
    expect(result.slice(1).map((r) => r.setTimeoutReturningValue)).to.deep.equal(timers.scheduled.map((t) => t.id));
    const immediate = g.executeFunctionAll(
      () => undefined,
      false,
      0,
      undefined,
      true,
    ) as ExecuteFunctionAll_OBJECT<SpriteObject>[];
    expect(immediate.map((r) => [r.item.id, r.setTimeoutReturningValue, r.setTimeoutDelay])).to.deep.equal([
      ['a', null, 0],
      ['b', null, 0],
      ['c', null, 0],
    ]);
  });

  it('a delay callback is evaluated per element, gets the element arguments, and is parsed to an integer', () => {
    const delayCalls: unknown[] = [];
    const seen: unknown[] = [];
    const delays: Record<string, unknown> = { a: '40px', b: 25.9, c: 'none' };
    g.executeFunctionAll(
      (s, _i, _a, delay) => seen.push([s.id, timers.now, delay]),
      false,
      function (this: SpriteObject, element, position, array, fn) {
        delayCalls.push([this === element, element.id, position, array.length, typeof fn]);
        return delays[element.id as string];
      },
    );
    expect(delayCalls).to.deep.equal([
      [true, 'a', 0, 3, 'function'],
      [true, 'b', 1, 3, 'function'],
      [true, 'c', 2, 3, 'function'],
    ]);
    // a: 40*0 = at once; b: 25*1 = 25 ms; c: no valid delay = at once
    expect(seen).to.deep.equal([
      ['a', 0, 40],
      ['c', 0, 0],
    ]);
    timers.tick(25);
    expect(seen).to.deep.equal([
      ['a', 0, 40],
      ['c', 0, 0],
      ['b', 25, 25],
    ]);
  });

  it('functionFinish runs at once when no delay is used, with (array, calls, 0) and this = array', () => {
    const finished: unknown[] = [];
    g.executeFunctionAll(
      () => undefined,
      false,
      0,
      undefined,
      false,
      false,
      function (this: readonly SpriteObject[], array, calls, max) {
        finished.push([this === array, array.length, calls, max]);
      },
    );
    expect(finished).to.deep.equal([[true, 3, 3, 0]]);
  });

  it('functionFinish runs after the largest delay + 1 ms, with that delay', () => {
    const order: unknown[] = [];
    g.executeFunctionAll(
      (s) => order.push(s.id),
      false,
      10,
      undefined,
      false,
      true,
      (_array, calls, max) => order.push(['finish', calls, max, timers.now]),
    );
    timers.tick(30);
    expect(order).to.deep.equal(['a', 'b', 'c']);
    timers.tick(1);
    expect(order).to.deep.equal(['a', 'b', 'c', ['finish', 3, 30, 31]]);
  });

  it('a functionEach that is not a function: finish still called with (array, 0, 0); result 0 or []', () => {
    const finished: unknown[] = [];
    expectUnchanged(g, () => {
      expect(
        g.executeFunctionAll(bad('nope'), false, 10, undefined, false, false, (array, calls, max) =>
          finished.push([array.length, calls, max]),
        ),
      ).to.equal(0);
      expect(g.executeFunctionAll(bad(null), false, 10, undefined, true)).to.deep.equal([]);
    });
    expect(finished).to.deep.equal([[3, 0, 0]]);
    expect(timers.scheduled).to.deep.equal([]);
  });

  it('executeFunctionAllSubSprites loops the sub-sprites of the given or current sprite', () => {
    const seen: unknown[] = [];
    expect(
      g.executeFunctionAllSubSprites(function (this: SubSpriteObject, k, i, array, delay) {
        seen.push([this === k, k.id, i, array.length, delay]);
      }),
    ).to.equal(3);
    expect(seen).to.deep.equal([
      [true, 'a1', 0, 3, 0],
      [true, 'a2', 1, 3, 0],
      [true, 'a3', 2, 3, 0],
    ]);
    const z: unknown[] = [];
    g.executeFunctionAllSubSprites((k) => z.push(k.id), true);
    expect(z).to.deep.equal(['a2', 'a3', 'a1']);
    const b: unknown[] = [];
    expect(g.executeFunctionAllSubSprites((k) => b.push(k.id), false, 0, g.getSprite(1))).to.equal(1);
    expect(b).to.deep.equal(['b1']);
    expect(g.executeFunctionAllSubSprites(() => undefined, false, 0, g.getSprite(2))).to.equal(0);
  });

  it('executeFunctionAllSubSprites with delays, timeouts array, affectsFirst and finish', () => {
    const seen: unknown[] = [];
    const result = g.executeFunctionAllSubSprites(
      (k) => seen.push([k.id, timers.now]),
      true,
      20,
      undefined,
      true,
      true,
      (_a, calls, max) => seen.push(['finish', calls, max, timers.now]),
    ) as ExecuteFunctionAll_OBJECT<SubSpriteObject>[];
    expect(ids(result.map((r) => r.item))).to.deep.equal(['a2', 'a3', 'a1']);
    expect(result.map((r) => r.setTimeoutDelay)).to.deep.equal([20, 40, 60]);
    timers.tick(61);
    expect(seen).to.deep.equal([
      ['a2', 20],
      ['a3', 40],
      ['a1', 60],
      ['finish', 3, 60, 61],
    ]);
  });

  it('aliases executeAll, forEach, forEachSprite; executeAllSubSprites, forEachSubSprite', () => {
    for (const name of ['executeAll', 'forEach', 'forEachSprite'] as const) {
      const seen: unknown[] = [];
      expect(
        g[name]((s) => seen.push(s.id), true),
        name,
      ).to.equal(3);
      expect(seen).to.deep.equal(['b', 'c', 'a']);
      const delayed = g[name](
        () => undefined,
        false,
        5,
        [g.getSprite(1)!],
        true,
        true,
      ) as ExecuteFunctionAll_OBJECT<SpriteObject>[];
      expect(delayed.map((r) => [r.item.id, r.setTimeoutDelay])).to.deep.equal([['b', 5]]);
    }
    for (const name of ['executeAllSubSprites', 'forEachSubSprite'] as const) {
      const seen: unknown[] = [];
      expect(
        g[name]((k) => seen.push(k.id), true, 0, g.getSprite(0)),
        name,
      ).to.equal(3);
      expect(seen).to.deep.equal(['a2', 'a3', 'a1']);
    }
  });

  it("sprite fields executeFunctionAll, executeAll, forEach loop that sprite's sub-sprites with every argument", () => {
    const a = g.getSprite(0)!;
    g.setPointer(1);
    for (const name of ['executeFunctionAll', 'executeAll', 'forEach'] as const) {
      const seen: unknown[] = [];
      const finish: unknown[] = [];
      const result = a[name](
        (k) => seen.push([k.id, timers.now]),
        true,
        10,
        true,
        true,
        (_arr, calls, max) => finish.push([calls, max]),
      ) as ExecuteFunctionAll_OBJECT<SubSpriteObject>[];
      expect(
        result.map((r) => r.setTimeoutDelay),
        name,
      ).to.deep.equal([10, 20, 30]);
      timers.tick(31);
      expect(seen.map((s) => (s as unknown[])[0])).to.deep.equal(['a2', 'a3', 'a1']);
      expect(finish).to.deep.equal([[3, 30]]);
      expect(a[name]((k) => k)).to.equal(3);
    }
  });
});
