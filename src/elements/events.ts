/**
 * The events the elements fire, their detail types, and their entries on the
 * global event maps: they bubble and are composed, so a listener on the
 * document or the window sees them typed too.
 */
import type { SpriteObject } from '../model/index.js';

/** Detail of `lib-sprite-change`: the pointer after the move, before it, and the sprite now current. */
export interface SpriteChangeDetail {
  pointer: number;
  pointerPrevious: number;
  sprite: SpriteObject | null;
}

/** Detail of `lib-sprites-end`: where a non-looping group stopped. */
export interface SpritesEndDetail {
  pointer: number;
  sprite: SpriteObject | null;
}

/** Detail of `lib-sprites-loop`: how many times playback wrapped (or turned) since it, or its tag, started. */
export interface SpritesLoopDetail {
  loop: number;
}

/** Detail of `lib-sprites-tag`: the tag that started, and its range of sprite indexes. */
export interface SpritesTagDetail {
  tag: string;
  from: number;
  to: number;
}

/** Detail of `lib-sprites-error`: why loading the `atlas` failed (the group stays as it was). */
export interface SpritesErrorDetail {
  url: string;
  reason: string;
}

export type SpriteChangeEvent = CustomEvent<SpriteChangeDetail>;
export type SpritesEndEvent = CustomEvent<SpritesEndDetail>;
export type SpritesLoopEvent = CustomEvent<SpritesLoopDetail>;
export type SpritesTagEvent = CustomEvent<SpritesTagDetail>;
export type SpritesErrorEvent = CustomEvent<SpritesErrorDetail>;

/** Every event of the elements, by name. */
export interface SpriteElementsEventMap {
  'lib-sprite-change': SpriteChangeEvent;
  'lib-sprites-end': SpritesEndEvent;
  'lib-sprites-loop': SpritesLoopEvent;
  'lib-sprites-tag': SpritesTagEvent;
  'lib-sprites-error': SpritesErrorEvent;
}

/**
 * Events wait for the model call that caused them to finish, so listeners
 * never run inside a model mutation; one microtask serves every group. Two
 * lists rather than a pair per event: playing groups queue hundreds a frame.
 */
let targets: EventTarget[] | null = null;
let events: Event[] = [];

function dispatchPending(): void {
  const to = targets ?? [];
  const queued = events;
  targets = null;
  events = [];
  for (let i = 0; i < to.length; i++) to[i]!.dispatchEvent(queued[i]!);
}

/** Dispatches `name` on `target` with `detail`, bubbling and composed, after the current task's model work. */
export function dispatchLater<K extends keyof SpriteElementsEventMap>(
  target: EventTarget,
  name: K,
  detail: SpriteElementsEventMap[K]['detail'],
): void {
  if (!targets) {
    targets = [];
    queueMicrotask(dispatchPending);
  }
  targets.push(target);
  events.push(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap extends SpriteElementsEventMap {}
  interface DocumentEventMap extends SpriteElementsEventMap {}
  interface WindowEventMap extends SpriteElementsEventMap {}
}
