import { expect } from '@open-wc/testing';
import type { LIB_GraphicSpritesChange } from '../../model/index.js';
import type { LibSpriteElement, LibSpritesGroupElement, SpriteChangeDetail } from '../index.js';
import { runFrame } from '../playback/playback.js';
import { cleanup, mount, part, settle, useFakeClock } from '../../../test/support/elements.js';

const MARKUP = `<lib-sprites-group id="g" src-type="TEXT" src="group">
  <lib-sprite id="a"><lib-sub-sprite id="a1"></lib-sub-sprite><lib-sub-sprite id="a2" z-index="3"></lib-sub-sprite></lib-sprite>
  <lib-sprite id="b" src="bee"></lib-sprite>
  <lib-sprite id="c"></lib-sprite>
</lib-sprites-group>`;

const spriteIds = (group: LibSpritesGroupElement): string[] =>
  [...group.querySelectorAll(':scope > lib-sprite')].map((e) => e.id);
const subIds = (group: LibSpritesGroupElement, id: string): string[] =>
  [...group.querySelectorAll(`:scope > lib-sprite#${id} > lib-sub-sprite`)].map((e) => e.id);
const attrs = (el: Element): Record<string, string> =>
  Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));

/** Counts the model changes a settled group still makes: model → DOM → model must not come back. */
function recordChanges(group: LibSpritesGroupElement): LIB_GraphicSpritesChange[] {
  const changes: LIB_GraphicSpritesChange[] = [];
  group.controller.addChangeListener((change) => changes.push(change));
  return changes;
}

/** After the DOM mirrored a model call: one element per object, bound both ways, nothing doubled. */
async function expectNoEcho(group: LibSpritesGroupElement, run: () => void): Promise<LIB_GraphicSpritesChange[]> {
  const changes = recordChanges(group);
  run();
  const during = changes.length;
  await settle(group);
  expect(changes.length, 'the DOM side made no model changes of its own').to.equal(during);
  const sprites = group.controller.getSprites()!;
  expect(spriteIds(group)).to.deep.equal(sprites.map((s) => String(s.id)));
  for (const sprite of sprites) {
    const el = group.querySelector<LibSpriteElement>(`:scope > lib-sprite[id="${String(sprite.id)}"]`)!;
    expect(el.model).to.equal(sprite);
    expect(subIds(group, String(sprite.id))).to.deep.equal(sprite.subSprites.map((s) => String(s.id)));
  }
  return changes;
}

