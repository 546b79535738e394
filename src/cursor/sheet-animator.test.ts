import { expect } from '@open-wc/testing';
import { SheetAnimator } from './sheet-animator.js';
import { captureIntervals, trackResources } from '../../test/support/cursor.js';

const offset = (img: HTMLImageElement): number =>
  Number(/translateX\((-?\d+)px\)/.exec(img.style.transform)?.[1] ?? NaN);

describe('SheetAnimator', () => {
  let intervals: ReturnType<typeof captureIntervals>;
  let animator: SheetAnimator;
  beforeEach(() => {
    intervals = captureIntervals();
    animator = new SheetAnimator();
  });
  afterEach(() => {
    animator.stop();
    intervals.restore();
  });

  it('shifts the sheet left by one frame width every frameMs and wraps after the last frame', () => {
    const img = document.createElement('img');
    animator.play(img, 3, 50, 20);
    expect(intervals.ticks).to.have.length(1);
    expect(intervals.ticks[0]!.ms).to.equal(50);
    const seen: number[] = [];
    for (let i = 0; i < 7; i++) {
      intervals.ticks[0]!.handler();
      seen.push(offset(img));
    }
    expect(seen).to.deep.equal([-20, -40, 0, -20, -40, 0, -20]);
    expect(animator.frame).to.equal(1);
  });

  it('keeps no timer for a sheet of one frame', () => {
    animator.play(document.createElement('img'), 1, 50, 20);
    expect(intervals.ticks).to.have.length(0);
    expect(animator.playing).to.equal(false);
  });

  it('puts the image back on its first frame when stopped, and only when it had moved', () => {
    const img = document.createElement('img');
    animator.play(img, 4, 30, 10);
    intervals.ticks[0]!.handler();
    expect(offset(img)).to.equal(-10);
    animator.stop();
    expect(offset(img)).to.equal(0);
    expect(animator.playing).to.equal(false);
    expect(animator.frame).to.equal(0);

    const untouched = document.createElement('img');
    animator.play(untouched, 4, 30, 10);
    animator.stop();
    expect(untouched.style.transform, 'never moved: nothing written').to.equal('');
  });

  it('holds the first frame while still, and plays again from it after', () => {
    const img = document.createElement('img');
    animator.setStill(true);
    animator.play(img, 3, 40, 16);
    expect(animator.playing, 'still from the start: no timer').to.equal(false);
    animator.setStill(false);
    expect(animator.playing).to.equal(true);
    intervals.ticks.at(-1)!.handler();
    expect(offset(img)).to.equal(-16);
    animator.setStill(true);
    expect(animator.playing).to.equal(false);
    expect(offset(img)).to.equal(0);
    animator.setStill(false);
    expect(animator.frame).to.equal(0);
    intervals.ticks.at(-1)!.handler();
    expect(offset(img)).to.equal(-16);
  });

  it('plays nothing after stop, whatever the motion does', () => {
    animator.play(document.createElement('img'), 3, 40, 16);
    animator.stop();
    const before = intervals.ticks.length;
    animator.setStill(true);
    animator.setStill(false);
    expect(intervals.ticks.length).to.equal(before);
    expect(animator.playing).to.equal(false);
  });

  it('switching sheets puts the old one back and keeps one timer', () => {
    const tracked = trackResources();
    try {
      const a = document.createElement('img');
      const b = document.createElement('img');
      animator.play(a, 3, 40, 16);
      intervals.ticks.at(-1)!.handler();
      animator.play(b, 2, 60, 24);
      expect(offset(a)).to.equal(0);
      expect(tracked.liveIntervals()).to.equal(1);
      expect(intervals.ticks.at(-1)!.ms).to.equal(60);
      intervals.ticks.at(-1)!.handler();
      expect(offset(b)).to.equal(-24);
      animator.stop();
      expect(tracked.liveIntervals()).to.equal(0);
    } finally {
      tracked.restore();
    }
  });
});
