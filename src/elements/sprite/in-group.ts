import { GROUP_TAG } from '../../shared/tag-names.js';

/**
 * Whether a `<lib-sprite>` or `<lib-sub-sprite>` is inside a group, where it
 * gets no shadow root (data-element.ts). The group never slots its sprites,
 * so their elements are never drawn and a shadow root would show nothing; yet
 * thousands of unslotted shadow hosts in a page cost every frame (traced with
 * bench/tools/shapes-trace.mjs: 500 groups of 16 such elements spent about 0.25 ms
 * a frame in Blink's lifecycle update for them, against none without their
 * shadow roots). An element first connected outside any group keeps a shadow
 * root whose `:host` style takes no space; one first connected in a group and
 * moved out of it has none, and shows as an empty inline element.
 */
export function inGroup(element: HTMLElement): boolean {
  // A sprite is a child of its group: the common case needs no search up the tree.
  return element.parentElement?.localName === GROUP_TAG || element.closest(GROUP_TAG) !== null;
}
