/**
 * The cells of a MAP object as plan items (plan.ts asks for them once the
 * shapes feature is in): each cell a small plan of what it shows, found in the
 * map's scene or among the page's elements, with the cells' hooks called.
 */
import { LIB_GraphicSprites, SpriteObject, SubSpriteObject } from '../../model/index.js';
import type { MapCellItem } from '../draw-item.js';
import { finite } from '../finite.js';
import { dataOf } from '../options/drawable.js';
import type { MapCellPlace } from '../shapes/map.js';
import {
  cellErase,
  giveCellBox,
  noteCellDrawn,
  noteCellShown,
  originOf,
  putBack,
  takeCellBox,
  type Kept,
} from '../map-cell-box.js';
import { findInScene, sceneOf, type MapTarget } from '../map-lookup.js';
import { layoutMap, noteScaledCells } from '../shapes/map.js';
import { extrasFeature } from '../features.js';
import { environment, targetItems, type Drawn, type Walk } from '../plan.js';

/** Maps inside maps deeper than this are not drawn (a guard beside the cycle check). */
const MAP_DEPTH_MAX = 8;

const isMapTarget = (value: unknown): value is MapTarget =>
  value instanceof LIB_GraphicSprites || value instanceof SpriteObject || value instanceof SubSpriteObject;

/** The `data` whose `beforeDrawing` a cell calls for its object: a group's own. */
const hookDataOf = (target: MapTarget): Readonly<Record<string, unknown>> =>
  dataOf(target instanceof LIB_GraphicSprites ? target.spritesGroup : target);

/**
 * The per-cell hooks, as the original calls them: the object's own
 * `beforeDrawing`, then (unless it is now disabled) the map's
 * `beforeDrawingElement`. Each may give another group, sprite or sub-sprite
 * to draw in the cell; anything else skips the cell.
 */
function beforeCell(map: Drawn, target: MapTarget, cell: MapCellPlace, walk: Walk): MapTarget | null {
  let object: MapTarget = target;
  const own = hookDataOf(target)['beforeDrawing'];
  if (walk.refuse && (typeof own === 'function' || typeof dataOf(map)['beforeDrawingElement'] === 'function')) {
    walk.refuse();
    return object;
  }
  const perCell = dataOf(map)['beforeDrawingElement'];
  if (typeof own !== 'function' && typeof perCell !== 'function') return object;
  // Hooks run at every draw, as in the original: the map is planned again at every frame.
  walk.everyFrame = true;
  const extras = extrasFeature();
  if (!extras) {
    walk.arriving = true;
    return null;
  }
  if (typeof own === 'function') {
    const result = extras.callCellHook(own, 'beforeDrawing', map, object, environment(map, walk), cell.x, cell.y, map);
    if (!isMapTarget(result)) return null;
    if (result.isDisabled()) return result;
    object = result;
  }
  if (typeof perCell !== 'function') return object;
  const result = extras.callCellHook(
    perCell,
    'beforeDrawingElement',
    map,
    object,
    environment(map, walk),
    cell.x,
    cell.y,
    map,
  );
  return isMapTarget(result) ? result : null;
}

/** The cells of a MAP object, each a small plan of what it shows. */
export function mapCells(map: Drawn, walk: Walk): MapCellItem[] {
  const mapsOpen = (walk.mapsOpen ??= []);
  if (mapsOpen.includes(map) || mapsOpen.length >= MAP_DEPTH_MAX) return [];
  mapsOpen.push(map);
  const kept = new Map<MapTarget, Kept>();
  try {
    const origin = originOf(map);
    const scene = sceneOf(map);
    // Called as methods: a context may be an object of its own (a group's MapTargets), not loose closures.
    const context = walk.context;
    const out: MapCellItem[] = [];
    layoutMap<MapTarget>(map, {
      find: (ref) => {
        const found = (scene && findInScene(scene, ref)) ?? context.resolve?.(ref) ?? null;
        if (!found) return null;
        context.shown?.(found.group);
        // A group has no size of its own: its cells take the map's default, as in the original.
        const own = found.target instanceof LIB_GraphicSprites ? null : found.target;
        return { target: found.target, width: own ? finite(own.width) : 0, height: own ? finite(own.height) : 0 };
      },
      before: (target, cell) => {
        const own = target instanceof LIB_GraphicSprites ? target.getCurrent() : null;
        if (own && own.width > 0 && own.height > 0)
          noteScaledCells(map, cell, cell.width / own.width, cell.height / own.height);
        const place = {
          left: origin.left + cell.left,
          top: origin.top + cell.top,
          width: cell.width,
          height: cell.height,
        };
        giveCellBox(map, target, place, kept);
        const result = beforeCell(map, target, cell, walk);
        // Another object a hook gave for the cell takes the cell's box too.
        if (result && result !== target) giveCellBox(map, result, place, kept);
        takeCellBox(result ?? target, cell);
        if (result) noteCellShown(map, result, cell);
        return result;
      },
      disabled: (target) => target.isDisabled(),
      // Drawn at once, as the original does: the next cell's hooks may change what this one shows.
      draw: (cell) => {
        const items = targetItems(cell.target, walk);
        if (items.length === 0) return;
        const box = {
          left: finite(cell.left),
          top: finite(cell.top),
          width: finite(cell.width),
          height: finite(cell.height),
        };
        const erase = cellErase(map, cell.target, box);
        noteCellDrawn(map, cell.target, box);
        // Planned at the box the cell and its hooks gave it: drawn as is.
        const item: MapCellItem = { id: cell.id, alias: cell.alias, box, scaleX: 1, scaleY: 1, items };
        out.push(erase ? { ...item, erase } : item);
      },
    });
    return out;
  } finally {
    putBack(kept);
    mapsOpen.pop();
  }
}
