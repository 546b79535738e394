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
  for (const entry of ['lib-sprites', 'lib-sprites/model', 'lib-sprites/elements', 'lib-sprites/cursor']) {
    it(`import '${entry}' does not throw`, () => {
      const out = node(
        `const m = await import(${JSON.stringify(entry)}); console.log(typeof document, Object.keys(m).length);`,
      );
      const [document, exports] = out.trim().split(' ');
      expect(document).toBe('undefined');
      expect(Number(exports)).toBeGreaterThan(3);
    });
  }

  it('the model works there', () => {
    const out = node(`
      import { LIB_GraphicSprites } from 'lib-sprites/model';
      const g = new LIB_GraphicSprites({ sprites: [{ id: 'a' }, { id: 'b' }] });
      console.log(g.next().id);`);
    expect(out.trim()).toBe('b');
  });
});
