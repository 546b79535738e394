/**
 * The events the elements fire, their detail types, and their entries on the
 * global event maps: they bubble and are composed, so a listener on the
 * document or the window sees them typed too.
 */
import type { SpriteObject } from '../../model/index.js';
import type { LibSpritesGroupElement } from '../group/sprites-group.js';

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

/**
 * Detail of `lib-sprites-error`: what failed to load, and why. An `atlas` that fails leaves the group
 * as it was; an `image` that fails draws nothing of itself, as a broken `<img>`.
 */
export interface SpritesErrorDetail {
  /** What failed: the group's `atlas`, or an image one of its sprites or sub-sprites shows. */
  kind: 'atlas' | 'image';
  url: string;
  reason: string;
}

/** One pointer move in `lib-sprites-frame`: the group that moved and its `lib-sprite-change` detail. */
export interface SpritesFrameChange extends SpriteChangeDetail {
  group: LibSpritesGroupElement;
}

/** Detail of `lib-sprites-frame`: every pointer move of the frame, in the order they were made. */
export interface SpritesFrameDetail {
  changes: SpritesFrameChange[];
}

export type SpriteChangeEvent = CustomEvent<SpriteChangeDetail>;
export type SpritesFrameEvent = CustomEvent<SpritesFrameDetail>;
export type SpritesEndEvent = CustomEvent<SpritesEndDetail>;
export type SpritesLoopEvent = CustomEvent<SpritesLoopDetail>;
export type SpritesTagEvent = CustomEvent<SpritesTagDetail>;
export type SpritesErrorEvent = CustomEvent<SpritesErrorDetail>;

/** Every event of the elements, by name. */
export interface SpriteElementsEventMap {
  'lib-sprite-change': SpriteChangeEvent;
  'lib-sprites-frame': SpritesFrameEvent;
  'lib-sprites-end': SpritesEndEvent;
  'lib-sprites-loop': SpritesLoopEvent;
  'lib-sprites-tag': SpritesTagEvent;
  'lib-sprites-error': SpritesErrorEvent;
}

/**
 * Events wait for the model call that caused them to finish, so listeners
 * never run inside a model mutation; one microtask serves every group. What
 * each event needs is queued in flat lists, and the event is made as it is
 * dispatched: playing groups queue hundreds a frame, and an event made at
 * once would be kept, with its engine side, until the microtask.
 * The frame loop ticks every group in one callback, so a frame's moves are
 * all in one microtask: its `lib-sprites-frame` events go out after them.
 */
let targets: EventTarget[] | null = null;
let names: string[] = [];
let details: unknown[] = [];
let bubbling: boolean[] = [];
/** The moves of this task for each `lib-sprites-frame` target (a scene, or the document). */
let frames: Map<EventTarget, SpritesFrameChange[]> | null = null;

function dispatchPending(): void {
  const to = targets ?? [];
  const queuedNames = names;
  const queuedDetails = details;
  const queuedBubbles = bubbling;
  const frameChanges = frames;
  targets = null;
  names = [];
  details = [];
  bubbling = [];
  frames = null;
  // `dispatchLater` pushes to the four lists together: they are the same length.
  for (let i = 0; i < to.length; i++) {
    const bubbles = queuedBubbles[i]!;
    to[i]!.dispatchEvent(new CustomEvent(queuedNames[i]!, { detail: queuedDetails[i], bubbles, composed: bubbles }));
  }
  if (frameChanges) {
    for (const [target, changes] of frameChanges)
      target.dispatchEvent(new CustomEvent('lib-sprites-frame', { detail: { changes } }));
  }
}

function queue(): void {
  if (targets) return;
  targets = [];
  queueMicrotask(dispatchPending);
}

/**
 * Dispatches `name` on `target` with `detail` after the current task's model
 * work: bubbling and composed, unless `bubbles` is false (then it stays on
 * `target`, as the copies a sprite element receives do).
 */
export function dispatchLater<K extends keyof SpriteElementsEventMap>(
  target: EventTarget,
  name: K,
  detail: SpriteElementsEventMap[K]['detail'],
  bubbles = true,
): void {
  queue();
  targets!.push(target);
  names.push(name);
  details.push(detail);
  bubbling.push(bubbles);
}

/** A `lib-sprite-change` detail of its own for one dispatch: listeners may keep it, so it is never the record the move came in. */
export const changeDetail = ({ pointer, pointerPrevious, sprite }: SpriteChangeDetail): SpriteChangeDetail => ({
  pointer,
  pointerPrevious,
  sprite,
});

/** Adds a move to the `lib-sprites-frame` event `target` dispatches (not bubbling) after the current task's model work. */
export function addFrameChange(target: EventTarget, change: SpritesFrameChange): void {
  queue();
  frames ??= new Map();
  let list = frames.get(target);
  if (!list) frames.set(target, (list = []));
  list.push(change);
}

declare global {
  interface HTMLElementEventMap extends SpriteElementsEventMap {}
  interface DocumentEventMap extends SpriteElementsEventMap {}
  interface WindowEventMap extends SpriteElementsEventMap {}
}
