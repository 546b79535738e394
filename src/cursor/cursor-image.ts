/**
 * `LIB_Mouse.CursorImage`: a fake cursor, an IMG inside a DIV that follows
 * the pointer (docs/fake-cursor.md#lib-mouse). This module wires the parts
 * and keeps the spec's API: where the box goes (cursor-follower.ts), a
 * sheet's frames over time (sheet-animator.ts), what the box wears
 * (cursor-dress.ts), what it listens to while it shows (cursor-watch.ts).
 * Its styles and top-layer handling (cursor-box.ts), defaults and checks
 * (cursor-values.ts) and the borrowed group (cursor-group.ts) live apart.
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
import { cancelFrame, requestFrame } from '../shared/frame-loop.js';
import { CursorDress } from './cursor-dress.js';
import { CursorFollower } from './cursor-follower.js';
import { SheetAnimator } from './sheet-animator.js';
import { CursorWatch } from './cursor-watch.js';
import {
  FRAMES_DEFAULT,
  FRAMES_MS_DEFAULT,
  HEIGHT_DEFAULT,
  WIDTH_DEFAULT,
  shown,
  flag,
  lookFromSet,
  warnCursorImage,
} from './cursor-values.js';
import type {
  CursorImageChange,
  CursorImageInternals,
  CursorLook,
  LibCursorImage,
  MouseCore,
} from './cursor-image-types.js';

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
export type {
  CursorImageChange,
  CursorImageChangeReason,
  CursorImageInternals,
  CursorImageOptions,
  CursorImageSettings,
  CursorLook,
  LibCursorImage,
  MouseCore,
  PointerLike,
} from './cursor-image-types.js';

const internalsOf = new WeakMap<LibCursorImage, CursorImageInternals>();

/** The internals of a `LIB_Mouse.CursorImage`. */
export function cursorImageInternals(api: LibCursorImage): CursorImageInternals {
  const found = internalsOf.get(api);
  if (!found) throw new Error('not a LIB_Mouse.CursorImage');
  return found;
}

export function createCursorImage(mouse: MouseCore): LibCursorImage {
  const dress = new CursorDress();
  const follower = new CursorFollower();
  const animator = new SheetAnimator();
  let showing = false;
  let frameAsked = false;

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
  const write = (now?: number): void => {
    const div = dress.div;
    if (div && follower.write(div, now)) schedule();
  };

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

  const onImageError = (): void => {
    if (!showing) return;
    const failed = dress.image;
    warnCursorImage(
      'image-failed',
      `the image ${shown(failed)} failed to load; hiding the fake cursor.`,
      'image',
      shown(failed),
    );
    stop();
    mouse.restore();
    notify({ showing: false, reason: 'error', image: failed });
  };

  const watch = new CursorWatch(mouse, follower, dress, schedule, onImageError);

  /** Plays the look's sheet, if it is an image (the dress must wear it). */
  function animate(look: CursorLook): void {
    const image = dress.current;
    if (look.group || !image) animator.stop();
    else animator.play(image, look.frames, look.frameMs, look.width);
  }

  /** Everything `hide` does except the system cursor. */
  function stop(): void {
    if (!showing) return;
    showing = false;
    watch.uninstall();
    if (frameAsked) cancelFrame(onFrame);
    frameAsked = false;
    animator.stop();
    dress.close();
    follower.setNative(false);
  }

  function showLook(look: CursorLook, hideNormalCursor: boolean, divElement?: unknown, imageElement?: unknown): void {
    stop();
    dress.open(look, divElement, imageElement);
    follower.setHotspot(look.hotspotX, look.hotspotY);
    follower.reset();
    watch.followPointer();

    showing = true;
    watch.install();
    animate(look);
    write();
    dress.show();

    if (hideNormalCursor) mouse.hide();
    else mouse.restore();
    notify({ showing: true, reason: 'set', image: dress.image });
  }

  const internals: CursorImageInternals = {
    show(look, hideNormalCursor) {
      if (typeof document === 'undefined') return;
      showLook(look, hideNormalCursor);
    },
    setLook(look) {
      if (!showing || !dress.div || !dress.img || look === dress.look) return;
      animator.stop();
      dress.dress(look);
      follower.setHotspot(look.hotspotX, look.hotspotY);
      animate(look);
      // The same task as the switch: the new look is painted in the same frame at the right place.
      follower.jump();
      write();
    },
    setMotion(follow, still) {
      // Still means no motion of the cursor's own at all: no frames, no easing.
      follower.setFollow(still ? 1 : follow);
      animator.setStill(still);
    },
    setNative(value) {
      if (follower.setNative(value) && showing) write();
    },
    isFrameRequested: () => frameAsked,
  };

  const api: LibCursorImage = {
    get: () => dress.div,
    // The IMG showing: the spec's own, or the one of the cursor state in force.
    getImage: () => dress.current ?? dress.img,
    isShowing: () => showing,

    hide(showNormalCursor = true) {
      const was = showing;
      const last = dress.image;
      stop();
      if (flag(showNormalCursor, true)) mouse.restore();
      if (was) notify({ showing: false, reason: 'hide', image: last });
    },

    move(x, y) {
      if (!showing) return;
      const last = mouse.lastClientPosition();
      const explicitX = x !== undefined && x !== null;
      const explicitY = y !== undefined && y !== null;
      let cx = last?.x ?? follower.targetX;
      let cy = last?.y ?? follower.targetY;
      // Page coordinates in, client coordinates out; scroll is read only when
      // the caller gave a page coordinate (never on the pointer path).
      if (explicitX) {
        if (typeof x === 'number' && Number.isFinite(x)) cx = x - window.scrollX;
        else
          warnCursorImage(
            'bad-option',
            `move: x must be a number, got ${shown(x)}; using the pointer's.`,
            'move x',
            shown(x),
          );
      }
      if (explicitY) {
        if (typeof y === 'number' && Number.isFinite(y)) cy = y - window.scrollY;
        else
          warnCursorImage(
            'bad-option',
            `move: y must be a number, got ${shown(y)}; using the pointer's.`,
            'move y',
            shown(y),
          );
      }
      if (!explicitX && !explicitY && !last) return;
      follower.aim(cx, cy);
      follower.reveal();
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
          warnCursorImage(
            'bad-option',
            `cursorImage must be a non-empty image path, got ${shown(cursorImage)}; the fake cursor is not used.`,
            'cursorImage',
            shown(cursorImage),
          );
        }
        // A fake cursor that is not used must not leave the page without any cursor.
        api.hide(true);
        return;
      }
      if (showing && cursorImage !== dress.image) {
        warnCursorImage(
          'cursor-showing',
          `a fake cursor with ${shown(dress.image)} is showing; call hide() before set() with another image.`,
          'set',
          shown(cursorImage),
        );
        return;
      }

      // Same image while showing: re-apply the other settings from a clean state.
      showLook(
        lookFromSet(cursorImage, cursorImageWidth, cursorImageHeight, isSprite, numberOfFrames, framesMs, options),
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
