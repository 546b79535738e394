// What a bundler keeps: the model entry carries no Lit and no elements, and
// each element entry carries only its own elements.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Bundles `code` (importing the package by name) the way an app's bundler would, minified. */
async function bundle(code: string): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('tree-shaking', () => {
  it("import { LIB_GraphicSprites } from 'lib-sprites/model' bundles no Lit and no DOM code", async () => {
    const out = await bundle(`import { LIB_GraphicSprites } from 'lib-sprites/model'; console.log(new LIB_GraphicSprites({ sprites: [{}] }));`);
    expect(out).toContain('getSpriteById'); // the model is there…
    for (const lit of ['lit-html', 'ReactiveElement', 'litPropertyMetadata', 'adoptedStyleSheets', 'customElements']) {
      expect(out, lit).not.toContain(lit); // …and nothing of Lit or of the elements
    }
    expect(out.length).toBeLessThan(40_000);
  });

  it("lib-sprites/elements leaves the fake cursor out, and lib-sprites/cursor the sprite elements", async () => {
    const elements = await bundle(`import 'lib-sprites/elements';`);
    expect(elements).toContain('lib-sprites-group');
    expect(elements).not.toContain('lib-fake-cursor');
    const cursor = await bundle(`import 'lib-sprites/cursor';`);
    expect(cursor).toContain('lib-fake-cursor');
    expect(cursor).not.toContain('lib-sprites-group');
  });
});
