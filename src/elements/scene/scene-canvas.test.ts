import { expect } from '@open-wc/testing';
import { type LibSpritesGroupElement, type LibSpritesSceneElement } from '../index.js';
import {
  bothRenderers,
  cleanup,
  differing,
  drawn,
  drawSheet,
  FRAME_COLOURS,
  mountScene,
  settle,
} from '../../../test/support/elements.js';
import { frame } from '../../../test/support/page.js';
import { CanvasSceneRenderer } from '../../render/canvas/renderer.js';
import { frameNumber } from '../../shared/frame-loop.js';

const sheet = drawSheet(4, 2, 16).url;

describe('<lib-sprites-scene renderer="canvas">: draws what the DOM renderer shows', () => {
  afterEach(cleanup);

  const images =
    `<lib-sprites-group src="${sheet}" src-width="16" src-height="16" width="32" height="32" left="4" top="6" z-index="2"><lib-sprite src-left="16"></lib-sprite></lib-sprites-group>` +
    `<lib-sprites-group src="${sheet}" src-width="16" src-height="16" width="48" height="24" left="20" top="20" z-index="1"><lib-sprite src-top="16"><lib-sub-sprite src-left="32" left="30" top="-10" width="16" height="16" z-index="3"></lib-sub-sprite></lib-sprite></lib-sprites-group>`;

  it('IMAGE: source rectangles, scaling, z order and sub-sprites: at most 2% of pixels differ beyond a small tolerance', async () => {
    const scene = await mountScene(images, ' width="120" height="80"');
    const [dom, canvas] = await bothRenderers(scene);
    // the canvas really drew something: frame 1's colour at the first group's box
    const at = (x: number, y: number): number[] => {
      const scale = canvas.width / 120;
      const i = (Math.round(y * scale) * canvas.width + Math.round(x * scale)) * 4;
      return [canvas.data[i]!, canvas.data[i + 1]!, canvas.data[i + 2]!];
    };
    const green = FRAME_COLOURS[1]!;
    expect(at(20, 20)).to.deep.equal([green.r, green.g, green.b]);
    expect(differing(dom.data, canvas.data)).to.be.at.most(0.02);
  });

  it('IMAGE with --lib-sprites-image-rendering: pixelated: the same pixels as the DOM', async () => {
    const scene = await mountScene(images, ' width="120" height="80" style="--lib-sprites-image-rendering: pixelated"');
    const [dom, canvas] = await bothRenderers(scene);
    expect(differing(dom.data, canvas.data, 8)).to.be.at.most(0.01);
  });

  it('TEXT: at most 2% of pixels differ beyond a small tolerance', async () => {
    const scene = await mountScene(
      `<lib-sprites-group src-type="TEXT" width="110" height="30" left="5" top="5"><lib-sprite src="Hello"></lib-sprite></lib-sprites-group>` +
        `<lib-sprites-group src-type="TEXT" width="60" height="30" left="5" top="40"><lib-sprite src="scene"></lib-sprite></lib-sprites-group>`,
      ' width="120" height="80"',
    );
    const [dom, canvas] = await bothRenderers(scene);
    const ink = (data: Uint8ClampedArray): number => {
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
      return dark;
    };
    expect(ink(canvas.data), 'the canvas drew the text').to.be.greaterThan(ink(dom.data) * 0.5);
    expect(differing(dom.data, canvas.data, 96)).to.be.at.most(0.02);
  });
});

