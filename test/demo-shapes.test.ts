// The demo's shapes panel (docs/gallery.md), loaded as a visitor would: the level is
// drawn from a MAP of tile groups, the water tile animates in its cells, and the
// controls edit a shape live.
import { expect, waitUntil } from '@open-wc/testing';
import type { LibSpritesGroupElement } from '../src/index.js';
import { openDemo } from './support/page.js';

type DemoWindow = Window & typeof globalThis & { __demoProblems: string[] };

const RECORDER = `<script>
  window.__demoProblems = [];
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = (...args) => { window.__demoProblems.push(level + ': ' + args.join(' ')); original.apply(console, args); };
  }
</script>`;

describe('the demo page: shapes panel', function () {
  this.timeout(30000);
  let frame: HTMLIFrameElement;
  let win: DemoWindow;
  let doc: Document;
  let level: LibSpritesGroupElement;

  before(async () => {
    ({ frame, win, doc } = await openDemo<DemoWindow>(RECORDER));
    await waitUntil(
      () => win.customElements.get('lib-sprites-group') && doc.getElementById('level'),
      'the demo defines its elements',
      { timeout: 10000 },
    );
    level = doc.getElementById('level') as LibSpritesGroupElement;
    await level.updateComplete;
  });

  after(() => frame?.remove());

  it('draws the level from a MAP of tile groups, with shapes over it, quietly', () => {
    const root = level.shadowRoot!;
    const cells = root.querySelectorAll('[part=map] .map-cell');
    // 16 × 8 grid: 3 + 4 + 16 + 16 filled cells.
    expect(cells.length).to.equal(39);
    expect(
      root.querySelectorAll('[part=map] [part=bitmap]').length,
      'brick and grass tiles are bitmaps',
    ).to.be.greaterThan(20);
    expect(
      root.querySelectorAll('[part=stage] > [part=sprite] > [part=sub-sprite] > [part=shape]').length,
      'sun, cloud, tree, flag',
    ).to.equal(7);
    expect(win.__demoProblems.filter((line) => !line.includes('Lit is in dev mode'))).to.deep.equal([]);
  });

  it('animates the water tile inside the map, though the tile group itself is hidden', async () => {
    const water = doc.getElementById('tile-water') as LibSpritesGroupElement;
    expect(water.hidden).to.equal(true);
    const colours = (): string[] =>
      [...level.shadowRoot!.querySelectorAll('[part=map] .map-cell [part=sprite] > svg > path[part=shape]')].map(
        (p) => p.getAttribute('fill') ?? '',
      );
    const before = colours().filter((c) => c === '#38c' || c === '#27b');
    expect(before.length, 'ten water cells').to.equal(10);
    const first = before[0];
    await waitUntil(
      () => colours().some((c) => (c === '#38c' || c === '#27b') && c !== first),
      'the water cells change colour',
      { timeout: 3000 },
    );
  });

  it('edits the sun live from the controls', async () => {
    const sun = (): SVGPathElement =>
      level.shadowRoot!.querySelectorAll<SVGPathElement>(
        '[part=stage] > [part=sprite] > [part=sub-sprite] > [part=shape] path',
      )[0]!;
    const d = sun().getAttribute('d');
    const radius = doc.getElementById('sun-radius') as HTMLInputElement;
    radius.value = '22';
    radius.dispatchEvent(new win.Event('input', { bubbles: true }));
    await level.updateComplete;
    expect(sun().getAttribute('d')).to.not.equal(d);
    expect(sun().getAttribute('d')).to.contain('A22 22');
    const colour = doc.getElementById('sun-colour') as HTMLSelectElement;
    colour.value = '#f63';
    colour.dispatchEvent(new win.Event('input', { bubbles: true }));
    await level.updateComplete;
    expect(sun().getAttribute('fill')).to.equal('#f63');
  });
});
