/**
 * Test support: how many of a group's playback moves were made with no
 * change record (`GroupModel[PLAY_UNRECORDED]`), the path a move takes when
 * no one but the group or its scene listens.
 */
import { PLAY_UNRECORDED, type GroupModel } from '../../src/elements/sync/group-model.js';
import type { LibSpritesGroupElement } from '../../src/elements/index.js';

/** Counts, from now on, the moves `group` made itself, telling no one. */
export function countUnrecorded(group: LibSpritesGroupElement): { count: number } {
  const counter = { count: 0 };
  const controller = group.controller as unknown as GroupModel;
  const made = controller[PLAY_UNRECORDED].bind(controller);
  controller[PLAY_UNRECORDED] = (index, start) => {
    const done = made(index, start);
    if (done) counter.count++;
    return done;
  };
  return counter;
}

/**
 * What a listener for `type` on `target` hears while `frame` plays one frame (and lets its events out),
 * each event read by `read`; the listener is removed after.
 */
export async function heardInOneFrame<D>(
  target: EventTarget,
  type: string,
  read: (detail: D) => number,
  frame: () => Promise<void>,
): Promise<number[]> {
  const heard: number[] = [];
  const listener = (e: Event): void => void heard.push(read((e as CustomEvent<D>).detail));
  target.addEventListener(type, listener);
  await frame();
  target.removeEventListener(type, listener);
  return heard;
}
