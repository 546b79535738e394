/**
 * The pure step between the model and a backend: the current sprite of a
 * group, with its sub-sprites and inherited values, turned into a `Plan`.
 * No DOM, no side effects but the page's own hooks (`beforeDrawing`, a
 * `style` function); every number reaching a backend is finite.
 */
import { LIB_GraphicSprites, SpriteObject, type SubSpriteObject } from '../model/index.js';
import { watchFields } from '../model/watch.js';
import type { Box, DrawItem, Plan, ShapeKind, Transform } from './draw-item.js';
import { hasAppearance, kindOf } from './kinds.js';
import { finite } from './finite.js';
import { DEFAULT_COMMON, isDrawn, readCommon, type CommonOptions } from './options/common.js';
import { withHookState } from './options/hook-state.js';
import { dataOf } from './options/drawable.js';
import type { HookEnvironment } from './options/cell-hooks.js';
import { hasAfterDrawing, hasBeforeDrawing } from './options/hooks.js';
import { readBoolean } from './options/values.js';
import type { MapRef } from './shapes/map.js';
import { layoutText } from './shapes/text.js';
import { sceneOf, type Found, type MapTarget } from './map-lookup.js';
import { drawingArriving, extrasFeature, shapesFeature } from './features.js';
import { carryStyles, planStyles, type Carried } from './carried-style.js';

export type { MapTarget } from './map-lookup.js';
export { kindOf } from './kinds.js';
export { imageFrame, planImageFrame, type ImageFrame } from './image-frame.js';

export interface PlanContext {
  /**
   * What a MAP cell's entry names when the map's scene has nothing that
   * matches (a group outside any scene: the page's elements), or null (the
   * cell is skipped).
   */
  resolve?(ref: MapRef): Found | null;
  /** Told of each group a MAP cell shows, so a backend can draw the map again when that group changes. */
  shown?(group: LIB_GraphicSprites): void;
  /**
   * The canvas drawn into, as the original engine gave its own: `style`
   * functions and the page's hooks are given it. Without it (the DOM renderer)
   * the hooks get null and `style` a shared context.
   */
  readonly canvasContext?: CanvasRenderingContext2D | null;
  /**
   * False for a plan that is not drawn (a hit test, a box asked for): the
   * page's `beforeDrawing` / `afterDrawing` are not run, the objects are
   * planned as they are. Default true.
   */
  readonly hooks?: boolean;
  /**
   * For a canvas that cannot take the page's hooks (a worker's recorder, which
   * a hook could not draw on): where one would run, this is called instead and
   * no hook runs (the caller draws the group on a canvas that can).
   */
  readonly refuseHooks?: () => void;
}

const IDENTITY: Transform = [1, 0, 0, 1, 0, 0];
/** `plan`'s context when none is given (no map resolves anything). */
const NO_CONTEXT: PlanContext = Object.freeze({});

export type Drawn = SpriteObject | SubSpriteObject;

const boxOf = (object: Drawn | LIB_GraphicSprites['spritesGroup']): Box => ({
  left: finite(object.left),
  top: finite(object.top),
  width: finite(object.width),
  height: finite(object.height),
});

function appearanceOf(object: Drawn, context: PlanContext): CommonOptions | undefined {
  // Most objects set none of these: no object is built for them.
  const own = hasAppearance(object) ? readCommon(object, context.canvasContext) : undefined;
  return withHookState(object, dataOf(object), own, DEFAULT_COMMON);
}

/**
 * The state of one plan: the maps being expanded (a map inside itself is
 * drawn once), the hooks to call, and the styles carried from item to item.
 */
export interface Walk extends Carried {
  readonly context: PlanContext;
  /** Whether the page's hooks run, and what they are given besides the object. */
  readonly hooks: boolean;
  readonly canvas: CanvasRenderingContext2D | null;
  readonly scene: unknown;
  /** Called instead of any hook (`PlanContext.refuseHooks`); null: hooks run (while `hooks`). */
  readonly refuse: (() => void) | null;
  /** A hook was met: the plan must be made again at every frame. */
  everyFrame: boolean;
  /** An item's drawing is still being fetched (features.ts): planned as nothing this time. */
  arriving: boolean;
  /** At most a few deep (shapes-feature/map-plan.ts): an array, cheaper to make on every plan than a Set. */
  /** Made when first needed: most plans have no map and no hook, and a plan is made on every frame change. */
  mapsOpen: Drawn[] | null;
  after: Drawn[] | null;
}

