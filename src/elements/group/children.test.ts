import { expect } from '@open-wc/testing';
import type { LibSpriteElement, LibSpritesGroupElement } from '../index.js';
import { captureWarnings, cleanup, mount, part, settle } from '../../../test/support/elements.js';

const ids = (group: LibSpritesGroupElement): unknown[] => group.controller.getSprites()!.map((s) => s.id);
const subIds = (group: LibSpritesGroupElement, spriteId: string): unknown[] =>
  group.controller.getSpriteById(spriteId)!.subSprites.map((s) => s.id);

/** Model and DOM agree: one object per element, in DOM order, each bound to its element. */
function expectInStep(group: LibSpritesGroupElement): void {
  const elements = [...group.children].filter((c) => c.localName === 'lib-sprite');
  const sprites = group.controller.getSprites()!;
  expect(sprites.map((s) => s.id)).to.deep.equal(
    elements.map((e) => e.id || undefined).map((id, i) => id ?? sprites[i]!.id),
  );
  sprites.forEach((sprite, i) => {
    expect(sprite.position).to.equal(i);
    expect((elements[i] as HTMLElementTagNameMap['lib-sprite']).model).to.equal(sprite);
    const subElements = [...elements[i]!.children].filter((c) => c.localName === 'lib-sub-sprite');
    expect(sprite.subSprites.map((s) => s.id)).to.deep.equal(
      subElements.map((e, j) => e.id || sprite.subSprites[j]!.id),
    );
  });
  const byZ = group.controller.getSprites(true)!;
  for (let i = 1; i < byZ.length; i++) expect(byZ[i - 1]!.zIndex <= byZ[i]!.zIndex).to.equal(true);
}

const sprite = (id: string, attrs = ''): HTMLElement => {
  const el = document.createElement('lib-sprite');
  el.id = id;
  el.innerHTML = attrs;
  return el;
};

