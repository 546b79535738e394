/**
 * Where the fake cursor's box goes: its hotspot on the wanted point (the
 * pointer, or a point given to `move`), reached at once or eased toward when
 * `follow` is below 1. The box is written only when its place or its
 * visibility changed, and nothing here reads style or layout: this is the
 * per-frame path.
 */
import { IMPORTANT } from './cursor-box.js';

/** One 60 Hz frame, the unit of `follow`. */
const FRAME_60 = 1000 / 60;
/** Closer than this (px) on both axes, the eased cursor has arrived. */
const ARRIVED = 0.5;

export class CursorFollower {
  // Wanted position: client coordinates of the hotspot.
  #targetX = 0;
  #targetY = 0;
  #known = false;
  /** Hidden until the next mouse move: touch is in use, or the pointer left the window. */
  #suppressed = false;
  /** Hidden while the system cursor is wanted instead. */
  #native = false;
  #hotspotX = 0;
  #hotspotY = 0;
  #follow = 1;
  // Where the eased box is (client coordinates of its corner), and when it last stepped.
  #easedX = 0;
  #easedY = 0;
  #eased = false;
  #easedAt = 0;
  // What was last written to the box.
  #writtenX = Number.NaN;
  #writtenY = Number.NaN;
  #writtenVisible: boolean | null = null;

  get targetX(): number {
    return this.#targetX;
  }

  get targetY(): number {
    return this.#targetY;
  }

  /** Forgets the position and what was written: a box just shown has neither. */
  reset(): void {
    this.#writtenX = this.#writtenY = Number.NaN;
    this.#writtenVisible = null;
    this.#suppressed = false;
    this.#known = false;
    this.#eased = false;
  }

  /** Wants the hotspot at client coordinate x, y (visibility is left as it is). */
  aim(x: number, y: number): void {
    this.#targetX = x;
    this.#targetY = y;
    this.#known = true;
  }

  /** Hides the box until the next `reveal` (a mouse move, or `move`). */
  suppress(): void {
    this.#suppressed = true;
  }

  reveal(): void {
    this.#suppressed = false;
  }

  /** Returns whether it changed. */
  setNative(native: boolean): boolean {
    if (native === this.#native) return false;
    this.#native = native;
    return true;
  }

  setHotspot(x: number, y: number): void {
    this.#hotspotX = x;
    this.#hotspotY = y;
  }

  /** The share of the way covered per 60th of a second; anything outside (0, 1) follows at once. */
  setFollow(follow: number): void {
    this.#follow = follow > 0 && follow < 1 ? follow : 1;
  }

  /** The next write puts the box on its target at once, wherever the easing was. */
  jump(): void {
    this.#writtenX = Number.NaN;
    this.#eased = false;
  }

  /**
   * Writes the box's position; `now` (a frame's time) lets `follow` ease,
   * without it the box jumps. Returns whether the easing wants another frame.
   */
  write(box: HTMLElement, now?: number): boolean {
    const visible = this.#known && !this.#suppressed && !this.#native;
    if (visible !== this.#writtenVisible) {
      box.style.setProperty('visibility', visible ? 'visible' : 'hidden', IMPORTANT);
      this.#writtenVisible = visible;
    }
    if (!visible) {
      this.#eased = false;
      return false;
    }
    let x = this.#targetX - this.#hotspotX;
    let y = this.#targetY - this.#hotspotY;
    let again = false;
    if (this.#follow < 1 && now !== undefined && this.#eased) {
      // Time-based, so the cursor eases alike at 60 and 120 Hz.
      const steps = this.#easedAt === 0 ? 1 : Math.min((now - this.#easedAt) / FRAME_60, 30);
      const k = 1 - Math.pow(1 - this.#follow, Math.max(steps, 0));
      const nx = this.#easedX + (x - this.#easedX) * k;
      const ny = this.#easedY + (y - this.#easedY) * k;
      if (Math.abs(x - nx) >= ARRIVED || Math.abs(y - ny) >= ARRIVED) {
        x = nx;
        y = ny;
        this.#easedAt = now;
        again = true;
      } else this.#easedAt = 0;
    }
    this.#easedX = x;
    this.#easedY = y;
    this.#eased = true;
    if (x !== this.#writtenX || y !== this.#writtenY) {
      box.style.transform = `translate3d(${x}px, ${y}px, 0)`;
      this.#writtenX = x;
      this.#writtenY = y;
    }
    return again;
  }
}
