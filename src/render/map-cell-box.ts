/**
 * The box a MAP cell gives what it shows while the map is planned, as the
 * original engine gives its copy of it: the cell's place and size, and that
 * box as `_attributes`, before the cell's hooks run; put back once the map is
 * planned. Writes here are quiet, as the cells' hooks' own writes (they would
 * draw the map again, without end).
 */
import { LIB_GraphicSprites, SpriteObject, SubSpriteObject } from '../model/index.js';
import { EVERY_GROUP, quietFieldWrites } from '../model/watch.js';
import { finite } from './finite.js';
import type { MapTarget } from './map-lookup.js';
import type { MapCellPlace } from './shapes/map.js';
import { readBoolean } from './options/values.js';
import { kindOf } from './kinds.js';
import type { Box } from './draw-item.js';

type Drawn = SpriteObject | SubSpriteObject;

const boxOf = (object: Drawn): CellAttributes => ({
  left: finite(object.left),
  top: finite(object.top),
  width: finite(object.width),
  height: finite(object.height),
});

/** The box an object is given in a MAP cell, as the original's `_attributes`: its hooks may change it. */
interface CellAttributes {
  left: number;
  top: number;
  width: number;
  height: number;
}

type WithAttributes = MapTarget & { _attributes?: unknown };

/** What an object had before a cell gave it its box, put back once the map is planned. */
export interface Kept {
  /** Its own box (none for a group: its current sprite holds it). */
  readonly box: CellAttributes | null;
  readonly hadAttributes: boolean;
  readonly attributes: unknown;
}

/** Writes a map's planning makes on the objects it shows. */
function quietly(write: () => void): void {
  const before = quietFieldWrites(EVERY_GROUP);
  try {
    write();
  } finally {
    quietFieldWrites(before);
  }
}

function keep(object: WithAttributes, kept: Map<MapTarget, Kept>): void {
  if (kept.has(object)) return;
  const hadAttributes = Object.prototype.hasOwnProperty.call(object, '_attributes');
  const box = object instanceof LIB_GraphicSprites ? null : boxOf(object);
  kept.set(object, { box, hadAttributes, attributes: object._attributes });
}

const setBox = (object: Drawn, box: CellAttributes): void => {
  object.left = box.left;
  object.top = box.top;
  object.width = box.width;
  object.height = box.height;
};

/**
 * The sub-sprites each map has shown on their own in a cell with `leftDependsOnPreviousElement`. The
 * original draws such a cell's object with `_usingRelativePosition` set on the copy it keeps for the
 * map, in place of the sub-sprite in its sprite, and never clears it: from then on, a cell of that map
 * showing the sprite draws that sub-sprite at its own (scaled) left and top in the scene, not in the
 * cell (CrossBrowdy's rendering example: the mushroom of its "%" cell, drawn at 0, 62).
 */
const placedAlone = new WeakMap<object, WeakSet<SubSpriteObject>>();

/** A cell of `map` with `leftDependsOnPreviousElement` showed `target` (what its hooks left). */
export function noteCellShown(map: object, target: unknown, cell: MapCellPlace): void {
  if (!cell.leftDependsOnPrevious || !(target instanceof SubSpriteObject)) return;
  let marked = placedAlone.get(map);
  if (!marked) placedAlone.set(map, (marked = new WeakSet()));
  marked.add(target);
}

/**
 * What a MAP cell shows takes the cell's place (in the scene, as the map's
 * own `left`/`top` are) and size, and gets that box as `_attributes`, before
 * its hooks run, as in the original (which drew a copy so placed). A sprite's
 * sub-sprites are scaled with it, as the original scales them (by the cell's
 * size over the sprite's own, whole px) before their own hooks run; one the
 * map placed alone (`noteCellShown`) is placed so in the scene, not in the
 * cell. A group shows its current sprite so placed.
 */