describe('child mutations', () => {
  afterEach(cleanup);

  it('appendChild inserts at the end; the first sprite sets the pointer to 0', async () => {
    const group = await mount('<lib-sprites-group></lib-sprites-group>');
    expect(group.pointer).to.equal(-1);
    group.appendChild(sprite('a'));
    group.appendChild(sprite('b'));
    await settle(group);
    expect(ids(group)).to.deep.equal(['a', 'b']);
    expect(group.pointer).to.equal(0);
    expectInStep(group);
  });

  it('remove() and removeChild remove the model object', async () => {
    const group = await mount(
      '<lib-sprites-group><lib-sprite id="a"></lib-sprite><lib-sprite id="b"></lib-sprite><lib-sprite id="c"></lib-sprite></lib-sprites-group>',
    );
    const b = group.querySelector<LibSpriteElement>('#b')!;
    const model = b.model!;
    b.remove();
    group.removeChild(group.querySelector<LibSpriteElement>('#c')!);
    await settle(group);
    expect(ids(group)).to.deep.equal(['a']);
    expect(model.container).to.equal(null);
    expect(b.model).to.equal(null);
    expectInStep(group);
  });

  it('insertBefore inserts in place, and moving an element reorders the model (positions follow DOM order)', async () => {
    const group = await mount(
      '<lib-sprites-group><lib-sprite id="a" z-index="2"></lib-sprite><lib-sprite id="c"></lib-sprite></lib-sprites-group>',
    );
    group.insertBefore(sprite('b'), group.querySelector<LibSpriteElement>('#c'));
    await settle(group);
    expect(ids(group)).to.deep.equal(['a', 'b', 'c']);
    const a = group.querySelector<LibSpriteElement>('#a')!;
    const objectA = a.model;
    group.appendChild(a);
    await settle(group);
    expect(ids(group)).to.deep.equal(['b', 'c', 'a']);
    expect(a.model, 'moved, not re-created').to.equal(objectA);
    expect(group.controller.getSprites(true)!.map((s) => s.id)).to.deep.equal(['b', 'c', 'a']);
    expectInStep(group);
  });

  it('replaceChild and replaceWith swap the objects in place', async () => {
    const group = await mount(
      '<lib-sprites-group><lib-sprite id="a"></lib-sprite><lib-sprite id="b"></lib-sprite></lib-sprites-group>',
    );
    group.replaceChild(sprite('x'), group.querySelector<LibSpriteElement>('#a')!);
    group.querySelector<LibSpriteElement>('#b')!.replaceWith(sprite('y'));
    await settle(group);
    expect(ids(group)).to.deep.equal(['x', 'y']);
    expectInStep(group);
  });

  it('setting innerHTML on the group rebuilds the sprites; sub-sprites come along', async () => {
    const group = await mount('<lib-sprites-group><lib-sprite id="old"></lib-sprite></lib-sprites-group>');
    group.innerHTML = `<lib-sprite id="p"><lib-sub-sprite id="p1"></lib-sub-sprite><lib-sub-sprite id="p2"></lib-sub-sprite></lib-sprite>
      text is ignored <div>so is this</div><lib-sprite id="q"></lib-sprite>`;
    expect(ids(group), 'reading controller applies pending DOM changes').to.deep.equal(['p', 'q']);
    expect(subIds(group, 'p')).to.deep.equal(['p1', 'p2']);
    await settle(group);
    expectInStep(group);
    group.innerHTML = '';
    await settle(group);
    expect(ids(group)).to.deep.equal([]);
    expect(group.pointer).to.equal(-1);
    expect(group.hasAttribute('pointer')).to.equal(false);
  });

  it('sub-sprite children: append, remove, insertBefore, move between sprites', async () => {
    const group = await mount(
      '<lib-sprites-group><lib-sprite id="a"><lib-sub-sprite id="a1"></lib-sub-sprite></lib-sprite><lib-sprite id="b"></lib-sprite></lib-sprites-group>',
    );
    const a = group.querySelector<LibSpriteElement>('#a')!;
    const b = group.querySelector<LibSpriteElement>('#b')!;
    const a0 = document.createElement('lib-sub-sprite');
    a0.id = 'a0';
    a.insertBefore(a0, a.firstChild);
    a.insertAdjacentHTML('beforeend', '<lib-sub-sprite id="a2"></lib-sub-sprite>');
    await settle(group);
    expect(subIds(group, 'a')).to.deep.equal(['a0', 'a1', 'a2']);
    b.appendChild(group.querySelector<LibSpriteElement>('#a1')!);
    group.querySelector<LibSpriteElement>('#a2')!.remove();
    await settle(group);
    expect(subIds(group, 'a')).to.deep.equal(['a0']);
    expect(subIds(group, 'b')).to.deep.equal(['a1']);
    expect(group.querySelector<LibSpriteElement>('#a1')!.model!.parent).to.equal(b.model);
    expectInStep(group);
  });

  it('a sprite moved to another group leaves the first model and joins the second', async () => {
    const one = await mount(
      '<lib-sprites-group id="one"><lib-sprite id="m"><lib-sub-sprite id="m1"></lib-sub-sprite></lib-sprite></lib-sprites-group>',
    );
    const two = await mount('<lib-sprites-group id="two" width="50"></lib-sprites-group>');
    const m = one.querySelector<LibSpriteElement>('#m')!;
    two.appendChild(m);
    await settle(one);
    await settle(two);
    expect(ids(one)).to.deep.equal([]);
    expect(ids(two)).to.deep.equal(['m']);
    expect(m.model!.container).to.equal(two.controller);
    expect(m.width).to.equal(50);
    expect(subIds(two, 'm')).to.deep.equal(['m1']);
  });

  it('two children with one id: the later replaces the earlier in place, with one warning; removing it brings the earlier back', async () => {
    const warnings = captureWarnings();
    try {
      const group =
        await mount(`<lib-sprites-group src-type="TEXT"><lib-sprite id="a" src="first"></lib-sprite><lib-sprite id="b"></lib-sprite>
        <lib-sprite id="a" src="second"></lib-sprite></lib-sprites-group>`);
      expect(ids(group)).to.deep.equal(['a', 'b']);
      expect(group.controller.getSpriteById('a')!.src).to.equal('second');
      expect(warnings.messages.filter((m) => m.includes('same-id'))).to.have.length(1);
      expect(warnings.messages[0]).to.contain('<lib-sprite id="a">');
      expect(part(group, '[part=text]')!.textContent).to.equal('second');

      const [first, , second] = group.querySelectorAll('lib-sprite');
      expect(first!.model).to.equal(null);
      second!.remove();
      await settle(group);
      expect(ids(group)).to.deep.equal(['a', 'b']);
      expect(group.controller.getSpriteById('a')!.src).to.equal('first');
      expect(first!.model).to.equal(group.controller.getSpriteById('a'));

      // Appending a duplicate later also replaces in place (and warns once).
      group.insertAdjacentHTML('beforeend', '<lib-sprite id="b" src="late b"></lib-sprite>');
      await settle(group);
      expect(ids(group)).to.deep.equal(['a', 'b']);
      expect(group.controller.getSpriteById('b')!.src).to.equal('late b');
      expect(warnings.messages.filter((m) => m.includes('same-id'))).to.have.length(2);

      // Same rule for sub-sprites within one sprite.
      first!.innerHTML =
        '<lib-sub-sprite id="s" src="1"></lib-sub-sprite><lib-sub-sprite id="t"></lib-sub-sprite><lib-sub-sprite id="s" src="2"></lib-sub-sprite>';
      await settle(group);
      expect(subIds(group, 'a')).to.deep.equal(['s', 't']);
      expect(group.controller.getSpriteById('a')!.subSprites[0]!.src).to.equal('2');
      expect(warnings.messages.filter((m) => m.includes('same-id'))).to.have.length(3);
    } finally {
      warnings.restore();
    }
  });

  it('built with document.createElement and filled later, detached, then connected', async () => {
    const group = document.createElement('lib-sprites-group');
    group.setAttribute('src-type', 'TEXT');
    group.innerHTML = '<lib-sprite id="a" src="hello"></lib-sprite>';
    expect(ids(group), 'the controller reads the DOM even while detached').to.deep.equal(['a']);
    const extra = document.createElement('lib-sprite');
    extra.id = 'b';
    group.append(extra);
    group.controller.insertSprite({ id: 'c' });
    expect(group.querySelector<LibSpriteElement>('#c'), 'the model writes the DOM while detached').to.exist;
    const container = document.createElement('div');
    document.body.append(container);
    container.append(group);
    await settle(group);
    expect(ids(group)).to.deep.equal(['a', 'b', 'c']);
    expect(part(group, '[part=text]')!.textContent).to.equal('hello');
    container.remove();
  });

  it("works inside another component's shadow root", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<lib-sprites-group src-type="TEXT" width="40"><lib-sprite src="inside"></lib-sprite></lib-sprites-group>`;
    const group = root.querySelector('lib-sprites-group')!;
    await settle(group);
    expect(part(group, '[part=text]')!.textContent).to.equal('inside');
    group.insertAdjacentHTML('beforeend', '<lib-sprite src="second"></lib-sprite>');
    await settle(group);
    expect(group.controller.getSprites()!).to.have.length(2);
    group.next();
    await settle(group);
    expect(part(group, '[part=text]')!.textContent).to.equal('second');
    expect(part(group, '[part~=sprite]')!.getBoundingClientRect().width).to.equal(40);
    host.remove();
  });
});