function itemOf(object: Drawn, level: DrawItem['level'], transform: Transform, box: Box, walk: Walk): DrawItem {
  // Literal objects of one shape per kind, no spreading: a plan is made on every frame change.
  const appearance = appearanceOf(object, walk.context);
  const zIndex = Math.trunc(finite(object.zIndex));
  const data = object.data;
  const src = object.src;
  const kind = kindOf(object.srcType);
  // Shapes, BITMAP and MAP are drawn by a feature fetched on first use.
  const shapes = kind === 'none' || kind === 'image' || kind === 'text' ? undefined : shapesFeature();
  // Hooks and a gradient or pattern in the DOM are drawn by the extras, fetched on first use.
  const afterHook = walk.hooks && hasAfterDrawing(object) && !walk.refuse;
  const needsExtras =
    (afterHook || (!!appearance?.canvasStyle && !walk.context.canvasContext) || hasElementHook(kind, data, walk)) &&
    !extrasFeature();
  if ((!shapes && kind !== 'none' && kind !== 'image' && kind !== 'text') || needsExtras) {
    walk.arriving = true;
    return { kind: 'none', object, level, box, transform, zIndex, data, appearance };
  }
  if (walk.hooks && hasAfterDrawing(object)) {
    if (walk.refuse) walk.refuse();
    else {
      walk.everyFrame = true;
      (walk.after ??= []).push(object);
    }
  }
  switch (kind) {
    case 'none':
      return { kind, object, level, box, transform, zIndex, data, appearance };
    case 'image':
      if (src === '' || src === null || src === undefined)
        return { kind: 'none', object, level, box, transform, zIndex, data, appearance };
      return {
        kind,
        object,
        level,
        box,
        transform,
        zIndex,
        data,
        appearance,
        url: String(src),
        source: {
          left: finite(object.srcLeft),
          top: finite(object.srcTop),
          width: finite(object.srcWidth),
          height: finite(object.srcHeight),
        },
        // `rotated`: an extra field of atlas sprites (src/model/atlas/types.ts).
        rotated: (object as { rotated?: unknown }).rotated === true,
      };
    case 'text': {
      const layout = layoutText(object);
      if (!layout) return { kind: 'none', object, level, box, transform, zIndex, data, appearance };
      return { kind, object, level, box, transform, zIndex, data, appearance, text: String(src), layout };
    }
    case 'map':
      return { kind, object, level, box, transform, zIndex, data, appearance, cells: shapes!.mapCells(object, walk) };
    case 'bitmap':
      if (typeof data['beforeDrawingElement'] === 'function' && walk.refuse) walk.refuse();
      else if (typeof data['beforeDrawingElement'] === 'function') {
        walk.everyFrame = true;
        return {
          kind,
          object,
          level,
          box,
          transform,
          zIndex,
          data,
          appearance,
          geometry: shapes!.bitmapCellsGeometry(object, (current, x, y) =>
            extrasFeature()!.callCellHook(
              data['beforeDrawingElement'],
              'beforeDrawingElement',
              object,
              current,
              environment(object, walk),
              x,
              y,
              current,
            ),
          ),
        };
      }
      return {
        kind,
        object,
        level,
        box,
        transform,
        zIndex,
        data,
        appearance,
        geometry: shapes!.cachedShapeGeometry(object),
      };
    default:
      // Shapes draw from their data; `src` is only read by BITMAP.
      return {
        kind: kind as ShapeKind,
        object,
        level,
        box,
        transform,
        zIndex,
        data,
        appearance,
        geometry: shapes!.cachedShapeGeometry(object),
      };
  }
}

/** Whether a BITMAP calls its `beforeDrawingElement` in this plan (a hook of the drawing extras). */
const hasElementHook = (kind: string, data: Readonly<Record<string, unknown>>, walk: Walk): boolean =>
  kind === 'bitmap' && walk.hooks && !walk.refuse && typeof data['beforeDrawingElement'] === 'function';

/** The object to draw after the visibility flags and `beforeDrawing`, or null. */
function toDraw<T extends Drawn>(object: T, inMap: boolean, walk: Walk): T | null {
  if (!isDrawn(object, inMap)) return null;
  if (!walk.hooks || !hasBeforeDrawing(object)) return object;
  if (walk.refuse) {
    walk.refuse();
    return object;
  }
  walk.everyFrame = true;
  const extras = extrasFeature();
  if (extras) return extras.runBeforeDrawing(object, walk.canvas, walk.scene, inMap);
  // Not drawn until the extras are in: the render they bring draws it with its hook.
  walk.arriving = true;
  return null;
}

/**
 * The items of `sprite` with its sub-sprites, in paint order: the sub-sprites
 * by z-index, with the sprite's own item between those with a negative
 * z-index and the rest. `at` places the sprite's box (a MAP cell puts it at 0, 0).
 * Sub-sprites disabled in `group` are left out (no group: a sprite on its own, its own flags).
 */
