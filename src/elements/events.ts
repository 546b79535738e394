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
 * never run inside a model mutation; one microtask serves every group.
 */
let pending: [EventTarget, CustomEvent][] | null = null;

/** Dispatches `name` on `target` with `detail`, bubbling and composed, after the current task's model work. */
export function dispatchLater<K extends keyof SpriteElementsEventMap>(
  target: EventTarget,
  name: K,
  detail: SpriteElementsEventMap[K]['detail'],
): void {
  if (!pending) {
    pending = [];
    queueMicrotask(() => {
      const events = pending ?? [];
      pending = null;
      for (const [to, event] of events) {
        to.dispatchEvent(event);
        if (reuse && event.type === 'lib-sprite-change') spent.set(to, event);
      }
    });
  }
  let event = reuse && name === 'lib-sprite-change' ? spent.get(target) : undefined;
  if (event) {
    spent.delete(target);
    event.initCustomEvent(name, true, false, detail);
    // Gecko's initCustomEvent clears `composed`, which only the constructor sets: allocate there.
    if (!event.composed) {
      reuse = false;
      event = undefined;
    }
  }
  pending.push([target, event ?? new CustomEvent(name, { detail, bubbles: true, composed: true })]);
}

/** False once an engine showed that a re-initialised event loses `composed`. */
let reuse = true;

/**
 * The `lib-sprite-change` event each target dispatched last, done with: the
 * next change of that target re-initialises it with its new detail instead
 * of allocating an event (playback fires one per group per frame, and at
 * thousands of groups the events' garbage collection was the slowest
 * frames' largest cost). Taken out while pending, so two changes of one
 * target in one task never share an object.
 */
const spent = new WeakMap<EventTarget, CustomEvent>();

declare global {
  interface HTMLElementEventMap extends SpriteElementsEventMap {}
  interface DocumentEventMap extends SpriteElementsEventMap {}
  interface WindowEventMap extends SpriteElementsEventMap {}
}
