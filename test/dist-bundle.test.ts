// The self-contained bundle works from a plain module script: no bundler, no import map.
import { expect, waitUntil } from '@open-wc/testing';

type Bundle = typeof import('../src/index.js');
const url = new URL('../dist/bundle/lib-sprites.js', import.meta.url).href;

/** The bundle, imported by a plain module script (once: a module is evaluated once). */
async function loadBundle(): Promise<Bundle> {
  const held = window as unknown as { __lib?: Bundle };
  if (!held.__lib) {
    const script = document.createElement('script');
    script.type = 'module';
    script.textContent = `import * as lib from ${JSON.stringify(url)}; window.__lib = lib;`;
    document.head.append(script);
    // 300 KB parsed while the other browsers run their tests: more than waitUntil's default second.
    await waitUntil(() => held.__lib, 'the bundle loads', { timeout: 15000 });
  }
  return held.__lib!;
}

describe('the standalone bundle (dist/bundle/lib-sprites.js)', () => {
  it('defines the elements and exports the model from one file', async () => {
    const lib = await loadBundle();
    expect(customElements.get('lib-sprites-group')).to.equal(lib.LibSpritesGroupElement);
    // The cursor is a chunk beside the bundle, fetched when the page first has one.
    const cursor = document.createElement('lib-fake-cursor');
    document.body.append(cursor);
    try {
      await waitUntil(() => customElements.get('lib-fake-cursor'), 'the cursor chunk loads', { timeout: 10000 });
    } finally {
      cursor.remove();
    }
    const bundleText = await (await fetch(url)).text();
    expect(bundleText).not.to.match(/from\s*["']lit/);
    expect(new lib.LIB_GraphicSprites({ sprites: [{}, {}, {}] }).getSprites()!.length).to.equal(3);
  });
});

describe('the standalone bundle: a canvas scene drawn by its worker', () => {
  it('makes its worker from the minified bundle, which draws the scene', async () => {
    await loadBundle();
    const host = document.createElement('div');
    host.innerHTML = `<lib-sprites-scene renderer="canvas" offscreen width="40" height="30"><lib-sprites-group src-type="RECTANGLE" width="20" height="20" data-style="#36c"><lib-sprite></lib-sprite></lib-sprites-group></lib-sprites-scene>`;
    document.body.append(host);
    try {
      const scene = host.querySelector('lib-sprites-scene')!;
      await waitUntil(() => scene.drawsOffscreen, 'a worker draws the scene', { timeout: 10000 });
      let blue = 0;
      await waitUntil(
        async () => {
          const pixels = (await scene.readPixels())!;
          blue = pixels.data[2]!;
          return blue === 0xcc;
        },
        'the worker drew the rectangle',
        { timeout: 10000 },
      );
      expect(blue).to.equal(0xcc);
    } finally {
      host.remove();
    }
  });
});
