import { expect } from '@open-wc/testing';
import { defineSpriteElements, type LibSpritesGroupElement, type LibSpritesSceneElement } from './index.js';
import { drawSheet, imagesReady } from '../../test/support/elements.js';
import { collectGarbage, leftReachable } from '../../test/support/garbage.js';
import { frame } from '../../test/support/page.js';

const HERO = new URL('../../test/fixtures/hero.json', import.meta.url).href;

/**
 * An element that leaves the document keeps nothing of its own reachable:
 * once the page lets go of it, the garbage collector takes it, its model and
 * what it drew, however much it played, listened and was listened to before.
 */
describe('elements the page let go of are collected', () => {
  const { url } = drawSheet(2, 1, 8);

  before(async function () {
    if (!(await collectGarbage())) this.skip();
    defineSpriteElements();
  });

  const frames = async (n: number): Promise<void> => {
    for (let i = 0; i < n; i++) await frame();
  };

  /**
   * Waits, frame by frame, until `ready()` (at most 5 s). Not open-wc's `waitUntil`: its time-out timer
   * outlives it by a second, holding the predicate and what it reads.
   */
  async function until(ready: () => boolean, what: string): Promise<void> {
    const end = performance.now() + 5000;
    while (!ready()) {
      if (performance.now() > end) throw new Error(`timed out waiting until ${what}`);
      await frame();
    }
  }

  /** A group of two frames of the sheet, playing at 60 fps, looping, as markup. */
  const playingMarkup = (id: string): string =>
    `<lib-sprites-group id="${id}" src="${url}" src-width="8" src-height="8" width="16" height="16" fps="60" loop autoplay><lib-sprite id="a"></lib-sprite><lib-sprite id="b" src-left="8"></lib-sprite></lib-sprites-group>`;

  /** Inserts a group of two frames of the sheet into `scene` through its controller, and plays it at 60 fps, looping. */
  function insertPlaying(scene: LibSpritesSceneElement, id: string, left = 0): LibSpritesGroupElement {
    scene.controller.insertSpritesGroup({
      id,
      src: url,
      srcWidth: 8,
      srcHeight: 8,
      width: 16,
      height: 16,
      left,
      sprites: [{ id: 'a' }, { id: 'b', srcLeft: 8 }],
    });
    const group = scene.querySelector<LibSpritesGroupElement>(`#${id}`)!;
    group.fps = 60;
    group.loop = true;
    group.play();
    return group;
  }

  it('a playing group drawn in the DOM, with listeners on it and its sprites, once removed', async () => {
    let heard = 0;
    const left = await leftReachable(async () => {
      const host = document.createElement('div');
      host.innerHTML = playingMarkup('played');
      document.body.append(host);
      const group = host.querySelector<LibSpritesGroupElement>('lib-sprites-group')!;
      await imagesReady(group, url);
      group.addEventListener('lib-sprite-change', () => heard++);
      group.querySelector('lib-sprite')!.addEventListener('lib-sprite-change', () => heard++);
      await frames(6);
      const model = group.controller;
      const sprite = model.getSprites()![0]!;
      host.remove();
      return { group, model, sprite, host };
    });
    expect(heard, 'it played while in the document').to.be.greaterThan(0);
    expect(left).to.deep.equal([]);
  });

  it('a group whose MAP cell showed another group, once removed, the group shown staying', async () => {
    const host = document.createElement('div');
    host.innerHTML = playingMarkup('shown');
    document.body.append(host);
    try {
      const shown = host.querySelector<LibSpritesGroupElement>('lib-sprites-group')!;
      await imagesReady(shown, url);
      const left = await leftReachable(async () => {
        const mapHost = document.createElement('div');
        mapHost.innerHTML = `<lib-sprites-group width="16" height="16"><lib-sprite src-type="MAP" width="16" height="16" src='[["a"]]' data-elements-data='{"a":{"id":"shown"}}'></lib-sprite></lib-sprites-group>`;
        host.append(mapHost);
        const map = mapHost.querySelector<LibSpritesGroupElement>('lib-sprites-group')!;
        await map.updateComplete;
        await frames(6);
        const model = map.controller;
        mapHost.remove();
        return { map, model, mapHost };
      });
      expect(left).to.deep.equal([]);
      expect(shown.isConnected && shown.playing).to.equal(true);
    } finally {
      host.remove();
    }
  });

  it('a canvas scene of playing groups inserted through its controller, with a frame listener, once removed', async () => {
    let heard = 0;
    const left = await leftReachable(async () => {
      const scene = document.createElement('lib-sprites-scene');
      scene.setAttribute('renderer', 'canvas');
      scene.setAttribute('autoplay', '');
      scene.addEventListener('lib-sprites-frame', () => heard++);
      document.body.append(scene);
      await scene.updateComplete;
      const group = insertPlaying(scene, 'g0');
      for (const i of [1, 2]) insertPlaying(scene, `g${i}`, i * 16);
      await frames(6);
      const model = scene.controller;
      const groupModel = group.controller;
      scene.remove();
      return { scene, group, model, groupModel };
    });
    expect(heard, 'it played while in the document').to.be.greaterThan(0);
    expect(left).to.deep.equal([]);
  });

  it('a group played by an Aseprite atlas, once removed', async () => {
    const left = await leftReachable(async () => {
      const host = document.createElement('div');
      host.innerHTML = `<lib-sprites-group atlas="${HERO}" tag="walk" autoplay loop></lib-sprites-group>`;
      document.body.append(host);
      const group = host.querySelector<LibSpritesGroupElement>('lib-sprites-group')!;
      await until(() => (group.controller.getSprites()?.length ?? 0) > 0, 'the atlas loaded');
      await frames(6);
      const model = group.controller;
      host.remove();
      return { group, model, host };
    });
    expect(left).to.deep.equal([]);
  });

  it('a group played by its scroller (timeline="scroll"), removed from the scroller, which stays', async () => {
    const scroller = document.createElement('div');
    scroller.style.cssText = 'height: 100px; overflow: auto';
    scroller.innerHTML = '<div style="height: 1100px"></div>';
    document.body.append(scroller);
    try {
      const left = await leftReachable(async () => {
        const group = document.createElement('lib-sprites-group');
        group.setAttribute('timeline', 'scroll');
        group.setAttribute('src-type', 'TEXT');
        for (const text of ['A', 'B', 'C', 'D']) {
          const sprite = document.createElement('lib-sprite');
          sprite.setAttribute('src', text);
          group.append(sprite);
        }
        scroller.firstElementChild!.append(group);
        await group.updateComplete;
        const scrolled = new Promise((resolve) => scroller.addEventListener('scroll', resolve, { once: true }));
        scroller.scrollTop = 900;
        await scrolled;
        await until(() => group.pointer === 3, 'the scroll moved it to its last frame');
        const model = group.controller;
        group.remove();
        return { group, model };
      });
      expect(left).to.deep.equal([]);
    } finally {
      scroller.remove();
    }
  });

  it('a canvas scene drawn by a worker (offscreen), once removed', async () => {
    const left = await leftReachable(async () => {
      const scene = document.createElement('lib-sprites-scene');
      scene.setAttribute('renderer', 'canvas');
      scene.setAttribute('offscreen', '');
      scene.setAttribute('autoplay', '');
      scene.innerHTML = `<lib-sprites-group src="${url}" src-width="8" src-height="8" width="16" height="16" fps="60" loop><lib-sprite></lib-sprite><lib-sprite src-left="8"></lib-sprite></lib-sprites-group>`;
      document.body.append(scene);
      await until(() => scene.drawsOffscreen, `the worker draws (refused: ${scene.offscreenRefusal})`);
      await frames(6);
      const model = scene.controller;
      scene.remove();
      return { scene, model };
    });
    expect(left).to.deep.equal([]);
  });

  it('a group taken out of its scene while playing, the scene staying', async () => {
    const scene = document.createElement('lib-sprites-scene');
    scene.setAttribute('renderer', 'canvas');
    document.body.append(scene);
    try {
      await scene.updateComplete;
      const left = await leftReachable(async () => {
        const group = insertPlaying(scene, 'leaving');
        await frames(6);
        const model = group.controller;
        scene.controller.removeSpritesGroup(0);
        return { group, model };
      });
      expect(scene.querySelector('lib-sprites-group')).to.equal(null);
      expect(left).to.deep.equal([]);
    } finally {
      scene.remove();
    }
  });
});
