/**
 * One frame loop for every playing group on the page (the page's shared
 * loop, src/shared/frame-loop.ts, which the fake cursor uses too). No
 * frame is requested while no group plays, while the page is hidden, or while
 * every playing group is off-screen.
 *
 * Off-screen is learnt from one shared IntersectionObserver, which costs
 * every observed target some work in every frame (about 1.1 µs each here).
 * So an off-screen group stays observed, to start the moment it comes into
 * view, while an on-screen one is let go and checked again in passes over
 * the on-screen groups: a batch of at most `RECHECKS_PER_BATCH` checks every
 * `RECHECK_MS`, and one batch a frame once a scroll or resize has paused for
 * `SETTLE_MS` (a scroll's frames pay no more than others). A check is an
 * `observe()`, a report and an `unobserve()`; a frame that checks any pays
 * about 0.15 ms before the first (the report's task and callback), then about
 * 1.5 µs a group, so checks come in rare batches rather than a few every
 * frame. A group scrolled out of view is ticked until the scroll pauses (or
 * its batch comes); one that leaves the view some other way, until its batch
 * comes: at 500 on-screen groups within 4 s, at 5,000 within 40 s.
 */
import { LIB_Device } from '../../model/index.js';
import { cancelFrame, countFrame, requestFrame } from '../../shared/frame-loop.js';
import { DueQueue } from './due-queue.js';

/** What the loop plays: one per playing group (its PlaybackController). */
export interface Player {
  /** The element whose visibility decides whether it is ticked. */
  readonly target: Element;
  /**
   * Advances when the current frame has lasted long enough; `now` is a
   * `LIB_Device.getTiming()` time. Leaves in `nextTick` when it next needs a
   * tick. Until then it is not ticked unless it is woken (`wake`).
   */
  tick(now: number): void;
  /**
   * When the player next needs a tick, as its last tick left it (a `LIB_Device`
   * time; not after that tick's `now`: at the next frame; Infinity: not until
   * woken). A field rather than tick's return: a time returned is a number
   * object made per tick, hundreds a frame on a playing page.
   */
  readonly nextTick: number;
}

/**
 * An element that plays its child players itself (a scene): it ticks them
 * from its own tick, so one visibility check and one frame callback serve
 * them all, and a scene that draws them into a canvas is what is on screen.
 */
export interface PlayerHost {
  /** Takes `player` into the host's own ticking; false to let the player register itself. */
  adoptPlayer(player: Player): boolean;
  releasePlayer(player: Player): void;
  /** An adopted player's schedule changed: tick it at the next frame. */
  wakePlayer(player: Player): void;
}

/** Elements that tick their children's players themselves (a scene), registered by the element. */
const playerHosts = new WeakMap<Element, PlayerHost>();

/** Makes `element` the host of the players of its child elements (null: no longer). */
export function setPlayerHost(element: Element, host: PlayerHost | null): void {
  if (host) playerHosts.set(element, host);
  else playerHosts.delete(element);
}

const players = new Set<Player>();
/** The players of `players` by when each next needs a tick; an off-screen one found due leaves it for `parked`. */
const queue = new DueQueue();
/** Players that came due while off-screen: back in the queue when they are in view again. */
const parked = new Set<Player>();
const hosts = new Map<Player, PlayerHost>();
/**
 * The last player started for each element: a host hands a child's player back
 * through it, and the observer's entries are read back through it.
 */
const playerByTarget = new WeakMap<Element, Player>();

function hostOf(player: Player): PlayerHost | null {
  const parent = player.target.parentElement;
  return (parent && playerHosts.get(parent)) ?? null;
}
const offscreen = new WeakSet<Player>();
/**
 * Elements drawn elsewhere too (a group shown in a MAP cell), with how many
 * maps show them: their players are ticked even while their own box is
 * hidden or off-screen.
 */
const shownElsewhere = new Map<Element, number>();
const isOffscreen = (player: Player): boolean => offscreen.has(player) && !shownElsewhere.has(player.target);