function spriteItems(
  sprite: SpriteObject,
  group: LIB_GraphicSprites | null,
  walk: Walk,
  inMap: boolean,
  at?: Box,
): DrawItem[] {
  const items: DrawItem[] = [];
  const drawn = toDraw(sprite, inMap, walk);
  // A sprite its hooks skip is not drawn, but its sub-sprites still are (as in the original).
  const own = drawn ?? sprite;
  let box = at ?? boxOf(own);
  if (!at && readBoolean(own, 'positionAbsolute') && own.parent) {
    // Placed in the group's box as if the group had no left/top of its own.
    box = { ...box, left: box.left - finite(own.parent.left), top: box.top - finite(own.parent.top) };
  }
  // Skipped, it keeps its box (kind none): its sub-sprites are placed in it.
  const spriteItem: DrawItem = drawn
    ? itemOf(drawn, 'sprite', IDENTITY, box, walk)
    : {
        kind: 'none',
        object: sprite,
        level: 'sprite',
        box,
        transform: IDENTITY,
        zIndex: Math.trunc(finite(sprite.zIndex)),
        data: sprite.data,
        appearance: undefined,
      };
  // Shared by the sprite's sub-sprites; made for the first (most sprites have none).
  let inner: Transform | null = null;
  let placed = false;
  for (const sub of sprite.subSpritesByZIndex) {
    // Before the disabled test: a sub-sprite enabled by a field write must be seen.
    if (!inMap) watchFields(sub);
    if (group ? group.isDisabledSubSprite(sub) : sub.isDisabled()) continue;
    const subDrawn = toDraw(sub, inMap, walk);
    if (!subDrawn) continue;
    if (!placed && sub.zIndex > 0) {
      items.push(spriteItem);
      placed = true;
    }
    let subBox = boxOf(subDrawn);
    // positionAbsolute: the sprite's left/top are not added.
    if (readBoolean(subDrawn, 'positionAbsolute'))
      subBox = { ...subBox, left: subBox.left - box.left, top: subBox.top - box.top };
    inner ??= [1, 0, 0, 1, box.left, box.top];
    items.push(itemOf(subDrawn, 'sub-sprite', inner, subBox, walk));
  }
  if (!placed) items.push(spriteItem);
  return items;
}

/** What the hooks of `object` are given besides it and its cell. */
export const environment = (object: Drawn, walk: Walk): HookEnvironment => ({
  context: walk.canvas,
  scene: sceneOf(object),
});

/** What a cell shows, with its box at 0, 0: a group's current sprite, a sprite, or one sub-sprite. */
export function targetItems(target: MapTarget, walk: Walk): DrawItem[] {
  const zero = (object: Drawn): Box => ({
    left: 0,
    top: 0,
    width: finite(object.width),
    height: finite(object.height),
  });
  if (target instanceof LIB_GraphicSprites) {
    const current = target.getCurrent();
    if (!current || target.isDisabled() || target.isDisabledSprite(current)) return [];
    return spriteItems(current, target, walk, true, zero(current));
  }
  if (target.isDisabled()) return [];
  if (target instanceof SpriteObject) return spriteItems(target, null, walk, true, zero(target));
  const drawn = toDraw(target, true, walk);
  return drawn ? [itemOf(drawn, 'sprite', IDENTITY, zero(drawn), walk)] : [];
}

/**
 * What `sprites` shows now: its stage, and its current sprite with the
 * sub-sprites that are not disabled — nothing while the group or the sprite
 * is disabled. Objects that are `hidden`, `onlyUseInMap`, or that their
 * `beforeDrawing` skips are left out.
 */
export function plan(sprites: LIB_GraphicSprites, context: PlanContext = NO_CONTEXT): Plan {
  // What is drawn is watched: a page's field writes on it reach the screen (model/watch.ts).
  watchFields(sprites.spritesGroup);
  const stage = boxOf(sprites.spritesGroup);
  const current = sprites.getCurrent();
  if (current) watchFields(current);
  if (!current || sprites.isDisabled() || sprites.isDisabledSprite(current)) return { stage, items: [] };
  const hooks = context.hooks !== false;
  const walk: Walk = {
    context,
    hooks,
    canvas: hooks ? (context.canvasContext ?? null) : null,
    refuse: hooks ? (context.refuseHooks ?? null) : null,
    scene: hooks ? sceneOf(current) : null,
    everyFrame: false,
    arriving: false,
    mapsOpen: null,
    after: null,
    fill: undefined,
    stroke: undefined,
    usesFill: false,
    usesStroke: false,
  };
  const items = carryStyles(spriteItems(current, sprites, walk, false), walk);
  const styles = planStyles(walk);
  const arriving = walk.arriving ? drawingArriving() : undefined;
  if (arriving) return styles ? { stage, items, styles, arriving } : { stage, items, arriving };
  if (!walk.everyFrame) return styles ? { stage, items, styles } : { stage, items };
  const hooked: Plan = walk.after
    ? { stage, items, afterDrawing: walk.after, everyFrame: true }
    : { stage, items, everyFrame: true };
  return styles ? { ...hooked, styles } : hooked;
}
