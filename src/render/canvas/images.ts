/**
 * The images a canvas scene draws, each loaded once and rasterized once: a
 * drawing from a decoded canvas skips the image decode cache's bookkeeping on
 * every draw, and an SVG (no natural pixels) would otherwise be rasterized
 * again on every draw.
 */

/** An image ready to draw: its pixels are `scale` times its natural size. */
export interface Raster {
  source: CanvasImageSource;
  scale: number;
}

export class ImageCache {
  /** Each URL asked for: null while it loads (or when it never does). */
  private readonly images = new Map<string, Raster | null>();
  private readonly onLoad: () => void;

  /** `onLoad` is called when an image asked for has loaded (the caller then draws again). */
  constructor(onLoad: () => void) {
    this.onLoad = onLoad;
  }

  /**
   * The image at `url`, or null until it has loaded (the first ask starts
   * loading it; an image the document has loaded already is answered at
   * once). An SVG is rasterized at device pixel `ratio`, the one of the ask
   * that loaded it.
   */
  get(url: string, ratio: number): Raster | null {
    const image = this.images.get(url);
    if (image !== undefined) return image;
    return this.load(url, ratio);
  }

  /**
   * Starts loading `url` (its closures live here, not in `get`: a function
   * holding closures makes their context on every call, and `get` is called
   * on every draw). An image the document has loaded already is available at
   * once (HTML's list of available images): it is returned, to be drawn in
   * this draw, and its load event, which still comes a task later, asks for
   * no other draw.
   */
  private load(url: string, ratio: number): Raster | null {
    const loading = new Image();
    this.images.set(url, null);
    loading.onload = () => {
      if (this.images.get(url) !== null) return;
      this.ready(url, loading, ratio);
      this.onLoad();
    };
    loading.src = url;
    return loading.complete && loading.naturalWidth > 0 ? this.ready(url, loading, ratio) : null;
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

/**
 * The image as a canvas of its own, drawn once; an SVG at the device pixel
 * ratio. Falls back to the element itself.
 */
function rasterize(image: HTMLImageElement, ratio: number): Raster {
  if (typeof document === 'undefined' || !image.naturalWidth || !image.naturalHeight)
    return { source: image, scale: 1 };
  const vector = /\.svg(?:[?#]|$)|^data:image\/svg\+xml/i.test(image.src);
  const scale = vector ? Math.max(1, ratio) : 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return { source: image, scale: 1 };
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return { source: canvas, scale: canvas.width / image.naturalWidth };
}