/** Keeps `target`'s player ticking while its own box is off-screen; call the returned function to let go. */
export function holdOnScreen(target: Element): () => void {
  shownElsewhere.set(target, (shownElsewhere.get(target) ?? 0) + 1);
  const player = playerByTarget.get(target);
  if (player) unpark(player);
  schedule();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    const count = (shownElsewhere.get(target) ?? 1) - 1;
    if (count > 0) shownElsewhere.set(target, count);
    else shownElsewhere.delete(target);
  };
}
/**
 * Where there is no IntersectionObserver (jsdom, old engines) every group
 * counts as on-screen: it plays, and is never paused for being out of view.
 */
const canObserve = (): boolean => typeof IntersectionObserver === 'function';
let frameRequested = false;
let observer: IntersectionObserver | null = null;
let listening = false;

/**
 * The time between two batches of checks of on-screen groups, in ms, but
 * once a scroll or resize (the usual way out of the view) has paused, when a
 * batch runs every frame until each on-screen group is checked. Batches only
 * find groups moved out by a layout change, so they can be rare.
 */
export const RECHECK_MS = 500;
/** How long scrolls and resizes pause, in ms, before the on-screen groups are checked one batch a frame. */
export const SETTLE_MS = 100;
/**
 * The most on-screen groups checked in one batch (one frame): the cost of a
 * frame that checks stays the same however many groups play (one pass over
 * 5,000 groups after a scroll once observed all 5,000 in one frame, about
 * 1.5 ms a frame at 500 groups while a page scrolled).
 */
export const RECHECKS_PER_BATCH = 64;
/**
 * The current pass of checks: its way through `players`, live (a player that
 * stops playing is neither visited nor held, one that starts is visited).
 */
let pass: Iterator<Player> | null = null;
/** Whether the current pass checks a batch every frame (a scroll or resize paused during or before it). */
let hurried = false;
/** When the last scroll or resize came, until it has paused for `SETTLE_MS` (-Infinity: none since). */
let movedAt = Number.NEGATIVE_INFINITY;
/** A scroll or resize paused since the current pass started: a hurried pass follows it. */
let settled = false;
let lastBatch = 0;

const onVisibility = (): void => {
  if (document.hidden) cancel();
  else schedule();
};

const onViewportChange = (): void => {
  movedAt = LIB_Device.getTiming();
};

const onIntersection = (entries: IntersectionObserverEntry[]): void => {
  for (const entry of entries) {
    const target = playerByTarget.get(entry.target);
    if (!target || !players.has(target)) continue;
    if (entry.isIntersecting) {
      offscreen.delete(target);
      observer?.unobserve(entry.target);
      unpark(target);
    } else offscreen.add(target);
  }
  schedule();
};

/**
 * Observes the on-screen players again (observing a target reports its state
 * once), a batch at a time, each once a pass: a batch every `RECHECK_MS`, or
 * every frame while the pass is hurried by a scroll or resize that paused.
 * One that pauses during a pass hurries it, and one more pass follows, for
 * the players it had checked before.
 */
function recheck(now: number): void {
  if (!observer) return;
  if (movedAt !== Number.NEGATIVE_INFINITY && now - movedAt >= SETTLE_MS) {
    movedAt = Number.NEGATIVE_INFINITY;
    settled = true;
  }
  if (!pass) {
    if (!settled && now - lastBatch < RECHECK_MS) return;
    pass = players.values();
    hurried = settled;
    settled = false;
  } else if (settled) hurried = true;
  if (!hurried && now - lastBatch < RECHECK_MS) return;
  lastBatch = now;
  // Off-screen players are observed already.
  for (let checked = 0; checked < RECHECKS_PER_BATCH;) {
    const next = pass.next();
    if (next.done) {
      pass = null;
      return;
    }
    if (offscreen.has(next.value)) continue;
    observer.observe(next.value.target);
    checked++;
  }
}

const PASSIVE_CAPTURE: AddEventListenerOptions = { capture: true, passive: true };

function listen(on: boolean): void {
  if (listening === on) return;
  listening = on;
  const method = on ? 'addEventListener' : 'removeEventListener';
  document[method]('visibilitychange', onVisibility);
  // Capture: the scroll of any scroller, not only the document's.
  document[method]('scroll', onViewportChange, PASSIVE_CAPTURE);
  window[method]('resize', onViewportChange, PASSIVE_CAPTURE);
}

