import { expect } from '@open-wc/testing';
import { drawable, warningsOf } from '../options/test-helpers.js';
import { layoutMap, type MapTarget } from './map.js';

const targets: Record<string, MapTarget<string>> = {
  grass: { target: 'GRASS', width: 16, height: 16 },
  water: { target: 'WATER', width: 16, height: 16 },
  big: { target: 'BIG', width: 40, height: 8 },
};
const resolve = (id: string): MapTarget<string> | null => targets[id] ?? null;
const summary = (cells: ReturnType<typeof layoutMap<string>>): string[] =>
  cells.map((c) => `${c.alias}@${c.x},${c.y}:${c.target} ${c.left},${c.top} ${c.width}x${c.height}`);

describe('render shapes: MAP layout', () => {
  it('places each cell at x·width, y·height of what it shows; empty and unknown aliases are skipped', () => {
    const map = drawable('MAP', { elementsData: '{"g":{"id":"grass"},"w":{"id":"water"},"?":{"id":"nobody"}}' }, { src: '[["g","w",""],["?","g","x"]]' });
    expect(summary(layoutMap(map, resolve))).to.deep.equal(['g@0,0:GRASS 0,0 16x16', 'w@1,0:WATER 16,0 16x16', 'g@1,1:GRASS 16,16 16x16']);
  });

  it('takes the size from the entry, else elementsWidth/Height, and the place from elementsLeft/Top or the entry', () => {
    const map = drawable(
      'MAP',
      { elementsData: { a: { id: 'big', width: '10', top: 5 }, b: { id: 'big' } }, elementsHeight: 20 },
      { src: [['a', 'b'], [1, 'b']] },
    );
    expect(summary(layoutMap(map, resolve))).to.deep.equal(['a@0,0:BIG 0,5 10x20', 'b@1,0:BIG 40,0 40x20', 'b@1,1:BIG 40,20 40x20']);
    const fixed = drawable('MAP', { elementsData: { a: { id: 'grass' } }, elementsLeft: 3 }, { src: [['a', 'a']] });
    expect(summary(layoutMap(fixed, resolve))).to.deep.equal(['a@0,0:GRASS 3,0 16x16', 'a@1,0:GRASS 3,0 16x16']);
  });

  it('calls function values from the controller as the original did', () => {
    const calls: unknown[][] = [];
    const map = drawable('MAP', {
      elementsData: { a: { id: 'grass', left: (...args: unknown[]) => (calls.push(args.slice(0, 1).concat(args.slice(4))), 100) } },
      elementsWidth: () => 8,
    }, { src: [['a']] });
    expect(summary(layoutMap(map, resolve))).to.deep.equal(['a@0,0:GRASS 100,0 8x16']);
    expect(calls).to.deep.equal([['a', 0, 0, 0]]);
  });

  it('malformed src or elementsData warns once and lays out nothing', () => {
    const bad = drawable('MAP', { elementsData: '{"a":' }, { src: '[["a"]]', id: 'm' });
    const warnings = warningsOf(() => {
      expect(layoutMap(bad, resolve)).to.deep.equal([]);
      expect(layoutMap(bad, resolve)).to.deep.equal([]);
      expect(layoutMap(drawable('MAP', { elementsData: {} }, { src: '[["a"' }), resolve)).to.deep.equal([]);
      expect(layoutMap(drawable('MAP', { elementsData: {} }, { src: '{"a":1}' }), resolve)).to.deep.equal([]);
    });
    expect(warnings).to.have.length(3);
    expect(warnings[0]).to.contain('"m"').and.contain('elementsData (data-elements-data)');
  });
});
