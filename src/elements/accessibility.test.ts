// axe-core (through @open-wc/testing's `accessible()` assertion) on the sprite elements in their
// usual states. axe reads open shadow roots, so each check covers what the element draws too.
import { expect } from '@open-wc/testing';
import type { LibSpritesGroupElement, LibSpritesSceneElement } from './index.js';
import { runFrame } from './playback/playback.js';
import { cleanup, drawSheet, imagesReady, mount, settle, useFakeClock } from '../../test/support/elements.js';

const sheet = drawSheet(4, 1, 16).url;

const imageSprites = `<lib-sprite src-left="0"></lib-sprite><lib-sprite src-left="16"></lib-sprite><lib-sprite src-left="32"></lib-sprite>`;
const imageGroup = (attributes = ''): string =>
  `<lib-sprites-group src="${sheet}" src-width="16" src-height="16" width="32" height="32"${attributes}>${imageSprites}</lib-sprites-group>`;
const textGroup = (attributes = ''): string =>
  `<lib-sprites-group src-type="TEXT" width="80" height="20"${attributes}><lib-sprite src="Hello"></lib-sprite><lib-sprite src="World"></lib-sprite></lib-sprites-group>`;
// Shapes only (one svg for the sprite), then shapes beside an image (one svg per sub-sprite box).
const shapeGroup = (attributes = ''): string =>
  `<lib-sprites-group width="40" height="40"${attributes}>` +
  `<lib-sprite><lib-sub-sprite src-type="CIRCLE" left="20" top="20" data-radius="10" data-style="teal"></lib-sub-sprite>` +
  `<lib-sub-sprite src-type="RECTANGLE" width="10" height="10" data-style="navy"></lib-sub-sprite></lib-sprite>` +
  `<lib-sprite><lib-sub-sprite src="${sheet}" src-width="16" src-height="16" width="16" height="16"></lib-sub-sprite>` +
  `<lib-sub-sprite src-type="BITMAP" left="20" width="4" height="4" src="#..#/.##."></lib-sub-sprite></lib-sprite>` +
  `</lib-sprites-group>`;

const shadow = (group: LibSpritesGroupElement, selector: string): Element[] => [
  ...group.shadowRoot!.querySelectorAll(selector),
];