describe('controller → DOM', () => {
  afterEach(cleanup);

  it('insertSprite / insert create a child carrying the own values as attributes, inherited ones left out', async () => {
    const group = await mount(MARKUP);
    await expectNoEcho(group, () => {
      group.controller.insertSprite({
        id: 'd',
        src: 'dee',
        left: 4,
        width: 10,
        srcType: 'TEXT',
        data: { role: 'hero', n: 2 },
      });
      group.controller.insert({ id: 'e', subSprites: [{ id: 'e1', top: 3 }] });
    });
    const d = group.querySelector<LibSpriteElement>('#d')!;
    expect(attrs(d)).to.deep.equal({ id: 'd', src: 'dee', left: '4', width: '10', 'data-role': 'hero', 'data-n': '2' });
    expect(d.srcType, 'same as the group, so inherited, not written').to.equal(1);
    expect(attrs(group.querySelector<LibSpriteElement>('#e1')!)).to.deep.equal({ id: 'e1', top: '3' });
    // Still inheriting live afterwards.
    group.setAttribute('height', '70');
    expect(group.controller.getSpriteById('d')!.height).to.equal(70);
  });

  it('insertSprite with an existing id replaces in place: the same element carries the new values', async () => {
    const group = await mount(MARKUP);
    const a = group.querySelector<LibSpriteElement>('#a')!;
    await expectNoEcho(group, () =>
      group.controller.insertSprite({ id: 'a', src: 'new a', subSprites: [{ id: 'z' }] }),
    );
    expect(group.querySelector<LibSpriteElement>('#a')).to.equal(a);
    expect(a.getAttribute('src')).to.equal('new a');
    expect(subIds(group, 'a')).to.deep.equal(['z']);
    expect(spriteIds(group)).to.deep.equal(['a', 'b', 'c']);
    expect(part(group, '[part~=sprite] > [part=text]')!.textContent).to.equal('new a');
  });

  it('insertSprites (insertSpritesGroup) writes the group fields it changes and appends the sprites', async () => {
    const group = await mount(MARKUP);
    await expectNoEcho(group, () =>
      group.controller.insertSprites({ width: 64, src: 'from model', sprites: [{ id: 'x' }, { id: 'y', width: 8 }] }),
    );
    expect(group.getAttribute('width')).to.equal('64');
    expect(group.getAttribute('src')).to.equal('from model');
    expect(spriteIds(group)).to.deep.equal(['a', 'b', 'c', 'x', 'y']);
    expect(group.querySelector<LibSpriteElement>('#x')!.hasAttribute('width')).to.equal(false);
    expect(group.querySelector<LibSpriteElement>('#y')!.getAttribute('width')).to.equal('8');
    // Sprites that had no width kept the old inherited 32 in the model, so the DOM now says so.
    expect(group.querySelector<LibSpriteElement>('#a')!.getAttribute('width')).to.equal('32');
    expect(group.querySelector<LibSpriteElement>('#b')!.width).to.equal(32);
  });

  it("insertSubSprite / insertSubSprites and the sprite's insert field create sub-sprite children in place", async () => {
    const group = await mount(MARKUP);
    const c = group.controller;
    await expectNoEcho(group, () => {
      c.insertSubSprite({ id: 'b1', left: 2 }, c.getSpriteById('b'));
      c.insertSubSprites([{ id: 'b2' }, { id: 'b3', zIndex: 9 }], c.getSpriteById('b'));
      c.getSpriteById('c')!.insert({ id: 'c1' });
      c.insertSubSprite({ id: 'a1', src: 'replaced a1' }, c.getSpriteById('a'));
    });
    expect(subIds(group, 'b')).to.deep.equal(['b1', 'b2', 'b3']);
    expect(group.querySelector<LibSpriteElement>('#b3')!.getAttribute('z-index')).to.equal('9');
    expect(subIds(group, 'c')).to.deep.equal(['c1']);
    expect(subIds(group, 'a')).to.deep.equal(['a1', 'a2']);
    expect(group.querySelector<LibSpriteElement>('#a1')!.getAttribute('src')).to.equal('replaced a1');
  });

  it('removeSprite / remove / removeSpriteById / removeById remove the child elements', async () => {
    const group = await mount(MARKUP + '');
    group.insertAdjacentHTML('beforeend', '<lib-sprite id="d"></lib-sprite><lib-sprite id="e"></lib-sprite>');
    await settle(group);
    const b = group.querySelector<LibSpriteElement>('#b')!;
    await expectNoEcho(group, () => {
      group.controller.removeSprite(1);
      group.controller.remove(0);
      group.controller.removeSpriteById('e');
      group.controller.removeById('nope');
    });
    expect(b.isConnected).to.equal(false);
    expect(spriteIds(group)).to.deep.equal(['c', 'd']);
  });

  it('removeSprites (removeAll) empties the group, and the pointer attribute goes', async () => {
    const group = await mount(MARKUP);
    await expectNoEcho(group, () => group.controller.removeAll());
    expect(group.querySelectorAll('lib-sprite')).to.have.length(0);
    expect(group.hasAttribute('pointer')).to.equal(false);
    expect(part(group, '[part~=sprite]')).to.equal(null);
  });

  it("removeSubSprite / removeSubSpriteById / removeSubSprites and the sprite's remove fields", async () => {
    const group = await mount(MARKUP);
    const c = group.controller;
    const a = c.getSpriteById('a')!;
    await expectNoEcho(group, () => c.removeSubSprite(0, a));
    expect(subIds(group, 'a')).to.deep.equal(['a2']);
    await expectNoEcho(group, () => c.removeSubSpriteById('a2', a));
    expect(subIds(group, 'a')).to.deep.equal([]);
    c.insertSubSprites([{ id: 'p' }, { id: 'q' }], a);
    await expectNoEcho(group, () => a.removeById('p'));
    expect(subIds(group, 'a')).to.deep.equal(['q']);
    await expectNoEcho(group, () => c.removeSubSprites(a));
    expect(subIds(group, 'a')).to.deep.equal([]);
  });

  it('a duplicate-id element shadowed in the DOM leaves with the object it stood for', async () => {
    const group = await mount(
      '<lib-sprites-group><lib-sprite id="a"></lib-sprite><lib-sprite id="a"></lib-sprite></lib-sprites-group>',
    );
    group.controller.removeSpriteById('a');
    await settle(group);
    expect(group.querySelectorAll('lib-sprite')).to.have.length(0);
    expect(group.controller.getSprites()!).to.have.length(0);
  });

  it('setZIndex / setZIndexSprite / setZIndexSubSprite write z-index, and the shown stacking follows', async () => {
    const group = await mount(MARKUP);
    const c = group.controller;
    await expectNoEcho(group, () => {
      c.setZIndex(5);
      c.setZIndexSprite(c.getSpriteById('b'), 2);
      c.setZIndexSubSprite(c.getSpriteById('a')!.subSprites[0]!, 8);
    });
    expect(group.getAttribute('z-index')).to.equal('5');
    expect(group.querySelector<LibSpriteElement>('#b')!.getAttribute('z-index')).to.equal('2');
    // a and c kept their z-index 1 while the group's became 5: written so they do not follow it.
    expect(group.querySelector<LibSpriteElement>('#a')!.getAttribute('z-index')).to.equal('1');
    expect(group.querySelector<LibSpriteElement>('#a1')!.getAttribute('z-index')).to.equal('8');
    expect(c.getSpriteById('a')!.subSpritesByZIndex.map((s) => s.id)).to.deep.equal(['a2', 'a1']);
    const shown = group.shadowRoot!.querySelectorAll<HTMLElement>('[part=sub-sprite]');
    expect([...shown].map((s) => s.style.zIndex)).to.deep.equal(['3', '8']);
  });

  it('setDisabled (with and without affectChildren) writes disabled so the DOM keeps what the model holds', async () => {
    const group = await mount(MARKUP);
    const c = group.controller;
    await expectNoEcho(group, () => c.setDisabled(true));
    expect(group.hasAttribute('disabled')).to.equal(true);
    expect(
      group.querySelector<LibSpriteElement>('#a')!.hasAttribute('disabled'),
      'true like the group: inherited, not written',
    ).to.equal(false);
    expect(part(group, '[part~=sprite]')).to.equal(null);
    await expectNoEcho(group, () => c.setDisabled(false, false));
    expect(group.hasAttribute('disabled')).to.equal(false);
    // Children keep their flags (true) while the group is now false: written as own values.
    expect(group.querySelector<LibSpriteElement>('#a')!.getAttribute('disabled')).to.equal('');
    expect(group.querySelector<LibSpriteElement>('#a1')!.hasAttribute('disabled'), 'same as its sprite').to.equal(
      false,
    );
    expect(group.querySelector<LibSpriteElement>('#a')!.disabled).to.equal(true);
    expect(c.getSpriteById('a')!.disabled).to.equal(true);
    expect(part(group, '[part~=sprite]')).to.equal(null);
    await expectNoEcho(group, () => c.setDisabled(false, true));
    // false everywhere now, as inherited: the written flag goes again.
    expect(group.querySelector<LibSpriteElement>('#a')!.hasAttribute('disabled')).to.equal(false);
    expect(group.querySelector<LibSpriteElement>('#a')!.disabled).to.equal(false);
    expect(part(group, '[part~=sprite]')).to.exist;
    // Children that stay false under a disabled group need an explicit false.
    await expectNoEcho(group, () => c.setDisabled(true, false));
    expect(group.querySelector<LibSpriteElement>('#b')!.getAttribute('disabled')).to.equal('false');
    expect(group.querySelector<LibSpriteElement>('#a')!.getAttribute('disabled')).to.equal('false');
    expect(group.querySelector<LibSpriteElement>('#a1')!.hasAttribute('disabled'), 'false like its sprite').to.equal(
      false,
    );
    expect(group.querySelector<LibSpriteElement>('#a')!.disabled).to.equal(false);
  });

  it("setDisabledSprite / setDisabledSubSprite and the sprite's setDisabled field", async () => {
    const group = await mount(MARKUP);
    const c = group.controller;
    const a = c.getSpriteById('a')!;
    await expectNoEcho(group, () => c.setDisabledSprite(a, true));
    expect(group.querySelector<LibSpriteElement>('#a')!.hasAttribute('disabled')).to.equal(true);
    expect(
      group.querySelector<LibSpriteElement>('#a1')!.hasAttribute('disabled'),
      'sub-sprites true like their sprite',
    ).to.equal(false);
    expect(c.getSpriteById('a')!.subSprites[0]!.disabled).to.equal(true);
    expect(part(group, '[part~=sprite]')).to.equal(null);
    // affectParents without affectParentsChildren: sprite and group become false, the other sub-sprite stays true.
    await expectNoEcho(group, () => c.setDisabledSubSprite(a.subSprites[1]!, false, true, false));
    expect(group.querySelector<LibSpriteElement>('#a')!.hasAttribute('disabled')).to.equal(false);
    expect(c.isDisabledSprite(a)).to.equal(false);
    expect(group.querySelector<LibSpriteElement>('#a1')!.getAttribute('disabled')).to.equal('');
    expect(group.querySelector<LibSpriteElement>('#a2')!.hasAttribute('disabled')).to.equal(false);
    expect(group.shadowRoot!.querySelectorAll('[part=sub-sprite]')).to.have.length(1);
    // The defaults for false reach everything.
    await expectNoEcho(group, () => a.subSprites[0]!.setDisabled(false));
    expect(group.querySelector<LibSpriteElement>('#a1')!.hasAttribute('disabled')).to.equal(false);
    expect(group.shadowRoot!.querySelectorAll('[part=sub-sprite]')).to.have.length(2);
    await expectNoEcho(group, () => c.getSpriteById('b')!.setDisabled(true, false, false));
    expect(group.querySelector<LibSpriteElement>('#b')!.hasAttribute('disabled')).to.equal(true);
  });

  it('setPropertyCascade writes the value on every element it changed, or only the current ones', async () => {
    const group = await mount(MARKUP);
    const c = group.controller;
    await expectNoEcho(group, () => c.setPropertyCascade('srcLeft', 6));
    expect(group.getAttribute('src-left')).to.equal('6');
    for (const id of ['a', 'a1', 'b', 'c'])
      expect(group.querySelector(`#${id}`)!.hasAttribute('src-left'), id).to.equal(false);
    for (const id of ['a', 'a1', 'b', 'c'])
      expect(group.querySelector<LibSpriteElement>(`#${id}`)!.srcLeft, id).to.equal(6);
    await expectNoEcho(group, () => c.setPropertyCascade('height', 9, true));
    expect(group.getAttribute('height')).to.equal('9');
    expect(group.querySelector<LibSpriteElement>('#a')!.hasAttribute('height')).to.equal(false);
    expect(group.querySelector<LibSpriteElement>('#b')!.getAttribute('height')).to.equal('32');
    expect(group.querySelector<LibSpriteElement>('#b')!.height).to.equal(32);
    await expectNoEcho(group, () => c.setPropertyCascade('src', 'everywhere'));
    expect(group.querySelector<LibSpriteElement>('#b')!.getAttribute('src')).to.equal('everywhere');
    expect(part(group, '[part~=sprite] > [part=text]')!.textContent).to.equal('everywhere');
  });

  it('setPointer / setNext / setPrevious (and aliases, group methods) update the pointer attribute, the shown sprite and fire lib-sprite-change', async () => {
    const group = await mount(MARKUP);
    const c = group.controller;
    const seen: SpriteChangeDetail[] = [];
    group.addEventListener('lib-sprite-change', (e) => seen.push(e.detail));
    const shownText = (): string => part(group, '[part~=sprite] > [part=text]')!.textContent!;

    c.setPointer(2);
    await settle(group);
    expect(group.getAttribute('pointer')).to.equal('2');
    expect(group.currentElement === group.querySelector<LibSpriteElement>('#c')).to.equal(true);
    expect(shownText()).to.equal('group');

    c.setPrevious();
    await settle(group);
    expect(group.getAttribute('pointer')).to.equal('1');
    expect(shownText()).to.equal('bee');

    c.next();
    c.setNext(true);
    c.setCurrentPosition(1);
    c.previous();
    group.next();
    group.previous();
    expect(group.next()?.id).to.equal('b');
    expect(group.next()?.id).to.equal('c');
    expect(group.next() === null, 'no loop: null at the end').to.equal(true);
    group.loop = true;
    expect(group.next()?.id).to.equal('a');
    await settle(group);
    expect(seen.map((d) => d.pointer)).to.deep.equal([2, 1, 2, 0, 1, 0, 1, 0, 1, 2, 0]);
    expect(seen[1]!.pointer).to.equal(1);
    expect(seen[1]!.pointerPrevious).to.equal(2);
    expect(seen[1]!.sprite === c.getSpriteById('b')).to.equal(true);
    expect(group.getAttribute('pointer')).to.equal('0');
    expect(group.pointer).to.equal(0);
    expect(group.current === c.getSpriteById('a')).to.equal(true);

    // The sprite's own setPointer field, and the pointer re-clamp after a removal, are moves too
    // (docs/model.md#pointer: removing the pointed last sprite clamps to the new last, as setPointer(2) would).
    c.getSpriteById('c')!.setPointer(2);
    c.removeSpriteById('c');
    await settle(group);
    expect(seen.slice(-2).map((d) => d.pointer)).to.deep.equal([2, 1]);
    expect(group.getAttribute('pointer')).to.equal('1');
  });
});

