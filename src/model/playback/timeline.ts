/**
 * A playback timeline with no DOM and no clock of its own: it maps a time
 * (ms) to a frame, given each frame's duration, the frames to play (a tag),
 * a direction, a repeat count and a playback rate, like Phaser's
 * AnimationState or a Web Animation with steps. Whoever owns it calls
 * `advance(ms)` with the time that passed (or sets `currentTime`), and gets
 * back what happened: frame changes, loops, the end.
 *
 * The frames to play unroll into steps. `alternate` turns at the ends
 * without showing the end frame twice (0 1 2 1 0 1 2 ...), as Aseprite's
 * ping-pong does; each pass counts as one repeat, as each iteration of a Web
 * Animation does. A frame with no duration (a disabled sprite) is a step of
 * length 0: playback passes it without showing it.
 */
import type { PlaybackDirection } from './direction.js';

export interface TimelineOptions {
  /** Duration of each sprite, by sprite index, in ms. 0 (or a bad value): the sprite is skipped. */
  durations: readonly number[];
  /** The sprite indexes to play, in order (a tag). Default: every sprite. */
  frames?: readonly number[];
  direction?: PlaybackDirection;
  /** Passes to play; Infinity (the default) = forever. */
  repeat?: number;
  /** 1 = as authored, 2 = double speed, -1 = backwards. */
  playbackRate?: number;
}

export type TimelineEvent =
  { type: 'frame'; index: number; previous: number } | { type: 'loop'; loop: number } | { type: 'end' };

/** Where the timeline is: the sprite shown, how long it has shown, and which pass this is. */
export interface TimelinePosition {
  /** Sprite index, or -1 when nothing can show (no frame has a duration). */
  index: number;
  step: number;
  pass: number;
  /** Time already spent in this frame, ms. */
  elapsed: number;
}

const NOWHERE: TimelinePosition = { index: -1, step: 0, pass: 0, elapsed: 0 };

const sane = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

export class PlaybackTimeline {
  #durations: number[] = [];
  #frames: number[] = [];
  /** The frames asked for; null = every sprite. */
  #requested: number[] | null = null;
  #direction: PlaybackDirection = 'normal';
  #repeat = Infinity;
  #rate = 1;
  /** One cycle of steps (sprite indexes) after which the sequence repeats itself. */
  #period: number[] = [];
  /** prefix[i] = start of step i within a cycle; prefix[period.length] = the cycle's length. */
  #prefix: number[] = [0];
  /** One pass through the period, ms: the last of #prefix. */
  #cycle = 0;
  #steps = Infinity;
  #total = Infinity;
  #time = 0;
  #loops = 0;

  constructor(options: TimelineOptions) {
    this.update(options);
  }

