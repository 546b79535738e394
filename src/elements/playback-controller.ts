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
    this.wantsToPlay = false;
    stopPlaying(this);
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
    const loop = this.target.loop;
    if (!loop && model.pointer >= model.spritesGroup.sprites.length - 1) {
      this.wantsToPlay = false;
      this.ended = true;
      stopPlaying(this);
      dispatchLater(this.target, 'lib-sprites-end', { pointer: model.pointer, sprite: current });
      return;
    }
    model.setNext(loop);
    // The next sprite started when this one was due, not at this frame: otherwise every sprite
    // lasts until the next whole display frame (10 fps would play at 8.6 at 60 Hz) and groups
    // drift into step, all changing in the same frames. Over a whole duration behind, it starts now.
    const late = elapsed - duration;
    model.setTime(late < duration ? now - late : now, true, true);
  }
}
