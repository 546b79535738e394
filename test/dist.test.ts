// Uses the BUILT package (run `npm run build` first; `npm test` does): the
// entry, the model-only entry and the self-contained bundle, as a user would.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';

type Library = typeof import('../src/index.js');

// Through variables, so the type check does not need dist/ to exist.
const ENTRY = '../dist/index.js';
const MODEL_ENTRY = '../dist/model/index.js';
const CURSOR_ENTRY = '../dist/cursor/index.js';

describe('the built package (dist/)', () => {
  let lib: Library;
  let cursor: typeof import('../src/cursor/index.js');
  before(async () => {
    lib = (await import(ENTRY)) as Library;
    cursor = (await import(CURSOR_ENTRY)) as typeof cursor;
  });

  it('defines the three core elements on import, and the cursor entry its own', () => {
    expect(customElements.get('lib-sprites-group')).to.equal(lib.LibSpritesGroupElement);
    expect(customElements.get('lib-sprite')).to.equal(lib.LibSpriteElement);
    expect(customElements.get('lib-sub-sprite')).to.equal(lib.LibSubSpriteElement);
    expect(customElements.get('lib-fake-cursor')).to.equal(cursor.LibFakeCursor);
  });

  it('exports the model under the spec names', () => {
    const group = new lib.LIB_GraphicSprites({
      id: 'g',
      src: 'a.png',
      sprites: [{ id: 's1' }, { id: 's2', zIndex: 3 }],
    });
    expect(group.getSpriteById('s2')!.src).to.equal('a.png');
    expect(group.next()!.id).to.equal('s2');
    const json = JSON.stringify(group.getCopy(false, false, true));
    expect(new lib.LIB_GraphicSprites(JSON.parse(json)).getSprites()!.map((s) => s.id)).to.deep.equal(['s1', 's2']);
    expect(typeof lib.LIB_Arrays.executeFunctionAll).to.equal('function');
    expect(lib.LIB_Device.getTiming()).to.be.a('number');
    expect(new lib.LIB_GraphicSpritesScene().insert(group)!.item).to.equal(group);
    expect(cursor.LIB_Mouse.CursorImage.isShowing()).to.equal(false);
  });

  it('renders markup and keeps the controller and the DOM in step', async () => {
    const group = await fixture<InstanceType<Library['LibSpritesGroupElement']>>(html`
      <lib-sprites-group src-type="TEXT" width="80" height="20">
        <lib-sprite id="hello" src="Hello">
          <lib-sub-sprite id="note" src="(note)" left="50"></lib-sub-sprite>
        </lib-sprite>
        <lib-sprite id="bye" src="Bye"></lib-sprite>
      </lib-sprites-group>
    `);
    await group.updateComplete;
    expect(group.controller.getSprites()!.map((s) => s.id)).to.deep.equal(['hello', 'bye']);
    expect(group.shadowRoot!.textContent).to.contain('Hello');
    expect(group.controller.getSubSpriteById('note', group.controller.getSpriteById('hello'))!.srcType).to.equal(1);
    expect(group.shadowRoot!.querySelector('[part~="sub-sprite"]')!.textContent).to.equal('(note)');
    group.controller.insertSprite({ id: 'added', src: 'Added' });
    await group.updateComplete;
    expect(group.querySelector('lib-sprite#added')).to.exist;
    group.controller.setPointer(2);
    await group.updateComplete;
    expect(group.shadowRoot!.textContent).to.contain('Added');
  });

  it('shows the fake cursor element', async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 16;
    canvas.height = 16;
    canvas.getContext('2d')!.fillRect(0, 0, 16, 16);
    const element = await fixture(
      html`<lib-fake-cursor src=${canvas.toDataURL()} width="16" height="16"></lib-fake-cursor>`,
    );
    await waitUntil(() => cursor.LIB_Mouse.CursorImage.isShowing(), 'the fake cursor shows');
    element.remove();
    await waitUntil(() => !cursor.LIB_Mouse.CursorImage.isShowing(), 'removal hides it');
  });

  it('has a model entry that loads without a DOM (in a worker)', async () => {
    const source = `import(${JSON.stringify(new URL(MODEL_ENTRY, import.meta.url).href)})
      .then((m) => postMessage(new m.LIB_GraphicSprites({ sprites: [{}, {}] }).getSprites().length))
      .catch((e) => postMessage('failed: ' + e));`;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })), { type: 'module' });
    try {
      const answer = await new Promise((resolve) => (worker.onmessage = (event) => resolve(event.data)));
      expect(answer).to.equal(2);
    } finally {
      worker.terminate();
    }
  });
});