describe('accessibility of <lib-sprites-group>, <lib-sprite>, <lib-sub-sprite> (axe)', () => {
  const clock = useFakeClock(10_000);

  it("the check is live: it reads the group's shadow root and fails a nameless img role", async () => {
    const group = await mount(imageGroup());
    await imagesReady(group, sheet);
    await expect(group).to.be.accessible();
    const img = document.createElement('img');
    img.src = sheet;
    group.shadowRoot!.append(img);
    await expect(group, 'an <img> without alt in the shadow root').not.to.be.accessible();
    img.remove();
    group.setAttribute('role', 'img');
    await expect(group, 'role="img" without a name').not.to.be.accessible();
  });

  it('without a label: no role of its own, nothing drawn is exposed but its text', async () => {
    const group = await mount(imageGroup() + textGroup() + shapeGroup());
    await imagesReady(group, sheet);
    const groups = [...document.querySelectorAll<LibSpritesGroupElement>('lib-sprites-group')];
    for (const g of groups) {
      expect(g.hasAttribute('role'), 'no role').to.equal(false);
      expect(g.hasAttribute('aria-label'), 'no name').to.equal(false);
      await expect(g).to.be.accessible();
    }
    const [, text, shapes] = groups as [LibSpritesGroupElement, LibSpritesGroupElement, LibSpritesGroupElement];
    expect(shadow(text, '[part~=text]').map((el) => el.textContent)).to.deep.equal(['Hello']);
    // Shapes are pictures without words: every svg is hidden from assistive technology.
    const svgs = shadow(shapes, 'svg');
    expect(svgs.length, 'the shape-only sprite draws an svg').to.be.greaterThan(0);
    for (const svg of svgs) expect(svg.getAttribute('aria-hidden')).to.equal('true');
  });

  it('with a label: role="img" named by it, on every source type; removing the label removes both', async () => {
    await mount(
      imageGroup(' label="A walking creature"') +
        textGroup(' label="A greeting"') +
        shapeGroup(' label="A ball and a box"'),
    );
    const groups = [...document.querySelectorAll<LibSpritesGroupElement>('lib-sprites-group')];
    await imagesReady(groups[0]!, sheet);
    for (const g of groups) {
      expect(g.getAttribute('role')).to.equal('img');
      expect(g.getAttribute('aria-label')).to.equal(g.label);
      await expect(g).to.be.accessible();
    }
    const image = groups[0]!;
    image.label = 'A running creature';
    await settle(image);
    expect(image.getAttribute('aria-label')).to.equal('A running creature');
    image.label = null;
    await settle(image);
    expect(image.hasAttribute('role')).to.equal(false);
    expect(image.hasAttribute('aria-label')).to.equal(false);
    await expect(image).to.be.accessible();
  });

  it('a disabled group draws nothing, so it is not announced; enabled again, it is named again', async () => {
    const group = await mount(imageGroup(' label="A walking creature" disabled'));
    expect(group.shadowRoot!.querySelector('[part~=image]'), 'nothing drawn').to.equal(null);
    expect(group.hasAttribute('role')).to.equal(false);
    expect(group.hasAttribute('aria-label')).to.equal(false);
    await expect(group).to.be.accessible();
    group.disabled = false;
    await settle(group);
    await imagesReady(group, sheet);
    expect(group.getAttribute('role')).to.equal('img');
    expect(group.getAttribute('aria-label')).to.equal('A walking creature');
    group.controller.setDisabled(true);
    await settle(group);
    expect(group.hasAttribute('role'), 'disabled through the model').to.equal(false);
    await expect(group).to.be.accessible();
  });

  it('a label="" is no name: no role is given', async () => {
    const group = await mount(imageGroup(' label=""'));
    expect(group.hasAttribute('role')).to.equal(false);
    await expect(group).to.be.accessible();
  });

  it('playing and paused, labelled or not, after frames changed', async () => {
    await mount(
      imageGroup(' loop label="A walking creature"') + textGroup(' loop') + shapeGroup(' loop label="Shapes"'),
    );
    const groups = [...document.querySelectorAll<LibSpritesGroupElement>('lib-sprites-group')];
    await imagesReady(groups[0]!, sheet);
    for (const g of groups) g.play();
    runFrame(clock.advance(100));
    for (const g of groups) await settle(g);
    for (const g of groups) {
      expect(g.playing).to.equal(true);
      expect(g.pointer, 'playback moved on').to.not.equal(0);
      await expect(g).to.be.accessible();
    }
    for (const g of groups) g.pause();
    for (const g of groups) await settle(g);
    for (const g of groups) {
      expect(g.playing).to.equal(false);
      await expect(g).to.be.accessible();
    }
  });

  it('<lib-sprite> and <lib-sub-sprite> are data: no box of their own, drawn (and checked) through their group', async () => {
    const group = await mount(
      `<lib-sprites-group width="80" height="40" label="A sign">` +
        `<lib-sprite src-type="TEXT" src="Open"><lib-sub-sprite src-type="IMAGE" src="${sheet}" src-width="16" src-height="16" width="16" height="16" left="60"></lib-sub-sprite>` +
        `<lib-sub-sprite src-type="TEXT" src="24/7" top="20"></lib-sub-sprite><lib-sub-sprite src-type="CIRCLE" left="50" top="30" data-radius="5"></lib-sub-sprite></lib-sprite>` +
        `</lib-sprites-group>`,
    );
    await imagesReady(group, sheet);
    const sprite = group.querySelector('lib-sprite')!;
    const subs = [...group.querySelectorAll('lib-sub-sprite')];
    // Not rendered: axe has nothing to check in them (it refuses them as a context), and a screen
    // reader does not meet their data a second time beside what the group draws.
    for (const el of [sprite, ...subs]) expect(el.getClientRects().length, `${el.localName} has no box`).to.equal(0);
    expect(shadow(group, '[part~=sub-sprite]').length, 'the group draws each sub-sprite').to.equal(3);
    await expect(group).to.be.accessible();
    group.label = null;
    await settle(group);
    expect(shadow(group, '[part~=text]').map((el) => el.textContent)).to.deep.equal(['Open', '24/7']);
    await expect(group).to.be.accessible();
  });
});

