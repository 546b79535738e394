/**
 * `LIB_Mouse.CursorImage`: a fake cursor, an IMG inside a DIV that follows
 * the pointer (docs/fake-cursor.md#lib-mouse).
 *
 * Over 400 lines because the cursor is one closure over its state (position,
 * look, timers, listeners): the spec's API and the internals that
 * `<lib-fake-cursor>` uses share those variables, and splitting the closure
 * would expose them between modules. Its styles and top-layer handling
 * (cursor-box.ts), defaults and checks (cursor-values.ts) and the borrowed
 * group (cursor-group.ts) live apart.
 *
 * Choices beyond the spec, each for a cursor that does not slow the page:
 * - The DIV is `position: fixed` at 0,0 and moved by `transform` only. The
 *   pointer lives in viewport space, so a fixed box under it needs no scroll
 *   read on the pointer path and stays put while the page scrolls, and a
 *   fixed box never widens the page's scrollable area near the right or
 *   bottom edge as an absolute one would. `move(x, y)` still takes page
 *   coordinates, as the spec says, and subtracts the scroll offset.
 * - Pointer moves are coalesced: the handler only stores the position and
 *   asks for one animation frame, which writes one transform. Nothing on that
 *   path reads style or layout. The handler is called by LIB_Mouse's own
 *   pointer listener rather than by a second listener.
 * - Its hook, listeners (pointerout, scroll, the image's error), the frame
 *   timer and the animation frame exist only while the fake cursor shows.
 */

/** Anything with client coordinates (MouseEvent, PointerEvent, Touch) or a TouchEvent. */
import { cancelFrame, requestFrame } from '../shared/frame-loop.js';
import { borrowGroup, groupLength, returnGroup } from './cursor-group.js';
import {
  GROUP_MARK,
  IMPORTANT,
  isFrameLike,
  leaveTopLayer,
  placeInTopLayer,
  IDLE_MARK,
  prepareBox,
  sizeElement,
} from './cursor-box.js';
import {
  FRAMES_DEFAULT,
  FRAMES_MS_DEFAULT,
  HEIGHT_DEFAULT,
  IMAGE_ID,
  DIV_ID,
  WIDTH_DEFAULT,
  countOr,
  describe,
  finiteOr,
  flag,
  positiveOr,
  warn,
} from './cursor-values.js';

export {
  DIV_ID,
  FRAMES_DEFAULT,
  FRAMES_MS_DEFAULT,
  HEIGHT_DEFAULT,
  IMAGE_ID,
  WIDTH_DEFAULT,
  countOr,
  finiteOr,
  positiveOr,
} from './cursor-values.js';

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

const internalsOf = new WeakMap<LibCursorImage, CursorImageInternals>();

/** The internals of a `LIB_Mouse.CursorImage`. */
export function cursorImageInternals(api: LibCursorImage): CursorImageInternals {
  const found = internalsOf.get(api);
  if (!found) throw new Error('not a LIB_Mouse.CursorImage');
  return found;
}

