import { expect } from '@open-wc/testing';
import type { LibSpritesGroupElement } from '../index.js';
import { runFrame } from './playback.js';
import { cleanup, mount, settle, useFakeClock } from '../../../test/support/elements.js';
import { frame } from '../../../test/support/page.js';

const FOUR = ['A', 'B', 'C', 'D'].map((text) => `<lib-sprite src="${text}"></lib-sprite>`).join('');

describe('scroll-driven playback (timeline="scroll")', () => {
  afterEach(cleanup);

  it('maps the scroll progress of the nearest scroller to currentTime over one pass', async () => {
    const group = await mount(
      `<div id="scroller" style="height: 100px; overflow: auto"><div style="height: 1100px"><lib-sprites-group timeline="scroll" src-type="TEXT">${FOUR}</lib-sprites-group></div></div>`,
    );
    const scroller = group.closest<HTMLElement>('#scroller')!;
    expect(group.iterationDuration).to.equal(400);
    expect(group.pointer).to.equal(0);
    scroller.scrollTop = 500;
    await frame();
    await frame();
    scroller.dispatchEvent(new Event('scroll'));
    expect(group.currentTime).to.be.closeTo(200, 1);
    expect(group.pointer).to.equal(2);
    scroller.scrollTop = 1000;
    await frame();
    await frame();
    scroller.dispatchEvent(new Event('scroll'));
    expect(group.pointer, 'the end of the scroll is the end of the pass').to.equal(3);
    // Leaving the document stops listening.
    group.remove();
    group.timeline = null;
    scroller.scrollTop = 0;
    scroller.dispatchEvent(new Event('scroll'));
    expect(group.pointer).to.equal(3);
  });
});

describe('view-driven playback (timeline="view")', () => {
  afterEach(cleanup);

  it("maps the group's passage through the viewport to currentTime", async () => {
    const group = await mount(
      `<div id="scroller" style="position: fixed; inset: 0; overflow: auto"><div style="height: 3000px; padding-top: 1500px"><lib-sprites-group timeline="view" height="100" src-type="TEXT">${FOUR}</lib-sprites-group></div></div>`,
    );
    const scroller = group.closest<HTMLElement>('#scroller')!;
    const at = async (top: number): Promise<number> => {
      scroller.scrollTop = top;
      await frame();
      await frame();
      scroller.dispatchEvent(new Event('scroll'));
      return group.pointer;
    };
    // Below the viewport: the start; scrolled past it: the end; 60 % through: 240 ms of 400, the third frame.
    expect(await at(0)).to.equal(0);
    expect(await at(2900)).to.equal(3);
    const viewport = scroller.clientHeight;
    expect(await at(1500 - (0.4 * viewport - 60))).to.equal(2);
    expect(group.currentTime).to.be.closeTo(240, 2);
  });
});

describe("CrossBrowdy's data timers through markup", () => {
  const clock = useFakeClock(10_000);

  it('data-skip-after, data-duration and data-pointer-next drive a playing group', async () => {
    const group: LibSpritesGroupElement = await mount(
      `<lib-sprites-group src-type="TEXT">` +
        `<lib-sprite src="A" data-skip-after="300" data-pointer-next="2"></lib-sprite>` +
        `<lib-sprite src="B"></lib-sprite>` +
        `<lib-sprite src="C" data-duration="50" data-loop="true"></lib-sprite>` +
        `</lib-sprites-group>`,
    );
    group.play();
    runFrame(clock.advance(250));
    expect(group.pointer, 'A has no fps schedule: its skipAfter decides').to.equal(0);
    runFrame(clock.advance(51));
    expect(group.pointer, 'pointerNext skips B').to.equal(2);
    runFrame(clock.advance(51));
    expect(group.pointer, 'C is disabled after its duration; its loop wraps to A').to.equal(0);
    expect(group.controller.getSprite(2)!.disabled).to.equal(true);
    await settle(group);
    expect(group.querySelectorAll('lib-sprite')[2]!.hasAttribute('disabled')).to.equal(true);
    runFrame(clock.advance(301));
    expect(group.pointer, 'the disabled C is passed over: A starts again').to.equal(0);
    expect(group.controller.getSprite(0)!.time).to.equal(clock.now);
    group.pause();
  });
});
