import { expect } from '@open-wc/testing';
import { CELL, SpatialGrid } from './spatial-grid.js';

const r = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

/** The entries listed in the cells `rect` reaches, each once. */
function near<T>(grid: SpatialGrid<T>, rect: ReturnType<typeof r>): T[] {
  const found = new Set<T>();
  for (const key of grid.keysOf(rect)) for (const entry of grid.at(key) ?? []) found.add(entry);
  return [...found];
}

describe('canvas spatial grid', () => {
  it('finds an entry from any rectangle reaching one of its cells, and not from cells apart', () => {
    const grid = new SpatialGrid<string>(1000, 1000);
    grid.add('a', grid.keysOf(r(10, 10, 20, 20)));
    grid.add('b', grid.keysOf(r(3 * CELL + 5, 10, 20, 20)));
    expect(near(grid, r(0, 0, 5, 5))).to.deep.equal(['a']);
    expect(near(grid, r(3 * CELL, 0, 5, 5))).to.deep.equal(['b']);
    expect(near(grid, r(CELL + 1, CELL + 1, 5, 5))).to.deep.equal([]);
    expect(near(grid, r(0, 0, 4 * CELL, 5)).sort()).to.deep.equal(['a', 'b']);
  });

  it('lists an entry spanning cells in each of them, once per query', () => {
    const grid = new SpatialGrid<string>(1000, 1000);
    const keys = grid.keysOf(r(CELL - 1, CELL - 1, 2, 2));
    expect(keys).to.have.length(4);
    grid.add('a', keys);
    for (const key of keys) expect([...grid.at(key)!]).to.deep.equal(['a']);
    expect(near(grid, r(0, 0, 3 * CELL, 3 * CELL))).to.deep.equal(['a']);
  });

  it('removes an entry from its cells, dropping emptied cells, and keeps the others', () => {
    const grid = new SpatialGrid<string>(1000, 1000);
    const aKeys = grid.keysOf(r(0, 0, 2 * CELL, 10));
    const bKeys = grid.keysOf(r(CELL + 1, 0, 10, 10));
    grid.add('a', aKeys);
    grid.add('b', bKeys);
    grid.delete('a', aKeys);
    expect(grid.at(aKeys[0]!)).to.equal(undefined);
    expect([...grid.at(bKeys[0]!)!]).to.deep.equal(['b']);
    expect(near(grid, r(0, 0, 1000, 1000))).to.deep.equal(['b']);
    // Removing what is not there changes nothing.
    grid.delete('a', aKeys);
    grid.delete('c', bKeys);
    expect(near(grid, r(0, 0, 1000, 1000))).to.deep.equal(['b']);
  });

  it('handles negative coordinates: one cell beyond the top-left edge is kept, apart from the cells inside', () => {
    const grid = new SpatialGrid<string>(1000, 1000);
    grid.add('left', grid.keysOf(r(-40, 10, 20, 20)));
    grid.add('inside', grid.keysOf(r(10, 10, 20, 20)));
    expect(near(grid, r(-30, 0, 5, 5))).to.deep.equal(['left']);
    expect(near(grid, r(-30, 0, 50, 5)).sort()).to.deep.equal(['inside', 'left']);
    // Just past the left edge is a cell of its own.
    expect(grid.keysOf(r(-1, 0, 0, 0))).to.not.deep.equal(grid.keysOf(r(0, 0, 0, 0)));
  });

  it('keeps a huge rectangle to the cells of the reach, and lists nothing wholly beyond it', () => {
    const grid = new SpatialGrid<string>(300, 200);
    // The reach plus one cell on every side.
    const columns = Math.ceil(300 / CELL) + 3;
    const rows = Math.ceil(200 / CELL) + 3;
    expect(grid.keysOf(r(-1e12, -1e12, 2e12, 2e12))).to.have.length(columns * rows);
    expect(grid.keysOf(r(0, 0, Infinity, 10))).to.have.length(columns - 1);
    expect(grid.keysOf(r(5000, 5000, 10, 10))).to.deep.equal([]);
    expect(grid.keysOf(r(-5000, 0, 10, 10))).to.deep.equal([]);
    expect(grid.keysOf(r(NaN, 0, 10, 10))).to.deep.equal([]);
    const huge = r(-1e12, 50, 2e12, 10);
    grid.add('huge', grid.keysOf(huge));
    expect(near(grid, r(250, 60, 1, 1))).to.deep.equal(['huge']);
    grid.delete('huge', grid.keysOf(huge));
    expect(near(grid, r(-1e12, -1e12, 2e12, 2e12))).to.deep.equal([]);
  });

  it('a new reach gives new keys; a reach that is not a size covers only the cells around the origin', () => {
    const grid = new SpatialGrid<string>(100, 100);
    const before = grid.keysOf(r(0, 0, 1000, 10)).length;
    grid.setReach(1000, 100);
    expect(grid.keysOf(r(0, 0, 1000, 10)).length).to.be.greaterThan(before);
    grid.setReach(NaN, -5);
    expect(grid.keysOf(r(-1e6, -1e6, 2e6, 2e6))).to.have.length(9);
  });

  it('clear empties every cell', () => {
    const grid = new SpatialGrid<string>(1000, 1000);
    grid.add('a', grid.keysOf(r(0, 0, 500, 500)));
    grid.clear();
    expect(near(grid, r(0, 0, 1000, 1000))).to.deep.equal([]);
  });
});
