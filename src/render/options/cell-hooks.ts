/**
 * The hooks the original engine calls once per cell, with the cell's
 * arguments: a MAP cell's object's own `beforeDrawing` (for a group, the
 * group's), the MAP's `beforeDrawingElement`, and a BITMAP's
 * `beforeDrawingElement` for each true cell. Each is called on the object as
 * `hook(object, context, bufferContext, useBuffer, scene, drawingMap, x, y, map)`:
 * the canvas context in the canvas renderer (in the DOM one, a stand-in that
 * draws nothing: hook-context.ts), no buffer,
 * the scene the map is drawn in (or null), `true`, the cell's column and row,
 * and the MAP (for a BITMAP, the object itself). What it returns is drawn in
 * the cell instead; a hook that throws is reported and counts as absent.
 */
import { EVERY_GROUP, quietFieldWrites } from '../../model/watch.js';
import { reportThrow } from './diagnostics.js';
import type { Drawable } from './drawable.js';
import { hookContext } from './hook-context.js';

/** What the hooks get besides the object and the cell. */
export interface HookEnvironment {
  /** The canvas context drawn into (null in the DOM renderer). */
  readonly context: CanvasRenderingContext2D | null;
  /** The scene the group is drawn in, or null. */
  readonly scene: unknown;
}

type CellHook = (
  this: unknown,
  object: unknown,
  context: CanvasRenderingContext2D,
  bufferContext: null,
  useBuffer: boolean,
  scene: unknown,
  drawingMap: boolean,
  x: number,
  y: number,
  map: unknown,
) => unknown;

/**
 * Calls `hook` on `object` with the cell's arguments; its result, or `object`
 * itself when it threw (reported on `owner`, the object whose `data` holds it).
 */
export function callCellHook(
  hook: unknown,
  key: string,
  owner: Drawable,
  object: unknown,
  env: HookEnvironment,
  x: number,
  y: number,
  map: unknown,
): unknown {
  // What a cell's hook writes (on the map's group or on the group a cell shows) is drawn in this
  // cell now: telling those groups would draw the map again, run the hook again, and so on.
  const quietBefore = quietFieldWrites(EVERY_GROUP);
  try {
    const context = hookContext(env.context);
    return (hook as CellHook).call(object, object, context, null, false, env.scene, true, x, y, map);
  } catch (error) {
    reportThrow(owner, key, error, 'drawn as if absent');
    return object;
  } finally {
    quietFieldWrites(quietBefore);
  }
}
