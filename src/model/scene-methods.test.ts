import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, LIB_GraphicSpritesScene, type SpriteObject } from './index.js';

const twoSprites = (id: string, zIndex: number) => ({
  id,
  zIndex,
  src: `${id}.png`,
  sprites: [{ id: `${id}-a` }, { id: `${id}-b`, subSprites: [{ id: `${id}-b-sub` }] }],
});

function scene(): LIB_GraphicSpritesScene {
  return new LIB_GraphicSpritesScene({
    id: 'scene',
    width: 40,
    spritesGroups: [twoSprites('g1', 3), twoSprites('g2', 1), twoSprites('g3', 2)],
  });
}

const idsOf = (list: unknown): unknown[] => (list as { id: unknown }[]).map((item) => item.id);

describe("LIB_GraphicSpritesScene: the original scene's whole method set", () => {
  it('every alias calls its method: same arguments, same result', () => {
    const s = scene();
    const pairs: Array<[string, string, unknown[]]> = [
      ['get', 'getGraphicSprites', [1]],
      ['getAll', 'getGraphicSpritesAll', [true]],
      ['getById', 'getGraphicSpritesById', ['g3']],
      ['getIndexById', 'getGraphicSpritesIndexById', ['g3']],
      ['getSpritesGroupsAll', 'getSpritesGroups', []],
      ['updateItemsByZIndex', 'updateGraphicSpritesByZIndex', []],
    ];
    const record = s as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const [alias, method, args] of pairs) {
      expect(typeof record[alias], alias).to.equal('function');
      expect(record[alias]!(...args), alias).to.deep.equal(record[method]!(...args));
    }
    for (const alias of ['forEach', 'executeAll', 'forEachGraphicSprites', 'executeFunctionAll']) {
      const seen: unknown[] = [];
      expect(
        record[alias]!((group: LIB_GraphicSprites) => seen.push(group.id)),
        alias,
      ).to.equal(3);
      expect(seen, alias).to.deep.equal(['g1', 'g2', 'g3']);
    }
    expect(s.isSpritesScene).to.equal(true);
    expect(Object.keys(s), 'aliases are not own enumerable fields').to.not.include('forEach');
  });

  it('forEach: this and the first argument are the group; by z-index, over a list given, with delays', async () => {
    const s = scene();
    const calls: unknown[] = [];
    s.forEach(function (this: LIB_GraphicSprites, group, position, array) {
      calls.push([this === group, group.id, position, array.length]);
    });
    expect(calls).to.deep.equal([
      [true, 'g1', 0, 3],
      [true, 'g2', 1, 3],
      [true, 'g3', 2, 3],
    ]);
    const byZ: unknown[] = [];
    s.forEach((group) => byZ.push(group.id), true);
    expect(byZ).to.deep.equal(['g2', 'g3', 'g1']);
    const only = [s.get(2)!];
    const given: unknown[] = [];
    expect(s.forEach((group) => given.push(group.id), false, 0, only)).to.equal(1);
    expect(given).to.deep.equal(['g3']);
    // With a delay: one timer per group and functionFinish after the last (the game's own start loop).
    const finished = new Promise<unknown[]>((resolve) => {
      const late: unknown[] = [];
      const timers = s.forEach(
        (group) => late.push(group.id),
        false,
        1,
        undefined,
        true,
        false,
        () => resolve(late),
      );
      expect(Array.isArray(timers) && timers.length).to.equal(3);
    });
    expect(await finished).to.deep.equal(['g1', 'g2', 'g3']);
    expect(s.forEach(null as unknown as () => void)).to.equal(0);
  });

  it('getIndexById / getById: the position or -1, the group or the value given', () => {
    const s = scene();
    expect(s.getIndexById('g2')).to.equal(1);
    expect(s.getIndexById('nobody')).to.equal(-1);
    expect(s.getIndexById(undefined)).to.equal(-1);
    expect(s.getById('g2')).to.equal(s.get(1));
    expect(s.getById('nobody', 'fail')).to.equal('fail');
    expect(s.get(7, null)).to.equal(null);
    expect(idsOf(s.getAll())).to.deep.equal(['g1', 'g2', 'g3']);
    expect(idsOf(s.getAll(true))).to.deep.equal(['g2', 'g3', 'g1']);
  });

  it('remove / removeGraphicSprites / removeById / removeGraphicSpritesById: true when a group left', () => {
    const s = scene();
    const g1 = s.get(0)!;
    expect(s.remove(0)).to.equal(true);
    expect(g1.parent).to.equal(undefined);
    expect(s.removeGraphicSprites(5)).to.equal(false);
    expect(s.removeById('g3')).to.equal(true);
    expect(s.removeGraphicSpritesById('g3')).to.equal(false);
    expect(idsOf(s.getAll())).to.deep.equal(['g2']);
    expect(s.get(0)!.position).to.equal(0);
  });

  it('removeAll / removeSpritesGroups / removeSpritesGroupsAll remove every group; the scene keeps its defaults', () => {
    for (const name of ['removeAll', 'removeSpritesGroups', 'removeSpritesGroupsAll'] as const) {
      const s = scene();
      const groups = [...s.getAll(false, [])];
      expect(s[name](), name).to.equal(undefined);
      expect(s.spritesGroups.items, name).to.deep.equal([]);
      expect(s.spritesGroups.itemsByZIndex, name).to.deep.equal([]);
      expect(
        groups.every((group) => group.parent === undefined),
        name,
      ).to.equal(true);
      expect(s.getSpritesGroupsDefaults().width, name).to.equal(40);
    }
  });

  it('insert / insertSpritesGroup: a group or a SPRITES_OBJECT, { spritesGroup, item }', () => {
    const s = scene();
    const result = s.insert({ id: 'g4', sprites: [{ id: 's' }] })!;
    expect(result.item).to.be.instanceOf(LIB_GraphicSprites);
    expect(result.spritesGroup).to.equal(result.item.spritesGroup);
    expect(s.getIndexById('g4')).to.equal(3);
    expect(result.item.spritesGroup.width, "the scene's default").to.equal(40);
  });

  it('setPropertyCascade: the scene object, every group, sprite and sub-sprite; the count set', () => {
    const s = scene();
    // 1 (the scene) + per group: the group object, 2 sprites, 1 sub-sprite.
    expect(s.setPropertyCascade('speed', 7)).to.equal(1 + 3 * 4);
    expect((s.spritesGroups as unknown as Record<string, unknown>).speed).to.equal(7);
    s.forEach((group) => {
      expect((group.spritesGroup as unknown as Record<string, unknown>).speed).to.equal(7);
      group.forEach((sprite: SpriteObject) => expect((sprite as unknown as Record<string, unknown>).speed).to.equal(7));
    });
    expect(s.setPropertyCascade('flag', true, true), 'only the current sprites: scene + 3 × (group, sprite)').to.equal(
      1 + 3 * 2,
    );
    expect(s.setPropertyCascade('width', 12)).to.equal(1 + 3 * 4);
    expect(s.getSpritesGroupsDefaults().width).to.equal(12);
    expect(s.get(0)!.getSprite(1)!.width).to.equal(12);
    // Refused: nothing set, 0.
    expect(s.setPropertyCascade('', 1)).to.equal(0);
    expect(s.setPropertyCascade('items', [])).to.equal(0);
    expect(s.spritesGroups.items).to.have.length(3);
    expect(s.setPropertyCascade('width', 'wide')).to.equal(0);
    expect(s.getSpritesGroupsDefaults().width).to.equal(12);
  });

  it("getCopy: a new scene with copies of the groups; filtered and cleared as the group's", () => {
    const s = scene();
    s.get(0)!.setPointer(1);
    s.parent = { page: true };
    const copy = s.getCopy();
    expect(copy).to.be.instanceOf(LIB_GraphicSpritesScene);
    expect(copy).to.not.equal(s);
    expect(copy.id).to.equal('scene');
    expect(copy.parent).to.equal(s.parent);
    expect(idsOf(copy.getAll())).to.deep.equal(['g1', 'g2', 'g3']);
    expect(idsOf(copy.getAll(true))).to.deep.equal(['g2', 'g3', 'g1']);
    copy.getAll(false, []).forEach((group, index) => {
      expect(group).to.not.equal(s.get(index));
      expect(group.parent).to.equal(copy);
    });
    expect(copy.get(0)!.pointer, 'the pointer copied').to.equal(1);
    expect(s.getCopy(true).get(0)!.pointer, 'avoidCopyingPointers').to.equal(0);
    expect(copy.getSpritesGroupsDefaults().width).to.equal(40);
    expect(s.get(0)!.parent, 'the original keeps its groups').to.equal(s);
    const cleared = s.getCopy(false, false, true);
    expect(cleared.get(0)!.parent).to.equal(null);
    const filtered = s.getCopy(false, false, true, true) as Record<string, unknown>;
    expect(filtered.id).to.equal('scene');
    expect(JSON.parse(JSON.stringify(filtered)).id).to.equal('scene');
  });

  it('destructor empties and removes every group', () => {
    const s = scene();
    const g1 = s.get(0)!;
    s.destructor();
    expect(s.getAll()).to.deep.equal([]);
    expect(g1.getSprites()).to.deep.equal([]);
  });
});

