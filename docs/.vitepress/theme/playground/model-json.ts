// The playground's model pane: each top-level group (or scene) of the result
// as the plain object its controller copies out (getCopy with references
// cleared and properties filtered), and the way back: from such objects to
// markup, attribute by attribute through the library's own field table, so
// the markup the JSON gives reads as the model would write it.
import type * as Library from '../../../../src/index';

type Lib = typeof Library;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const GROUP = 'lib-sprites-group';
const SCENE = 'lib-sprites-scene';
const SPRITE = 'lib-sprite';
const SUB_SPRITE = 'lib-sub-sprite';

/** Fields that change by themselves (times), restate the list order, or say nothing unless set. */
const NOISE = new Set(['time', 'position', 'positionByZIndex', 'pointer', 'pointerPrevious']);
const GENERATED_ID = /^LIB_GraphicSprites(?:\.sprite|\.subSprite)?_\d+$/;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The top-level elements the model pane describes, in document order. */
export const modelElements = (root: ParentNode): Element[] =>
  Array.from(root.children).filter((el) => el.localName === GROUP || el.localName === SCENE);

function clean(object: JsonObject, lib: Lib, level: 'spritesGroup' | 'sprite' | 'subSprite'): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(object)) {
    if (NOISE.has(key)) continue;
    if ((key === 'byReference' || key === 'byReference_DEFAULT') && value === false) continue;
    if (key === 'id' && typeof value === 'string' && GENERATED_ID.test(value)) continue;
    if (key === 'data' && isObject(value) && Object.keys(value).length === 0) continue;
    if (level === 'spritesGroup') {
      // The group has no parent: every field is written. Leave out those at their defaults.
      const field = lib.FIELD_BY_NAME.get(key);
      if (field && key !== 'id' && value === (field.default as () => Json)()) continue;
    }
    if (key === 'sprites' && Array.isArray(value))
      out.sprites = value.filter(isObject).map((s) => clean(s, lib, 'sprite'));
    else if (key === 'subSprites' && Array.isArray(value)) {
      if (value.length) out.subSprites = value.filter(isObject).map((s) => clean(s, lib, 'subSprite'));
    } else out[key] = value;
  }
  return out;
}

interface GroupElement extends Element {
  controller: { getCopy(...flags: boolean[]): unknown };
}

/** One group as JSON: its SPRITES_OBJECT, as `getCopy(false, false, true, true)` filters it, less times and defaults. */
export function groupJson(el: Element, lib: Lib): JsonObject {
  const copy = (el as GroupElement).controller.getCopy(false, false, true, true) as { spritesGroup?: JsonObject };
  return clean(JSON.parse(JSON.stringify(copy.spritesGroup ?? {})) as JsonObject, lib, 'spritesGroup');
}

/** The model pane's value: one object, or a list when the markup has several groups or scenes. */
export function modelJson(root: ParentNode, lib: Lib): Json {
  const items = modelElements(root).map((el) =>
    el.localName === SCENE
      ? {
          spritesGroups: Array.from(el.children)
            .filter((c) => c.localName === GROUP)
            .map((g) => groupJson(g, lib)),
        }
      : groupJson(el, lib),
  );
  const [only] = items;
  return items.length === 1 && only !== undefined ? only : items;
}

// ------------------------------------------------------------- JSON → markup

const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/** Attributes an element keeps from the markup it replaces: not model fields and not data (playback, label, style…). */
function keepOwnAttributes(from: Element | undefined, to: Element, lib: Lib): void {
  if (!from) return;
  for (const { name, value } of Array.from(from.attributes)) {
    if (name === 'id' || name.startsWith('data-') || lib.FIELD_BY_ATTRIBUTE.has(name)) continue;
    to.setAttribute(name, value);
  }
}

function writeFields(object: JsonObject, el: Element, lib: Lib): void {
  if (typeof object.id === 'string' || typeof object.id === 'number') el.setAttribute('id', String(object.id));
  for (const [key, value] of Object.entries(object)) {
    const field = lib.FIELD_BY_NAME.get(key);
    if (field?.attribute && value !== null) {
      const text = (field.converter.toAttribute as (v: unknown) => string | null)(value);
      if (text !== null && text !== undefined) el.setAttribute(field.attribute, text);
    }
  }
  if (isObject(object.data)) {
    for (const [key, value] of Object.entries(object.data)) {
      if (value === null || key === 'that' || key === 'getThis') continue;
      el.setAttribute(`data-${kebab(key)}`, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
}

const childrenNamed = (el: Element | undefined, tag: string): Element[] =>
  el ? Array.from(el.children).filter((c) => c.localName === tag) : [];

/** The previous element for an object: the one with its id, else the one at its index. */
function previousFor(object: JsonObject, index: number, candidates: Element[]): Element | undefined {
  const id = object.id;
  if (typeof id === 'string' || typeof id === 'number') {
    const byId = candidates.find((c) => c.getAttribute('id') === String(id));
    if (byId) return byId;
  }
  const atIndex = candidates[index];
  return atIndex && !atIndex.hasAttribute('id') ? atIndex : undefined;
}

function buildLevel(object: JsonObject, tag: string, previous: Element | undefined, lib: Lib, doc: Document): Element {
  const el = doc.createElement(tag);
  keepOwnAttributes(previous, el, lib);
  writeFields(object, el, lib);
  const [childKey, childTag] =
    tag === GROUP ? ['sprites', SPRITE] : tag === SPRITE ? ['subSprites', SUB_SPRITE] : [null, null];
  if (childKey && childTag && Array.isArray(object[childKey])) {
    const before = childrenNamed(previous, childTag);
    (object[childKey] as Json[])
      .filter(isObject)
      .forEach((child, i) => el.append(buildLevel(child, childTag, previousFor(child, i, before), lib, doc)));
  }
  return el;
}

export class ModelJsonError extends Error {}

/**
 * Replaces the groups and scenes of `root` (a sanitized copy of the markup)
 * with elements built from `json`; other elements stay where they are.
 * Throws a ModelJsonError, leaving `root` unchanged, when the JSON is not
 * one or several SPRITES_OBJECTs or scenes.
 */
export function applyModelJson(json: Json, root: DocumentFragment | Element, lib: Lib, doc: Document = document): void {
  const items = Array.isArray(json) ? json : [json];
  if (!items.every(isObject)) throw new ModelJsonError('the model is an object (a group or a scene) or a list of them');
  const current = modelElements(root);
  const built = (items as JsonObject[]).map((item, i) => {
    const previous = current[i];
    if (Array.isArray(item.spritesGroups)) {
      const scene = doc.createElement(SCENE);
      const before = previous?.localName === SCENE ? previous : undefined;
      if (before) for (const { name, value } of Array.from(before.attributes)) scene.setAttribute(name, value);
      const groups = childrenNamed(before, GROUP);
      item.spritesGroups
        .filter(isObject)
        .forEach((g, j) => scene.append(buildLevel(g, GROUP, previousFor(g, j, groups), lib, doc)));
      return scene;
    }
    if (!Array.isArray(item.sprites) && item.sprites !== undefined)
      throw new ModelJsonError('"sprites" must be a list');
    return buildLevel(item, GROUP, previous?.localName === GROUP ? previous : undefined, lib, doc);
  });
  current.forEach((el, i) => {
    const next = built[i];
    if (next !== undefined) el.replaceWith(next);
    else el.remove();
  });
  for (const el of built.slice(current.length)) root.append(el);
}
