/**
 * The playback of one group, kept apart from the element (as Phaser keeps an
 * AnimationState apart from its game object): whether it plays, whether it
 * ended, and when the current sprite is due to end. The group adds it with
 * `addController`; the shared frame loop (`playback.ts`) ticks it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LIB_GraphicSprites, SpriteObject } from '../model/index.js';
import { dispatchLater } from './events.js';
import { startPlaying, stopPlaying, type Player } from './playback.js';

/** Frame duration when neither `duration` nor `fps` says otherwise: 10 frames per second. */
export const FPS_DEFAULT = 10;

export interface PlaybackHost extends ReactiveControllerHost, HTMLElement {
  /** Wrap around at the ends. */
  readonly loop: boolean;
}

export interface PlaybackOptions {
  /** The model played (read without flushing pending DOM changes: the loop must stay cheap). */
  readonly model: () => LIB_GraphicSprites;
  /** A sprite's own duration in ms, or null/undefined when the frame rate decides. */
  readonly durationOf: (sprite: SpriteObject) => number | null | undefined;
  /** Called when playback stops (paused or ended). */
  readonly stopped?: () => void;
}

/**
 * Plays a group's sprites as frames at `fps` (or each sprite's own
 * duration), and fires `lib-sprites-end` on the host when a non-looping group
 * played its last sprite to the end.
 */
export class PlaybackController implements ReactiveController, Player {
  readonly target: PlaybackHost;
  private readonly options: PlaybackOptions;
  private wantsToPlay = false;
  private ended = false;
  private fpsValue = FPS_DEFAULT;
  /**
   * When the current sprite ends (a LIB_Device time), so that most frames cost
   * each playing group one comparison. Valid while the current sprite is
   * `dueSprite` with the `time` it had then; pointer moves, fps and duration
   * changes clear it.
   */
  private dueAt = 0;
  private dueSprite: SpriteObject | null = null;
  private dueTime = 0;
  /** True while the loop itself moves the pointer (the host may defer what a frame need not do). */
  advancing = false;

  constructor(host: PlaybackHost, options: PlaybackOptions) {
    this.target = host;
    this.options = options;
    host.addController(this);
  }

  /** Whether the group plays (or will as soon as its host is in the document). */
  get playing(): boolean {
    return this.wantsToPlay;
  }

  /** Frames per second for sprites without their own duration (positive; anything else means the default). */
  get fps(): number {
    return this.fpsValue;
  }
  set fps(value: number | undefined) {
    this.fpsValue = value !== undefined && Number.isFinite(value) && value > 0 ? value : FPS_DEFAULT;
    this.scheduleChanged();
  }

  /** Starts playing. The current sprite is shown for its full duration from now; a group that ended starts over. */
  play(): void {
    if (this.wantsToPlay) return;
    this.wantsToPlay = true;
    const model = this.options.model();
    if (this.ended && !this.target.loop) model.setPointer(0);
    this.ended = false;
    model.getCurrent()?.setTime();
    if (this.target.isConnected) startPlaying(this);
  }

  /** Stops playing; the current sprite stays. */
  pause(): void {
    const was = this.wantsToPlay;
    this.wantsToPlay = false;
    stopPlaying(this);
    if (was) this.options.stopped?.();
  }

  /** How long a sprite shows may have changed (a duration, the sprites themselves). */
  scheduleChanged(): void {
    this.dueSprite = null;
  }

  /** The pointer moved, whatever moved it: the new sprite has its own schedule, and the group has not ended. */
  pointerMoved(): void {
    this.ended = false;
    this.dueSprite = null;
  }

  hostConnected(): void {
    if (this.wantsToPlay) startPlaying(this);
  }

  hostDisconnected(): void {
    stopPlaying(this);
  }

  /** Called by the shared loop: moves on when the current sprite has lasted its duration. */
  tick(now: number): void {
    const due = this.dueSprite;
    if (due !== null && now < this.dueAt && due.time === this.dueTime) return;
    const model = this.options.model();
    const current = model.getCurrent();
    if (!current) return;
    const duration = this.options.durationOf(current) ?? 1000 / this.fpsValue;
    const elapsed = current.getTimeElapsed(now);
    if (elapsed < duration) {
      this.dueSprite = current;
      this.dueTime = current.time;
      this.dueAt = now + duration - elapsed;
      return;
    }
    // Overload (a long task, a run of slow frames): every sprite whose whole duration has
    // passed is skipped, and the one landed on started when the schedule says, so the group
    // keeps its phase. Restarting late groups "now" would put them all in step, changing in
    // the same frames from then on.
    const loop = this.target.loop;
    const sprites = model.spritesGroup.sprites;
    const count = sprites.length;
    const durationAt = (index: number): number => this.options.durationOf(sprites[index]!) ?? 1000 / this.fpsValue;
    let index = model.pointer;
    let rest = elapsed;
    let length = duration;
    let steps = 0;
    while (rest >= length && (loop || index < count - 1)) {
      rest -= length;
      index = index + 1 >= count ? 0 : index + 1;
      length = durationAt(index);
      steps++;
      // Behind by more than a whole loop: drop the whole loops (only the phase matters).
      if (steps === count && loop) {
        let cycle = 0;
        for (let i = 0; i < count; i++) cycle += durationAt(i);
        if (cycle > 0 && rest >= cycle) rest %= cycle;
      }
    }
    this.advancing = true;
    try {
      if (steps === 1) model.setNext(loop);
      else if (index !== model.pointer) model.setPointer(index);
    } finally {
      this.advancing = false;
    }
    if (!loop && index >= count - 1 && rest >= length) {
      this.wantsToPlay = false;
      this.ended = true;
      stopPlaying(this);
      this.options.stopped?.();
      dispatchLater(this.target, 'lib-sprites-end', { pointer: model.pointer, sprite: model.getCurrent() });
      return;
    }
    model.setTime(now - rest, true, true);
  }
}
