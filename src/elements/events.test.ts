import { expect } from '@open-wc/testing';
import type { SpriteChangeDetail, SpritesEndDetail } from './index.js';
import { playbackState, runFrame } from './playback.js';
import { cleanup, fakeClock, mount, task } from './test-helpers.js';

const THREE = '<lib-sprite id="a"></lib-sprite><lib-sprite id="b"></lib-sprite><lib-sprite id="c"></lib-sprite>';

describe('events on document and window', () => {
  afterEach(cleanup);

  it('reach document and window listeners with typed details (they bubble and are composed)', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`);
    const seen: string[] = [];
    // These compile under strict only because the events are on DocumentEventMap and WindowEventMap.
    const onDocument = (e: CustomEvent<SpriteChangeDetail>): void => void seen.push(`document:${String(e.detail.sprite?.id)}`);
    const onWindow = (e: CustomEvent<SpriteChangeDetail>): void => void seen.push(`window:${e.detail.pointerPrevious}->${e.detail.pointer}`);
    document.addEventListener('lib-sprite-change', onDocument);
    window.addEventListener('lib-sprite-change', onWindow);
    try {
      group.next();
      await task();
      expect(seen).to.deep.equal(['document:b', 'window:0->1']);
    } finally {
      document.removeEventListener('lib-sprite-change', onDocument);
      window.removeEventListener('lib-sprite-change', onWindow);
    }
  });
});

describe('playback without IntersectionObserver (as in jsdom)', () => {
  afterEach(cleanup);

  it('plays, never pauses for being off-screen, and does not throw', async () => {
    const real = window.IntersectionObserver;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
    const clock = fakeClock(5000);
    try {
      const group = await mount(`<lib-sprites-group src-type="TEXT" fps="10">${THREE}</lib-sprites-group>`);
      // Far outside the viewport: with an observer it would stop being ticked.
      group.style.cssText = 'position: fixed; left: -10000px; top: -10000px';
      const ends: SpritesEndDetail[] = [];
      document.addEventListener('lib-sprites-end', (e) => ends.push(e.detail), { once: true });
      expect(() => group.play()).not.to.throw();
      expect(playbackState()).to.include({ players: 1, observing: false });
      runFrame(clock.advance(100));
      expect(group.pointer).to.equal(1);
      runFrame(clock.advance(100));
      runFrame(clock.advance(100));
      await task();
      expect(group.pointer).to.equal(2);
      expect(ends.map((d) => d.sprite?.id)).to.deep.equal(['c']);
      group.pause();
    } finally {
      clock.restore();
      window.IntersectionObserver = real;
    }
  });
});
