/**
 * Features loaded on first use (docs/getting-started.md#features), and the one
 * way a group waits for them.
 *
 * The shapes, BITMAP and MAP drawing (their geometry, the map's layout and
 * cells, their SVG in the DOM renderer) are one module, ./shapes-feature/,
 * fetched the first time a plan meets one, or imported ahead from
 * `lib-sprites/shapes`. Until it arrives such an item is planned as nothing, and
 * the plan says what it waits for (`Plan.arriving`): the DOM backend renders
 * again when it is in, the canvas scene plans the group again and draws it.
 *
 * The drawing extras (calling page hooks, the DOM's canvas for a gradient or
 * pattern a `style` function gave: ./extras-feature/) are fetched and waited
 * for the same way, the first time a plan meets them (`lib-sprites/hooks`).
 *
 * Other features (atlases, scroll timelines) are fetched through
 * `loadFeature`: while any is on its way, `drawingArriving()` is its fetch, and
 * a group's `updateComplete` waits for it and for the render it brings.
 */
import type { ExtrasFeature } from './extras-feature/index.js';
import type { ShapesFeature } from './shapes-feature/index.js';

export type { ExtrasFeature, ShapesFeature };

/** The fetches under way, each removed before it settles for its waiters. */
const inFlight = new Set<Promise<unknown>>();
/**
 * The promise of all of them, one while the set is unchanged: whoever asked first (the
 * backend, during a render) hears first, so a group's `updateComplete` sees the render it asked for.
 */
let allArriving: Promise<void> | undefined;

/**
 * Fetches a feature's module (`load` is an `import()`): until it is in,
 * `drawingArriving()` includes it. A failed fetch (offline, a missing chunk) is
 * reported once by the browser's console and resolves undefined: the feature stays off.
 */
export function loadFeature<T>(load: () => Promise<T>): Promise<T | undefined> {
  const tracked: Promise<T | undefined> = load().then(
    (module) => {
      inFlight.delete(tracked);
      allArriving = undefined;
      return module;
    },
    (error: unknown) => {
      inFlight.delete(tracked);
      allArriving = undefined;
      console.error(error);
      return undefined;
    },
  );
  inFlight.add(tracked);
  allArriving = undefined;
  return tracked;
}

/** A feature's module: what it hands over when it runs (imported ahead or fetched), and its one fetch. */
export interface FeatureSlot<T> {
  /** What the module handed over, once it ran. */
  readonly value: T | undefined;
  /** Called by the module when it runs. */
  provide(value: T): void;
  /** The value, fetching the module the first time (undefined if the fetch failed). */
  fetch(): Promise<T | undefined>;
  /** The value, or undefined while it is fetched (the first call for it starts the fetch). */
  current(): T | undefined;
}

export function featureSlot<T>(load: () => Promise<unknown>): FeatureSlot<T> {
  let loading: Promise<T | undefined> | undefined;
  const slot = {
    value: undefined as T | undefined,
    provide(value: T): void {
      slot.value = value;
    },
    fetch(): Promise<T | undefined> {
      if (slot.value) return Promise.resolve(slot.value);
      return (loading ??= loadFeature(load).then(() => slot.value));
    },
    current(): T | undefined {
      if (!slot.value) void slot.fetch();
      return slot.value;
    },
  };
  return slot;
}

const shapes = featureSlot<ShapesFeature>(() => import('./shapes-feature/index.js'));

/** The shapes module hands its functions over when it runs. */
export const provideShapes = (feature: ShapesFeature): void => shapes.provide(feature);

/** The shapes feature, or undefined while it is fetched (the first call for it starts the fetch). */
export const shapesFeature = (): ShapesFeature | undefined => shapes.current();

/** The shapes feature if it is in, without fetching it: code that meets shapes only in plans that had it. */
export const shapesIfLoaded = (): ShapesFeature | undefined => shapes.value;

/** The fetch of the features on their way (all of them), or undefined when none is. */
export function drawingArriving(): Promise<void> | undefined {
  if (inFlight.size === 0) return undefined;
  return (allArriving ??= Promise.all(inFlight).then(() => undefined));
}

/**
 * An element's `updateComplete` with what its drawing waits for: `done` when nothing is on its way, else,
 * once it is in, `again()` (the update, or draw, that its arrival brings is the one waited for).
 */
export function afterArrivals(done: boolean, again: () => Promise<boolean>): boolean | Promise<boolean> {
  const arriving = drawingArriving();
  return arriving ? arriving.then(again) : done;
}

const extras = featureSlot<ExtrasFeature>(() => import('./extras-feature/index.js'));

/** The extras module hands its functions over when it runs. */
export const provideExtras = (feature: ExtrasFeature): void => extras.provide(feature);

/** The drawing extras, or undefined while they are fetched (the first call for them starts the fetch). */
export const extrasFeature = (): ExtrasFeature | undefined => extras.current();

/** The extras if they are in, without fetching them: code that meets hooks only in plans that had them. */
export const extrasIfLoaded = (): ExtrasFeature | undefined => extras.value;
