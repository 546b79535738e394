/**
 * axe-core (through @open-wc/testing's `accessible()` assertion) on what the fake cursor
 * puts in the page: its box with an image, with state images, with a sprite group, and
 * the page under it. `<lib-fake-cursor>` itself renders nothing (axe has no box to check).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { LIB_Mouse, type LibFakeCursor } from './index.js';
import { defineSpriteElements, type LibSpritesGroupElement } from '../elements/index.js';
import { drawSheet as drawGroupSheet, imagesReady } from '../../test/support/elements.js';
import {
  drawStrip,
  frames,
  imageSettled,
  moveTo,
  place,
  removePlaced,
  waitForVisiblePage,
} from '../../test/support/cursor.js';
import { frame } from '../../test/support/page.js';

waitForVisiblePage();
defineSpriteElements();

const CI = LIB_Mouse.CursorImage;
const ARROW = drawStrip(['red', 'maroon'], 20);
const HAND = drawStrip(['lime'], 24);
const SHEET = drawGroupSheet(3, 1, 20).url;

const PAGE = `
  <a id="link" href="#link" style="position:fixed;left:200px;top:100px;width:100px;height:40px;display:block">A link</a>
  <button style="position:fixed;left:320px;top:100px;width:100px;height:40px">A button</button>
  <label style="position:fixed;left:200px;top:200px">Name <input /></label>
`;

async function cursorIn(root: HTMLElement): Promise<LibFakeCursor> {
  const cursor = root.querySelector('lib-fake-cursor')!;
  await cursor.updateComplete;
  for (const state of cursor.querySelectorAll('lib-cursor-state')) await state.updateComplete;
  return cursor;
}

/** The box the cursor shows in: hidden from assistive technology, with nothing in it to focus or name. */
async function expectDecorativeBox(): Promise<HTMLElement> {
  const box = CI.get()!;
  expect(CI.isShowing(), 'the cursor shows').to.equal(true);
  expect(box.getAttribute('aria-hidden')).to.equal('true');
  for (const img of box.querySelectorAll('img'))
    expect(img.getAttribute('alt'), 'every image is decorative').to.equal('');
  expect(getComputedStyle(box).pointerEvents, 'it never takes the pointer').to.equal('none');
  await expect(box).to.be.accessible();
  return box;
}

afterEach(async () => {
  document.querySelectorAll('lib-sprites-group').forEach((g) => g.pause());
  removePlaced();
  CI.hide(true);
  await resetMouse();
});

describe('accessibility of <lib-fake-cursor> (axe)', () => {
  it('the check is live: something focusable in the hidden box fails it', async () => {
    const root = place(`<lib-fake-cursor src="${ARROW}" width="20" height="20" frames="2"></lib-fake-cursor>`);
    await cursorIn(root);
    await imageSettled(CI.getImage()!);
    await moveTo(50, 50);
    const box = await expectDecorativeBox();
    const button = document.createElement('button');
    button.textContent = 'focusable';
    box.append(button);
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          await expect(box, 'a focusable button under aria-hidden').not.to.be.accessible();
          break;
        } catch (error) {
          // Only a check the box was hidden for (the pointer left the window, as other test windows
          // take it under load) is made again: a hidden box holds nothing focusable for axe.
          if (attempt === 3 || getComputedStyle(box).visibility !== 'hidden') throw error;
          await moveTo(50 + attempt, 50);
          await frames(2);
        }
      }
    } finally {
      // The box is the page's one cursor box: a button left in it would fail every check after this one.
      button.remove();
    }
  });

  it('an animated image cursor: the box is decorative and the page under it stays accessible', async () => {
    const root = place(
      `${PAGE}<lib-fake-cursor src="${ARROW}" width="20" height="20" frames="2" frame-ms="50"></lib-fake-cursor>`,
    );
    await cursorIn(root);
    await imageSettled(CI.getImage()!);
    await moveTo(250, 120);
    await frames(2);
    await expectDecorativeBox();
    await expect(root).to.be.accessible();
  });

  it('with states: each state image is decorative too, over a link and a text field', async () => {
    const root = place(`${PAGE}
      <lib-fake-cursor src="${ARROW}" width="20" height="20">
        <lib-cursor-state match="a, button" src="${HAND}" width="24" height="24"></lib-cursor-state>
      </lib-fake-cursor>`);
    const cursor = await cursorIn(root);
    await imageSettled(CI.getImage()!);
    await moveTo(250, 120);
    for (let i = 0; i < 60 && cursor.state.target !== root.querySelector('#link'); i++) await frame();
    expect(cursor.state.target, 'the link state is in force').to.equal(root.querySelector('#link'));
    // The state's look shows once its image is decoded (never a blank frame), which can take
    // frames after the state is in force on a loaded machine.
    await waitUntil(() => CI.get()!.querySelectorAll('img').length > 1, 'the state shows its own image', {
      timeout: 5000,
    });
    await expectDecorativeBox();
    await expect(root).to.be.accessible();
    // Over the text field the system cursor is kept.
    await moveTo(260, 210);
    for (let i = 0; i < 60 && !cursor.state.native; i++) await frame();
    expect(cursor.state.native).to.equal(true);
    await expect(root).to.be.accessible();
  });

  it('a labelled sprite group as the cursor: moved into the hidden box, and accessible again once put back', async () => {
    const root = place(`${PAGE}
      <lib-sprites-group id="walker" label="A walking cursor" src="${SHEET}" width="20" height="20" src-width="20" src-height="20">
        <lib-sprite></lib-sprite><lib-sprite src-left="20"></lib-sprite>
      </lib-sprites-group>
      <lib-fake-cursor group="#walker"></lib-fake-cursor>`);
    const group = root.querySelector<LibSpritesGroupElement>('#walker')!;
    await imagesReady(group, SHEET);
    const cursor = await cursorIn(root);
    await moveTo(100, 300);
    await frames(2);
    const box = await expectDecorativeBox();
    expect(group.parentElement, 'the group is the cursor').to.equal(box);
    expect(group.getAttribute('role')).to.equal('img');
    await expect(root).to.be.accessible();
    cursor.remove();
    await frames(1);
    expect(group.parentElement, 'the group went home').to.equal(root);
    await expect(group).to.be.accessible();
  });

  it('over a modal dialog: the raised box stays hidden, the dialog stays accessible', async () => {
    const root = place(`<lib-fake-cursor src="${ARROW}" width="20" height="20"></lib-fake-cursor>
      <dialog><p>Save the level?</p><button>Save</button></dialog>`);
    await cursorIn(root);
    await imageSettled(CI.getImage()!);
    await moveTo(60, 60);
    const dialog = root.querySelector('dialog')!;
    const opened = new Promise((resolve) => dialog.addEventListener('toggle', resolve, { once: true }));
    dialog.showModal();
    await opened;
    await frames(2);
    const box = await expectDecorativeBox();
    expect(box.matches(':popover-open'), 'the box joined the top layer').to.equal(true);
    await expect(dialog).to.be.accessible();
    dialog.close();
  });
});
