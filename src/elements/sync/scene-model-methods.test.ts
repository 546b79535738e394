/**
 * The scene element's controller has the original scene's whole method set:
 * the removals and iterations a game calls act on the `<lib-sprites-group>`
 * children as on the model.
 */
import { expect } from '@open-wc/testing';
import type { LibSpritesSceneElement } from '../index.js';
import { mount, settle, cleanup } from '../../../test/support/elements.js';

const group = (id: string, z: number): string =>
  `<lib-sprites-group id="${id}" z-index="${z}" src-type="TEXT"><lib-sprite src="${id}"></lib-sprite></lib-sprites-group>`;

async function mountScene(): Promise<LibSpritesSceneElement> {
  await mount(`<lib-sprites-scene>${group('a', 2)}${group('b', 1)}${group('c', 3)}</lib-sprites-scene>`).catch(
    () => undefined,
  );
  const scene = document.querySelector('lib-sprites-scene')!;
  await settle();
  await scene.updateComplete;
  return scene;
}

const childIds = (scene: Element): string[] => [...scene.children].map((child) => child.id);

describe("<lib-sprites-scene>'s controller: the original scene's methods", () => {
  afterEach(cleanup);

  it('forEach walks the groups, in order or by z-index', async () => {
    const scene = await mountScene();
    const seen: unknown[] = [];
    scene.controller.forEach((g) => seen.push(g.id));
    scene.controller.forEachGraphicSprites((g) => seen.push(g.id), true);
    expect(seen).to.deep.equal(['a', 'b', 'c', 'b', 'a', 'c']);
    expect(scene.controller.getIndexById('c')).to.equal(2);
  });

  it('removeById and removeAll take the group elements out of the scene', async () => {
    const scene = await mountScene();
    expect(scene.controller.removeById('b')).to.equal(true);
    await settle();
    expect(childIds(scene)).to.deep.equal(['a', 'c']);
    scene.controller.removeAll();
    await settle();
    expect(childIds(scene)).to.deep.equal([]);
    expect(scene.controller.getAll()).to.deep.equal([]);
  });

  it('setPropertyCascade reaches every group element', async () => {
    const scene = await mountScene();
    expect(scene.controller.setPropertyCascade('src', 'Z')).to.equal(1 + 3 * 2);
    await settle();
    for (const sprite of scene.querySelectorAll('lib-sprite'))
      expect((sprite as HTMLElement & { src: string }).src).to.equal('Z');
  });
});
