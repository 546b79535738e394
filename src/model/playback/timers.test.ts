import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, type SpriteObject } from '../index.js';
import { disabledByTimer, stepSubSpriteTimers, stepTimers, usesSubSpriteTimers, usesTimers } from './index.js';
import { fakeClock } from '../../../test/support/model.js';

describe("CrossBrowdy's per-sprite timers (stepTimers)", () => {
  let clock: ReturnType<typeof fakeClock>;
  beforeEach(() => {
    clock = fakeClock(1000);
  });
  afterEach(() => clock.restore());

  const group = (data: Record<string, unknown>[]): LIB_GraphicSprites =>
    new LIB_GraphicSprites({ sprites: data.map((d, i) => ({ id: `s${i}`, data: d })) });
  const at = (g: LIB_GraphicSprites, t: number): number => {
    clock.set(t);
    stepTimers(g, t);
    return g.pointer;
  };

  it('usesTimers tells groups with timer data from the others', () => {
    expect(usesTimers(group([{}, {}]))).to.equal(false);
    expect(usesTimers(group([{}, { skipAfter: '100' }]))).to.equal(true);
  });

  it('a sprite without timers stays current', () => {
    const g = group([{}, {}]);
    expect(at(g, 50_000)).to.equal(0);
  });

  it('skipAfter advances after that long (strings from markup too), each sprite timed from when it shows', () => {
    const g = group([{ skipAfter: 100 }, { skipAfter: '200' }, {}]);
    expect(at(g, 1100)).to.equal(0);
    expect(at(g, 1101)).to.equal(1);
    expect(at(g, 1300)).to.equal(1);
    expect(at(g, 1302)).to.equal(2);
    expect(g.getSprite(0)!.isDisabled()).to.equal(false);
  });

  it('without loop it stops at the last sprite; with data.loop it wraps', () => {
    const last = group([{ skipAfter: 10 }, { skipAfter: 10 }]);
    expect([at(last, 1011), at(last, 1030), at(last, 1060)]).to.deep.equal([1, 1, 1]);
    clock.set(1000);
    const wraps = group([
      { skipAfter: 10, loop: true },
      { skipAfter: 10, loop: 'true' },
    ]);
    expect([at(wraps, 1011), at(wraps, 1022), at(wraps, 1033)]).to.deep.equal([1, 0, 1]);
  });

  it('duration disables the sprite and moves on; timeResetAndEnableAfter enables it again with its time reset', () => {
    const g = group([
      { duration: 100, timeResetAndEnableAfter: 500, loop: true },
      { skipAfter: 50, loop: true },
    ]);
    const first = g.getSprite(0)!;
    expect(at(g, 1101)).to.equal(1);
    expect(first.disabled).to.equal(true);
    expect(disabledByTimer(first)).to.equal(true);
    // Back at 0 before the reset time: it is disabled, so passed over; sprite 1 starts again.
    expect(at(g, 1152)).to.equal(1);
    expect(g.getSprite(1)!.time).to.equal(1152);
    // After it: enabled again, its time reset, shown.
    expect(at(g, 1700)).to.equal(0);
    expect(first.disabled).to.equal(false);
    expect(first.time).to.equal(1700);
    expect(disabledByTimer(first)).to.equal(false);
  });

  it('pointerNext gives the next index, or a function of (sprite, group) with the sprite as this', () => {
    const calls: unknown[] = [];
    const g = group([
      { skipAfter: 10, pointerNext: 2 },
      {},
      {
        skipAfter: 10,
        pointerNext(this: SpriteObject, sprite: SpriteObject, sprites: LIB_GraphicSprites) {
          calls.push(this === sprite, sprites === g);
          return 1;
        },
      },
    ]);
    expect(at(g, 1011)).to.equal(2);
    expect(at(g, 1022)).to.equal(1);
    expect(calls.slice(-2)).to.deep.equal([true, true]);
  });

  it('never visits one index twice in a search; coming round to disabled sprites keeps the current one, started again', () => {
    const g = group([{ skipAfter: 10, pointerNext: 1 }, { pointerNext: 2 }, { pointerNext: 1 }]);
    g.getSprite(1)!.disabled = true;
    g.getSprite(2)!.disabled = true;
    expect(at(g, 1011)).to.equal(0);
    expect(g.getSprite(0)!.time).to.equal(1011);
  });

  it('a bad pointerNext leaves the pointer', () => {
    const bad = group([{ skipAfter: 10, pointerNext: -4 }, {}]);
    expect(at(bad, 1011)).to.equal(0);
    const notNumber = group([{ skipAfter: 10, pointerNext: () => 'x' }, {}]);
    expect(at(notNumber, 1011)).to.equal(0);
  });
});

