/**
 * The playback of one group, kept apart from the element (as Phaser keeps an
 * AnimationState apart from its game object): whether it plays, whether it
 * ended, and when the current sprite is due to end. The group adds it with
 * `addController`; the shared frame loop (`playback.ts`) ticks it.
 *
 * The model's sprite times stay the clock: the current sprite has shown for
 * `getTimeElapsed(now)` (scaled by the rate), so `setTime` still shifts a
 * frame. Which frame comes next (the tag, the direction, the repeats,
 * disabled sprites skipped) is the model's `PlaybackTimeline`, walked step
 * by step. A group whose sprites use CrossBrowdy's `data` timers
 * (`skipAfter`, `duration`, ...) is played by those instead, as CrossBrowdy's
 * engine plays it (`stepTimers`).
 *
 * The state a media element exposes (rate, direction, repeat, tags, seeking,
 * `finished`) and the frame-loop step that walks it share one private
 * schedule; the walking itself is the model's PlaybackTimeline.
 */
import type { ReactiveController } from 'lit';
import {
  LIB_Device,
  type AnimationTag,
  type LIB_GraphicSprites,
  type PlaybackDirection,
  type PlayReports,
  type SpriteObject,
} from '../../model/index.js';
import {
  PlaybackTimeline,
  stepSubSpriteTimers,
  stepTimers,
  usesSubSpriteTimers,
  usesTimers,
} from '../../model/playback/index.js';
import { elapsedSince } from '../../model/time.js';
import { dispatchLater } from '../events/events.js';
import { isHeard } from '../events/listeners.js';
import { DIRECTION_DEFAULT, RATE_DEFAULT, REPEAT_DEFAULT } from './playback-attributes.js';
import { startPlaying, stopPlaying, wake, type Player } from './playback.js';
import type { PlaybackConfiguration, PlaybackHost, PlaybackOptions } from './playback-options.js';

/** Frame duration when neither `duration` nor `fps` says otherwise: 10 frames per second. */
export const FPS_DEFAULT = 10;

