/**
 * What the fake cursor listens to while it shows, and only then: LIB_Mouse's
 * pointer hook (the spec's automatic `move`), the pointer leaving the window,
 * the page's scroll, the top layer changing, and its image failing to load.
 * Every handler only records and asks for a frame: nothing on these paths
 * reads style or layout.
 */
import { isFrameLike } from './cursor-box.js';
import type { CursorDress } from './cursor-dress.js';
import type { CursorFollower } from './cursor-follower.js';
import type { MouseCore } from './cursor-image-types.js';

const capture: AddEventListenerOptions = { capture: true, passive: true };
const bubble: AddEventListenerOptions = { passive: true };

export class CursorWatch {
  readonly #mouse: MouseCore;
  readonly #follower: CursorFollower;
  readonly #dress: CursorDress;
  readonly #schedule: () => void;
  readonly #failed: () => void;

  /** `schedule` asks for a frame that writes the box; `failed` runs when the image does not load. */
  constructor(
    mouse: MouseCore,
    follower: CursorFollower,
    dress: CursorDress,
    schedule: () => void,
    failed: () => void,
  ) {
    this.#mouse = mouse;
    this.#follower = follower;
    this.#dress = dress;
    this.#schedule = schedule;
    this.#failed = failed;
  }

  /** Aims at the pointer's last known position, if any. */
  followPointer(): void {
    const last = this.#mouse.lastClientPosition();
    if (last) this.#follower.aim(last.x, last.y);
  }

  /** Starts listening; the image's error listener goes on the dress's IMG of the moment. */
  install(): void {
    this.#mouse.setPointerHook(this.#onPointer);
    window.addEventListener('pointerout', this.#onPointerOut, capture);
    // Not capture: the document's scroll reaches window, inner scrollers' do not.
    window.addEventListener('scroll', this.#onScroll, bubble);
    window.addEventListener('toggle', this.#onToggle, capture);
    document.addEventListener('fullscreenchange', this.#updateTopLayer, bubble);
    this.#dress.img?.addEventListener('error', this.#failed);
  }

  /** Stops listening; call it before the dress takes another IMG. */
  uninstall(): void {
    this.#mouse.setPointerHook(null);
    window.removeEventListener('pointerout', this.#onPointerOut, capture);
    window.removeEventListener('scroll', this.#onScroll, bubble);
    window.removeEventListener('toggle', this.#onToggle, capture);
    document.removeEventListener('fullscreenchange', this.#updateTopLayer, bubble);
    this.#dress.img?.removeEventListener('error', this.#failed);
  }

  readonly #onPointer = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') {
      this.#follower.suppress();
    } else {
      // The spec's automatic move() with default coordinates, in client space.
      this.#follower.aim(event.clientX, event.clientY);
      this.#follower.reveal();
    }
    this.#schedule();
  };

  readonly #onPointerOut = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    // Leaving the window, or entering a frame whose moves this document never sees.
    if (event.relatedTarget === null || isFrameLike(event.relatedTarget)) {
      this.#follower.suppress();
      this.#schedule();
    }
  };

  readonly #onScroll = (): void => {
    // Spec: move() runs on scroll. The box is fixed, so this only matters after
    // an explicit move(x, y) put it somewhere other than the pointer.
    this.followPointer();
    this.#schedule();
  };

  readonly #updateTopLayer = (): void => this.#dress.updateTopLayer();

  // Something else entered or left the top layer (toggle events do not bubble: caught on the way down).
  readonly #onToggle = (event: Event): void => {
    if (event.target !== this.#dress.div) this.#dress.updateTopLayer();
  };
}
