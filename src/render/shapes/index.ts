export { shapeGeometry, isShapeType, readBitmap, type ShapeGeometry, type Paint } from './geometry.js';
export { ellipseArcPath, canvasSweep, type EllipseArc } from './arc.js';
export { bitmapRuns, bitmapPath, mergedRectangles, splitTextRows, type BitmapRuns } from './bitmap.js';
export { layoutText, readFont, type TextLayout } from './text.js';
export {
  layoutMap,
  mapRefOf,
  readMapGrid,
  readElementsData,
  type MapCell,
  type MapCellPlace,
  type MapLookup,
  type MapRef,
  type MapTarget,
} from './map.js';
