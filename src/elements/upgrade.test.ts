/**
 * Runs in its own page, before anything defines the elements: markup parsed
 * and properties set while the tags are still unknown must survive the upgrade.
 */
import { expect } from '@open-wc/testing';
import type { LibSpritesGroupElement } from './index.js';
import { defineSpriteElements } from './index.js';
import { part, settle } from '../../test/support/elements.js';

describe('before the elements are defined', () => {
  it('markup parsed earlier, and properties set earlier, survive the upgrade', async () => {
    expect(customElements.get('lib-sprites-group')).to.equal(undefined);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<lib-sprites-group id="parsed" pointer="1" src-type="TEXT" data-team="red">
        <lib-sprite src="one"></lib-sprite>
        <lib-sprite src="two" duration="50" data-speed="2"><lib-sub-sprite src="sub" left="3"></lib-sub-sprite></lib-sprite>
      </lib-sprites-group>`,
    );
    const parsed = document.getElementById('parsed') as LibSpritesGroupElement;

    const early = document.createElement('lib-sprites-group');
    early.width = 77;
    early.fps = 20;
    early.loop = true;
    early.pointer = 1;
    early.label = 'early';
    const first = document.createElement('lib-sprite');
    first.src = 'early one';
    first.srcType = 'TEXT';
    first.duration = 40;
    const second = document.createElement('lib-sprite');
    second.src = 'early two';
    second.srcType = 'TEXT';
    early.append(first, second);
    document.body.append(early);

    defineSpriteElements();
    defineSpriteElements(); // defining twice is harmless
    await settle(parsed);
    await settle(early);

    const c = parsed.controller;
    expect(c.getSprites()!.map((s) => s.src)).to.deep.equal(['one', 'two']);
    expect(c.pointer).to.equal(1);
    expect(c.getSprite(1)!.subSprites[0]!.left).to.equal(3);
    expect(c.getSprite(1)!.data).to.include({ team: 'red', speed: '2' });
    expect(parsed.querySelectorAll('lib-sprite')[1]!.duration).to.equal(50);
    expect(part(parsed, '[part~=sprite] > [part=text]')!.textContent).to.equal('two');

    expect(early.getAttribute('width')).to.equal('77');
    expect(early.controller.spritesGroup.width).to.equal(77);
    expect(early.fps).to.equal(20);
    expect(early.loop).to.equal(true);
    expect(early.getAttribute('role')).to.equal('img');
    expect(early.pointer).to.equal(1);
    expect(first.getAttribute('src')).to.equal('early one');
    expect(first.duration).to.equal(40);
    expect(early.controller.getSprite(0)!.srcType).to.equal(1);
    expect(part(early, '[part=text]')!.textContent).to.equal('early two');
    expect(part(early, '[part~=sprite]')!.getBoundingClientRect().width).to.equal(77);
    parsed.remove();
    early.remove();
  });
});
