/**
 * A cursor sheet's frames over time: the image is a horizontal strip of
 * frames, each as wide as the cursor, shifted left by one frame every
 * `frameMs` and back to the first after the last. A still cursor (reduced
 * motion) holds the first frame. Its one timer exists only while a sheet of
 * more than one frame plays.
 */
import { FRAMES_MS_DEFAULT } from './cursor-values.js';

export class SheetAnimator {
  #image: HTMLImageElement | null = null;
  #frames = 1;
  #frameMs = FRAMES_MS_DEFAULT;
  #width = 0;
  #frame = 0;
  #still = false;
  #timer: ReturnType<typeof setInterval> | undefined;

  /** The frame showing, from 0. */
  get frame(): number {
    return this.#frame;
  }

  /** Whether the timer runs. */
  get playing(): boolean {
    return this.#timer !== undefined;
  }

  /** Plays `image`, a sheet of `frames` frames `width` px wide, from its first frame. */
  play(image: HTMLImageElement, frames: number, frameMs: number, width: number): void {
    this.#halt();
    this.#image = image;
    this.#frames = frames;
    this.#frameMs = frameMs;
    this.#width = width;
    this.#start();
  }

  /** Stops and forgets the sheet, its image back on the first frame. */
  stop(): void {
    this.#halt();
    this.#image = null;
  }

  /** Holds the first frame while `still`; the sheet playing before plays again from the start after. */
  setStill(still: boolean): void {
    if (still === this.#still) return;
    this.#still = still;
    this.#halt();
    this.#start();
  }

  #start(): void {
    if (!this.#image || this.#frames <= 1 || this.#still || this.#timer !== undefined) return;
    this.#timer = setInterval(this.#tick, this.#frameMs);
  }

  #halt(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    // Only an image moved off its first frame is written back (a look switch writes nothing here).
    if (this.#image && this.#frame !== 0) this.#image.style.transform = 'translateX(0px)';
    this.#frame = 0;
  }

  readonly #tick = (): void => {
    this.#frame = (this.#frame + 1) % this.#frames;
    if (this.#image) this.#image.style.transform = `translateX(${-this.#frame * this.#width}px)`;
  };
}
