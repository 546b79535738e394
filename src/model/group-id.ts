/**
 * A group object's `id` that tells of its writes: what lets a scene keep an
 * index of its groups by id that stays exact when a page renames a group by
 * writing its object (`item.spritesGroup.id = 'b'`), as the original's
 * scenes, which read the ids at every look-up, allow. The field stays an own,
 * enumerable property in its place (keys, spreading and JSON see it as
 * before); its value lives in a slot under a symbol. No DOM.
 */
import type { SpriteId } from './objects.js';

/** What hears of a group object's id writes (its scene, while the group is in it). */
export interface GroupIdWatcher {
  groupIdWritten(object: object, previous: SpriteId): void;
}

interface IdSlot {
  value: SpriteId;
  watcher: GroupIdWatcher | null;
}

const ID: unique symbol = Symbol('id');

interface WithIdSlot {
  [ID]: IdSlot;
}

const ACCESSOR: PropertyDescriptor & ThisType<WithIdSlot> = {
  get() {
    return this[ID].value;
  },
  set(value: SpriteId) {
    const slot = this[ID];
    const previous = slot.value;
    slot.value = value;
    if (previous !== value) slot.watcher?.groupIdWritten(this, previous);
  },
  enumerable: true,
  configurable: true,
};

/** Gives a new object, which has no `id` yet, the told `id` (empty until its builder gives one). */
export function defineGroupId(target: object): void {
  // Configurable, as the watched fields: watching the object later may take its keys off and put them back.
  Object.defineProperty(target, ID, { value: { value: '', watcher: null }, configurable: true });
  Object.defineProperty(target, 'id', ACCESSOR);
}

/**
 * `watcher` hears of the object's id writes from now on (a group lives in one
 * scene at a time). False when the object's id does not tell (a page's object
 * adopted by reference keeps its own plain field), or its `id` is no longer ours.
 */
export function watchGroupId(object: object, watcher: GroupIdWatcher): boolean {
  const slot = (object as Partial<WithIdSlot>)[ID];
  if (!slot || Object.getOwnPropertyDescriptor(object, 'id')?.get !== ACCESSOR.get) return false;
  slot.watcher = watcher;
  return true;
}

/** `watcher` no longer hears of the object's id writes (if it still did: another may have taken over). */
export function unwatchGroupId(object: object, watcher: GroupIdWatcher): void {
  const slot = (object as Partial<WithIdSlot>)[ID];
  if (slot?.watcher === watcher) slot.watcher = null;
}
