/**
 * Who may hear the library's per-frame and playback events, so that none is
 * made, queued or dispatched for nobody (a playing page changes hundreds of
 * pointers a frame). The DOM cannot list a target's listeners, so from the
 * moment the library loads it counts them itself: it wraps
 * `EventTarget.prototype.addEventListener` / `removeEventListener`, which
 * every target uses (window, document, shadow roots, elements defined or
 * not), for the names in `COUNTED_EVENTS`; other names pass straight through.
 * A registration is what the DOM counts as one: a type, a callback and a
 * capture flag; `once` and an AbortSignal take it out again as the DOM does.
 *
 * What was added before the library loaded cannot be counted: an inline
 * script's listener on the document, a framework's on an element before a
 * lazy import resolved. So until the page says there was none
 * (`trustListenerCounts()`), every event is made, as for any DOM event.
 * After it, an event is made only when a counted listener is on its path:
 * its target, then (bubbling listeners if it bubbles, capturing ones in any
 * case) each slot, element and shadow-root host it passes, the document and
 * the window.
 *
 * The counts live on `globalThis`, shared by every copy of the library in a
 * page: a second copy counts from when the first loaded.
 */
import { SPRITE_TAG, SUB_SPRITE_TAG } from '../../shared/tag-names.js';

/** The events made only where they may be heard (`lib-sprites-error` is dispatched whoever listens). */
export const COUNTED_EVENTS: ReadonlySet<string> = new Set([
  'lib-sprite-change',
  'lib-sprites-frame',
  'lib-sprites-loop',
  'lib-sprites-end',
  'lib-sprites-tag',
]);

interface Registration {
  readonly callback: EventListenerOrEventListenerObject;
  readonly capture: boolean;
  /** On a `<lib-sprite>` or `<lib-sub-sprite>`: the copies of `lib-sprite-change` those get are then heard. */
  readonly onSprite: boolean;
  /** On a node inside a closed shadow root, whose paths a walk from outside cannot see. */
  readonly hidden: boolean;
  /** What the DOM holds: the callback itself, or for `once` a stand-in that forgets the registration first. */
  registered: EventListenerOrEventListenerObject;
}

/** Counts by event name. */
type Tally = Record<string, number>;

interface Registry {
  readonly version: 1;
  /** Set by `trustListenerCounts()`: no listener was added before the counting began. */
  trusted: boolean;
  readonly byTarget: WeakMap<EventTarget, Map<string, Registration[]>>;
  /** Every counted registration, by name. */
  readonly total: Tally;
  readonly capture: Tally;
  readonly hidden: Tally;
  /** `lib-sprite-change` registrations on sprite and sub-sprite elements. */
  onSprites: number;
}

const GLOBAL_KEY = Symbol.for('lib-sprites.listener-registry');

function createRegistry(): Registry {
  return {
    version: 1,
    trusted: false,
    byTarget: new WeakMap(),
    total: Object.create(null) as Tally,
    capture: Object.create(null) as Tally,
    hidden: Object.create(null) as Tally,
    onSprites: 0,
  };
}

const captureOf = (options: boolean | EventListenerOptions | undefined): boolean =>
  typeof options === 'boolean' ? options : !!options?.capture;

function find(list: Registration[] | undefined, callback: EventListenerOrEventListenerObject, capture: boolean) {
  if (list)
    for (const registration of list)
      if (registration.callback === callback && registration.capture === capture) return registration;
  return undefined;
}

function change(registry: Registry, type: string, registration: Registration, by: 1 | -1): void {
  registry.total[type] = (registry.total[type] ?? 0) + by;
  if (registration.capture) registry.capture[type] = (registry.capture[type] ?? 0) + by;
  if (registration.hidden) registry.hidden[type] = (registry.hidden[type] ?? 0) + by;
  if (registration.onSprite && type === 'lib-sprite-change') registry.onSprites += by;
}

function forget(registry: Registry, target: EventTarget, type: string, registration: Registration): void {
  const list = registry.byTarget.get(target)?.get(type);
  const at = list ? list.indexOf(registration) : -1;
  if (at < 0) return;
  list!.splice(at, 1);
  change(registry, type, registration, -1);
}

/** Whether `target` is a node inside a closed shadow root (its listeners are off any path a walk can see). */
function inClosedRoot(target: EventTarget): boolean {
  const root = (target as Partial<Node>).getRootNode?.() as Partial<ShadowRoot> | undefined;
  return root?.mode === 'closed';
}

const isSpriteElement = (target: EventTarget): boolean => {
  const name = (target as Partial<Element>).localName;
  return name === SPRITE_TAG || name === SUB_SPRITE_TAG;
};