export function createCursorImage(mouse: MouseCore): LibCursorImage {
  let div: HTMLElement | null = null;
  let img: HTMLImageElement | null = null;
  // Each state's image is an IMG of its own in the box, made once per show and
  // shown in place of the one before: a switch toggles two attributes instead
  // of loading another src into one IMG. `current` is the IMG showing.
  let current: HTMLImageElement | null = null;
  let baseSrc = '';
  const extras = new Map<string, HTMLImageElement>();
  /** Each IMG's width × height as last written. */
  const imageSizes = new WeakMap<HTMLImageElement, string>();
  let showing = false;
  let image: string | null = null;

  let width = WIDTH_DEFAULT;
  let hotspotX = 0;
  let hotspotY = 0;
  let frames = FRAMES_DEFAULT;
  let frameMs = FRAMES_MS_DEFAULT;
  let frame = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let frameAsked = false;
  let group: HTMLElement | null = null;
  /** The look last dressed (by `<lib-fake-cursor>`, or `set`). */
  let shown: CursorLook | null = null;
  /** The box's width and height and its image's width as last written. */
  let sized: [number, number] = [Number.NaN, Number.NaN];
  let follow = 1;
  let still = false;
  let native = false;
  // Where the eased box is (client coordinates of its corner), and when it last stepped.
  let easedX = 0;
  let easedY = 0;
  let eased = false;
  let easedAt = 0;

  // Wanted position (client coordinates of the hotspot) and what was last written.
  let targetX = 0;
  let targetY = 0;
  let known = false;
  let suppressed = false;
  let writtenX = Number.NaN;
  let writtenY = Number.NaN;
  let writtenVisible: boolean | null = null;
  /** Whether this cursor added the DIV's `popover` attribute. */
  let addedPopover = false;

  const listeners = new Set<(change: CursorImageChange) => void>();
  const notify = (change: CursorImageChange): void => {
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (error) {
        // One faulty listener must not stop the cursor or the others.
        console.error(error);
      }
    }
  };

  /** Writes the box's position; `now` (a frame's time) lets `follow` ease, without it the box jumps. */
  function write(now?: number): void {
    if (!div) return;
    const visible = known && !suppressed && !native;
    if (visible !== writtenVisible) {
      div.style.setProperty('visibility', visible ? 'visible' : 'hidden', IMPORTANT);
      writtenVisible = visible;
    }
    if (!visible) {
      eased = false;
      return;
    }
    let x = targetX - hotspotX;
    let y = targetY - hotspotY;
    if (follow < 1 && now !== undefined && eased) {
      // Time-based, so the cursor eases alike at 60 and 120 Hz.
      const steps = easedAt === 0 ? 1 : Math.min((now - easedAt) / FRAME_60, 30);
      const k = 1 - Math.pow(1 - follow, Math.max(steps, 0));
      const nx = easedX + (x - easedX) * k;
      const ny = easedY + (y - easedY) * k;
      if (Math.abs(x - nx) >= ARRIVED || Math.abs(y - ny) >= ARRIVED) {
        x = nx;
        y = ny;
        easedAt = now;
        schedule();
      } else easedAt = 0;
    }
    easedX = x;
    easedY = y;
    eased = true;
    if (x !== writtenX || y !== writtenY) {
      div.style.transform = `translate3d(${x}px, ${y}px, 0)`;
      writtenX = x;
      writtenY = y;
    }
  }

  const onFrame = (now: number): void => {
    frameAsked = false;
    if (showing) write(now);
  };

  // The page's shared frame loop: one animation frame for the cursor and every playing group.
  const schedule = (): void => {
    if (frameAsked) return;
    frameAsked = true;
    requestFrame(onFrame);
  };

  const followPointer = (): void => {
    const last = mouse.lastClientPosition();
    if (!last) return;
    targetX = last.x;
    targetY = last.y;
    known = true;
  };

  const onPointer = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') {
      suppressed = true;
    } else {
      // The spec's automatic move() with default coordinates, in client space.
      targetX = event.clientX;
      targetY = event.clientY;
      known = true;
      suppressed = false;
    }
    schedule();
  };

  const onPointerOut = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    // Leaving the window, or entering a frame whose moves this document never sees.
    if (event.relatedTarget === null || isFrameLike(event.relatedTarget)) {
      suppressed = true;
      schedule();
    }
  };

  const onScroll = (): void => {
    // Spec: move() runs on scroll. The box is fixed, so this only matters after
    // an explicit move(x, y) put it somewhere other than the pointer.
    followPointer();
    schedule();
  };

  const onImageError = (): void => {
    if (!showing) return;
    const failed = image;
    warn(`the image ${describe(failed)} failed to load; hiding the fake cursor.`);
    stop();
    mouse.restore();
    notify({ showing: false, reason: 'error', image: failed });
  };

  const updateTopLayer = (): void => {
    if (div) addedPopover = placeInTopLayer(div, addedPopover);
  };
  // Something else entered or left the top layer (toggle events do not bubble: caught on the way down).
  const onToggle = (event: Event): void => {
    if (event.target !== div) updateTopLayer();
  };

  const capture: AddEventListenerOptions = { capture: true, passive: true };
  const bubble: AddEventListenerOptions = { passive: true };

  function install(): void {
    mouse.setPointerHook(onPointer);
    window.addEventListener('pointerout', onPointerOut, capture);
    // Not capture: the document's scroll reaches window, inner scrollers' do not.
    window.addEventListener('scroll', onScroll, bubble);
    window.addEventListener('toggle', onToggle, capture);
    document.addEventListener('fullscreenchange', updateTopLayer, bubble);
    img?.addEventListener('error', onImageError);
  }

  function uninstall(): void {
    mouse.setPointerHook(null);
    window.removeEventListener('pointerout', onPointerOut, capture);
    window.removeEventListener('scroll', onScroll, bubble);
    window.removeEventListener('toggle', onToggle, capture);
    document.removeEventListener('fullscreenchange', updateTopLayer, bubble);
    img?.removeEventListener('error', onImageError);
  }

  function stopAnimation(): void {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    // Only an image moved off its first frame is written back (a look switch writes nothing here).
    if (current && frame !== 0) current.style.transform = 'translateX(0px)';
    frame = 0;
  }

  function startAnimation(): void {
    if (frames <= 1 || still || group || timer !== undefined) return;
    timer = setInterval(() => {
      frame = (frame + 1) % frames;
      if (current) current.style.transform = `translateX(${-frame * width}px)`;
    }, frameMs);
  }

  /** Writes the box's size when it differs from the last one written: a switch writes only what changes. */
  function size(w: number, h: number): void {
    if (w === sized[0] && h === sized[1]) return;
    sizeElement(div!, w, h);
    sized = [w, h];
  }

  function sizeImage(target: HTMLImageElement, w: number, h: number): void {
    const key = `${w}x${h}`;
    if (imageSizes.get(target) === key) return;
    sizeElement(target, w, h);
    imageSizes.set(target, key);
  }

  /** The IMG for `src`: the spec's own for the image shown first, else one made for it (kept until the cursor stops). */
  function imageFor(src: string): HTMLImageElement {
    if (src === baseSrc || baseSrc === '') {
      baseSrc = src;
      return img!;
    }
    let extra = extras.get(src);
    if (!extra) {
      extra = document.createElement('img');
      extra.alt = '';
      extra.draggable = false;
      extra.setAttribute(IDLE_MARK, '');
      extra.style.transform = 'translateX(0px)';
      extra.src = src;
      div!.appendChild(extra);
      extras.set(src, extra);
    }
    return extra;
  }

  /** Sizes the box for `look` and puts its image or group in it. The box must exist. */
  function dress(look: CursorLook): void {
    shown = look;
    const d = div!;
    const i = img!;
    const wasGroup = group !== null;
    group = look.group;
    if (group) {
      const w = positiveOr(groupLength(group, 'width', WIDTH_DEFAULT), WIDTH_DEFAULT, 'group width');
      const h = positiveOr(groupLength(group, 'height', HEIGHT_DEFAULT), HEIGHT_DEFAULT, 'group height');
      size(w, h);
      if (!wasGroup) d.setAttribute(GROUP_MARK, '');
      borrowGroup(group, d);
      frames = 1;
      width = w;
    } else {
      if (wasGroup) {
        returnGroup();
        d.removeAttribute(GROUP_MARK);
      }
      size(look.width, look.height);
      image = look.src;
      width = look.width;
      frames = look.frames;
      const target = imageFor(look.src);
      sizeImage(target, look.width * look.frames, look.height);
      if (target !== current) {
        current?.setAttribute(IDLE_MARK, '');
        target.removeAttribute(IDLE_MARK);
        current = target;
      }
      // An unchanged, loaded src is not re-assigned: that would reload it and fire load again.
      // A broken image with the same path is assigned again so that it is retried.
      if (target === i && (i.getAttribute('src') !== look.src || (i.complete && i.naturalWidth === 0))) i.src = look.src;
    }
    frameMs = look.frameMs;
    hotspotX = look.hotspotX;
    hotspotY = look.hotspotY;
  }

  /** Everything `hide` does except the system cursor. */
  function stop(): void {
    if (!showing) return;
    showing = false;
    uninstall();
    if (frameAsked) cancelFrame(onFrame);
    frameAsked = false;
    stopAnimation();
    returnGroup();
    for (const extra of extras.values()) extra.remove();
    extras.clear();
    img?.removeAttribute(IDLE_MARK);
    current = null;
    group = null;
    shown = null;
    native = false;
    if (div) {
      div.style.setProperty('display', 'none', IMPORTANT);
      leaveTopLayer(div, addedPopover);
    }
    addedPopover = false;
  }

  function resolveElements(
    divElement: unknown,
    imageElement: unknown,
  ): { div: HTMLElement; img: HTMLImageElement } {
    let d: HTMLElement | null = null;
    if (divElement instanceof HTMLElement) d = divElement;
    else if (divElement != null) warn(`divElement must be an HTML element; using #${DIV_ID}.`);
    let i: HTMLImageElement | null = null;
    if (imageElement instanceof HTMLImageElement) i = imageElement;
    else if (imageElement != null) warn(`imageElement must be an IMG element; using #${IMAGE_ID}.`);

    if (!d) {
      const found = document.getElementById(DIV_ID);
      if (found instanceof HTMLElement) d = found;
      else {
        d = document.createElement('div');
        d.id = DIV_ID;
        // Hidden at first (docs/fake-cursor.md#lib-mouse); shown once everything is in place.
        d.style.setProperty('display', 'none', IMPORTANT);
      }
    }
    if (!i) {
      const found = document.getElementById(IMAGE_ID);
      if (found instanceof HTMLImageElement) i = found;
      else {
        i = document.createElement('img');
        i.id = IMAGE_ID;
      }
    }
    // Decorative: assistive technology has the real cursor and the page.
    d.setAttribute('aria-hidden', 'true');
    i.alt = '';
    i.draggable = false;
    if (i.parentNode !== d) d.appendChild(i);
    if (!d.isConnected) (document.body ?? document.documentElement).appendChild(d);
    return { div: d, img: i };
  }

  function showLook(look: CursorLook, hideNormalCursor: boolean, divElement?: unknown, imageElement?: unknown): void {
    stop();
    const elements = resolveElements(divElement, imageElement);
    div = elements.div;
    img = elements.img;
    image = look.group ? null : look.src;
    // The spec's IMG shows the image the cursor is shown with (or, for a group, the first image shown after).
    baseSrc = look.group ? '' : look.src;
    prepareBox(div);
    sized = [Number.NaN, Number.NaN];
    imageSizes.delete(img);
    div.removeAttribute(GROUP_MARK);
    if (look.group) img.setAttribute(IDLE_MARK, '');
    else img.removeAttribute(IDLE_MARK);
    img.style.transform = 'translateX(0px)';
    current = look.group ? null : img;
    dress(look);
    writtenX = writtenY = Number.NaN;
    writtenVisible = null;
    suppressed = false;
    known = false;
    eased = false;
    followPointer();

    showing = true;
    install();
    startAnimation();
    write();
    div.style.setProperty('display', 'block', IMPORTANT);
    updateTopLayer();

    if (hideNormalCursor) mouse.hide();
    else mouse.restore();
    notify({ showing: true, reason: 'set', image });
  }

  const internals: CursorImageInternals = {
    show(look, hideNormalCursor) {
      if (typeof document === 'undefined') return;
      showLook(look, hideNormalCursor);
    },
    setLook(look) {
      if (!showing || !div || !img || look === shown) return;
      stopAnimation();
      dress(look);
      startAnimation();
      // The same task as the switch: the new look is painted in the same frame at the right place.
      writtenX = Number.NaN;
      eased = false;
      write();
    },
    setMotion(nextFollow, nextStill) {
      // Still means no motion of the cursor's own at all: no frames, no easing.
      follow = !nextStill && nextFollow > 0 && nextFollow < 1 ? nextFollow : 1;
      if (nextStill === still) return;
      still = nextStill;
      if (!showing) return;
      stopAnimation();
      startAnimation();
    },
    setNative(value) {
      if (value === native) return;
      native = value;
      if (showing) write();
    },
    isFrameRequested: () => frameAsked,
  };

  const api: LibCursorImage = {
    get: () => div,
    // The IMG showing: the spec's own, or the one of the cursor state in force.
    getImage: () => current ?? img,
    isShowing: () => showing,

    hide(showNormalCursor = true) {
      const was = showing;
      const last = image;
      stop();
      if (flag(showNormalCursor, true)) mouse.restore();
      if (was) notify({ showing: false, reason: 'hide', image: last });
    },

    move(x, y) {
      if (!showing) return;
      const last = mouse.lastClientPosition();
      const explicitX = x !== undefined && x !== null;
      const explicitY = y !== undefined && y !== null;
      let cx = last?.x ?? targetX;
      let cy = last?.y ?? targetY;
      // Page coordinates in, client coordinates out; scroll is read only when
      // the caller gave a page coordinate (never on the pointer path).
      if (explicitX) {
        if (typeof x === 'number' && Number.isFinite(x)) cx = x - window.scrollX;
        else warn(`move: x must be a number, got ${describe(x)}; using the pointer's.`);
      }
      if (explicitY) {
        if (typeof y === 'number' && Number.isFinite(y)) cy = y - window.scrollY;
        else warn(`move: y must be a number, got ${describe(y)}; using the pointer's.`);
      }
      if (!explicitX && !explicitY && !last) return;
      targetX = cx;
      targetY = cy;
      known = true;
      suppressed = false;
      write();
    },

    set(
      showCursorImage = true,
      cursorImage,
      cursorImageWidth = WIDTH_DEFAULT,
      cursorImageHeight = HEIGHT_DEFAULT,
      hideNormalCursor = true,
      isSprite = false,
      numberOfFrames = FRAMES_DEFAULT,
      framesMs = FRAMES_MS_DEFAULT,
      divElement,
      imageElement,
      options,
    ) {
      if (typeof document === 'undefined') return;
      const validImage = typeof cursorImage === 'string' && cursorImage.trim() !== '';
      if (!flag(showCursorImage, true) || !validImage) {
        if (flag(showCursorImage, true)) {
          warn(`cursorImage must be a non-empty image path, got ${describe(cursorImage)}; the fake cursor is not used.`);
        }
        // A fake cursor that is not used must not leave the page without any cursor.
        api.hide(true);
        return;
      }
      if (showing && cursorImage !== image) {
        warn(`a fake cursor with ${describe(image)} is showing; call hide() before set() with another image.`);
        return;
      }

      const w = positiveOr(cursorImageWidth, WIDTH_DEFAULT, 'cursorImageWidth');
      const h = positiveOr(cursorImageHeight, HEIGHT_DEFAULT, 'cursorImageHeight');
      const sprite = flag(isSprite, false);
      const n = sprite ? countOr(numberOfFrames, FRAMES_DEFAULT, 'numberOfFrames') : 1;
      const ms = sprite ? positiveOr(framesMs, FRAMES_MS_DEFAULT, 'framesMs') : FRAMES_MS_DEFAULT;
      const opts = options != null && typeof options === 'object' ? options : {};
      const hx = finiteOr(opts.hotspotX, 0, 'hotspotX');
      const hy = finiteOr(opts.hotspotY, 0, 'hotspotY');

      // Same image while showing: re-apply the other settings from a clean state.
      showLook(
        { src: cursorImage, width: w, height: h, frames: n, frameMs: ms, hotspotX: hx, hotspotY: hy, group: null },
        flag(hideNormalCursor, true),
        divElement,
        imageElement,
      );
    },

    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  Object.freeze(api);
  internalsOf.set(api, internals);
  return api;
}

/** One 60 Hz frame, the unit of `follow`. */
const FRAME_60 = 1000 / 60;
/** Closer than this (px) on both axes, the eased cursor has arrived. */
const ARRIVED = 0.5;
