import { expect, waitUntil } from '@open-wc/testing';
import { ImageCache, type Raster } from './images.js';

/** A 4 × 2 PNG: the left half red, the right half blue. */
function pngUrl(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 4;
  canvas.height = 2;
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'rgb(255, 0, 0)';
  context.fillRect(0, 0, 2, 2);
  context.fillStyle = 'rgb(0, 0, 255)';
  context.fillRect(2, 0, 2, 2);
  return canvas.toDataURL('image/png');
}

const SVG_URL = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="6"><rect width="10" height="6" fill="lime"/></svg>')}`;

/** What asks for images in these tests (the objects drawn with them, in a renderer). */
const ASKER = {};

/** A cache, a promise of its next load, and the failures it told of. */
function cache(): {
  images: ImageCache;
  loads: () => number;
  loaded: Promise<void>;
  failures: [url: string, askers: object[]][];
} {
  let count = 0;
  let resolve!: () => void;
  const loaded = new Promise<void>((done) => (resolve = done));
  const failures: [string, object[]][] = [];
  const images = new ImageCache(
    () => {
      count++;
      resolve();
    },
    (url, askers) => failures.push([url, [...askers]]),
  );
  return { images, loads: () => count, loaded, failures };
}

/** The raster drawn 1:1 into a canvas of its size: its pixels. */
function pixelsOf(raster: Raster, width: number, height: number): Uint8ClampedArray {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.drawImage(raster.source, 0, 0);
  return context.getImageData(0, 0, width, height).data;
}

describe('canvas image cache', () => {
  it('answers null while an image loads, then its pixels, loading each URL once', async () => {
    const { images, loads, loaded } = cache();
    const url = pngUrl();
    expect(images.get(url, 1, ASKER)).to.equal(null);
    expect(images.get(url, 1, ASKER)).to.equal(null);
    await loaded;
    expect(loads()).to.equal(1);
    const raster = images.get(url, 1, ASKER)!;
    expect(raster.scale).to.equal(1);
    // A bitmap image is drawn from its element, as a plain drawImage call draws it (image-pixels.test.ts).
    expect(raster.source).to.be.instanceOf(HTMLImageElement);
    const pixels = pixelsOf(raster, 4, 2);
    expect([...pixels.slice(0, 4)]).to.deep.equal([255, 0, 0, 255]);
    expect([...pixels.slice(12, 16)]).to.deep.equal([0, 0, 255, 255]);
    // Asked again: the same image, no new load.
    const again = images.get(url, 1, ASKER);
    expect(again).to.equal(raster);
    expect(loads()).to.equal(1);
  });

  it('rasterizes an SVG once, at the device pixel ratio of the ask that loaded it', async () => {
    const { images, loaded } = cache();
    expect(images.get(SVG_URL, 2, ASKER)).to.equal(null);
    await loaded;
    const raster = images.get(SVG_URL, 3, ASKER)!;
    expect(raster.scale).to.equal(2);
    const pixels = pixelsOf(raster, 20, 12);
    // Filled to its last device pixel: the SVG drawn at twice its size.
    const last = (11 * 20 + 19) * 4;
    expect([...pixels.slice(last, last + 4)]).to.deep.equal([0, 255, 0, 255]);
  });

  it('tells of an image that fails to load, with what asked for it; keeps it at null, loads it again once forgotten', async () => {
    const { images, loads, failures } = cache();
    const url = 'data:image/png;base64,bm90IGFuIGltYWdl';
    const other = {};
    expect(images.get(url, 1, ASKER)).to.equal(null);
    expect(images.get(url, 1, other)).to.equal(null);
    await waitUntil(() => failures.length > 0, 'the failure is told');
    expect(failures).to.deep.equal([[url, [ASKER, other]]]);
    // Not loaded again while it is asked for: no failure told again, no draw asked for.
    expect(images.get(url, 1, ASKER)).to.equal(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failures).to.have.length(1);
    expect(loads()).to.equal(0);
    images.forget(url);
    expect(images.get(url, 1, other)).to.equal(null);
    await waitUntil(() => failures.length > 1, 'the failure is told again');
    expect(failures[1]).to.deep.equal([url, [other]]);
  });

  it('answers an image the document has loaded already at the first ask, and its load asks for no draw', async () => {
    const url = pngUrl();
    const shown = new Image();
    shown.src = url;
    await shown.decode();
    const { images, loads } = cache();
    const raster = images.get(url, 1, ASKER);
    expect(raster).to.not.equal(null);
    expect([...pixelsOf(raster!, 4, 2).slice(12, 16)]).to.deep.equal([0, 0, 255, 255]);
    // Its load event comes a task later: nothing to draw again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads()).to.equal(0);
    expect(images.get(url, 1, ASKER)).to.not.equal(null);
  });
});
