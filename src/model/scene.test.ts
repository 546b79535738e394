import { expect } from '@open-wc/testing';
import { GraphicSpritesScene, LIB_GraphicSprites, LIB_GraphicSpritesScene } from './index.js';
import { bad, expectUnchanged, ids, makeGroup } from '../../test/support/model.js';

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
      expect(
        prev.zIndex < item.zIndex || (prev.zIndex === item.zIndex && prev.position! < item.position!),
        `order at ${index}`,
      ).to.equal(true);
    }
  });
}

const sceneIds = (list: readonly LIB_GraphicSprites[] | unknown): unknown[] => ids(list);

describe('LIB_GraphicSpritesScene (docs/model.md#scene)', () => {
  it('starts empty with an id, a spritesGroups object and read-only type', () => {
    const scene = new LIB_GraphicSpritesScene();
    expect(String(scene.id)).to.match(/^LIB_GraphicSpritesScene_\d+$/);
    expect(scene.type).to.equal('spritesScene');
    expect(scene.isSpritesScene).to.equal(true);
    expect(() => {
      bad(scene).type = 'x';
    }).to.throw(TypeError);
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
    const scene = new LIB_GraphicSpritesScene({
      spritesGroups: [
        { id: 'g1', zIndex: 3 },
        { id: 'g2', zIndex: 1 },
        { id: 'g3', zIndex: 3 },
        { id: 'g4', zIndex: -2 },
      ],
    });
    expect(sceneIds(scene.spritesGroups.items)).to.deep.equal(['g1', 'g2', 'g3', 'g4']);
    expect(sceneIds(scene.spritesGroups.itemsByZIndex)).to.deep.equal(['g4', 'g2', 'g1', 'g3']);
    expectSceneConsistent(scene);
  });

  it("a group's setZIndex re-sorts the scene", () => {
    const scene = new LIB_GraphicSpritesScene({
      spritesGroups: [
        { id: 'g1', zIndex: 3 },
        { id: 'g2', zIndex: 1 },
        { id: 'g3', zIndex: 5 },
      ],
    });
    const g3 = scene.getGraphicSpritesById('g3')!;
    g3.setZIndex(-1);
    expect(sceneIds(scene.getGraphicSpritesAll(true))).to.deep.equal(['g3', 'g2', 'g1']);
    expect(g3.positionByZIndex).to.equal(0);
    scene.getGraphicSpritesById('g2')!.setZIndex(3);
    expect(sceneIds(scene.getGraphicSpritesAll(true))).to.deep.equal(['g3', 'g1', 'g2']);
    expectSceneConsistent(scene);
  });

  it('zIndex changes through setPropertyCascade and insertSprites re-sort the scene too', () => {
    const scene = new LIB_GraphicSpritesScene({
      spritesGroups: [
        { id: 'g1', zIndex: 3 },
        { id: 'g2', zIndex: 1 },
      ],
    });
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
    const scene = new LIB_GraphicSpritesScene({
      spritesGroups: [{ id: 'g1' }, { id: 'g2' }, { id: 'g3' }, { id: 'g4' }],
    });
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

  it('removeSpritesGroup and remove read a negative index as its absolute value, as in CrossBrowdy', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1' }, { id: 'g2' }, { id: 'g3' }] });
    expect(scene.removeSpritesGroup(-1)).to.equal(true);
    expect(sceneIds(scene.spritesGroups.items)).to.deep.equal(['g1', 'g3']);
    expect(scene.remove(-1.5)).to.equal(true);
    expect(sceneIds(scene.spritesGroups.items)).to.deep.equal(['g1']);
    expectSceneConsistent(scene);
  });

  it('remove operations that find nothing return false and change nothing', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1' }, { id: 'g2' }] });
    const before = JSON.stringify([sceneIds(scene.spritesGroups.items), sceneIds(scene.spritesGroups.itemsByZIndex)]);
    for (const index of [2, -2, NaN, '0', null, 1e300, Infinity])
      expect(scene.removeSpritesGroup(bad(index)), String(index)).to.equal(false);
    for (const id of ['nope', undefined, null, 0, ''])
      expect(scene.removeSpritesGroupById(bad(id)), String(id)).to.equal(false);
    expect(JSON.stringify([sceneIds(scene.spritesGroups.items), sceneIds(scene.spritesGroups.itemsByZIndex)])).to.equal(
      before,
    );
    expectSceneConsistent(scene);
  });

  it('getGraphicSprites, getGraphicSpritesById, getGraphicSpritesAll with their failure values', () => {
    const scene = new LIB_GraphicSpritesScene({
      spritesGroups: [
        { id: 'g1', zIndex: 2 },
        { id: 'g2', zIndex: 1 },
      ],
    });
    expect(scene.getGraphicSprites()!.id).to.equal('g1');
    expect(scene.getGraphicSprites(1.5)!.id).to.equal('g2');
    expect(scene.getGraphicSprites(2)).to.equal(undefined);
    expect(scene.getGraphicSprites(-1, 'fail')).to.equal(scene.spritesGroups.items[1]);
    expect(scene.get(-2, 'fail')).to.equal('fail');
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
    const scene = new LIB_GraphicSpritesScene({
      spritesGroups: [
        { id: 'g1', zIndex: 2 },
        { id: 'g2', zIndex: 3 },
      ],
    });
    scene.getGraphicSprites(1)!.spritesGroup.zIndex = 1;
    const sorted = scene.updateGraphicSpritesByZIndex();
    expect(sorted).to.equal(scene.spritesGroups.itemsByZIndex);
    expect(sceneIds(sorted)).to.deep.equal(['g2', 'g1']);
    expectSceneConsistent(scene);
  });

  it('insertSpritesGroup of a non-object returns null and changes nothing', () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1' }] });
    for (const value of [undefined, null, 5, 'g', true, []])
      expect(scene.insertSpritesGroup(bad(value)), String(value)).to.equal(null);
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

/**
 * A scene laid out like the one in CrossBrowdy's rendering example (a bird
 * sheet, two panda frames, a frog, texts, pixels, rectangles): the scene gives
 * 40 × 40 source rectangles and playback data that every group inherits.
 */
function exampleScene(): LIB_GraphicSpritesScene {
  return new LIB_GraphicSpritesScene({
    id: 'example-scene',
    srcWidth: 40,
    srcHeight: 40,
    data: { loop: true, duration: null, skipAfter: null, timeResetAndEnableAfter: null, clearPreviousFirst: false },
    spritesGroups: [
      {
        id: 'birds',
        src: 'img/birds.gif',
        srcWidth: 38,
        srcHeight: 36,
        left: 300,
        width: 190,
        height: 160,
        data: { skipAfter: 600, clearPreviousFirst: true },
        sprites: [
          {
            id: 'bird-1',
            subSprites: [{ id: 'bird-1-sun', src: 'img/sun.gif', srcWidth: 80, srcHeight: 80, zIndex: 2 }],
          },
          { id: 'bird-2', srcLeft: 38 },
        ],
      },
      {
        id: 'pandas',
        width: 80,
        height: 80,
        zIndex: 3,
        data: { skipAfter: 500 },
        sprites: [
          { id: 'panda-1', src: 'img/panda-1.gif' },
          { id: 'panda-2', src: 'img/panda-2.gif' },
        ],
      },
      {
        id: 'frog',
        src: 'img/frog.gif',
        left: 110,
        top: 80,
        width: 160,
        height: 160,
        zIndex: 2,
        data: { duration: 1000, timeResetAndEnableAfter: 250 },
        sprites: [{ id: 'frog-1' }],
      },
      {
        id: 'texts',
        srcType: 'TEXT',
        zIndex: 3,
        data: { skipAfter: 2000 },
        sprites: [{ id: 'text-1', src: 'Hello', left: 100, top: 24 }],
      },
      {
        id: 'pixels',
        srcType: LIB_GraphicSprites.SRC_TYPES.PIXEL,
        sprites: [{ id: 'pixel-1', left: 85, top: 25, subSprites: [{ id: 'pixel-1-a', top: 2 }] }],
      },
      {
        id: 'rectangles',
        srcType: 'RECTANGLE',
        srcWidth: bad(-3),
        sprites: [{ id: 'rect-1', left: 400, top: 170, width: 60, height: 60 }],
      },
    ],
  });
}

describe('LIB_GraphicSpritesScene defaults (SPRITES_GROUPS_OBJECT)', () => {
  it("the example scene: every group takes the scene's srcWidth/srcHeight where it gives none or an invalid one", () => {
    const scene = exampleScene();
    expect(scene.id).to.equal('example-scene');
    const size = (id: string): number[] => {
      const group = scene.getGraphicSpritesById(id)!.spritesGroup;
      return [group.srcWidth, group.srcHeight];
    };
    expect(size('birds')).to.deep.equal([38, 36]);
    for (const id of ['pandas', 'frog', 'texts', 'pixels']) expect(size(id), id).to.deep.equal([40, 40]);
    // -3 is no size: the scene's default, not the static one, replaces it
    expect(size('rectangles')).to.deep.equal([40, 40]);
    // and on down to sprites and sub-sprites, which give none
    const pandas = scene.getGraphicSpritesById('pandas')!;
    expect([pandas.getSprite(1)!.srcWidth, pandas.getSprite(1)!.srcHeight]).to.deep.equal([40, 40]);
    const pixel = scene.getGraphicSpritesById('pixels')!.getSpriteById('pixel-1')!;
    expect(pixel.subSprites[0]!.srcWidth).to.equal(40);
    const birds = scene.getGraphicSpritesById('birds')!;
    expect(birds.getSpriteById('bird-2')!.srcWidth).to.equal(38);
    expect(birds.getSpriteById('bird-1')!.subSprites[0]!.srcWidth).to.equal(80);
    // fields the scene does not set keep the static defaults; what a group gives stays
    expect(scene.getGraphicSpritesById('texts')!.spritesGroup.srcType).to.equal(LIB_GraphicSprites.SRC_TYPES.TEXT);
    expect(scene.getGraphicSpritesById('pixels')!.spritesGroup.width).to.equal(LIB_GraphicSprites.WIDTH_DEFAULT);
    expect(sceneIds(scene.getGraphicSpritesAll(true))).to.deep.equal([
      'birds',
      'pixels',
      'rectangles',
      'frog',
      'pandas',
      'texts',
    ]);
  });

  it("the example scene: the scene's data lies under each group's own data, and goes on down to sprites", () => {
    const scene = exampleScene();
    const data = (id: string): Record<string, unknown> => ({ ...scene.getGraphicSpritesById(id)!.spritesGroup.data });
    const base = {
      loop: true,
      duration: null,
      skipAfter: null,
      timeResetAndEnableAfter: null,
      clearPreviousFirst: false,
    };
    expect(data('birds')).to.deep.equal({ ...base, skipAfter: 600, clearPreviousFirst: true });
    expect(data('pandas')).to.deep.equal({ ...base, skipAfter: 500 });
    expect(data('frog')).to.deep.equal({ ...base, duration: 1000, timeResetAndEnableAfter: 250 });
    expect(data('pixels')).to.deep.equal(base);
    const group = scene.getGraphicSpritesById('birds')!;
    expect(group.spritesGroup.data.that).to.equal(group.spritesGroup);
    const sub = group.getSpriteById('bird-1')!.subSprites[0]!;
    expect(sub.data.loop).to.equal(true);
    expect(sub.data.skipAfter).to.equal(600);
    // the scene's own data object is a data object of the spritesGroups object
    expect(scene.spritesGroups.data.that).to.equal(scene.spritesGroups);
    expect(scene.spritesGroups.data.loop).to.equal(true);
  });

  it('every default field: used where the group gives none or an invalid value, never over a valid one', () => {
    const defaults = {
      src: 'sheet.png',
      srcType: 'TEXT',
      srcLeft: 5,
      srcTop: 6,
      srcWidth: 7,
      srcHeight: 8,
      left: 9,
      top: 10,
      width: 11,
      height: 12,
      zIndex: 13,
    } as const;
    const scene = new LIB_GraphicSpritesScene({
      ...defaults,
      spritesGroups: [
        { id: 'none' },
        {
          id: 'bad',
          src: '',
          srcType: 'NOPE',
          srcLeft: NaN,
          srcTop: bad('x'),
          srcWidth: -1,
          srcHeight: Infinity,
          left: bad(null),
          top: bad({}),
          width: -2,
          height: NaN,
          zIndex: 0,
        },
      ],
    });
    for (const id of ['none', 'bad']) {
      const group = scene.getGraphicSpritesById(id)!.spritesGroup;
      expect(
        {
          src: group.src,
          srcLeft: group.srcLeft,
          srcTop: group.srcTop,
          srcWidth: group.srcWidth,
          srcHeight: group.srcHeight,
          left: group.left,
          top: group.top,
          width: group.width,
          height: group.height,
          zIndex: group.zIndex,
        },
        id,
      ).to.deep.equal({
        src: 'sheet.png',
        srcLeft: 5,
        srcTop: 6,
        srcWidth: 7,
        srcHeight: 8,
        left: 9,
        top: 10,
        width: 11,
        height: 12,
        zIndex: 13,
      });
      expect(group.srcType, id).to.equal(LIB_GraphicSprites.SRC_TYPES.TEXT);
    }
    const own = {
      id: 'own',
      src: 'own.png',
      srcType: 'IMAGE',
      srcLeft: 0,
      srcTop: 0,
      srcWidth: 1,
      srcHeight: 1,
      left: 0,
      top: 0,
      width: 0,
      height: 0,
      zIndex: -1,
    };
    const group = scene.insertSpritesGroup(own)!.item.spritesGroup;
    expect([
      group.src,
      group.srcType,
      group.srcLeft,
      group.srcWidth,
      group.left,
      group.width,
      group.zIndex,
    ]).to.deep.equal(['own.png', 0, 0, 1, 0, 0, -1]);
    // the caller's object is not changed
    expect(Object.keys(own)).to.not.include('data');
  });

  it('invalid scene defaults are ignored; a group given as a LIB_GraphicSprites keeps its fields; defaults can be changed later', () => {
    const scene = new LIB_GraphicSpritesScene({
      srcWidth: -4,
      width: bad('wide'),
      zIndex: 0,
      srcType: 'NOPE',
      data: bad(5),
      spritesGroups: [{ id: 'g' }],
    });
    const g = scene.getGraphicSpritesById('g')!.spritesGroup;
    expect([g.srcWidth, g.width, g.zIndex, g.srcType]).to.deep.equal([32, 32, 1, 0]);
    expect(scene.getSpritesGroupsDefaults()).to.deep.equal({});
    scene.setSpritesGroupsDefaults({ width: 50, data: { speed: 2 } });
    const made = new LIB_GraphicSprites({ id: 'made' });
    scene.insertSpritesGroup(made);
    expect(made.spritesGroup.width).to.equal(32);
    expect(made.spritesGroup.data.speed).to.equal(undefined);
    const built = scene.insert({ id: 'built' })!.item.spritesGroup;
    expect([built.width, built.data.speed]).to.deep.equal([50, 2]);
    expect(scene.getSpritesGroupsDefaults()).to.deep.equal({ width: 50, data: { speed: 2 } });
    scene.setSpritesGroupsDefaults({ width: bad(null) });
    expect(scene.getSpritesGroupsDefaults()).to.deep.equal({ data: { speed: 2 } });
    expect(scene.getSpritesGroups()).to.equal(scene.spritesGroups);
  });

  it('insertSpritesGroups adds groups with the defaults it gives, keeping the others', () => {
    const scene = new LIB_GraphicSpritesScene({ srcHeight: 20, spritesGroups: [{ id: 'a' }] });
    scene.insertSpritesGroups({ srcWidth: 10, spritesGroups: [{ id: 'b' }] });
    const b = scene.getGraphicSpritesById('b')!.spritesGroup;
    expect([b.srcWidth, b.srcHeight]).to.deep.equal([10, 20]);
    expect(sceneIds(scene.spritesGroups.items)).to.deep.equal(['a', 'b']);
    expect(scene.insertSpritesGroups(bad(3))).to.equal(scene.spritesGroups);
  });
});

describe('LIB_GraphicSpritesScene z order while groups are appended one by one', () => {
  it('keeps itemsByZIndex sorted (stable) and every position right, whether an appended group goes last or not', () => {
    const scene = new LIB_GraphicSpritesScene();
    for (const [id, zIndex] of [
      ['a', 1],
      ['b', 3],
      ['c', 2],
      ['d', 3],
      ['e', 1],
      ['f', 4],
    ] as const)
      scene.insertSpritesGroup({ id, zIndex });
    const byZ = scene.getGraphicSpritesAll(true, []);
    expect(byZ.map((g) => g.id)).to.deep.equal(['a', 'e', 'c', 'b', 'd', 'f']);
    expect(byZ.map((g) => g.spritesGroup.positionByZIndex)).to.deep.equal([0, 1, 2, 3, 4, 5]);
    expect(scene.getGraphicSpritesAll(false, []).map((g) => g.spritesGroup.position)).to.deep.equal([0, 1, 2, 3, 4, 5]);
  });
});
