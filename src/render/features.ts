/**
 * Drawing loaded on first use (docs/getting-started.md#features): the shapes,
 * BITMAP and MAP (their geometry, the map's layout and cells, their SVG in the
 * DOM renderer) are one module, ./shapes-feature/, fetched the first time a
 * plan meets one, or imported ahead from `lib-sprites/shapes` (the canvas
 * scene imports it). Until it arrives such an item is planned as nothing, and
 * the plan says what it waits for (`Plan.arriving`): the DOM backend renders
 * again when it is in, and a group's `updateComplete` waits for that render.
 */
import type { ShapesFeature } from './shapes-feature/index.js';

export type { ShapesFeature };

let shapes: ShapesFeature | undefined;
let shapesLoading: Promise<void> | undefined;

/** The shapes module hands its functions over when it runs. */
export function provideShapes(feature: ShapesFeature): void {
  shapes = feature;
}

/** The shapes feature, or undefined while it is fetched (the first call for it starts the fetch). */
export function shapesFeature(): ShapesFeature | undefined {
  if (!shapes)
    shapesLoading ??= import('./shapes-feature/index.js').then(
      () => undefined,
      // Offline or a missing chunk: reported once by the browser; such items stay undrawn.
      (error: unknown) => console.error(error),
    );
  return shapes;
}

/** The shapes feature if it is in, without fetching it: code that meets shapes only in plans that had it. */
export const shapesIfLoaded = (): ShapesFeature | undefined => shapes;

/** The fetch of a feature that a plan found missing, while it is on its way; else undefined. */
export const drawingArriving = (): Promise<void> | undefined => (shapes ? undefined : shapesLoading);
