/**
 * `<lib-sprites-scene autoplay>`: every group of the scene plays as if it had
 * its own `autoplay`, those the scene's controller inserts later included;
 * reduced motion is respected as for groups.
 */
import { expect } from '@open-wc/testing';
import type { LibSpritesGroupElement, LibSpritesSceneElement } from '../index.js';
import { motion, runFrame } from '../playback/playback.js';
import { mount, settle, useFakeClock } from '../../../test/support/elements.js';

const group = (id: string): string =>
  `<lib-sprites-group id="${id}" src-type="TEXT" loop><lib-sprite src="A"></lib-sprite><lib-sprite src="B"></lib-sprite><lib-sprite src="C"></lib-sprite></lib-sprites-group>`;

async function mountScene(attributes: string, markup: string): Promise<LibSpritesSceneElement> {
  await mount(`<lib-sprites-scene ${attributes}>${markup}</lib-sprites-scene>`).catch(() => undefined);
  const scenes = [...document.querySelectorAll('lib-sprites-scene')];
  const scene = scenes[scenes.length - 1]!;
  await settle();
  await scene.updateComplete;
  await settle();
  return scene;
}

const byId = (id: string): LibSpritesGroupElement => document.getElementById(id) as LibSpritesGroupElement;

/** Inserts a three-sprite TEXT group through the scene's controller and waits for its element. */
async function insertThroughController(scene: LibSpritesSceneElement, id: string): Promise<LibSpritesGroupElement> {
  scene.controller.insertSpritesGroup({ id, srcType: 'TEXT', sprites: [{ src: 'x' }, { src: 'y' }, { src: 'z' }] });
  await settle();
  const element = byId(id);
  await settle(element);
  return element;
}

describe('<lib-sprites-scene autoplay>', () => {
  const clock = useFakeClock(20_000);
  let reduced = false;
  const original = motion.prefersReducedMotion;
  beforeEach(() => {
    reduced = false;
    motion.prefersReducedMotion = () => reduced;
  });
  afterEach(() => {
    motion.prefersReducedMotion = original;
  });

  it('is off by default: the groups stay still until each is played', async () => {
    const scene = await mountScene('', group('a') + group('b'));
    expect(scene.autoplay).to.equal(false);
    expect(byId('a').playing).to.equal(false);
    expect((await insertThroughController(scene, 'c')).playing).to.equal(false);
  });

  it('plays every group, and the groups its controller inserts later', async () => {
    const scene = await mountScene('autoplay', group('a') + group('b'));
    expect(scene.autoplay).to.equal(true);
    expect([byId('a').playing, byId('b').playing]).to.deep.equal([true, true]);
    const c = await insertThroughController(scene, 'c');
    expect(c.playing, 'inserted by the controller').to.equal(true);
    runFrame(clock.advance(100));
    expect([byId('a').pointer, byId('b').pointer, c.pointer], 'each one frame on').to.deep.equal([1, 1, 1]);
    // A group added in the DOM plays too.
    const template = document.createElement('template');
    template.innerHTML = group('d');
    scene.append(template.content.firstElementChild!);
    await settle();
    await settle(byId('d'));
    expect(byId('d').playing).to.equal(true);
  });

  it('turned on later, it starts the groups that are there', async () => {
    const scene = await mountScene('', group('a'));
    expect(byId('a').playing).to.equal(false);
    scene.autoplay = true;
    await scene.updateComplete;
    await settle(byId('a'));
    expect(byId('a').playing).to.equal(true);
  });

  it('respects reduced motion as groups do, unless the scene (or the group) has ignore-reduced-motion', async () => {
    reduced = true;
    const scene = await mountScene('autoplay', group('a'));
    expect(byId('a').playing, 'reduced motion: still').to.equal(false);
    expect((await insertThroughController(scene, 'c')).playing).to.equal(false);
    const ignoring = await mountScene('autoplay ignore-reduced-motion', group('b'));
    expect(byId('b').playing, "the scene's ignore-reduced-motion").to.equal(true);
    expect((await insertThroughController(ignoring, 'd')).playing).to.equal(true);
  });

  it('a group paused before autoplay could start stays paused', async () => {
    const scene = await mountScene('autoplay', '');
    const element = document.createElement('lib-sprites-group') as LibSpritesGroupElement;
    element.innerHTML = '<lib-sprite src="A"></lib-sprite><lib-sprite src="B"></lib-sprite>';
    element.pause();
    scene.append(element);
    await settle();
    await settle(element);
    expect(element.playing).to.equal(false);
  });
});
