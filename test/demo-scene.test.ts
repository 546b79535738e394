// The demo's scene panel: the slider sets how many groups the scene holds,
// the switch sets the renderer, and the frame time is shown.
import { expect, waitUntil } from '@open-wc/testing';
import type { LibSpritesSceneElement } from '../src/index.js';
import { openDemo } from './support/page.js';

describe('the demo page: scene panel', function () {
  this.timeout(30000);
  let frame: HTMLIFrameElement;
  let doc: Document;
  let win: Window & typeof globalThis;

  before(async () => {
    ({ frame, win, doc } = await openDemo());
    await waitUntil(
      () =>
        win.customElements.get('lib-sprites-scene') && doc.querySelectorAll('#scene lib-sprites-group').length === 200,
      'the scene is built',
      { timeout: 10000 },
    );
  });

  after(() => frame?.remove());

  it('the slider sets the number of groups, the switch the renderer; the frame time shows', async () => {
    const scene = doc.getElementById('scene') as LibSpritesSceneElement;
    await waitUntil(() => /ms$/.test(doc.getElementById('scene-frame')!.textContent ?? ''), 'the frame time is shown', {
      timeout: 10000,
    });
    const slider = doc.getElementById('scene-count') as HTMLInputElement;
    slider.value = '50';
    slider.dispatchEvent(new win.Event('input', { bubbles: true }));
    expect(scene.querySelectorAll('lib-sprites-group').length).to.equal(50);
    await waitUntil(() => scene.controller.getGraphicSpritesAll(false, []).length === 50, 'the model follows');
    // The slider reaches 5,000; building that many here would only time the shared test machine.
    expect(slider.max).to.equal('5000');
    slider.value = '600';
    slider.dispatchEvent(new win.Event('input', { bubbles: true }));
    expect(scene.querySelectorAll('lib-sprites-group').length).to.equal(600);
    const select = doc.getElementById('scene-renderer') as HTMLSelectElement;
    select.value = 'canvas';
    select.dispatchEvent(new win.Event('change', { bubbles: true }));
    await scene.updateComplete;
    expect(scene.renderer).to.equal('canvas');
    expect(scene.shadowRoot!.querySelector('canvas')).to.exist;
    await waitUntil(() => /ms$/.test(doc.getElementById('scene-frame')!.textContent ?? ''), 'the frame time is shown', {
      timeout: 10000,
    });
    slider.value = '10';
    slider.dispatchEvent(new win.Event('input', { bubbles: true }));
    expect(scene.querySelectorAll('lib-sprites-group').length).to.equal(10);
  });
});
