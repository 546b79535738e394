import { LitElement, css, type PropertyDeclarations } from 'lit';
import {
  FRAMES_DEFAULT,
  FRAMES_MS_DEFAULT,
  HEIGHT_DEFAULT,
  WIDTH_DEFAULT,
  countOr,
  finiteOr,
  positiveOr,
  type CursorImageChange,
} from './cursor-image.js';
import { LIB_Mouse } from './mouse.js';

export const FAKE_CURSOR_TAG = 'lib-fake-cursor';

/** Detail of `lib-cursor-show`: the settings in force, after bad values fell back to defaults. */
export interface FakeCursorShowDetail {
  src: string;
  width: number;
  height: number;
  frames: number;
  frameMs: number;
  hotspotX: number;
  hotspotY: number;
  hideNormalCursor: boolean;
}

/**
 * Why a fake cursor stopped showing:
 * `disabled`, `no-src` (src emptied), `disconnected` (removed from the document),
 * `superseded` (another `<lib-fake-cursor>` took over), `error` (the image failed to load),
 * `external` (`LIB_Mouse.CursorImage.hide()` was called directly).
 */
export type FakeCursorHideReason = 'disabled' | 'no-src' | 'disconnected' | 'superseded' | 'error' | 'external';

export interface FakeCursorHideDetail {
  reason: FakeCursorHideReason;
}

export type FakeCursorShowEvent = CustomEvent<FakeCursorShowDetail>;
export type FakeCursorHideEvent = CustomEvent<FakeCursorHideDetail>;

const warn = (message: string): void => console.warn(`<${FAKE_CURSOR_TAG}>: ${message}`);

/** `hide-normal-cursor` is on unless the attribute says false/0/off/no; removing it means on. */
const onUnlessFalse = {
  fromAttribute: (value: string | null): boolean => value === null || !/^\s*(false|0|off|no)\s*$/i.test(value),
};

// ---- One fake cursor at a time -------------------------------------------------
// Connected elements in the order they were connected or last changed; the last
// eligible one shows. Module state, because the fake cursor itself is page-wide.
const stack: LibFakeCursor[] = [];
const connected = new Set<LibFakeCursor>();
// The src whose image failed to load, per element; not tried again until src changes.
const failedSrc = new WeakMap<LibFakeCursor, string>();
let active: LibFakeCursor | null = null;
// True while an element drives LIB_Mouse.CursorImage, so its own hide/set
// notifications are not mistaken for someone else's.
let driving = false;
let unsubscribe: (() => void) | null = null;

function onCursorImageChange(change: CursorImageChange): void {
  if (driving || change.showing || !active) return;
  const was = active;
  active = null;
  if (change.reason === 'error') {
    failedSrc.set(was, was.src);
    emitHide(was, 'error');
    // CursorImage already hid itself and restored the system cursor; an earlier
    // element, if any, takes over.
    reconcile(null);
  } else {
    emitHide(was, 'external');
  }
}

function ineligibleReason(el: LibFakeCursor): FakeCursorHideReason | null {
  if (!el.isConnected) return 'disconnected';
  if (el.disabled) return 'disabled';
  if (typeof el.src !== 'string' || el.src.trim() === '') return 'no-src';
  if (failedSrc.get(el) === el.src) return 'error';
  return null;
}

function promote(el: LibFakeCursor): void {
  const at = stack.indexOf(el);
  if (at !== -1) stack.splice(at, 1);
  stack.push(el);
}

function reconcile(changed: LibFakeCursor | null): void {
  let next: LibFakeCursor | null = null;
  for (let i = stack.length - 1; i >= 0; i--) {
    if (ineligibleReason(stack[i]!) === null) {
      next = stack[i]!;
      break;
    }
  }
  if (next === active) {
    if (next && next === changed) apply(next);
    return;
  }
  const previous = active;
  active = null;
  if (previous) emitHide(previous, ineligibleReason(previous) ?? 'superseded');
  if (next) {
    active = next;
    apply(next);
  } else if (previous) {
    drive(() => LIB_Mouse.CursorImage.hide(true));
  }
}

function drive(action: () => void): void {
  driving = true;
  try {
    action();
  } finally {
    driving = false;
  }
}

/** The element's settings as applied, each bad value replaced by its default (with a warning). */
function settingsOf(el: LibFakeCursor): FakeCursorShowDetail {
  return {
    src: el.src,
    width: positiveOr(el.width, WIDTH_DEFAULT, 'width', warn),
    height: positiveOr(el.height, HEIGHT_DEFAULT, 'height', warn),
    frames: countOr(el.frames, FRAMES_DEFAULT, 'frames', warn),
    frameMs: positiveOr(el.frameMs, FRAMES_MS_DEFAULT, 'frame-ms', warn),
    hotspotX: finiteOr(el.hotspotX, 0, 'hotspot-x', warn),
    hotspotY: finiteOr(el.hotspotY, 0, 'hotspot-y', warn),
    hideNormalCursor: el.hideNormalCursor !== false,
  };
}

/** Shows the element's cursor, hiding whatever showed first as the spec requires. */
function apply(el: LibFakeCursor): void {
  const detail = settingsOf(el);
  drive(() => {
    const cursor = LIB_Mouse.CursorImage;
    cursor.hide(false);
    cursor.set(
      true,
      detail.src,
      detail.width,
      detail.height,
      detail.hideNormalCursor,
      detail.frames > 1,
      detail.frames,
      detail.frameMs,
      null,
      null,
      { hotspotX: detail.hotspotX, hotspotY: detail.hotspotY },
    );
  });
  el.dispatchEvent(new CustomEvent<FakeCursorShowDetail>('lib-cursor-show', { detail, bubbles: true, composed: true }));
}

