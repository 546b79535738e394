import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, LIB_GraphicSpritesScene } from './index.js';

const group = (id: string) => ({ id, sprites: [{ id: `${id}-a` }] });

describe('LIB_GraphicSpritesScene: finding groups by id', () => {
  it('reads the ids as they are now: a group renamed by writing its object still replaces and is found', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [group('a'), group('b'), group('c')] });
    const b = scene.getGraphicSprites(1)!;
    b.spritesGroup.id = 'renamed';
    expect(scene.getGraphicSpritesIndexById('renamed')).to.equal(1);
    expect(scene.getGraphicSpritesById('b')).to.equal(undefined);
    const replacement = new LIB_GraphicSprites(group('renamed'));
    scene.insertSpritesGroup(replacement);
    expect(scene.spritesGroups.items.map((item) => item.id)).to.deep.equal(['a', 'renamed', 'c']);
    expect(scene.getGraphicSprites(1)).to.equal(replacement);
    expect(b.spritesGroup.parent).to.equal(undefined);
  });

  it('a group inserted again is not added twice, even when the page wrote its position', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [group('a'), group('b')] });
    const a = scene.getGraphicSprites(0)!;
    a.spritesGroup.position = 5;
    a.spritesGroup.id = 'moved';
    scene.insertSpritesGroup(a);
    expect(scene.spritesGroups.items).to.have.length(2);
    expect(scene.spritesGroups.items[0]).to.equal(a);
  });

  it('the first of many inserts with new ids appends each, in order, and finds each by id', () => {
    const scene = new LIB_GraphicSpritesScene();
    for (let i = 0; i < 50; i++) scene.insertSpritesGroup(group(`g${i}`));
    expect(scene.spritesGroups.items.map((item) => item.spritesGroup.position)).to.deep.equal(
      Array.from({ length: 50 }, (_, i) => i),
    );
    expect(scene.getGraphicSpritesIndexById('g37')).to.equal(37);
    expect(scene.getGraphicSpritesIndexById('nope')).to.equal(-1);
  });

  it('two groups renamed to one id: the first in order is found, and the other once the first leaves or is renamed', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [group('a'), group('b'), group('c')] });
    const [a, b, c] = scene.spritesGroups.items as [LIB_GraphicSprites, LIB_GraphicSprites, LIB_GraphicSprites];
    c.spritesGroup.id = 'same';
    a.spritesGroup.id = 'same';
    expect(scene.getGraphicSpritesIndexById('same')).to.equal(0);
    a.spritesGroup.id = 'a';
    expect(scene.getGraphicSpritesIndexById('same')).to.equal(2);
    b.spritesGroup.id = 'same';
    expect(scene.getGraphicSpritesById('same')).to.equal(b);
    scene.removeSpritesGroup(1);
    expect(scene.getGraphicSpritesById('same')).to.equal(c);
    expect(scene.getGraphicSpritesIndexById('a')).to.equal(0);
  });

  it('a group that left the scene and is renamed is not found; a renamed group moved to another scene is found there', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [group('a'), group('b')] });
    const other = new LIB_GraphicSpritesScene();
    const a = scene.getGraphicSprites(0)!;
    const b = scene.getGraphicSprites(1)!;
    scene.removeSpritesGroup(0);
    a.spritesGroup.id = 'x';
    expect(scene.getGraphicSpritesIndexById('x')).to.equal(-1);
    other.insertSpritesGroup(b);
    b.spritesGroup.id = 'y';
    expect(scene.getGraphicSpritesIndexById('y')).to.equal(-1);
    expect(other.getGraphicSpritesIndexById('y')).to.equal(0);
    expect(other.getGraphicSpritesIndexById('b')).to.equal(-1);
  });

  it('a group the page took out of the list itself no longer tells the scene; put back, it does again', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [group('a'), group('b')] });
    const b = scene.getGraphicSprites(1)!;
    scene.spritesGroups.items.pop();
    expect(scene.getGraphicSpritesIndexById('b')).to.equal(-1);
    const watcher = (b.spritesGroup as unknown as Record<symbol, { watcher: unknown }>)[
      Object.getOwnPropertySymbols(b.spritesGroup).find((key) => key.description === 'id')!
    ]!;
    expect(watcher.watcher, 'no longer watched by the scene').to.equal(null);
    b.spritesGroup.id = 'a';
    expect(scene.getGraphicSpritesIndexById('a')).to.equal(0);
    scene.spritesGroups.items.push(b);
    b.spritesGroup.id = 'c';
    expect(scene.getGraphicSpritesIndexById('c')).to.equal(1);
  });

  it("a page's own group object adopted by reference, renamed by writing it, is found", () => {
    const scene = new LIB_GraphicSpritesScene();
    const object = { id: 'mine', byReference_DEFAULT: true, sprites: [{ id: 's' }] };
    scene.insertSpritesGroup(group('a'));
    scene.insertSpritesGroup(object);
    expect(scene.getGraphicSpritesIndexById('mine')).to.equal(1);
    object.id = 'renamed';
    expect(scene.getGraphicSpritesIndexById('renamed')).to.equal(1);
    expect(scene.getGraphicSpritesIndexById('mine')).to.equal(-1);
  });

  it('a group the page put in the list itself is found by id', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [group('a')] });
    const pushed = new LIB_GraphicSprites(group('p'));
    scene.spritesGroups.items.push(pushed);
    expect(scene.getGraphicSpritesById('p')).to.equal(pushed);
  });

  it('a group keeps its id as an own enumerable field, first, as it was', () => {
    const item = new LIB_GraphicSprites(group('a'));
    const keys = Object.keys(item.spritesGroup);
    expect(keys[0]).to.equal('id');
    expect({ ...item.spritesGroup }.id).to.equal('a');
    expect(Object.getOwnPropertyDescriptor(item.spritesGroup, 'id')?.enumerable).to.equal(true);
  });
});
