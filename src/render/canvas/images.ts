/**
 * The images a canvas scene draws, each loaded once. A bitmap image is drawn
 * from its element, as a plain `drawImage` call (CrossBrowdy's CB_REM
 * included) draws it: the browser filters an element it shrinks otherwise
 * than a copy of it (Chromium and WebKit smooth the element, and speckle a
 * canvas copy shrunk tenfold). An SVG (no natural pixels) is rasterized once,
 * at the device pixel ratio: drawn from its element, it would be rasterized
 * again on every draw.
 */

/** An image ready to draw: its pixels are `scale` times its natural size. */
export interface Raster {
  source: CanvasImageSource;
  scale: number;
}

/** Told that the image at `url` failed to load, with what asked for it while it loaded. */
export type ImageFailed = (url: string, askers: ReadonlySet<object>) => void;

export class ImageCache {
  /** Each URL asked for: null while it loads (or when it failed, until `forget`). */
  private readonly images = new Map<string, Raster | null>();
  /** What asked for each image still loading (the objects drawn with it). */
  private readonly askers = new Map<string, Set<object>>();
  private readonly onLoad: () => void;
  private readonly onFailed: ImageFailed | undefined;

  /**
   * `onLoad` is called when an image asked for has loaded (the caller then draws again), `onFailed`
   * when one fails (a 404, no image): it is not loaded again until forgotten.
   */
  constructor(onLoad: () => void, onFailed?: ImageFailed) {
    this.onLoad = onLoad;
    this.onFailed = onFailed;
  }

  /**
   * The image at `url`, or null until it has loaded (the first ask starts
   * loading it; an image the document has loaded already is answered at
   * once). An SVG is rasterized at device pixel `ratio`, the one of the ask
   * that loaded it. `asker` is told of a failure (`onFailed`).
   */
  get(url: string, ratio: number, asker: object): Raster | null {
    const image = this.images.get(url);
    if (image === undefined) return this.load(url, ratio, asker);
    if (image === null) this.askers.get(url)?.add(asker);
    return image;
  }

  /** A URL that failed is loaded again at its next ask. */
  forget(url: string): void {
    if (this.images.get(url) === null && !this.askers.has(url)) this.images.delete(url);
  }

  /**
   * Starts loading `url` (its closures live here, not in `get`: a function
   * holding closures makes their context on every call, and `get` is called
   * on every draw). An image the document has loaded already is available at
   * once (HTML's list of available images): it is returned, to be drawn in
   * this draw, and its load event, which still comes a task later, asks for
   * no other draw.
   */
  private load(url: string, ratio: number, asker: object): Raster | null {
    const loading = new Image();
    this.images.set(url, null);
    this.askers.set(url, new Set([asker]));
    loading.onload = () => {
      this.askers.delete(url);
      if (this.images.get(url) !== null) return;
      this.ready(url, loading, ratio);
      this.onLoad();
    };
    loading.onerror = () => {
      const askers = this.askers.get(url);
      this.askers.delete(url);
      if (askers && this.images.get(url) === null) this.onFailed?.(url, askers);
    };
    loading.src = url;
    if (!loading.complete || loading.naturalWidth === 0) return null;
    this.askers.delete(url);
    return this.ready(url, loading, ratio);
  }

  /** `image` has loaded: its raster is kept for `url` (and returned). */
  private ready(url: string, image: HTMLImageElement, ratio: number): Raster {
    const raster = rasterize(image, ratio);
    this.images.set(url, raster);
    // An ImageBitmap is immutable: drawing it needs no snapshot of a source canvas. Same pixels, no redraw.
    if (raster.source instanceof HTMLCanvasElement && typeof createImageBitmap === 'function') {
      createImageBitmap(raster.source).then(
        (bitmap) => {
          if (this.images.get(url) === raster) this.images.set(url, { source: bitmap, scale: raster.scale });
        },
        () => {},
      );
    }
    return raster;
  }
}

/** A bitmap image: the element itself. An SVG: a canvas of its own at the device pixel ratio, else the element. */
function rasterize(image: HTMLImageElement, ratio: number): Raster {
  if (typeof document === 'undefined' || !image.naturalWidth || !image.naturalHeight)
    return { source: image, scale: 1 };
  const vector = /\.svg(?:[?#]|$)|^data:image\/svg\+xml/i.test(image.src);
  if (!vector) return { source: image, scale: 1 };
  const scale = Math.max(1, ratio);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return { source: image, scale: 1 };
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return { source: canvas, scale: canvas.width / image.naturalWidth };
}
