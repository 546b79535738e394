/** The render layer: `plan` (pure: model → draw items) and the backends that draw a plan. */
export { plan, kindOf } from './plan.js';
export type { Box, DrawItem, DrawKind, ImageItem, OtherItem, Plan, TextItem, Transform } from './draw-item.js';
export { DomBackend } from './dom/dom-backend.js';
