import { expect } from '@open-wc/testing';
import { cleanup, mount, settle } from '../../../test/support/elements.js';

const ids = (parent: Element, tag: string): string[] =>
  [...parent.children].filter((c) => c.localName === tag).map((c) => c.id);

describe('reordering through the model', () => {
  afterEach(cleanup);

  it('controller.reorderSprites / reorderSubSprites move the elements; moving elements reorders the model', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT">
      <lib-sprite id="a"></lib-sprite><lib-sprite id="b"><lib-sub-sprite id="x"></lib-sub-sprite><lib-sub-sprite id="y"></lib-sub-sprite></lib-sprite><lib-sprite id="c"></lib-sprite>
    </lib-sprites-group>`);
    const controller = group.controller;
    expect(controller.reorderSprites(['c', 'a'])).to.equal(true);
    await settle(group);
    expect(ids(group, 'lib-sprite')).to.deep.equal(['c', 'a', 'b']);
    expect(controller.getSprites()!.map((s) => s.id)).to.deep.equal(
      ['c', 'a', 'b'],
      'the DOM moves did not come back as other changes',
    );

    const b = group.querySelector('#b')!;
    expect(controller.reorderSubSprites('b', ['y'])).to.equal(true);
    await settle(group);
    expect(ids(b, 'lib-sub-sprite')).to.deep.equal(['y', 'x']);

    group.append(group.querySelector('#c')!);
    await settle(group);
    expect(controller.getSprites()!.map((s) => s.id)).to.deep.equal(['a', 'b', 'c']);
    expect(controller.getSpriteById('c')!.position).to.equal(2);
  });
});
