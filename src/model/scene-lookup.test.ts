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
});
