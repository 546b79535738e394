/**
 * Natural sizes of images, loaded once per URL for every group on the page.
 * A sprite sheet is drawn as a CSS background scaled so that the source
 * rectangle fills the box, which needs the image's size: it is learnt here,
 * after the image decodes, so markup never has to give it.
 */
export interface NaturalSize {
  width: number;
  height: number;
}

/** Those waiting for an image's size: each called once it is known, or its failure call if the image fails. */
type Waiters = Map<() => void, (() => void) | undefined>;
type Entry = { size: NaturalSize | null; waiters: Waiters | null };

const entries = new Map<string, Entry>();

/** The image's size once known; null while loading or when it failed. */
export function naturalSize(url: string): NaturalSize | null {
  return entries.get(url)?.size ?? null;
}

/**
 * Calls `onSized` once the size of `url` is known (not at all if it is known
 * already), or `onFailed` if the image fails to load (a 404, no image). A
 * failed URL is forgotten: a later call loads it again. Returns a function
 * that cancels the call.
 */
export function whenSized(url: string, onSized: () => void, onFailed?: () => void): () => void {
  let entry = entries.get(url);
  if (entry?.size) return () => {};
  if (!entry) {
    entry = { size: null, waiters: new Map() };
    entries.set(url, entry);
    const image = new Image();
    const settled = (ok: boolean): void => {
      const waiters = entry!.waiters;
      entry!.waiters = null;
      if (ok && image.naturalWidth > 0) entry!.size = { width: image.naturalWidth, height: image.naturalHeight };
      else entries.delete(url);
      // An image that loads with no size (an SVG without one, in some engines) did not fail: it is not told.
      for (const [sized, failed] of waiters ?? []) {
        if (entry!.size) sized();
        else if (!ok) failed?.();
      }
    };
    // load, not decode(): Chromium defers decoding in background tabs, while the size is known at load.
    image.onload = () => settled(true);
    image.onerror = () => settled(false);
    image.src = url;
  }
  const waiters = entry.waiters;
  if (!waiters) return () => {};
  waiters.set(onSized, onFailed);
  return () => waiters.delete(onSized);
}