describe('LIB_GraphicSpritesScene: byReference, as the original takes it (docs/model.md#scene)', () => {
  const spritesObject = () => ({ id: 'g', sprites: [{ id: 's', subSprites: [{ id: 'sub' }] }] });
  const adopted = (item: LIB_GraphicSprites, given: ReturnType<typeof spritesObject>): boolean =>
    item.spritesGroup === (given as unknown) &&
    item.getSprite(0) === (given.sprites[0] as unknown) &&
    item.getSubSprite(0, item.getSprite(0)) === (given.sprites[0]!.subSprites[0] as unknown);

  it('the constructor and insertSpritesGroups pass byReference to every group they build', () => {
    const given = spritesObject();
    const s = new LIB_GraphicSpritesScene({ width: 50, spritesGroups: [given] }, true);
    const item = s.getGraphicSprites(0)!;
    expect(adopted(item, given)).to.equal(true);
    expect(item.byReference_DEFAULT).to.equal(true);
    // adopted, the caller's object receives the scene's defaults
    expect((given as Record<string, unknown>).width).to.equal(50);
    const other = spritesObject();
    s.insertSpritesGroups({ spritesGroups: [{ ...other, id: 'h' }] }, true);
    expect(s.getGraphicSpritesById('h')!.getSprite(0)).to.equal(other.sprites[0]);
  });

  it('without byReference, groups are copies; byReference_DEFAULT of the SPRITES_GROUPS_OBJECT counts when no argument is given', () => {
    const copied = spritesObject();
    const s = new LIB_GraphicSpritesScene({ width: 50, spritesGroups: [copied] });
    expect(adopted(s.getGraphicSprites(0)!, copied)).to.equal(false);
    expect((copied as Record<string, unknown>).width).to.equal(undefined);
    const byDefault = spritesObject();
    const t = new LIB_GraphicSpritesScene({ byReference_DEFAULT: true, spritesGroups: [byDefault] });
    expect(adopted(t.getGraphicSprites(0)!, byDefault)).to.equal(true);
    // an explicit false wins over the group's own byReference_DEFAULT
    const refused = { ...spritesObject(), byReference_DEFAULT: true };
    const u = new LIB_GraphicSpritesScene({ spritesGroups: [refused] }, false);
    expect(adopted(u.getGraphicSprites(0)!, refused)).to.equal(false);
    expect(u.getGraphicSprites(0)!.byReference_DEFAULT).to.equal(false);
  });

  it('insertSpritesGroup(group, avoidUpdatingGraphicSpritesByZIndex, byReference) and insert', () => {
    const s = new LIB_GraphicSpritesScene();
    const first = spritesObject();
    expect(adopted(s.insertSpritesGroup(first, false, true)!.item, first)).to.equal(true);
    const second = { ...spritesObject(), id: 'h', zIndex: -1 };
    expect(adopted(s.insert(second, true, true)!.item, second)).to.equal(true);
    // the z-index list stays sorted whatever the flag
    expect(idsOf(s.getGraphicSpritesAll(true))).to.deep.equal(['h', 'g']);
    const third = { ...spritesObject(), id: 'k' };
    expect(adopted(s.insertSpritesGroup(third)!.item, third)).to.equal(false);
  });
});
