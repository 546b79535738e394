/**
 * The canvas context a page hook is given, and the drawing state it leaves
 * there that applies to the object it draws. In the canvas renderer a hook
 * gets the scene's 2D context; in the DOM renderer, where there is no canvas,
 * a stand-in that takes every call and property and draws nothing. In both,
 * the `filter`, `globalAlpha` and `globalCompositeOperation` a hook sets
 * apply to its object (a CSS filter, opacity and blend mode in the DOM), as
 * the original engine drew the object right after the hook, with the state
 * the hook left: where the object's own `data` gives none (the original sets
 * those from `data`, after the hook).
 */
import { hookStates, type HookDrawState } from './hook-state.js';

const DEFAULTS: HookDrawState = Object.freeze({
  filter: 'none',
  globalAlpha: 1,
  globalCompositeOperation: 'source-over',
});

/** What the stand-in's methods that return something return: empty, harmless values. */
const RESULTS: Readonly<Record<string, () => unknown>> = {
  measureText: () => ({
    width: 0,
    actualBoundingBoxLeft: 0,
    actualBoundingBoxRight: 0,
    actualBoundingBoxAscent: 0,
    actualBoundingBoxDescent: 0,
    fontBoundingBoxAscent: 0,
    fontBoundingBoxDescent: 0,
  }),
  createLinearGradient: () => ({ addColorStop() {} }),
  createRadialGradient: () => ({ addColorStop() {} }),
  createConicGradient: () => ({ addColorStop() {} }),
  createPattern: () => null,
  getImageData: () => new ImageData(1, 1),
  createImageData: () => new ImageData(1, 1),
  isPointInPath: () => false,
  isPointInStroke: () => false,
  getLineDash: () => [],
  getTransform: () => (typeof DOMMatrix === 'function' ? new DOMMatrix() : null),
  getContextAttributes: () => ({}),
};

/** Methods of a 2D context where there is no CanvasRenderingContext2D to list them from (a worker without one). */
const FALLBACK_METHODS = ['save', 'restore', 'beginPath', 'closePath', 'fill', 'stroke', 'fillRect', 'drawImage'];

/**
 * The DOM renderer's stand-in: a plain object with every method of a 2D
 * context (doing nothing, or giving an empty value) and its properties as
 * plain values, made once. What a hook sets on it stays; the state that
 * applies to its object is reset before each hook.
 */
let standIn: CanvasRenderingContext2D | null = null;

function makeStandIn(): CanvasRenderingContext2D {
  const made: Record<string, unknown> = { canvas: { width: 0, height: 0 } };
  const proto = typeof CanvasRenderingContext2D === 'function' ? CanvasRenderingContext2D.prototype : null;
  const names = proto ? Object.getOwnPropertyNames(proto) : FALLBACK_METHODS;
  for (const name of names) {
    if (name === 'constructor' || name === 'canvas') continue;
    const descriptor = proto ? Object.getOwnPropertyDescriptor(proto, name) : undefined;
    if (!proto || typeof descriptor?.value === 'function') made[name] = RESULTS[name] ?? noop;
    else made[name] = null;
  }
  // A few properties hooks read back, at a fresh context's values.
  Object.assign(made, { fillStyle: '#000000', strokeStyle: '#000000', lineWidth: 1, font: '10px sans-serif' });
  return made as unknown as CanvasRenderingContext2D;
}

const noop = (): void => {};

/** The context a hook is given: the canvas's, or (no canvas) the stand-in, its drawing state fresh. */
export function hookContext(context: CanvasRenderingContext2D | null): CanvasRenderingContext2D {
  if (context) return context;
  const given = (standIn ??= makeStandIn());
  Object.assign(given, DEFAULTS);
  return given;
}

/** The state of `context` a hook may change for its object. */
export const drawStateOf = (context: CanvasRenderingContext2D): HookDrawState => ({
  filter: String(context.filter ?? 'none'),
  globalAlpha: Number(context.globalAlpha),
  globalCompositeOperation: String(context.globalCompositeOperation),
});

const sameState = (a: HookDrawState, b: HookDrawState): boolean =>
  a.filter === b.filter && a.globalAlpha === b.globalAlpha && a.globalCompositeOperation === b.globalCompositeOperation;

/** Keeps what the hook of `objects` changed from `before` on `context` (or forgets it when nothing). */
export function keepDrawState(
  objects: readonly object[],
  context: CanvasRenderingContext2D,
  before: HookDrawState,
): void {
  const after = drawStateOf(context);
  for (const object of objects) {
    if (sameState(before, after)) hookStates.delete(object);
    else hookStates.set(object, after);
  }
}
