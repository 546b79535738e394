/**
 * Which of the library's per-frame events someone listens to, so that none
 * is made, queued or dispatched for nobody (a playing page changes hundreds
 * of pointers a frame). The elements that deliver them (a group, a scene) and
 * the document count the listeners added for these names through their own
 * `addEventListener` / `removeEventListener`: the DOM itself cannot be asked.
 * A registration is what the DOM counts as one: a type, a callback and a
 * capture flag; `once` and an AbortSignal take it out again as the DOM does.
 *
 * Listeners added before an element is defined (upgraded) go straight to the
 * DOM and are not seen: a page adds them once the elements are defined.
 */

/** The event names counted (the rare events are dispatched whoever listens). */
export const COUNTED_EVENTS: ReadonlySet<string> = new Set(['lib-sprite-change', 'lib-sprites-frame']);

const REGISTRATIONS = Symbol('lib-sprites listeners');
/** Marks an owner whose methods already count. */
const COUNTING = Symbol('lib-sprites counting');
/** The tally an owner's registrations add to, if it was given one. */
const TALLY = Symbol('lib-sprites tally');

/**
 * How many registrations all the targets of one kind hold together, so a hot
 * path can ask "does any sprite element listen?" with one read.
 */
export interface ListenerTally {
  count: number;
}

interface Registration {
  readonly callback: EventListenerOrEventListenerObject;
  readonly capture: boolean;
  /** What the DOM holds: the callback itself, or for `once` a stand-in that forgets the registration first. */
  registered: EventListenerOrEventListenerObject;
}

type Counted = EventTarget & { [REGISTRATIONS]?: Map<string, Registration[]>; [TALLY]?: ListenerTally };

/** Every registration of a counted event on any counting target. */
const everywhere: ListenerTally = { count: 0 };

/** Whether any counting target has a listener for one of `COUNTED_EVENTS`: when not, no target need be asked. */
export const anyListener = (): boolean => everywhere.count > 0;

/** Whether `target` has a listener for `name` (one of `COUNTED_EVENTS`) added since it counts them. */
export function hasListeners(target: EventTarget | null | undefined, name: string): boolean {
  const list = (target as Counted | null | undefined)?.[REGISTRATIONS]?.get(name);
  return list !== undefined && list.length > 0;
}

const captureOf = (options: boolean | EventListenerOptions | undefined): boolean =>
  typeof options === 'boolean' ? options : !!options?.capture;

function forget(target: Counted, type: string, registration: Registration): void {
  const list = target[REGISTRATIONS]?.get(type);
  const at = list ? list.indexOf(registration) : -1;
  if (at < 0) return;
  list!.splice(at, 1);
  everywhere.count--;
  const tally = target[TALLY];
  if (tally) tally.count--;
}

function find(
  target: Counted,
  type: string,
  callback: EventListenerOrEventListenerObject,
  capture: boolean,
): Registration | undefined {
  const list = target[REGISTRATIONS]?.get(type);
  if (list)
    for (const registration of list)
      if (registration.callback === callback && registration.capture === capture) return registration;
  return undefined;
}

/**
 * Makes `owner`'s `addEventListener` and `removeEventListener` (a class
 * prototype, or one object such as the document) count the listeners of
 * `COUNTED_EVENTS`; other events pass straight through. Once per owner.
 * With a `tally`, every registration on `owner` (or an instance of it) also
 * counts there.
 */
export function countListeners(owner: EventTarget, tally?: ListenerTally): void {
  if (Object.prototype.hasOwnProperty.call(owner, COUNTING)) return;
  Object.defineProperty(owner, COUNTING, { value: true });
  if (tally) Object.defineProperty(owner, TALLY, { value: tally });
  const add = owner.addEventListener;
  const remove = owner.removeEventListener;
  function addEventListener(
    this: Counted,
    type: string,
    callback: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ): void {
    if (!callback || !COUNTED_EVENTS.has(type)) return add.call(this, type, callback, options);
    const capture = captureOf(options);
    const signal = typeof options === 'object' ? options.signal : undefined;
    // Already there (the DOM would ignore it), or given an aborted signal (the DOM adds nothing).
    if (signal?.aborted || find(this, type, callback, capture)) return;
    const registration: Registration = { callback, capture, registered: callback };
    if (typeof options === 'object' && options.once) {
      // An arrow: its `this` is the element listened to, the DOM's `this` for the listener too.
      registration.registered = (event: Event): void => {
        forget(this, type, registration);
        if (typeof callback === 'function') callback.call(this, event);
        else callback.handleEvent(event);
      };
    }
    let byType = this[REGISTRATIONS];
    if (!byType)
      Object.defineProperty(this, REGISTRATIONS, { value: (byType = new Map()), writable: true, configurable: true });
    let list = byType.get(type);
    if (!list) byType.set(type, (list = []));
    list.push(registration);
    everywhere.count++;
    const tally = this[TALLY];
    if (tally) tally.count++;
    add.call(this, type, registration.registered, options);
    signal?.addEventListener('abort', () => forget(this, type, registration), { once: true });
  }
  function removeEventListener(
    this: Counted,
    type: string,
    callback: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ): void {
    const registration =
      callback && COUNTED_EVENTS.has(type) ? find(this, type, callback, captureOf(options)) : undefined;
    if (!registration) return remove.call(this, type, callback, options);
    forget(this, type, registration);
    remove.call(this, type, registration.registered, options);
  }
  Object.defineProperty(owner, 'addEventListener', { value: addEventListener, writable: true, configurable: true });
  Object.defineProperty(owner, 'removeEventListener', {
    value: removeEventListener,
    writable: true,
    configurable: true,
  });
}