/** Wraps `EventTarget.prototype`'s two methods so that every registration of a counted event is counted. */
function startCounting(registry: Registry): void {
  const proto = EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  /** Adds a counted registration to `target`, with the DOM's own rules for what counts as one. */
  function register(
    target: EventTarget,
    type: string,
    callback: EventListenerOrEventListenerObject,
    options: boolean | AddEventListenerOptions | undefined,
  ): void {
    const capture = captureOf(options);
    const signal = typeof options === 'object' ? options.signal : undefined;
    let byType = registry.byTarget.get(target);
    // Already there (the DOM would ignore it), or given an aborted signal (the DOM adds nothing).
    if (signal?.aborted || find(byType?.get(type), callback, capture)) return add.call(target, type, callback, options);
    const registration: Registration = {
      callback,
      capture,
      onSprite: isSpriteElement(target),
      hidden: inClosedRoot(target),
      registered: callback,
    };
    if (typeof options === 'object' && options.once) {
      // The DOM calls a listener with its target as `this`: so does the stand-in.
      registration.registered = (event: Event): void => {
        forget(registry, target, type, registration);
        if (typeof callback === 'function') callback.call(target, event);
        else callback.handleEvent(event);
      };
    }
    add.call(target, type, registration.registered, options);
    if (!byType) registry.byTarget.set(target, (byType = new Map()));
    let list = byType.get(type);
    if (!list) byType.set(type, (list = []));
    list.push(registration);
    change(registry, type, registration, 1);
    signal?.addEventListener('abort', () => forget(registry, target, type, registration), { once: true });
  }
  function addEventListener(
    this: EventTarget | null | undefined,
    type: string,
    callback: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ): void {
    if (!callback || !COUNTED_EVENTS.has(type) || typeof this !== 'object' || this === null)
      return add.call(this, type, callback, options);
    register(this, type, callback, options);
  }
  function removeEventListener(
    this: EventTarget,
    type: string,
    callback: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ): void {
    const registration =
      callback && COUNTED_EVENTS.has(type) && typeof this === 'object' && this !== null
        ? find(registry.byTarget.get(this)?.get(type), callback, captureOf(options))
        : undefined;
    if (!registration) return remove.call(this, type, callback, options);
    forget(registry, this, type, registration);
    remove.call(this, type, registration.registered, options);
  }
  Object.defineProperty(proto, 'addEventListener', { value: addEventListener, writable: true, configurable: true });
  Object.defineProperty(proto, 'removeEventListener', {
    value: removeEventListener,
    writable: true,
    configurable: true,
  });
}

function sharedRegistry(): Registry {
  const holder = globalThis as { [GLOBAL_KEY]?: Registry };
  const found = holder[GLOBAL_KEY];
  if (found?.version === 1) return found;
  const registry = createRegistry();
  if (typeof EventTarget === 'undefined') {
    // Nothing can listen where there is no DOM: no event need be made.
    registry.trusted = true;
    return registry;
  }
  startCounting(registry);
  Object.defineProperty(holder, GLOBAL_KEY, { value: registry });
  return registry;
}

const registry = sharedRegistry();

/**
 * Tells the library that no listener for its events (`lib-sprite-change`, `lib-sprites-frame`,
 * `lib-sprites-loop`, `lib-sprites-end`, `lib-sprites-tag`) was added anywhere in this page before
 * it loaded, so the listeners it counted are all there are: from then on each event is made only
 * where a listener can hear it. Without this call every one of them is made, whoever listens.
 * Call it once, from code that runs after the library loaded, when that is true.
 */
export function trustListenerCounts(): void {
  registry.trusted = true;
}

/** Whether an event named `name` may be heard anywhere: false means no target need be asked. */
export const mayBeHeard = (name: string): boolean => !registry.trusted || (registry.total[name] ?? 0) > 0;

/**
 * Whether the copies of `lib-sprite-change` that sprite and sub-sprite elements get (they do not
 * bubble) may be heard: a listener on such an element, or a capturing one anywhere.
 */
export const spritesMayHear = (): boolean =>
  !registry.trusted ||
  registry.onSprites > 0 ||
  (registry.capture['lib-sprite-change'] ?? 0) > 0 ||
  (registry.hidden['lib-sprite-change'] ?? 0) > 0;

/** `target`'s next stop on an event's path, as the DOM finds it: its slot, parent, shadow host, window. */
function parentOf(target: EventTarget): EventTarget | null {
  const node = target as { nodeType?: number } & Partial<Pick<Element, 'assignedSlot' | 'parentNode'>>;
  const type = node.nodeType;
  if (type === undefined) return null;
  if (type === 9) return (target as Document).defaultView;
  if (type === 11) return (target as Partial<ShadowRoot>).host ?? null;
  return node.assignedSlot ?? node.parentNode ?? null;
}

function listens(target: EventTarget, name: string, captureOnly: boolean): boolean {
  const list = registry.byTarget.get(target)?.get(name);
  if (!list || list.length === 0) return false;
  return !captureOnly || list.some((registration) => registration.capture);
}

/**
 * Whether an event named `name` (one of `COUNTED_EVENTS`) dispatched on `target` can reach a
 * listener: always until the page trusts the counts; then only when a counted listener is on its path.
 */
export function isHeard(target: EventTarget, name: string, bubbles: boolean): boolean {
  if (!registry.trusted) return true;
  if (!registry.total[name]) return false;
  // A listener inside a closed shadow root may be on a path through a slot the walk cannot see.
  if (registry.hidden[name]) return true;
  if (listens(target, name, false)) return true;
  // Past its target, an event that does not bubble reaches capturing listeners only.
  if (!bubbles && !registry.capture[name]) return false;
  for (let node = parentOf(target); node; node = parentOf(node)) if (listens(node, name, !bubbles)) return true;
  return false;
}
