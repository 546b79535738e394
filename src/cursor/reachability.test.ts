import { expect } from '@open-wc/testing';
import { sendMouse, resetMouse } from '@web/test-runner-commands';
import { LIB_Mouse } from './index.js';
import { drawStrip } from '../../test/support/cursor.js';
import { collectGarbage, leftReachable } from '../../test/support/garbage.js';
import { frame } from '../../test/support/page.js';

/** A `<lib-fake-cursor>` that leaves the document keeps nothing of its own reachable once the page lets go of it. */
describe('<lib-fake-cursor>: collected once the page lets go of it', () => {
  const STRIP = drawStrip(['red', 'lime', 'blue'], 20);

  before(async function () {
    if (!(await collectGarbage())) this.skip();
  });

  afterEach(async () => {
    LIB_Mouse.CursorImage.hide(true);
    await resetMouse();
  });

  it('an animated cursor that showed and followed the pointer, once removed', async () => {
    let shown = 0;
    const left = await leftReachable(async () => {
      const cursor = document.createElement('lib-fake-cursor');
      cursor.setAttribute('src', STRIP);
      cursor.setAttribute('width', '20');
      cursor.setAttribute('height', '20');
      cursor.setAttribute('frames', '3');
      cursor.setAttribute('frame-ms', '16');
      cursor.addEventListener('lib-cursor-show', () => shown++);
      document.body.append(cursor);
      await cursor.updateComplete;
      await sendMouse({ type: 'move', position: [40, 40] });
      for (let i = 0; i < 4; i++) await frame();
      cursor.remove();
      return { cursor };
    });
    expect(shown, 'it showed while in the document').to.equal(1);
    expect(left).to.deep.equal([]);
  });
});
