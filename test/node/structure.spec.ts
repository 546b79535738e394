import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { circles, pictureSvg, readModules, roomCircles, upwardArrows } from '../../scripts/structure.mjs';

type Modules = Map<string, string[]>;

describe('the structure of src/', () => {
  const modules = readModules() as Modules;

  it('has no module that imports itself round a loop', () => {
    expect(circles(modules)).toEqual([]);
  });

  it('has no rooms that import each other', () => {
    expect(roomCircles(modules)).toEqual([]);
  });

  it('imports downward only: shared, model, render, elements, cursor', () => {
    expect(upwardArrows(modules)).toEqual([]);
  });

  it('finds a circle and an upward arrow when there is one (the checks can fail)', () => {
    const bad: Modules = new Map([
      ['model/a.ts', ['render/b.ts']],
      ['render/b.ts', ['model/a.ts']],
    ]);
    expect(circles(bad)).toEqual([['model/a.ts', 'render/b.ts']]);
    expect(upwardArrows(bad)).toEqual(['model -> render']);
  });

  it('is drawn as it is in docs/structure.svg (npm run structure redraws it)', () => {
    expect(readFileSync(new URL('../../docs/structure.svg', import.meta.url), 'utf8')).toBe(pictureSvg(modules));
  });
});
