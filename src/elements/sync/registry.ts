/**
 * Which element mirrors which model object, and what the sync remembers per
 * element. All of it lives here, in two weak maps: one keyed by element, one
 * by object, so nothing keeps a removed element or object alive.
 */
import type { SpriteObject, SubSpriteObject } from '../../model/index.js';
import { groupOf } from '../fields.js';
import type { SpritesSync } from './sprites-sync.js';

/** A model object with an element of its own: a sprite or a sub-sprite (a group's object belongs to its sync). */
export type MirroredObject = SpriteObject | SubSpriteObject;

interface ElementRecord {
  /** The sprite or sub-sprite this element mirrors. */
  object?: MirroredObject;
  /** The sync of a group element. */
  sync?: SpritesSync;
  /** Own data-* values last written into the model, to diff against. */
  data?: Record<string, string>;
  /** The same-id warning was given for this element. */
  warnedDuplicate?: boolean;
}

const records = new WeakMap<Element, ElementRecord>();
const elements = new WeakMap<MirroredObject, HTMLElement>();

function recordOf(el: Element): ElementRecord {
  let record = records.get(el);
  if (!record) records.set(el, (record = {}));
  return record;
}

export const objectOf = (el: Element): MirroredObject | undefined => records.get(el)?.object;
export const elementOf = (object: MirroredObject): HTMLElement | undefined => elements.get(object);

export function bind(el: HTMLElement, object: MirroredObject): void {
  recordOf(el).object = object;
  elements.set(object, el);
}

/** Each side is cleared only while it still points at the other: an element moved to another
 * group may already mirror a newer object there. */
export function unbind(el: HTMLElement, object: MirroredObject): void {
  const record = records.get(el);
  if (record?.object === object) record.object = undefined;
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
  recordOf(group).sync = sync;
}

/** The sync of the group an element belongs to, if that group is upgraded. */
export function syncFor(el: Element): SpritesSync | undefined {
  const group = groupOf(el);
  return group ? records.get(group)?.sync : undefined;
}

export const dataSnapshot = (el: Element): Record<string, string> | undefined => records.get(el)?.data;

export function setDataSnapshot(el: Element, data: Record<string, string> | undefined): void {
  if (data) recordOf(el).data = data;
  else {
    const record = records.get(el);
    if (record) record.data = undefined;
  }
}

/** True the first time it is asked for an element, false after. */
export function firstDuplicateWarning(el: Element): boolean {
  const record = recordOf(el);
  if (record.warnedDuplicate) return false;
  record.warnedDuplicate = true;
  return true;
}
