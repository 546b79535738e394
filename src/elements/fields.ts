/**
 * The model fields every element carries as attributes, how attribute strings
 * become model values (with one warning per bad value) and back, and the
 * where each element sits in a group.
 */
import { LIB_GraphicSprites } from '../model/index.js';

export type FieldName =
  | 'src'
  | 'srcType'
  | 'srcLeft'
  | 'srcTop'
  | 'srcWidth'
  | 'srcHeight'
  | 'left'
  | 'top'
  | 'width'
  | 'height'
  | 'zIndex'
  | 'disabled';

type FieldKind = 'text' | 'srcType' | 'coordinate' | 'size' | 'zIndex' | 'flag';

export interface FieldSpec {
  readonly name: FieldName;
  readonly attribute: string;
  readonly kind: FieldKind;
  /** False for left/top: the spec gives them the static default, never the parent's value. */
  readonly inherits: boolean;
}

export const FIELDS: readonly FieldSpec[] = [
  { name: 'src', attribute: 'src', kind: 'text', inherits: true },
  { name: 'srcType', attribute: 'src-type', kind: 'srcType', inherits: true },
  { name: 'srcLeft', attribute: 'src-left', kind: 'coordinate', inherits: true },
  { name: 'srcTop', attribute: 'src-top', kind: 'coordinate', inherits: true },
  { name: 'srcWidth', attribute: 'src-width', kind: 'size', inherits: true },
  { name: 'srcHeight', attribute: 'src-height', kind: 'size', inherits: true },
  { name: 'left', attribute: 'left', kind: 'coordinate', inherits: false },
  { name: 'top', attribute: 'top', kind: 'coordinate', inherits: false },
  { name: 'width', attribute: 'width', kind: 'size', inherits: true },
  { name: 'height', attribute: 'height', kind: 'size', inherits: true },
  { name: 'zIndex', attribute: 'z-index', kind: 'zIndex', inherits: true },
  { name: 'disabled', attribute: 'disabled', kind: 'flag', inherits: true },
];

export const FIELD_BY_ATTRIBUTE: ReadonlyMap<string, FieldSpec> = new Map(FIELDS.map((f) => [f.attribute, f]));
export const FIELD_BY_NAME: ReadonlyMap<string, FieldSpec> = new Map(FIELDS.map((f) => [f.name, f]));
export const FIELD_ATTRIBUTES: readonly string[] = FIELDS.map((f) => f.attribute);

export const GROUP_TAG = 'lib-sprites-group';
export const SPRITE_TAG = 'lib-sprite';
export const SUB_SPRITE_TAG = 'lib-sub-sprite';

export type FieldValue = string | number | boolean;

/** The static default of a field, read live so a page that changes the class's defaults is followed. */
export function defaultOf(field: FieldSpec): FieldValue {
  const D = LIB_GraphicSprites;
  switch (field.name) {
    case 'src': return '';
    case 'srcType': return D.SRC_TYPES_DEFAULT;
    case 'srcLeft': return D.LEFT_SOURCE_DEFAULT;
    case 'srcTop': return D.TOP_SOURCE_DEFAULT;
    case 'srcWidth': return D.WIDTH_SOURCE_DEFAULT;
    case 'srcHeight': return D.HEIGHT_SOURCE_DEFAULT;
    case 'left': return D.LEFT_DEFAULT;
    case 'top': return D.TOP_DEFAULT;
    case 'width': return D.WIDTH_DEFAULT;
    case 'height': return D.HEIGHT_DEFAULT;
    case 'zIndex': return D.ZINDEX_DEFAULT !== 0 && Number.isFinite(D.ZINDEX_DEFAULT) ? D.ZINDEX_DEFAULT : 1;
    case 'disabled': return false;
  }
}

// ------------------------------------------------------------------ warnings

/** `<lib-sprite id="walk-1">`: how warnings name an element. */
export function describe(el: Element): string {
  const id = el.getAttribute('id');
  return id ? `<${el.localName} id=${JSON.stringify(id)}>` : `<${el.localName}>`;
}

export function warnAttribute(el: Element, attribute: string, raw: string, problem: string): void {
  console.warn(`${describe(el)}: attribute ${attribute}=${JSON.stringify(raw)} ${problem}`);
}

// ------------------------------------------------------------------- parsing

const parseNumber = (raw: string): number => (raw.trim() === '' ? NaN : Number(raw));

/** SRC_TYPES name (exact, else upper-cased) or one of its integers; undefined when neither. */
export function parseSrcType(raw: string): number | undefined {
  const types = LIB_GraphicSprites.SRC_TYPES;
  const name = raw.trim();
  if (Object.prototype.hasOwnProperty.call(types, name)) return types[name];
  const upper = name.toUpperCase();
  if (Object.prototype.hasOwnProperty.call(types, upper)) return types[upper];
  if (/^\d+$/.test(name)) {
    const value = Number(name);
    if (value <= 12 || Object.values(types).includes(value)) return value;
  }
  return undefined;
}

/** The SRC_TYPES name of an integer, for attributes written from the model. */
export function srcTypeName(value: number): string {
  const types = LIB_GraphicSprites.SRC_TYPES;
  let fallback: string | undefined;
  for (const key of Object.keys(types)) {
    if (types[key] !== value) continue;
    if (key !== 'DEFAULT') return key;
    fallback = key;
  }
  return fallback ?? String(value);
}

