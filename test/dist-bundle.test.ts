// The self-contained bundle works from a plain module script: no bundler, no import map.
import { expect, waitUntil } from '@open-wc/testing';

describe('the standalone bundle (dist/bundle/lib-sprites.js)', () => {
  it('defines the elements and exports the model from one file', async () => {
    const url = new URL('../dist/bundle/lib-sprites.js', import.meta.url).href;
    const script = document.createElement('script');
    script.type = 'module';
    script.textContent = `import * as lib from ${JSON.stringify(url)}; window.__lib = lib;`;
    document.head.append(script);
    await waitUntil(() => (window as unknown as { __lib?: unknown }).__lib, 'the bundle loads');
    const lib = (window as unknown as { __lib: typeof import('../src/index.js') }).__lib;
    expect(customElements.get('lib-sprites-group')).to.equal(lib.LibSpritesGroupElement);
    expect(customElements.get('lib-fake-cursor')).to.equal(lib.LibFakeCursor);
    const bundleText = await (await fetch(url)).text();
    expect(bundleText).not.to.match(/from\s*["']lit/);
    expect(new lib.LIB_GraphicSprites({ sprites: [{}, {}, {}] }).getSprites()!.length).to.equal(3);
  });
});
