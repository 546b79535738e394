import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites } from '../../model/index.js';
import { type LibSpritesGroupElement, type LibSpritesSceneElement, type SpritePointerEvent } from '../index.js';
import { playbackState, runFrame } from '../playback/playback.js';
import { cleanup, drawSheet, fakeClock, fakeFrames, mount, settle } from '../../../test/support/elements.js';

const sheet = drawSheet(4, 2, 16).url;

async function mountScene(markup: string): Promise<LibSpritesSceneElement> {
  await mount(`<lib-sprites-scene>${markup}</lib-sprites-scene>`).catch(() => undefined);
  const scenes = [...document.querySelectorAll('lib-sprites-scene')];
  const scene = scenes[scenes.length - 1]!;
  await settle();
  await scene.updateComplete;
  return scene;
}

const groupMarkup = (id: string, attributes = ''): string =>
  `<lib-sprites-group id="${id}" src="${sheet}" src-width="16" src-height="16"${attributes.includes('width=') ? '' : ' width="16" height="16"'}${attributes}><lib-sprite id="${id}-a"></lib-sprite><lib-sprite id="${id}-b" src-left="16"></lib-sprite></lib-sprites-group>`;

const ids = (list: readonly { id: unknown }[]): unknown[] => list.map((item) => item.id);

