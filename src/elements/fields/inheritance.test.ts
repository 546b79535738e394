import { expect } from '@open-wc/testing';
import type { LibSpriteElement, LibSubSpriteElement } from '../index.js';
import { cleanup, mount, part, settle } from '../../../test/support/elements.js';

const INHERITED: [prop: string, attr: string, groupValue: string, expected: unknown][] = [
  ['src', 'src', 'g.png', 'g.png'],
  ['srcType', 'src-type', 'TEXT', 1],
  ['srcLeft', 'src-left', '8', 8],
  ['srcTop', 'src-top', '9', 9],
  ['srcWidth', 'src-width', '10', 10],
  ['srcHeight', 'src-height', '11', 11],
  ['width', 'width', '12', 12],
  ['height', 'height', '13', 13],
  ['zIndex', 'z-index', '14', 14],
  ['disabled', 'disabled', '', true],
];

const DEFAULTS: Record<string, unknown> = {
  src: '',
  srcType: 0,
  srcLeft: 0,
  srcTop: 0,
  srcWidth: 32,
  srcHeight: 32,
  width: 32,
  height: 32,
  zIndex: 1,
  disabled: false,
};

const get = (el: object, prop: string): unknown => (el as Record<string, unknown>)[prop];

describe('live inheritance through the DOM', () => {
  afterEach(cleanup);

  for (const [prop, attr, groupValue, expected] of INHERITED) {
    it(`${attr}: group → sprite → sub-sprite, live, and own values win until removed`, async () => {
      const group = await mount(`<lib-sprites-group>
        <lib-sprite id="plain"><lib-sub-sprite id="plain-sub"></lib-sub-sprite></lib-sprite>
        <lib-sprite id="own"><lib-sub-sprite id="own-sub"></lib-sub-sprite></lib-sprite>
      </lib-sprites-group>`);
      const plain = group.querySelector<LibSpriteElement>('#plain')!;
      const plainSub = group.querySelector<LibSubSpriteElement>('#plain-sub')!;
      const own = group.querySelector<LibSpriteElement>('#own')!;
      const ownSub = group.querySelector<LibSubSpriteElement>('#own-sub')!;
      // The sprite "own" has its own value, different from the group's.
      const ownRaw = attr === 'src-type' ? 'MAP' : attr === 'disabled' ? 'false' : attr === 'src' ? 'own.png' : '3';
      own.setAttribute(attr, ownRaw);
      const ownValue = get(own, prop);

      group.setAttribute(attr, groupValue);
      for (const el of [plain, plainSub]) {
        expect(get(el, prop), `${el.id} property`).to.equal(expected);
        expect(get(el.model!, prop), `${el.id} model`).to.equal(expected);
      }
      expect(get(own, prop)).to.equal(ownValue);
      expect(get(ownSub, prop), 'a sub-sprite inherits from its sprite first').to.equal(ownValue);
      expect(get(ownSub.model!, prop)).to.equal(ownValue);

      // Removing an own value makes the element (and what inherits from it) follow the group again.
      own.removeAttribute(attr);
      expect(get(own.model!, prop)).to.equal(expected);
      expect(get(ownSub.model!, prop)).to.equal(expected);

      // Removing the group's value brings the defaults back everywhere.
      group.removeAttribute(attr);
      for (const el of [plain, plainSub, own, ownSub]) expect(get(el.model!, prop), el.id).to.equal(DEFAULTS[prop]);
    });
  }

  it('left and top are never inherited (docs/model.md#inheritance)', async () => {
    const group = await mount(
      `<lib-sprites-group left="7" top="8"><lib-sprite left="5" top="6"><lib-sub-sprite></lib-sub-sprite></lib-sprite></lib-sprites-group>`,
    );
    const sprite = group.querySelector('lib-sprite')!;
    const sub = group.querySelector('lib-sub-sprite')!;
    expect([sub.left, sub.top]).to.deep.equal([0, 0]);
    sprite.setAttribute('left', '20');
    group.setAttribute('top', '30');
    expect([sub.model!.left, sub.model!.top]).to.deep.equal([0, 0]);
    sprite.removeAttribute('left');
    expect(sprite.model!.left).to.equal(0);
  });

  it('what inherits changes on screen too', async () => {
    const group = await mount(`<lib-sprites-group width="20" height="20" src-type="TEXT" src="group text">
      <lib-sprite><lib-sub-sprite left="2"></lib-sub-sprite></lib-sprite></lib-sprites-group>`);
    expect(part(group, '[part~=sprite]')!.getBoundingClientRect().width).to.equal(20);
    expect(part(group, '[part~=sprite] > [part=text]')!.textContent).to.equal('group text');
    group.setAttribute('width', '44');
    group.setAttribute('src', 'changed');
    await settle(group);
    expect(part(group, '[part~=sprite]')!.getBoundingClientRect().width).to.equal(44);
    expect(part(group, '[part=sub-sprite]')!.getBoundingClientRect().width).to.equal(44);
    expect(part(group, '[part=sub-sprite] > [part=text]')!.textContent).to.equal('changed');
    group.setAttribute('disabled', '');
    await settle(group);
    expect(part(group, '[part~=sprite]')).to.equal(null);
  });

  it('data-* is combined with the parent data, live, at both levels', async () => {
    const group = await mount(`<lib-sprites-group data-team="red" data-level="1">
      <lib-sprite data-speed="3"><lib-sub-sprite data-team="blue"></lib-sub-sprite></lib-sprite></lib-sprites-group>`);
    const sprite = group.querySelector('lib-sprite')!;
    const sub = group.querySelector('lib-sub-sprite')!;
    const data = (el: LibSpriteElement | LibSubSpriteElement): Record<string, unknown> =>
      el.model!.data as Record<string, unknown>;
    expect(data(sprite)).to.include({ team: 'red', level: '1', speed: '3' });
    expect(data(sub)).to.include({ team: 'blue', level: '1', speed: '3' });
    expect(data(sub).that).to.equal(sub.model);

    group.dataset.team = 'green';
    group.dataset.level = '2';
    await settle(group);
    expect(data(sprite)).to.include({ team: 'green', level: '2' });
    expect(data(sub)).to.include({ team: 'blue', level: '2' });

    sub.removeAttribute('data-team');
    await settle(group);
    expect(data(sub).team).to.equal('green');
    sprite.dataset.team = 'gold';
    await settle(group);
    expect(data(sub).team).to.equal('gold');
    group.removeAttribute('data-level');
    await settle(group);
    expect('level' in data(sprite)).to.equal(false);
    expect('level' in data(sub)).to.equal(false);
    expect(data(sprite).speed).to.equal('3');
  });

  it('an element reads as disabled through its ancestors and is hidden', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT" src="x">
      <lib-sprite><lib-sub-sprite id="a"></lib-sub-sprite><lib-sub-sprite id="b" disabled></lib-sub-sprite></lib-sprite></lib-sprites-group>`);
    const sprite = group.querySelector('lib-sprite')!;
    const c = group.controller;
    expect(group.shadowRoot!.querySelectorAll('[part=sub-sprite]')).to.have.length(1);
    sprite.setAttribute('disabled', '');
    await settle(group);
    expect(c.isDisabledSubSprite(group.querySelector<LibSubSpriteElement>('#a')!.model!)).to.equal(true);
    expect(part(group, '[part~=sprite]')).to.equal(null);
    sprite.removeAttribute('disabled');
    await settle(group);
    expect(group.shadowRoot!.querySelectorAll('[part=sub-sprite]')).to.have.length(1);
  });
});
