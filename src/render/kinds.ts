/** What kind of draw item a source type is, and whether an object sets any drawing option. */
import { LIB_GraphicSprites, type SpriteObject, type SubSpriteObject } from '../model/index.js';
import type { DrawKind } from './draw-item.js';
import { dataOf } from './options/drawable.js';

const kindNames = new Map<string, DrawKind>();

/** `BEZIER_CURVE` → `bezier-curve`. */
function kindName(name: string): DrawKind {
  let kind = kindNames.get(name);
  if (kind === undefined) {
    kind = name.toLowerCase().replace(/_/g, '-') as DrawKind;
    kindNames.set(name, kind);
  }
  return kind;
}

/** The name each `SRC_TYPES` value was last found under: checked against the table on each use. */
const namesByType = new Map<number, string>();

/** The kind of a `SRC_TYPES` value, read live (a page may extend the class's table); `none` when unknown. */
export function kindOf(srcType: number): DrawKind {
  const types = LIB_GraphicSprites.SRC_TYPES;
  if (srcType === types.IMAGE) return 'image';
  if (srcType === types.TEXT) return 'text';
  // Called for every item of every plan: the last name found is tried before the whole table.
  const known = namesByType.get(srcType);
  if (known !== undefined && types[known] === srcType) return kindName(known);
  for (const name of Object.keys(types)) {
    if (name !== 'DEFAULT' && types[name] === srcType) {
      namesByType.set(srcType, name);
      return kindName(name);
    }
  }
  return 'none';
}

/** Keys whose presence means the appearance is not all defaults. */
const APPEARANCE_KEYS = ['style', 'opacity', 'rotation', 'filter', 'globalCompositeOperation'] as const;

/** Whether the object sets a drawing option (read with no call of a `style` function). */
export function hasAppearance(object: SpriteObject | SubSpriteObject): boolean {
  const data = dataOf(object);
  for (const key of APPEARANCE_KEYS) if (data[key] !== undefined) return true;
  return false;
}
