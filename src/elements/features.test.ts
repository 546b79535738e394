// Features on first use (docs/getting-started.md#features): `import 'lib-sprites'` loads the
// core; the scene and the fake cursor are fetched the first time the page has one, and a
// group inside a scene that is still on its way draws once the scene has it; a group's atlas
// and scroll timeline the first time a group has the attribute.
import { expect, waitUntil } from '@open-wc/testing';
import { fetched, pageWithCore } from '../../test/support/features.js';

/** The CSS a shadow root's content is styled with (its adopted sheets and <style> elements). */
const cssOf = (root: ShadowRoot): string =>
  [...root.adoptedStyleSheets, ...[...root.querySelectorAll('style')].map((style) => style.sheet!)]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');

type TextGroup = HTMLElement & {
  updateComplete: Promise<unknown>;
  controller: { insertSprite(init: Record<string, unknown>): unknown };
};

/** A drawn TEXT group with no sprite yet, for a sprite whose `data` only the controller can give (functions). */
async function emptyTextGroup(doc: Document): Promise<TextGroup> {
  doc.body.innerHTML = `<lib-sprites-group width="40" height="20" src-type="TEXT"></lib-sprites-group>`;
  const group = doc.querySelector('lib-sprites-group') as TextGroup;
  await group.updateComplete;
  return group;
}

type CanvasScene = HTMLElement & {
  updateComplete: Promise<unknown>;
  offscreen: boolean;
  drawsOffscreen: boolean;
  readPixels(): Promise<ImageData | null>;
};

