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

describe('lib-sprite-change: one event object per group, re-initialised', () => {
  afterEach(cleanup);

  it('each change still arrives with its own detail, bubbling and composed, also when the object is reused', async () => {
    const group = await mount(`<lib-sprites-group loop src-type="TEXT">${THREE}</lib-sprites-group>`);
    const seen: { event: CustomEvent<SpriteChangeDetail>; detail: SpriteChangeDetail; bubbles: boolean; composed: boolean; target: EventTarget | null }[] = [];
    const listener = (event: CustomEvent<SpriteChangeDetail>): void =>
      void seen.push({ event, detail: event.detail, bubbles: event.bubbles, composed: event.composed, target: event.target });
    document.addEventListener('lib-sprite-change', listener);
    try {
      group.next();
      await task();
      group.next();
      await task();
      // Two changes in one task: two events, never one object twice in a batch.
      group.next();
      group.next();
      await task();
      expect(seen.map((s) => `${s.detail.pointerPrevious}->${s.detail.pointer}`)).to.deep.equal(['0->1', '1->2', '2->0', '0->1']);
      expect(seen.every((s) => s.bubbles && s.composed && s.target === group)).to.equal(true);
      expect(seen[2]!.event, 'the two events of one task are distinct').to.not.equal(seen[3]!.event);
      expect(seen[0]!.detail, 'a detail kept by a listener stays its own').to.not.equal(seen[1]!.detail);
      expect(seen[0]!.detail.pointer).to.equal(1);
    } finally {
      document.removeEventListener('lib-sprite-change', listener);
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
