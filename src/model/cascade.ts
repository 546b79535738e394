/**
 * Setting values: setPropertyCascade over a group or one sprite (docs/model.md#cascade) and setField
 * on one object, both through the field table (fields.ts).
 */
import { replaceDataFields } from './data.js';
import { FIELD_BY_NAME, RESERVED_NAMES, VALUE_FIELD_BY_NAME, inheritValue, isValidId } from './fields.js';
import { getCurrent, isOwnSprite, owns, type GroupState } from './group-state.js';
import {
  SpriteObject,
  SpritesGroupObject,
  SubSpriteObject,
  type SpriteFields,
  type AnySpriteObject,
} from './objects.js';
import { findSubSprite, indexSubSprite, unindexSubSprite } from './sub-sprite-index.js';
import {
  ZINDEX,
  groupZIndexChanged,
  updateSpritesByZIndex,
  updateSubSpritesByZIndex,
  zIndexChanged,
} from './z-index-ops.js';

/** Table fields are parsed as on insertion (an invalid value refuses the cascade), except that
 * zIndex falls back as setZIndex does and disabled takes any value as a boolean. */
function sanitizeCascadeValue(name: string, value: unknown): { value: unknown; invalid?: true } {
  if (name === 'zIndex') return { value: ZINDEX.sanitize(value) };
  if (name === 'disabled') return { value: !!value };
  const declaration = name === 'time' ? FIELD_BY_NAME.get(name) : VALUE_FIELD_BY_NAME.get(name);
  if (!declaration) return { value };
  const parsed = declaration.converter.parse(value);
  return parsed === undefined ? { value, invalid: true } : { value: parsed };
}

/** Sets `propertyName` on `group` (unless null), `sprites` and their sub-sprites; the count set, 0 when refused. */
function cascade(
  s: GroupState,
  group: SpritesGroupObject | null,
  sprites: readonly SpriteObject[],
  propertyName: unknown,
  value: unknown,
): number {
  const name = typeof propertyName === 'number' ? String(propertyName) : propertyName;
  if (typeof name !== 'string' || name === '' || RESERVED_NAMES.has(name)) return 0;
  if (name in SpriteObject.prototype || name in SubSpriteObject.prototype) return 0;
  const sanitized = sanitizeCascadeValue(name, value);
  if (sanitized.invalid) return 0;
  const targets: AnySpriteObject[] = group ? [group] : [];
  for (const sprite of sprites) targets.push(sprite, ...sprite.subSprites);
  for (const target of targets) {
    // The group's time is the LIB_GraphicSprites' own `time` (docs/model.md#group-class), not a field of its SPRITES_OBJECT.
    if (name === 'time' && target === s.group.spritesGroup) s.group.time = sanitized.value as number;
    else (target as unknown as Record<string, unknown>)[name] = sanitized.value;
  }
  if (name === 'zIndex') {
    updateSpritesByZIndex(s);
    for (const sprite of sprites) updateSubSpritesByZIndex(s, sprite);
    if (group) groupZIndexChanged(s);
  }
  if (s.observed) for (const target of targets) s.emit({ type: 'property', target, name });
  return targets.length;
}

export function setPropertyCascade(s: GroupState, propertyName: unknown, value: unknown, onlyCurrent: unknown): number {
  const current = getCurrent(s);
  const sprites = onlyCurrent === true ? (current ? [current] : []) : s.sprites;
  return cascade(s, s.group.spritesGroup, sprites, propertyName, value);
}

/** A sprite's own setPropertyCascade field: that sprite and its sub-sprites, as the original. */
export function setPropertyCascadeOf(s: GroupState, sprite: unknown, propertyName: unknown, value: unknown): number {
  return isOwnSprite(s, sprite) ? cascade(s, null, [sprite], propertyName, value) : 0;
}

export function setField(s: GroupState, object: unknown, name: unknown, value: unknown): boolean {
  if (!owns(s, object) || typeof name !== 'string') return false;
  const declaration = FIELD_BY_NAME.get(name);
  if (!declaration || (declaration.readOnly && name !== 'data') || !declaration.levels.includes(object.type))
    return false;
  const parent = object instanceof SpritesGroupObject ? undefined : (object.parent as SpriteFields);
  const record = object as unknown as Record<string, unknown>;
  if (name === 'id') return rename(s, object, value);
  if (name === 'data') {
    replaceDataFields(object.data, value, parent ? (parent as AnySpriteObject).data : undefined);
    if (s.observed) s.emit({ type: 'property', target: object, name });
    return true;
  }
  const sanitized = inheritValue(declaration, value, parent);
  if (Object.is(record[name], sanitized)) return true;
  record[name] = sanitized;
  if (name === 'zIndex') zIndexChanged(s, object);
  if (s.observed) {
    s.emit(
      name === 'time'
        ? { type: 'time', target: object as SpriteObject | SubSpriteObject }
        : { type: 'property', target: object, name },
    );
  }
  return true;
}

function rename(s: GroupState, object: AnySpriteObject, value: unknown): boolean {
  if (!isValidId(value)) return false;
  if (object.id === value) return true;
  if (object instanceof SpriteObject) {
    if (s.spritesById.has(value)) return false;
    s.spritesById.delete(object.id);
    s.spritesById.set(value, object);
    object.id = value;
  } else if (object instanceof SubSpriteObject) {
    const owner = object.parent!;
    if (findSubSprite(owner, value)) return false;
    unindexSubSprite(owner, object);
    object.id = value;
    indexSubSprite(owner, object);
  } else {
    object.id = value;
  }
  if (s.observed) s.emit({ type: 'property', target: object, name: 'id' });
  return true;
}
