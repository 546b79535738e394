/**
 * Field writes made straight on model objects (`sprite.left = 10`,
 * `sprite.src = 'FPS: 60'`), told to the object's group, as games written
 * for CrossBrowdy expect: its engine read the model at every frame.
 *
 * Nothing is paid until an object is watched: the objects of a group that
 * listens (a rendered one) are built watched, and a renderer watches any
 * other object it draws, once. Watching turns the object's value fields into own,
 * enumerable accessors over the same values, which move into private fields
 * of the object (keys, their order, spreading and JSON stay as they were); a write that changes a value calls the group's
 * `FIELD_WRITTEN` method, if it has one. Objects never watched keep plain
 * data fields. No DOM.
 */
import { DECLARED_NAMES, VALUE_FIELDS } from './fields.js';
import { fieldWatch, type SpriteFields } from './objects.js';

/** The method a group (an object's `container`) may have to hear of writes: `(object, fieldName)`. */
export const FIELD_WRITTEN: unique symbol = Symbol('fieldWritten');

export interface FieldWriteListener {
  [FIELD_WRITTEN]?(object: object, name: string): void;
}

type FieldName = Exclude<keyof SpriteFields, 'id'>;

/** What `from` holds between stamps: nothing kept alive. */
const NO_VALUES: unknown[] = [];
/** The values the slots being put on an object start with, read by their initializer (a constructor that returns its argument takes no other). */
let from: unknown[] = NO_VALUES;

/** Lets `Slots`'s private fields be put on any object: a base constructor that returns its argument. */
class Stamp {
  constructor(target: object) {
    return target;
  }
}

/**
 * A watched object's values, in VALUE_FIELDS order, in a private field put on the object itself
 * (`new Slots(object)`): nothing that keys, reflection, JSON or spreading see. An object has it
 * or not (`#values in object`): one inheriting from a watched object does not, until it is watched
 * itself; until then its reads and writes reach the nearest watched one up its prototype chain.
 */
class Slots extends Stamp {
  #values: unknown[] = from;
  /** What a view (the elements) keeps for the object (viewOf / setView), beside its values: no weak map entry per object. */
  #view: unknown = undefined;

  static has(object: object): boolean {
    return #values in object;
  }

  static view(object: object): unknown {
    return #view in object ? object.#view : undefined;
  }

