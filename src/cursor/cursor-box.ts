/**
 * The cursor box's own styles and its place in the top layer.
 */
import { createPageSheet, type PageSheet } from './page-sheet.js';

export const isFrameLike = (target: EventTarget | null): boolean =>
  target instanceof HTMLIFrameElement || target instanceof HTMLObjectElement || target instanceof HTMLEmbedElement;

export const IMPORTANT = 'important';
const MARK = 'data-lib-fake-cursor';
export const IDLE_MARK = 'data-lib-cursor-idle';
export const GROUP_MARK = 'data-lib-cursor-group';

// The styles that make a box a cursor, whatever the page's own CSS says. They
// live in one adopted sheet rather than inline: the per-frame inline transform
// write then restyles a short declaration block, which measurably lowers the
// per-frame style cost (see bench/cursor.bench.mjs). Important rules in a
// layer beat the page's unlayered important ones; pages often say
// `img { max-width: 100% }`, which would squeeze a sprite sheet into one frame.
const CURSOR_RULES = [
  `[${MARK}] { position: fixed !important; left: 0 !important; top: 0 !important; right: auto !important;
    bottom: auto !important; margin: 0 !important;
    padding: 0 !important; border: 0 !important; box-sizing: content-box !important; overflow: hidden !important;
    z-index: 2147483647 !important; pointer-events: none !important; user-select: none !important;
    will-change: transform; contain: strict; background-color: transparent; }`,
  // In the top layer as a popover: its backdrop must neither show nor take a click.
  `[${MARK}]::backdrop { display: none !important; pointer-events: none !important; }`,
  `[${MARK}] > img { position: absolute !important; left: 0 !important; top: 0 !important; margin: 0 !important;
    padding: 0 !important; border: 0 !important; display: block !important; max-width: none !important;
    max-height: none !important; pointer-events: none !important; }`,
  // A state's image waiting in the box while another one shows (see cursor-dress.ts).
  `[${MARK}] > img[${IDLE_MARK}] { display: none !important; }`,
  // A sprite group as the cursor (cursor-group.ts): the image makes way, the group sits in the corner.
  `[${MARK}][${GROUP_MARK}] > img { display: none !important; }`,
  `[${MARK}] > :not(img) { position: absolute !important; margin: 0 !important; transform: none !important;
    pointer-events: none !important; }`,
];
const CURSOR_SHEET_TEXT = `@layer lib-fake-cursor { ${CURSOR_RULES.join(' ')} }`;
const cursorSheets = new WeakMap<Document | ShadowRoot, PageSheet>();

/** Puts the cursor sheet into the tree the box lives in (the document, or a shadow root). */
function adoptCursorSheet(root: Document | ShadowRoot): void {
  let sheet = cursorSheets.get(root);
  if (!sheet) cursorSheets.set(root, (sheet = createPageSheet(root, CURSOR_SHEET_TEXT)));
  // Checked on every set: the page may have replaced adoptedStyleSheets since.
  sheet.enable(true);
}

/** Marks the box as the cursor and makes sure its sheet is in the box's tree (once per show). */
export function prepareBox(div: HTMLElement): void {
  div.setAttribute(MARK, '');
  const root = div.getRootNode();
  if (root instanceof Document || (typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot))
    adoptCursorSheet(root);
}

/** Sets an element's width and height, in px, as important inline styles. */
export function sizeElement(el: HTMLElement, width: number, height: number): void {
  el.style.setProperty('width', `${width}px`, IMPORTANT);
  el.style.setProperty('height', `${height}px`, IMPORTANT);
}

const canUseTopLayer = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/** Whether anything but `div` is in the document's top layer (which would cover a fixed box). */
function topLayerHoldsOthers(div: HTMLElement): boolean {
  try {
    for (const el of document.querySelectorAll(':modal, :popover-open, :fullscreen')) if (el !== div) return true;
  } catch {
    // A browser without one of these selectors has no such top layer to cover the cursor.
  }
  return false;
}

/**
 * Keeps the box above whatever is in the top layer: a modal dialog, a popover
 * or a fullscreen element would otherwise cover the fake cursor while the
 * system one is hidden. The box enters the top layer (as a manual popover)
 * only while something else is there, since a top-layer box costs more style
 * work on every move. Returns whether the box now carries a `popover`
 * attribute that it did not have before (`added`: one added earlier).
 */
export function placeInTopLayer(div: HTMLElement, added: boolean): boolean {
  if (!canUseTopLayer) return false;
  if (!div.isConnected || !topLayerHoldsOthers(div)) {
    leaveTopLayer(div, added);
    return false;
  }
  try {
    const adding = !div.hasAttribute('popover');
    if (adding) div.setAttribute('popover', 'manual');
    // Showing again is what moves an element to the top of the top layer.
    if (div.matches(':popover-open')) div.hidePopover();
    div.showPopover();
    return added || adding;
  } catch {
    // A box that cannot be a popover (an open dialog, say) stays a fixed box.
    return added;
  }
}

/** Takes the box out of the top layer, and away the `popover` attribute if it was `added`. */
export function leaveTopLayer(div: HTMLElement, added: boolean): void {
  if (!canUseTopLayer) return;
  try {
    if (div.matches(':popover-open')) div.hidePopover();
  } catch {
    // Closed by the page already.
  }
  if (added) div.removeAttribute('popover');
}
