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
 * One scaled frame and what it was asked for. Shared: every owner (a sprite, a sub-sprite, a kept frame) that
 * asks the same holds the same memo, so a scene of thousands of groups from one sheet keeps one per frame of
 * the sheet, not one per sprite (a memo per sprite was most of what a large scene kept after its first pass).
 * Not the image object: frames are kept by URL (one URL, one picture), and the image cache hands out another
 * object for the same pixels once it has decoded them (images.ts), which must not make every owner ask anew.
 */
export interface ScaledMemo {
  readonly generation: number;
  readonly url: string;
  readonly sx: number;
  readonly sy: number;
  readonly sw: number;
  readonly sh: number;
  readonly dw: number;
  readonly dh: number;
  readonly smoothing: boolean;
  readonly frame: CanvasImageSource | null;
}

/** What an owner holds: the memo it was last answered from. */
export interface ScaledHolder {
  scaled: ScaledMemo | null;
}

export class ScaledFrames {
  private readonly memos = new Map<string, ScaledMemo>();
  private readonly last = new WeakMap<object, ScaledHolder>();
  /** Bumped by `clear`: a memo from before is stale. */
  private generation = 0;

  /**
   * The source rectangle (sx, sy, sw, sh) of `image` (known by `url`) scaled
   * to dw × dh device px, or null when it is not worth it or not possible (a
   * size that is not whole device pixels, no scaling at all, too large).
   * Remembered per `owner` (the object drawn): asked again with the same
   * arguments, it answers without building the cache key (a string per draw,
   * thousands of draws a frame in a large scene).
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

  /** `getFor` with the memo held by the caller (a record it keeps per object drawn): no look-up in the map of owners. */
  getIn(
    holder: ScaledHolder,
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
    if (
      last !== null &&
      last.generation === this.generation &&
      last.url === url &&
      last.sx === sx &&
      last.sy === sy &&
      last.sw === sw &&
      last.sh === sh &&
      last.dw === dw &&
      last.dh === dh &&
      last.smoothing === smoothing
    )
      return last.frame;
    // A frame not worth scaling, or not possible (a size between device pixels, no scaling, too large): none.
    holder.scaled = null;
    if (!whole(dw) || !whole(dh) || (sw === dw && sh === dh)) return null;
    const width = Math.round(dw);
    const height = Math.round(dh);
    if (width <= 0 || height <= 0 || width > MAX_SIDE || height > MAX_SIDE) return null;
    const key = `${url}|${sx},${sy},${sw},${sh}|${width},${height}|${smoothing ? 1 : 0}`;
    let memo = this.memos.get(key);
    if (memo === undefined) {
      if (this.memos.size >= MAX_FRAMES) this.clear();
      const frame = scale(image, sx, sy, sw, sh, width, height, smoothing);
      memo = { generation: this.generation, url, sx, sy, sw, sh, dw, dh, smoothing, frame };
      this.memos.set(key, memo);
    }
    holder.scaled = memo;
    return memo.frame;
  }

  /** Drops every frame, releasing the bitmaps' memory now rather than at their collection. */
  clear(): void {
    for (const { frame } of this.memos.values())
      if (typeof ImageBitmap === 'function' && frame instanceof ImageBitmap) frame.close();
    this.memos.clear();
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
