/**
 * `LIB_Mouse`: where the mouse or pen pointer is, and whether the system
 * cursor shows. `LIB_Mouse.CursorImage` (the fake cursor) lives in
 * cursor-image.ts and is built here from this module's functions, so that
 * the two modules never import each other at run time.
 */
import { createCursorImage, type LibCursorImage, type MouseCore, type PointerLike } from './cursor-image.js';
import { createPageSheet, type PageSheet } from './page-sheet.js';

export type { PointerLike } from './cursor-image.js';

export interface LibMouse {
  /**
   * Horizontal pointer position. With an event, that event's position;
   * without one (`null`/`undefined`), the last mouse or pen position seen.
   * Page coordinate (client + scroll) unless `ignoreScroll`; never below 0.
   */
  getX(event?: PointerLike | null, ignoreScroll?: boolean): number;
  /** Vertical counterpart of {@link LibMouse.getX}. */
  getY(event?: PointerLike | null, ignoreScroll?: boolean): number;
  /** Hides the system cursor on the whole page (one style rule). */
  hide(): void;
  /** Brings the system cursor back. */
  restore(): void;
  /** Whether {@link LibMouse.hide} is in force. */
  isHidden(): boolean;
  readonly CursorImage: LibCursorImage;
}

const hasDom = typeof window !== 'undefined' && typeof document !== 'undefined';

// Last mouse/pen position in client coordinates. Scroll is added when read,
// so a page that scrolls under a still pointer still gets the right page
// coordinate.
let lastClientX = 0;
let lastClientY = 0;
let seen = false;

// The fake cursor's handler while it shows (see MouseCore.setPointerHook).
let pointerHook: ((event: PointerEvent) => void) | null = null;

const track = (event: PointerEvent): void => {
  // Touch is not a pointer that a cursor follows.
  if (event.pointerType !== 'touch') {
    lastClientX = event.clientX;
    lastClientY = event.clientY;
    seen = true;
  }
  if (pointerHook !== null && event.type !== 'pointerup') pointerHook(event);
};

if (hasDom) {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  // Installed once for the page's lifetime: the spec's getX()/getY() without
  // an event must know where the pointer was before anyone asked.
  window.addEventListener('pointermove', track, options);
  window.addEventListener('pointerdown', track, options);
  window.addEventListener('pointerup', track, options);
}

function clientOf(event: PointerLike, axis: 'clientX' | 'clientY'): number | undefined {
  if ('changedTouches' in event) {
    const touch = event.touches[0] ?? event.changedTouches[0];
    return touch ? touch[axis] : undefined;
  }
  const value = (event as { clientX?: unknown; clientY?: unknown })[axis];
  return typeof value === 'number' ? value : undefined;
}

function coordinate(axis: 'clientX' | 'clientY', event: PointerLike | null | undefined, ignoreScroll: boolean): number {
  const fromEvent = event != null && typeof event === 'object' ? clientOf(event, axis) : undefined;
  let value = fromEvent ?? (axis === 'clientX' ? lastClientX : lastClientY);
  if (!ignoreScroll && hasDom) value += axis === 'clientX' ? window.scrollX : window.scrollY;
  return value > 0 && Number.isFinite(value) ? value : 0;
}

// The system cursor is hidden by one rule in one sheet of the library's own
// (adopted by the document where the browser can): toggling the sheet costs the
// same script time on any page, and elements added later are covered too.
// Shadow roots are not reached by a document rule: content there that sets its
// own `cursor` keeps it.
// In a cascade layer because important layered rules beat unlayered important
// ones whatever their specificity: `.button { cursor: pointer !important }` on
// the page would beat a plain `*` rule. Only inline `!important` wins.
// The second rule gives one element (a text field under the pointer, say) its
// native cursor back without touching the rest of the page.
export const NATIVE_CURSOR_MARK = 'data-lib-native-cursor';
const HIDE_RULES =
  '@layer lib-fake-cursor { *, *::before, *::after { cursor: none !important; } ' +
  `[${NATIVE_CURSOR_MARK}], [${NATIVE_CURSOR_MARK}] *, [${NATIVE_CURSOR_MARK}]::before, [${NATIVE_CURSOR_MARK}]::after ` +
  '{ cursor: auto !important; } }';
let sheet: PageSheet | null = null;
let hidden = false;

function hide(): void {
  if (!hasDom) return;
  sheet ??= createPageSheet(document, HIDE_RULES);
  sheet.enable(true);
  hidden = true;
}

function restore(): void {
  sheet?.enable(false);
  hidden = false;
}

function isHidden(): boolean {
  return hidden && sheet !== null && sheet.isApplied();
}

let nativeAt: Element | null = null;

/**
 * Gives `element` (and what it contains) the system cursor back while the
 * system cursor is hidden elsewhere; null takes it away again. One element at
 * a time. Not part of the spec: `<lib-fake-cursor>` uses it over text fields.
 */
export function keepNativeCursorOn(element: Element | null): void {
  if (element === nativeAt) return;
  nativeAt?.removeAttribute(NATIVE_CURSOR_MARK);
  nativeAt = element;
  element?.setAttribute(NATIVE_CURSOR_MARK, '');
}

const core: MouseCore = {
  getX: (event = null, ignoreScroll = false) => coordinate('clientX', event, ignoreScroll),
  getY: (event = null, ignoreScroll = false) => coordinate('clientY', event, ignoreScroll),
  hide,
  restore,
  lastClientPosition: () => (seen ? { x: lastClientX, y: lastClientY } : null),
  setPointerHook: (hook) => {
    pointerHook = hook;
  },
};

/** The spec's `LIB_Mouse` namespace. */
export const LIB_Mouse: LibMouse = Object.freeze({
  getX: core.getX,
  getY: core.getY,
  hide,
  restore,
  isHidden,
  CursorImage: createCursorImage(core),
});

/** Idiomatic alias of {@link LIB_Mouse}. */
export const Mouse = LIB_Mouse;
