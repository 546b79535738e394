/**
 * Which objects have page hooks (`beforeDrawing`, `afterDrawing`, a MAP's or
 * BITMAP's `beforeDrawingElement`): asked at every plan. Calling them is a
 * feature of its own (call-hooks.ts, in the drawing extras fetched on first use).
 */
import { dataOf, type Drawable } from './drawable.js';

/** Whether the object has a `beforeDrawing` hook. */
export const hasBeforeDrawing = (object: Drawable): boolean => typeof dataOf(object)['beforeDrawing'] === 'function';

/** Whether the object has an `afterDrawing` hook (so a backend only keeps a list when needed). */
export const hasAfterDrawing = (object: Drawable): boolean => typeof dataOf(object)['afterDrawing'] === 'function';

/** Whether the object has a page hook (`beforeDrawing`, `afterDrawing`, a MAP's or BITMAP's `beforeDrawingElement`), which runs in renders. */
export function hasDrawingHooks(object: Drawable): boolean {
  const data = dataOf(object);
  return (
    typeof data['beforeDrawing'] === 'function' ||
    typeof data['afterDrawing'] === 'function' ||
    typeof data['beforeDrawingElement'] === 'function'
  );
}
