/** Source kinds a sprite can describe. Users may add their own entries. */
export const SRC_TYPES: Record<string, number> = {
  DEFAULT: 0,
  IMAGE: 0,
  TEXT: 1,
  SEGMENT: 2,
  PIXEL: 3,
  RECTANGLE: 4,
  CIRCLE: 5,
  ARC: 6,
  ELLIPSE: 7,
  TRIANGLE: 8,
  BEZIER_CURVE: 9,
  QUADRATIC_BEZIER_CURVE: 10,
  BITMAP: 11,
  MAP: 12,
};

export const ZINDEX_DEFAULT = 1;

/**
 * The statics LIB_GraphicSprites starts with (docs/model.md#static-members), each written once: the class takes
 * them all, and the defaults are read from the class from then on (field-converters.ts), so a page may change them.
 */
export const DEFAULTS = {
  SRC_TYPES,
  HEIGHT_SOURCE_DEFAULT: 32,
  WIDTH_SOURCE_DEFAULT: 32,
  LEFT_SOURCE_DEFAULT: 0,
  TOP_SOURCE_DEFAULT: 0,
  LEFT_DEFAULT: 0,
  TOP_DEFAULT: 0,
  WIDTH_DEFAULT: 32,
  HEIGHT_DEFAULT: 32,
  ZINDEX_DEFAULT,
  SRC_TYPES_DEFAULT: SRC_TYPES.IMAGE!,
};

/** Marks a listed property as "always copy" in filterProperties. */
export const FILTER_MARKER_PREFIX = '_';

/** The kinds filterProperties tells apart, keyed as in docs/model.md#copy. */
export type ElementKind = 'spritesScene' | 'spritesGroups' | 'sprites' | 'spritesGroup' | 'sprite' | 'subSprite';

export type PropertiesToKeep = Partial<Record<ElementKind, readonly string[]>>;

/** The fields a group, a sprite and a sub-sprite all keep, in their copies' order. */
const DRAWN_FIELDS = [
  'src',
  'srcType',
  'srcLeft',
  'srcTop',
  'srcWidth',
  'srcHeight',
  'left',
  'top',
  'width',
  'height',
  'zIndex',
  'data',
  'disabled',
] as const;

const SPRITE_FIELDS = ['id', 'byReference', 'time', ...DRAWN_FIELDS, 'position', 'positionByZIndex'] as const;

/** docs/model.md#copy: each kind keeps its own serializable fields, so the default
 * filtered copy is a compact snapshot that can be loaded back. */
export const filterProperties_DEFAULT_PROPERTIES: Readonly<Required<PropertiesToKeep>> = Object.freeze({
  spritesScene: Object.freeze(['id', 'spritesGroups']),
  spritesGroups: Object.freeze(['id', 'items']),
  sprites: Object.freeze([
    'id',
    'byReference_DEFAULT',
    'spritesGroup',
    'zIndex',
    'pointer',
    'pointerPrevious',
    'time',
    'position',
    'positionByZIndex',
  ]),
  spritesGroup: Object.freeze(['id', 'byReference_DEFAULT', ...DRAWN_FIELDS, 'sprites']),
  sprite: Object.freeze([...SPRITE_FIELDS, 'subSprites']),
  subSprite: Object.freeze([...SPRITE_FIELDS]),
});

/** Generated ids, one counter per kind (docs/model.md#sprites-object). */
const counters = { group: 0, sprite: 0, subSprite: 0 };
export const nextGroupId = (): string => 'LIB_GraphicSprites_' + counters.group++;
export const nextSpriteId = (): string => 'LIB_GraphicSprites.sprite_' + counters.sprite++;
export const nextSubSpriteId = (): string => 'LIB_GraphicSprites.subSprite_' + counters.subSprite++;