function cancel(): void {
  if (frameRequested) cancelFrame(onFrame);
  frameRequested = false;
}

function schedule(): void {
  if (frameRequested || document.hidden) return;
  for (const player of players) {
    if (isOffscreen(player)) continue;
    frameRequested = true;
    requestFrame(onFrame);
    return;
  }
}

function onFrame(): void {
  frameRequested = false;
  const now = LIB_Device.getTiming();
  runFrame(now);
  recheck(now);
  schedule();
}

/** Back in the queue, due at once, if it was parked off-screen. */
function unpark(player: Player): void {
  if (parked.delete(player) && players.has(player)) queue.set(player, Number.NEGATIVE_INFINITY);
}

/**
 * Ticks every on-screen player that is due (each once). The loop calls it
 * each frame; tests call it with a controlled time. A player stopped by an
 * earlier tick is skipped, one started is ticked too. Returns how many
 * players it looked at (due ones, and off-screen ones it set aside).
 */
export function runFrame(now: number = LIB_Device.getTiming()): number {
  countFrame();
  return queue.run(now, (player) => {
    if (!isOffscreen(player)) return player.tick(now);
    parked.add(player);
    return false;
  });
}

/**
 * `player`'s schedule changed by other means than its own tick (a seek, a
 * pointer moved from outside, a new duration): it is ticked at the next frame.
 */
export function wake(player: Player): void {
  const host = hosts.get(player);
  if (host) host.wakePlayer(player);
  else queue.wake(player);
}

export function startPlaying(player: Player): void {
  if (players.has(player) || hosts.has(player)) return;
  playerByTarget.set(player.target, player);
  const host = hostOf(player);
  if (host?.adoptPlayer(player)) {
    hosts.set(player, host);
    return;
  }
  players.add(player);
  queue.set(player, Number.NEGATIVE_INFINITY);
  // Until the observer's first report, a group counts as on-screen.
  if (!observer && canObserve()) {
    observer = new IntersectionObserver(onIntersection);
    lastBatch = LIB_Device.getTiming();
  }
  observer?.observe(player.target);
  listen(true);
  schedule();
}

export function stopPlaying(player: Player): void {
  const host = hosts.get(player);
  if (host) {
    hosts.delete(player);
    host.releasePlayer(player);
    return;
  }
  if (!players.delete(player)) return;
  queue.delete(player);
  parked.delete(player);
  offscreen.delete(player);
  observer?.unobserve(player.target);
  if (players.size > 0) return;
  cancel();
  observer?.disconnect();
  observer = null;
  pass = null;
  movedAt = Number.NEGATIVE_INFINITY;
  settled = false;
  listen(false);
}

/** The playing player of `target` (if any) registers again: where its parent (a host or not) now wants it. */
export function replay(target: Element): void {
  const player = playerByTarget.get(target);
  if (!player || (!players.has(player) && !hosts.has(player))) return;
  stopPlaying(player);
  startPlaying(player);
}

/** For tests and the benchmark: what the shared loop holds right now. */
export function playbackState(): {
  players: number;
  queued: number;
  frameRequested: boolean;
  observing: boolean;
  listening: boolean;
} {
  return { players: players.size, queued: queue.size, frameRequested, observing: observer !== null, listening };
}

/** `setTimeout` as this module found it: a page's or a test's stand-in must not keep the answer below. */
const setTimeoutAtLoad = globalThis.setTimeout;

/**
 * The last answer, kept until the current task ends (a timer clears it):
 * every group asks at its first render, thousands at once on a page of
 * groups, and the preference cannot change within a task. Asked again of
 * another `matchMedia` (a page or a test may replace it).
 */
let reducedMotion: { from: typeof matchMedia; matches: boolean } | null = null;

/** Whether the user asked for reduced motion. A function on an object, so tests can replace it. */
export const motion = {
  prefersReducedMotion(): boolean {
    if (typeof matchMedia !== 'function') return false;
    if (reducedMotion?.from !== matchMedia) {
      if (!reducedMotion) setTimeoutAtLoad(() => (reducedMotion = null));
      reducedMotion = { from: matchMedia, matches: matchMedia('(prefers-reduced-motion: reduce)').matches };
    }
    return reducedMotion.matches;
  },
};
