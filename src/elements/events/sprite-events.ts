/**
 * `lib-sprite-change` for listeners on `<lib-sprite>` and `<lib-sub-sprite>`.
 * The group's own event bubbles upward from the group and never reaches its
 * children, so a sprite element listened to gets a copy of its own, for the
 * moves that concern it: its sprite became current, or stopped being current.
 * The copy does not bubble (the group's listeners already have the original).
 */
import type { SpriteObject } from '../../model/index.js';
import { elementOf } from '../sync/registry.js';
import { changeDetail, dispatchLater, type SpriteChangeDetail } from './events.js';
import { isHeard } from './listeners.js';

function tellElement(element: HTMLElement | undefined, change: SpriteChangeDetail): void {
  if (!element || !isHeard(element, 'lib-sprite-change', false)) return;
  dispatchLater(element, 'lib-sprite-change', changeDetail(change), false);
}

function tell(sprite: SpriteObject, change: SpriteChangeDetail): void {
  tellElement(elementOf(sprite), change);
  for (const sub of sprite.subSprites) tellElement(elementOf(sub), change);
}

/** A group's pointer left `left` for `change.sprite`: their elements' listeners hear of it. */
export function tellSprites(left: SpriteObject | null, change: SpriteChangeDetail): void {
  if (left && left !== change.sprite) tell(left, change);
  if (change.sprite) tell(change.sprite, change);
}
