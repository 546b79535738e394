/**
 * The 2D context a `style` function is given when the caller has none of its
 * own (the DOM renderer, a hit test): one small canvas made on first need.
 * What the function builds with it (a gradient, a pattern) can be drawn into
 * any other canvas. No document (a worker, Node): an OffscreenCanvas, else none.
 */
let shared: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null | undefined;

export type StyleContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export function sharedStyleContext(): StyleContext | null {
  if (shared !== undefined) return shared;
  shared = null;
  if (typeof document !== 'undefined') shared = document.createElement('canvas').getContext('2d');
  else if (typeof OffscreenCanvas === 'function') shared = new OffscreenCanvas(1, 1).getContext('2d');
  return shared;
}

/** Whether `value` is something a canvas can fill or stroke with besides a colour: a CanvasGradient or a CanvasPattern. */
export function isCanvasStyle(value: unknown): value is CanvasGradient | CanvasPattern {
  if (typeof value !== 'object' || value === null) return false;
  return (
    (typeof CanvasGradient === 'function' && value instanceof CanvasGradient) ||
    (typeof CanvasPattern === 'function' && value instanceof CanvasPattern)
  );
}
