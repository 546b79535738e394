import { expect, waitUntil } from '@open-wc/testing';
import type { LibSpritesSceneElement } from '../index.js';
import type { SpritesObjectInit } from '../../model/index.js';
import {
  capture,
  cleanup,
  differing,
  drawn,
  drawSheet,
  mapRectangle,
  mountScene,
} from '../../../test/support/elements.js';

const sheet = drawSheet(4, 2, 16).url;

/** The share of pixels whose red, green, blue or alpha differ by more than `tolerance`. */
function differingRgba(a: Uint8ClampedArray, b: Uint8ClampedArray, tolerance: number): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 4)
    for (let k = 0; k < 4; k++)
      if (Math.abs(a[i + k]! - b[i + k]!) > tolerance) {
        count++;
        break;
      }
  return count / (a.length / 4);
}

/** The scene's canvas pixels drawn on the main thread, then by a worker (`offscreen`). */
async function bothThreads(scene: LibSpritesSceneElement): Promise<[main: ImageData, worker: ImageData]> {
  await drawn(scene);
  expect(scene.drawsOffscreen).to.equal(false);
  const main = (await scene.readPixels())!;
  scene.offscreen = true;
  await drawn(scene);
  expect(scene.drawsOffscreen, `the worker draws (refused: ${scene.offscreenRefusal})`).to.equal(true);
  const worker = (await scene.readPixels())!;
  return [main, worker];
}

const FIXTURES: Record<string, string> = {
  IMAGE:
    `<lib-sprites-group src="${sheet}" src-width="16" src-height="16" width="32" height="32" left="4" top="6" z-index="2"><lib-sprite src-left="16"></lib-sprite></lib-sprites-group>` +
    `<lib-sprites-group src="${sheet}" src-width="16" src-height="16" width="48" height="24" left="20.5" top="20" z-index="1" data-opacity="0.5"><lib-sprite src-top="16"><lib-sub-sprite src-left="32" left="30" top="-10" width="16" height="16" z-index="3" data-rotation="30"></lib-sub-sprite></lib-sprite></lib-sprites-group>`,
  TEXT: `<lib-sprites-group src-type="TEXT" width="110" height="30" left="5" top="5"><lib-sprite src="Hello&#10;scene" data-font-size="14" data-style="#c33"></lib-sprite></lib-sprites-group>`,
  SHAPES:
    `<lib-sprites-group left="10" top="10" width="80" height="60">` +
    `<lib-sprite src-type="RECTANGLE" width="40" height="30" data-style="#c33"></lib-sprite></lib-sprites-group>` +
    `<lib-sprites-group src-type="CIRCLE" left="60" top="40" data-radius="20" data-style="#36c" data-filter="blur(1px)"><lib-sprite></lib-sprite></lib-sprites-group>` +
    `<lib-sprites-group src-type="SEGMENT" data-x1="5" data-y1="5" data-x2="60" data-y2="40" data-line-width="4" data-style="#333"><lib-sprite></lib-sprite></lib-sprites-group>` +
    `<lib-sprites-group src-type="ARC" left="30" top="30" data-radius="20" data-start-angle="0" data-end-angle="3" data-stroke data-line-width="3" data-style="#c60"><lib-sprite></lib-sprite></lib-sprites-group>`,
  BITMAP: `<lib-sprites-group src-type="BITMAP" left="10" top="10" width="8" height="8" data-style="#933"><lib-sprite src="#..#/.##./.##./#..#"></lib-sprite></lib-sprites-group>`,
};

describe('<lib-sprites-scene renderer="canvas" offscreen>: a worker draws the same pixels', function () {
  this.timeout(30000);
  afterEach(cleanup);

  for (const [name, markup] of Object.entries(FIXTURES)) {
    it(`${name}: the worker's pixels are the main thread's`, async () => {
      const scene = await mountScene(markup, ' renderer="canvas" width="120" height="80"');
      const [main, worker] = await bothThreads(scene);
      expect(worker.width).to.equal(main.width);
      const inked = main.data.some((value, i) => i % 4 === 3 && value > 0);
      expect(inked, 'something was drawn').to.equal(true);
      expect(differingRgba(main.data, worker.data, 2)).to.equal(0);
    });
  }
});

