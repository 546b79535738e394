import { expect } from '@open-wc/testing';
import { ScaledFrames } from './scaled-frames.js';
import { frameSheet } from '../../../test/support/canvas.js';

const sheet = (): HTMLCanvasElement => frameSheet(2);

/** The frame scaled for one ask, with no memory of an earlier one (a holder of its own). */
const get = (
  frames: ScaledFrames,
  ...ask: Parameters<ScaledFrames['getFor']> extends [object, ...infer A] ? A : never
) => frames.getIn({ scaled: null }, ...ask);

function pixels(draw: (context: CanvasRenderingContext2D) => void): Uint8ClampedArray {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d')!;
  draw(context);
  return context.getImageData(0, 0, 64, 64).data;
}

describe('canvas: sprite frames scaled once (ScaledFrames)', () => {
  it('a frame scaled once and drawn 1:1 has the pixels of the scaled draw, smoothed or not', () => {
    const image = sheet();
    for (const smoothing of [true, false]) {
      const frames = new ScaledFrames();
      const direct = pixels((c) => {
        c.imageSmoothingEnabled = smoothing;
        c.drawImage(image, 8, 8, 8, 8, 4, 12, 40, 24);
      });
      const viaCache = pixels((c) => {
        c.imageSmoothingEnabled = smoothing;
        c.drawImage(get(frames, 'sheet', image, 8, 8, 8, 8, 40, 24, smoothing)!, 4, 12);
      });
      let differing = 0;
      for (let i = 0; i < direct.length; i++) if (Math.abs(direct[i]! - viaCache[i]!) > 2) differing++;
      expect(differing, `smoothing ${smoothing}`).to.equal(0);
    }
  });

  it('made once per image, rectangle, size and smoothing; none for no scaling, a size between device pixels or a huge one', () => {
    const image = sheet();
    const frames = new ScaledFrames();
    const a = get(frames, 'sheet', image, 0, 0, 8, 8, 16, 16, true);
    expect(a).to.not.equal(null);
    expect(get(frames, 'sheet', image, 0, 0, 8, 8, 16, 16, true)).to.equal(a);
    expect(get(frames, 'sheet', image, 0, 0, 8, 8, 16, 16, false)).to.not.equal(a);
    expect(get(frames, 'sheet', image, 8, 0, 8, 8, 16, 16, true)).to.not.equal(a);
    expect(get(frames, 'sheet', image, 0, 0, 8, 8, 8, 8, true), 'no scaling').to.equal(null);
    expect(get(frames, 'sheet', image, 0, 0, 8, 8, 16.5, 16, true), 'half a pixel').to.equal(null);
    expect(get(frames, 'sheet', image, 0, 0, 8, 8, 4000, 16, true), 'huge').to.equal(null);
  });

  it('clear() releases the scaled bitmaps and the next get makes a new one', () => {
    const frames = new ScaledFrames();
    const image = sheet();
    const first = get(frames, 'sheet', image, 0, 0, 8, 8, 16, 16, false)!;
    expect(first).to.not.equal(null);
    expect(get(frames, 'sheet', image, 0, 0, 8, 8, 16, 16, false), 'kept').to.equal(first);
    frames.clear();
    if (typeof ImageBitmap === 'function' && first instanceof ImageBitmap) expect(first.width, 'closed').to.equal(0);
    const again = get(frames, 'sheet', image, 0, 0, 8, 8, 16, 16, false)!;
    expect(again).to.not.equal(first);
  });

  it('getFor answers an owner asking again from memory, and anything different (or after clear()) anew', () => {
    const frames = new ScaledFrames();
    const image = sheet();
    const owner = {};
    const a = frames.getFor(owner, 'sheet', image, 0, 0, 8, 8, 16, 16, true)!;
    expect(a).to.equal(get(frames, 'sheet', image, 0, 0, 8, 8, 16, 16, true));
    expect(frames.getFor(owner, 'sheet', image, 0, 0, 8, 8, 16, 16, true)).to.equal(a);
    const b = frames.getFor(owner, 'sheet', image, 8, 0, 8, 8, 16, 16, true);
    expect(b, 'another frame of the sheet').to.not.equal(a);
    expect(b).to.equal(get(frames, 'sheet', image, 8, 0, 8, 8, 16, 16, true));
    expect(frames.getFor(owner, 'sheet', image, 8, 0, 8, 8, 16, 16, false), 'smoothing').to.not.equal(b);
    expect(frames.getFor(owner, 'sheet', image, 8, 0, 8, 8, 8, 8, false), 'no scaling').to.equal(null);
    const c = frames.getFor(owner, 'sheet', image, 0, 0, 8, 8, 16, 16, true);
    expect(c, 'back to the first frame').to.equal(a);
    frames.clear();
    const d = frames.getFor(owner, 'sheet', image, 0, 0, 8, 8, 16, 16, true);
    expect(d, 'a closed bitmap is never handed out').to.not.equal(c);
    expect(d).to.not.equal(null);
  });

  it('answers from memory when the same URL comes as another image object (its decoded bitmap): frames are kept by URL', () => {
    const frames = new ScaledFrames();
    const raster = sheet();
    const decoded = sheet();
    const holder: Parameters<ScaledFrames['getIn']>[0] = { scaled: null };
    const a = frames.getIn(holder, 'sheet', raster, 0, 0, 8, 8, 16, 16, true)!;
    const asked: unknown[] = [];
    const memos = (frames as unknown as { memos: Map<string, unknown> }).memos;
    const lookUp = memos.get.bind(memos);
    memos.get = (key: string) => (asked.push(key), lookUp(key));
    expect(frames.getIn(holder, 'sheet', decoded, 0, 0, 8, 8, 16, 16, true)).to.equal(a);
    expect(asked, 'no look-up by key').to.have.length(0);
    expect(frames.getIn(holder, 'other', decoded, 0, 0, 8, 8, 16, 16, true), 'another URL').to.not.equal(a);
    expect(asked).to.have.length(1);
  });

  it('owners asking the same share one memo (a scene of one sheet keeps one per frame of it, not one per sprite)', () => {
    const frames = new ScaledFrames();
    const image = sheet();
    const holders = Array.from({ length: 3 }, () => ({ scaled: null }) as Parameters<ScaledFrames['getIn']>[0]);
    for (const holder of holders) frames.getIn(holder, 'sheet', image, 0, 0, 8, 8, 16, 16, true);
    expect(holders[0]!.scaled).to.not.equal(null);
    expect(holders[1]!.scaled).to.equal(holders[0]!.scaled);
    expect(holders[2]!.scaled).to.equal(holders[0]!.scaled);
    frames.getIn(holders[1]!, 'sheet', image, 8, 0, 8, 8, 16, 16, true);
    expect(holders[1]!.scaled, 'another frame: another memo').to.not.equal(holders[0]!.scaled);
    expect(holders[0]!.scaled!.sx, 'the first memo is left as it was').to.equal(0);
  });
});