export function giveCellBox(
  map: object,
  target: WithAttributes,
  place: CellAttributes,
  kept: Map<MapTarget, Kept>,
): void {
  const sized = target instanceof LIB_GraphicSprites ? target.getCurrent() : target;
  keep(target, kept);
  if (!sized) return void quietly(() => (target._attributes = { ...place }));
  keep(sized, kept);
  const subs = sized instanceof SpriteObject ? sized.subSprites : [];
  for (const sub of subs) keep(sub, kept);
  // Scaled from the boxes they had before any cell (a cell already drawn may have written them).
  const own = kept.get(sized)!.box!;
  const scaleX = own.width > 0 ? place.width / own.width : 1;
  const scaleY = own.height > 0 ? place.height / own.height : 1;
  const alone = placedAlone.get(map);
  quietly(() => {
    target._attributes = { ...place };
    // The sprite first: a sub-sprite that inherits its box takes it, then its own is written.
    setBox(sized, place);
    for (const sub of subs) {
      const box = kept.get(sub)!.box!;
      // Its box is in the sprite's, which the cell puts at the cell's place.
      const inScene = alone?.has(sub) ?? false;
      setBox(sub, {
        left: Math.trunc(box.left * scaleX) - (inScene ? place.left : 0),
        top: Math.trunc(box.top * scaleY) - (inScene ? place.top : 0),
        width: Math.trunc(box.width * scaleX),
        height: Math.trunc(box.height * scaleY),
      });
    }
  });
}

/** The size the hooks left in a cell's `_attributes` (the box given, or one they put instead), given to what it draws; a non-number keeps the cell's. */
export function takeCellBox(target: WithAttributes, cell: MapCellPlace): void {
  const sized = target instanceof LIB_GraphicSprites ? target.getCurrent() : target;
  if (!sized) return;
  const raw = target._attributes;
  const attributes =
    typeof raw === 'object' && raw !== null ? (raw as Partial<Record<keyof CellAttributes, unknown>>) : {};
  const size = (value: unknown, fallback: number): number =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
  quietly(() => {
    sized.width = size(attributes.width, cell.width);
    sized.height = size(attributes.height, cell.height);
  });
}

export function putBack(kept: Map<MapTarget, Kept>): void {
  quietly(() => {
    for (const [object, was] of kept) {
      const target = object as WithAttributes;
      if (was.box && !(target instanceof LIB_GraphicSprites)) setBox(target, was.box);
      if (was.hadAttributes) target._attributes = was.attributes;
      else delete target._attributes;
    }
  });
}

/** Where a MAP object's box lies in the scene: a sprite's box is in its group's, a sub-sprite's in its sprite's. */
export function originOf(map: Drawn): { left: number; top: number } {
  let left = finite(map.left);
  let top = finite(map.top);
  const sprite = map instanceof SubSpriteObject ? map.parent : map;
  if (sprite && sprite !== map && !readBoolean(map, 'positionAbsolute')) {
    left += finite(sprite.left);
    top += finite(sprite.top);
  }
  const group = (sprite as { container?: unknown } | null)?.container;
  if (group instanceof LIB_GraphicSprites) {
    left += finite(group.spritesGroup.left);
    top += finite(group.spritesGroup.top);
  }
  return { left, top };
}

/**
 * Where each sprite was last drawn in each map, in the map's coordinates: CB_REM keeps that box on the
 * copy it draws in the map (`_leftRelative`, `_topRelative`, `width`, `height`), and clears it later.
 */
const lastDrawn = new WeakMap<object, WeakMap<SpriteObject, Box>>();

/** The sprite a cell's target shows: a group's current one, or the sprite itself. */
const shownSprite = (target: MapTarget): SpriteObject | null =>
  target instanceof LIB_GraphicSprites ? target.getCurrent() : target instanceof SpriteObject ? target : null;

/** A cell of `map` drew `target` at `box` (the map's coordinates). */
export function noteCellDrawn(map: object, target: MapTarget, box: Box): void {
  const sprite = shownSprite(target);
  if (!sprite) return;
  let boxes = lastDrawn.get(map);
  if (!boxes) lastDrawn.set(map, (boxes = new WeakMap()));
  boxes.set(sprite, box);
}

/**
 * The box a cell of `map` clears before it draws `target` at `box`, or null. CB_REM, drawing a sprite
 * with `clearPreviousFirst` that its group's playback did not move to (so a sprite a cell names, not
 * a group), clears the box where its group's previous sprite (`getPrevious()`) was last drawn, at
 * every draw; with no previous sprite, its own box. Only an IMAGE's box is cleared this way (a TEXT
 * clears its lines, a BITMAP its cells: not reproduced); a previous sprite never drawn in the map
 * has no box, and nothing is cleared.
 */
export function cellErase(map: object, target: MapTarget, box: Box): Box | null {
  if (!(target instanceof SpriteObject) || !readBoolean(target, 'clearPreviousFirst')) return null;
  const previous = target.getPrevious();
  const cleared = previous ?? target;
  if (kindOf(cleared.srcType) !== 'image') return null;
  return previous ? (lastDrawn.get(map)?.get(previous) ?? null) : box;
}
