/**
 * Hostile input (docs/model.md#bad-input): objects whose getters throw, Proxies whose traps throw and
 * revoked Proxies, given where the model reads a caller's object. Nothing throws out of a call, and
 * nothing is half-written: an object that cannot be read gets the operation's fail value and changes
 * nothing; an item of a list that cannot be read is skipped, as an item that is no object is.
 */
import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, LIB_GraphicSpritesScene } from './index.js';
import type { SpritesObjectInit } from './index.js';
import { expectConsistent, expectUnchanged, makeGroup } from '../../test/support/model.js';
import { HOSTILE, HOSTILE_GROUPS, boom, revoked } from '../../test/support/hostile.js';

const groupIds = (scene: LIB_GraphicSpritesScene): unknown[] => scene.getGraphicSpritesAll(false, [])!.map((g) => g.id);

function sceneOfOne(): LIB_GraphicSpritesScene {
  return new LIB_GraphicSpritesScene({ id: 's', spritesGroups: [{ id: 'a', sprites: [{ id: 'a1' }] }] });
}

describe('hostile input: getters and Proxies that throw', () => {
  const groups = HOSTILE_GROUPS;
  for (const [label, make] of groups) {
    it(`a group object with ${label}: the scene's inserts fail, a group is built empty, insertSprites changes nothing`, () => {
      const scene = sceneOfOne();
      const before = JSON.stringify(scene.getCopy(false, false, true));
      expect(scene.insertSpritesGroup(make() as SpritesObjectInit)).to.equal(null);
      scene.insertSpritesGroups({ spritesGroups: [make() as SpritesObjectInit] });
      scene.insertSpritesGroups(make() as never);
      scene.setSpritesGroupsDefaults(make() as never);
      expect(JSON.stringify(scene.getCopy(false, false, true))).to.equal(before);
      expect(groupIds(scene)).to.deep.equal(['a']);
      expect(groupIds(new LIB_GraphicSpritesScene(make() as never))).to.deep.equal([]);
      expect(scene.createGraphicSprites(make() as never).getSprites()).to.deep.equal([]);

      const group = new LIB_GraphicSprites(make() as SpritesObjectInit);
      expect(group.getSprites()).to.deep.equal([]);
      expectConsistent(group);

      const g = makeGroup();
      expectUnchanged(g, () => expect(g.insertSprites(make() as never)).to.equal(g.spritesGroup), label);
      expectConsistent(g);
    });
  }

  const sprites: [string, () => object][] = [
    ...HOSTILE,
    [
      'a throwing subSprites getter',
      () => ({
        id: 'h',
        get subSprites() {
          return boom();
        },
      }),
    ],
  ];
  for (const [label, make] of sprites) {
    it(`a sprite with ${label}: insertSprite fails; in a list it is skipped and the rest inserted`, () => {
      const g = makeGroup();
      expectUnchanged(
        g,
        () => {
          expect(g.insertSprite(make() as never)).to.equal(null);
          expect(g.insertSprites({ sprites: [make()] } as never)).to.equal(g.spritesGroup);
        },
        label,
      );
      g.insertSprites({ sprites: [make(), { id: 'ok' }] } as never);
      expect(g.getSpriteById('ok')).to.not.equal(undefined);
      expectConsistent(g);

      const scene = sceneOfOne();
      expect(scene.insertSpritesGroup({ id: 'b', sprites: [make(), { id: 'b1' }] } as never)).to.not.equal(null);
      expect(groupIds(scene)).to.deep.equal(['a', 'b']);
      expect(
        scene
          .getGraphicSpritesById('b')!
          .getSprites()!
          .map((sprite) => sprite.id),
      ).to.deep.equal(['b1']);
    });
  }

  for (const [label, make] of HOSTILE) {
    it(`a sub-sprite with ${label}: insertSubSprite fails; in a sprite's list it is skipped`, () => {
      const g = makeGroup();
      const a = g.getSprite(0)!;
      expectUnchanged(
        g,
        () => {
          expect(g.insertSubSprite(make() as never, a)).to.equal(null);
          expect(g.insertSubSprites([make()] as never, a)).to.deep.equal([]);
        },
        label,
      );
      const sprite = g.insertSprite({ id: 'x', subSprites: [make(), { id: 'k' }] } as never)!;
      expect(sprite.subSprites.map((sub) => sub.id)).to.deep.equal(['k']);
      expectConsistent(g);
    });
  }

  it('a revoked Proxy as the list itself: nothing inserted', () => {
    const g = makeGroup();
    expectUnchanged(g, () => {
      g.insertSprites({ sprites: revoked() } as never);
      expect(g.insertSubSprites(revoked() as never, g.getSprite(0))).to.deep.equal([]);
    });
    const scene = sceneOfOne();
    scene.insertSpritesGroups({ spritesGroups: revoked() } as never);
    expect(groupIds(scene)).to.deep.equal(['a']);
  });
});
