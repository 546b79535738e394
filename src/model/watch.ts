/**
 * Field writes made straight on model objects (`sprite.left = 10`,
 * `sprite.src = 'FPS: 60'`), told to the object's group, as games written
 * for CrossBrowdy expect: its engine read the model at every frame.
 *
 * Nothing is paid until an object is watched: a renderer watches the objects
 * it draws, once each. Watching turns the object's value fields into own,
 * enumerable accessors over the same values (keys, their order, spreading and
 * JSON stay as they were); a write that changes a value calls the group's
 * `FIELD_WRITTEN` method, if it has one. Objects never watched keep plain
 * data fields. No DOM.
 */
import { DECLARED_NAMES, VALUE_FIELDS } from './fields.js';

/** The method a group (an object's `container`) may have to hear of writes: `(object, fieldName)`. */
export const FIELD_WRITTEN: unique symbol = Symbol('fieldWritten');

export interface FieldWriteListener {
  [FIELD_WRITTEN]?(object: object, name: string): void;
}

/** Where a watched object keeps its values; a symbol, so neither keys nor JSON see it. */
const VALUES: unique symbol = Symbol('values');

/** The values of one watched object, laid out alike for all. */
class FieldValues {
  src: unknown;
  srcType: unknown;
  srcLeft: unknown;
  srcTop: unknown;
  srcWidth: unknown;
  srcHeight: unknown;
  left: unknown;
  top: unknown;
  width: unknown;
  height: unknown;
  zIndex: unknown;
  disabled: unknown;
  constructor(from: Record<string, unknown>) {
    this.src = from.src;
    this.srcType = from.srcType;
    this.srcLeft = from.srcLeft;
    this.srcTop = from.srcTop;
    this.srcWidth = from.srcWidth;
    this.srcHeight = from.srcHeight;
    this.left = from.left;
    this.top = from.top;
    this.width = from.width;
    this.height = from.height;
    this.zIndex = from.zIndex;
    this.disabled = from.disabled;
  }
}

type FieldName = keyof FieldValues;

interface Watched {
  [VALUES]: FieldValues;
  container?: unknown;
}

/**
 * The group whose objects' writes are not told (set while its page hooks
 * run): what a hook writes on the objects it draws is drawn with them, and
 * telling the group would draw it again, run the hook again, and so on.
 */
let quiet: unknown = null;

/** Writes on `group`'s objects are not told until this is called again with what it returns (the previous group). */
export function quietFieldWrites(group: unknown): unknown {
  const previous = quiet;
  quiet = group;
  return previous;
}

function write(object: Watched, name: FieldName, value: unknown): void {
  const values = object[VALUES];
  if (Object.is(values[name], value)) return;
  values[name] = value;
  const group = object.container as FieldWriteListener | null | undefined;
  if (group && group !== quiet && typeof group[FIELD_WRITTEN] === 'function') group[FIELD_WRITTEN](object, name);
}

/**
 * One getter and setter per field, shared by every watched object (so they
 * share one layout), each getter reading its own fixed name: a getter made
 * per name by one function would share one look-up site for all twelve.
 */
const ACCESSORS: { [K in FieldName]: ThisType<Watched> & { get(): unknown; set(value: unknown): void } } = {
  src: { get() { return this[VALUES].src; }, set(value) { write(this, 'src', value); } },
  srcType: { get() { return this[VALUES].srcType; }, set(value) { write(this, 'srcType', value); } },
  srcLeft: { get() { return this[VALUES].srcLeft; }, set(value) { write(this, 'srcLeft', value); } },
  srcTop: { get() { return this[VALUES].srcTop; }, set(value) { write(this, 'srcTop', value); } },
  srcWidth: { get() { return this[VALUES].srcWidth; }, set(value) { write(this, 'srcWidth', value); } },
  srcHeight: { get() { return this[VALUES].srcHeight; }, set(value) { write(this, 'srcHeight', value); } },
  left: { get() { return this[VALUES].left; }, set(value) { write(this, 'left', value); } },
  top: { get() { return this[VALUES].top; }, set(value) { write(this, 'top', value); } },
  width: { get() { return this[VALUES].width; }, set(value) { write(this, 'width', value); } },
  height: { get() { return this[VALUES].height; }, set(value) { write(this, 'height', value); } },
  zIndex: { get() { return this[VALUES].zIndex; }, set(value) { write(this, 'zIndex', value); } },
  disabled: { get() { return this[VALUES].disabled; }, set(value) { write(this, 'disabled', value); } },
};