describe('<lib-sprites-scene renderer="canvas">: shapes draw as the DOM draws them', () => {
  afterEach(cleanup);

  const SHAPES: Record<string, string> = {
    RECTANGLE: `width="40" height="30" data-style="#c33"`,
    CIRCLE: `left="30" top="30" data-radius="20" data-style="#36c"`,
    ELLIPSE: `left="40" top="25" data-radius-x="30" data-radius-y="12" data-style="#3a3"`,
    TRIANGLE: `data-x1="40" data-y1="40" data-x2="0" data-y2="40" data-style="#a3a"`,
    SEGMENT: `data-x1="5" data-y1="5" data-x2="60" data-y2="40" data-line-width="4" data-style="#333"`,
    ARC: `left="30" top="30" data-radius="20" data-start-angle="0" data-end-angle="3" data-stroke data-line-width="3" data-style="#c60"`,
    QUADRATIC_BEZIER_CURVE: `top="20" data-x1="30" data-y1="-20" data-x2="60" data-y2="20" data-line-width="3" data-style="#06c"`,
    BEZIER_CURVE: `top="20" data-x1="20" data-y1="-20" data-x2="40" data-y2="40" data-x3="60" data-y3="0" data-line-width="3" data-style="#0a6"`,
    PIXEL: `left="10" top="10" data-style="#000"`,
    BITMAP: `width="8" height="8" src="#..#/.##./.##./#..#" data-style="#933"`,
  };

  for (const [type, attributes] of Object.entries(SHAPES)) {
    it(`${type}: at most 2% of pixels differ beyond a small tolerance, and something is drawn`, async () => {
      const scene = await mountScene(
        `<lib-sprites-group left="10" top="10" width="80" height="60"><lib-sprite src-type="${type}" ${attributes}></lib-sprite></lib-sprites-group>`,
        ' width="100" height="80"',
      );
      const [dom, canvas] = await bothRenderers(scene);
      let ink = 0;
      for (let i = 0; i < canvas.data.length; i += 4)
        if (canvas.data[i]! + canvas.data[i + 1]! + canvas.data[i + 2]! < 600) ink++;
      expect(ink, 'the canvas drew the shape').to.be.greaterThan(0);
      expect(differing(dom.data, canvas.data)).to.be.at.most(0.02);
    });
  }

  it("hit testing is shape-exact: inside a circle, not in its box's corner", async () => {
    const scene = await mountScene(
      `<lib-sprites-group id="c" left="0" top="0" width="40" height="40"><lib-sprite id="disc" src-type="CIRCLE" left="20" top="20" data-radius="20" data-style="#36c"></lib-sprite></lib-sprites-group>` +
        `<lib-sprites-group id="s" left="0" top="0" width="40" height="40"><lib-sprite id="line" src-type="SEGMENT" data-x1="0" data-y1="0" data-x2="40" data-y2="0" data-line-width="4" data-style="#000"></lib-sprite></lib-sprites-group>`,
      ' renderer="canvas" width="60" height="60"',
    );
    const at = (x: number, y: number): string[] => scene.elementsAt(x, y).map((hit) => hit.sprite!.id);
    expect(at(20, 20)).to.deep.equal(['disc']);
    expect(at(3, 38)).to.deep.equal([]);
    expect(at(20, 1)).to.deep.equal(['line', 'disc']);
    expect(at(2, 1)).to.deep.equal(['line']);
    expect(at(20, 6)).to.deep.equal(['disc']);
  });
});