describe('<lib-sprites-scene>: mirrors LIB_GraphicSpritesScene both ways', () => {
  afterEach(cleanup);

  it('its controller holds the child groups, in order and by z-index', async () => {
    const scene = await mountScene(
      groupMarkup('g1', ' z-index="3"') + groupMarkup('g2') + groupMarkup('g3', ' z-index="2"'),
    );
    const controller = scene.controller;
    expect(ids(controller.getGraphicSpritesAll())).to.deep.equal(['g1', 'g2', 'g3']);
    expect(ids(controller.getGraphicSpritesAll(true))).to.deep.equal(['g2', 'g3', 'g1']);
    const g1 = scene.querySelector<LibSpritesGroupElement>('#g1')!;
    expect(controller.getGraphicSpritesById('g1')).to.equal(g1.controller);
    expect(g1.controller.parent).to.equal(controller);
    expect(controller.getSpritesGroups()).to.equal(controller.spritesGroups);
  });

  it('groups added, removed or moved in the DOM change the model', async () => {
    const scene = await mountScene(groupMarkup('g1') + groupMarkup('g2'));
    const template = document.createElement('template');
    template.innerHTML = groupMarkup('g3');
    scene.prepend(template.content.firstElementChild!);
    await settle();
    expect(ids(scene.controller.getGraphicSpritesAll())).to.deep.equal(['g3', 'g1', 'g2']);
    const g1 = scene.querySelector<LibSpritesGroupElement>('#g1')!;
    g1.remove();
    await settle();
    expect(ids(scene.controller.getGraphicSpritesAll())).to.deep.equal(['g3', 'g2']);
    expect(g1.controller.parent).to.equal(undefined);
    scene.append(scene.querySelector('#g3')!);
    await settle();
    expect(ids(scene.controller.getGraphicSpritesAll())).to.deep.equal(['g2', 'g3']);
  });

  it('groups inserted or removed through the controller appear and disappear in the DOM', async () => {
    const scene = await mountScene(groupMarkup('g1'));
    const result = scene.controller.insertSpritesGroup({
      id: 'made',
      src: sheet,
      srcWidth: 16,
      srcHeight: 16,
      left: 40,
      zIndex: 5,
      data: { speed: 3 },
      sprites: [{ id: 'm1' }, { id: 'm2', srcLeft: 16 }],
    })!;
    await settle();
    const made = scene.querySelector<LibSpritesGroupElement>('#made')!;
    expect(made, 'the new element').to.exist;
    expect(result.item).to.equal(made.controller);
    expect(made.getAttribute('left')).to.equal('40');
    expect(made.getAttribute('z-index')).to.equal('5');
    expect(made.dataset.speed).to.equal('3');
    expect([...made.querySelectorAll('lib-sprite')].map((s) => s.id)).to.deep.equal(['m1', 'm2']);
    expect(made.controller.getSpriteById('m2')!.srcLeft).to.equal(16);
    expect(ids(scene.controller.getGraphicSpritesAll(true))).to.deep.equal(['g1', 'made']);
    // a LIB_GraphicSprites is copied into a new element too
    scene.controller.insertSpritesGroup(new LIB_GraphicSprites({ id: 'model', sprites: [{ id: 'x' }] }));
    await settle();
    expect(scene.querySelector('#model lib-sprite#x')).to.exist;
    // removal by index and by id
    expect(scene.controller.removeSpritesGroupById('made')).to.equal(true);
    await settle();
    expect(scene.querySelector('#made')).to.equal(null);
    expect(scene.controller.removeSpritesGroup(0)).to.equal(true);
    await settle();
    expect(scene.querySelector('#g1')).to.equal(null);
    expect(ids(scene.controller.getGraphicSpritesAll())).to.deep.equal(['model']);
    expect(scene.controller.removeSpritesGroup(5)).to.equal(false);
  });

  it('the scene defaults apply to groups its controller builds', async () => {
    const scene = await mountScene('');
    scene.controller.setSpritesGroupsDefaults({ srcWidth: 40, width: 64, data: { loop: true } });
    scene.controller.insertSpritesGroup({ id: 'd', sprites: [{ id: 's' }] });
    await settle();
    const el = scene.querySelector<LibSpritesGroupElement>('#d')!;
    expect(el.controller.spritesGroup.srcWidth).to.equal(40);
    expect(el.controller.spritesGroup.width).to.equal(64);
    expect(el.controller.spritesGroup.data.loop).to.equal('true'); // a data-* attribute holds text
  });

  it("a group's z-index orders drawing; left/top place it in the scene's box; width/height size the box (DOM renderer)", async () => {
    const scene = await mountScene(
      groupMarkup('g1', ' left="10" top="20" z-index="4"') + groupMarkup('g2', ' left="10" top="20" z-index="2"'),
    );
    scene.width = 120;
    scene.height = 80;
    await settle();
    await scene.updateComplete;
    const box = scene.shadowRoot!.querySelector<HTMLElement>('[part=box]')!.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([120, 80]);
    const g1 = scene.querySelector<LibSpritesGroupElement>('#g1')!;
    const stage = g1.shadowRoot!.querySelector('[part~=stage]')!.getBoundingClientRect();
    expect([stage.left - box.left, stage.top - box.top]).to.deep.equal([10, 20]);
    const topMost = document.elementFromPoint(box.left + 15, box.top + 25);
    expect(topMost).to.equal(g1);
    scene.querySelector<LibSpritesGroupElement>('#g2')!.controller.setZIndex(9);
    await settle();
    expect(document.elementFromPoint(box.left + 15, box.top + 25)).to.equal(scene.querySelector('#g2'));
    expect(ids(scene.controller.getGraphicSpritesAll(true))).to.deep.equal(['g1', 'g2']);
  });
});

