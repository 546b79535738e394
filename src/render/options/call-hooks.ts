/**
 * `beforeDrawing` and `afterDrawing` from the controller's data, called as
 * the original engine called them, at every draw: `beforeDrawing` returns the
 * object to draw (itself, a changed copy) or null to skip it;
 * `afterDrawing` runs once it was drawn. Both get, as there,
 * `(object, context, bufferContext, useBuffer, scene, drawingMap, x, y, map)`
 * with the object as `this`: the canvas renderer's 2D context (twice: there
 * is no second, buffer canvas; `useBuffer` is false), in the DOM a stand-in
 * that draws nothing (hook-context.ts: the filter, alpha and composite
 * operation a `beforeDrawing` sets apply to its object in both); the
 * `LIB_GraphicSpritesScene` the group is in, or null; whether a MAP cell is
 * drawn, and that cell's column, row and MAP object. A hook that throws is
 * reported and treated as absent, so a page's bug never breaks the render of
 * the others; the canvas's state is restored after each hook. What a
 * hook writes on its own group's objects (`this.width += 1`) is drawn with
 * them, not taken as a change that draws the group again.
 */
import { quietFieldWrites } from '../../model/watch.js';
import { reportThrow } from './diagnostics.js';
import { dataOf, type Drawable } from './drawable.js';
import { drawStateOf, hookContext, keepDrawState } from './hook-context.js';
import { hasBeforeDrawing } from './hooks.js';

type HookName = 'beforeDrawing' | 'afterDrawing';

type Hook = (
  this: Drawable,
  object: Drawable,
  context: CanvasRenderingContext2D | null,
  bufferContext: CanvasRenderingContext2D | null,
  useBuffer: boolean,
  scene: unknown,
  drawingMap: boolean,
  x: number | undefined,
  y: number | undefined,
  map: unknown,
) => unknown;

/** A value no hook returns: the hook threw. */
const THREW: unique symbol = Symbol('threw');

/**
 * Calls the object's hook `name` with the original engine's arguments (the
 * one place hooks are called: per object, and per MAP cell with `x`, `y`
 * and `map`). Returns what it returned, THREW when it threw, or undefined
 * when there is none. No allocation beyond what the page's hook makes.
 */
function callHook(
  name: HookName,
  object: Drawable,
  context: CanvasRenderingContext2D | null,
  scene: unknown,
  drawingMap: boolean,
  x: number | undefined,
  y: number | undefined,
  map: unknown,
): unknown {
  const hook = dataOf(object)[name];
  if (typeof hook !== 'function') return undefined;
  const given = hookContext(context);
  given.save();
  const before = name === 'beforeDrawing' ? drawStateOf(given) : null;
  // What the hook writes on its group's objects is drawn now (and again at every frame): not a change to draw again.
  const quietBefore = quietFieldWrites((object as { container?: unknown }).container ?? null);
  try {
    const result = (hook as Hook).call(object, object, given, given, false, scene, drawingMap, x, y, map);
    if (before) keepDrawState(result && typeof result === 'object' ? [object, result] : [object], given, before);
    return result;
  } catch (error) {
    reportThrow(object, name, error, name === 'beforeDrawing' ? 'drawn as if absent' : undefined);
    return THREW;
  } finally {
    quietFieldWrites(quietBefore);
    given.restore();
  }
}

/** The object to draw after `beforeDrawing`, or null to skip drawing it. */
export function runBeforeDrawing<T extends Drawable>(
  object: T,
  context: CanvasRenderingContext2D | null = null,
  scene: unknown = null,
  drawingMap = false,
  x?: number,
  y?: number,
  map?: unknown,
): T | null {
  if (!hasBeforeDrawing(object)) return object;
  const result = callHook('beforeDrawing', object, context, scene, drawingMap, x, y, map);
  if (result === THREW) return object;
  if (result === null || result === undefined || result === false) return null;
  if (typeof result === 'object' && 'srcType' in result) return result as T;
  // The original drew nothing when the hook returned no drawable.
  return null;
}

/** Calls `afterDrawing` if the object has one, with the same arguments as `runBeforeDrawing`. */
export function runAfterDrawing(
  object: Drawable,
  context: CanvasRenderingContext2D | null = null,
  scene: unknown = null,
  drawingMap = false,
  x?: number,
  y?: number,
  map?: unknown,
): void {
  callHook('afterDrawing', object, context, scene, drawingMap, x, y, map);
}
