/**
 * A small group made off the page after the first group a page connects, and kept as long as the
 * module. V8 keeps an object shape (hidden class) only while some object has it: once every group
 * of a page is collected (a page that replaced its content), the next groups' elements, models and
 * controllers get new shapes, and the engine throws away the optimized code tied to the old ones and
 * learns it again (bench/tools/profile-rewarm.mjs). The model keeps its plain objects' shapes the same
 * way (model/graphic-sprites.ts); a group's objects are built watched, beside the element's own
 * controllers, so the elements keep theirs. Never in the page: nothing of it is drawn, observed or
 * listened to. Its ids are given, so that the generated-id counters stay untouched.
 */
import { SPRITE_TAG } from '../../shared/tag-names.js';
import { GroupModel } from '../sync/group-model.js';
import { groupElementWith } from '../sync/adopted-model.js';

let keeper: HTMLElement | null | undefined;

/** Makes the keeper once, after the task that connected `group` (its first group, which it then does not slow). */
export function keepGroupShapes(group: HTMLElement): void {
  if (keeper !== undefined) return;
  keeper = null;
  queueMicrotask(() => {
    const made = groupElementWith(new GroupModel(undefined, { id: 'shapes' }), group.ownerDocument);
    if (made) {
      // Parsed, as a page's markup is (an upgraded element's shape differs from a created one's), then
      // read off the page, as the controller reads it: the model builds its sprites.
      made.innerHTML = `<${SPRITE_TAG} id=a src-left=16></${SPRITE_TAG}><${SPRITE_TAG} id=b src-top=16></${SPRITE_TAG}>`;
      made.controller.getSprites();
    }
    keeper = made;
  });
}