describe('<lib-sprites-scene>: attributes and data-* inherited by its groups, live', () => {
  afterEach(cleanup);

  it("groups take the scene's field attributes and data-* where they set none, and pass them on to their sprites", async () => {
    const scene = await mountScene(
      `<lib-sprites-group id="a"><lib-sprite id="a1"></lib-sprite></lib-sprites-group>` +
        `<lib-sprites-group id="b" src-width="10" data-speed="5"><lib-sprite id="b1"></lib-sprite></lib-sprites-group>`,
    );
    scene.setAttribute('src-width', '40');
    scene.setAttribute('src-type', 'TEXT');
    scene.dataset.speed = '2';
    await settle();
    const a = scene.querySelector<LibSpritesGroupElement>('#a')!;
    const b = scene.querySelector<LibSpritesGroupElement>('#b')!;
    expect(a.controller.spritesGroup.srcWidth).to.equal(40);
    expect(a.controller.getSpriteById('a1')!.srcWidth).to.equal(40);
    expect(a.controller.spritesGroup.srcType).to.equal(LIB_GraphicSprites.SRC_TYPES.TEXT);
    expect(a.controller.spritesGroup.data.speed).to.equal('2');
    expect(a.controller.getSpriteById('a1')!.data.speed).to.equal('2');
    expect(b.controller.spritesGroup.srcWidth, 'its own value wins').to.equal(10);
    expect(b.controller.spritesGroup.data.speed).to.equal('5');
    // inherited, not written onto the group
    expect(a.hasAttribute('src-width')).to.equal(false);
    expect(a.dataset.speed).to.equal(undefined);
    // live: changed and removed on the scene
    scene.setAttribute('src-width', '24');
    delete scene.dataset.speed;
    await settle();
    expect(a.controller.spritesGroup.srcWidth).to.equal(24);
    expect('speed' in a.controller.spritesGroup.data).to.equal(false);
    scene.removeAttribute('src-width');
    await settle();
    expect(a.controller.spritesGroup.srcWidth).to.equal(LIB_GraphicSprites.WIDTH_SOURCE_DEFAULT);
    // the scene's width and height size the scene, not its groups
    scene.setAttribute('width', '500');
    await settle();
    expect(a.controller.spritesGroup.width).to.equal(LIB_GraphicSprites.WIDTH_DEFAULT);
    // a group that leaves the scene falls back to the defaults; one that joins takes the scene's values
    scene.setAttribute('src-height', '50');
    await settle();
    expect(a.controller.spritesGroup.srcHeight).to.equal(50);
    document.body.append(a);
    await settle();
    expect(a.controller.spritesGroup.srcHeight).to.equal(LIB_GraphicSprites.HEIGHT_SOURCE_DEFAULT);
    scene.append(a);
    await settle();
    expect(a.controller.spritesGroup.srcHeight).to.equal(50);
  });

  it("an attribute set just before the scene's controller is read still reaches its groups", async () => {
    const scene = await mountScene(`<lib-sprites-group id="a"><lib-sprite id="a1"></lib-sprite></lib-sprites-group>`);
    const a = scene.querySelector<LibSpritesGroupElement>('#a')!;
    scene.dataset.speed = '7';
    scene.setAttribute('src-width', '30');
    // Reading the controller applies the pending DOM changes at once: these among them, not dropped.
    expect(ids(scene.controller.getGraphicSpritesAll())).to.deep.equal(['a']);
    expect(a.controller.spritesGroup.data.speed).to.equal('7');
    expect(a.controller.spritesGroup.srcWidth).to.equal(30);
    await settle();
    expect(a.controller.getSpriteById('a1')?.srcWidth).to.equal(30);
  });

  it("a group moved to another scene takes that scene's values and is drawn by it", async () => {
    const to = await mountScene('');
    to.setAttribute('src-width', '20');
    to.renderer = 'canvas';
    const from = await mountScene(`<lib-sprites-group id="a"><lib-sprite id="a1"></lib-sprite></lib-sprites-group>`);
    from.setAttribute('src-width', '10');
    await settle();
    const a = from.querySelector<LibSpritesGroupElement>('#a')!;
    const rendered = (): number => [...a.shadowRoot!.children].filter((child) => child.localName !== 'style').length;
    expect(a.controller.spritesGroup.srcWidth).to.equal(10);
    expect(rendered(), 'drawn in its own shadow root in a DOM scene').to.be.greaterThan(0);
    to.append(a);
    // Reading the controller of the scene it moves to applies the move at once, in both scenes.
    expect(ids(to.controller.getGraphicSpritesAll())).to.deep.equal(['a']);
    expect(ids(from.controller.getGraphicSpritesAll())).to.deep.equal([]);
    expect(a.controller.spritesGroup.srcWidth).to.equal(20);
    await settle();
    expect(a.controller.getSpriteById('a1')?.srcWidth).to.equal(20);
    // Drawn by the canvas of the scene it is in: its own shadow root renders nothing.
    expect(rendered()).to.equal(0);
  });
});

