import { expect } from '@open-wc/testing';
import { pathOf } from '../../paint/paths.js';
import { OP } from './commands.js';
import { RecordingContext, type PaintContext } from './recording-context.js';
import { replay, type ReplayMemory } from './replay.js';

const W = 64;
const H = 48;

/** A source image: four coloured quadrants. */
function source(): OffscreenCanvas {
  const canvas = new OffscreenCanvas(8, 8);
  const c = canvas.getContext('2d')!;
  for (const [x, y, colour] of [
    [0, 0, '#c33'],
    [4, 0, '#3a3'],
    [0, 4, '#36c'],
    [4, 4, '#cc3'],
  ] as const) {
    c.fillStyle = colour;
    c.fillRect(x, y, 4, 4);
  }
  return canvas;
}

/** Every kind of call the renderer makes, in one sequence. */
function paint(c: PaintContext, image: CanvasImageSource): void {
  c.setTransform(1.5, 0, 0, 1.5, 0, 0);
  c.imageSmoothingEnabled = false;
  c.drawImage(image, 2, 2, 16, 16);
  c.drawImage(image, 4, 0, 4, 4, 20, 2, 8, 8);
  c.save();
  c.globalAlpha = 0.5;
  c.translate(10, 20);
  c.rotate(0.3);
  c.scale(1.2, 0.8);
  c.fillStyle = '#808';
  c.fill(pathOf('M0 0L12 0L12 9Z'));
  c.strokeStyle = 'rgb(0, 120, 200)';
  c.lineWidth = 2;
  c.miterLimit = 4;
  c.stroke(pathOf('M0 0L10 10'));
  c.restore();
  c.save();
  c.beginPath();
  c.rect(30, 10, 10, 10);
  c.clip();
  c.clearRect(0, 0, W, H);
  c.globalCompositeOperation = 'xor';
  c.filter = 'blur(1px)';
  c.font = '10px monospace';
  c.textBaseline = 'top';
  c.fillText('Hi', 30, 10);
  c.strokeText('Hi', 32, 12);
  c.restore();
}

const pixels = (canvas: OffscreenCanvas): Uint8ClampedArray => canvas.getContext('2d')!.getImageData(0, 0, W, H).data;

describe('RecordingContext and replay: a recorded frame replayed is the frame drawn', () => {
  it('draws the same pixels as the calls made on a context', () => {
    const image = source();
    const direct = new OffscreenCanvas(W, H);
    paint(direct.getContext('2d') as unknown as PaintContext, image);
    const recorder = new RecordingContext();
    recorder.resize(W, H);
    paint(recorder, image);
    expect(recorder.unsupported).to.equal(null);
    const frame = recorder.take()!;
    expect(frame.images.length, 'the image posted once, with its first frame').to.equal(1);
    const replayed = new OffscreenCanvas(1, 1);
    const memory: ReplayMemory = { images: new Map(), paths: new Map() };
    replay(replayed.getContext('2d')!, frame, memory, OP, (width, height) => {
      replayed.width = width;
      replayed.height = height;
    });
    expect([replayed.width, replayed.height]).to.deep.equal([W, H]);
    const a = pixels(direct);
    const b = pixels(replayed);
    expect(a.some((value) => value > 0)).to.equal(true);
    let differing = 0;
    for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 1) differing++;
    expect(differing).to.equal(0);
    // The next frame uses the image by its id only.
    recorder.drawImage(image, 0, 0, 8, 8);
    expect(recorder.take()!.images.length).to.equal(0);
  });

  it('answers what was set, as a context does, save and restore included', () => {
    const recorder = new RecordingContext();
    recorder.globalAlpha = 0.5;
    recorder.save();
    recorder.globalAlpha = 0.25;
    recorder.globalAlpha *= 2;
    expect(recorder.globalAlpha).to.equal(0.5);
    recorder.globalAlpha = 2;
    expect(recorder.globalAlpha, 'out of range: ignored').to.equal(0.5);
    recorder.fillStyle = '#123456';
    recorder.restore();
    expect(recorder.globalAlpha).to.equal(0.5);
    expect(recorder.fillStyle).to.equal('#000000');
    expect(recorder.take(), 'and records each call').to.not.equal(null);
    expect(recorder.take(), 'taken once').to.equal(null);
  });

  const REFUSED: [string, (c: RecordingContext) => void, string][] = [
    [
      'a gradient',
      (c) => (c.fillStyle = new OffscreenCanvas(1, 1).getContext('2d')!.createLinearGradient(0, 0, 1, 1)),
      'a gradient or pattern',
    ],
    ['a path made otherwise', (c) => c.fill(new Path2D('M0 0L1 1')), 'a path not made from path data'],
    ['drawImage at a position only', (c) => c.drawImage(source(), 0, 0), 'drawImage with a position only'],
    ['fillText with a width', (c) => c.fillText('x', 0, 0, 10), 'fillText with a width'],
    ['clip to a path', (c) => c.clip(pathOf('M0 0L1 1')), 'clip with a path'],
  ];
  for (const [what, call, reason] of REFUSED) {
    it(`refuses ${what}: the main thread draws it`, () => {
      const recorder = new RecordingContext();
      call(recorder);
      expect(recorder.unsupported).to.equal(reason);
    });
  }

  it('lets go of the bitmaps of images collected on the main thread', async () => {
    const bitmap = await createImageBitmap(source());
    const memory: ReplayMemory = { images: new Map([[7, bitmap]]), paths: new Map() };
    const context = new OffscreenCanvas(1, 1).getContext('2d')!;
    const frame = { commands: new Float64Array(0), length: 0, strings: [], images: [], forget: [7] };
    replay(context, frame, memory, OP, () => {});
    expect(memory.images.has(7)).to.equal(false);
    expect(bitmap.width, 'closed').to.equal(0);
  });
});
