// A page that loads the library twice: the module entry first, then the standalone bundle.
import { expect, waitUntil } from '@open-wc/testing';
import { LibSpritesGroupElement } from '../src/index.js';

const bundle = new URL('../dist/bundle/lib-sprites.js', import.meta.url).href;

describe('two copies of the library on one page', () => {
  it('the first copy keeps the elements; the second warns once, naming itself', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const held = window as unknown as { __second?: unknown };
      const script = document.createElement('script');
      script.type = 'module';
      script.textContent = `import * as lib from ${JSON.stringify(bundle)}; window.__second = lib;`;
      document.head.append(script);
      await waitUntil(() => held.__second, 'the bundle loads', { timeout: 15000 });
      expect(customElements.get('lib-sprites-group')).to.equal(LibSpritesGroupElement);
      const said = warnings.filter((line) => line.includes('[second-copy]'));
      expect(said, warnings.join('\n')).to.have.length(1);
      // The copy is named by the module that defines its elements: a chunk in the bundle's folder.
      expect(said[0]).to.contain(new URL('.', bundle).href).and.contain('lib-sprites-group');
    } finally {
      console.warn = original;
    }
  });
});