/** A bound on the steps one tick walks, for a run whose steps all last (almost) nothing. */
const MAX_STEPS_PER_TICK = 10_000;

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
  private rate = RATE_DEFAULT;
  /** The page's direction and passes (not looping): they win over the tag's own; undefined leaves the tag's. */
  private directionValue: PlaybackDirection | undefined = undefined;
  private repeatValue: number | undefined = undefined;
  private tagValue: AnimationTag | null = null;
  /**
   * When the current sprite ends (a LIB_Device time), so that most frames cost
   * each playing group one comparison. Valid while the current sprite is
   * `dueSprite` with the `time` it had then; pointer moves, fps and duration
   * changes clear it.
   */
  private dueAt = 0;
  /** When the shared loop ticks this next (see `Player`), as the last tick left it. */
  nextTick = Number.NEGATIVE_INFINITY;
  private dueSprite: SpriteObject | null = null;
  private dueTime = 0;
  /** Rebuilt lazily when what plays changed (`timelineDirty`). */
  private timelineValue: PlaybackTimeline | null = null;
  private timelineDirty = true;
  /** The step of the timeline the current sprite is; re-found when something else moves the pointer. */
  private step = 0;
  private stepIndex = -1;
  /** True while this controller moves the pointer. */
  private moving = false;
  /** True while the frame loop itself moves the pointer (the host may defer what a frame need not do). */
  advancing = false;
  /** True during `tick`: what it changes needs no wake, its return says when it is due. */
  private ticking = false;
  private loops = 0;
  private timers: boolean | null = null;
  /** Whether some sub-sprite has a `duration` or `timeResetAndEnableAfter` (null: ask again). */
  private subTimers: boolean | null = null;
  private finishedValue: { promise: Promise<void>; resolve: () => void; resolved: boolean } | null = null;
  /** While not playing: the media time already spent in the current frame (the model's clock runs on). */
  private pausedSpent: number | null = null;
  /** A seek while not playing: `play()` goes on from it instead of giving the frame its full duration. */
  private seekedWhilePaused = false;
  /**
   * No run has started and nothing placed the pointer (a seek, a page's move): like an idle
   * Animation, `play()` then starts at the run's first step, wherever the direction puts it.
   */
  private idle = true;

  /** The model, from `options.model` at first use (the group's sync may not exist yet when this is made). */
  private modelValue: LIB_GraphicSprites | null = null;
  private model(): LIB_GraphicSprites {
    return (this.modelValue ??= this.options.model());
  }

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

  /** 1 = as authored, 2 = double speed, 0.5 = half, negative = backwards; 0 holds the frame. */
  get playbackRate(): number {
    return this.rate;
  }

  /**
   * How the frames play: the rate (not a finite number: 1), and the direction and
   * passes, where undefined (or a count below 1) means the playing tag's own,
   * else `normal` and 1 pass. A rate change while playing keeps the share of
   * the shown frame already played.
   */
  configure({ rate, direction, repeat }: PlaybackConfiguration): void {
    const passes = repeat === undefined || !(repeat >= 1) ? undefined : Math.floor(repeat);
    if (direction !== this.directionValue || passes !== this.repeatValue) {
      this.directionValue = direction;
      this.repeatValue = passes;
      this.timelineDirty = true;
    }
    const newRate = Number.isFinite(rate) ? rate : RATE_DEFAULT;
    if (newRate === this.rate) return;
    const position = this.wantsToPlay ? this.currentTime : null;
    this.rate = newRate;
    this.timelineDirty = true;
    if (position !== null) this.currentTime = position;
    this.invalidate();
  }

  /** The named range played (every sprite when null). Setting it starts the range at once. */
  get tag(): AnimationTag | null {
    return this.tagValue;
  }
  set tag(value: AnimationTag | null) {
    this.tagValue = value;
    this.timelineDirty = true;
    this.loops = 0;
    this.ended = false;
    if (value && isHeard(this.target, 'lib-sprites-tag', true))
      dispatchLater(this.target, 'lib-sprites-tag', { tag: value.name, from: value.from, to: value.to });
    this.restart();
  }

  /** How many times playback wrapped since it (or the tag) started. */
  get loopCount(): number {
    return this.loops;
  }

  private durationFor(sprite: SpriteObject, model: LIB_GraphicSprites): number {
    if (model.isDisabledSprite(sprite)) return 0;
    const own = this.options.durationOf(sprite) ?? (sprite as { duration?: unknown }).duration;
    return typeof own === 'number' && Number.isFinite(own) && own > 0 ? own : 1000 / this.fpsValue;
  }

  /** The timeline of what plays now; durations are read again whenever it is asked for after a change. */
  get timeline(): PlaybackTimeline {
    const model = this.model();
    const sprites = model.spritesGroup.sprites;
    const durations = sprites.map((sprite) => this.durationFor(sprite, model));
    const tag = this.tagValue;
    const frames = tag
      ? (tag.frames ?? Array.from({ length: Math.max(0, tag.to - tag.from + 1) }, (_, i) => tag.from + i))
      : undefined;
    const repeat = this.target.loop ? Infinity : (this.repeatValue ?? (tag ? tag.repeat : REPEAT_DEFAULT));
    const direction = this.directionValue ?? (tag ? tag.direction : DIRECTION_DEFAULT);
    const options = { durations, frames, direction, repeat, playbackRate: this.rate };
    if (!this.timelineValue) this.timelineValue = new PlaybackTimeline(options);
    else this.timelineValue.update(options);
    this.timelineDirty = false;
    const current = model.pointer;
    if (current !== this.stepIndex || this.timelineValue.step(this.step).index !== current) this.findStep(current);
    return this.timelineValue;
  }

  private findStep(index: number): void {
    const timeline = this.timelineValue!;
    const step = timeline.stepOf(index);
    this.step = step >= 0 ? step : (timeline.firstStep() ?? 0);
    this.stepIndex = index;
  }

  /** Time the current sprite has played, in media ms (the rate applied), from the model's clock. */
  private spent(sprite: SpriteObject, now: number): number {
    return Math.max(0, elapsedSince(sprite, now)) * Math.abs(this.rate);
  }

  /** Where playback is, in ms of the run (all passes); set it to seek. */
  get currentTime(): number {
    const timeline = this.timeline;
    const model = this.model();
    const current = model.getCurrent();
    if (!current) return 0;
    const step = timeline.step(this.step);
    const spent = Math.min(
      this.wantsToPlay ? this.spent(current, LIB_Device.getTiming()) : (this.pausedSpent ?? 0),
      step.duration,
    );
    return step.start + (this.rate < 0 ? step.duration - spent : spent);
  }
  set currentTime(value: number) {
    if (!Number.isFinite(value)) return;
    const timeline = this.timeline;
    timeline.currentTime = value;
    const position = timeline.position;
    if (position.index < 0) return;
    const step = timeline.step(position.step);
    const spent = this.rate < 0 ? step.duration - position.elapsed : position.elapsed;
    this.goTo(position.step, position.index, LIB_Device.getTiming() - spent / Math.max(Math.abs(this.rate), 1e-9));
    this.ended = false;
    this.idle = false;
    if (!this.wantsToPlay) {
      this.pausedSpent = spent;
      this.seekedWhilePaused = true;
    }
  }

  /** The whole run with every repeat, ms (Infinity while looping). */
  get totalDuration(): number {
    return this.timeline.duration;
  }

  /** One pass through the frames played, ms. */
  get iterationDuration(): number {
    return this.timeline.iterationDuration;
  }

  /** Resolves when a run that does not loop ends (as `Animation.finished`); a new one after each restart. */
  get finished(): Promise<void> {
    if (!this.finishedValue) {
      let settle!: () => void;
      const promise = new Promise<void>((r) => (settle = r));
      const value = { promise, resolved: false, resolve: () => ((value.resolved = true), settle()) };
      this.finishedValue = value;
      if (this.ended) value.resolve();
    }
    return this.finishedValue.promise;
  }

  /** Moves the pointer to `index` as step `step`, the sprite having started at `start`. */
  private goTo(step: number, index: number, start: number): void {
    const model = this.model();
    // One model call: the pointer and the times, as setPointer then setTime(start, true, true).
    // The loop's own move may be made by the host itself, with no one to tell.
    this.moving = true;
    try {
      if (!this.advancing || !this.options.moveUnrecorded?.(index, start))
        model.playTo(index, start, this.reports(model));
    } finally {
      this.moving = false;
    }
    this.step = step;
    this.stepIndex = index;
    this.invalidate();
  }

  /** The records the loop's own move makes: no time records where the host says no one keeps them. */
  private reports(model: LIB_GraphicSprites): PlayReports {
    return this.options.reportsTimes?.(model) === false ? 'pointer' : 'all';
  }

  /** Back to the first frame of the run (the last, backwards). */
  private restart(): void {
    const timeline = this.timeline;
    const first = timeline.firstStep();
    if (first === null) return;
    this.loops = 0;
    // A run that starts again gets a new `finished` (an unresolved one is kept for whoever awaits it).
    if (this.finishedValue?.resolved) this.finishedValue = null;
    this.goTo(first, timeline.step(first).index, LIB_Device.getTiming());
  }

  /** Starts playing. The current sprite is shown for its full duration from now; a group that ended starts over. */
  play(): void {
    if (this.wantsToPlay) return;
    this.wantsToPlay = true;
    const model = this.model();
    this.timers = null;
    this.subTimers = null;
    if (this.ended) {
      this.ended = false;
      this.finishedValue = null;
      if (!this.target.loop) this.restart();
    }
    if (!this.seekedWhilePaused) {
      const timeline = this.timeline;
      // A run that has not started starts at its first step (a reverse pass at its end), as an
      // idle Animation does; backwards from the start of a run that ends there, from its end.
      if (
        this.idle
          ? timeline.firstStep() !== this.step
          : this.rate < 0 && !this.target.loop && timeline.steps !== Infinity && timeline.stepAfter(this.step) === null
      )
        this.restart();
    }
    this.idle = false;
    const current = model.getCurrent();
    if (current && this.seekedWhilePaused && this.pausedSpent !== null) {
      // After a seek the frame goes on with the time the seek put in it.
      model.setTime(LIB_Device.getTiming() - this.pausedSpent / Math.max(Math.abs(this.rate), 1e-9), true, true);
    } else current?.setTime();
    this.pausedSpent = null;
    this.seekedWhilePaused = false;
    if (this.target.isConnected) startPlaying(this);
  }

  /** Stops playing; the current sprite stays. */
  pause(): void {
    const was = this.wantsToPlay;
    if (was) {
      const current = this.model().getCurrent();
      this.pausedSpent = current ? this.spent(current, LIB_Device.getTiming()) : null;
      this.seekedWhilePaused = false;
    }
    this.wantsToPlay = false;
    stopPlaying(this);
    if (was) this.options.stopped?.();
  }

  /** How long a sprite shows may have changed (a duration, the sprites themselves). */
  scheduleChanged(): void {
    this.invalidate();
    this.timelineDirty = true;
    this.timers = null;
    this.subTimers = null;
  }

  /** The current schedule no longer holds: computed again at the next tick, which the loop makes at the next frame. */
  private invalidate(): void {
    this.dueSprite = null;
    if (!this.ticking && this.wantsToPlay) wake(this);
  }

  /**
   * A sprite's time may have changed from outside (`setTime`, or the model
   * handed to the page, whose fields it may write): the current sprite's end
   * is looked at again at the next frame.
   */
  timeChanged(): void {
    if (!this.ticking) this.invalidate();
  }

  /**
   * The pointer moved, whatever moved it: the new sprite has its own schedule, and the group has not ended.
   * `placed`: the page put it there (not the first sprite arriving in an empty group).
   */
  pointerMoved(placed = true): void {
    this.ended = false;
    this.invalidate();
    // Moved by something else (a method, an attribute): playback goes on from that sprite.
    if (!this.moving) {
      this.stepIndex = -1;
      this.pausedSpent = null;
      this.seekedWhilePaused = false;
      if (placed) this.idle = false;
    }
  }

  hostConnected(): void {
    if (this.wantsToPlay) startPlaying(this);
  }

  hostDisconnected(): void {
    stopPlaying(this);
  }

  private end(model: LIB_GraphicSprites, current: SpriteObject): void {
    this.wantsToPlay = false;
    this.ended = true;
    stopPlaying(this);
    this.options.stopped?.();
    if (isHeard(this.target, 'lib-sprites-end', true))
      dispatchLater(this.target, 'lib-sprites-end', { pointer: model.pointer, sprite: current });
    this.finishedValue?.resolve();
  }

  /** Called by the shared loop: moves on when the current sprite has lasted its duration, and sets `nextTick`. */
  tick(now: number): void {
    // Page hooks run at every draw: such a group is drawn (and so ticked) at every frame.
    const everyFrame = this.options.drawsEveryFrame?.() === true;
    const due = this.dueSprite;
    const waiting = due !== null && now < this.dueAt && due.time === this.dueTime;
    this.ticking = true;
    try {
      if (waiting) this.nextTick = this.dueAt;
      else this.advance(now);
      // Sub-sprites' timers are looked at as the sprite is drawn: at every frame while one is to come.
      if (everyFrame || (this.subTimers !== false && this.stepSubSprites(now))) this.nextTick = now;
    } finally {
      this.ticking = false;
    }
  }

  /** The sub-sprites' timers of the sprite shown, as it is drawn. Returns whether one is still to come (tick at every frame). */
  private stepSubSprites(now: number): boolean {
    const model = this.model();
    if (!(this.subTimers ??= usesSubSpriteTimers(model)) || !this.wantsToPlay) return false;
    const current = model.getCurrent();
    if (!current || model.isDisabled() || model.isDisabledSprite(current)) return false;
    return stepSubSpriteTimers(current, now);
  }

  /** Moves on as far as the time says, and sets `nextTick` (`now`: the next frame). */
  private advance(now: number): void {
    // At the next frame, unless a schedule is found below.
    this.nextTick = now;
    const model = this.model();
    if ((this.timers ??= usesTimers(model))) {
      stepTimers(model, now);
      return;
    }
    const current = model.getCurrent();
    // Nothing to play, or paused: a pointer move, a rate or a new sprite wakes it.
    if (!current || this.rate === 0) {
      this.nextTick = Infinity;
      return;
    }
    // The timeline holds each step's duration while it is up to date: no element read per change.
    const planned = !this.timelineDirty && this.stepIndex === model.pointer && this.timelineValue !== null;
    const duration = planned ? this.timelineValue!.durationOfStep(this.step) : this.durationFor(current, model);
    const speed = Math.abs(this.rate);
    // The times stay in this function and in fields: a number passed to or returned from a call is an object.
    const elapsed = Math.max(0, elapsedSince(current, now)) * speed;
    if (elapsed < duration) {
      this.dueAt = now + (duration - elapsed) / speed;
      this.scheduled(current);
      return;
    }
    if (this.timelineDirty || this.stepIndex !== model.pointer) void this.timeline;
    const timeline = this.timelineValue!;
    // Overload (a long task, a run of slow frames): every step whose whole duration has passed
    // is skipped, and the one landed on started when the schedule says, so the group keeps its
    // phase. Restarting late groups "now" would put them all in step, changing in the same
    // frames from then on. Rests are media ms (the rate applied).
    let rest = elapsed - duration;
    let step = this.step;
    let passes = 0;
    // The pass and sprite of the step last landed on (read field by field: no step object per change).
    let pass = timeline.passOfStep(step);
    let index = -1;
    // Summed over the frames: read only once a whole step was missed (overload).
    let iteration = -1;
    for (let guard = 0; ; guard++) {
      if (guard > MAX_STEPS_PER_TICK) {
        rest = 0;
        break;
      }
      const next = timeline.stepAfter(step);
      if (next === null) {
        if (step !== this.step) this.land(step, index, now);
        this.countPasses(passes);
        this.end(model, model.getCurrent() ?? current);
        return;
      }
      const landedPass = timeline.passOfStep(next);
      const landedDuration = timeline.durationOfStep(next);
      passes += Math.abs(landedPass - pass);
      pass = landedPass;
      index = timeline.indexOfStep(next);
      step = next;
      if (rest < landedDuration) break;
      rest -= landedDuration;
      // Behind by more than a whole pass of an endless run: only the phase matters.
      if (iteration < 0) iteration = timeline.steps === Infinity ? timeline.iterationDuration : Infinity;
      if (rest >= iteration && iteration > 0) {
        const whole = Math.floor(rest / iteration);
        rest -= whole * iteration;
        passes += whole;
      }
    }
    this.countPasses(passes);
    const start = now - rest / speed;
    this.land(step, index, start);
    const landed = model.getCurrent();
    if (!landed) return;
    // Landed as planned (no listener moved it meanwhile), it has spent `rest`, and lasts what the timeline says.
    const asPlanned = landed.time === start && rest >= 0;
    const left =
      asPlanned && !this.timelineDirty && this.stepIndex === model.pointer
        ? timeline.durationOfStep(this.step) - rest
        : this.durationFor(landed, model) - (asPlanned ? rest : this.spent(landed, now));
    this.dueAt = now + left / Math.abs(this.rate);
    this.scheduled(landed);
  }

  /** The current sprite ends at `dueAt` (just set): remembered with its time, so that most frames cost one comparison. */
  private scheduled(current: SpriteObject): void {
    this.dueSprite = current;
    this.dueTime = current.time;
    this.nextTick = this.dueAt;
  }

  private countPasses(passes: number): void {
    if (passes === 0) return;
    this.loops += passes;
    if (isHeard(this.target, 'lib-sprites-loop', true))
      dispatchLater(this.target, 'lib-sprites-loop', { loop: this.loops });
  }

  /** The loop's own move to `step` (sprite `index`), started at `start`. */
  private land(step: number, index: number, start: number): void {
    const model = this.model();
    this.advancing = true;
    try {
      if (index === model.pointer) {
        // The same sprite again (a one-frame tag, a turn): no pointer move, a new start.
        this.step = step;
        model.playTo(index, start, this.reports(model));
        this.invalidate();
      } else this.goTo(step, index, start);
    } finally {
      this.advancing = false;
    }
  }
}
