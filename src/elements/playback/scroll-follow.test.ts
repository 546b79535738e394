/**
 * Scroll-driven playback under real scrolling: the page scrolls, the engine
 * fires its own scroll events, and the group ends on the frame for where the
 * scroll is, not where it was one event before (some engines update their
 * ScrollTimeline / ViewTimeline only after the scroll event).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { frame } from '../../../test/support/page.js';
import type { LibSpritesGroupElement } from '../index.js';
import { cleanup, mount } from '../../../test/support/elements.js';

const FOUR = ['A', 'B', 'C', 'D'].map((text) => `<lib-sprite src="${text}"></lib-sprite>`).join('');

/** Scrolls `scroller` to `top` as a page does (the engine's own scroll event), and lets a few frames pass. */
async function scrollTo(scroller: HTMLElement, top: number): Promise<void> {
  const scrolled = new Promise((resolve) => scroller.addEventListener('scroll', resolve, { once: true }));
  scroller.scrollTop = top;
  await scrolled;
  for (let i = 0; i < 4; i++) await frame();
}

describe('scroll-driven playback follows real scrolling', function () {
  this.timeout(20000);
  afterEach(cleanup);

  it('timeline="scroll": after each scroll the frame is the one for the new position', async () => {
    const group = await mount(
      `<div id="scroller" style="height: 100px; overflow: auto"><div style="height: 1100px"><lib-sprites-group timeline="scroll" src-type="TEXT">${FOUR}</lib-sprites-group></div></div>`,
    );
    const scroller = group.closest<HTMLElement>('#scroller')!;
    await frame();
    await scrollTo(scroller, 900);
    expect(group.pointer, '90 % of the scroll: 360 ms of 400, the last frame').to.equal(3);
    expect(group.currentTime).to.be.closeTo(360, 2);
    await scrollTo(scroller, 300);
    expect(group.pointer, '30 %: 120 ms, the second frame').to.equal(1);
    await scrollTo(scroller, 0);
    expect(group.pointer).to.equal(0);
  });

  it('timeline="view": after each scroll the frame is the one for where the group is in the viewport', async () => {
    const group: LibSpritesGroupElement = await mount(
      `<div id="scroller" style="position: fixed; inset: 0; overflow: auto"><div style="height: 3000px; padding-top: 1500px"><lib-sprites-group timeline="view" height="100" src-type="TEXT">${FOUR}</lib-sprites-group></div></div>`,
    );
    const scroller = group.closest<HTMLElement>('#scroller')!;
    const viewport = scroller.clientHeight;
    await frame();
    await scrollTo(scroller, 2900);
    expect(group.pointer, 'scrolled past it: the end').to.equal(3);
    // 60 % through the passage (240 ms of 400): the third frame.
    await scrollTo(scroller, Math.round(1500 - (0.4 * viewport - 60)));
    await waitUntil(() => group.pointer === 2, `the third frame (pointer ${group.pointer}, ${group.currentTime} ms)`, {
      timeout: 2000,
    });
    expect(group.currentTime).to.be.closeTo(240, 3);
  });
});