describe('<lib-sprites-scene renderer="canvas" offscreen>: what only the main thread draws the same', function () {
  this.timeout(30000);
  afterEach(cleanup);

  it('MAP: the cells of other groups, drawn by the worker as by the main thread', async () => {
    const scene = await mountScene('', ' renderer="canvas" width="120" height="80"');
    for (const group of [
      mapRectangle('red', 'red'),
      mapRectangle('blue', '#36c'),
      {
        id: 'map',
        srcType: 'MAP',
        left: 10,
        top: 10,
        width: 30,
        height: 30,
        data: { elementsData: { r: { id: 'red' }, b: { id: 'blue' } } },
        sprites: [
          {
            id: 'map_sprite',
            src: [
              ['r', 'b', 'r'],
              ['b', '', 'b'],
            ],
          },
        ],
      } as SpritesObjectInit,
    ])
      scene.controller.insertSpritesGroup(group);
    const [main, worker] = await bothThreads(scene);
    expect(main.data.some((value, i) => i % 4 === 3 && value > 0)).to.equal(true);
    expect(differingRgba(main.data, worker.data, 2)).to.equal(0);
  });

  it('a page hook: the main thread takes the canvas over, says why, and draws what the hook draws', async () => {
    const scene = await mountScene('', ' renderer="canvas" offscreen width="60" height="40"');
    await drawn(scene);
    expect(scene.drawsOffscreen).to.equal(true);
    const hooked = {
      srcType: 'RECTANGLE',
      width: 20,
      height: 20,
      data: {
        style: '#36c',
        afterDrawing: (_object: unknown, context: CanvasRenderingContext2D | null) => {
          context!.fillStyle = '#f00';
          context!.fillRect(30, 0, 10, 10);
        },
      },
      sprites: [{}],
    } as unknown as SpritesObjectInit;
    scene.controller.insertSpritesGroup(hooked);
    await drawn(scene);
    expect(scene.drawsOffscreen).to.equal(false);
    expect(scene.offscreenRefusal).to.equal('page hooks');
    const pixels = (await scene.readPixels())!;
    const at = (x: number, y: number): number[] => {
      const scale = pixels.width / 60;
      const i = (Math.round(y * scale) * pixels.width + Math.round(x * scale)) * 4;
      return [...pixels.data.slice(i, i + 4)];
    };
    expect(at(35, 5), 'what the hook drew').to.deep.equal([255, 0, 0, 255]);
    expect(at(10, 10), 'the group').to.deep.equal([0x33, 0x66, 0xcc, 255]);
  });

  it('a hook runs as often as without a worker: none is run for the worker, which it could not draw on', async () => {
    const runs = async (attributes: string): Promise<number[]> => {
      const counts = [0, 0];
      const scene = await mountScene('', ` renderer="canvas"${attributes} width="60" height="40"`);
      scene.controller.insertSpritesGroup({
        srcType: 'RECTANGLE',
        width: 20,
        height: 20,
        data: {
          style: '#36c',
          beforeDrawing(this: unknown) {
            counts[0]!++;
            return this;
          },
          afterDrawing: () => void counts[1]!++,
        },
        sprites: [{}],
      } as unknown as SpritesObjectInit);
      await drawn(scene);
      return counts;
    };
    const main = await runs('');
    expect(main[0], 'the hooks ran').to.be.greaterThan(0);
    expect(await runs(' offscreen')).to.deep.equal(main);
  });

  it('a gradient style: the main thread draws it, as it draws it without a worker', async () => {
    const groups = (): SpritesObjectInit[] => [
      {
        srcType: 'RECTANGLE',
        width: 40,
        height: 20,
        data: {
          style: (_element: unknown, context: CanvasRenderingContext2D) => {
            const gradient = context.createLinearGradient(0, 0, 40, 0);
            gradient.addColorStop(0, '#aa0000');
            gradient.addColorStop(1, '#0000aa');
            return gradient;
          },
        },
        sprites: [{}],
      } as unknown as SpritesObjectInit,
    ];
    const main = await mountScene('', ' renderer="canvas" width="60" height="40"');
    for (const group of groups()) main.controller.insertSpritesGroup(group);
    await drawn(main);
    const scene = await mountScene('', ' renderer="canvas" offscreen width="60" height="40"');
    for (const group of groups()) scene.controller.insertSpritesGroup(group);
    await drawn(scene);
    expect(scene.drawsOffscreen).to.equal(false);
    expect(scene.offscreenRefusal).to.equal('a gradient or pattern');
    const expected = (await main.readPixels())!;
    expect(expected.data.some((value, i) => i % 4 === 3 && value > 0)).to.equal(true);
    expect(differingRgba(expected.data, (await scene.readPixels())!.data, 2)).to.equal(0);
  });
  it('a font of the document\u2019s own (FontFace): the main thread draws the text', async () => {
    const face = new FontFace('LibOffscreenTestFace', 'local(Arial)');
    document.fonts.add(face);
    try {
      const scene = await mountScene(
        `<lib-sprites-group src-type="TEXT" width="50" height="20" data-font-family="LibOffscreenTestFace"><lib-sprite src="Hi"></lib-sprite></lib-sprites-group>`,
        ' renderer="canvas" offscreen width="60" height="40"',
      );
      await drawn(scene);
      expect(scene.drawsOffscreen).to.equal(false);
      expect(scene.offscreenRefusal).to.equal('a web font of the document');
    } finally {
      document.fonts.delete(face);
    }
  });
});

