/**
 * A `<lib-sprites-group>` made for a model group inserted into a scene's
 * model: its attributes and data-* say what the model's group object holds,
 * and its sprites are copied in once it is connected (through its own
 * controller, which makes the `<lib-sprite>` children).
 */
import type { LIB_GraphicSprites } from '../../model/index.js';
import { GROUP_TAG } from '../../shared/tag-names.js';
import { setOwn } from '../../model/data.js';
import { ELEMENT_FIELDS, attributeOfModelValue } from '../fields/fields.js';
import type { LibSpritesGroupElement } from '../group/sprites-group.js';

/** The model each new element was made from, until its sprites are copied. */
const pendingSprites = new WeakMap<LibSpritesGroupElement, LIB_GraphicSprites>();

/** A new `<lib-sprites-group>` whose attributes say what the model's group object holds (its sprites come after it is connected). */
export function groupElementFrom(model: LIB_GraphicSprites): LibSpritesGroupElement {
  const element = document.createElement(GROUP_TAG) as LibSpritesGroupElement;
  const group = model.spritesGroup as unknown as Record<string, unknown>;
  element.setAttribute('id', String(model.id));
  for (const field of ELEMENT_FIELDS) {
    const value = attributeOfModelValue(field, group[field.name], field.default());
    if (value !== null) element.setAttribute(field.attribute, value);
  }
  for (const [key, value] of Object.entries(model.spritesGroup.data)) {
    if (value === null || typeof value === 'object' || typeof value === 'function') continue;
    try {
      element.dataset[key] = String(value);
    } catch {
      // A key dataset cannot name stays out of the DOM, as for groups.
    }
  }
  pendingSprites.set(element, model);
  return element;
}

/** Gives a new group element the sprites of the model it was made from, through its own controller (which makes the `<lib-sprite>` children). */
export function copySprites(element: LibSpritesGroupElement): void {
  const model = pendingSprites.get(element);
  if (!model) return;
  pendingSprites.delete(element);
  const copy = model.getCopy(false, false, true) as unknown as LIB_GraphicSprites;
  const sprites = (copy.spritesGroup?.sprites ?? []) as unknown as Record<string, unknown>[];
  const controller = element.controller;
  // What data-* cannot hold (hooks, elementsData objects) stays on the group, where the renderers read a group's own.
  const data = controller.spritesGroup.data as Record<string, unknown>;
  for (const [key, value] of Object.entries(model.spritesGroup.data)) {
    if (value !== null && (typeof value === 'object' || typeof value === 'function') && !(key in data))
      setOwn(data, key, value);
  }
  controller.insertSprites({ sprites: sprites.map((sprite) => ({ ...sprite })) });
  if (model.pointer >= 0) controller.setPointer(model.pointer);
}
