import { GROUP_TAG } from '../../shared/tag-names.js';

/** One render root per document for all of them: nothing is ever rendered into it. */
const rootByDocument = new WeakMap<Document, DocumentFragment>();

/**
 * The render root of a `<lib-sprite>` or `<lib-sub-sprite>` first connected
 * inside a group: a fragment that is never attached, instead of a shadow
 * root. The group never slots its sprites, so their elements are never drawn
 * and a shadow root would show nothing; yet thousands of unslotted shadow
 * hosts in a page cost every frame (traced with bench/shapes-trace.mjs: 500
 * groups of 16 such elements spent about 0.25 ms a frame in Blink's lifecycle
 * update for them, against none without their shadow roots). These elements
 * render no template (data-element.ts), so every one of a document shares one
 * fragment: a page of 8,000 sprites made one each, about a microsecond apiece.
 * Null outside a group: the element then keeps a shadow root whose `:host`
 * style takes no space (an element first connected in a group and moved out
 * of it has none, and shows as an empty inline element).
 */
export function renderRootInGroup(element: HTMLElement): DocumentFragment | null {
  const parent = element.parentElement;
  // A sprite is a child of its group: the common case needs no search up the tree.
  if (parent?.localName !== GROUP_TAG && !element.closest(GROUP_TAG)) return null;
  const document = element.ownerDocument;
  let root = rootByDocument.get(document);
  if (!root) rootByDocument.set(document, (root = document.createDocumentFragment()));
  return root;
}