describe('<lib-sprites-scene renderer="canvas" offscreen>: life of the worker', function () {
  this.timeout(30000);
  afterEach(cleanup);

  const markup = `<lib-sprites-group src="${sheet}" src-width="16" src-height="16" width="32" height="32" left="4" top="6"><lib-sprite></lib-sprite><lib-sprite src-left="16"></lib-sprite></lib-sprites-group>`;
  const colourAt = (pixels: ImageData, x: number, y: number): number[] => {
    const scale = pixels.width / 60;
    const i = (Math.round(y * scale) * pixels.width + Math.round(x * scale)) * 4;
    return [...pixels.data.slice(i, i + 3)];
  };

  it('the page sees the worker\u2019s canvas: a screenshot shows what the main thread shows', async () => {
    const scene = await mountScene(markup, ' renderer="canvas" width="60" height="40"');
    await drawn(scene);
    const main = await capture(scene);
    scene.offscreen = true;
    await drawn(scene);
    expect(scene.drawsOffscreen).to.equal(true);
    // The worker's frame reaches the screen when the compositor takes it: on a busy machine, frames later.
    let worker = await capture(scene);
    await waitUntil(
      async () => differing(main.data, (worker = await capture(scene)).data, 8) === 0,
      'the screenshot shows the worker’s frame',
      { timeout: 10000, interval: 100 },
    ).catch(() => undefined);
    expect(differing(main.data, worker.data, 8)).to.equal(0);
    expect(differing(main.data, new Uint8ClampedArray(main.data.length).fill(255), 8)).to.be.greaterThan(0.1);
  });

  it('a pointer move is drawn by the worker; leaving the page stops it, and a return draws into a new canvas', async () => {
    const scene = await mountScene(markup, ' renderer="canvas" offscreen width="60" height="40"');
    await drawn(scene);
    expect(scene.drawsOffscreen).to.equal(true);
    const first = colourAt((await scene.readPixels())!, 20, 20);
    const group = scene.querySelector('lib-sprites-group')!;
    group.controller.setPointer(1);
    await drawn(scene);
    const second = colourAt((await scene.readPixels())!, 20, 20);
    expect(second).to.not.deep.equal(first);
    const canvas = scene.shadowRoot!.querySelector('canvas');
    const parent = scene.parentElement!;
    scene.remove();
    expect(scene.drawsOffscreen, 'the worker stopped with the scene').to.equal(false);
    await drawn(scene);
    expect(scene.drawsOffscreen, 'and none started while the scene is out of the document').to.equal(false);
    parent.append(scene);
    await drawn(scene);
    expect(scene.drawsOffscreen).to.equal(true);
    expect(scene.shadowRoot!.querySelector('canvas')).to.not.equal(canvas);
    expect(colourAt((await scene.readPixels())!, 20, 20)).to.deep.equal(second);
  });

  it('turned off: the main thread draws the same into a new canvas', async () => {
    const scene = await mountScene(markup, ' renderer="canvas" offscreen width="60" height="40"');
    await drawn(scene);
    const worker = (await scene.readPixels())!;
    scene.offscreen = false;
    await drawn(scene);
    expect(scene.drawsOffscreen).to.equal(false);
    expect(scene.offscreenRefusal).to.equal(null);
    expect(differingRgba(worker.data, (await scene.readPixels())!.data, 2)).to.equal(0);
  });
});
