/**
 * Attributes as the elements read and write them. Which attributes are model
 * fields, how their strings become values and back, their defaults and
 * whether they inherit: all of it is the model's field table
 * (`src/model/fields.ts`); this file adds what only the DOM needs — one
 * warning per bad value, a parse cache per element, `data-*`, and where each
 * element sits in a group.
 */
import type { SpriteFields } from '../../model/index.js';
import { VALUE_FIELDS } from '../../model/field-attributes.js';
import type { FieldDeclaration } from '../../model/fields.js';
import { forgetWarning, warn, type WarningCode } from '../../shared/warnings.js';
import { GROUP_TAG, SPRITE_TAG, SUB_SPRITE_TAG } from '../../shared/tag-names.js';
import { isPositive, toNumber } from '../../model/base/values.js';

/** A model field that markup carries as an attribute (the table's value fields). */
export type AttributeField = FieldDeclaration & { readonly attribute: string };

/** The property name of each attribute field, from the model's declaration of the fields. */
export type FieldName = Exclude<keyof SpriteFields, 'id'>;

/** The model's value fields, every one with an attribute. */
export const ELEMENT_FIELDS = VALUE_FIELDS.filter((f): f is AttributeField => f.attribute !== null);
/** Attribute name → field, for the value fields (`id` is the elements' own business). */
export const ELEMENT_FIELD_BY_ATTRIBUTE: ReadonlyMap<string, AttributeField> = new Map(
  ELEMENT_FIELDS.map((f) => [f.attribute, f]),
);
export const ELEMENT_FIELD_BY_NAME: ReadonlyMap<string, AttributeField> = new Map(
  ELEMENT_FIELDS.map((f) => [f.name, f]),
);

export type FieldValue = string | number | boolean;

// ------------------------------------------------------------------ warnings

/** Warns about a bad attribute value: once per element, attribute and value. */
export function warnAttribute(el: Element, attribute: string, raw: string, problem: string): void {
  warn(attributeCode(attribute), el, `attribute ${attribute}=${JSON.stringify(raw)} ${problem}`, attribute, raw);
}

const attributeCode = (attribute: string): WarningCode =>
  RESERVED_ATTRIBUTES.has(attribute) ? 'reserved-data' : 'bad-attribute';

// ------------------------------------------------------------------- parsing

/**
 * An attribute string as a model value, or undefined for "not given" (bad:
 * then one warning, and the element inherits as the model would).
 */
function parseField(el: Element, field: AttributeField, raw: string): FieldValue | undefined {
  const problem = field.converter.problem(raw);
  if (problem === null) return field.converter.fromAttribute(raw) as FieldValue | undefined;
  warnAttribute(el, field.attribute, raw, `${problem}; using the ${field.inherits ? 'inherited' : 'default'} value`);
  return undefined;
}

interface Parsed {
  raw: string;
  value: FieldValue | undefined;
}

/**
 * By element, the attributes whose string does not give their value by
 * itself: a bad value (it warns once, not on every read) and a value the
 * model wrote that its string does not carry (a JSON source). A good string
 * is parsed again when read again: cheaper than a record per element read.
 */
const parsedByElement = new WeakMap<Element, Map<string, Parsed>>();

/**
 * The value of `raw`, parsed by `parse(el, arg, raw)` unless remembered. A
 * module-level `parse` and its `arg` make no closure per read, for the
 * attributes read at every element built.
 */
export function cached<A>(
  el: Element,
  attribute: string,
  raw: string | null,
  parse: (el: Element, arg: A, raw: string) => FieldValue | undefined,
  arg?: A,
): FieldValue | undefined {
  let map = parsedByElement.get(el);
  if (raw === null) {
    // Removed: the same bad value given again later is worth a warning again.
    if (map?.delete(attribute)) forgetWarning(attributeCode(attribute), el, attribute);
    return undefined;
  }
  const hit = map?.get(attribute);
  if (hit && hit.raw === raw) return hit.value;
  const value = parse(el, arg!, raw);
  if (value !== undefined) {
    forgetWarning(attributeCode(attribute), el, attribute);
    if (hit) map!.delete(attribute);
    return value;
  }
  if (!map) parsedByElement.set(el, (map = new Map()));
  map.set(attribute, { raw, value });
  return value;
}

/** The element's own value of a field (from its attribute), or undefined when it has none. */
export function ownValue(el: Element, field: AttributeField): FieldValue | undefined {
  const raw = el.getAttribute(field.attribute);
  return cached(el, field.attribute, raw, parseField, field);
}

/**
 * Records what an attribute we are about to write means, where its string
 * alone would not say it (a value that is not a string, number or boolean),
 * so reading it back gives that value. `fresh`: the element was made a moment
 * ago and nothing was remembered for it, so a plain value has nothing to forget.
 */
