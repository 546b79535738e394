/**
 * A group reads its sprites once when it first connects, and its own
 * attributes once when it is upgraded. The attribute callbacks an upgrade
 * then replays (one per attribute the element already had) change nothing;
 * anything written after the upgrade reaches the model at once, as before.
 */
import { expect } from '@open-wc/testing';
import type { LibSpriteElement, LibSpritesGroupElement } from '../index.js';
import { cleanup, mount } from '../../../test/support/elements.js';
import { captureWarnings } from '../../../test/support/warnings.js';

describe('a group reads its sprites once', () => {
  afterEach(cleanup);

  it('parsed markup: one model sprite per element, in order, with its attributes and data, no warning', async () => {
    const warnings = captureWarnings();
    try {
      const g = await mount(`<lib-sprites-group width="20" height="20">
        ${Array.from({ length: 8 }, (_, i) => `<lib-sprite id="s${i}" class="x" src-left="${i * 4}" data-walk-speed="${i}" data-n-x="${i}"></lib-sprite>`).join('')}
      </lib-sprites-group>`);
      const sprites = g.controller.getSprites()!;
      expect(sprites.map((s) => s.id)).to.deep.equal(['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7']);
      expect(sprites.map((s) => s.srcLeft)).to.deep.equal([0, 4, 8, 12, 16, 20, 24, 28]);
      expect({ ...sprites[3]!.data }).to.deep.include({ walkSpeed: '3', nX: '3' });
      expect(warnings.messages).to.deep.equal([]);
    } finally {
      warnings.restore();
    }
  });

  it('an attribute added or changed right after the upgrade reaches the model at once', async () => {
    const g = await mount(
      `<lib-sprites-group><lib-sprite id="a" class="x" data-k="1" src-left="1"></lib-sprite></lib-sprites-group>`,
    );
    const sprite = g.querySelector<LibSpriteElement>('lib-sprite')!;
    const model = sprite.model!;
    // Read through the element's model object, which does not wait for the group's observer.
    sprite.setAttribute('src-top', '9');
    expect(model.srcTop).to.equal(9);
    sprite.setAttribute('src-left', '5');
    expect(model.srcLeft).to.equal(5);
  });

  it('sprites upgraded inside a group that is in the page keep what the group read, and follow later changes', async () => {
    const g = await mount(`<lib-sprites-group></lib-sprites-group>`);
    g.innerHTML = '<lib-sprite id="a" src-left="3"></lib-sprite><lib-sprite id="b" src-left="4"></lib-sprite>';
    const [a, b] = g.querySelectorAll<LibSpriteElement>('lib-sprite');
    expect(g.controller.getSprites()!.map((s) => [s.id, s.srcLeft])).to.deep.equal([
      ['a', 3],
      ['b', 4],
    ]);
    b!.setAttribute('id', 'c');
    expect(g.controller.getSprites()!.map((s) => s.id)).to.deep.equal(['a', 'c']);
    expect(b!.model!.id).to.equal('c');
    a!.setAttribute('src-left', '6');
    expect(a!.model!.srcLeft).to.equal(6);
  });

  it('a sprite made by script and read by its group out of the page takes a new attribute at once', () => {
    const g = document.createElement('lib-sprites-group');
    const sprite = document.createElement('lib-sprite');
    g.append(sprite);
    // Read while neither was ever in the page: the sprite's first attribute callback is no upgrade's replay.
    const model = g.controller.getSprite(0)!;
    sprite.setAttribute('src-left', '7');
    expect(model.srcLeft).to.equal(7);
    expect(sprite.srcLeft).to.equal(7);
  });

  it('a group upgraded out of the page has its own attributes at once, and a later new attribute still reaches the model', () => {
    const holder = document.createElement('div');
    holder.innerHTML =
      '<lib-sprites-group id="g" width="50" src-width="8" fps="20" pointer="1"><lib-sprite></lib-sprite><lib-sprite></lib-sprite></lib-sprites-group>';
    const g = holder.firstElementChild as LibSpritesGroupElement;
    const group = g.controller.spritesGroup;
    expect([group.id, group.width, group.srcWidth]).to.deep.equal(['g', 50, 8]);
    expect(g.width).to.equal(50);
    expect(g.fps).to.equal(20);
    expect(g.pointer).to.equal(1);
    g.setAttribute('height', '40');
    expect(g.controller.spritesGroup.height).to.equal(40);
    g.setAttribute('width', '60');
    expect(g.controller.spritesGroup.width).to.equal(60);
    expect(g.controller.getSprite(0)!.width).to.equal(60);
  });
});
