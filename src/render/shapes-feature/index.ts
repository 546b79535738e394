/**
 * The shapes, BITMAP and MAP drawing as one feature (render/features.ts):
 * their geometry and the map's layout for plans, and their SVG templates for
 * the DOM renderer. Running this module hands them to the core.
 */
import { provideShapes } from '../features.js';
import { cachedShapeGeometry } from '../shapes/geometry-cache.js';
import { bitmapCellsGeometry } from '../shapes/bitmap-cells.js';
import { allShapes, mapTemplate, shapesSvgTemplate, shapeTemplate, stageShapesTemplate } from '../dom/shapes.js';
import { isPathItem, ShapePathsWriter } from '../dom/shape-paths.js';
import { adoptShapeStyles } from '../dom/shape-styles.js';
import { MapTargets } from '../dom/map-targets.js';
import { mapCells } from './map-plan.js';

const feature = {
  cachedShapeGeometry,
  bitmapCellsGeometry,
  mapCells,
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