  /**
   * Changes what plays. The frame shown stays, with the time already spent
   * in it, when it is still part of the timeline (e.g. after a sprite was disabled).
   */
  update(options: Partial<TimelineOptions>): void {
    const before = this.#cycle > 0 ? this.position : NOWHERE;
    if (options.durations) this.#durations = options.durations.map(sane);
    if ('frames' in options) this.#requested = options.frames ? options.frames.slice() : null;
    const count = this.#durations.length;
    this.#frames = (this.#requested ?? Array.from({ length: count }, (_, i) => i)).filter(
      (i) => Number.isInteger(i) && i >= 0 && i < count,
    );
    if (options.direction) this.#direction = options.direction;
    if (options.repeat !== undefined)
      this.#repeat =
        options.repeat > 0
          ? options.repeat === Infinity
            ? Infinity
            : Math.max(1, Math.floor(options.repeat))
          : Infinity;
    if (options.playbackRate !== undefined && Number.isFinite(options.playbackRate)) this.#rate = options.playbackRate;
    this.#build();
    if (before.index >= 0) {
      const k = this.#period.indexOf(before.index);
      if (k >= 0) this.#time = this.#clamp(this.#startOf(k) + Math.min(before.elapsed, this.#durationOfStep(k)));
    }
    this.#time = this.#clamp(this.#time);
  }

  #build(): void {
    const frames = this.#frames;
    const k = frames.length;
    const reversed = frames.slice().reverse();
    const turn = (list: number[]): number[] => (k >= 2 ? [...list, ...list.slice(1, -1).reverse()] : list);
    this.#period =
      this.#direction === 'reverse'
        ? reversed
        : this.#direction === 'alternate'
          ? turn(frames)
          : this.#direction === 'alternate-reverse'
            ? turn(reversed)
            : frames.slice();
    const prefix = [0];
    let cycle = 0;
    for (const index of this.#period) prefix.push((cycle += this.#durationOf(index)));
    this.#prefix = prefix;
    this.#cycle = cycle;
    const alternating = this.#direction === 'alternate' || this.#direction === 'alternate-reverse';
    const n = this.#repeat;
    this.#steps = n === Infinity ? Infinity : alternating && k >= 2 ? k + (n - 1) * (k - 1) : n * k;
    this.#total = this.#steps === Infinity ? Infinity : this.#timeOfStep(this.#steps);
    if (this.#cycle === 0) this.#total = 0;
  }

  /** Duration of a frame of #frames, ms; configuring keeps only frames that have a duration. */
  #durationOf(index: number): number {
    return this.#durations[index]!;
  }

  /** The frame step `s` shows (any integer), given a non-empty period. */
  #frameOfStep(s: number, p: number): number {
    // A remainder of the period's length, so in range.
    return this.#period[((s % p) + p) % p]!;
  }

  /** Start time of step `s` (any integer when forever). */
  #startOf(s: number): number {
    const p = this.#period.length;
    if (p === 0) return 0;
    const cycles = Math.floor(s / p);
    // 0 <= s - cycles * p < p, and #prefix has p + 1 entries.
    return cycles * this.#cycle + this.#prefix[s - cycles * p]!;
  }

  #timeOfStep(s: number): number {
    return this.#startOf(s);
  }

  #durationOfStep(s: number): number {
    const p = this.#period.length;
    return p === 0 ? 0 : this.#durationOf(this.#frameOfStep(s, p));
  }

  /** The step shown at `t`: the one whose [start, end) holds it (steps of length 0 hold nothing). */
  #stepAt(t: number): number {
    const p = this.#period.length;
    const cycle = this.#cycle;
    const cycles = Math.floor(t / cycle);
    const local = t - cycles * cycle;
    const prefix = this.#prefix;
    // Smallest i with prefix[i + 1] > local.
    let lo = 0;
    let hi = p - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (prefix[mid + 1]! > local) hi = mid;
      else lo = mid + 1;
    }
    return cycles * p + lo;
  }

  #passOf(s: number): number {
    const k = this.#frames.length;
    const alternating = this.#direction === 'alternate' || this.#direction === 'alternate-reverse';
    if (!alternating || k < 2) return Math.floor(s / Math.max(1, k));
    if (s >= 0) return s < k ? 0 : 1 + Math.floor((s - k) / (k - 1));
    return -1 - Math.floor((-s - 1) / (k - 1));
  }

  #clamp(t: number): number {
    if (!Number.isFinite(t)) return this.#time;
    return this.#total === Infinity ? t : Math.min(Math.max(t, 0), this.#total);
  }

  #positionAt(t: number): TimelinePosition {
    if (this.#cycle === 0) return NOWHERE;
    let step: number;
    if (this.#total !== Infinity && t >= this.#total) {
      // At the end: the last step that shows anything.
      step = this.#steps - 1;
      while (step > 0 && this.#durationOfStep(step) === 0) step--;
    } else step = this.#stepAt(t);
    const p = this.#period.length;
    const index = this.#frameOfStep(step, p);
    return {
      index,
      step,
      pass: this.#passOf(step),
      elapsed: Math.min(t - this.#startOf(step), this.#durationOfStep(step)),
    };
  }

  /** What shows now. */
  get position(): TimelinePosition {
    return this.#positionAt(this.#time);
  }

  /** The sprite index shown now, -1 when none can show. */
  get index(): number {
    return this.position.index;
  }

  /** Time into the run, ms (beyond one pass when repeating; negative when running backwards forever). */
  get currentTime(): number {
    return this.#time;
  }
  /** Seeks: the frame at that time, with the right time already spent in it. No events. */
  set currentTime(value: number) {
    this.#time = this.#clamp(value);
  }

  seek(ms: number): void {
    this.currentTime = ms;
  }

  /** The whole run with every repeat, ms; Infinity when it repeats forever. */
  get duration(): number {
    return this.#total;
  }

  /** One pass through the frames, ms. */
  get iterationDuration(): number {
    let sum = 0;
    for (const index of this.#frames) sum += this.#durationOf(index);
    return sum;
  }

  get playbackRate(): number {
    return this.#rate;
  }
  set playbackRate(value: number) {
    if (Number.isFinite(value)) this.#rate = value;
  }

  get direction(): PlaybackDirection {
    return this.#direction;
  }

  get repeat(): number {
    return this.#repeat;
  }

  /** The sprite indexes played, in order. */
  get frames(): readonly number[] {
    return this.#frames;
  }

  /** How many times playback wrapped (turned, for alternate) since the last restart. */
  get loops(): number {
    return this.#loops;
  }

  /** Whether a finite run has reached its end in the direction of the rate. */
  get finished(): boolean {
    if (this.#total === Infinity) return false;
    if (this.#cycle === 0) return true;
    return this.#rate >= 0 ? this.#time >= this.#total : this.#time <= 0;
  }

  /** Back to the start of the run (its end, when the rate is negative); the loop count restarts. */
  restart(): void {
    this.#time = this.#rate < 0 && this.#total !== Infinity ? this.#total : 0;
    this.#loops = 0;
  }

  /** Lets `ms` of real time pass (scaled by the rate); returns what happened, in order. */
  advance(ms: number): TimelineEvent[] {
    if (!(ms > 0) || this.#rate === 0 || this.#cycle === 0 || this.finished) return [];
    const before = this.position;
    this.#time = this.#clamp(this.#time + ms * this.#rate);
    const after = this.position;
    const events: TimelineEvent[] = [];
    if (after.pass !== before.pass) {
      this.#loops += Math.abs(after.pass - before.pass);
      events.push({ type: 'loop', loop: this.#loops });
    }
    if (after.index !== before.index) events.push({ type: 'frame', index: after.index, previous: before.index });
    if (this.finished) events.push({ type: 'end' });
    return events;
  }

  // ------------------------------------------------ steps, for a clock kept elsewhere
  // A player whose frames are timed by something else (the model's sprite times) walks the
  // steps itself: where a step starts, how long it lasts, which one comes next.

  /** Total steps of the run (Infinity when forever). */
  get steps(): number {
    return this.#steps;
  }

  /** What step `s` shows: sprite index, pass, start time; `elapsed` 0. */
  step(s: number): TimelinePosition & { start: number; duration: number } {
    const p = this.#period.length;
    if (p === 0) return { ...NOWHERE, start: 0, duration: 0 };
    return {
      index: this.#frameOfStep(s, p),
      step: s,
      pass: this.#passOf(s),
      elapsed: 0,
      start: this.#startOf(s),
      duration: this.#durationOfStep(s),
    };
  }

  /**
   * What `step(s)` tells of step `s`, one field at a time: the frame loop walks steps on every
   * frame change, and needs no object for each.
   */
  indexOfStep(s: number): number {
    const p = this.#period.length;
    return p === 0 ? -1 : this.#frameOfStep(s, p);
  }
  passOfStep(s: number): number {
    return this.#period.length === 0 ? NOWHERE.pass : this.#passOf(s);
  }
  durationOfStep(s: number): number {
    return this.#durationOfStep(s);
  }

  /** The first step of the first pass that shows sprite `index`; -1 when it is not played. */
  stepOf(index: number): number {
    return this.#period.indexOf(index);
  }

  /** The first step that shows anything in the rate's direction (the last one, backwards); null when none. */
  firstStep(backwards = this.#rate < 0): number | null {
    if (backwards && this.#steps === Infinity) return this.stepAfter(0, true);
    return this.stepAfter(backwards ? this.#steps : -1, backwards);
  }

  /** The next step that shows anything after `s` in the rate's direction; null at the end of a finite run. */
  stepAfter(s: number, backwards = this.#rate < 0): number | null {
    const direction = backwards ? -1 : 1;
    const limit = this.#period.length;
    for (let next = s + direction, n = 0; n < limit; next += direction, n++) {
      if (this.#steps !== Infinity && (next >= this.#steps || next < 0)) return null;
      if (this.#durationOfStep(next) > 0) return next;
    }
    return null;
  }

  /** Time until the frame shown changes (or the run ends), in real ms at the current rate; Infinity when it never will. */
  get timeToNextChange(): number {
    if (this.#rate === 0 || this.#cycle === 0 || this.finished) return Infinity;
    const { step, elapsed } = this.position;
    const left = this.#rate > 0 ? this.#durationOfStep(step) - elapsed : elapsed;
    return Math.max(0, left) / Math.abs(this.#rate);
  }
}