  static setView(object: object, view: unknown): boolean {
    if (!(#view in object)) return false;
    object.#view = view;
    return true;
  }

  static read(object: object, index: number, name: FieldName): unknown {
    return #values in object ? object.#values[index] : inheritedValue(object, name);
  }

  static write(object: object, index: number, name: FieldName, value: unknown): void {
    if (!(#values in object)) return inheritedWrite(object, name, value);
    const values = object.#values;
    if (Object.is(values[index], value)) return;
    values[index] = value;
    told(object, name);
  }
}

/** Puts the slots on `target`, holding `values` (its own list from now on). */
function stamp(target: object, values: unknown[]): void {
  from = values;
  try {
    new Slots(target);
  } finally {
    from = NO_VALUES;
  }
}

/** A field read on an object that inherits its accessor from a watched one: the value of the nearest watched ancestor. */
function inheritedValue(object: object, name: FieldName): unknown {
  const prototype: object | null = Object.getPrototypeOf(object);
  return prototype === null ? undefined : Reflect.get(prototype, name);
}

/** A write on an object that inherits its accessor from a watched one: its nearest watched ancestor takes it (and tells its group). */
function inheritedWrite(object: object, name: FieldName, value: unknown): void {
  const prototype: object | null = Object.getPrototypeOf(object);
  if (prototype !== null) Reflect.set(prototype, name, value);
}

interface Watched {
  container?: unknown;
}

/**
 * The group whose objects' writes are not told (set while its page hooks
 * run): what a hook writes on the objects it draws is drawn with them, and
 * telling the group would draw it again, run the hook again, and so on.
 */
let quiet: unknown = null;

/**
 * Given to `quietFieldWrites` while a hook runs that may write on any group's
 * objects (a MAP cell's hooks write on the groups the cells show).
 */
export const EVERY_GROUP: unique symbol = Symbol('everyGroup');

/** Writes on `group`'s objects (or every group's, with EVERY_GROUP) are not told until this is called again with what it returns (the previous group). */
export function quietFieldWrites(group: unknown): unknown {
  const previous = quiet;
  quiet = group;
  return previous;
}

/** Tells the object's group of a write that changed the value of field `name`. */
function told(object: object, name: FieldName): void {
  const group = (object as Watched).container as FieldWriteListener | null | undefined;
  if (group && group !== quiet && quiet !== EVERY_GROUP && typeof group[FIELD_WRITTEN] === 'function')
    group[FIELD_WRITTEN](object, name);
}

/** One accessor per value field, built from the table and shared by every watched object. */
const DESCRIPTORS = new Map<PropertyKey, PropertyDescriptor>(
  VALUE_FIELDS.map(({ name }, index) => [
    name,
    {
      get(this: object) {
        return Slots.read(this, index, name as FieldName);
      },
      set(this: object, value: unknown) {
        Slots.write(this, index, name as FieldName, value);
      },
      enumerable: true,
      configurable: true,
    },
  ]),
);

/** DESCRIPTORS' keys and values as two lists, read by index when an object is built watched. */
const FIELD_NAMES: readonly PropertyKey[] = [...DESCRIPTORS.keys()];
const FIELD_DESCRIPTORS: readonly PropertyDescriptor[] = [...DESCRIPTORS.values()];

/** Whether `group` hears of writes on its objects: its objects are then built watched. */
export const listensToFieldWrites = (group: unknown): boolean =>
  typeof (group as FieldWriteListener | null)?.[FIELD_WRITTEN] === 'function';

/**
 * Gives a new object, which has no value field yet, the watched fields at once:
 * cheaper than watching it later, and every object so built shares one layout.
 */
export function defineWatchedFields(target: object): void {
  // One call per key over fixed lists: measured in V8 a fifth faster than iterating the map, and a third
  // faster than one Object.defineProperties with a prebuilt descriptor map.
  stamp(
    target,
    FIELD_NAMES.map(() => undefined),
  );
  for (let i = 0; i < FIELD_NAMES.length; i++) Object.defineProperty(target, FIELD_NAMES[i]!, FIELD_DESCRIPTORS[i]!);
}

/**
 * Whether writes to the object's value fields are told to its group: whether it
 * has the slots. Asked of each object drawn, at each frame change: one check,
 * no garbage (`hasOwnProperty` made some each time).
 */
export const isWatched = (object: object): boolean => Slots.has(object);

/**
 * What a view (the elements) keeps for a watched object: its element, in the
 * slot that holds its values already, where a weak map would cost an entry per
 * object at every insert and every garbage collection. Undefined for an object
 * not watched (the view keeps its own map for those).
 */
export const viewOf = (object: object): unknown => Slots.view(object);

/** Keeps `view` for a watched object; false (nothing kept) when it is not watched. */
export const setView = (object: object, view: unknown): boolean => Slots.setView(object, view);

/**
 * The object's own keys in the order they were most likely added: the
 * model's own fields, then its symbol slots, then what the page added
 * (reflection lists all names before all symbols).
 */
function additionOrder<T extends { key: PropertyKey }>(keys: T[]): T[] {
  const firstSymbol = keys.findIndex(({ key }) => typeof key === 'symbol');
  if (firstSymbol < 0) return keys;
  const firstExtra = keys.findIndex(({ key }, i) => i < firstSymbol && !DECLARED_NAMES.has(key as string));
  if (firstExtra < 0) return keys;
  return [...keys.slice(0, firstExtra), ...keys.slice(firstSymbol), ...keys.slice(firstExtra, firstSymbol)];
}

const isPlainData = (descriptor: PropertyDescriptor): boolean =>
  descriptor.writable === true && descriptor.enumerable === true && descriptor.configurable === true;

/**
 * From now on, writes to the object's value fields (src, srcType, srcLeft,
 * srcTop, srcWidth, srcHeight, left, top, width, height, zIndex, disabled)
 * that change a value are told to its group. Once per object; an object that
 * cannot be changed (frozen, sealed) is left as it is.
 */
export function watchFields(object: object): void {
  // Asked of each object drawn at each frame change: the usual answer, already watched, is this one check.
  if (!isWatched(object)) watch(object);
}

function watch(object: object): void {
  const target = object as Watched & Record<PropertyKey, unknown>;
  if (!Object.isExtensible(target)) return;
  // One key at a time: asking for all descriptors at once is many times slower in engines.
  const keys = Reflect.ownKeys(target);
  // own[i] describes keys[i]: the two are read by the same index below.
  const own = keys.map((key) => Object.getOwnPropertyDescriptor(target, key)!);
  let first = -1;
  for (let i = 0; i < keys.length; i++) {
    if (!DESCRIPTORS.has(keys[i]!)) continue;
    // Only plain, changeable data fields: anything else the page defined stays its own.
    const descriptor = own[i]!;
    if (!('value' in descriptor) || !descriptor.configurable || !descriptor.writable) return;
    if (first < 0) first = i;
  }
  // Read before any key is taken off (a field of an object without its own is read through its prototype).
  const values = FIELD_NAMES.map((name) => target[name]);
  if (first < 0) {
    stamp(target, values);
    return;
  }
  // Engines keep an object's fast layout when its last-added keys are taken off and put back, but
  // move it to a slow dictionary when a field changes kind in place (a read then costs tens of times
  // more): so from the first value field on, every key is taken off, last first, and put back in
  // its place, the value fields as accessors.
  const moved = additionOrder(keys.slice(first).map((key, i) => ({ key, descriptor: own[first + i]! })));
  if (moved.some(({ key, descriptor }) => !descriptor.configurable && !DESCRIPTORS.has(key))) {
    // A key that cannot be taken off: the fields change kind where they are (same behaviour, slower reads).
    stamp(target, values);
    for (const { key } of moved) if (DESCRIPTORS.has(key)) Object.defineProperty(target, key, DESCRIPTORS.get(key)!);
    return;
  }
  for (let i = moved.length - 1; i >= 0; i--) delete target[moved[i]!.key];
  // Between the deletes and the keys put back, where the object's last-added keys stay its own.
  stamp(target, values);
  for (const { key, descriptor } of moved) {
    const accessor = DESCRIPTORS.get(key);
    if (accessor) Object.defineProperty(target, key, accessor);
    // Adding by assignment is the engine's quick path, and gives the same plain field (unless
    // something of that name up the prototype chain, a setter or a read-only method, would answer).
    else if (isPlainData(descriptor) && !(key in target)) target[key] = descriptor.value;
    else Object.defineProperty(target, key, descriptor);
  }
}

// From now on, the objects of a group that listens are built watched (objects.ts).
fieldWatch.listens = listensToFieldWrites;
fieldWatch.define = defineWatchedFields;
