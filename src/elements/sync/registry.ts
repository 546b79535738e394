/**
 * Which element mirrors which model object, and what the sync remembers per
 * element. All of it lives here, in weak maps, so nothing keeps a removed
 * element or object alive.
 */
import type { SpriteObject, SubSpriteObject } from '../../model/index.js';
import { groupOf } from '../fields/fields.js';
import type { SpritesSync } from './sprites-sync.js';

/** A model object with an element of its own: a sprite or a sub-sprite (a group's object belongs to its sync). */
export type MirroredObject = SpriteObject | SubSpriteObject;

// One map per kind of entry rather than one record object per element: a group of
// eight sprites has nine elements, and the records alone cost about 0.3 KB.
const objects = new WeakMap<Element, MirroredObject>();
const elements = new WeakMap<MirroredObject, HTMLElement>();
const syncs = new WeakMap<Element, SpritesSync>();
/** Own data-* values last written into the model, per element, to diff against. */
const dataSnapshots = new WeakMap<Element, Record<string, string>>();

export const objectOf = (el: Element): MirroredObject | undefined => objects.get(el);
export const elementOf = (object: MirroredObject): HTMLElement | undefined => elements.get(object);

/** The object of `type` an element mirrors while that object is in a group, else null. */
export function modelOf<T extends MirroredObject['type']>(
  el: Element,
  type: T,
): Extract<MirroredObject, { type: T }> | null {
  const object = objects.get(el);
  return object && object.container && object.type === type ? (object as Extract<MirroredObject, { type: T }>) : null;
}

export function bind(el: HTMLElement, object: MirroredObject): void {
  objects.set(el, object);
  elements.set(object, el);
}

/** Each side is cleared only while it still points at the other: an element moved to another
 * group may already mirror a newer object there. */
export function unbind(el: HTMLElement, object: MirroredObject): void {
  if (objects.get(el) === object) objects.delete(el);
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