describe('<lib-sprites-scene renderer="canvas">: dirty rectangles, resize, switching', () => {
  afterEach(cleanup);

  function spy(scene: LibSpritesSceneElement): { calls: string[]; restore(): void } {
    const context = scene.shadowRoot!.querySelector('canvas')!.getContext('2d')!;
    const calls: string[] = [];
    const names = ['clearRect', 'drawImage', 'fillText'] as const;
    const originals = names.map((name) => context[name]);
    names.forEach((name, i) => {
      (context as unknown as Record<string, unknown>)[name] = function (
        this: CanvasRenderingContext2D,
        ...args: number[]
      ) {
        calls.push(
          `${name}(${args
            .filter((a) => typeof a === 'number')
            .slice(-4)
            .join(',')})`,
        );
        return (originals[i] as (...a: unknown[]) => unknown).apply(this, args);
      };
    });
    return {
      calls,
      restore: () => names.forEach((name) => delete (context as unknown as Record<string, unknown>)[name]),
    };
  }

  const row = (): string =>
    [0, 1, 2]
      .map(
        (i) =>
          `<lib-sprites-group id="g${i}" src="${sheet}" src-width="16" src-height="16" width="16" height="16" left="${i * 40}" top="0"><lib-sprite></lib-sprite><lib-sprite src-left="16"></lib-sprite></lib-sprites-group>`,
      )
      .join('');

  it("a frame where nothing changed draws nothing; a change repaints only its group's box", async () => {
    const scene = await mountScene(row(), ' renderer="canvas" width="120" height="20"');
    await drawn(scene);
    const { calls, restore } = spy(scene);
    try {
      await frame();
      await frame();
      await settle();
      expect(calls, 'nothing changed').to.deep.equal([]);
      scene.querySelector<LibSpritesGroupElement>('#g1')!.next();
      await settle();
      // one box (old and new are the same box): cleared once, only g1 drawn again
      expect(calls).to.deep.equal(['clearRect(40,0,16,16)', 'drawImage(40,0,16,16)']);
      calls.length = 0;
      scene.querySelector<LibSpritesGroupElement>('#g2')!.controller.spritesGroup.left;
      scene.querySelector<LibSpritesGroupElement>('#g2')!.setAttribute('left', '100');
      await settle();
      expect(calls).to.deep.equal(['clearRect(80,0,16,16)', 'clearRect(100,0,16,16)', 'drawImage(100,0,16,16)']);
    } finally {
      restore();
    }
  });

  it("a page's frame loop that places a group after the library's loop has run: from its next frame, one draw a frame", async () => {
    const scene = await mountScene(row(), ' renderer="canvas" width="120" height="20"');
    await drawn(scene);
    const g0 = scene.querySelector<LibSpritesGroupElement>('#g0')!;
    const g1 = scene.querySelector<LibSpritesGroupElement>('#g1')!;
    // g1 moves at every frame: the library's loop draws in every frame.
    g1.setAttribute('fps', '60');
    g1.loop = true;
    g1.play();
    await frame();
    const paintingDraws = new Map<number, number>();
    const draw = Object.getOwnPropertyDescriptor(CanvasSceneRenderer.prototype, 'draw')!.value as (
      ...args: unknown[]
    ) => number;
    CanvasSceneRenderer.prototype.draw = function (this: CanvasSceneRenderer, ...args: unknown[]) {
      const painted = draw.apply(this, args);
      if (painted !== 0) paintingDraws.set(frameNumber(), (paintingDraws.get(frameNumber()) ?? 0) + 1);
      return painted;
    } as typeof draw;
    const pageFrames: number[] = [];
    try {
      // Asked now, after the library's loop asked for the next frame: the page's callback runs after it.
      await new Promise<void>((done) => {
        const page = (): void => {
          g0.controller.spritesGroup.left = 40 + (pageFrames.length % 2) * 4;
          pageFrames.push(frameNumber());
          if (pageFrames.length < 8) requestAnimationFrame(page);
          else done();
        };
        requestAnimationFrame(page);
      });
      await settle();
    } finally {
      CanvasSceneRenderer.prototype.draw = draw;
      g1.pause();
    }
    // The first frame draws twice (the loop's moves, then the page's write); from the next, once. (Before
    // the loop moved after the page's callback, every frame drew twice; a busy machine may add a stray one.)
    const later = pageFrames.slice(2).map((n) => ({ frame: n, draws: paintingDraws.get(n) ?? 0 }));
    expect(
      later.filter(({ draws }) => draws > 1).length,
      `painting draws by frame: ${JSON.stringify(later)}`,
    ).to.be.at.most(1);
  });

  it("a pointer move draws the sprite's frame as last drawn; a field written on a sprite not shown is drawn when it shows", async () => {
    const scene = await mountScene(
      `<lib-sprites-group id="g" src="${sheet}" src-width="16" src-height="16" width="32" height="32">` +
        `<lib-sprite></lib-sprite><lib-sprite src-left="16"></lib-sprite></lib-sprites-group>`,
      ' renderer="canvas" width="40" height="40"',
    );
    const group = scene.querySelector<LibSpritesGroupElement>('#g')!;
    const canvas = scene.shadowRoot!.querySelector('canvas')!;
    const centre = (): number[] => {
      const scale = canvas.width / 40;
      const data = canvas.getContext('2d')!.getImageData(Math.round(16 * scale), Math.round(16 * scale), 1, 1).data;
      return [data[0]!, data[1]!, data[2]!];
    };
    const colour = (frame: number): number[] => {
      const { r, g, b } = FRAME_COLOURS[frame]!;
      return [r, g, b];
    };
    await drawn(scene);
    expect(centre(), 'sprite 0').to.deep.equal(colour(0));
    group.next();
    await drawn(scene);
    expect(centre(), 'sprite 1').to.deep.equal(colour(1));
    group.previous();
    await drawn(scene);
    expect(centre(), 'sprite 0 again').to.deep.equal(colour(0));
    // Sprite 1 is not shown: its frame as last drawn must not be drawn again.
    group.controller.spritesGroup.sprites[1]!.srcLeft = 32;
    await drawn(scene);
    group.next();
    await drawn(scene);
    expect(centre(), 'sprite 1, its new source rectangle').to.deep.equal(colour(2));
  });

  it('the canvas follows the box at the device pixel ratio', async () => {
    const scene = await mountScene(row(), ' renderer="canvas" width="120" height="20"');
    await drawn(scene);
    const canvas = scene.shadowRoot!.querySelector('canvas')!;
    const ratio = window.devicePixelRatio || 1;
    expect([canvas.width, canvas.height]).to.deep.equal([Math.round(120 * ratio), Math.round(20 * ratio)]);
    scene.width = 200;
    scene.height = 50;
    await drawn(scene);
    expect([canvas.width, canvas.height]).to.deep.equal([Math.round(200 * ratio), Math.round(50 * ratio)]);
    expect(canvas.getBoundingClientRect().width).to.equal(200);
    // removed and put back: it follows the box again
    const parent = scene.parentElement!;
    scene.remove();
    parent.append(scene);
    scene.width = 150;
    await drawn(scene);
    expect(canvas.width).to.equal(Math.round(150 * ratio));
  });

  it('switching renderers at run time keeps pointers and playback', async () => {
    const scene = await mountScene(row(), ' width="120" height="20"');
    const g1 = scene.querySelector<LibSpritesGroupElement>('#g1')!;
    g1.next();
    g1.loop = true;
    g1.play();
    scene.renderer = 'canvas';
    await drawn(scene);
    expect(g1.playing).to.equal(true);
    expect(g1.shadowRoot!.querySelector('[part~=stage]'), 'the group renders nothing itself').to.equal(null);
    expect(scene.controller.getGraphicSpritesAll(false, []).length).to.equal(3);
    g1.pause();
    g1.pointer = 1;
    scene.renderer = 'dom';
    await drawn(scene);
    expect(g1.pointer).to.equal(1);
    expect(g1.shadowRoot!.querySelector('[part~=stage]')).to.exist;
  });

  it('a group the canvas draws from the start gets its shadow root when it first draws itself, styled as ever', async () => {
    const scene = await mountScene(row(), ' renderer="canvas" width="120" height="20"');
    const inserted = scene.controller.insertSpritesGroup({
      id: 'added',
      src: sheet,
      srcWidth: 16,
      srcHeight: 16,
      width: 20,
      height: 20,
      sprites: [{ id: 'f0' }],
    });
    await drawn(scene);
    const groups = [...scene.querySelectorAll<LibSpritesGroupElement>('lib-sprites-group')];
    const added = groups.find((g) => g.id === 'added')!;
    expect(inserted, 'inserted').to.not.equal(null);
    expect(
      groups.map((g) => g.shadowRoot),
      'the canvas shows them: no shadow root yet',
    ).to.deep.equal(groups.map(() => null));
    scene.renderer = 'dom';
    await drawn(scene);
    for (const g of groups) expect(g.shadowRoot!.querySelector('[part~=stage]'), g.id).to.exist;
    // Drawn by the canvas again, then moved out of the scene: it draws in the shadow root it has.
    scene.renderer = 'canvas';
    await drawn(scene);
    document.body.append(added);
    await settle();
    await added.updateComplete;
    expect(added.shadowRoot!.querySelectorAll('[part~=stage]').length).to.equal(1);
    expect(added.getBoundingClientRect().width).to.equal(20);
    expect(getComputedStyle(added).display, 'its :host style').to.equal('inline-block');
    added.remove();
  });
});
