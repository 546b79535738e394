/**
 * `<lib-fake-cursor>`: the one-at-a-time rule between elements, and the
 * element (its states, its media, its events). The state choice
 * (state-tracker.ts), the look attributes (look-element.ts) and the media
 * (environment.ts) live apart.
 */
import { defineElement } from '../shared/define.js';
import type { PropertyDeclarations } from 'lit';
import { warn } from '../shared/warnings.js';
import {
  cursorImageInternals,
  type CursorImageChange,
  type CursorImageSettings,
  type CursorLook,
} from './cursor-image.js';
import { CURSOR_STATE_TAG, LibCursorState } from './cursor-state.js';
import { watchEnvironment, watchMedia, type CursorEnvironment, type MediaWatch } from './environment.js';
import { CursorLookElement, preload } from './look-element.js';
import { LIB_Mouse, keepNativeCursorOn } from './mouse.js';
import {
  StateTracker,
  chooseState,
  editableOn,
  type CursorStateDetail,
  type CursorStateEvent,
} from './state-tracker.js';
import { refuseNoStringValues } from '../shared/string-form.js';

export { FAKE_CURSOR_TAG } from '../shared/tag-names.js';
import { FAKE_CURSOR_TAG } from '../shared/tag-names.js';

/** Detail of `lib-cursor-show`: the settings in force, after bad values fell back to defaults. */
export interface FakeCursorShowDetail extends CursorImageSettings {
  hideNormalCursor: boolean;
}

/**
 * Why a fake cursor stopped showing:
 * `disabled`, `no-src` (neither src nor group), `disconnected` (removed from the document),
 * `superseded` (another `<lib-fake-cursor>` took over), `error` (the image failed to load),
 * `external` (`LIB_Mouse.CursorImage.hide()` was called directly), `native` (the system
 * cursor is kept: no fine pointer, forced colours, or `native-when` matches).
 */
export type FakeCursorHideReason =
  'disabled' | 'no-src' | 'disconnected' | 'superseded' | 'error' | 'external' | 'native';

export interface FakeCursorHideDetail {
  reason: FakeCursorHideReason;
}

export type FakeCursorShowEvent = CustomEvent<FakeCursorShowDetail>;
export type FakeCursorHideEvent = CustomEvent<FakeCursorHideDetail>;
export type { CursorStateDetail, CursorStateEvent } from './state-tracker.js';

/** `hide-normal-cursor` is on unless the attribute says false/0/off/no; removing it means on. */
const onUnlessFalse = {
  fromAttribute: (value: string | null): boolean => value === null || !/^\s*(false|0|off|no)\s*$/i.test(value),
};

const internals = cursorImageInternals(LIB_Mouse.CursorImage);

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
// The page's media, watched while any element is connected.
let environment: CursorEnvironment | null = null;

