/**
 * The shapes, BITMAP and MAP drawing as one feature (render/features.ts):
 * their geometry and the map's layout for plans, and their SVG templates for
 * the DOM renderer. Running this module hands them to the core.
 */
import { provideShapes } from '../features.js';
import { cachedShapeGeometry } from '../shapes/geometry-cache.js';
import { bitmapCellsGeometry } from '../shapes/bitmap-cells.js';
import { layoutMap, noteScaledCells } from '../shapes/map.js';
import { findInScene } from '../map-lookup.js';
import {
  cellErase,
  giveCellBox,
  noteCellDrawn,
  noteCellShown,
  originOf,
  putBack,
  takeCellBox,
} from '../map-cell-box.js';
import { allShapes, mapTemplate, shapesSvgTemplate, shapeTemplate, stageShapesTemplate } from '../dom/shapes.js';
import { isPathItem, ShapePathsWriter } from '../dom/shape-paths.js';
import { adoptShapeStyles } from '../dom/shape-styles.js';
import { MapTargets } from '../dom/map-targets.js';

const feature = {
  cachedShapeGeometry,
  bitmapCellsGeometry,
  layoutMap,
  noteScaledCells,
  findInScene,
  cellErase,
  giveCellBox,
  noteCellDrawn,
  noteCellShown,
  originOf,
  putBack,
  takeCellBox,
  allShapes,
  mapTemplate,
  shapesSvgTemplate,
  shapeTemplate,
  stageShapesTemplate,
  isPathItem,
  ShapePathsWriter,
  adoptShapeStyles,
  MapTargets,
};

export type ShapesFeature = typeof feature;

provideShapes(feature);
