// The demo's cards fit its window: at a desktop and a phone width, every control
// can be reached, with nothing drawn over it (the scene's walkers, a card too
// wide for its column) and no sideways scrolling.
import { expect, waitUntil } from '@open-wc/testing';
import { openDemo } from './support/page.js';

const CONTROLS = 'input, select, button, textarea, output, summary, a[href]';

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  describe(`the demo page at ${width} × ${height}`, function () {
    this.timeout(60000);
    let frame: HTMLIFrameElement;
    let win: Window & typeof globalThis;
    let doc: Document;
    const nextFrame = (): Promise<void> => new Promise((resolve) => win.requestAnimationFrame(() => resolve()));

    before(async () => {
      // The demo's window is its frame: WebKit's own cannot be made as narrow as a phone's.
      ({ frame, win, doc } = await openDemo('', { width, height }));
      await waitUntil(
        () =>
          win.customElements.get('lib-sprites-scene') && doc.querySelectorAll('#scene lib-sprites-group').length > 0,
        'the scene is built',
        { timeout: 10000 },
      );
      await nextFrame();
      await nextFrame();
    });

    after(() => frame?.remove());

    it('has no sideways scrolling', () => {
      const root = doc.documentElement;
      expect(root.scrollWidth, 'the page is no wider than the window').to.be.at.most(root.clientWidth);
    });

    it("keeps each card's content inside the card", () => {
      const spilling = [...doc.querySelectorAll<HTMLElement>('.card')].filter(
        (card) => card.scrollWidth > card.clientWidth,
      );
      expect(spilling.map((card) => card.getAttribute('aria-labelledby') ?? card.className)).to.deep.equal([]);
    });

    it('covers no control: what is at the centre of each one is the control itself', async () => {
      const controls = [...doc.querySelectorAll<HTMLElement>(CONTROLS)].filter((el) => el.getClientRects().length > 0);
      expect(controls.length, 'the demo has controls').to.be.above(5);
      const covered: string[] = [];
      for (const control of controls) {
        control.scrollIntoView({ block: 'center', inline: 'nearest' });
        await nextFrame();
        // A link that wraps has one box per line; the middle of their union can be between them.
        const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const hit = doc.elementFromPoint(x, y);
        if (hit !== control && !control.contains(hit)) {
          const name = control.id || control.closest('label')?.textContent?.trim().split('\n')[0] || control.localName;
          const over = hit ? `<${hit.localName}${hit.id ? ` id=${hit.id}` : ''}>` : 'nothing (outside the window)';
          covered.push(`${name} at (${Math.round(x)}, ${Math.round(y)}): ${over}`);
        }
      }
      expect(covered).to.deep.equal([]);
    });
  });
}
