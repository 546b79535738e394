// The demo's "scene from data" card, loaded as a visitor would: one
// SPRITES_GROUPS_OBJECT given to a scene's controller shows its text, banner,
// hat, bitmap and map in the DOM renderer and in the canvas renderer, and the
// switch moves it between them.
import { expect, waitUntil } from '@open-wc/testing';
import type { LibSpritesGroupElement, LibSpritesSceneElement } from '../src/index.js';
import { openDemo } from './support/page.js';

type DemoWindow = Window & typeof globalThis & { __demoErrors: string[] };

const RECORDER = `<script>
  window.__demoErrors = [];
  window.addEventListener('error', (event) => window.__demoErrors.push(String(event.message)));
  const original = console.error;
  console.error = (...args) => { window.__demoErrors.push(args.join(' ')); original.apply(console, args); };
</script>`;

const GROUPS = ['cbd-title', 'cbd-banner', 'cbd-hat', 'cbd-bars', 'cbd-walker', 'cbd-post', 'cbd-grass', 'cbd-level'];

describe('the demo page: scene from data (CrossBrowdy style)', function () {
  this.timeout(30000);
  let frame: HTMLIFrameElement;
  let win: DemoWindow;
  let doc: Document;
  let scene: LibSpritesSceneElement;

  const group = (id: string): LibSpritesGroupElement => doc.getElementById(id) as LibSpritesGroupElement;
  const nextFrame = (): Promise<void> =>
    new Promise((resolve) => win.requestAnimationFrame(() => setTimeout(resolve, 0)));

  /** Inked pixels of the scene's canvas inside a box of the scene (CSS px; the canvas is at the device pixel ratio). */
  function ink(
    x: number,
    y: number,
    width: number,
    height: number,
  ): { count: number; at: (px: number, py: number) => number[] } {
    const canvas = scene.shadowRoot!.querySelector('canvas')!;
    const ratio = canvas.width / scene.width!;
    const data = canvas
      .getContext('2d')!
      .getImageData(
        Math.round(x * ratio),
        Math.round(y * ratio),
        Math.round(width * ratio),
        Math.round(height * ratio),
      );
    let count = 0;
    for (let i = 3; i < data.data.length; i += 4) if (data.data[i]! > 0) count++;
    const at = (px: number, py: number): number[] => {
      const i = (Math.round((py - y) * ratio) * data.width + Math.round((px - x) * ratio)) * 4;
      return [...data.data.slice(i, i + 4)];
    };
    return { count, at };
  }

  before(async () => {
    ({ frame, win, doc } = await openDemo<DemoWindow>(RECORDER));
    await waitUntil(
      () =>
        win.customElements.get('lib-sprites-scene') &&
        doc.querySelectorAll('#crossbrowdy-scene lib-sprites-group').length === GROUPS.length,
      'the card builds its scene',
      { timeout: 10000 },
    );
    scene = doc.getElementById('crossbrowdy-scene') as LibSpritesSceneElement;
    scene.scrollIntoView();
    await scene.updateComplete;
    await Promise.all(GROUPS.map((id) => group(id).updateComplete));
  });

  after(() => frame?.remove());

  it('is a card of its own holding a scene built through the controller from one object', () => {
    const card = doc.getElementById('crossbrowdy-title')!.closest('section')!;
    expect(card.classList.contains('card')).to.equal(true);
    expect(card.contains(scene)).to.equal(true);
    expect(scene.controller.getGraphicSpritesAll(false, []).map((item) => item.id)).to.deep.equal(GROUPS);
    expect([...scene.querySelectorAll('lib-sprites-group')].map((element) => element.id)).to.deep.equal(GROUPS);
    expect(scene.renderer).to.equal('dom');
  });

  it('draws every part in the DOM renderer', async () => {
    await nextFrame();
    const title = group('cbd-title').shadowRoot!.querySelector('[part~=text]')!;
    expect(title.textContent).to.match(/Hello, lib-sprites!|One object, two renderers/);
    expect(group('cbd-banner').shadowRoot!.querySelector('[part~=shape]'), 'the banner').to.exist;
    expect(group('cbd-hat').shadowRoot!.querySelector('[part~=image]'), 'the hat').to.exist;
    expect(group('cbd-bars').shadowRoot!.querySelector('[part~=bitmap]'), 'the bars').to.exist;
    const cells = group('cbd-level').shadowRoot!.querySelectorAll('[part=map] .map-cell');
    expect(cells.length, 'every filled cell of the map').to.equal(13);
    // What is drawn where, as the scene reports it, whichever renderer draws.
    expect(scene.elementsAt(70, 40).map((hit) => hit.group.id)).to.include('cbd-banner');
    expect(scene.elementsAt(220, 52).map((hit) => hit.group.id)).to.include('cbd-hat');
    // Groups used only in the map draw nothing in place.
    expect(scene.elementsAt(16, 16).map((hit) => hit.group.id)).not.to.include('cbd-walker');
  });

  it('draws the same parts in the canvas renderer, and switches back', async () => {
    const select = doc.getElementById('crossbrowdy-renderer') as HTMLSelectElement;
    select.value = 'canvas';
    select.dispatchEvent(new win.Event('change', { bubbles: true }));
    await scene.updateComplete;
    expect(scene.renderer).to.equal('canvas');
    await waitUntil(
      () => scene.shadowRoot!.querySelector('canvas') && ink(8, 30, 136, 24).count > 0,
      'the canvas draws the scene',
      { timeout: 10000 },
    );
    // The hat is an image: the canvas draws it once it has loaded.
    await waitUntil(() => ink(176, 10, 96, 90).count > 400, 'the canvas draws the hat', { timeout: 10000 });
    // The banner is warm from end to end: the gradient where a style function gets a context, else its middle colour.
    const banner = ink(8, 30, 136, 24);
    for (const x of [20, 76, 130]) {
      const [r, g, b, a] = banner.at(x, 42);
      expect(a, `banner alpha at ${x}`).to.equal(255);
      expect(r! > b! + 60 && r! >= g!, `banner at ${x} is warm: ${[r, g, b]}`).to.equal(true);
    }
    expect(ink(8, 4, 120, 20).count, 'the title').to.be.greaterThan(40);
    expect(ink(8, 64, 140, 60).count, 'the bars').to.be.greaterThan(100);
    expect(scene.elementsAt(70, 40).map((hit) => hit.group.id)).to.include('cbd-banner');
    select.value = 'dom';
    select.dispatchEvent(new win.Event('change', { bubbles: true }));
    await scene.updateComplete;
    expect(scene.renderer).to.equal('dom');
    expect(scene.shadowRoot!.querySelector('canvas')).to.equal(null);
    await group('cbd-bars').updateComplete;
    expect(group('cbd-bars').shadowRoot!.querySelector('[part~=bitmap]'), 'the bars again').to.exist;
  });

  it('plays by itself where the scene has autoplay, and logs no error', async () => {
    if ('autoplay' in scene && !win.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await waitUntil(() => GROUPS.every((id) => group(id).playing), 'every group plays', { timeout: 5000 });
    }
    expect(win.__demoErrors).to.deep.equal([]);
  });
});