function onCursorImageChange(change: CursorImageChange): void {
  if (driving || change.showing || !active) return;
  const was = active;
  active = null;
  was.stopStates();
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

function onEnvironmentChange(): void {
  reconcile(null);
  // Reduced motion may have changed: the shown cursor's motion follows at once.
  if (active) internals.setMotion(followOf(active), environment?.reducedMotion() ?? false);
}

function ineligibleReason(el: LibFakeCursor): FakeCursorHideReason | null {
  if (!el.isConnected) return 'disconnected';
  if (el.disabled) return 'disabled';
  if (environment?.nativeOnly() || el.nativeWanted()) return 'native';
  const look = el.look();
  if (!look) return 'no-src';
  if (!look.group && failedSrc.get(el) === el.src) return 'error';
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
  previous?.stopStates();
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

/** `follow` as applied: a share of the way per frame in (0, 1), else 1 (immediate). */
function followOf(el: LibFakeCursor): number {
  const value = el.follow;
  if (value === undefined || value === null || value === 1) return 1;
  if (typeof value === 'number' && value > 0 && value < 1) return value;
  warn(
    'bad-attribute',
    el,
    `follow must be a number between 0 and 1, got ${String(value)}; the cursor follows at once.`,
    'follow',
    String(value),
  );
  return 1;
}

/** Shows the element's cursor, hiding whatever showed first as the spec requires. */
function apply(el: LibFakeCursor): void {
  const look = el.look()!;
  const detail: FakeCursorShowDetail = {
    src: look.group ? '' : look.src,
    width: look.width,
    height: look.height,
    frames: look.frames,
    frameMs: look.frameMs,
    hotspotX: look.hotspotX,
    hotspotY: look.hotspotY,
    hideNormalCursor: el.hideNormalCursor !== false,
  };
  drive(() => {
    LIB_Mouse.CursorImage.hide(false);
    internals.setMotion(followOf(el), environment?.reducedMotion() ?? false);
    internals.show(look, detail.hideNormalCursor);
  });
  el.startStates();
  el.dispatchEvent(new CustomEvent<FakeCursorShowDetail>('lib-cursor-show', { detail, bubbles: true, composed: true }));
}

function emitHide(el: LibFakeCursor, reason: FakeCursorHideReason): void {
  el.dispatchEvent(
    new CustomEvent<FakeCursorHideDetail>('lib-cursor-hide', { detail: { reason }, bubbles: true, composed: true }),
  );
}

/**
 * A fake mouse cursor: while connected, enabled and given a `src` (or a sprite
 * group), an image follows the mouse or pen pointer in place of the system
 * cursor (see `LIB_Mouse.CursorImage`). Only one shows at a time: the most
 * recently connected or changed enabled element wins; when it goes, the
 * previous one still connected takes over, else the fake cursor hides and the
 * system cursor comes back. The element itself renders nothing.
 *
 * `<lib-cursor-state>` children change the look over chosen elements or while
 * a button is down; text fields keep the system text cursor unless a state
 * matches them. A `<lib-sprites-group>` (the `group` selector, or a child) can
 * be the cursor, animated by its own playback, in place of the image.
 *
 * Where a fake cursor does not belong the system one is kept: no fine pointer
 * (`(any-pointer: fine)` false: touch only), forced colours, or the page's own
 * `native-when` media query. Under `prefers-reduced-motion: reduce` the image
 * shows its first frame, still, and `follow` is immediate. All of these are
 * watched live.
 *
 * Bad values (non-numbers, zero or negative sizes, frame counts below 1)
 * fall back to the spec defaults with a console warning; nothing throws.
 *
 * @tag lib-fake-cursor
 *
 * @attr {string} src - Image path. Empty or absent (and no group): this element shows nothing.
 * @attr {number} width - Width of one frame in pixels. Default 32.
 * @attr {number} height - Height in pixels. Default 32.
 * @attr {number} frames - Frames laid side by side in the image; above 1 it animates. Default 1.
 * @attr {number} frame-ms - Milliseconds per frame when animated. Default 100.
 * @attr {boolean} hide-normal-cursor - Hide the system cursor while showing. On by default;
 *   `hide-normal-cursor="false"` (or `0`, `off`, `no`) keeps the system cursor.
 * @attr {number} hotspot-x - Pixels from the image's left edge (or, for a group, from its
 *   coordinate origin) to the point that sits on the pointer. Default 0.
 * @attr {number} hotspot-y - Pixels from the top edge to the point that sits on the pointer. Default 0.
 * @attr {string} group - Selector of a `<lib-sprites-group>` shown as the cursor in place of the
 *   image (a `<lib-sprites-group>` child does the same). Its own width and height size the cursor.
 * @attr {number} follow - Between 0 and 1: the cursor eases toward the pointer, covering this share
 *   of the way every 60th of a second. Absent or 1: it sits on the pointer (the spec's behaviour).
 * @attr {string} native-when - A media query; while it matches, the system cursor is kept.
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
 * @prop {string} group - Mirrors `group`.
 * @prop {number} follow - Mirrors `follow`.
 * @prop {string} nativeWhen - Mirrors `native-when`.
 * @prop {boolean} disabled - Mirrors `disabled` (reflected).
 * @prop {boolean} showing - Read only: whether this element's fake cursor is the one showing.
 * @prop {CursorStateDetail} state - Read only: the state in force while showing.
 *
 * @fires {CustomEvent<FakeCursorShowDetail>} lib-cursor-show - This element's cursor started
 *   showing, or its changed settings were applied. Bubbles, composed.
 * @fires {CustomEvent<FakeCursorHideDetail>} lib-cursor-hide - This element's cursor stopped
 *   showing; `detail.reason` says why. Bubbles, composed (after removal it reaches only
 *   listeners on the element itself).
 * @fires {CustomEvent<CursorStateDetail>} lib-cursor-state - The cursor's state changed (the
 *   pointer entered or left a state's elements or a text field, or a button went down or up):
 *   `detail.state` is the `<lib-cursor-state>` in force (null: the cursor's own look),
 *   `detail.target` the element it matched, `detail.native` whether the system cursor shows.
 *   Bubbles, composed.
 */
export class LibFakeCursor extends CursorLookElement {
  static override properties: PropertyDeclarations = {
    hideNormalCursor: { attribute: 'hide-normal-cursor', converter: onUnlessFalse },
    follow: { type: Number },
    nativeWhen: { type: String, attribute: 'native-when' },
    disabled: { type: Boolean, reflect: true },
  };

  declare hideNormalCursor: boolean;
  declare follow: number | null;
  declare nativeWhen: string;
  declare disabled: boolean;

  private nativeWatch: MediaWatch | null = null;
  private watchedQuery = '';
  private states: LibCursorState[] | null = null;
  private readonly tracker = new StateTracker(() => this.resolveState());
  private current: CursorStateDetail = { state: null, target: null, native: false };
  /** The look the pointer's state asks for, shown once its image is decoded. */
  private wanted: CursorLook | null = null;
  private childWatch: MutationObserver | null = null;

  constructor() {
    super();
    this.hideNormalCursor = true;
    this.follow = null;
    this.nativeWhen = '';
    this.disabled = false;
  }

  /** Whether this element's fake cursor is the one showing. */
  get showing(): boolean {
    return active === this;
  }

  /** The state in force: which `<lib-cursor-state>` (null: the cursor's own look), over what, and whether the system cursor shows. */
  get state(): CursorStateDetail {
    return { ...this.current };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    connected.add(this);
    unsubscribe ??= LIB_Mouse.CursorImage.onChange(onCursorImageChange);
    environment ??= watchEnvironment(onEnvironmentChange);
    this.watchNativeWhen();
    // A group child added or removed later changes the look.
    if (typeof MutationObserver === 'function') {
      this.childWatch ??= new MutationObserver(() => this.childrenChanged());
      this.childWatch.observe(this, { childList: true });
    }
    // Lit does not update a re-connected element that has no changes; being
    // connected is itself a change for the one-at-a-time rule.
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    connected.delete(this);
    this.childWatch?.disconnect();
    this.nativeWatch?.dispose();
    this.nativeWatch = null;
    this.watchedQuery = '';
    const at = stack.indexOf(this);
    if (at !== -1) stack.splice(at, 1);
    // Settled synchronously: once remove() returns, nothing of this element runs.
    if (active === this) reconcile(null);
    this.stopStates();
    if (connected.size === 0) {
      unsubscribe?.();
      unsubscribe = null;
      environment?.dispose();
      environment = null;
    }
  }

  protected override updated(): void {
    if (!this.isConnected) return;
    this.watchNativeWhen();
    // A new src gets a new chance, even if it is an old one that failed before.
    if (failedSrc.has(this) && failedSrc.get(this) !== this.src) failedSrc.delete(this);
    promote(this);
    reconcile(this);
  }

  /** @internal Whether the page's `native-when` query matches now. */
  nativeWanted(): boolean {
    return this.nativeWatch?.matches() ?? false;
  }

  private watchNativeWhen(): void {
    const query = typeof this.nativeWhen === 'string' ? this.nativeWhen.trim() : '';
    if (query === this.watchedQuery) return;
    this.nativeWatch?.dispose();
    this.watchedQuery = query;
    this.nativeWatch = query ? watchMedia(query, () => reconcile(null)) : null;
  }

  private childrenChanged(): void {
    this.states = null;
    this.lookChanged();
    if (active === this) {
      const look = this.look();
      // The group child went away while it was the cursor: show what is left, or stop.
      if (!look) reconcile(null);
      else this.resolveState(true);
    } else reconcile(null);
  }

  /** @internal A `<lib-cursor-state>` child was added, removed or changed. */
  statesChanged(): void {
    this.states = null;
    if (active === this) this.resolveState(true);
  }

  private stateList(): LibCursorState[] {
    if (!this.states) {
      this.states = [...this.children].filter(
        (child): child is LibCursorState => child.localName === CURSOR_STATE_TAG && child instanceof LibCursorState,
      );
      // Reading each look starts decoding its image now, not at the first hover.
      for (const state of this.states) state.look();
    }
    return this.states;
  }

  /** @internal Starts following the pointer's state (this element just started showing). */
  startStates(): void {
    this.current = { state: null, target: null, native: false };
    this.wanted = null;
    this.tracker.uninstall();
    this.tracker.install();
    const at = LIB_Mouse.CursorImage.isShowing()
      ? { x: LIB_Mouse.getX(null, true), y: LIB_Mouse.getY(null, true) }
      : null;
    if (at && (at.x > 0 || at.y > 0)) this.tracker.seed(at.x, at.y);
    this.resolveState(true);
  }

  /** @internal Stops following the pointer's state (this element stopped showing). */
  stopStates(): void {
    this.tracker.uninstall();
    this.tracker.path = [];
    this.wanted = null;
    if (this.current.native) keepNativeCursorOn(null);
    this.current = { state: null, target: null, native: false };
  }

  /** Works out the state from the pointer's path and buttons, and shows it if it changed. */
  private resolveState(force = false): void {
    if (active !== this) return;
    const { path, pressed } = this.tracker;
    const chosen = chooseState(this.stateList(), path, pressed);
    let next: CursorStateDetail;
    let look: CursorLook | null = null;
    if (chosen) {
      look = chosen.state.look();
      next = { state: chosen.state, target: chosen.target, native: look === null };
    } else {
      const editable = editableOn(path);
      if (editable) next = { state: null, target: editable, native: true };
      else {
        look = this.look();
        next = { state: null, target: null, native: false };
      }
    }
    const previous = this.current;
    const same = previous.state === next.state && previous.target === next.target && previous.native === next.native;
    if (same && !force) return;
    this.current = next;
    if (next.native) {
      // The system cursor over the target (or its outermost shadow host, which a document rule reaches).
      keepNativeCursorOn(outermostHost(next.target) ?? document.documentElement);
      internals.setNative(true);
      this.wanted = null;
    } else {
      keepNativeCursorOn(null);
      internals.setNative(false);
      this.show(look!);
    }
    if (!same) {
      this.dispatchEvent(
        new CustomEvent<CursorStateDetail>('lib-cursor-state', { detail: { ...next }, bubbles: true, composed: true }),
      );
    }
  }

  /** Shows `look` now if its image is ready, else keeps the current look until it is (never a blank frame). */
  private show(look: CursorLook): void {
    this.wanted = look;
    if (!look.group && !preload(look.src, () => this.wanted === look && active === this && this.show(look))) return;
    this.wanted = null;
    drive(() => internals.setLook(look));
  }
}

refuseNoStringValues(LibFakeCursor);

/** The outermost shadow host of `el` (the element itself when it is in the document tree). */
function outermostHost(el: Element | null): Element | null {
  let node = el;
  while (node) {
    const root = node.getRootNode();
    if (typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot) node = root.host;
    else return node;
  }
  return null;
}

/** Defines `<lib-fake-cursor>` unless the name is taken already (safe to call twice, or from two copies). */
export function defineFakeCursor(): void {
  if (typeof customElements !== 'undefined') defineElement(customElements, FAKE_CURSOR_TAG, LibFakeCursor);
}

declare global {
  interface HTMLElementTagNameMap {
    'lib-fake-cursor': LibFakeCursor;
  }
  interface HTMLElementEventMap {
    'lib-cursor-show': FakeCursorShowEvent;
    'lib-cursor-hide': FakeCursorHideEvent;
    'lib-cursor-state': CursorStateEvent;
  }
  interface DocumentEventMap {
    'lib-cursor-show': FakeCursorShowEvent;
    'lib-cursor-hide': FakeCursorHideEvent;
    'lib-cursor-state': CursorStateEvent;
  }
  interface WindowEventMap {
    'lib-cursor-show': FakeCursorShowEvent;
    'lib-cursor-hide': FakeCursorHideEvent;
    'lib-cursor-state': CursorStateEvent;
  }
}