describe('<lib-sprites-scene>: hit testing and pointer events', () => {
  afterEach(cleanup);

  it('elementsAt returns what is drawn at a point, top-most first, box-exact', async () => {
    const scene = await mountScene(
      groupMarkup('low', ' left="0" top="0" width="32" height="32" z-index="1"') +
        `<lib-sprites-group id="high" src="${sheet}" src-width="16" src-height="16" width="16" height="16" left="8" top="8" z-index="2"><lib-sprite id="h1"><lib-sub-sprite id="h1-sub" left="10" top="10" width="4" height="4" z-index="3"></lib-sub-sprite></lib-sprite></lib-sprites-group>`,
    );
    const at = (x: number, y: number): string[] =>
      scene.elementsAt(x, y).map((hit) => `${hit.group.id}/${hit.sprite?.id}/${hit.subSprite?.id ?? '-'}`);
    expect(at(2, 2)).to.deep.equal(['low/low-a/-']);
    expect(at(10, 10)).to.deep.equal(['high/h1/-', 'low/low-a/-']);
    expect(at(19, 19)).to.deep.equal(['high/h1/h1-sub', 'high/h1/-', 'low/low-a/-']);
    expect(at(31.5, 31.5)).to.deep.equal(['low/low-a/-']);
    expect(at(32, 32)).to.deep.equal([]);
    expect(at(-1, 5)).to.deep.equal([]);
    // the current sprite, not another one
    scene.querySelector<LibSpritesGroupElement>('#low')!.next();
    await settle();
    expect(at(2, 2)).to.deep.equal(['low/low-b/-']);
  });

  it('canvas renderer: pointerdown and click on the canvas dispatch lib-sprite-pointerdown / lib-sprite-click on the sprite hit', async () => {
    const scene = await mountScene(groupMarkup('g', ' left="20" top="10" width="30" height="30"'));
    scene.renderer = 'canvas';
    await scene.updateComplete;
    await settle();
    const canvas = scene.shadowRoot!.querySelector('canvas')!;
    const events: SpritePointerEvent[] = [];
    const listen = (event: Event): void => void events.push(event as SpritePointerEvent);
    document.addEventListener('lib-sprite-pointerdown', listen);
    document.addEventListener('lib-sprite-click', listen);
    try {
      const rect = canvas.getBoundingClientRect();
      const init = { clientX: rect.left + 25, clientY: rect.top + 15, bubbles: true, composed: true };
      canvas.dispatchEvent(new PointerEvent('pointerdown', init));
      canvas.dispatchEvent(new MouseEvent('click', init));
      canvas.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: rect.left + 5 }));
    } finally {
      document.removeEventListener('lib-sprite-pointerdown', listen);
      document.removeEventListener('lib-sprite-click', listen);
    }
    expect(events.map((e) => e.type)).to.deep.equal(['lib-sprite-pointerdown', 'lib-sprite-click']);
    expect(events[0]!.target).to.equal(scene.querySelector('#g-a'));
    expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
    expect(events[0]!.detail.pointerEvent).to.be.instanceOf(PointerEvent);
    expect(events[0]!.detail.group).to.equal(scene.querySelector('#g'));
  });

  it('canvas renderer: a labelled group has a focusable accessible stand-in over its box', async () => {
    const scene = await mountScene(groupMarkup('g', ' left="5" top="6" label="A bird"') + groupMarkup('u'));
    scene.renderer = 'canvas';
    await scene.updateComplete;
    await settle();
    await scene.updateComplete;
    const proxies = [...scene.shadowRoot!.querySelectorAll<HTMLElement>('[part=proxy]')];
    expect(proxies.length).to.equal(1);
    expect(proxies[0]!.getAttribute('role')).to.equal('img');
    expect(proxies[0]!.getAttribute('aria-label')).to.equal('A bird');
    expect(proxies[0]!.tabIndex).to.equal(0);
    expect([proxies[0]!.style.left, proxies[0]!.style.top]).to.deep.equal(['5px', '6px']);
    scene.renderer = 'dom';
    await scene.updateComplete;
    expect(scene.shadowRoot!.querySelector('[part=proxy]')).to.equal(null);
  });
});

