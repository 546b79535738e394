/**
 * Objects with no `style` draw as the original engine draws them: it assigns
 * the missing style to the canvas, which ignores it, so such an object is
 * drawn with the fill (stroke) the objects drawn before it left. Both
 * renderers against a reference drawn with plain canvas calls that way.
 */
import { expect } from '@open-wc/testing';
import type { LibSpritesSceneElement } from '../index.js';
import {
  bothRenderers,
  capture,
  type Capture,
  cleanup,
  drawn,
  expectPixels,
  mountScene,
  showOnWhite,
} from '../../../test/support/elements.js';
import { agreement, inkBox, reference, region } from '../../../test/support/reference.js';

const group = (left: number, top: number, z: number, sprite: string): string =>
  `<lib-sprites-group left="${left}" top="${top}" width="60" height="40" z-index="${z}">${sprite}</lib-sprites-group>`;

/** What the original's canvas is given for an object with no style: nothing it takes. */
const NO_STYLE = undefined as unknown as string;

const BITMAP = ['#..#', '.##.', '.##.', '#..#'];

/** Bitmap cells of `size` px at (left, top), filled with whatever the context holds. */
function fillBitmap(context: CanvasRenderingContext2D, left: number, top: number, size: number): void {
  BITMAP.forEach((row, y) =>
    [...row].forEach((cell, x) => {
      if (cell === '#') context.fillRect(left + x * size, top + y * size, size, size);
    }),
  );
}

/** Each named region of the scene (CSS px) drawn, and agreeing with the reference. */
function expectAgreement(
  name: string,
  scene: LibSpritesSceneElement,
  image: Capture,
  expected: Capture,
  areas: Record<string, [number, number, number, number]>,
): void {
  for (const [what, [x, y, width, height]] of Object.entries(areas)) {
    const area = region(image, scene, x, y, width, height);
    expect(inkBox(image, area), `${name} ${what}: drawn`).to.not.equal(null);
    expect(agreement(image, expected, 40, area), `${name} ${what}: pixels that agree`).to.be.at.least(0.95);
  }
}

