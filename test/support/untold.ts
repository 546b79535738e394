/**
 * Test support: how many of a group's playback moves were made with no
 * change record (`GroupModel[PLAY_TO_UNTOLD]`), the path a move takes when
 * no one but the group or its scene listens.
 */
import { PLAY_TO_UNTOLD, type GroupModel } from '../../src/elements/sync/group-model.js';
import type { LibSpritesGroupElement } from '../../src/elements/index.js';

/** Counts, from now on, the moves `group` made itself, telling no one. */
export function countUntold(group: LibSpritesGroupElement): { count: number } {
  const counter = { count: 0 };
  const controller = group.controller as unknown as GroupModel;
  const made = controller[PLAY_TO_UNTOLD].bind(controller);
  controller[PLAY_TO_UNTOLD] = (index, start) => {
    const done = made(index, start);
    if (done) counter.count++;
    return done;
  };
  return counter;
}
