import { expect } from '@open-wc/testing';
import { GraphicSpritesScene, LIB_GraphicSprites, LIB_GraphicSpritesScene } from './index.js';
import { bad, expectUnchanged, ids, makeGroup } from './test-helpers.js';

/** Every group in the scene knows its place, and itemsByZIndex is sorted ascending and stable. */
function expectSceneConsistent(scene: LIB_GraphicSpritesScene): void {
  const { items, itemsByZIndex } = scene.spritesGroups;
  expect(itemsByZIndex.length).to.equal(items.length);
  items.forEach((item, index) => {
    expect(item.position, `position of ${item.id}`).to.equal(index);
    expect(item.spritesGroup.position).to.equal(index);
    expect(item.parent).to.equal(scene);
  });
  itemsByZIndex.forEach((item, index) => {
    expect(item.positionByZIndex, `positionByZIndex of ${item.id}`).to.equal(index);
    if (index > 0) {
      const prev = itemsByZIndex[index - 1]!;
      expect(prev.zIndex < item.zIndex || (prev.zIndex === item.zIndex && prev.position! < item.position!), `order at ${index}`).to.equal(true);
    }
  });
}

const sceneIds = (list: readonly LIB_GraphicSprites[] | unknown): unknown[] => ids(list);

describe('LIB_GraphicSpritesScene (DECISIONS)', () => {
  it('starts empty with an id, a spritesGroups object and read-only type', () => {
    const scene = new LIB_GraphicSpritesScene();
    expect(String(scene.id)).to.match(/^LIB_GraphicSpritesScene_\d+$/);
    expect(scene.type).to.equal('spritesScene');
    expect(scene.isSpritesScene).to.equal(true);
    expect(() => { bad(scene).type = 'x'; }).to.throw(TypeError);
    expect(scene.spritesGroups.type).to.equal('spritesGroups');
    expect(scene.spritesGroups.items).to.deep.equal([]);
    expect(scene.spritesGroups.itemsByZIndex).to.deep.equal([]);
    expect(scene.spritesGroups.parent).to.equal(scene);
    expect(scene.spritesGroups.container).to.equal(scene);
    expect(new LIB_GraphicSpritesScene({ id: 'named' }).id).to.equal('named');
    expect(GraphicSpritesScene).to.equal(LIB_GraphicSpritesScene);
  });

  it('insertSpritesGroup takes a LIB_GraphicSprites: becomes its parent, returns { spritesGroup, item }', () => {
    const scene = new LIB_GraphicSpritesScene();
    const g = makeGroup();
    const result = scene.insertSpritesGroup(g)!;
    expect(result.item).to.equal(g);
    expect(result.spritesGroup).to.equal(g.spritesGroup);
    expect(g.parent).to.equal(scene);
    expect(g.spritesGroup.parent).to.equal(scene);
    expect(g.position).to.equal(0);
    expect(g.positionByZIndex).to.equal(0);
    expect(scene.spritesGroups.items).to.deep.equal([g]);
    expectSceneConsistent(scene);
  });

  it('insertSpritesGroup (alias insert) makes a group from a SPRITES_OBJECT', () => {
    const scene = new LIB_GraphicSpritesScene();
    const result = scene.insert({ id: 'made', zIndex: 4, sprites: [{ id: 's' }] })!;
    expect(result.item).to.be.instanceOf(LIB_GraphicSprites);
    expect(result.item.id).to.equal('made');
    expect(result.item.getSprite(0)!.id).to.equal('s');
    expect(result.item.parent).to.equal(scene);
    expect(scene.getGraphicSpritesById('made')).to.equal(result.item);
  });

  it('keeps itemsByZIndex sorted (stable) and positionByZIndex true on insert', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1', zIndex: 3 }, { id: 'g2', zIndex: 1 }, { id: 'g3', zIndex: 3 }, { id: 'g4', zIndex: -2 }] });
    expect(sceneIds(scene.spritesGroups.items)).to.deep.equal(['g1', 'g2', 'g3', 'g4']);
    expect(sceneIds(scene.spritesGroups.itemsByZIndex)).to.deep.equal(['g4', 'g2', 'g1', 'g3']);
    expectSceneConsistent(scene);
  });

  it('a group\'s setZIndex re-sorts the scene', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1', zIndex: 3 }, { id: 'g2', zIndex: 1 }, { id: 'g3', zIndex: 5 }] });
    const g3 = scene.getGraphicSpritesById('g3')!;
    g3.setZIndex(-1);
    expect(sceneIds(scene.getGraphicSpritesAll(true))).to.deep.equal(['g3', 'g2', 'g1']);
    expect(g3.positionByZIndex).to.equal(0);
    scene.getGraphicSpritesById('g2')!.setZIndex(3);
    expect(sceneIds(scene.getGraphicSpritesAll(true))).to.deep.equal(['g3', 'g1', 'g2']);
    expectSceneConsistent(scene);
  });

  it('zIndex changes through setPropertyCascade and insertSprites re-sort the scene too', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1', zIndex: 3 }, { id: 'g2', zIndex: 1 }] });
    scene.getGraphicSpritesById('g2')!.setPropertyCascade('zIndex', 9);
    expect(sceneIds(scene.getGraphicSpritesAll(true))).to.deep.equal(['g1', 'g2']);
    scene.getGraphicSpritesById('g1')!.insertSprites({ zIndex: 10 });
    expect(sceneIds(scene.getGraphicSpritesAll(true))).to.deep.equal(['g2', 'g1']);
    expectSceneConsistent(scene);
  });

  it('the same id replaces in place; the replaced group leaves the scene', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1' }, { id: 'g2', zIndex: 2 }, { id: 'g3' }] });
    const old = scene.getGraphicSprites(1)!;
    const fresh = new LIB_GraphicSprites({ id: 'g2', zIndex: -1 });
    scene.insertSpritesGroup(fresh);
    expect(scene.getGraphicSprites(1)).to.equal(fresh);
    expect(sceneIds(scene.spritesGroups.items)).to.deep.equal(['g1', 'g2', 'g3']);
    expect(sceneIds(scene.getGraphicSpritesAll(true))).to.deep.equal(['g2', 'g1', 'g3']);
    expect(old.parent).to.equal(undefined);
    expect(old.position).to.equal(undefined);
    expect(old.positionByZIndex).to.equal(undefined);
    expectSceneConsistent(scene);
  });

  it('inserting the same group again changes nothing', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1' }, { id: 'g2' }] });
    const g2 = scene.getGraphicSprites(1)!;
    expect(scene.insertSpritesGroup(g2)!.item).to.equal(g2);
    expect(sceneIds(scene.spritesGroups.items)).to.deep.equal(['g1', 'g2']);
    expectSceneConsistent(scene);
  });

  it('a group moved into another scene leaves the first one', () => {
    const first = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1' }, { id: 'g2' }] });
    const second = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'h1' }] });
    const g1 = first.getGraphicSprites(0)!;
    second.insertSpritesGroup(g1);
    expect(g1.parent).to.equal(second);
    expect(sceneIds(first.spritesGroups.items)).to.deep.equal(['g2']);
    expect(sceneIds(first.spritesGroups.itemsByZIndex)).to.deep.equal(['g2']);
    expect(sceneIds(second.spritesGroups.items)).to.deep.equal(['h1', 'g1']);
    first.insert({ id: 'g3' });
    expect(g1.position).to.equal(1);
    expectSceneConsistent(first);
    expectSceneConsistent(second);
  });

  it('removeSpritesGroup(index) and removeSpritesGroupById(id)', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1' }, { id: 'g2' }, { id: 'g3' }, { id: 'g4' }] });
    const g1 = scene.getGraphicSprites(0)!;
    expect(scene.removeSpritesGroup()).to.equal(true);
    expect(g1.parent).to.equal(undefined);
    expect(g1.position).to.equal(undefined);
    expect(g1.positionByZIndex).to.equal(undefined);
    expect(scene.removeSpritesGroup(1)).to.equal(true);
    expect(sceneIds(scene.spritesGroups.items)).to.deep.equal(['g2', 'g4']);
    expect(scene.removeSpritesGroupById('g4')).to.equal(true);
    expect(sceneIds(scene.spritesGroups.items)).to.deep.equal(['g2']);
    expectSceneConsistent(scene);
    // a removed group no longer re-sorts the scene
    g1.setZIndex(-50);
    expect(sceneIds(scene.getGraphicSpritesAll(true))).to.deep.equal(['g2']);
  });

  it('remove operations that find nothing return false and change nothing', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1' }, { id: 'g2' }] });
    const before = JSON.stringify([sceneIds(scene.spritesGroups.items), sceneIds(scene.spritesGroups.itemsByZIndex)]);
    for (const index of [2, -1, NaN, '0', null, 1e300, Infinity]) expect(scene.removeSpritesGroup(bad(index)), String(index)).to.equal(false);
    for (const id of ['nope', undefined, null, 0, '']) expect(scene.removeSpritesGroupById(bad(id)), String(id)).to.equal(false);
    expect(JSON.stringify([sceneIds(scene.spritesGroups.items), sceneIds(scene.spritesGroups.itemsByZIndex)])).to.equal(before);
    expectSceneConsistent(scene);
  });

  it('getGraphicSprites, getGraphicSpritesById, getGraphicSpritesAll with their failure values', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1', zIndex: 2 }, { id: 'g2', zIndex: 1 }] });
    expect(scene.getGraphicSprites()!.id).to.equal('g1');
    expect(scene.getGraphicSprites(1.5)!.id).to.equal('g2');
    expect(scene.getGraphicSprites(2)).to.equal(undefined);
    expect(scene.getGraphicSprites(-1, 'fail')).to.equal('fail');
    expect(scene.getGraphicSprites(bad('0'), 'fail')).to.equal('fail');
    expect(scene.getGraphicSpritesById('g2')!.id).to.equal('g2');
    expect(scene.getGraphicSpritesById('x', 'fail')).to.equal('fail');
    expect(scene.getGraphicSpritesById(undefined)).to.equal(undefined);
    expect(sceneIds(scene.getGraphicSpritesAll())).to.deep.equal(['g1', 'g2']);
    expect(sceneIds(scene.getGraphicSpritesAll(true))).to.deep.equal(['g2', 'g1']);
    bad(scene.spritesGroups).items = null;
    expect(scene.getGraphicSpritesAll(false, 'fail')).to.equal('fail');
  });

  it('updateGraphicSpritesByZIndex re-sorts after direct changes and returns itemsByZIndex', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1', zIndex: 2 }, { id: 'g2', zIndex: 3 }] });
    scene.getGraphicSprites(1)!.spritesGroup.zIndex = 1;
    const sorted = scene.updateGraphicSpritesByZIndex();
    expect(sorted).to.equal(scene.spritesGroups.itemsByZIndex);
    expect(sceneIds(sorted)).to.deep.equal(['g2', 'g1']);
    expectSceneConsistent(scene);
  });

  it('insertSpritesGroup of a non-object returns null and changes nothing', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1' }] });
    for (const value of [undefined, null, 5, 'g', true, []]) expect(scene.insertSpritesGroup(bad(value)), String(value)).to.equal(null);
    expect(sceneIds(scene.spritesGroups.items)).to.deep.equal(['g1']);
  });

  it('a group in a scene: its own operations keep working and its getCopy keeps the scene only as a reference', () => {
    const scene = new LIB_GraphicSpritesScene();
    const g = scene.insert(makeGroup())!.item;
    expectUnchanged(g, () => g.getCopy());
    const copy = g.getCopy();
    expect(copy.parent).to.equal(scene);
    expect(scene.spritesGroups.items).to.deep.equal([g]);
    expect(g.setNext()!.id).to.equal('b');
  });
});
