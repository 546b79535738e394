/**
 * A sprite's and a sub-sprite's element in a group have no shadow root (the
 * group never slots them; in-group.ts); outside a group they keep one
 * whose style takes no space. Either way the group draws them as before.
 */
import { expect } from '@open-wc/testing';
import { ReactiveElement } from 'lit';
import { defineSpriteElements } from '../index.js';
import { cleanup, mount, settle } from '../../../test/support/elements.js';

describe('sprite elements: render roots', () => {
  afterEach(cleanup);

  it('in a group: no shadow root, and the group still draws them and follows their changes', async () => {
    const g = await mount(`<lib-sprites-group width="40" height="40">
      <lib-sprite><lib-sub-sprite src-type="CIRCLE" left="10" top="10" data-radius="5" data-style="red"></lib-sub-sprite></lib-sprite>
    </lib-sprites-group>`);
    const sprite = g.querySelector('lib-sprite')!;
    const sub = g.querySelector('lib-sub-sprite')!;
    await Promise.all([sprite.updateComplete, sub.updateComplete]);
    expect(sprite.shadowRoot, 'sprite').to.equal(null);
    expect(sub.shadowRoot, 'sub-sprite').to.equal(null);
    expect(sprite.hasUpdated && sub.hasUpdated, 'both still update').to.equal(true);
    sub.setAttribute('data-radius', '7');
    await settle(g);
    expect(g.shadowRoot!.querySelector('path')!.getAttribute('d')).to.equal('M17 10A7 7 0 0 0 3 10A7 7 0 0 0 17 10Z');
  });

  it('are plain custom elements: updateComplete settles with true once connected, and hasUpdated is true from then on', async () => {
    defineSpriteElements();
    const sprite = document.createElement('lib-sprite');
    const sub = document.createElement('lib-sub-sprite');
    sprite.append(sub);
    let settled = false;
    void sprite.updateComplete.then(() => (settled = true));
    await Promise.resolve();
    expect([settled, sprite.hasUpdated], 'not connected yet').to.deep.equal([false, false]);
    const g = await mount('<lib-sprites-group width="20" height="20"></lib-sprites-group>');
    g.append(sprite);
    expect([await sprite.updateComplete, await sub.updateComplete]).to.deep.equal([true, true]);
    expect([settled, sprite.hasUpdated, sub.hasUpdated]).to.deep.equal([true, true, true]);
    expect(sprite, 'no Lit update cycle').to.not.be.instanceOf(ReactiveElement);
    expect(sub).to.not.be.instanceOf(ReactiveElement);
    sprite.setAttribute('left', '4');
    await settle(g);
    expect([sprite.left, g.controller.getSprite(0)!.left]).to.deep.equal([4, 4]);
    // Asked again once connected, and of an element connected before anyone asked.
    expect(await sprite.updateComplete).to.equal(true);
  });

  it('outside a group: a shadow root, and the element takes no space', async () => {
    defineSpriteElements();
    const host = document.createElement('div');
    host.innerHTML = '<lib-sprite width="50" height="50"><lib-sub-sprite>text</lib-sub-sprite></lib-sprite>';
    document.body.append(host);
    try {
      const sprite = host.querySelector('lib-sprite')!;
      await sprite.updateComplete;
      expect(sprite.shadowRoot).to.not.equal(null);
      expect(getComputedStyle(sprite).display).to.equal('none');
      expect(host.getBoundingClientRect().height).to.equal(0);
    } finally {
      host.remove();
    }
  });
});
