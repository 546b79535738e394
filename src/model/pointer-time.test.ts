import { expect } from '@open-wc/testing';
import { LIB_Device, LIB_GraphicSprites } from './index.js';
import { bad, expectUnchanged, fakeClock, makeGroup } from '../../test/support/model.js';

describe('pointer (docs/model.md#pointer, #pointer-operations)', () => {
  let clock: ReturnType<typeof fakeClock>;
  let g: LIB_GraphicSprites;
  beforeEach(() => {
    clock = fakeClock(1000);
    g = makeGroup({
      sprites: [{ id: 's0', subSprites: [{ id: 'k0' }, { id: 'k1' }] }, { id: 's1' }, { id: 's2' }, { id: 's3' }],
    });
    clock.set(2000);
  });
  afterEach(() => clock.restore());

  it('starts at 0 with the construction time', () => {
    expect(g.pointer).to.equal(0);
    expect(g.time).to.equal(1000);
    expect(g.getSprite(0)!.time).to.equal(1000);
    expect(g.getSubSprite(1, g.getSprite(0))!.time).to.equal(1000);
  });

  it('row: setPointer to a different index moves and stamps the time on group, sprite and sub-sprites', () => {
    expect(g.setPointer(2)).to.equal(2);
    expect(g.pointer).to.equal(2);
    expect(g.pointerPrevious).to.equal(0);
    expect(g.time).to.equal(2000);
    expect(g.getSprite(2)!.time).to.equal(2000);
    expect(g.getSprite(0)!.time).to.equal(1000);
    clock.set(3000);
    expect(g.setPointer(0)).to.equal(0);
    expect(g.time).to.equal(3000);
    expect(g.getSprite(0)!.time).to.equal(3000);
    expect(g.getSubSprite(0, g.getSprite(0))!.time).to.equal(3000);
    expect(g.getPointerPrevious()).to.equal(2);
  });

  it('setPointer to the current index changes nothing (no new time)', () => {
    g.setPointer(1);
    clock.set(5000);
    expectUnchanged(g, () => expect(g.setPointer(1)).to.equal(1), 'setPointer(same)');
    expect(g.time).to.equal(2000);
  });

  it('setPointer without loop clamps: above range to last, below 0 to 0, default 0', () => {
    expect(g.setPointer(99)).to.equal(3);
    expect(g.setPointer(-5)).to.equal(0);
    g.setPointer(2);
    expect(g.setPointer()).to.equal(0);
    expect(g.setPointer(2.8)).to.equal(2);
  });

  it('setPointer with loop wraps out-of-range positions, negative made positive first (docs/model.md#pointer-operations)', () => {
    expect(g.setPointer(5, true)).to.equal(1);
    expect(g.setPointer(4, true)).to.equal(0);
    expect(g.setPointer(-6, true)).to.equal(2);
    expect(g.setPointer(-1, true)).to.equal(1);
    expect(g.setPointer(11, true)).to.equal(3);
    // loop is ignored when in range
    expect(g.setPointer(2, true)).to.equal(2);
  });

  it('setPointer on an empty group returns 0 and changes nothing', () => {
    const empty = new LIB_GraphicSprites();
    expectUnchanged(empty, () => expect(empty.setPointer(3, true)).to.equal(0), 'setPointer(empty)');
    expect(empty.pointer).to.equal(-1);
  });

  it('row: setNext within range moves to p+1, stamps time and returns the sprite', () => {
    const result = g.setNext();
    expect(result).to.equal(g.getSprite(1));
    expect(g.pointer).to.equal(1);
    expect(g.pointerPrevious).to.equal(0);
    expect(g.time).to.equal(2000);
    expect(g.getSprite(1)!.time).to.equal(2000);
  });

  it('row: setNext(false) at the last sprite returns null and changes nothing', () => {
    g.setPointer(3);
    clock.set(9000);
    expectUnchanged(g, () => expect(g.setNext(false)).to.equal(null), 'setNext at end');
    expectUnchanged(g, () => expect(g.setNext()).to.equal(null), 'setNext() at end');
    expect(g.pointer).to.equal(3);
  });

  it('row: setNext(true) at the last sprite wraps to the first and stamps time', () => {
    g.setPointer(3);
    clock.set(9000);
    expect(g.setNext(true)).to.equal(g.getSprite(0));
    expect(g.pointer).to.equal(0);
    expect(g.pointerPrevious).to.equal(3);
    expect(g.time).to.equal(9000);
    expect(g.getSprite(0)!.time).to.equal(9000);
  });

  it('row: setPrevious within range moves to p-1, stamps time and returns the sprite', () => {
    g.setPointer(2);
    clock.set(4000);
    expect(g.setPrevious()).to.equal(g.getSprite(1));
    expect(g.pointer).to.equal(1);
    expect(g.pointerPrevious).to.equal(2);
    expect(g.time).to.equal(4000);
    expect(g.getSprite(1)!.time).to.equal(4000);
  });

  it('row: setPrevious(false) at 0 returns null and changes nothing', () => {
    expectUnchanged(g, () => expect(g.setPrevious(false)).to.equal(null), 'setPrevious at 0');
    expectUnchanged(g, () => expect(g.setPrevious()).to.equal(null), 'setPrevious() at 0');
  });

  it('row: setPrevious(true) at 0 wraps to the last and stamps time', () => {
    clock.set(7000);
    expect(g.setPrevious(true)).to.equal(g.getSprite(3));
    expect(g.pointer).to.equal(3);
    expect(g.pointerPrevious).to.equal(0);
    expect(g.time).to.equal(7000);
  });

  it('setNext/setPrevious with loop on a single sprite stamp the time though the index stays', () => {
    const one = new LIB_GraphicSprites({ sprites: [{ id: 'only' }] });
    clock.set(8000);
    expect(one.setNext(true)!.id).to.equal('only');
    expect(one.time).to.equal(8000);
    clock.set(8500);
    expect(one.setPrevious(true)!.id).to.equal('only');
    expect(one.time).to.equal(8500);
    expect(one.pointer).to.equal(0);
  });

  it('setNext/setPrevious on an empty group return null', () => {
    const empty = new LIB_GraphicSprites();
    expectUnchanged(empty, () => {
      expect(empty.setNext(true)).to.equal(null);
      expect(empty.setPrevious(true)).to.equal(null);
    });
  });

  it('walks through every sprite with setNext(true) and back with setPrevious(true)', () => {
    const seen: unknown[] = [];
    for (let i = 0; i < 8; i++) seen.push(g.setNext(true)!.id);
    expect(seen).to.deep.equal(['s1', 's2', 's3', 's0', 's1', 's2', 's3', 's0']);
    const back: unknown[] = [];
    for (let i = 0; i < 5; i++) back.push(g.setPrevious(true)!.id);
    expect(back).to.deep.equal(['s3', 's2', 's1', 's0', 's3']);
  });

  it('aliases: setCurrentPosition -> setPointer, next -> setNext, previous -> setPrevious', () => {
    expect(g.setCurrentPosition(9)).to.equal(3);
    expect(g.setCurrentPosition(5, true)).to.equal(1);
    expect(g.next()).to.equal(g.getSprite(2));
    expect(g.next()).to.equal(g.getSprite(3));
    expect(g.next()).to.equal(null);
    expect(g.next(true)).to.equal(g.getSprite(0));
    expect(g.previous()).to.equal(null);
    expect(g.previous(true)).to.equal(g.getSprite(3));
    expect(g.previous()).to.equal(g.getSprite(2));
  });
});

