/**
 * Field writes made straight on model objects (`sprite.left = 10`,
 * `sprite.src = 'FPS: 60'`), told to the object's group, as games written
 * for CrossBrowdy expect: its engine read the model at every frame.
 *
 * Nothing is paid until an object is watched: the objects of a group that
 * listens (a rendered one) are built watched, and a renderer watches any
 * other object it draws, once. Watching turns the object's value fields into own,
 * enumerable accessors over the same values (keys, their order, spreading and
 * JSON stay as they were); a write that changes a value calls the group's
 * `FIELD_WRITTEN` method, if it has one. Objects never watched keep plain
 * data fields. No DOM.
 */
import { DECLARED_NAMES, VALUE_FIELDS } from './fields.js';
import type { SpriteFields } from './objects.js';

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
  /** The object these are the values of: an object inheriting its slot from a watched prototype is not watched itself. */
  readonly owner: object;
  /** What a view keeps for the object (viewOf / setView), beside its values: no weak map entry per object. */
  view: unknown = undefined;
  constructor(owner: object, from: { readonly [K in FieldName]?: unknown }) {
    this.owner = owner;
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

type FieldName = Exclude<keyof FieldValues, 'owner' | 'view'>;

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

function write(object: Watched, name: FieldName, value: unknown): void {
  const values = object[VALUES];
  if (Object.is(values[name], value)) return;
  values[name] = value;
  const group = object.container as FieldWriteListener | null | undefined;
  if (group && group !== quiet && quiet !== EVERY_GROUP && typeof group[FIELD_WRITTEN] === 'function')
    group[FIELD_WRITTEN](object, name);
}

/**
 * One getter and setter per field, shared by every watched object (so they
 * share one layout), each getter reading its own fixed name: a getter made
 * per name by one function would share one look-up site for all twelve.
 */
const ACCESSORS: { [K in FieldName]: ThisType<Watched> & { get(): unknown; set(value: unknown): void } } = {
  src: {
    get() {
      return this[VALUES].src;
    },
    set(value) {
      write(this, 'src', value);
    },
  },
  srcType: {
    get() {
      return this[VALUES].srcType;
    },
    set(value) {
      write(this, 'srcType', value);
    },
  },
  srcLeft: {
    get() {
      return this[VALUES].srcLeft;
    },
    set(value) {
      write(this, 'srcLeft', value);
    },
  },
  srcTop: {
    get() {
      return this[VALUES].srcTop;
    },
    set(value) {
      write(this, 'srcTop', value);
    },
  },
  srcWidth: {
    get() {
      return this[VALUES].srcWidth;
    },
    set(value) {
      write(this, 'srcWidth', value);
    },
  },
  srcHeight: {
    get() {
      return this[VALUES].srcHeight;
    },
    set(value) {
      write(this, 'srcHeight', value);
    },
  },
  left: {
    get() {
      return this[VALUES].left;
    },
    set(value) {
      write(this, 'left', value);
    },
  },
  top: {
    get() {
      return this[VALUES].top;
    },
    set(value) {
      write(this, 'top', value);
    },
  },
  width: {
    get() {
      return this[VALUES].width;
    },
    set(value) {
      write(this, 'width', value);
    },
  },
  height: {
    get() {
      return this[VALUES].height;
    },
    set(value) {
      write(this, 'height', value);
    },
  },
  zIndex: {
    get() {
      return this[VALUES].zIndex;
    },
    set(value) {
      write(this, 'zIndex', value);
    },
  },
  disabled: {
    get() {
      return this[VALUES].disabled;
    },
    set(value) {
      write(this, 'disabled', value);
    },
  },
};

const DESCRIPTORS = new Map<PropertyKey, PropertyDescriptor>(
  VALUE_FIELDS.map(({ name }) => [name, { ...ACCESSORS[name as FieldName], enumerable: true, configurable: true }]),
);

/** DESCRIPTORS' keys and values as two lists, read by index when an object is built watched. */
const FIELD_NAMES: readonly PropertyKey[] = [...DESCRIPTORS.keys()];
const FIELD_DESCRIPTORS: readonly PropertyDescriptor[] = [...DESCRIPTORS.values()];

const SLOT: PropertyDescriptor = { value: undefined, enumerable: false, writable: false, configurable: false };

/** What a newly built object holds until its builder gives its values. */
const INITIAL = {
  src: '',
  srcType: 0,
  srcLeft: 0,
  srcTop: 0,
  srcWidth: 0,
  srcHeight: 0,
  left: 0,
  top: 0,
  width: 0,
  height: 0,
  zIndex: 1,
  disabled: false,
};

/** Whether `group` hears of writes on its objects: its objects are then built watched. */
export const listensToFieldWrites = (group: unknown): boolean =>
  typeof (group as FieldWriteListener | null)?.[FIELD_WRITTEN] === 'function';

/**
 * Gives a new object, which has no value field yet, the watched fields at once:
 * cheaper than watching it later, and every object so built shares one layout.
 */
export function defineWatchedFields(target: object): void {
  // One call per key over fixed lists, the slot's descriptor a literal (a new key's flags default to false):
  // measured in V8 a fifth faster than iterating the map and spreading SLOT, and a third faster than one
  // Object.defineProperties with a prebuilt descriptor map.
  Object.defineProperty(target, VALUES, { value: new FieldValues(target, INITIAL) });
  for (let i = 0; i < FIELD_NAMES.length; i++) Object.defineProperty(target, FIELD_NAMES[i]!, FIELD_DESCRIPTORS[i]!);
}

/**
 * Whether writes to the object's value fields are told to its group. Read through
 * the slot (its values know their object), not `hasOwnProperty`: this is asked of
 * each object drawn, at each frame change, and that call made garbage each time.
 */
export const isWatched = (object: object): boolean => ownValues(object) !== undefined;

/** The own values of a watched object, else undefined. */
function ownValues(object: object): FieldValues | undefined {
  const values = (object as Partial<Watched>)[VALUES];
  return values?.owner === object ? values : undefined;
}

/**
 * Where a watched object being built takes its values: written there, they are
 * told to no one (a build tells no one) and skip a setter call each.
 */
export const valuesToFill = (object: object): Omit<SpriteFields, 'id'> | undefined =>
  ownValues(object) as Omit<SpriteFields, 'id'> | undefined;

/**
 * What a view (the elements) keeps for a watched object: its element, in the
 * slot that holds its values already, where a weak map would cost an entry per
 * object at every insert and every garbage collection. Undefined for an object
 * not watched (the view keeps its own map for those).
 */
export const viewOf = (object: object): unknown => ownValues(object)?.view;

/** Keeps `view` for a watched object; false (nothing kept) when it is not watched. */
export function setView(object: object, view: unknown): boolean {
  const values = ownValues(object);
  if (!values) return false;
  values.view = view;
  return true;
}

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
  const values = new FieldValues(target, target as { readonly [K in FieldName]?: unknown });
  if (first < 0) {
    Object.defineProperty(target, VALUES, { ...SLOT, value: values });
    return;
  }
  // Engines keep an object's fast layout when its last-added keys are taken off and put back, but
  // move it to a slow dictionary when a field changes kind in place (a read then costs tens of times
  // more): so from the first value field on, every key is taken off, last first, and put back in
  // its place, the value fields as accessors.
  const moved = additionOrder(keys.slice(first).map((key, i) => ({ key, descriptor: own[first + i]! })));
  if (moved.some(({ key, descriptor }) => !descriptor.configurable && !DESCRIPTORS.has(key))) {
    // A key that cannot be taken off: the fields change kind where they are (same behaviour, slower reads).
    Object.defineProperty(target, VALUES, { ...SLOT, value: values });
    for (const { key } of moved) if (DESCRIPTORS.has(key)) Object.defineProperty(target, key, DESCRIPTORS.get(key)!);
    return;
  }
  for (let i = moved.length - 1; i >= 0; i--) delete target[moved[i]!.key];
  Object.defineProperty(target, VALUES, { ...SLOT, value: values });
  for (const { key, descriptor } of moved) {
    const accessor = DESCRIPTORS.get(key);
    if (accessor) Object.defineProperty(target, key, accessor);
    // Adding by assignment is the engine's quick path, and gives the same plain field (unless
    // something of that name up the prototype chain, a setter or a read-only method, would answer).
    else if (isPlainData(descriptor) && !(key in target)) target[key] = descriptor.value;
    else Object.defineProperty(target, key, descriptor);
  }
}
