/**
 * A sprite group as the cursor: what is on screen under the real pointer is
 * the group's current sprite, and it changes as the group plays.
 */
import { expect } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { LIB_Mouse, type LibFakeCursor } from './index.js';
import { defineSpriteElements, type LibSpritesGroupElement } from '../elements/index.js';
import { FRAME_COLOURS, drawSheet as drawGroupSheet, imagesReady } from '../../test/support/elements.js';
import { drawStrip, moveTo, waitForVisiblePage } from '../../test/support/cursor.js';
import { frame, pixelAt } from '../../test/support/page.js';

waitForVisiblePage();
defineSpriteElements();

const CI = LIB_Mouse.CursorImage;
const SHEET = drawGroupSheet(3, 1, 20).url;
const ARROW = drawStrip(['black'], 20);
const colour = (i: number): [number, number, number] => {
  const c = FRAME_COLOURS[i]!;
  return [c.r, c.g, c.b];
};
const box = (): DOMRect => CI.get()!.getBoundingClientRect();

const WALKER = `<lib-sprites-group id="walker" src="${SHEET}" width="20" height="20" src-width="20" src-height="20" fps="8" loop>
  <lib-sprite src-left="0"></lib-sprite><lib-sprite src-left="20"></lib-sprite><lib-sprite src-left="40"></lib-sprite>
</lib-sprites-group>`;

let fixture: HTMLElement;
function place(html: string): HTMLElement {
  fixture = document.createElement('div');
  // Test markup only: constant strings written in this file.
  fixture.innerHTML = html;
  document.body.appendChild(fixture);
  return fixture;
}

async function ready(root: HTMLElement): Promise<{ cursor: LibFakeCursor; group: LibSpritesGroupElement }> {
  const group = root.querySelector('lib-sprites-group')!;
  const cursor = root.querySelector('lib-fake-cursor')!;
  await imagesReady(group, SHEET);
  await cursor.updateComplete;
  return { cursor, group };
}

/** The pixel under the pointer once the group has rendered and a frame has been drawn. */
async function under(group: LibSpritesGroupElement, x: number, y: number): Promise<[number, number, number]> {
  await group.updateComplete;
  await frame();
  await frame();
  return pixelAt(x, y);
}

afterEach(async () => {
  fixture?.querySelectorAll('lib-sprites-group').forEach((g) => g.pause());
  fixture?.remove();
  CI.hide(true);
  await resetMouse();
});

describe('<lib-fake-cursor group>', () => {
  it('shows the group in place of an image, hotspot in the group coordinates, and follows its sprites', async () => {
    const root = place(
      `<div id="home">${WALKER}</div><lib-fake-cursor group="#walker" hotspot-x="10" hotspot-y="10"></lib-fake-cursor>`,
    );
    const { cursor, group } = await ready(root);
    expect(cursor.showing).to.equal(true);
    expect(CI.get()!.contains(group), 'the group is in the cursor box').to.equal(true);

    await moveTo(200, 150);
    await frame();
    expect([box().left, box().top, box().width, box().height]).to.deep.equal([190, 140, 20, 20]);
    expect(await under(group, 200, 150)).to.deep.equal(colour(0));

    group.next();
    expect(await under(group, 200, 150), 'the next sprite').to.deep.equal(colour(1));

    // Its own playback drives it: wait for a sprite change, stop there, and look.
    const before = group.pointer;
    const changed = new Promise<void>((resolve) =>
      group.addEventListener('lib-sprite-change', () => resolve(), { once: true }),
    );
    group.play();
    await changed;
    group.pause();
    expect(group.pointer).to.not.equal(before);
    expect(await under(group, 200, 150), 'the sprite the playback moved to').to.deep.equal(colour(group.pointer));

    await moveTo(260, 180);
    expect(await under(group, 260, 180), 'it follows the pointer').to.deep.equal(colour(group.pointer));
  });

  it('goes back where it was when the cursor stops', async () => {
    const root = place(`<div id="home">${WALKER}</div><lib-fake-cursor group="#walker"></lib-fake-cursor>`);
    const { cursor, group } = await ready(root);
    expect(group.parentElement!.id).to.not.equal('home');
    cursor.disabled = true;
    await cursor.updateComplete;
    expect(group.parentElement!.id).to.equal('home');
    expect(group.style.getPropertyValue('left')).to.equal('');
    cursor.disabled = false;
    await cursor.updateComplete;
    expect(CI.get()!.contains(group)).to.equal(true);
    cursor.remove();
    expect(group.parentElement!.id).to.equal('home');
  });

  it('a <lib-sprites-group> child is the cursor, and returns into the element afterwards', async () => {
    const root = place(`<lib-fake-cursor hotspot-x="5" hotspot-y="5">${WALKER}</lib-fake-cursor>`);
    const { cursor, group } = await ready(root);
    expect(cursor.showing).to.equal(true);
    await moveTo(120, 120);
    expect(await under(group, 120, 120)).to.deep.equal(colour(0));
    expect([box().left, box().top]).to.deep.equal([115, 115]);
    cursor.remove();
    expect(group.parentElement).to.equal(cursor);
    expect(CI.isShowing()).to.equal(false);
  });

  it('an autoplaying group child of a state walks as the cursor (its playback carries on after the move)', async () => {
    const root = place(`<div id="panel" style="position:fixed;left:300px;top:100px;width:200px;height:200px"></div>
      <lib-fake-cursor src="${ARROW}" width="20" height="20">
        <lib-cursor-state match="#panel">${WALKER.replace('fps="8" loop', 'fps="20" loop autoplay')}</lib-cursor-state>
      </lib-fake-cursor>`);
    const group = root.querySelector('lib-sprites-group')!;
    await imagesReady(group, SHEET);
    await root.querySelector('lib-fake-cursor')!.updateComplete;
    await moveTo(400, 200);
    for (let i = 0; i < 10 && !CI.get()!.contains(group); i++) await frame();
    expect(CI.get()!.contains(group)).to.equal(true);
    expect(group.playing).to.equal(true);
    const seen = new Set<number>();
    const until = performance.now() + 1500;
    while (performance.now() < until && seen.size < 3) {
      seen.add(group.pointer);
      await frame();
    }
    expect([...seen].sort(), 'it walks through its sprites').to.deep.equal([0, 1, 2]);
  });

  it('a state can use a group: over its elements the group is the cursor, elsewhere the image', async () => {
    const root = place(`<div id="home">${WALKER}</div>
      <div id="panel" style="position:fixed;left:300px;top:100px;width:200px;height:200px;background:white"></div>
      <lib-fake-cursor src="${ARROW}" width="20" height="20">
        <lib-cursor-state match="#panel" group="#walker" hotspot-x="10" hotspot-y="10"></lib-cursor-state>
      </lib-fake-cursor>`);
    const { group } = await ready(root);
    await moveTo(100, 100);
    expect(await under(group, 105, 105), 'the image').to.deep.equal([0, 0, 0]);
    await moveTo(400, 200);
    expect(await under(group, 400, 200), 'the group').to.deep.equal(colour(0));
    expect(CI.get()!.contains(group)).to.equal(true);
    await moveTo(100, 100);
    expect(await under(group, 105, 105)).to.deep.equal([0, 0, 0]);
    expect(group.parentElement!.id, 'the group went home').to.equal('home');
  });
});
