/**
 * The pure step between the model and a backend: the current sprite of a
 * group, with its sub-sprites and inherited values, turned into a `Plan`.
 * No DOM, no side effects; every number reaching a backend is finite.
 */
import { LIB_GraphicSprites, type SpriteObject, type SubSpriteObject } from '../model/index.js';
import type { Box, DrawItem, DrawKind, Plan, Transform } from './draw-item.js';
import { finite } from './finite.js';


const IDENTITY: Transform = [1, 0, 0, 1, 0, 0];

const boxOf = (object: SpriteObject | SubSpriteObject | LIB_GraphicSprites['spritesGroup']): Box => ({
  left: finite(object.left),
  top: finite(object.top),
  width: finite(object.width),
  height: finite(object.height),
});

/** `BEZIER_CURVE` → `bezier-curve`. */
const kindName = (name: string): DrawKind => name.toLowerCase().replace(/_/g, '-') as DrawKind;

/** The kind of a `SRC_TYPES` value, read live (a page may extend the class's table); `none` when unknown. */
export function kindOf(srcType: number): DrawKind {
  const types = LIB_GraphicSprites.SRC_TYPES;
  if (srcType === types.IMAGE) return 'image';
  if (srcType === types.TEXT) return 'text';
  for (const name of Object.keys(types)) if (name !== 'DEFAULT' && types[name] === srcType) return kindName(name);
  return 'none';
}

function itemOf(object: SpriteObject | SubSpriteObject, level: DrawItem['level'], transform: Transform): DrawItem {
  const base = { object, level, box: boxOf(object), transform, zIndex: Math.trunc(finite(object.zIndex)) };
  const src = object.src;
  const kind = src === '' || src === null || src === undefined ? 'none' : kindOf(object.srcType);
  switch (kind) {
    case 'image':
      return {
        ...base,
        kind,
        url: String(src),
        source: { left: finite(object.srcLeft), top: finite(object.srcTop), width: finite(object.srcWidth), height: finite(object.srcHeight) },
      };
    case 'text':
      return { ...base, kind, text: String(src) };
    default:
      return { ...base, kind, src };
  }
}

/**
 * What `sprites` shows now: its stage, and its current sprite with the
 * sub-sprites that are not disabled — nothing while the group or the sprite
 * is disabled.
 */
export function plan(sprites: LIB_GraphicSprites): Plan {
  const stage = boxOf(sprites.spritesGroup);
  const current = sprites.getCurrent();
  if (!current || sprites.isDisabled() || sprites.isDisabledSprite(current)) return { stage, items: [] };
  const spriteItem = itemOf(current, 'sprite', IDENTITY);
  if (current.subSprites.length === 0) return { stage, items: [spriteItem] };
  const inner: Transform = [1, 0, 0, 1, spriteItem.box.left, spriteItem.box.top];
  const items: DrawItem[] = [];
  let placed = false;
  for (const sub of current.subSpritesByZIndex) {
    if (sprites.isDisabledSubSprite(sub)) continue;
    if (!placed && sub.zIndex > 0) {
      items.push(spriteItem);
      placed = true;
    }
    items.push(itemOf(sub, 'sub-sprite', inner));
  }
  if (!placed) items.push(spriteItem);
  return { stage, items };
}
