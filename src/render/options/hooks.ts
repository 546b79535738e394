/**
 * `beforeDrawing` and `afterDrawing` from the controller's data, as in the
 * original: `beforeDrawing(object)` returns the object to draw (itself, a
 * changed copy) or null to skip it; `afterDrawing(object)` runs once it was
 * drawn. A hook that throws is reported and treated as absent, so a page's
 * bug never breaks the render of the others.
 */
import { reportBadValue } from './diagnostics.js';
import { dataOf, type Drawable } from './drawable.js';

/** The object to draw after `beforeDrawing`, or null to skip drawing it. */
export function runBeforeDrawing<T extends Drawable>(object: T): T | null {
  const hook = dataOf(object)['beforeDrawing'];
  if (typeof hook !== 'function') return object;
  let result: unknown;
  try {
    result = (hook as (this: T, object: T) => unknown).call(object, object);
  } catch (error) {
    reportBadValue(object, 'beforeDrawing', hook, `threw (${String(error)}); drawn as if absent`);
    return object;
  }
  if (result === null || result === undefined || result === false) return null;
  if (typeof result === 'object' && 'srcType' in result) return result as T;
  // The original drew nothing when the hook returned no drawable.
  return null;
}

/** Calls `afterDrawing(object)` if the object has one. */
export function runAfterDrawing(object: Drawable): void {
  const hook = dataOf(object)['afterDrawing'];
  if (typeof hook !== 'function') return;
  try {
    (hook as (this: Drawable, object: Drawable) => unknown).call(object, object);
  } catch (error) {
    reportBadValue(object, 'afterDrawing', hook, `threw (${String(error)})`);
  }
}

/** Whether the object has an `afterDrawing` hook (so a backend only keeps a list when needed). */
export const hasAfterDrawing = (object: Drawable): boolean => typeof dataOf(object)['afterDrawing'] === 'function';

/** Whether the object has a page hook (`beforeDrawing` or `afterDrawing`), which runs in renders. */
export function hasDrawingHooks(object: Drawable): boolean {
  const data = dataOf(object);
  return typeof data['beforeDrawing'] === 'function' || typeof data['afterDrawing'] === 'function';
}
