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

type Entry = { size: NaturalSize | null; waiters: Set<() => void> | null };

const entries = new Map<string, Entry>();

/** The image's size once known; null while loading or when it failed. */
export function naturalSize(url: string): NaturalSize | null {
  return entries.get(url)?.size ?? null;
}

/**
 * Calls `onSized` once the size of `url` is known (not at all if it is known
 * already, or if the image fails). Returns a function that cancels the call.
 */
export function whenSized(url: string, onSized: () => void): () => void {
  let entry = entries.get(url);
  if (entry?.size) return () => {};
  if (!entry) {
    entry = { size: null, waiters: new Set() };
    entries.set(url, entry);
    const image = new Image();
    const settled = (ok: boolean): void => {
      const waiters = entry!.waiters;
      entry!.waiters = null;
      if (ok && image.naturalWidth > 0) entry!.size = { width: image.naturalWidth, height: image.naturalHeight };
      else entries.delete(url); // a later render may try again
      if (ok) for (const waiter of waiters ?? []) waiter();
    };
    // load, not decode(): Chromium defers decoding in background tabs, while the size is known at load.
    image.onload = () => settled(true);
    image.onerror = () => settled(false);
    image.src = url;
  }
  const waiters = entry.waiters;
  if (!waiters) return () => {};
  waiters.add(onSized);
  return () => waiters.delete(onSized);
}
