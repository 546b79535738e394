// Server rendering and other DOM-less code: every entry of the package,
// imported by name as an app would (`lib-sprites/model`), in plain Node.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Runs a module script in a fresh Node (no DOM, no test runner) and returns what it printed. */
const node = (script: string): string =>
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });

describe('in Node without a DOM', () => {
  for (const entry of [
    'lib-sprites',
    'lib-sprites/model',
    'lib-sprites/model/fields',
    'lib-sprites/model/playback',
    'lib-sprites/elements',
    'lib-sprites/cursor',
  ]) {
    it(`import '${entry}' does not throw`, () => {
      const out = node(
        `const m = await import(${JSON.stringify(entry)}); console.log(typeof document, Object.keys(m).length);`,
      );
      const [document, exports] = out.trim().split(' ');
      expect(document).toBe('undefined');
      expect(Number(exports)).toBeGreaterThan(3);
    });
  }

  // Features imported ahead: the atlas readers work in a worker or on a server.
  for (const entry of [
    'lib-sprites/atlas',
    'lib-sprites/scroll',
    'lib-sprites/hooks',
    'lib-sprites/shapes',
    'lib-sprites/warnings',
  ]) {
    it(`import '${entry}' does not throw`, () => {
      expect(node(`await import(${JSON.stringify(entry)}); console.log(typeof document);`).trim()).toBe('undefined');
    });
  }

  it('lib-sprites/atlas gives LIB_GraphicSprites its readers', () => {
    const out = node(
      `const { LIB_GraphicSprites } = await import('lib-sprites/model'); await import('lib-sprites/atlas');` +
        ` const json = { frames: { a: { frame: { x: 0, y: 0, w: 2, h: 2 } } }, meta: { image: 'a.png' } };` +
        ` console.log(LIB_GraphicSprites.fromTexturePacker(json).sprites.length);`,
    );
    expect(out.trim()).toBe('1');
  });

  it('the model works there', () => {
    const out = node(`
      import { LIB_GraphicSprites } from 'lib-sprites/model';
      const g = new LIB_GraphicSprites({ sprites: [{ id: 'a' }, { id: 'b' }] });
      console.log(g.next().id);`);
    expect(out.trim()).toBe('b');
  });
});
