import { expect } from '@open-wc/testing';
import type { LibSpritesGroupElement } from '../index.js';
import { runFrame } from './playback.js';
import { captureWarnings, mount, settle, useFakeClock } from '../../../test/support/elements.js';

/** Four TEXT sprites, 100 ms each (the default 10 fps). */
const FOUR = ['A', 'B', 'C', 'D'].map((text) => `<lib-sprite src="${text}"></lib-sprite>`).join('');

/** The pointer now, then after each 100 ms frame, until the group stops or `max` frames passed; and whether it ended. */
function frames(
  group: LibSpritesGroupElement,
  advance: (ms: number) => number,
  max = 12,
): { seen: number[]; readonly ends: number } {
  let ends = 0;
  group.addEventListener('lib-sprites-end', () => ends++);
  const seen = [group.pointer];
  for (let i = 0; i < max && group.playing; i++) {
    runFrame(advance(100));
    seen.push(group.pointer);
  }
  // lib-sprites-end comes in a microtask: read the count after settling.
  return {
    seen,
    get ends() {
      return ends;
    },
  };
}

describe('where a run starts and how long it lasts', () => {
  const clock = useFakeClock(50_000);
  const advance = (ms: number): number => clock.advance(ms);

  it('repeat="loop" and repeat="infinite" play forever, as the loop attribute does', async () => {
    for (const value of ['loop', 'infinite']) {
      const group = await mount(`<lib-sprites-group src-type="TEXT" repeat="${value}">${FOUR}</lib-sprites-group>`);
      expect(group.repeat, value).to.equal(Infinity);
      expect(group.totalDuration, value).to.equal(Infinity);
      group.play();
      const { seen, ends } = frames(group, advance, 9);
      expect(seen, value).to.deep.equal([0, 1, 2, 3, 0, 1, 2, 3, 0, 1]);
      expect(ends).to.equal(0);
      expect(group.playing).to.equal(true);
      group.pause();
    }
  });

  it('a repeat that is no number of passes warns and plays once', async () => {
    const warnings = captureWarnings();
    try {
      const group = await mount(`<lib-sprites-group src-type="TEXT" repeat="forever">${FOUR}</lib-sprites-group>`);
      expect(group.repeat).to.equal(1);
      expect(warnings.messages.some((m) => m.includes('repeat="forever"'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });

  it('direction="reverse" started by play() plays from the last sprite to the first, then ends', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT" direction="reverse">${FOUR}</lib-sprites-group>`);
    group.play();
    const run = frames(group, advance);
    expect(run.seen).to.deep.equal([3, 2, 1, 0, 0]);
    await settle(group);
    expect(run.ends).to.equal(1);
  });

  it('direction="reverse" started by autoplay does the same', async () => {
    const group = await mount(
      `<lib-sprites-group src-type="TEXT" direction="reverse" autoplay ignore-reduced-motion>${FOUR}</lib-sprites-group>`,
    );
    expect(group.playing).to.equal(true);
    const run = frames(group, advance);
    expect(run.seen).to.deep.equal([3, 2, 1, 0, 0]);
    await settle(group);
    expect(run.ends).to.equal(1);
  });

  it('direction="reverse" with loop starts at the last sprite and wraps to it', async () => {
    const group = await mount(
      `<lib-sprites-group src-type="TEXT" direction="reverse" loop autoplay ignore-reduced-motion>${FOUR}</lib-sprites-group>`,
    );
    const { seen } = frames(group, advance, 6);
    expect(seen).to.deep.equal([3, 2, 1, 0, 3, 2, 1]);
    group.pause();
  });

  it('direction="alternate-reverse" repeat="2" plays 3 2 1 0 1 2 3, whatever starts it', async () => {
    for (const start of ['play', 'autoplay']) {
      const extra = start === 'autoplay' ? ' autoplay ignore-reduced-motion' : '';
      const group = await mount(
        `<lib-sprites-group src-type="TEXT" direction="alternate-reverse" repeat="2"${extra}>${FOUR}</lib-sprites-group>`,
      );
      if (start === 'play') group.play();
      const run = frames(group, advance);
      expect(run.seen, start).to.deep.equal([3, 2, 1, 0, 1, 2, 3, 3]);
      await settle(group);
      expect(run.ends, start).to.equal(1);
    }
  });

  it('a pointer the page placed before play() is where the run goes on from', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT" direction="reverse">${FOUR}</lib-sprites-group>`);
    group.pointer = 2;
    group.play();
    expect(frames(group, advance).seen).to.deep.equal([2, 1, 0, 0]);
    const normal = await mount(`<lib-sprites-group src-type="TEXT" pointer="1">${FOUR}</lib-sprites-group>`);
    normal.play();
    expect(frames(normal, advance).seen).to.deep.equal([1, 2, 3, 3]);
  });

  it('after a reverse run ended, play() starts it again from its end', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT" direction="reverse">${FOUR}</lib-sprites-group>`);
    group.play();
    frames(group, advance);
    expect(group.playing).to.equal(false);
    group.play();
    expect(frames(group, advance).seen).to.deep.equal([3, 2, 1, 0, 0]);
  });
});