describe('<lib-sprites-scene>: playback through the shared loop', () => {
  let frames: ReturnType<typeof fakeFrames>;
  let clock: ReturnType<typeof fakeClock>;
  beforeEach(() => {
    frames = fakeFrames();
    clock = fakeClock();
  });
  afterEach(() => {
    cleanup();
    clock.restore();
    frames.restore();
  });

  for (const renderer of ['dom', 'canvas'] as const) {
    it(`${renderer}: groups play as they do alone, ticked by the scene (one player), and nothing playing costs nothing`, async () => {
      const scene = await mountScene(groupMarkup('g1', ' loop') + groupMarkup('g2', ' loop'));
      scene.renderer = renderer;
      await scene.updateComplete;
      await settle();
      expect(playbackState().players).to.equal(0);
      expect(frames.pending).to.equal(0);
      const [g1, g2] = [...scene.querySelectorAll('lib-sprites-group')];
      const changes: string[] = [];
      scene.addEventListener('lib-sprite-change', (e) => changes.push((e.target as Element).id));
      g1!.play();
      g2!.play();
      expect(playbackState().players, 'the scene plays for both').to.equal(1);
      expect(frames.observed.has(scene)).to.equal(true);
      clock.advance(100);
      runFrame();
      await settle();
      expect([g1!.pointer, g2!.pointer]).to.deep.equal([1, 1]);
      expect(changes.sort()).to.deep.equal(['g1', 'g2']);
      // The loop ticks the scene only when one of its groups is due (each group's next change is 100 ms away).
      expect(runFrame(clock.advance(50)), 'nothing due: the scene is not ticked').to.equal(0);
      expect(runFrame(clock.advance(50)), 'both due: the scene is ticked once').to.equal(1);
      await settle();
      expect([g1!.pointer, g2!.pointer], 'two sprites, looping').to.deep.equal([0, 0]);
      g1!.pause();
      expect(playbackState().players).to.equal(1);
      g2!.pause();
      expect(playbackState().players).to.equal(0);
      expect(frames.pending, 'no frame requested').to.equal(0);
    });
  }

  it('pauses while the page is hidden or the scene is off-screen', async () => {
    const scene = await mountScene(groupMarkup('g', ' loop'));
    const g = scene.querySelector('lib-sprites-group')!;
    g.play();
    expect(frames.pending).to.equal(1);
    frames.setHidden(true);
    expect(frames.pending).to.equal(0);
    frames.setHidden(false);
    expect(frames.pending).to.equal(1);
    frames.report(scene, false);
    frames.runFrame();
    expect(frames.pending).to.equal(0);
    g.pause();
  });

  it('a playing group that leaves the scene plays on by itself; the scene stops when it leaves the DOM', async () => {
    const scene = await mountScene(groupMarkup('g', ' loop') + groupMarkup('h', ' loop'));
    const [g, h] = [...scene.querySelectorAll('lib-sprites-group')];
    g!.play();
    h!.play();
    document.body.append(g!);
    await settle();
    expect(playbackState().players).to.equal(2);
    scene.remove();
    await settle();
    expect(playbackState().players).to.equal(1);
    g!.remove();
    expect(playbackState().players).to.equal(0);
  });
});