export function rememberAttribute(
  el: Element,
  attribute: string,
  raw: string | null,
  value: unknown,
  fresh = false,
): void {
  const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  if (raw === null || plain) {
    if (!fresh) parsedByElement.get(el)?.delete(attribute);
  } else {
    let map = parsedByElement.get(el);
    if (!map) parsedByElement.set(el, (map = new Map()));
    // What `ownValue` gives for it; a JSON source is not one of the attribute kinds, yet is what the model holds.
    map.set(attribute, { raw, value: value as FieldValue });
  }
}

/** A positive number of milliseconds or frames per second (`duration`, `fps`); undefined when absent or bad. */
export function positiveAttribute(el: Element, attribute: string): number | undefined {
  const raw = el.getAttribute(attribute);
  const value = cached(el, attribute, raw, () => {
    const n = toNumber(raw);
    if (isPositive(n)) return n;
    warnAttribute(el, attribute, raw!, 'is not a positive number; using the default');
    return undefined;
  });
  return typeof value === 'number' ? value : undefined;
}

/** An integer attribute (`pointer`); undefined when absent or bad (one warning per bad value). */
export function integerAttribute(el: Element, attribute: string, problem: string): number | undefined {
  const raw = el.getAttribute(attribute);
  const value = cached(el, attribute, raw, () => {
    const n = toNumber(raw);
    if (Number.isInteger(n)) return n;
    warnAttribute(el, attribute, raw!, problem);
    return undefined;
  });
  return typeof value === 'number' ? value : undefined;
}

/** What a property setter writes: null removes the attribute; a string is taken as an attribute would be. */
export function attributeOfProperty(field: AttributeField, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return field.kind === 'boolean' ? (value === 'false' ? 'false' : '') : value;
  return field.converter.toAttribute(value) ?? String(value);
}

/**
 * What a model value looks like as an attribute; null when the attribute
 * should be absent. A false flag is written only where it would otherwise
 * inherit true.
 */
export function attributeOfModelValue(field: AttributeField, value: unknown, inherited: unknown): string | null {
  if (field.kind === 'boolean') return value ? '' : inherited ? 'false' : null;
  return field.converter.toAttribute(value) ?? '';
}

// ------------------------------------------------------------------- data-*

const RESERVED_DATA = new Set(['that', 'getThis']);
const RESERVED_ATTRIBUTES = new Set(['data-that', 'data-get-this']);

/** `data-walk-speed` → `walkSpeed`, as `dataset` does; null for a name that is not a data attribute. */
export function dataKeyOf(attribute: string): string | null {
  if (!attribute.startsWith('data-')) return null;
  return attribute.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/**
 * The element's own `data-*` values (strings, never parsed), without the model's reserved keys.
 * `names`: its attribute names, when the caller has just read them.
 */
export function ownData(el: HTMLElement, names: readonly string[] = el.getAttributeNames()): Record<string, string> {
  const data: Record<string, string> = {};
  // The attribute names, as `dataset` reads them, without enumerating `dataset` (several times slower)
  // nor items of `attributes` (each makes an Attr node that the element then keeps).
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const key = dataKeyOf(name);
    if (key === null || /[A-Z]/.test(name)) continue;
    if (RESERVED_DATA.has(key)) warnReservedData(el);
    else data[key] = el.getAttribute(name)!;
  }
  return data;
}

/** Warns once per element and value about `data-that` / `data-get-this`, which the model reserves. */
export function warnReservedData(el: Element): void {
  for (const attribute of RESERVED_ATTRIBUTES) {
    const raw = el.getAttribute(attribute);
    cached(el, attribute, raw, () => {
      warnAttribute(el, attribute, raw!, 'is reserved by the model (data.that / data.getThis); ignored');
      return undefined;
    });
  }
}

/** The element one level up the chain (sprite → group, sub-sprite → sprite), by tag so un-upgraded markup counts. */
export function parentInChain(el: Element): Element | null {
  const parent = el.parentElement;
  if (!parent) return null;
  if (el.localName === SPRITE_TAG) return parent.localName === GROUP_TAG ? parent : null;
  if (el.localName === SUB_SPRITE_TAG) return parent.localName === SPRITE_TAG ? parent : null;
  return null;
}

/** The group element an element belongs to (itself for a group). */
export function groupOf(el: Element): Element | null {
  let current: Element | null = el;
  while (current && current.localName !== GROUP_TAG) current = parentInChain(current);
  return current;
}

/** The element children of `parent` with tag `tag`, in order. */
export function childrenByTag(parent: Element, tag: string): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
    if (child.localName === tag) out.push(child as HTMLElement);
  }
  return out;
}
