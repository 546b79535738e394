/**
 * Which element mirrors which model object, and what the sync remembers per
 * element. All of it lives here, in weak maps or in a slot of the element
 * itself, so nothing keeps a removed element or object alive.
 */
import type { SpriteObject, SubSpriteObject } from '../../model/index.js';
import { setView, viewOf } from '../../model/watch.js';
import { groupOf } from '../fields/fields.js';
import type { SpritesSync } from './sprites-sync.js';

/** A model object with an element of its own: a sprite or a sub-sprite (a group's object belongs to its sync). */
export type MirroredObject = SpriteObject | SubSpriteObject;

// One map per kind of entry rather than one record object per element: a group of
// eight sprites has nine elements, and the records alone cost about 0.3 KB.
/**
 * The object an element mirrors, in a symbol slot of the element: a page of
 * groups binds tens of thousands of elements, and a weak map's entries cost
 * each insert and every garbage collection more than a slot does. (The
 * objects are the model's plain objects, whose layout stays as the model
 * made it: a watched object's element is kept beside its watched values,
 * any other's in a weak map.)
 */
const OBJECT: unique symbol = Symbol('mirroredObject');
type Bound = Element & { [OBJECT]?: MirroredObject };
const elements = new WeakMap<MirroredObject, HTMLElement>();
const syncs = new WeakMap<Element, SpritesSync>();
/** Own data-* values last written into the model, per element, to diff against. */
const dataSnapshots = new WeakMap<Element, Record<string, string>>();

export const objectOf = (el: Element): MirroredObject | undefined => (el as Bound)[OBJECT];
export const elementOf = (object: MirroredObject): HTMLElement | undefined =>
  (viewOf(object) as HTMLElement | undefined) ?? elements.get(object);

/** The object of `type` an element mirrors while that object is in a group, else null. */
export function modelOf<T extends MirroredObject['type']>(
  el: Element,
  type: T,
): Extract<MirroredObject, { type: T }> | null {
  const object = (el as Bound)[OBJECT];
  return object && object.container && object.type === type ? (object as Extract<MirroredObject, { type: T }>) : null;
}

export function bind(el: HTMLElement, object: MirroredObject): void {
  (el as Bound)[OBJECT] = object;
  if (!setView(object, el)) elements.set(object, el);
}

/** Each side is cleared only while it still points at the other: an element moved to another
 * group may already mirror a newer object there. */
export function unbind(el: HTMLElement, object: MirroredObject): void {
  // Emptied, not deleted: the element keeps its layout.
  if ((el as Bound)[OBJECT] === object) (el as Bound)[OBJECT] = undefined;
  if (viewOf(object) === el) setView(object, undefined);
  if (elements.get(object) === el) elements.delete(object);
}

/** Unbinds a sprite's element and those of its sub-sprites. */
export function unbindTree(el: HTMLElement, sprite: SpriteObject): void {
  unbind(el, sprite);
  for (const sub of sprite.subSprites) {
    const subEl = elements.get(sub);
    if (subEl) unbind(subEl, sub);
  }
}

export function registerSync(group: Element, sync: SpritesSync): void {
  syncs.set(group, sync);
}

/** The sync of the group an element belongs to, if that group is upgraded. */
export function syncFor(el: Element): SpritesSync | undefined {
  const group = groupOf(el);
  return group ? syncs.get(group) : undefined;
}

export const dataSnapshot = (el: Element): Record<string, string> | undefined => dataSnapshots.get(el);

/** An element without data-* of its own keeps no entry (most sprites have none). */
export function setDataSnapshot(el: Element, data: Record<string, string> | undefined): void {
  if (data && hasKeys(data)) dataSnapshots.set(el, data);
  else dataSnapshots.delete(el);
}

function hasKeys(record: Record<string, string>): boolean {
  for (const _ in record) return true;
  return false;
}
