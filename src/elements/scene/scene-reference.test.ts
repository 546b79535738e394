/**
 * Both renderers against a reference each test draws itself with plain 2D
 * canvas calls, the way the original CrossBrowdy rendering engine draws the
 * same data: text from its top (`textBaseline = "top"`), `style` functions
 * given the context and drawing what they return, rotation about a pivot,
 * filters and composite operations. Fonts differ between engines, so each
 * reference is drawn in the engine under test and compared pixel for pixel
 * (a pixel off by one does not count against a match).
 */
import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites } from '../../model/index.js';
import { bothRenderers, capture, cleanup, differing, drawn, mountScene } from '../../../test/support/elements.js';
import { agreement, inkBox, reference, region } from '../../../test/support/reference.js';

describe("both renderers draw as plain canvas calls in the original engine's way do", function () {
  this.timeout(60000);
  afterEach(cleanup);

  const TEXTS = [
    {
      id: 'fill',
      left: 10,
      top: 8,
      src: 'Hello, CrossBrowdy!',
      font: 'normal normal bold 26px courier',
      data: `data-font-size="26px" data-font-family="courier" data-font-weight="bold" data-style="#c00000"`,
      colour: '#c00000',
      stroke: false,
      lines: 1,
      lineHeight: 26,
    },
    {
      id: 'stroke',
      left: 10,
      top: 50,
      src: 'Stroke text',
      font: 'italic small-caps lighter 48px arial',
      data: `data-font-size="48px" data-font-family="arial" data-font-style="italic" data-font-variant="small-caps" data-font-weight="lighter" data-stroke data-style="#0000c0"`,
      colour: '#0000c0',
      stroke: true,
      lines: 1,
      lineHeight: 48,
    },
    {
      id: 'lines',
      left: 10,
      top: 120,
      src: 'two lines\nof text',
      font: '20px monospace',
      data: `data-font-size="20px" data-font-family="monospace" data-style="#006000"`,
      colour: '#006000',
      stroke: false,
      lines: 2,
      lineHeight: 20,
    },
  ];

  it('TEXT: from its top as textBaseline "top" puts it, each line fontSize below the last, not clipped to its 32 × 32 box', async () => {
    const markup = TEXTS.map(
      (t) =>
        `<lib-sprites-group id="${t.id}" src-type="TEXT"><lib-sprite left="${t.left}" top="${t.top}" src="${t.src}" ${t.data}></lib-sprite></lib-sprites-group>`,
    ).join('');
    const scene = await mountScene(markup, ' width="420" height="180"');
    const renders = await bothRenderers(scene);
    const expected = await reference(scene, (context) => {
      context.textBaseline = 'top';
      for (const t of TEXTS) {
        context.font = t.font;
        context.lineWidth = 1;
        context.fillStyle = context.strokeStyle = t.colour;
        t.src
          .split('\n')
          .forEach((line, i) =>
            t.stroke
              ? context.strokeText(line, t.left, t.top + i * t.lineHeight)
              : context.fillText(line, t.left, t.top + i * t.lineHeight),
          );
      }
    });
    const k = expected.width / 420;
    for (const [name, image] of [
      ['DOM', renders[0]],
      ['canvas', renders[1]],
    ] as const) {
      for (const t of TEXTS) {
        const area = region(image, scene, 0, t.top - 6, 420, t.lines * t.lineHeight + 18);
        const ours = inkBox(image, area);
        const theirs = inkBox(expected, area);
        expect(ours, `${name} ${t.id}: drawn`).to.not.equal(null);
        expect(
          Math.abs(ours!.top - theirs!.top),
          `${name} ${t.id}: ink top ${ours!.top} vs ${theirs!.top}`,
        ).to.be.at.most(1);
        expect(
          Math.abs(ours!.bottom - theirs!.bottom),
          `${name} ${t.id}: ink bottom ${ours!.bottom} vs ${theirs!.bottom}`,
        ).to.be.at.most(1);
        expect(ours!.right / k, `${name} ${t.id}: past its box`).to.be.greaterThan(t.left + 32 + 20);
        expect(Math.abs(ours!.right - theirs!.right), `${name} ${t.id}: ink right`).to.be.at.most(2 * k);
      }
      expect(agreement(image, expected), `${name}: inked pixels that agree`).to.be.at.least(0.9);
    }
  });

  it('TEXT: the stage clips it only with --lib-sprites-overflow: hidden (DOM), as every other type', async () => {
    const markup = `<lib-sprites-group src-type="TEXT" width="60" height="40" style="--lib-sprites-overflow: hidden"><lib-sprite left="10" top="8" src="████████" data-font-size="20px" data-font-family="monospace" data-style="#000"></lib-sprite></lib-sprites-group>`;
    const scene = await mountScene(markup, ' width="200" height="60"');
    const [dom] = await bothRenderers(scene);
    const inside = inkBox(dom, region(dom, scene, 0, 0, 60, 40));
    const outside = inkBox(dom, region(dom, scene, 61, 0, 139, 60));
    expect(inside, 'drawn inside the stage').to.not.equal(null);
    expect(outside, 'nothing past the stage').to.equal(null);
  });

  /** A 4 × 4 checker of two colours, for patterns. */
  function checker(): HTMLCanvasElement {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 4;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2040c0';
    context.fillRect(0, 0, 4, 4);
    context.fillStyle = '#e0a000';
    context.fillRect(0, 0, 2, 2);
    context.fillRect(2, 2, 2, 2);
    return canvas;
  }

  type Box = { left: number; top: number; width: number; height: number };
  type StyleFunction = (element: Box, context: CanvasRenderingContext2D) => string | CanvasGradient | CanvasPattern;

  /** Style functions as pages write them: gradients in the canvas's coordinates (the example's own, from the object's left/top), a pattern. */
  const STYLES: Record<string, StyleFunction> = {
    linear: (_e, c) => {
      const gradient = c.createLinearGradient(90, 20, 150, 80);
      gradient.addColorStop(0, '#aa0000');
      gradient.addColorStop(1, '#aaaa00');
      return gradient;
    },
    example: (e, c) => {
      const gradient = c.createLinearGradient(e.left, e.top, e.left + e.width, e.top + e.height);
      gradient.addColorStop(0, '#00aa00');
      gradient.addColorStop(1, '#0000aa');
      return gradient;
    },
    pattern: (_e, c) => c.createPattern(checker(), 'repeat')!,
    radial: (e, c) => {
      const gradient = c.createRadialGradient(e.left, e.top, 10, e.left + 10, e.top + 10, 80);
      gradient.addColorStop(0, 'red');
      gradient.addColorStop(0.5, 'black');
      return gradient;
    },
  };

  it("style functions: called with the object and a 2D context, their gradients and patterns drawn in the canvas's coordinates", async () => {
    const scene = await mountScene('', ' width="320" height="220"');
    const T = LIB_GraphicSprites.SRC_TYPES;
    const contexts: unknown[] = [];
    const traced =
      (f: StyleFunction): StyleFunction =>
      (e, c) => (contexts.push(c), f(e, c));
    scene.controller.insertSpritesGroup({
      id: 'rectangles',
      srcType: T.RECTANGLE,
      left: 20,
      top: 20,
      sprites: [
        {
          id: 'r',
          width: 60,
          height: 60,
          data: { style: '#00aa00' },
          subSprites: [
            { id: 'linear', left: 70, width: 60, height: 60, data: { style: traced(STYLES.linear!) } },
            {
              id: 'example',
              left: 140,
              width: 60,
              height: 60,
              data: { stroke: true, lineWidth: 6, style: STYLES.example },
            },
            { id: 'pattern', left: 210, width: 60, height: 60, data: { style: STYLES.pattern } },
          ],
        },
      ],
    });
    scene.controller.insertSpritesGroup({
      id: 'circles',
      srcType: T.CIRCLE,
      sprites: [{ id: 'c', left: 50, top: 150, data: { radius: 30, style: STYLES.radial } }],
    });
    const renders = await bothRenderers(scene);
    expect(
      contexts.some((c) => c instanceof CanvasRenderingContext2D),
      'a 2D context given',
    ).to.equal(true);
    const expected = await reference(scene, (context) => {
      // As the original: the style read for each element, then the element drawn at its place in the canvas.
      const draw = (box: Box, at: [number, number], style: string | StyleFunction, stroke = false): void => {
        const paint = typeof style === 'function' ? style(box, context) : style;
        if (stroke) {
          context.lineWidth = 6;
          context.strokeStyle = paint;
          context.strokeRect(at[0], at[1], box.width, box.height);
        } else {
          context.fillStyle = paint;
          context.fillRect(at[0], at[1], box.width, box.height);
        }
      };
      draw({ left: 0, top: 0, width: 60, height: 60 }, [20, 20], '#00aa00');
      draw({ left: 70, top: 0, width: 60, height: 60 }, [90, 20], STYLES.linear!);
      draw({ left: 140, top: 0, width: 60, height: 60 }, [160, 20], STYLES.example!, true);
      draw({ left: 210, top: 0, width: 60, height: 60 }, [230, 20], STYLES.pattern!);
      context.fillStyle = STYLES.radial!({ left: 50, top: 150, width: 32, height: 32 }, context);
      context.beginPath();
      context.arc(50, 150, 30, 0, Math.PI * 2, true);
      context.closePath();
      context.fill();
    });
    for (const [name, image] of [
      ['DOM', renders[0]],
      ['canvas', renders[1]],
    ] as const) {
      for (const [what, x] of [
        ['colour', 20],
        ['linear gradient', 90],
        ['gradient outline', 157],
        ['pattern', 230],
      ] as const) {
        const area = region(image, scene, x, 17, 66, 66);
        expect(inkBox(image, area), `${name} ${what}: drawn`).to.not.equal(null);
        expect(agreement(image, expected, 24, area), `${name} ${what}: pixels that agree`).to.be.at.least(0.97);
      }
      const circle = region(image, scene, 18, 118, 64, 64);
      expect(agreement(image, expected, 24, circle), `${name} radial gradient: pixels that agree`).to.be.at.least(0.95);
    }
  });

  it("a style function's gradient on an outline at a fractional place lands on the canvas's own pixels, edges included", async () => {
    // As pong's field: a 3.25 px gradient outline whose top is 10.67 px (the DOM draws it in a canvas of its own).
    const scene = await mountScene('', ' width="200" height="100"');
    const field = { left: 20.4, top: 10.67, width: 150, height: 70 };
    scene.controller.insertSpritesGroup({
      id: 'field',
      srcType: LIB_GraphicSprites.SRC_TYPES.RECTANGLE,
      sprites: [{ id: 'f', ...field, data: { stroke: true, lineWidth: 3.25, style: STYLES.example } }],
    });
    const renders = await bothRenderers(scene);
    const expected = await reference(scene, (context) => {
      context.lineWidth = 3.25;
      context.strokeStyle = STYLES.example!(field, context);
      context.strokeRect(field.left, field.top, field.width, field.height);
    });
    for (const [name, image] of [
      ['DOM', renders[0]],
      ['canvas', renders[1]],
    ] as const) {
      expect(inkBox(image, region(image, scene, 0, 0, 200, 100)), `${name}: drawn`).to.not.equal(null);
      // Pixel for pixel: an outline moved by a fraction of a pixel changes the edges' coverage.
      expect(differing(image.data, expected.data), `${name}: share of pixels unlike the reference`).to.be.at.most(
        0.003,
      );
    }
  });

  const deg = (d: number): number => (d * Math.PI) / 180;

  it("rotation (degrees): about the box's centre as the original turns its canvas, or about rotationX/rotationY; a gradient turns with the shape; text too", async () => {
    const scene = await mountScene('', ' width="320" height="140"');
    const T = LIB_GraphicSprites.SRC_TYPES;
    const along: StyleFunction = (_e, c) => {
      const gradient = c.createLinearGradient(-30, 0, 30, 0);
      gradient.addColorStop(0, '#ff0000');
      gradient.addColorStop(1, '#0000ff');
      return gradient;
    };
    scene.controller.insertSpritesGroup({
      id: 'a',
      srcType: T.RECTANGLE,
      sprites: [
        {
          id: 'a1',
          left: 40,
          top: 30,
          width: 60,
          height: 20,
          data: { style: '#c03000', rotation: 30, rotationUseDegrees: true },
        },
      ],
    });
    scene.controller.insertSpritesGroup({
      id: 'b',
      srcType: T.RECTANGLE,
      sprites: [
        {
          id: 'b1',
          left: 140,
          top: 30,
          width: 60,
          height: 20,
          data: { style: along, rotation: 45, rotationUseDegrees: true },
        },
      ],
    });
    scene.controller.insertSpritesGroup({
      id: 'c',
      srcType: T.TEXT,
      sprites: [
        {
          id: 'c1',
          src: 'Turn',
          left: 230,
          top: 30,
          data: { fontSize: '20px', fontFamily: 'monospace', style: '#006000', rotation: 90, rotationUseDegrees: true },
        },
      ],
    });
    scene.controller.insertSpritesGroup({
      id: 'd',
      srcType: T.RECTANGLE,
      sprites: [
        {
          id: 'd1',
          left: 40,
          top: 90,
          width: 60,
          height: 16,
          data: { style: '#600060', rotation: 20, rotationUseDegrees: true, rotationX: 40, rotationY: 90 },
        },
      ],
    });
    const [dom, canvas] = await bothRenderers(scene);
    const expected = await reference(scene, (context) => {
      const turned = (x: number, y: number, angle: number, draw: () => void): void => {
        context.save();
        context.translate(x, y);
        context.rotate(deg(angle));
        draw();
        context.restore();
      };
      turned(70, 40, 30, () => ((context.fillStyle = '#c03000'), context.fillRect(-30, -10, 60, 20)));
      turned(
        170,
        40,
        45,
        () => (
          (context.fillStyle = along({ left: 140, top: 30, width: 60, height: 20 }, context)),
          context.fillRect(-30, -10, 60, 20)
        ),
      );
      turned(246, 46, 90, () => {
        context.font = '20px monospace';
        context.textBaseline = 'top';
        context.fillStyle = '#006000';
        context.fillText('Turn', -16, -16);
      });
      turned(40, 90, 20, () => ((context.fillStyle = '#600060'), context.fillRect(0, 0, 60, 16)));
    });
    for (const [name, image] of [
      ['DOM', dom],
      ['canvas', canvas],
    ] as const) {
      for (const [what, area] of [
        ['centre', [20, 0, 100, 80]],
        ['gradient', [120, 0, 100, 80]],
        ['text', [220, 0, 90, 100]],
        ['pivot', [20, 80, 100, 60]],
      ] as const) {
        const r = region(image, scene, area[0], area[1], area[2], area[3]);
        expect(inkBox(image, r), `${name} ${what}: drawn`).to.not.equal(null);
        // Turned glyphs are rasterized differently by CSS and a canvas: their ink must cover the same rectangle.
        const ours = inkBox(image, r)!;
        const theirs = inkBox(expected, r)!;
        for (const side of ['left', 'top', 'right', 'bottom'] as const)
          expect(Math.abs(ours[side] - theirs[side]), `${name} ${what}: ink ${side}`).to.be.at.most(1);
        expect(agreement(image, expected, 40, r), `${name} ${what}: pixels that agree`).to.be.at.least(
          what === 'text' ? 0.5 : 0.97,
        );
      }
    }
  });

  it('filter: the canvas filter in the canvas, the CSS filter in the DOM, the same pixels', async function () {
    const scene = await mountScene('', ' width="240" height="100"');
    const T = LIB_GraphicSprites.SRC_TYPES;
    scene.controller.insertSpritesGroup({
      id: 'sepia',
      srcType: T.RECTANGLE,
      sprites: [{ id: 's1', left: 20, top: 20, width: 60, height: 50, data: { style: '#2060ff', filter: 'sepia(1)' } }],
    });
    scene.controller.insertSpritesGroup({
      id: 'blur',
      srcType: T.RECTANGLE,
      sprites: [
        { id: 'b1', left: 130, top: 30, width: 50, height: 30, data: { style: '#000000', filter: 'blur(3px)' } },
      ],
    });
    const [dom, canvas] = await bothRenderers(scene);
    // Some engines take a canvas filter and draw without it (WebKitGTK): the DOM still shows it, the canvas cannot.
    const probe = document.createElement('canvas').getContext('2d')!;
    probe.filter = 'invert(1)';
    probe.fillStyle = '#ffffff';
    probe.fillRect(0, 0, 1, 1);
    if (probe.getImageData(0, 0, 1, 1).data[0] !== 0) this.skip();
    const expected = await reference(scene, (context) => {
      context.filter = 'sepia(1)';
      context.fillStyle = '#2060ff';
      context.fillRect(20, 20, 60, 50);
      context.filter = 'blur(3px)';
      context.fillStyle = '#000000';
      context.fillRect(130, 30, 50, 30);
    });
    for (const [name, image] of [
      ['DOM', dom],
      ['canvas', canvas],
    ] as const) {
      expect(agreement(image, expected, 24, region(image, scene, 0, 0, 100, 100)), `${name} sepia`).to.be.at.least(
        0.97,
      );
      const blurred = region(image, scene, 110, 10, 100, 80);
      expect(agreement(image, expected, 40, blurred), `${name} blur`).to.be.at.least(0.95);
      // The blur reaches past the box: drawn there too (and cleared there on a repaint).
      expect(inkBox(image, blurred)!.left, `${name}: blurred past the box`).to.be.below(
        region(image, scene, 129, 0, 1, 1).x,
      );
    }
  });

  it('globalCompositeOperation: blend modes in both renderers; Porter-Duff operators in the canvas, over everything drawn before as the original', async () => {
    const scene = await mountScene('', ' width="260" height="100" renderer="canvas"');
    const T = LIB_GraphicSprites.SRC_TYPES;
    const rect = (
      id: string,
      left: number,
      top: number,
      width: number,
      height: number,
      style: string,
      operation?: string,
    ): object => ({
      id,
      left,
      top,
      width,
      height,
      data: operation ? { style, globalCompositeOperation: operation } : { style },
    });
    scene.controller.insertSpritesGroup({
      id: 'multiply',
      srcType: T.RECTANGLE,
      zIndex: 1,
      sprites: [
        { ...rect('m', 10, 10, 60, 40, '#ff0000'), subSprites: [rect('m2', 30, 20, 60, 40, '#0000ff', 'multiply')] },
      ],
    });
    scene.controller.insertSpritesGroup({
      id: 'under',
      srcType: T.RECTANGLE,
      zIndex: 2,
      sprites: [rect('u', 110, 10, 60, 60, '#00a000')],
    });
    scene.controller.insertSpritesGroup({
      id: 'hole',
      srcType: T.RECTANGLE,
      zIndex: 3,
      sprites: [rect('h', 130, 30, 20, 20, '#000000', 'destination-out')],
    });
    scene.controller.insertSpritesGroup({
      id: 'xor',
      srcType: T.RECTANGLE,
      zIndex: 4,
      sprites: [rect('x', 150, 50, 40, 40, '#ff00ff', 'xor')],
    });
    scene.controller.insertSpritesGroup({
      id: 'after',
      srcType: T.RECTANGLE,
      zIndex: 5,
      sprites: [rect('a', 200, 10, 40, 30, '#808000')],
    });
    await drawn(scene);
    const draw = (context: CanvasRenderingContext2D, copy: boolean): void => {
      const fill = (x: number, y: number, w: number, h: number, style: string, operation = 'source-over'): void => {
        context.globalCompositeOperation = operation as GlobalCompositeOperation;
        context.fillStyle = style;
        context.fillRect(x, y, w, h);
      };
      fill(10, 10, 60, 40, '#ff0000');
      fill(40, 30, 60, 40, '#0000ff', 'multiply');
      fill(110, 10, 60, 60, '#00a000');
      fill(130, 30, 20, 20, '#000000', 'destination-out');
      fill(150, 50, 40, 40, '#ff00ff', 'xor');
      if (copy) fill(205, 60, 30, 30, '#00c0c0', 'copy');
      fill(200, 10, 40, 30, '#808000');
      context.globalCompositeOperation = 'source-over';
    };
    const canvas = await capture(scene);
    const expected = await reference(scene, (context) => draw(context, false));
    expect(agreement(canvas, expected, 24), 'canvas: every operator').to.be.at.least(0.97);
    // `copy` keeps nothing of what was drawn before it: the whole canvas repaints while it is there.
    scene.controller.insertSpritesGroup({
      id: 'copy',
      srcType: T.RECTANGLE,
      zIndex: 4.5,
      sprites: [rect('c', 205, 60, 30, 30, '#00c0c0', 'copy')],
    });
    await drawn(scene);
    const copied = await capture(scene);
    const expectedCopy = await reference(scene, (context) => draw(context, true));
    expect(agreement(copied, expectedCopy, 24), 'canvas: copy').to.be.at.least(0.97);
    // The DOM shows the blend mode as CSS does (mix-blend-mode), the same pixels.
    scene.controller.removeSpritesGroupById('copy');
    scene.renderer = 'dom';
    await drawn(scene);
    const dom = await capture(scene);
    expect(agreement(dom, expected, 24, region(dom, scene, 0, 0, 105, 80)), 'DOM: multiply').to.be.at.least(0.97);
  });
});
