// The model → DOM half of a group's mirror is fetched the first time a script changes the model
// through a controller (docs/getting-started.md#features): the controller's methods stay
// synchronous on the model, and the DOM shows the change by the time `updateComplete` resolves.
import { expect } from '@open-wc/testing';
import { fetched, pageWithCore, type Win } from '../../../test/support/features.js';
import type { LibSpritesGroupElement } from '../index.js';

const MODEL_TO_DOM = '/src/elements/sync/model-to-dom.ts';

const ids = (el: Element, tag: string): string[] =>
  [...el.children].filter((c) => c.localName === tag).map((c) => c.id);

async function withCore(test: (doc: Document, win: Win) => Promise<void>): Promise<void> {
  const { frame, doc, win } = await pageWithCore();
  try {
    await test(doc, win);
  } finally {
    frame.remove();
  }
}

describe('model → DOM on first use', () => {
  it('a group played from markup never fetches it; a controller insert does, and shows by updateComplete', () =>
    withCore(async (doc, win) => {
      doc.body.innerHTML = `<lib-sprites-group id="g" src-type="TEXT" width="20" height="10" fps="60">
        <lib-sprite id="a" src="A"></lib-sprite><lib-sprite id="b" src="B"></lib-sprite>
      </lib-sprites-group>`;
      const group = doc.getElementById('g') as LibSpritesGroupElement;
      await group.updateComplete;
      expect(group.controller.spritesGroup.sprites.map((s) => s.id)).to.deep.equal(['a', 'b']);
      expect(fetched(win, MODEL_TO_DOM)).to.deep.equal([]);

      const inserted = group.controller.insertSprite({ id: 'c', src: 'C', width: 7 });
      // The model has it at once, whatever the DOM does meanwhile.
      expect(inserted?.id).to.equal('c');
      expect(group.controller.spritesGroup.sprites.map((s) => s.id)).to.deep.equal(['a', 'b', 'c']);
      await group.updateComplete;
      expect(fetched(win, MODEL_TO_DOM)).to.have.length(1);
      expect(ids(group, 'lib-sprite')).to.deep.equal(['a', 'b', 'c']);
      expect(doc.getElementById('c')!.getAttribute('width')).to.equal('7');
      expect(group.controller.spritesGroup.sprites.map((s) => s.id)).to.deep.equal(['a', 'b', 'c']);
    }));

  it('what the DOM says while the chunk is on its way waits for it, and undoes none of the controller', () =>
    withCore(async (doc, win) => {
      // Made by a script and changed through its controller before it is in the page: its connection,
      // read from a DOM without the new sprite, must not take that sprite out of the model.
      const group = doc.createElement('lib-sprites-group') as LibSpritesGroupElement;
      group.innerHTML = `<lib-sprite id="a" src="A"></lib-sprite>`;
      group.controller.insertSprite({ id: 'b', src: 'B' });
      doc.body.append(group);
      // A child the page adds in the same task, and an attribute it changes, come after the insert.
      group.insertAdjacentHTML('beforeend', `<lib-sprite id="m" src="M"></lib-sprite>`);
      group.querySelector('#a')!.setAttribute('height', '9');
      // The chunk cannot have run within this task: the controller's sprite has no element yet.
      expect(group.querySelector('#b')).to.equal(null);
      await group.updateComplete;
      expect(fetched(win, MODEL_TO_DOM)).to.have.length(1);
      // The page's child was in the DOM before the controller's sprite had an element: it stands first.
      expect(group.controller.spritesGroup.sprites.map((s) => s.id)).to.deep.equal(['a', 'm', 'b']);
      expect(ids(group, 'lib-sprite')).to.deep.equal(['a', 'm', 'b']);
      expect(group.controller.spritesGroup.sprites[0]!.height).to.equal(9);
    }));
});
