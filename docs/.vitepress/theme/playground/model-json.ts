// The playground's model pane: each top-level group (or scene) of the result
// as the plain object its controller copies out (getCopy with references
// cleared and properties filtered), and the way back: from such objects to
// markup, attribute by attribute through the library's own field table, so
// the markup the JSON gives reads as the model would write it.
import type * as Library from '../../../../src/index';
import { allowedAttribute } from './markup';

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

const childrenNamed = (el: Element | undefined, tag: string): Element[] =>
  el ? Array.from(el.children).filter((c) => c.localName === tag) : [];

/** The top-level elements the model pane describes, in document order. */
export const modelElements = (root: ParentNode): Element[] =>
  Array.from(root.children).filter((el) => el.localName === GROUP || el.localName === SCENE);

/** A string holding JSON for a list or an object, as that value; anything else, undefined. */
function jsonIn(text: string): Json | undefined {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/**
 * What a data-* string means, for the pane: a number written as one (`"35"`, not `"007"`),
 * a list or object written as JSON, else the string. The model keeps data-* as the strings
 * they are; writing the pane back gives the same strings.
 */
function dataMeaning(value: Json): Json {
  if (typeof value !== 'string') return value;
  const n = Number(value);
  if (value.trim() !== '' && Number.isFinite(n) && String(n) === value) return n;
  return jsonIn(value) ?? value;
}

/** The fields `el` gives itself in its markup, each as the model reads it. */
function ownFields(el: Element | undefined, lib: Lib): Map<string, Json> {
  const own = new Map<string, Json>();
  for (const name of el?.getAttributeNames() ?? []) {
    const field = lib.FIELD_BY_ATTRIBUTE.get(name);
    const value = field?.converter.fromAttribute(el!.getAttribute(name));
    if (field && value !== undefined) own.set(field.name, value as Json);
  }
  return own;
}

/**
 * The copy of one object as the pane shows it. `el` is its element: a field the markup
 * gives explicitly stays in the pane even where it equals the default or the inherited
 * value (which the copy leaves out), so that writing the pane back keeps it.
 */
function clean(object: JsonObject, lib: Lib, level: 'spritesGroup' | 'sprite' | 'subSprite', el?: Element): JsonObject {
  const out: JsonObject = {};
  const own = ownFields(el, lib);
  for (const [key, value] of Object.entries(object)) {
    if (NOISE.has(key)) continue;
    if ((key === 'byReference' || key === 'byReference_DEFAULT') && value === false) continue;
    if (key === 'id' && typeof value === 'string' && GENERATED_ID.test(value)) continue;
    if (key === 'data' && isObject(value) && Object.keys(value).length === 0) continue;
    if (level === 'spritesGroup' && !own.has(key)) {
      // The group has no parent: every field is written. Leave out those at their defaults.
      const field = lib.FIELD_BY_NAME.get(key);
      if (field && key !== 'id' && value === (field.default as () => Json)()) continue;
    }
    if (key === 'sprites' && Array.isArray(value)) {
      const elements = childrenNamed(el, SPRITE);
      out.sprites = value.filter(isObject).map((s, i) => clean(s, lib, 'sprite', elements[i]));
    } else if (key === 'subSprites' && Array.isArray(value)) {
      const elements = childrenNamed(el, SUB_SPRITE);
      if (value.length) out.subSprites = value.filter(isObject).map((s, i) => clean(s, lib, 'subSprite', elements[i]));
    } else if (key === 'data' && isObject(value)) {
      out.data = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, dataMeaning(v)]));
    } else if (key === 'src' && typeof value === 'string') {
      // A MAP's grid, written in its attribute as JSON, shows as the list it is.
      const grid = jsonIn(value);
      out.src = Array.isArray(grid) ? grid : value;
    } else out[key] = value;
  }
  for (const [key, value] of own) if (!(key in out) && key !== 'id') out[key] = value;
  return out;
}

interface GroupElement extends Element {
  controller: { getCopy(...flags: boolean[]): unknown };
}

/** One group as JSON: its SPRITES_OBJECT, as `getCopy(false, false, true, true)` filters it, less times and defaults. */
export function groupJson(el: Element, lib: Lib): JsonObject {
  const copy = (el as GroupElement).controller.getCopy(false, false, true, true) as { spritesGroup?: JsonObject };
  return clean(JSON.parse(JSON.stringify(copy.spritesGroup ?? {})) as JsonObject, lib, 'spritesGroup', el);
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

/** Attributes an element keeps from the markup it replaces: not model fields and not data (playback, label, style…). */
function keepOwnAttributes(from: Element | undefined, to: Element, lib: Lib): void {
  if (!from) return;
  for (const { name, value } of Array.from(from.attributes)) {
    if (name === 'id' || name.startsWith('data-') || lib.FIELD_BY_ATTRIBUTE.has(name)) continue;
    to.setAttribute(name, value);
  }
}

const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

function writeFields(object: JsonObject, el: Element, lib: Lib): void {
  if (typeof object.id === 'string' || typeof object.id === 'number') el.setAttribute('id', String(object.id));
  for (const [key, value] of Object.entries(object)) {
    const field = lib.FIELD_BY_NAME.get(key);
    if (!field?.attribute || value === null) continue;
    // Read as the model reads it (srcType "RECTANGLE" or "4" is 4), then written as the model would.
    const parsed = field.converter.parse(value);
    const text = (field.converter.toAttribute as (v: unknown) => string | null)(parsed ?? value);
    // A value the model refuses goes to the markup as written: the library then says what is wrong with it.
    if (text !== null && text !== undefined) el.setAttribute(field.attribute, text);
    else if (typeof value !== 'object') el.setAttribute(field.attribute, String(value));
  }
  if (isObject(object.data)) {
    for (const [key, value] of Object.entries(object.data)) {
      if (value === null || key === 'that' || key === 'getThis') continue;
      // Named as the library reads it back (walkSpeed ↔ data-walk-speed), and only as the markup pane keeps it.
      const name = `data-${kebab(key)}`;
      if (/-[a-z]/.test(key) || !allowedAttribute(name))
        throw new ModelJsonError(
          `the data key "${key}" cannot be a data-* attribute: use letters, digits and camelCase`,
        );
      el.setAttribute(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
}

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