describe('time (docs/model.md#time)', () => {
  let clock: ReturnType<typeof fakeClock>;
  beforeEach(() => {
    clock = fakeClock(500);
  });
  afterEach(() => clock.restore());

  it('LIB_Device.getTiming is performance.now()', () => {
    clock.restore();
    const a = performance.now();
    const t = LIB_Device.getTiming();
    const b = performance.now();
    expect(t).to.be.within(a, b);
  });

  it('getTime returns the time, or returnValueOnFail when it is 0 (docs/model.md#time)', () => {
    const g = makeGroup();
    expect(g.getTime()).to.equal(500);
    const empty = new LIB_GraphicSprites();
    expect(empty.getTime()).to.equal(undefined);
    expect(empty.getTime('fail')).to.equal('fail');
    expect(empty.getTime('fail', true)).to.equal('fail');
  });

  it("getTime(returnValueOnFail, true) falls back to the parent's time", () => {
    const empty = new LIB_GraphicSprites({ parent: { time: 42 } });
    expect(empty.getTime('fail')).to.equal('fail');
    expect(empty.getTime('fail', true)).to.equal(42);
    expect(empty.getTimeElapsed(50, true)).to.equal(8);
    expect(empty.getTimeElapsed(50)).to.equal(50);
    expect(makeGroup({ parent: { time: 42 } }).getTime('fail', true)).to.equal(500);
  });

  it('getTimeElapsed: timeToCompare (default now) minus the time', () => {
    const g = makeGroup();
    expect(g.getTimeElapsed(800)).to.equal(300);
    clock.set(1500);
    expect(g.getTimeElapsed()).to.equal(1000);
    expect(g.getTimeElapsed(0)).to.equal(-500);
    expect(new LIB_GraphicSprites().getTimeElapsed(40)).to.equal(40);
  });

  it('setTime stores the given time, else now; returns it', () => {
    const g = makeGroup();
    expect(g.setTime(1234)).to.equal(1234);
    expect(g.time).to.equal(1234);
    expect(g.getSprite(0)!.time).to.equal(500);
    clock.set(4321);
    expect(g.setTime()).to.equal(4321);
    expect(g.time).to.equal(4321);
    expect(g.setTime(0)).to.equal(0);
    expect(g.time).to.equal(0);
  });

  it('setTime(t, true) also sets the current sprite; (t, true, true) its sub-sprites too', () => {
    const g = makeGroup();
    const a = g.getSprite(0)!;
    g.setTime(600, true);
    expect([g.time, a.time, a.subSprites[0]!.time]).to.deep.equal([600, 600, 500]);
    g.setTime(700, true, true);
    expect([g.time, a.time, ...a.subSprites.map((s) => s.time)]).to.deep.equal([700, 700, 700, 700, 700]);
    // updateTimeCurrentSpriteSubSprites is ignored without updateTimeCurrentSprite
    g.setTime(800, false, true);
    expect([g.time, a.time, a.subSprites[0]!.time]).to.deep.equal([800, 700, 700]);
    // other sprites untouched
    expect(g.getSprite(1)!.time).to.equal(0);
  });

  it('sprite time fields: setTime, getTime, getTimeElapsed', () => {
    const g = makeGroup();
    const b = g.getSprite(1)!;
    expect(b.time).to.equal(0);
    expect(b.getTime()).to.equal(undefined);
    expect(b.getTime('never')).to.equal('never');
    expect(b.getTimeElapsed(50)).to.equal(50);
    expect(b.setTime(40)).to.equal(40);
    expect(b.time).to.equal(40);
    expect(b.getTime('never')).to.equal(40);
    expect(b.getTimeElapsed(100)).to.equal(60);
    clock.set(900);
    expect(b.setTime()).to.equal(900);
    expect(b.getTimeElapsed()).to.equal(0);
    expect(g.time).to.equal(500);
  });

  it("sub-sprite time fields fall back to the parent sprite's time", () => {
    const g = makeGroup();
    const b = g.getSprite(1)!;
    const k = b.subSprites[0]!;
    expect(k.getTime('never')).to.equal('never');
    b.setTime(300);
    expect(k.time).to.equal(0);
    expect(k.getTime('never')).to.equal(300);
    expect(k.getTimeElapsed(350)).to.equal(50);
    expect(k.setTime(320)).to.equal(320);
    expect(k.getTime()).to.equal(320);
    expect(k.getTimeElapsed(350)).to.equal(30);
    expect(b.time).to.equal(300);
  });

  it("a sub-sprite's time normally equals its sprite's after pointing", () => {
    const g = makeGroup();
    clock.set(2500);
    g.setPointer(1);
    const b = g.getSprite(1)!;
    expect(b.time).to.equal(2500);
    expect(b.subSprites[0]!.time).to.equal(2500);
  });

  it('invalid times fall back to now', () => {
    const g = makeGroup();
    clock.set(999);
    for (const value of [-1, NaN, Infinity, '5 ms', '-5', null, {}]) {
      clock.set(clock.now + 1);
      expect(g.setTime(bad(value)), String(value)).to.equal(clock.now);
      expect(g.getSprite(0)!.setTime(bad(value))).to.equal(clock.now);
    }
  });
});
