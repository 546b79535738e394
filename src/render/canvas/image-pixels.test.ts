/**
 * The canvas scene draws an image as a plain canvas call draws it (and as CrossBrowdy's CB_REM does):
 * `drawImage` with the image itself, its source rectangle and the box, the context's smoothing. No
 * copy of the image nor a frame scaled beforehand, which filter differently when the box is not the
 * image's size.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { LIB_GraphicSprites, LIB_GraphicSpritesScene } from '../../model/index.js';
import { CanvasSceneRenderer } from './renderer.js';

const WIDTH = 160;
const HEIGHT = 100;

/** A texture whose every pixel differs from its neighbours, so that any other filtering shows: as a PNG URL. */
function noisyTexture(size: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d')!;
  const pixels = context.createImageData(size, size);
  let seed = 7;
  const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < pixels.data.length; i += 4) {
    pixels.data[i] = next() * 256;
    pixels.data[i + 1] = next() * 256;
    pixels.data[i + 2] = next() * 256;
    // Some pixels see-through: their colour is filtered premultiplied.
    pixels.data[i + 3] = next() < 0.3 ? next() * 256 : 255;
  }
  context.putImageData(pixels, 0, 0);
  return canvas.toDataURL('image/png');
}

async function loaded(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}

/**
 * [source rectangle, box] pairs: a 512 px texture shrunk to a 45 px MAP cell (as CrossBrowdy's tower
 * defense draws its tiles), part of it shrunk by a third, a corner grown; at a whole and a half pixel.
 */
const DRAWS: readonly { src: [number, number, number, number]; box: [number, number, number, number] }[] = [
  { src: [0, 0, 512, 512], box: [0, 0, 45, 45] },
  { src: [8, 8, 48, 48], box: [50, 0, 32, 32] },
  { src: [0, 0, 16, 16], box: [90, 0, 45, 45] },
  { src: [0, 0, 512, 512], box: [0.5, 50, 45, 45] },
];

describe('canvas scene renderer: an image drawn as a plain canvas call draws it', () => {
  for (const smoothing of [true, false]) {
    it(`the image itself, its source rectangle and box, smoothing ${smoothing ? 'on' : 'off'}: the same pixels`, async () => {
      const url = noisyTexture(512);
      const image = await loaded(url);

      const canvas = document.createElement('canvas');
      const renderer = new CanvasSceneRenderer(canvas, () => undefined);
      renderer.resize(WIDTH, HEIGHT, 1);
      renderer.setStyle(smoothing, { font: '16px sans-serif', color: 'black' });
      const scene = new LIB_GraphicSpritesScene();
      DRAWS.forEach(({ src, box }, i) =>
        scene.insertSpritesGroup(
          new LIB_GraphicSprites({
            id: `g${i}`,
            src: url,
            srcLeft: src[0],
            srcTop: src[1],
            srcWidth: src[2],
            srcHeight: src[3],
            left: box[0],
            top: box[1],
            width: box[2],
            height: box[3],
            sprites: [{ id: `s${i}` }],
          }),
        ),
      );
      const context = canvas.getContext('2d')!;
      // The image loads once for the scene (at once when the document has it already): drawn when it has.
      await waitUntil(
        () => {
          for (const group of scene.spritesGroups.items) renderer.markDirty(group);
          renderer.draw(scene.spritesGroups.itemsByZIndex);
          return DRAWS.every(({ box }) =>
            context.getImageData(box[0] + 10, box[1] + 10, 20, 20).data.some((v) => v > 0),
          );
        },
        'every image drawn',
        { timeout: 5000 },
      );

      const bare = document.createElement('canvas');
      bare.width = WIDTH;
      bare.height = HEIGHT;
      const plain = bare.getContext('2d')!;
      plain.imageSmoothingEnabled = smoothing;
      for (const { src, box } of DRAWS) plain.drawImage(image, ...src, ...box);

      const ours = context.getImageData(0, 0, WIDTH, HEIGHT).data;
      const theirs = plain.getImageData(0, 0, WIDTH, HEIGHT).data;
      let differing = 0;
      let worst = 0;
      for (let i = 0; i < ours.length; i++) {
        const difference = Math.abs(ours[i]! - theirs[i]!);
        if (difference > 0) differing++;
        worst = Math.max(worst, difference);
      }
      expect(differing, `channels differing (worst by ${worst})`).to.equal(0);
    });
  }
});
