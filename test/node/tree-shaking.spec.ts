// What a bundler keeps: the model entry carries no Lit and no elements, and
// each element entry carries only its own elements.
import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Bundles `code` (importing the package by name) the way an app's bundler would, minified; the text and the files it holds. */
async function bundle(code: string, plugins: Plugin[] = []): Promise<{ text: string; files: string[] }> {
  const result = await build({
    plugins,
    stdin: { contents: code, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { text: result.outputFiles[0]!.text, files: Object.keys(result.metafile.inputs) };
}

describe('tree-shaking', () => {
  it("import { LIB_GraphicSprites } from 'lib-sprites/model' bundles no Lit and no DOM code", async () => {
    const { text, files } = await bundle(
      `import { LIB_GraphicSprites } from 'lib-sprites/model'; console.log(new LIB_GraphicSprites({ sprites: [{}] }));`,
    );
    expect(text).toContain('getSpriteById'); // the model is there…
    // …alone (with the bundler's helper for namespace imports).
    expect(files.filter((file) => !/^dist\/(model|_virtual)\//.test(file))).toEqual(['<stdin>']);
    for (const lit of ['lit-html', 'ReactiveElement', 'litPropertyMetadata', 'adoptedStyleSheets', 'customElements']) {
      expect(text, lit).not.toContain(lit); // nothing of Lit or of the elements
    }
    expect(text.length).toBeLessThan(50_000);
  });

  it('lib-sprites/elements leaves the fake cursor out, and lib-sprites/cursor the sprite elements', async () => {
    const elements = await bundle(`import 'lib-sprites/elements';`);
    expect(elements.files).toContain('dist/elements/group/sprites-group.js');
    expect(elements.files).not.toContain('dist/cursor/fake-cursor.js');
    const cursor = await bundle(`import 'lib-sprites/cursor';`);
    expect(cursor.files).toContain('dist/cursor/fake-cursor.js');
    expect(cursor.files.filter((file) => /^dist\/elements\/(sprites-group|sprite|sub-sprite)\.js$/.test(file))).toEqual(
      [],
    );
  });

  it("import 'lib-sprites' loads the features it fetches on first use only through import()", async () => {
    // What a page loads first: the bundle with every dynamic import left to be fetched later.
    const firstLoad: Plugin = {
      name: 'first-load',
      setup(esbuild) {
        esbuild.onResolve({ filter: /.*/ }, (args) =>
          args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
        );
      },
    };
    const core = await bundle(`import 'lib-sprites';`, [firstLoad]);
    expect(core.files).toContain('dist/elements/group/sprites-group.js');
    const features = core.files.filter((file) =>
      /^dist\/(elements\/scene|elements\/atlas|model\/atlas\/(aseprite|texture-packer)|elements\/playback\/scroll-|render\/canvas|render\/shapes-feature|render\/extras-feature|render\/options\/(call-hooks|hook-context)|render\/dom\/painted\.|render\/paint|render\/shapes\/map|render\/dom\/(shapes|map-targets|shape-styles)|elements\/sync\/model-to-dom\.|cursor)\/?/.test(
        file,
      ),
    );
    expect(features).toEqual([]);
    const everything = await bundle(`import 'lib-sprites';`);
    expect(everything.files).toContain('dist/elements/scene/sprites-scene.js');
    expect(everything.files).toContain('dist/render/shapes/map.js');
    expect(everything.files).toContain('dist/cursor/fake-cursor.js');
    expect(everything.files).toContain('dist/model/atlas/aseprite.js');
    expect(everything.files).toContain('dist/elements/playback/scroll-playback.js');
    expect(everything.files).toContain('dist/render/options/hook-context.js');
    expect(everything.files).toContain('dist/elements/sync/model-to-dom.js');
  });

  it("import 'lib-sprites' carries none of the prose written for tools and docs", async () => {
    const { text } = await bundle(`import 'lib-sprites';`);
    const { WARNING_CODES } = await import('../../src/shared/warning-codes.js');
    const { PLAYBACK_ATTRIBUTE_DOCS } = await import('../../src/elements/playback/playback-attribute-docs.js');
    const { FIELD_DOCS } = await import('../../src/model/field-docs.js');
    const prose = [
      ...Object.values(WARNING_CODES),
      ...Object.values(PLAYBACK_ATTRIBUTE_DOCS).map((doc) => doc.description),
      ...Object.values(FIELD_DOCS),
    ];
    expect(prose.length).toBeGreaterThan(20);
    // The first words of each: a minifier rewrites no string, but may change its quotes.
    expect(prose.map((line) => line.slice(0, 24)).filter((start) => text.includes(start))).toEqual([]);
  });
});
