/**
 * The CrossBrowdy drawing extras as one feature (render/features.ts): calling
 * the page's hooks (`beforeDrawing`, `afterDrawing`, the cells'
 * `beforeDrawingElement`) with their canvas context or the DOM's stand-in,
 * and the DOM's canvas for an item whose `style` function gave a gradient or
 * pattern. Fetched the first time a plan meets a hook or such a style, or
 * imported ahead from `lib-sprites/hooks` (the canvas scene imports it).
 * Running this module hands them to the core.
 */
import { provideExtras } from '../features.js';
import { runAfterDrawing, runBeforeDrawing } from '../options/call-hooks.js';
import { callCellHook } from '../options/cell-hooks.js';
import { painted } from '../dom/painted.js';

const feature = { runBeforeDrawing, runAfterDrawing, callCellHook, painted };

export type ExtrasFeature = typeof feature;

provideExtras(feature);
