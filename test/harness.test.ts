/**
 * The runner's commands behave alike in every engine (in WebKit they go through
 * scripts/webkit-commands.mjs): the viewport size asked is the one the page
 * gets, the mouse presses where it was moved, a screenshot shows the page.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { pixelAt } from './support/page.js';

describe('the test runner commands', () => {
  afterEach(() => resetMouse());

  it('setViewport gives the page that viewport', async () => {
    await setViewport({ width: 640, height: 480 });
    expect([window.innerWidth, window.innerHeight]).to.deep.equal([640, 480]);
    await setViewport({ width: 700, height: 500 });
    expect([window.innerWidth, window.innerHeight]).to.deep.equal([700, 500]);
  });

  it('sendMouse moves, presses and releases at the viewport point given', async () => {
    const events: string[] = [];
    const record = (event: PointerEvent): void => {
      events.push(`${event.type} ${Math.round(event.clientX)},${Math.round(event.clientY)} ${event.buttons}`);
    };
    for (const type of ['pointermove', 'pointerdown', 'pointerup'] as const) window.addEventListener(type, record);
    try {
      await sendMouse({ type: 'move', position: [30, 40] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'up' });
    } finally {
      for (const type of ['pointermove', 'pointerdown', 'pointerup'] as const) window.removeEventListener(type, record);
    }
    expect(events.filter((e) => !e.startsWith('pointermove')).slice(-2)).to.deep.equal([
      'pointerdown 30,40 1',
      'pointerup 30,40 0',
    ]);
    expect(events).to.include('pointermove 30,40 0');
  });

  it('a screenshot shows what is on screen', async () => {
    const box = document.createElement('div');
    box.style.cssText = 'position: fixed; left: 10px; top: 10px; width: 40px; height: 40px; background: rgb(0, 0, 255)';
    document.body.append(box);
    try {
      await new Promise(requestAnimationFrame);
      expect(await pixelAt(30, 30)).to.deep.equal([0, 0, 255]);
      box.style.background = 'rgb(255, 0, 0)';
      await new Promise(requestAnimationFrame);
      expect(await pixelAt(30, 30)).to.deep.equal([255, 0, 0]);
    } finally {
      box.remove();
    }
  });
});
