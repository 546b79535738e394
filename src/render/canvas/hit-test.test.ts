/** What a canvas scene shows under a point, from the model alone (no elements). */
import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, type SpritesObjectInit } from '../../model/index.js';
import { covers, itemsAt, objectsAt } from './hit-test.js';
import { groupItems } from './items.js';
// The renderer on its own: the drawing it fetches on first use (shapes, hooks) imported ahead, as `lib-sprites/shapes` does.
import '../shapes-feature/index.js';
import '../extras-feature/index.js';

const group = (init: SpritesObjectInit): LIB_GraphicSprites => new LIB_GraphicSprites(init);

/** An image group: a 16 × 16 sprite with a 4 × 4 sub-sprite at (10, 10) of it. */
const images = (id: string, left: number, top: number): LIB_GraphicSprites =>
  group({
    id,
    src: 'sheet.png',
    srcType: 'IMAGE',
    left,
    top,
    width: 16,
    height: 16,
    sprites: [
      { id: `${id}-a`, subSprites: [{ id: `${id}-sub`, left: 10, top: 10, width: 4, height: 4 }] },
      { id: `${id}-b` },
    ],
  });

/** A circle of radius 8 filling a 16 × 16 group at (left, top) (a circle is centred at its sprite's left/top). */
const circle = (id: string, left: number, top: number): LIB_GraphicSprites =>
  group({
    id,
    left,
    top,
    width: 16,
    height: 16,
    sprites: [{ id: `${id}-c`, srcType: 'CIRCLE', left: 8, top: 8, data: { radius: '8', style: 'red' } }],
  });

const same = (g: LIB_GraphicSprites): LIB_GraphicSprites => g;

const ids = (hits: readonly { object: { id: unknown } }[]): unknown[] => hits.map((hit) => hit.object.id);

describe('canvas hit testing', () => {
  it('images: box-exact, the top-most item first, the current sprite only', () => {
    const g = images('g', 4, 4);
    expect(ids(itemsAt(groupItems(g), 5, 5))).to.deep.equal(['g-a']);
    expect(ids(itemsAt(groupItems(g), 15, 15))).to.deep.equal(['g-sub', 'g-a']);
    expect(ids(itemsAt(groupItems(g), 19.5, 19.5))).to.deep.equal(['g-a']);
    expect(ids(itemsAt(groupItems(g), 20, 20)), 'the right and bottom edges are outside').to.deep.equal([]);
    expect(ids(itemsAt(groupItems(g), 3, 5))).to.deep.equal([]);
    g.setPointer(1);
    expect(ids(itemsAt(groupItems(g), 15, 15))).to.deep.equal(['g-b']);
  });

  it('shapes: by their path, not their box', () => {
    const item = groupItems(circle('c', 0, 0))[0];
    if (!item) throw new Error('the circle is planned');
    expect(item.kind).to.equal('circle');
    expect(covers(item, 8, 8), 'the centre').to.equal(true);
    expect(covers(item, 1, 8), 'inside, near the left').to.equal(true);
    expect(covers(item, 1, 1), 'a corner of the box, outside the circle').to.equal(false);
    expect(covers(item, 30, 30)).to.equal(false);
  });

  it('groups: the last in drawing order first, and those left out are not planned', () => {
    const low = images('low', 0, 0);
    const high = circle('high', 4, 4);
    const order = [low, high];
    expect(objectsAt(order, 12, 12, (g) => g.id).map((hit) => `${hit.group}/${hit.object.id}`)).to.deep.equal([
      'high/high-c',
      'low/low-sub',
      'low/low-a',
    ]);
    // The circle's box covers (4.5, 4.5), its path does not.
    expect(ids(objectsAt(order, 4.5, 4.5, same))).to.deep.equal(['low-a']);
    const asked: unknown[] = [];
    const onlyHigh = (g: LIB_GraphicSprites): string | undefined => (
      asked.push(g.id),
      g === high ? 'shown' : undefined
    );
    expect(objectsAt(order, 12, 12, onlyHigh).map((hit) => `${hit.group}/${hit.object.id}`)).to.deep.equal([
      'shown/high-c',
    ]);
    expect(asked).to.deep.equal(['high', 'low']);
  });

  it('a disabled group or sprite, and a point far away, hit nothing', () => {
    const g = images('g', 0, 0);
    expect(ids(objectsAt([g], 5, 5, same))).to.deep.equal(['g-a']);
    expect(objectsAt([g], 1e9, -1e9, same)).to.deep.equal([]);
    g.spritesGroup.disabled = true;
    expect(objectsAt([g], 5, 5, same)).to.deep.equal([]);
    expect(objectsAt([], 5, 5, same)).to.deep.equal([]);
  });
});
