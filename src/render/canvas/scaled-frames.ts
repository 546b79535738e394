/**
 * Sprite frames already scaled to the size they are drawn at, in device
 * pixels. A scaled `drawImage` makes the rasteriser filter every pixel on
 * every draw (in software, most of a repaint's cost); a frame drawn at its
 * own size onto whole device pixels is a plain copy. So each (image, source
 * rectangle, device size, smoothing) is scaled once, into a bitmap of its own,
 * and drawn 1:1 from then on: the same pixels as the scaled draw, since the
 * filter sees the same source at the same phase.
 */

/** Frames kept; past this the cache starts afresh (a page cycling through endless sizes). */
const MAX_FRAMES = 512;
/** Larger frames are drawn scaled directly: the copy would cost memory for little gain. */
const MAX_SIDE = 512;

const whole = (value: number): boolean => Math.abs(value - Math.round(value)) < 1e-6;

/**
 * The last frame an owner (a sprite, a sub-sprite) drew, and what it was asked for: most draws ask again for the same.
 * Not the image object: frames are kept by URL (one URL, one picture), and the image cache hands out another object
 * for the same pixels once it has decoded them (images.ts), which must not make every owner ask anew.
 */
export interface ScaledMemo {
  generation: number;
  url: string;
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  dw: number;
  dh: number;
  smoothing: boolean;
  frame: CanvasImageSource | null;
}

export class ScaledFrames {
  private readonly frames = new Map<string, CanvasImageSource | null>();
  private readonly last = new WeakMap<object, { scaled: ScaledMemo | null }>();
  /** Bumped by `clear`: what `last` remembers from before is stale. */
  private generation = 0;

  /**
   * `get`, remembered per `owner` (the object drawn): asked again with the
   * same arguments, it answers without building the cache key (a string per
   * draw, thousands of draws a frame in a large scene).
   */
  getFor(
    owner: object,
    url: string,
    image: CanvasImageSource,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dw: number,
    dh: number,
    smoothing: boolean,
  ): CanvasImageSource | null {
    let holder = this.last.get(owner);
    if (!holder) this.last.set(owner, (holder = { scaled: null }));
    return this.getIn(holder, url, image, sx, sy, sw, sh, dw, dh, smoothing);
  }

  /**
   * `getFor` with the memo kept by the caller in `holder.scaled` (a record
   * the caller keeps per object drawn): no look-up in the map of owners.
   */
  getIn(
    holder: { scaled: ScaledMemo | null },
    url: string,
    image: CanvasImageSource,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dw: number,
    dh: number,
    smoothing: boolean,
  ): CanvasImageSource | null {
    const last = holder.scaled;
    if (last) return this.answer(last, url, image, sx, sy, sw, sh, dw, dh, smoothing);
    const frame = this.get(url, image, sx, sy, sw, sh, dw, dh, smoothing);
    holder.scaled = { generation: this.generation, url, sx, sy, sw, sh, dw, dh, smoothing, frame };
    return frame;
  }

  /** The frame `last` remembers when asked the same again, else the one asked for, remembered in `last`. */
  private answer(
    last: ScaledMemo,
    url: string,
    image: CanvasImageSource,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dw: number,
    dh: number,
    smoothing: boolean,
  ): CanvasImageSource | null {
    if (
      last.generation === this.generation &&
      last.url === url &&
      last.sx === sx &&
      last.sy === sy &&
      last.sw === sw &&
      last.sh === sh &&
      last.dw === dw &&
      last.dh === dh &&
      last.smoothing === smoothing
    ) {
      return last.frame;
    }
    const frame = this.get(url, image, sx, sy, sw, sh, dw, dh, smoothing);
    // Written over rather than replaced: a new object per change would outlive the young generation.
    last.generation = this.generation;
    last.url = url;
    last.sx = sx;
    last.sy = sy;
    last.sw = sw;
    last.sh = sh;
    last.dw = dw;
    last.dh = dh;
    last.smoothing = smoothing;
    last.frame = frame;
    return frame;
  }

  /**
   * The source rectangle (sx, sy, sw, sh) of `image` (known by `url`) scaled
   * to dw × dh device px, or null when it is not worth it or not possible:
   * a size that is not whole device pixels, no scaling at all, too large.
   */
  get(
    url: string,
    image: CanvasImageSource,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dw: number,
    dh: number,
    smoothing: boolean,
  ): CanvasImageSource | null {
    if (!whole(dw) || !whole(dh) || (sw === dw && sh === dh)) return null;
    const width = Math.round(dw);
    const height = Math.round(dh);
    if (width <= 0 || height <= 0 || width > MAX_SIDE || height > MAX_SIDE) return null;
    const key = `${url}|${sx},${sy},${sw},${sh}|${width},${height}|${smoothing ? 1 : 0}`;
    let frame = this.frames.get(key);
    if (frame === undefined) {
      if (this.frames.size >= MAX_FRAMES) this.clear();
      frame = scale(image, sx, sy, sw, sh, width, height, smoothing);
      this.frames.set(key, frame);
    }
    return frame;
  }

  /** Drops every frame, releasing the bitmaps' memory now rather than at their collection. */
  clear(): void {
    for (const frame of this.frames.values())
      if (typeof ImageBitmap === 'function' && frame instanceof ImageBitmap) frame.close();
    this.frames.clear();
    this.generation++;
  }
}

function scale(
  image: CanvasImageSource,
  sx: number,
  sy: number,
  sw: number,
  sh: number,
  width: number,
  height: number,
  smoothing: boolean,
): CanvasImageSource | null {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingEnabled = smoothing;
    context.drawImage(image, sx, sy, sw, sh, 0, 0, width, height);
    // An ImageBitmap is immutable: drawing it needs no snapshot of a canvas.
    return typeof canvas.transferToImageBitmap === 'function' ? canvas.transferToImageBitmap() : canvas;
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingEnabled = smoothing;
  context.drawImage(image, sx, sy, sw, sh, 0, 0, width, height);
  return canvas;
}