async function mountScene(markup: string, renderer: 'dom' | 'canvas'): Promise<LibSpritesSceneElement> {
  await mount(`<lib-sprites-scene renderer="${renderer}" width="200" height="100">${markup}</lib-sprites-scene>`).catch(
    () => undefined,
  );
  const scene = document.querySelector('lib-sprites-scene')!;
  await settle();
  await scene.updateComplete;
  // The stand-ins follow the groups' boxes: one more update once the groups have drawn.
  await settle();
  await scene.updateComplete;
  return scene;
}

const sceneGroups =
  imageGroup(' id="walker" left="10" top="10" label="A walking creature"') +
  textGroup(' id="sign" left="60" top="10"') +
  shapeGroup(' id="shapes" left="150" top="10" label="A ball and a box"');

describe('accessibility of <lib-sprites-scene> (axe)', () => {
  afterEach(cleanup);

  it('DOM renderer: the groups are slotted and named as on their own', async () => {
    const scene = await mountScene(sceneGroups, 'dom');
    expect(scene.shadowRoot!.querySelector('[part=proxy]'), 'no stand-ins').to.equal(null);
    expect(scene.querySelector('#walker')!.getAttribute('role')).to.equal('img');
    await expect(scene).to.be.accessible();
  });

  it('canvas renderer: one focusable role="img" stand-in per labelled group, named by its label', async () => {
    const scene = await mountScene(sceneGroups, 'canvas');
    const proxies = [...scene.shadowRoot!.querySelectorAll<HTMLElement>('[part=proxy]')];
    expect(proxies.map((p) => [p.getAttribute('role'), p.getAttribute('aria-label'), p.tabIndex])).to.deep.equal([
      ['img', 'A walking creature', 0],
      ['img', 'A ball and a box', 0],
    ]);
    await expect(scene).to.be.accessible();
    proxies[0]!.focus();
    expect(scene.shadowRoot!.activeElement).to.equal(proxies[0]);
    await expect(scene).to.be.accessible();
  });

  it('canvas renderer: a disabled labelled group draws nothing and has no stand-in until enabled', async () => {
    const scene = await mountScene(sceneGroups, 'canvas');
    const walker = scene.querySelector<LibSpritesGroupElement>('#walker')!;
    walker.disabled = true;
    await settle(walker);
    await scene.updateComplete;
    const labels = (): (string | null)[] =>
      [...scene.shadowRoot!.querySelectorAll('[part=proxy]')].map((p) => p.getAttribute('aria-label'));
    expect(labels()).to.deep.equal(['A ball and a box']);
    await expect(scene).to.be.accessible();
    walker.disabled = false;
    await settle(walker);
    await scene.updateComplete;
    expect(labels()).to.deep.equal(['A walking creature', 'A ball and a box']);
  });

  it('switching renderers at run time keeps the scene accessible both ways', async () => {
    const scene = await mountScene(sceneGroups, 'canvas');
    scene.renderer = 'dom';
    await settle();
    await scene.updateComplete;
    expect(scene.shadowRoot!.querySelector('[part=proxy]')).to.equal(null);
    await expect(scene).to.be.accessible();
    scene.renderer = 'canvas';
    await settle();
    await scene.updateComplete;
    expect(scene.shadowRoot!.querySelectorAll('[part=proxy]')).to.have.length(2);
    await expect(scene).to.be.accessible();
  });
});
