/**
 * Hands a model built from data to the `<lib-sprites-group>` being made for
 * it, as its controller: the element is made around the model instead of
 * copying it. A custom element's constructor takes no arguments, so the
 * model waits here for the one `document.createElement` call that makes it.
 */
import { GROUP_TAG } from '../../shared/tag-names.js';
import type { GroupModel } from './group-model.js';
import type { LibSpritesGroupElement } from '../group/sprites-group.js';
import { syncFor } from './registry.js';

let waiting: GroupModel | null = null;

/** The model the group element now being constructed adopts, once (its sync's constructor asks). */
export function takeAdoptedModel(): GroupModel | null {
  const model = waiting;
  waiting = null;
  return model;
}

/** A new group element whose controller is `model`, as it is (nothing written from it); null when the class is not defined yet. */
export function groupElementWith(model: GroupModel, doc: Document): LibSpritesGroupElement | null {
  waiting = model;
  let element: Element;
  try {
    element = doc.createElement(GROUP_TAG);
  } finally {
    waiting = null;
  }
  return syncFor(element)?.controller === model ? (element as LibSpritesGroupElement) : null;
}

/**
 * A new group element whose controller is `model`, its attributes, data-*
 * and sprite children written from it; null when the element did not take
 * the model (its class is not defined yet).
 */
export function groupElementAround(model: GroupModel, doc: Document): LibSpritesGroupElement | null {
  const element = groupElementWith(model, doc);
  syncFor(element!)?.writeAdopted();
  return element;
}
