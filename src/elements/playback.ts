/**
 * One requestAnimationFrame loop for every playing group on the page. No
 * frame is requested while no group plays, while the page is hidden, or while
 * every playing group is off-screen (one shared IntersectionObserver).
 */
import { LIB_Device } from '../model/index.js';

export interface Player extends Element {
  /** Advances when the current frame has lasted long enough; `now` is a `LIB_Device.getTiming()` time. */
  tick(now: number): void;
}

const players = new Set<Player>();
const offscreen = new WeakSet<Player>();
let frameId = 0;
let observer: IntersectionObserver | null = null;
let listening = false;

const onVisibility = (): void => {
  if (document.hidden) cancel();
  else schedule();
};

function cancel(): void {
  if (frameId) cancelAnimationFrame(frameId);
  frameId = 0;
}

function schedule(): void {
  if (frameId || document.hidden) return;
  for (const player of players) {
    if (offscreen.has(player)) continue;
    frameId = requestAnimationFrame(onFrame);
    return;
  }
}

function onFrame(): void {
  frameId = 0;
  runFrame();
  schedule();
}

/** Ticks every on-screen player once. The loop calls it each frame; tests call it with a controlled time. */
export function runFrame(now: number = LIB_Device.getTiming()): void {
  // A Set iterates live: a player stopped by an earlier tick is skipped, one started is ticked too.
  for (const player of players) if (!offscreen.has(player)) player.tick(now);
}

export function startPlaying(player: Player): void {
  if (players.has(player)) return;
  players.add(player);
  // Until the observer's first report, a group counts as on-screen.
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const target = entry.target as Player;
      if (entry.isIntersecting) offscreen.delete(target);
      else offscreen.add(target);
    }
    schedule();
  });
  observer.observe(player);
  if (!listening) {
    document.addEventListener('visibilitychange', onVisibility);
    listening = true;
  }
  schedule();
}

export function stopPlaying(player: Player): void {
  if (!players.delete(player)) return;
  offscreen.delete(player);
  observer?.unobserve(player);
  if (players.size > 0) return;
  cancel();
  observer?.disconnect();
  observer = null;
  document.removeEventListener('visibilitychange', onVisibility);
  listening = false;
}

/** For tests and the benchmark: what the shared loop holds right now. */
export function playbackState(): { players: number; frameRequested: boolean; observing: boolean; listening: boolean } {
  return { players: players.size, frameRequested: frameId !== 0, observing: observer !== null, listening };
}

/** Whether the user asked for reduced motion. A function on an object, so tests can replace it. */
export const motion = {
  prefersReducedMotion(): boolean {
    return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  },
};
