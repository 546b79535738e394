/**
 * Elements loaded on first sight: the core defines its own elements and leaves
 * the rest (`<lib-sprites-scene>`, `<lib-fake-cursor>`) to modules fetched the
 * first time the page holds their tag, as Shoelace's autoloader does. The page
 * is looked at once, then one MutationObserver on the document looks at what is
 * added; it stops as soon as every tag it waits for is loaded, so a page pays
 * nothing per frame, and nothing at all once its features are in.
 *
 * Elements in a shadow root are not seen (nor by Shoelace's): such a page
 * imports the feature's entry itself (`lib-sprites/scene`, `lib-sprites/cursor`).
 */

type Loader = () => Promise<unknown>;

/** Tag → its loader, for the tags not seen yet. */
const waiting = new Map<string, Loader>();
let observer: MutationObserver | null = null;
let selector = '';

function load(tag: string): void {
  const loader = waiting.get(tag);
  if (!loader) return;
  waiting.delete(tag);
  selector = [...waiting.keys()].join(',');
  if (waiting.size === 0) {
    observer?.disconnect();
    observer = null;
  }
  // A failed fetch is the browser's to report (the console names the chunk); the tag stays undefined.
  loader().catch((error: unknown) => console.error(error));
}

/** Loads the feature of every waited-for tag at or under `root`. */
function look(root: Element | Document): void {
  if (root instanceof Element && waiting.has(root.localName)) load(root.localName);
  // Most added nodes are leaves (a sprite, a text node's parent): no query for them.
  if (selector && root.firstElementChild) for (const found of root.querySelectorAll(selector)) load(found.localName);
}

/**
 * Loads `loader` the first time an element `tag` is in `document` (now or
 * later). Does nothing without a DOM (a server or a worker).
 */
export function loadOnSight(tag: string, loader: Loader, doc: Document | undefined = globalThis.document): void {
  if (!doc || typeof MutationObserver === 'undefined' || waiting.has(tag)) return;
  waiting.set(tag, loader);
  selector = [...waiting.keys()].join(',');
  look(doc);
  if (!waiting.has(tag) || observer) return;
  observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node.nodeType === 1 && selector) look(node as Element);
  });
  observer.observe(doc, { childList: true, subtree: true });
}
