import { expect } from '@open-wc/testing';
import { drawable, warningsOf } from '../../../test/support/render-options.js';
import { layoutMap, mapRefOf, type MapCellPlace, type MapLookup, type MapTarget } from './map.js';

const targets: Record<string, MapTarget<string>> = {
  grass: { target: 'GRASS', width: 16, height: 16 },
  water: { target: 'WATER', width: 16, height: 16 },
  big: { target: 'BIG', width: 40, height: 8 },
  a: { target: 'A', width: 10, height: 10 },
  b: { target: 'B', width: 20, height: 30 },
  sizeless: { target: 'GROUP', width: 0, height: 0 },
};
const lookup: MapLookup<string> = { find: (ref) => (ref.id !== null ? (targets[ref.id] ?? null) : null) };
const summary = (cells: ReturnType<typeof layoutMap<string>>): string[] =>
  cells.map((c) => `${c.alias}@${c.x},${c.y}:${c.target} ${c.left},${c.top} ${c.width}x${c.height}`);

describe('render shapes: MAP layout', () => {
  it('places each cell at x·width, y·height of what it shows; empty and unknown aliases are skipped', () => {
    const map = drawable(
      'MAP',
      { elementsData: '{"g":{"id":"grass"},"w":{"id":"water"},"?":{"id":"nobody"}}' },
      { src: '[["g","w",""],["?","g","x"]]' },
    );
    expect(summary(layoutMap(map, lookup))).to.deep.equal([
      'g@0,0:GRASS 0,0 16x16',
      'w@1,0:WATER 16,0 16x16',
      'g@1,1:GRASS 16,16 16x16',
    ]);
  });

  it('takes the size from the entry, else elementsWidth/Height, else the target, else the map\u2019s size over its rows', () => {
    const map = drawable(
      'MAP',
      { elementsData: { a: { id: 'big', width: '10', top: 5 }, b: { id: 'big' } }, elementsHeight: 20 },
      {
        src: [
          ['a', 'b'],
          [1, 'b'],
        ],
      },
    );
    expect(summary(layoutMap(map, lookup))).to.deep.equal([
      'a@0,0:BIG 0,5 10x20',
      'b@1,0:BIG 40,0 40x20',
      'b@1,1:BIG 40,20 40x20',
    ]);
    const fixed = drawable('MAP', { elementsData: { a: { id: 'grass' } }, elementsLeft: 3 }, { src: [['a', 'a']] });
    expect(summary(layoutMap(fixed, lookup))).to.deep.equal(['a@0,0:GRASS 3,0 16x16', 'a@1,0:GRASS 3,0 16x16']);
    // A target with no size of its own (a group): the map's 60 × 40 over its 2 rows.
    const groups = drawable(
      'MAP',
      { elementsData: { g: { id: 'sizeless' } } },
      { src: [['g', 'g'], ['g']], width: 60, height: 40 },
    );
    expect(summary(layoutMap(groups, lookup))).to.deep.equal([
      'g@0,0:GROUP 0,0 30x20',
      'g@1,0:GROUP 30,0 30x20',
      'g@0,1:GROUP 0,20 30x20',
    ]);
  });

  it('calls function values from the controller as the original did: on their holder, with the running default', () => {
    const calls: unknown[][] = [];
    const entry = {
      id: 'grass',
      left(this: unknown, ...args: unknown[]) {
        calls.push([this === entry, args[0], args[1], args[2] === entry, ...args.slice(4)]);
        return 100;
      },
    };
    const map = drawable('MAP', { elementsData: { a: entry }, elementsWidth: () => 8 }, { src: [['a', 'a']] });
    expect(summary(layoutMap(map, lookup))).to.deep.equal(['a@0,0:GRASS 100,0 8x16', 'a@1,0:GRASS 100,0 8x16']);
    // The default given to left is where the previous cell ends (none yet for the first).
    expect(calls).to.deep.equal([
      [true, 'a', 'GRASS', true, null, 0, 0],
      [true, 'a', 'GRASS', true, 108, 1, 0],
    ]);
  });

  it('leftDependsOnPreviousElement, topDependsOnPreviousElement and topDependsOnUpperElement follow the cells drawn before', () => {
    const map = drawable(
      'MAP',
      {
        elementsData: {
          a: { id: 'a', leftDependsOnPreviousElement: true, topDependsOnPreviousElement: true },
          b: { id: 'b', leftDependsOnPreviousElement: true, topDependsOnUpperElement: true },
        },
      },
      {
        src: [
          ['a', 'b', 'a'],
          ['b', '', 'a'],
        ],
      },
    );
    expect(summary(layoutMap(map, lookup))).to.deep.equal([
      'a@0,0:A 0,0 10x10',
      // In the first row, "upper" is where the previous cell of the row ends.
      'b@1,0:B 10,10 20x30',
      'a@2,0:A 30,10 10x10',
      // A new row: left starts again; the upper cell is the first drawn in the row above.
      'b@0,1:B 0,10 20x30',
      // The previous cell's top; its left where the previous cell ends.
      'a@2,1:A 20,10 10x10',
    ]);
  });

  it('a row whose last cell names nothing found does not count as a row; a disabled cell still does', () => {
    const entries = { n: { id: 'nobody' }, a: { id: 'a', topDependsOnPreviousElement: true }, d: { id: 'b' } };
    const skipped = drawable('MAP', { elementsData: entries }, { src: [['a', 'n'], ['a']] });
    expect(summary(layoutMap(skipped, lookup))).to.deep.equal(['a@0,0:A 0,0 10x10', 'a@0,1:A 0,0 10x10']);
    const disabled = drawable('MAP', { elementsData: entries }, { src: [['a', 'd'], ['a']] });
    const cells = layoutMap(disabled, { ...lookup, disabled: (target) => target === 'B' });
    // "d" is not drawn, but counts as the row's last (its height, 30, moves the next row down).
    expect(summary(cells)).to.deep.equal(['a@0,0:A 0,0 10x10', 'a@0,1:A 0,30 10x10']);
  });

  it('per-cell hooks see the placed cell, may draw another object or skip the cell', () => {
    const places: MapCellPlace[] = [];
    const cells = layoutMap(drawable('MAP', { elementsData: { a: { id: 'a' } } }, { src: [['a', 'a', 'a']] }), {
      ...lookup,
      before: (target, cell) => {
        places.push(cell);
        return cell.x === 1 ? null : cell.x === 2 ? 'OTHER' : target;
      },
    });
    expect(summary(cells)).to.deep.equal(['a@0,0:A 0,0 10x10', 'a@2,0:OTHER 20,0 10x10']);
    expect(places.map((p) => [p.alias, p.x, p.y, p.left, p.top, p.width, p.height])).to.deep.equal([
      ['a', 0, 0, 0, 0, 10, 10],
      ['a', 1, 0, 10, 0, 10, 10],
      ['a', 2, 0, 20, 0, 10, 10],
    ]);
  });

  it('reads an entry\u2019s id, else its index, with its parentId', () => {
    expect(mapRefOf({ id: 'x', parentId: 'p' })).to.deep.equal({ id: 'x', index: null, parentId: 'p' });
    expect(mapRefOf({ index: '2', parentId: 'p' })).to.deep.equal({ id: null, index: 2, parentId: 'p' });
    // The original took a falsy id as absent.
    expect(mapRefOf({ id: '', index: 0 })).to.deep.equal({ id: null, index: 0, parentId: null });
    expect(mapRefOf({ id: 7 })).to.deep.equal({ id: '7', index: null, parentId: null });
    expect(mapRefOf({ index: 'x' })).to.equal(null);
    expect(mapRefOf({})).to.equal(null);
  });

  it('malformed src or elementsData warns once and lays out nothing', () => {
    const bad = drawable('MAP', { elementsData: '{"a":' }, { src: '[["a"]]', id: 'm' });
    const warnings = warningsOf(() => {
      expect(layoutMap(bad, lookup)).to.deep.equal([]);
      expect(layoutMap(bad, lookup)).to.deep.equal([]);
      expect(layoutMap(drawable('MAP', { elementsData: {} }, { src: '[["a"' }), lookup)).to.deep.equal([]);
      expect(layoutMap(drawable('MAP', { elementsData: {} }, { src: '{"a":1}' }), lookup)).to.deep.equal([]);
    });
    expect(warnings).to.have.length(3);
    expect(warnings[0]).to.contain('"m"').and.contain('elementsData (data-elements-data)');
  });
});

describe('MAP cells sized by the default rule', () => {
  it('say which cells took the map’s default size: no entry or map size, a target with none', () => {
    const map = drawable('MAP', { elementsData: { a: { id: 'a' }, b: { id: 'b', width: 16 } } });
    Object.assign(map, { width: 64, height: 32, src: [['a', 'b']] });
    const sized = layoutMap(map, {
      find: (ref) => (ref.id === 'a' || ref.id === 'b' ? { target: ref.id, width: 0, height: 0 } : null),
    }).map((cell) => [cell.id, cell.sizedByDefault]);
    expect(sized).to.deep.equal([
      ['a', true],
      ['b', false],
    ]);
  });
});