describe('controller changes while playing', () => {
  const clock = useFakeClock(10_000);
  const PLAYED = `<lib-sprites-group src-type="TEXT"><lib-sprite id="a" src="A"></lib-sprite><lib-sprite id="b" src="B"><lib-sub-sprite id="b1"></lib-sub-sprite></lib-sprite><lib-sprite id="c" src="C"></lib-sprite></lib-sprites-group>`;
  const describeChange = (group: LibSpritesGroupElement, c: LIB_GraphicSpritesChange): unknown[] =>
    c.type === 'pointer'
      ? [c.type, c.pointerPrevious, c.pointer]
      : c.type === 'time'
        ? [
            c.type,
            c.target === group.controller ? 'group' : String((c.target as { id: unknown }).id),
            (c.target as { time: number }).time,
          ]
        : [c.type];

  it("a change listener sees each move of playback: the pointer, then the times of the group, the sprite and its sub-sprites, each the move's start", async () => {
    const group = await mount(PLAYED);
    group.play();
    const changes = recordChanges(group);
    runFrame(clock.advance(100));
    expect(changes.map((c) => describeChange(group, c))).to.deep.equal([
      ['pointer', 0, 1],
      ['time', 'group', clock.now],
      ['time', 'b', clock.now],
      ['time', 'b1', clock.now],
    ]);
    changes.length = 0;
    // Late by 30 ms: the move keeps the schedule, its start 30 ms ago.
    runFrame(clock.advance(130));
    expect(changes.map((c) => describeChange(group, c))).to.deep.equal([
      ['pointer', 1, 2],
      ['time', 'group', clock.now - 30],
      ['time', 'c', clock.now - 30],
    ]);
    group.pause();
  });

  it('a sprite disabled through the model while playing is passed over from the next move', async () => {
    const group = await mount(PLAYED);
    const c = group.controller;
    group.play();
    runFrame(clock.advance(50));
    c.setDisabledSprite(c.getSprite(1)!, true);
    runFrame(clock.advance(50));
    expect(group.pointer, 'b is disabled: a goes on to c').to.equal(2);
    group.pause();
  });
});