/** A canvas scene `width` px wide holding one TEXT group, once both are drawn. */
async function textScene(doc: Document, width: number): Promise<CanvasScene> {
  doc.body.innerHTML = `<lib-sprites-scene renderer="canvas" width="${width}" height="20">
    <lib-sprites-group src-type="TEXT" width="20" height="20"><lib-sprite src="A"></lib-sprite></lib-sprites-group>
  </lib-sprites-scene>`;
  await (doc.querySelector('lib-sprites-group') as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  const scene = doc.querySelector('lib-sprites-scene') as CanvasScene;
  await scene.updateComplete;
  return scene;
}

describe('features on first use', () => {
  it('the core loads neither the scene, its canvas renderer nor the cursor', async () => {
    const { frame, doc, win } = await pageWithCore();
    try {
      doc.body.innerHTML = `<lib-sprites-group src-type="TEXT"><lib-sprite src="A"></lib-sprite></lib-sprites-group>`;
      const group = doc.querySelector('lib-sprites-group') as HTMLElement & { updateComplete: Promise<unknown> };
      await group.updateComplete;
      expect(group.shadowRoot!.textContent).to.contain('A');
      expect(fetched(win, '/src/elements/group/')).not.to.deep.equal([]);
      expect(fetched(win, '/src/elements/scene/')).to.deep.equal([]);
      expect(fetched(win, '/src/render/canvas/')).to.deep.equal([]);
      expect(fetched(win, '/src/cursor/')).to.deep.equal([]);
      expect(fetched(win, '/src/elements/atlas/')).to.deep.equal([]);
      expect(fetched(win, '/src/model/atlas/aseprite.ts')).to.deep.equal([]);
      expect(fetched(win, '/src/elements/playback/scroll-')).to.deep.equal([]);
      expect(fetched(win, '/src/render/extras-feature/')).to.deep.equal([]);
      expect(fetched(win, '/src/render/options/hook-context.ts')).to.deep.equal([]);
      expect(fetched(win, '/src/render/dom/painted.ts')).to.deep.equal([]);
      expect(fetched(win, '/src/render/paint/')).to.deep.equal([]);
      // What only MAP cells and a controller's changes need comes with them.
      expect(fetched(win, 'map-targets')).to.deep.equal([]);
      expect(fetched(win, 'shape-styles')).to.deep.equal([]);
      expect(fetched(win, '/src/elements/sync/model-to-dom.ts')).to.deep.equal([]);
      expect(win.customElements.get('lib-sprites-scene')).to.equal(undefined);
      expect(win.customElements.get('lib-fake-cursor')).to.equal(undefined);
    } finally {
      frame.remove();
    }
  });

  it('a scene added later is fetched and defined, and its group draws into its canvas', async () => {
    const { frame, doc, win } = await pageWithCore();
    try {
      doc.body.innerHTML = `<div></div>`;
      doc.body.firstElementChild!.innerHTML = `<lib-sprites-scene renderer="canvas" width="40" height="30">
        <lib-sprites-group src-type="RECTANGLE" width="20" height="20" data-style="#36c"><lib-sprite></lib-sprite></lib-sprites-group>
      </lib-sprites-scene>`;
      const scene = doc.querySelector('lib-sprites-scene') as unknown as HTMLElement & {
        updateComplete: Promise<unknown>;
      };
      const group = doc.querySelector('lib-sprites-group') as HTMLElement & { updateComplete: Promise<unknown> };
      // The group's update waits for its scene: its first draw is the scene's canvas, never its own shadow DOM.
      await group.updateComplete;
      expect(win.customElements.get('lib-sprites-scene')).to.be.a('function');
      expect(fetched(win, '/src/elements/scene/')).not.to.deep.equal([]);
      expect(group.shadowRoot?.querySelector('svg, [part~="sprite"]') ?? null).to.equal(null);
      await scene.updateComplete;
      expect(scene.shadowRoot!.querySelector('canvas')).to.exist;
    } finally {
      frame.remove();
    }
  });

  it('a group created inside a scene element that is still on its way inherits from it at its first draw', async () => {
    const { frame, doc, win } = await pageWithCore();
    try {
      const scene = doc.createElement('lib-sprites-scene');
      scene.setAttribute('src-type', 'TEXT');
      const group = doc.createElement('lib-sprites-group') as HTMLElement & {
        updateComplete: Promise<unknown>;
        controller: { getCurrent(): { srcType: number } | null };
      };
      const sprite = doc.createElement('lib-sprite');
      sprite.setAttribute('src', 'never-fetched-as-image');
      group.append(sprite);
      scene.append(group);
      doc.body.append(scene);
      await group.updateComplete;
      expect(win.customElements.get('lib-sprites-scene')).to.be.a('function');
      expect(group.shadowRoot!.querySelector('.text')).to.exist;
      expect(fetched(win, 'never-fetched')).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it('a MAP group draws its cells once the shapes chunk arrives, by the time updateComplete settles', async () => {
    const { frame, doc, win } = await pageWithCore();
    try {
      doc.body.innerHTML = `<lib-sprites-group id="t" width="20" height="20" src-type="TEXT" hidden><lib-sprite src="T"></lib-sprite></lib-sprites-group>`;
      await (doc.getElementById('t') as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      expect(fetched(win, '/src/render/shapes/map.ts')).to.deep.equal([]);
      expect(fetched(win, '/src/render/dom/shapes.ts')).to.deep.equal([]);
      doc.body.insertAdjacentHTML(
        'beforeend',
        `<lib-sprites-group id="m" width="40" height="20">
          <lib-sprite src-type="MAP" width="40" height="20" src='[["a","a"]]' data-elements-data='{"a":{"id":"t"}}'></lib-sprite>
        </lib-sprites-group>`,
      );
      const map = doc.getElementById('m') as HTMLElement & { updateComplete: Promise<unknown> };
      await map.updateComplete;
      expect(fetched(win, '/src/render/shapes/map.ts')).not.to.deep.equal([]);
      expect(map.shadowRoot!.querySelectorAll('[part=map] .map-cell')).to.have.length(2);
      expect(map.shadowRoot!.querySelector('[part=map]')!.textContent).to.contain('T');
      // The shapes' styles came with their chunk, into the roots that draw shapes only.
      const text = doc.getElementById('t')!;
      expect(cssOf(text.shadowRoot!)).not.to.contain('.map-cell');
      expect(cssOf(map.shadowRoot!)).to.contain('.map-cell');
      const cell = map.shadowRoot!.querySelector('.map-cell')!;
      expect(win.getComputedStyle(cell).position).to.equal('absolute');
      expect(win.getComputedStyle(map.shadowRoot!.querySelector('[part=map]')!).pointerEvents).to.equal('none');
    } finally {
      frame.remove();
    }
  });

  it('a canvas scene fetches the shapes and the hooks only once a group shows one, and draws them by updateComplete', async () => {
    const { frame, doc, win } = await pageWithCore();
    try {
      const scene = await textScene(doc, 60);
      type Updating = HTMLElement & { updateComplete: Promise<unknown> };
      expect(fetched(win, '/src/render/canvas/')).not.to.deep.equal([]);
      expect(fetched(win, '/src/render/shapes-feature/')).to.deep.equal([]);
      expect(fetched(win, '/src/render/shapes/geometry.ts')).to.deep.equal([]);
      expect(fetched(win, '/src/render/extras-feature/')).to.deep.equal([]);
      /** The canvas's pixel at (x, y) in CSS px, as drawn so far (nothing queued is flushed). */
      const pixel = (x: number, y: number): number[] => {
        const canvas = scene.shadowRoot!.querySelector('canvas')!;
        const ratio = canvas.width / 60;
        return [...canvas.getContext('2d')!.getImageData(Math.floor(x * ratio), Math.floor(y * ratio), 1, 1).data];
      };
      scene.insertAdjacentHTML(
        'beforeend',
        `<lib-sprites-group src-type="RECTANGLE" left="20" width="20" height="20" data-style="#3366cc"><lib-sprite></lib-sprite></lib-sprites-group>`,
      );
      await (scene.lastElementChild as Updating).updateComplete;
      expect(fetched(win, '/src/render/shapes-feature/')).not.to.deep.equal([]);
      expect(pixel(30, 10)).to.deep.equal([0x33, 0x66, 0xcc, 255]);
      // A hook's group: planned again with the hooks once they are in, and drawn as they say.
      scene.insertAdjacentHTML(
        'beforeend',
        `<lib-sprites-group id="h" src-type="RECTANGLE" left="40" width="20" height="20" data-style="#3366cc"></lib-sprites-group>`,
      );
      const hooked = doc.getElementById('h') as Updating & {
        controller: { insertSprite(init: Record<string, unknown>): unknown };
      };
      await hooked.updateComplete;
      hooked.controller.insertSprite({
        data: {
          style: '#3366cc',
          beforeDrawing(this: object) {
            return { ...this, data: { style: '#cc3333' } };
          },
        },
      });
      await hooked.updateComplete;
      expect(fetched(win, '/src/render/extras-feature/')).not.to.deep.equal([]);
      expect(pixel(50, 10)).to.deep.equal([0xcc, 0x33, 0x33, 255]);
    } finally {
      frame.remove();
    }
  });

  it("the worker's code is fetched the first time a scene has offscreen, and draws by updateComplete", async () => {
    const { frame, doc, win } = await pageWithCore();
    try {
      const scene = await textScene(doc, 20);
      expect(fetched(win, '/src/render/canvas/offscreen/')).to.deep.equal([]);
      const inWorker =
        typeof win.OffscreenCanvas === 'function' &&
        typeof win.HTMLCanvasElement.prototype.transferControlToOffscreen === 'function';
      scene.offscreen = true;
      await scene.updateComplete;
      expect(fetched(win, '/src/render/canvas/offscreen/worker-canvas.ts').length > 0).to.equal(inWorker);
      expect(scene.drawsOffscreen).to.equal(inWorker);
      const pixels = (await scene.readPixels())!;
      let ink = 0;
      for (let i = 3; i < pixels.data.length; i += 4) if (pixels.data[i]! > 0) ink++;
      expect(ink, 'the text drawn').to.be.above(0);
    } finally {
      frame.remove();
    }
  });

  it('an atlas is fetched with its readers when a group first has one, and drawn', async () => {
    const { frame, doc, win } = await pageWithCore();
    try {
      doc.body.innerHTML = `<lib-sprites-group id="plain" src-type="TEXT"><lib-sprite src="A"></lib-sprite></lib-sprites-group>`;
      await (doc.getElementById('plain') as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      expect(fetched(win, '/src/model/atlas/aseprite.ts')).to.deep.equal([]);
      const hero = new URL('/test/fixtures/hero.json', location.href).href;
      doc.body.insertAdjacentHTML(
        'beforeend',
        `<lib-sprites-group id="hero" atlas="${hero}" tag="walk"></lib-sprites-group>`,
      );
      const group = doc.getElementById('hero') as HTMLElement & {
        updateComplete: Promise<unknown>;
        tags: readonly { name: string }[];
      };
      await group.updateComplete;
      expect(fetched(win, '/src/elements/atlas/')).not.to.deep.equal([]);
      expect(fetched(win, '/src/model/atlas/aseprite.ts')).not.to.deep.equal([]);
      await waitUntil(() => group.querySelectorAll('lib-sprite').length === 8, 'the atlas gives 8 sprites', {
        timeout: 10000,
      });
      await group.updateComplete;
      expect(group.tags.map((tag) => tag.name)).to.deep.equal(['walk', 'wave', 'spin']);
      // The DOM renderer draws an image once it knows its size: a load of its own.
      await waitUntil(() => group.shadowRoot!.innerHTML.includes('hero.png'), 'the sheet is drawn', { timeout: 10000 });
    } finally {
      frame.remove();
    }
  });

  it('LIB_GraphicSprites.fromAseprite names lib-sprites/atlas until it is imported, then reads', async () => {
    const { frame, doc, win } = await pageWithCore();
    try {
      const script = doc.createElement('script');
      script.type = 'module';
      script.textContent = `
        import { LIB_GraphicSprites } from '/src/index.ts';
        const json = { frames: { a: { frame: { x: 0, y: 0, w: 2, h: 2 } } }, meta: { image: 'a.png' } };
        try { LIB_GraphicSprites.fromTexturePacker(json); window.before = 'read'; } catch (error) { window.before = error.message; }
        await import('/src/elements/atlas/index.ts');
        window.after = LIB_GraphicSprites.fromTexturePacker(json).sprites.length;`;
      doc.head.append(script);
      const result = win as unknown as { before?: string; after?: number };
      await waitUntil(() => result.after !== undefined, 'the script ran', { timeout: 10000 });
      expect(result.before).to.contain("'lib-sprites/atlas'");
      expect(result.after).to.equal(1);
    } finally {
      frame.remove();
    }
  });

  it('a scroll timeline is fetched when a group first has one, and draws the scrolled frame by updateComplete', async () => {
    const { frame, doc, win } = await pageWithCore();
    try {
      doc.body.innerHTML = `<div id="scroller" style="height: 100px; overflow: auto"><div style="height: 1100px"></div></div>`;
      const scroller = doc.getElementById('scroller')!;
      scroller.scrollTop = 900;
      expect(fetched(win, '/src/elements/playback/scroll-')).to.deep.equal([]);
      scroller.firstElementChild!.innerHTML = `<lib-sprites-group timeline="scroll" src-type="TEXT">${[
        'A',
        'B',
        'C',
        'D',
      ]
        .map((text) => `<lib-sprite src="${text}"></lib-sprite>`)
        .join('')}</lib-sprites-group>`;
      const group = doc.querySelector('lib-sprites-group') as HTMLElement & {
        updateComplete: Promise<unknown>;
        pointer: number;
      };
      await group.updateComplete;
      expect(fetched(win, '/src/elements/playback/scroll-playback.ts')).not.to.deep.equal([]);
      expect(group.pointer, '90 % of the scroll: the last frame').to.equal(3);
      expect(group.shadowRoot!.textContent).to.contain('D');
    } finally {
      frame.remove();
    }
  });

  it('page hooks are fetched when a group first has one, and called and drawn by updateComplete', async () => {
    const { frame, doc, win } = await pageWithCore();
    try {
      const group = await emptyTextGroup(doc);
      const calls: string[] = [];
      group.controller.insertSprite({
        src: 'Hooked',
        data: {
          beforeDrawing(this: { src: string }) {
            calls.push('before');
            return { ...this, src: 'Changed' };
          },
          afterDrawing() {
            calls.push('after');
          },
        },
      });
      await group.updateComplete;
      expect(fetched(win, '/src/render/extras-feature/')).not.to.deep.equal([]);
      expect(calls).to.include.members(['before', 'after']);
      expect(group.shadowRoot!.textContent).to.contain('Changed');
    } finally {
      frame.remove();
    }
  });

  it('a style function giving a gradient fetches the extras and is painted in a canvas by updateComplete', async () => {
    const { frame, doc, win } = await pageWithCore();
    try {
      const group = await emptyTextGroup(doc);
      expect(fetched(win, '/src/render/dom/painted.ts')).to.deep.equal([]);
      group.controller.insertSprite({
        src: 'G',
        data: {
          style: (_object: unknown, context: CanvasRenderingContext2D) => {
            const gradient = context.createLinearGradient(0, 0, 40, 0);
            gradient.addColorStop(0, '#f00');
            gradient.addColorStop(1, '#00f');
            return gradient;
          },
        },
      });
      await group.updateComplete;
      expect(fetched(win, '/src/render/dom/painted.ts')).not.to.deep.equal([]);
      expect(group.shadowRoot!.querySelector('canvas.painted')).to.exist;
    } finally {
      frame.remove();
    }
  });

  it('the fake cursor is fetched when the page first has one', async () => {
    const { frame, doc, win } = await pageWithCore();
    try {
      expect(fetched(win, '/src/cursor/')).to.deep.equal([]);
      doc.body.append(doc.createElement('lib-fake-cursor'));
      await waitUntil(() => win.customElements.get('lib-fake-cursor'), 'the cursor loads', { timeout: 10000 });
      expect(win.customElements.get('lib-cursor-state')).to.be.a('function');
      expect(fetched(win, '/src/cursor/')).not.to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