function emitHide(el: LibFakeCursor, reason: FakeCursorHideReason): void {
  el.dispatchEvent(
    new CustomEvent<FakeCursorHideDetail>('lib-cursor-hide', { detail: { reason }, bubbles: true, composed: true }),
  );
}

/**
 * A fake mouse cursor: while connected, enabled and given a `src`, an image
 * follows the mouse or pen pointer in place of the system cursor (see
 * `LIB_Mouse.CursorImage`). Only one shows at a time: the most recently
 * connected or changed enabled element wins; when it goes, the previous one
 * still connected takes over, else the fake cursor hides and the system
 * cursor comes back. The element itself renders nothing.
 *
 * Bad values (non-numbers, zero or negative sizes, frame counts below 1)
 * fall back to the spec defaults with a console warning; nothing throws.
 *
 * @tag lib-fake-cursor
 *
 * @attr {string} src - Image path. Empty or absent: this element shows nothing.
 * @attr {number} width - Width of one frame in pixels. Default 32.
 * @attr {number} height - Height in pixels. Default 32.
 * @attr {number} frames - Frames laid side by side in the image; above 1 it animates. Default 1.
 * @attr {number} frame-ms - Milliseconds per frame when animated. Default 100.
 * @attr {boolean} hide-normal-cursor - Hide the system cursor while showing. On by default;
 *   `hide-normal-cursor="false"` (or `0`, `off`, `no`) keeps the system cursor.
 * @attr {number} hotspot-x - Pixels from the image's left edge to the point that sits on the pointer. Default 0.
 * @attr {number} hotspot-y - Pixels from the image's top edge to the point that sits on the pointer. Default 0.
 * @attr {boolean} disabled - Present: this element shows nothing.
 *
 * @prop {string} src - Mirrors `src`.
 * @prop {number} width - Mirrors `width`.
 * @prop {number} height - Mirrors `height`.
 * @prop {number} frames - Mirrors `frames`.
 * @prop {number} frameMs - Mirrors `frame-ms`.
 * @prop {boolean} hideNormalCursor - Mirrors `hide-normal-cursor`.
 * @prop {number} hotspotX - Mirrors `hotspot-x`.
 * @prop {number} hotspotY - Mirrors `hotspot-y`.
 * @prop {boolean} disabled - Mirrors `disabled` (reflected).
 * @prop {boolean} showing - Read only: whether this element's fake cursor is the one showing.
 *
 * @fires {CustomEvent<FakeCursorShowDetail>} lib-cursor-show - This element's cursor started
 *   showing, or its changed settings were applied. Bubbles, composed.
 * @fires {CustomEvent<FakeCursorHideDetail>} lib-cursor-hide - This element's cursor stopped
 *   showing; `detail.reason` says why. Bubbles, composed (after removal it reaches only
 *   listeners on the element itself).
 */
export class LibFakeCursor extends LitElement {
  static override properties: PropertyDeclarations = {
    src: { type: String },
    width: { type: Number },
    height: { type: Number },
    frames: { type: Number },
    frameMs: { type: Number, attribute: 'frame-ms' },
    hideNormalCursor: { attribute: 'hide-normal-cursor', converter: onUnlessFalse },
    hotspotX: { type: Number, attribute: 'hotspot-x' },
    hotspotY: { type: Number, attribute: 'hotspot-y' },
    disabled: { type: Boolean, reflect: true },
  };

  static override styles = css`
    :host {
      display: none !important;
    }
  `;

  declare src: string;
  declare width: number;
  declare height: number;
  declare frames: number;
  declare frameMs: number;
  declare hideNormalCursor: boolean;
  declare hotspotX: number;
  declare hotspotY: number;
  declare disabled: boolean;

  constructor() {
    super();
    this.src = '';
    this.width = WIDTH_DEFAULT;
    this.height = HEIGHT_DEFAULT;
    this.frames = FRAMES_DEFAULT;
    this.frameMs = FRAMES_MS_DEFAULT;
    this.hideNormalCursor = true;
    this.hotspotX = 0;
    this.hotspotY = 0;
    this.disabled = false;
  }

  /** Whether this element's fake cursor is the one showing. */
  get showing(): boolean {
    return active === this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    connected.add(this);
    unsubscribe ??= LIB_Mouse.CursorImage.onChange(onCursorImageChange);
    // Lit does not update a re-connected element that has no changes; being
    // connected is itself a change for the one-at-a-time rule.
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    connected.delete(this);
    const at = stack.indexOf(this);
    if (at !== -1) stack.splice(at, 1);
    // Settled synchronously: once remove() returns, nothing of this element runs.
    if (active === this) reconcile(null);
    if (connected.size === 0 && unsubscribe) {
      unsubscribe();
      unsubscribe = null;
    }
  }

  protected override updated(): void {
    if (!this.isConnected) return;
    // A new src gets a new chance, even if it is an old one that failed before.
    if (failedSrc.has(this) && failedSrc.get(this) !== this.src) failedSrc.delete(this);
    promote(this);
    reconcile(this);
  }
}

/** Defines `<lib-fake-cursor>` unless the name is taken already (safe to call twice, or from two copies). */
export function defineFakeCursor(): void {
  if (typeof customElements !== 'undefined' && !customElements.get(FAKE_CURSOR_TAG)) {
    customElements.define(FAKE_CURSOR_TAG, LibFakeCursor);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'lib-fake-cursor': LibFakeCursor;
  }
  interface HTMLElementEventMap {
    'lib-cursor-show': FakeCursorShowEvent;
    'lib-cursor-hide': FakeCursorHideEvent;
  }
}
