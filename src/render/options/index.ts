export type { Drawable } from './drawable.js';
export { dataOf } from './drawable.js';
export { reportBadValue, reportThrow, markupName } from './diagnostics.js';
export { readNumber, readBoolean, readJson, readString, toNumber } from './values.js';
export { DEFAULT_COLOUR, isCssColour } from './colour.js';
export { parseFilter } from './filter.js';
export { blendOf, NORMAL_BLEND, type Blend } from './blend.js';
export { readRotation, rotationTransform, type Rotation } from './rotation.js';
export { hasAfterDrawing, hasBeforeDrawing } from './hooks.js';
export { runBeforeDrawing, runAfterDrawing } from './call-hooks.js';
export {
  readCommon,
  DEFAULT_COMMON,
  readColour,
  readStyle,
  readOpacity,
  readFilter,
  readBlend,
  readVisibility,
  isDrawn,
  type CommonOptions,
  type Style,
  type Visibility,
} from './common.js';
export { sharedStyleContext, isCanvasStyle, type StyleContext } from './style-context.js';