/**
 * An attribute string as a model value, or undefined for "not given" (absent,
 * or bad: then one warning, and the element inherits as the model would).
 */
function parseField(el: Element, field: FieldSpec, raw: string): FieldValue | undefined {
  switch (field.kind) {
    case 'text':
      return raw;
    case 'flag':
      // DECISIONS.md: an explicit false stays false, so `disabled="false"` is that explicit false.
      return raw.trim().toLowerCase() !== 'false';
    case 'srcType': {
      const value = parseSrcType(raw);
      if (value === undefined) warnAttribute(el, field.attribute, raw, 'is not a SRC_TYPES name or number; inheriting instead');
      return value;
    }
    default: {
      const value = parseNumber(raw);
      let problem = '';
      if (!Number.isFinite(value)) problem = 'is not a number';
      else if (field.kind === 'size' && value < 0) problem = 'is negative';
      else if (field.kind === 'zIndex' && value === 0) problem = 'is 0 (z-index must be a non-zero number)';
      if (!problem) return value;
      warnAttribute(el, field.attribute, raw, `${problem}; using the ${field.inherits ? 'inherited' : 'default'} value`);
      return undefined;
    }
  }
}

interface Parsed {
  raw: string;
  value: FieldValue | undefined;
}

/** Parsed attributes by element: a bad value warns once, not on every read. */
const parsedByElement = new WeakMap<Element, Map<string, Parsed>>();

function cached(el: Element, attribute: string, raw: string | null, parse: () => FieldValue | undefined): FieldValue | undefined {
  let map = parsedByElement.get(el);
  if (raw === null) {
    map?.delete(attribute);
    return undefined;
  }
  const hit = map?.get(attribute);
  if (hit && hit.raw === raw) return hit.value;
  const value = parse();
  if (!map) parsedByElement.set(el, (map = new Map()));
  map.set(attribute, { raw, value });
  return value;
}

/** The element's own value of a field (from its attribute), or undefined when it has none. */
export function ownValue(el: Element, field: FieldSpec): FieldValue | undefined {
  const raw = el.getAttribute(field.attribute);
  return cached(el, field.attribute, raw, () => parseField(el, field, raw!));
}

/** Records what an attribute we are about to write means, so reading it back neither re-parses nor warns. */
export function rememberAttribute(el: Element, attribute: string, raw: string | null, value: FieldValue | undefined): void {
  if (raw === null) parsedByElement.get(el)?.delete(attribute);
  else {
    let map = parsedByElement.get(el);
    if (!map) parsedByElement.set(el, (map = new Map()));
    map.set(attribute, { raw, value });
  }
}

/** A positive number of milliseconds or frames per second (`duration`, `fps`); undefined when absent or bad. */
export function positiveAttribute(el: Element, attribute: string): number | undefined {
  const raw = el.getAttribute(attribute);
  const value = cached(el, attribute, raw, () => {
    const n = parseNumber(raw!);
    if (Number.isFinite(n) && n > 0) return n;
    warnAttribute(el, attribute, raw!, 'is not a positive number; using the default');
    return undefined;
  });
  return typeof value === 'number' ? value : undefined;
}

/** An integer attribute (`pointer`); undefined when absent or bad (one warning per bad value). */
export function integerAttribute(el: Element, attribute: string, problem: string): number | undefined {
  const raw = el.getAttribute(attribute);
  const value = cached(el, attribute, raw, () => {
    const n = parseNumber(raw!);
    if (Number.isInteger(n)) return n;
    warnAttribute(el, attribute, raw!, problem);
    return undefined;
  });
  return typeof value === 'number' ? value : undefined;
}

/** What a property setter writes: null removes the attribute. */
export function formatProperty(field: FieldSpec, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (field.kind === 'flag') return value === false || value === 'false' ? 'false' : '';
  if (field.kind === 'srcType' && typeof value === 'number') return srcTypeName(value);
  return String(value);
}

/** What a model value looks like as an attribute; null when the attribute should be absent. */
export function formatModelValue(field: FieldSpec, value: unknown, inherited: unknown): string | null {
  if (field.kind === 'flag') return value ? '' : inherited ? 'false' : null;
  if (field.kind === 'srcType' && typeof value === 'number') return srcTypeName(value);
  return String(value ?? '');
}

// ------------------------------------------------------------------- data-*

const RESERVED_DATA = new Set(['that', 'getThis']);

/** `data-walk-speed` → `walkSpeed`, as `dataset` does; null for a name that is not a data attribute. */
export function dataKeyOf(attribute: string): string | null {
  if (!attribute.startsWith('data-')) return null;
  return attribute.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** The element's own `data-*` values (strings, never parsed), without the model's reserved keys. */
export function ownData(el: HTMLElement): Record<string, string> {
  const data: Record<string, string> = {};
  for (const key of Object.keys(el.dataset)) {
    if (RESERVED_DATA.has(key)) warnReservedData(el);
    else data[key] = el.dataset[key]!;
  }
  return data;
}

/** Warns once per element and value about `data-that` / `data-get-this`, which the model reserves. */
export function warnReservedData(el: Element): void {
  for (const attribute of ['data-that', 'data-get-this']) {
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