describe('objects with no style take what was drawn before them, in both renderers', function () {
  this.timeout(60000);
  afterEach(cleanup);

  const FONT = 'normal normal bold 20px monospace';
  const markup = (colour: string): string =>
    group(5, 5, 1, `<lib-sprite src-type="RECTANGLE" width="40" height="30" data-style="${colour}"></lib-sprite>`) +
    group(55, 5, 2, `<lib-sprite src-type="BITMAP" width="8" height="8" src="${BITMAP.join('/')}"></lib-sprite>`) +
    group(100, 5, 3, `<lib-sprite src-type="RECTANGLE" width="30" height="30"></lib-sprite>`) +
    group(
      5,
      50,
      4,
      `<lib-sprite src-type="TEXT" src="Carried" data-font-size="20px" data-font-family="monospace" data-font-weight="bold"></lib-sprite>`,
    );

  const draw = (colour: string) => (context: CanvasRenderingContext2D) => {
    context.fillStyle = colour;
    context.fillRect(5, 5, 40, 30);
    context.fillStyle = NO_STYLE;
    fillBitmap(context, 55, 5, 8);
    context.fillStyle = NO_STYLE;
    context.fillRect(100, 5, 30, 30);
    context.fillStyle = NO_STYLE;
    context.font = FONT;
    context.textBaseline = 'top';
    context.fillText('Carried', 5, 50);
  };

  const AREAS: Record<string, [number, number, number, number]> = {
    'styled rectangle': [0, 0, 50, 40],
    'bitmap with no style': [50, 0, 45, 40],
    'rectangle with no style': [96, 0, 40, 40],
    'text with no style': [0, 45, 120, 30],
  };

  it('a styled rectangle, then a bitmap, a rectangle and a text with none: all in its colour', async () => {
    const scene = await mountScene(markup('#c00000'), ' width="140" height="80"');
    const expected = await reference(scene, draw('#c00000'));
    const [dom, canvas] = await bothRenderers(scene);
    expectAgreement('dom', scene, dom, expected, AREAS);
    expectAgreement('canvas', scene, canvas, expected, AREAS);
  });

  it('the styled group changes colour: the others follow, the canvas in a partial repaint', async () => {
    for (const renderer of ['canvas', 'dom'] as const) {
      const scene = await mountScene(markup('#c00000'), ` width="140" height="80" renderer="${renderer}"`);
      await drawn(scene);
      scene.querySelector('lib-sprite')!.setAttribute('data-style', '#0050c0');
      await drawn(scene);
      const expected = await reference(scene, draw('#0050c0'));
      expectAgreement(renderer, scene, await capture(scene), expected, AREAS);
      cleanup();
    }
  });

  it('fill and stroke apart; the first object with no style, and a stroke with none set before, in currentColor', async () => {
    const scene = await mountScene(
      group(5, 5, 1, `<lib-sprite src-type="RECTANGLE" width="30" height="30"></lib-sprite>`) +
        group(
          45,
          5,
          2,
          `<lib-sprite src-type="RECTANGLE" width="30" height="30" data-stroke data-line-width="4"></lib-sprite>`,
        ) +
        group(85, 5, 3, `<lib-sprite src-type="RECTANGLE" width="30" height="30" data-style="#00a000"></lib-sprite>`) +
        group(
          5,
          45,
          4,
          `<lib-sprite src-type="RECTANGLE" width="30" height="30" data-stroke data-line-width="4" data-style="#0000c0"></lib-sprite>`,
        ) +
        group(
          45,
          45,
          5,
          `<lib-sprite src-type="RECTANGLE" width="30" height="30" data-stroke data-line-width="4"></lib-sprite>`,
        ) +
        group(85, 45, 6, `<lib-sprite src-type="RECTANGLE" width="30" height="30"></lib-sprite>`),
      ' width="130" height="90"',
    );
    const expected = await reference(scene, (context) => {
      context.fillStyle = 'black';
      context.strokeStyle = 'black';
      context.lineWidth = 4;
      context.fillRect(5, 5, 30, 30);
      context.strokeStyle = NO_STYLE;
      context.strokeRect(45, 5, 30, 30);
      context.fillStyle = '#00a000';
      context.fillRect(85, 5, 30, 30);
      context.strokeStyle = '#0000c0';
      context.strokeRect(5, 45, 30, 30);
      context.strokeStyle = NO_STYLE;
      context.strokeRect(45, 45, 30, 30);
      context.fillStyle = NO_STYLE;
      context.fillRect(85, 45, 30, 30);
    });
    const [dom, canvas] = await bothRenderers(scene);
    const areas: Record<string, [number, number, number, number]> = {
      'first, no style (currentColor)': [0, 0, 40, 40],
      'stroke, none before (currentColor)': [40, 0, 40, 40],
      'stroke with no style (the blue stroke before)': [40, 40, 40, 40],
      'fill with no style (the green fill before, not the stroke)': [80, 40, 40, 40],
    };
    expectAgreement('dom', scene, dom, expected, areas);
    expectAgreement('canvas', scene, canvas, expected, areas);
  });
});

describe('a group outside a scene: objects with no style', () => {
  afterEach(cleanup);

  it('take the colour of the items before them in the group, else currentColor', async () => {
    await showOnWhite(
      `<lib-sprites-group width="100" height="30" style="color: rgb(0, 0, 0)"><lib-sprite>` +
        `<lib-sub-sprite src-type="RECTANGLE" width="20" height="20" z-index="1"></lib-sub-sprite>` +
        `<lib-sub-sprite src-type="RECTANGLE" left="30" width="20" height="20" z-index="2" data-style="rgb(200, 0, 0)"></lib-sub-sprite>` +
        `<lib-sub-sprite src-type="RECTANGLE" left="60" width="20" height="20" z-index="3"></lib-sub-sprite>` +
        `</lib-sprite></lib-sprites-group>`,
    );
    await expectPixels([
      [10, 10, [0, 0, 0], 'first, no style: currentColor'],
      [40, 10, [200, 0, 0], 'styled'],
      [70, 10, [200, 0, 0], 'no style, after the styled one'],
    ]);
  });
});
