import { expect } from '@open-wc/testing';
import type { LibSpritesGroupElement } from '../index.js';
import { runFrame } from '../playback/playback.js';
import { fakeFrames, mount, settle, useFakeClock } from '../../../test/support/elements.js';

/** The model's clock at 10,000 ms and the animation frames under the test's control, for each test of a describe. */
function useFakeTime(): ReturnType<typeof useFakeClock> {
  let frames: ReturnType<typeof fakeFrames> | undefined;
  beforeEach(() => {
    frames = fakeFrames();
  });
  const clock = useFakeClock(10_000);
  afterEach(() => frames?.restore());
  return clock;
}

const EIGHT = Array.from({ length: 8 }, (_, i) => `<lib-sprite id="s${i}" src="${i}"></lib-sprite>`).join('');

describe('playback under overload (model clock)', () => {
  const clock = useFakeTime();

  /** 60 looping groups at 10 fps, their phases spread evenly over the 100 ms of a sprite. */
  async function spread(): Promise<LibSpritesGroupElement[]> {
    await mount(`<div>${`<lib-sprites-group loop src-type="TEXT">${EIGHT}</lib-sprites-group>`.repeat(60)}</div>`);
    const groups = [...document.querySelectorAll('lib-sprites-group')];
    await Promise.all(groups.map((g) => g.updateComplete));
    groups.forEach((g, i) => {
      g.play();
      g.controller.getCurrent()!.setTime(clock.now - (100 * i) / groups.length);
    });
    return groups;
  }

  /** How many groups change in each of `count` frames of 1/60 s. */
  function changesPerFrame(groups: LibSpritesGroupElement[], count: number): number[] {
    const out: number[] = [];
    for (let f = 0; f < count; f++) {
      const before = groups.map((g) => g.controller.pointer);
      runFrame(clock.advance(1000 / 60));
      out.push(groups.filter((g, i) => g.controller.pointer !== before[i]).length);
    }
    return out;
  }

  it('after a long task each group skips the sprites it missed and keeps its phase: no lockstep', async () => {
    const groups = await spread();
    const phases = (): number[] =>
      groups.map((g) => Math.round((((clock.now - g.controller.getCurrent()!.time) % 100) + 100) % 100));
    const before = phases();
    const pointers = groups.map((g) => g.controller.pointer);
    // A 1,234 ms long task: every group is 12 or 13 sprites behind.
    runFrame(clock.advance(1234));
    await settle();
    const after = phases();
    // Each group moved on by the sprites its schedule says, and is as far into its sprite as before plus 34 ms.
    groups.forEach((g, i) => {
      const elapsed = 1234 + (100 * i) / groups.length;
      expect(g.controller.pointer, `group ${i}`).to.equal((pointers[i]! + Math.floor(elapsed / 100)) % 8);
      expect(after[i], `phase of group ${i}`).to.equal(Math.round((before[i]! + 34) % 100));
    });
    // From then on about a sixth change per frame, never all at once.
    const perFrame = changesPerFrame(groups, 60);
    expect(Math.max(...perFrame)).to.be.at.most(12);
    expect(perFrame.reduce((a, b) => a + b, 0)).to.be.within(590, 610);
    groups.forEach((g) => g.pause());
  });

  it('a frame looks only at the groups that are due, not at every playing group', async () => {
    const groups = await spread();
    runFrame(clock.advance(1000 / 60));
    const looked: number[] = [];
    for (let f = 0; f < 30; f++) looked.push(runFrame(clock.advance(1000 / 60)));
    // 60 groups, a sprite every 100 ms, phases spread: about 10 due per frame of 16.7 ms.
    expect(Math.max(...looked)).to.be.at.most(12);
    expect(looked.reduce((a, b) => a + b, 0)).to.be.within(290, 310);
    // A group whose time is set from outside is looked at in the next frame, and moves on if its sprite is over.
    const g = groups[0]!;
    const pointer = g.pointer;
    g.controller.getCurrent()!.setTime(clock.now - 150);
    runFrame(clock.advance(1));
    expect(g.pointer).to.equal((pointer + 1) % 8);
    groups.forEach((group) => group.pause());
  });

  it('a run of slow frames (100 ms each) keeps the phases spread too', async () => {
    const groups = await spread();
    for (let i = 0; i < 10; i++) runFrame(clock.advance(100 + 7));
    const perFrame = changesPerFrame(groups, 30);
    expect(Math.max(...perFrame)).to.be.at.most(12);
    groups.forEach((g) => g.pause());
  });

  it('a non-looping group far behind stops at its last sprite and ends', async () => {
    await mount(`<lib-sprites-group src-type="TEXT">${EIGHT}</lib-sprites-group>`);
    const group = document.querySelector('lib-sprites-group')!;
    const ends: number[] = [];
    group.addEventListener('lib-sprites-end', (e) => ends.push(e.detail.pointer));
    group.play();
    runFrame(clock.advance(5000));
    await settle(group);
    expect(group.pointer).to.equal(7);
    expect(group.playing).to.equal(false);
    expect(ends).to.deep.equal([7]);
  });
});

describe('playback writes the pointer attribute when it stops, not every frame', () => {
  const clock = useFakeTime();

  it('the property is exact every frame; the attribute catches up on pause and at the end; methods write it at once', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT">${EIGHT}</lib-sprites-group>`);
    const writes: (string | null)[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((r) => writes.push((r.target as Element).getAttribute('pointer'))),
    );
    observer.observe(group, { attributes: true, attributeFilter: ['pointer'] });
    group.play();
    for (let i = 1; i <= 3; i++) {
      runFrame(clock.advance(100));
      expect(group.pointer).to.equal(i);
    }
    await settle(group);
    expect(writes, 'no attribute write while playing').to.deep.equal([]);
    group.pause();
    await settle(group);
    expect(group.getAttribute('pointer')).to.equal('3');
    group.next();
    expect(group.getAttribute('pointer')).to.equal('4');
    group.play();
    runFrame(clock.advance(5000));
    await settle(group);
    expect(group.playing).to.equal(false);
    expect(group.getAttribute('pointer')).to.equal('7');
    observer.disconnect();
  });
});