describe("CrossBrowdy's sub-sprite timers (stepSubSpriteTimers)", () => {
  let clock: ReturnType<typeof fakeClock>;
  beforeEach(() => {
    clock = fakeClock(1000);
  });
  afterEach(() => clock.restore());

  const sprite = (subs: Record<string, unknown>[]): SpriteObject =>
    new LIB_GraphicSprites({
      sprites: [{ id: 's', subSprites: subs.map((data, i) => ({ id: `u${i}`, data })) }],
    }).getSprite(0)!;

  it('usesSubSpriteTimers: only duration and timeResetAndEnableAfter of sub-sprites count', () => {
    const g = (data: Record<string, unknown>) => new LIB_GraphicSprites({ sprites: [{ subSprites: [{ data }] }] });
    expect(usesSubSpriteTimers(g({}))).to.equal(false);
    expect(usesSubSpriteTimers(g({ skipAfter: 10 }))).to.equal(false);
    expect(usesSubSpriteTimers(g({ duration: '200' }))).to.equal(true);
    expect(usesSubSpriteTimers(g({ duration: null, timeResetAndEnableAfter: null }))).to.equal(false);
  });

  it('gone once shown longer than its duration, back (time reset) once timeResetAndEnableAfter has passed, strictly after, as CB_REM', () => {
    const s = sprite([{ duration: 200, timeResetAndEnableAfter: '200' }, {}]);
    const [sun, other] = s.subSprites;
    expect(stepSubSpriteTimers(s, 1200), 'at exactly its duration').to.equal(true);
    expect(sun!.isDisabled()).to.equal(false);
    stepSubSpriteTimers(s, 1201);
    expect(sun!.isDisabled()).to.equal(true);
    expect(disabledByTimer(sun!)).to.equal(true);
    stepSubSpriteTimers(s, 1401);
    expect(sun!.isDisabled(), 'at exactly 200 ms gone').to.equal(true);
    stepSubSpriteTimers(s, 1402);
    expect(sun!.isDisabled()).to.equal(false);
    expect(sun!.time).to.equal(1402);
    stepSubSpriteTimers(s, 1603);
    expect(sun!.isDisabled()).to.equal(true);
    expect(other!.isDisabled(), 'a sub-sprite without timers is left alone').to.equal(false);
  });

  it('without timeResetAndEnableAfter it stays gone, and nothing is left to look at', () => {
    const s = sprite([{ duration: 100 }]);
    expect(stepSubSpriteTimers(s, 1101)).to.equal(false);
    expect(s.subSprites[0]!.isDisabled()).to.equal(true);
    expect(stepSubSpriteTimers(s, 99_999)).to.equal(false);
    expect(s.subSprites[0]!.isDisabled()).to.equal(true);
  });

  it('a sub-sprite the page disabled is not timed, nor enabled by the timer', () => {
    const s = sprite([{ duration: 100, timeResetAndEnableAfter: 100 }]);
    s.subSprites[0]!.setDisabled(true);
    expect(stepSubSpriteTimers(s, 5000)).to.equal(false);
    expect(s.subSprites[0]!.isDisabled()).to.equal(true);
    expect(disabledByTimer(s.subSprites[0]!)).to.equal(false);
  });

  it("enabled again by its timer, it enables its group's other sub-sprites too (setDisabled's cascade): one whose own off time runs shows until that ends, then starts anew", () => {
    const sun = { duration: 200, timeResetAndEnableAfter: 200 };
    const g = new LIB_GraphicSprites({
      sprites: ['a', 'b'].map((id) => ({ id, subSprites: [{ id: `${id}-sun`, data: sun }] })),
    });
    const [a, b] = g.spritesGroup.sprites as [SpriteObject, SpriteObject];
    const [sunA, sunB] = [a.subSprites[0]!, b.subSprites[0]!];
    a.setTime(1000);
    b.setTime(1100);
    stepSubSpriteTimers(a, 1000);
    stepSubSpriteTimers(b, 1100);
    stepSubSpriteTimers(a, 1201);
    stepSubSpriteTimers(b, 1301);
    expect([sunA.isDisabled(), sunB.isDisabled()]).to.deep.equal([true, true]);
    stepSubSpriteTimers(a, 1402);
    expect(sunA.isDisabled()).to.equal(false);
    expect(sunB.isDisabled(), "b's sun, enabled with a's").to.equal(false);
    expect(disabledByTimer(sunB), 'its own off time still runs').to.equal(true);
    expect(stepSubSpriteTimers(b, 1450), 'still to come').to.equal(true);
    expect(sunB.isDisabled(), 'shown, not timed out again').to.equal(false);
    expect(sunB.time).to.equal(1100);
    stepSubSpriteTimers(b, 1502);
    expect(disabledByTimer(sunB)).to.equal(false);
    expect(sunB.time, 'timed anew once its own off time ended').to.equal(1502);
    stepSubSpriteTimers(b, 1703);
    expect(sunB.isDisabled()).to.equal(true);
  });

  it("a sub-sprite never shown is timed from its sprite's time", () => {
    const s = sprite([{ duration: 100 }]);
    s.subSprites[0]!.time = 0;
    s.setTime(1050);
    stepSubSpriteTimers(s, 1140);
    expect(s.subSprites[0]!.time).to.equal(1050);
    stepSubSpriteTimers(s, 1151);
    expect(s.subSprites[0]!.isDisabled()).to.equal(true);
  });
});
