import { GROUP_TAG } from '../../shared/tag-names.js';

/**
 * The render root of a `<lib-sprite>` or `<lib-sub-sprite>` first connected
 * inside a group: a fragment that is never attached, instead of a shadow
 * root. The group never slots its sprites, so their elements are never drawn
 * and a shadow root would show nothing; yet thousands of unslotted shadow
 * hosts in a page cost every frame (traced with bench/shapes-trace.mjs: 500
 * groups of 16 such elements spent about 0.25 ms a frame in Blink's lifecycle
 * update for them, against none without their shadow roots). Null outside a
 * group: the element then keeps a shadow root whose `:host` style takes no
 * space (an element first connected in a group and moved out of it has
 * none, and shows as an empty inline element).
 */
export function renderRootInGroup(element: HTMLElement): DocumentFragment | null {
  return element.closest(GROUP_TAG) ? element.ownerDocument.createDocumentFragment() : null;
}
