// The demo's fake cursor under the real mouse: a hand over the controls, and
// the walking sprite group as the cursor over the walk-cycle panel.
import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import type { LibFakeCursor } from '../src/index.js';

describe('the demo cursor', function () {
  this.timeout(30000);
  let frame: HTMLIFrameElement;
  let doc: Document;
  let cursor: LibFakeCursor;

  // The IMG showing (each state's image is an IMG of its own in the box; the others wait, idle).
  const image = (): string =>
    doc.querySelector('#LIB_fakeCursorImageDiv > img:not([data-lib-cursor-idle])')?.getAttribute('src') ?? '';
  const box = (): HTMLElement | null => doc.getElementById('LIB_fakeCursorImageDiv');
  const centre = (el: Element): [number, number] => {
    const r = el.getBoundingClientRect();
    return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
  };

  before(async () => {
    await setViewport({ width: 1280, height: 1000 });
    frame = document.createElement('iframe');
    // The frame covers the viewport from its corner, so page and frame coordinates are the same.
    frame.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;border:0;background:#fff';
    frame.src = '/index.html';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    doc = frame.contentDocument!;
    const win = frame.contentWindow!;
    await waitUntil(
      () => win.customElements.get('lib-fake-cursor') && win.customElements.get('lib-sprites-group'),
      'defined',
      { timeout: 10000 },
    );
    cursor = doc.getElementById('cursor') as LibFakeCursor;
    await cursor.updateComplete;
  });

  after(async () => {
    frame?.remove();
    await resetMouse();
  });

  it('shows a hand over the buttons and the animated cursor elsewhere', async () => {
    await sendMouse({ type: 'move', position: [5, 5] });
    await waitUntil(() => image().endsWith('cursor.svg'), 'the arrow');
    await sendMouse({ type: 'move', position: centre(doc.getElementById('play')!) });
    await waitUntil(() => image().endsWith('cursor-hand.svg'), 'the hand over Play');
    expect(cursor.state.target).to.equal(doc.getElementById('play'));
    await sendMouse({ type: 'down' });
    await waitUntil(() => image().endsWith('cursor-press.svg'), 'the pressing hand');
    await sendMouse({ type: 'up' });
    // Back where the button went up: WebKit's driver reports the pointer elsewhere after a release.
    const [px, py] = centre(doc.getElementById('play')!);
    await sendMouse({ type: 'move', position: [px + 1, py] });
    await waitUntil(() => image().endsWith('cursor-hand.svg'), 'the hand again');
    await sendMouse({ type: 'move', position: [5, 5] });
    await waitUntil(() => image().endsWith('cursor.svg'), 'the arrow again');
  });

  it('uses the walking sprite group as the cursor over the walk-cycle panel', async () => {
    const panel = doc.querySelector('[aria-labelledby=walk-title]')!;
    const walker = doc.getElementById('walker-cursor') as HTMLElementTagNameMap['lib-sprites-group'];
    const [x] = centre(panel);
    const top = panel.getBoundingClientRect().top;
    await sendMouse({ type: 'move', position: [x, Math.round(top + 20)] });
    await waitUntil(() => box()?.contains(walker) === true, 'the walker is the cursor');
    expect(walker.playing, 'it plays').to.equal(true);
    // The property, not the attribute: a playing group writes `pointer` back only when it stops.
    const first = walker.pointer;
    await waitUntil(() => walker.pointer !== first, 'it walks', { timeout: 3000 });
    await sendMouse({ type: 'move', position: [5, 5] });
    await waitUntil(() => image().endsWith('cursor.svg') && !box()!.contains(walker), 'the arrow again');
  });
});
