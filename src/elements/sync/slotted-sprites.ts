/**
 * A group reads its own child elements: `<lib-sprite>` elements a component passes into a group of
 * its shadow root through a `<slot>` are not its children, and would be left out without a word.
 * A group with a `<slot>` inside says so once (`slotted-sprites`), when sprites are assigned to it.
 * Groups without one (nearly all) pay one query at connection.
 */
import { warn } from '../../shared/warnings.js';
import { SPRITE_TAG, SUB_SPRITE_TAG } from '../../shared/tag-names.js';

const isSprite = (el: Element): boolean => el.localName === SPRITE_TAG || el.localName === SUB_SPRITE_TAG;

function check(group: HTMLElement): void {
  for (const slot of group.querySelectorAll('slot')) {
    if (!slot.assignedElements({ flatten: true }).some(isSprite)) continue;
    warn(
      'slotted-sprites',
      group,
      'sprites slotted into it through a <slot> are not read: a group reads its own child elements. Put the <lib-sprite> elements inside the <lib-sprites-group> itself (slot the whole group instead)',
    );
    return;
  }
}

/** Watches `group`'s slots while it is connected, if it has any; returns what stops watching. */
export function watchSlots(group: HTMLElement): (() => void) | null {
  if (!group.querySelector('slot')) return null;
  const onSlotChange = (): void => check(group);
  group.addEventListener('slotchange', onSlotChange);
  check(group);
  return () => group.removeEventListener('slotchange', onSlotChange);
}
