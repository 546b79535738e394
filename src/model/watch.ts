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
import { VALUE_FIELDS } from './fields.js';

/** The method a group (an object's `container`) may have to hear of writes: `(object, fieldName)`. */
export const FIELD_WRITTEN: unique symbol = Symbol('fieldWritten');

export interface FieldWriteListener {
  [FIELD_WRITTEN]?(object: object, name: string): void;
}

/** Where a watched object keeps its values; a symbol, so neither keys nor JSON see it. */
const VALUES: unique symbol = Symbol('values');

interface Watched {
  [VALUES]?: Record<string, unknown>;
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

/** One getter and setter per field, shared by every watched object. */
const ACCESSORS = VALUE_FIELDS.map(({ name }) => ({
  name,
  get(this: Watched): unknown {
    return this[VALUES]![name];
  },
  set(this: Watched, value: unknown): void {
    const values = this[VALUES]!;
    if (Object.is(values[name], value)) return;
    values[name] = value;
    const group = this.container as FieldWriteListener | null | undefined;
    if (group && group !== quiet && typeof group[FIELD_WRITTEN] === 'function') group[FIELD_WRITTEN](this, name);
  },
}));

/** Whether writes to the object's value fields are told to its group. */
export const isWatched = (object: object): boolean => (object as Watched)[VALUES] !== undefined;

/**
 * From now on, writes to the object's value fields (src, srcType, srcLeft,
 * srcTop, srcWidth, srcHeight, left, top, width, height, zIndex, disabled)
 * that change a value are told to its group. Once per object; an object that
 * cannot be changed (frozen, sealed) is left as it is.
 */
export function watchFields(object: object): void {
  const target = object as Watched & Record<string, unknown>;
  if (target[VALUES] !== undefined || !Object.isExtensible(target)) return;
  const values: Record<string, unknown> = {};
  for (const { name } of ACCESSORS) {
    const descriptor = Object.getOwnPropertyDescriptor(target, name);
    // Only plain, changeable data fields: anything else the page defined stays its own.
    if (descriptor && (!('value' in descriptor) || !descriptor.configurable || !descriptor.writable)) return;
    values[name] = target[name];
  }
  Object.defineProperty(target, VALUES, { value: values, enumerable: false, writable: false, configurable: false });
  for (const { name, get, set } of ACCESSORS) {
    if (Object.prototype.hasOwnProperty.call(target, name)) Object.defineProperty(target, name, { get, set, enumerable: true, configurable: true });
  }
}