const DESCRIPTORS = new Map<PropertyKey, PropertyDescriptor>(
  VALUE_FIELDS.map(({ name }) => [name, { ...ACCESSORS[name as FieldName], enumerable: true, configurable: true }]),
);

const SLOT: PropertyDescriptor = { value: undefined, enumerable: false, writable: false, configurable: false };

/** Whether writes to the object's value fields are told to its group. */
export const isWatched = (object: object): boolean => Object.prototype.hasOwnProperty.call(object, VALUES);

/**
 * The object's own keys in the order they were most likely added: the
 * model's own fields, then its symbol slots, then what the page added
 * (reflection lists all names before all symbols).
 */
function additionOrder(object: object): PropertyKey[] {
  const names = Object.getOwnPropertyNames(object);
  const firstExtra = names.findIndex((name) => !DECLARED_NAMES.has(name));
  if (firstExtra < 0) return [...names, ...Object.getOwnPropertySymbols(object)];
  return [...names.slice(0, firstExtra), ...Object.getOwnPropertySymbols(object), ...names.slice(firstExtra)];
}

/**
 * From now on, writes to the object's value fields (src, srcType, srcLeft,
 * srcTop, srcWidth, srcHeight, left, top, width, height, zIndex, disabled)
 * that change a value are told to its group. Once per object; an object that
 * cannot be changed (frozen, sealed) is left as it is.
 */
export function watchFields(object: object): void {
  const target = object as Watched & Record<PropertyKey, unknown>;
  if (isWatched(target) || !Object.isExtensible(target)) return;
  for (const name of DESCRIPTORS.keys()) {
    const descriptor = Object.getOwnPropertyDescriptor(target, name);
    // Only plain, changeable data fields: anything else the page defined stays its own.
    if (descriptor && (!('value' in descriptor) || !descriptor.configurable || !descriptor.writable)) return;
  }
  const values = new FieldValues(target);
  // Engines keep an object's fast layout when its last-added keys are taken off and put back, but
  // move it to a slow dictionary when a field changes kind in place (a read then costs tens of times
  // more): so from the first value field on, every key is taken off, last first, and put back in
  // its place, the value fields as accessors.
  const keys = additionOrder(target);
  const first = keys.findIndex((key) => DESCRIPTORS.has(key));
  const moved = first < 0 ? [] : keys.slice(first);
  const descriptors = moved.map((key) => DESCRIPTORS.get(key) ?? Object.getOwnPropertyDescriptor(target, key)!);
  if (descriptors.some((descriptor, i) => !descriptor.configurable && !DESCRIPTORS.has(moved[i]!))) {
    // A key that cannot be taken off: the fields change kind where they are (same behaviour, slower reads).
    Object.defineProperty(target, VALUES, { ...SLOT, value: values });
    for (const [name, descriptor] of DESCRIPTORS) if (Object.prototype.hasOwnProperty.call(target, name)) Object.defineProperty(target, name, descriptor);
    return;
  }
  for (let i = moved.length - 1; i >= 0; i--) delete target[moved[i]!];
  Object.defineProperty(target, VALUES, { ...SLOT, value: values });
  for (let i = 0; i < moved.length; i++) Object.defineProperty(target, moved[i]!, descriptors[i]!);
}
