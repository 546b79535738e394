/**
 * The shapes of `LIB_Mouse.CursorImage`: what it needs from LIB_Mouse, its
 * public API, what it notifies, and the looks and controls that
 * `<lib-fake-cursor>` uses beyond the spec.
 */

/** Anything with client coordinates (MouseEvent, PointerEvent, Touch) or a TouchEvent. */
export type PointerLike = { readonly clientX: number; readonly clientY: number } | TouchEvent;

/** What CursorImage needs from LIB_Mouse (injected, so the modules never import each other). */
export interface MouseCore {
  getX(event?: PointerLike | null, ignoreScroll?: boolean): number;
  getY(event?: PointerLike | null, ignoreScroll?: boolean): number;
  hide(): void;
  restore(): void;
  /** Last mouse/pen position in client coordinates, or null before any was seen. */
  lastClientPosition(): { x: number; y: number } | null;
  /**
   * Sets (or clears, with null) the one function that LIB_Mouse's own
   * pointermove/pointerdown listener calls for every pointer type. The fake
   * cursor uses it instead of a second listener of its own: one less listener
   * call per pointer event on the hottest path.
   */
  setPointerHook(hook: ((event: PointerEvent) => void) | null): void;
}

/** Extension beyond the spec's ten parameters of `set`. */
export interface CursorImageOptions {
  /** Pixels from the image's left edge to the point that sits on the pointer. Default 0. */
  hotspotX?: number;
  /** Pixels from the image's top edge to the point that sits on the pointer. Default 0. */
  hotspotY?: number;
}

export type CursorImageChangeReason = 'set' | 'hide' | 'error';

export interface CursorImageChange {
  showing: boolean;
  reason: CursorImageChangeReason;
  /** The image path in use (set) or last used (hide, error). */
  image: string | null;
}

export interface LibCursorImage {
  /** The DIV holding the fake cursor's IMG, or null before any `set`. */
  get(): HTMLElement | null;
  /** The fake cursor's IMG, or null before any `set`. */
  getImage(): HTMLImageElement | null;
  isShowing(): boolean;
  /** Hides the fake cursor; with `showNormalCursor` (default true) calls `LIB_Mouse.restore()`. */
  hide(showNormalCursor?: boolean): void;
  /**
   * Moves the fake cursor so its hotspot sits at page coordinate x, y
   * (defaults: the pointer). Does nothing while hidden.
   */
  move(x?: number | null, y?: number | null): void;
  set(
    showCursorImage?: boolean | null,
    cursorImage?: string | null,
    cursorImageWidth?: number | null,
    cursorImageHeight?: number | null,
    hideNormalCursor?: boolean | null,
    isSprite?: boolean | null,
    numberOfFrames?: number | null,
    framesMs?: number | null,
    divElement?: HTMLElement | null,
    imageElement?: HTMLImageElement | null,
    options?: CursorImageOptions | null,
  ): void;
  /** Notifies each show (set), hide and image load failure. Returns the unsubscribe function. */
  onChange(listener: (change: CursorImageChange) => void): () => void;
}

/** A look's image settings: the image, its box, its frames and its hotspot. */
export interface CursorImageSettings {
  src: string;
  width: number;
  height: number;
  frames: number;
  frameMs: number;
  hotspotX: number;
  hotspotY: number;
}

/**
 * What the cursor looks like: an image (a horizontal sheet when `frames` > 1)
 * or a sprite group element. `<lib-fake-cursor>` switches between looks
 * (its states) without hiding the cursor in between.
 */
export interface CursorLook extends CursorImageSettings {
  /** A `<lib-sprites-group>` shown in place of the image; its own width/height size the box. */
  group: HTMLElement | null;
}

/** The library's own controls beyond the spec, for `<lib-fake-cursor>` (not on `LIB_Mouse.CursorImage`). */
export interface CursorImageInternals {
  /** Shows `look` as `set` would (the spec's rules for a different image while showing do not apply). */
  show(look: CursorLook, hideNormalCursor: boolean): void;
  /** While showing: switches to `look` in place, in the same task (never a frame without a cursor). */
  setLook(look: CursorLook): void;
  /**
   * `follow`: the share of the way to the pointer covered per 60th of a second
   * (1 = immediate, the spec's behaviour). `still`: no frame animation and no easing.
   */
  setMotion(follow: number, still: boolean): void;
  /** Hides the box while the system cursor is wanted instead (over a text field), without hiding the cursor. */
  setNative(native: boolean): void;
  /** Whether a frame is asked for (for tests: the easing stops when it has arrived). */
  isFrameRequested(): boolean;
}
