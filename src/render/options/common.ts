/**
 * The drawing options every source type shares (the original engine's
 * `data` keys): colour, opacity, rotation, filter, blend, and the flags that
 * decide whether and where the object is drawn.
 */
import { blendOf, NORMAL_BLEND, type Blend } from './blend.js';
import { DEFAULT_COLOUR, isCssColour } from './colour.js';
import { clearReport, reportBadValue } from './diagnostics.js';
import { dataOf, type Drawable } from './drawable.js';
import { parseFilter } from './filter.js';
import { readRotation, type Rotation } from './rotation.js';
import { readBoolean, readNumber } from './values.js';

export interface CommonOptions {
  /** The fill or stroke colour: a CSS colour (default `currentColor`). */
  readonly colour: string;
  /** 0 to 1. */
  readonly opacity: number;
  readonly rotation: Rotation | null;
  /** A checked CSS filter list, or null. */
  readonly filter: string | null;
  readonly blend: Blend;
}

/** Every option at its default. */
export const DEFAULT_COMMON: CommonOptions = Object.freeze({
  colour: DEFAULT_COLOUR,
  opacity: 1,
  rotation: null,
  filter: null,
  blend: NORMAL_BLEND,
});

/** The flags that decide whether an object is drawn at all, and where. */
export interface Visibility {
  /** `hidden`: not drawn, still in the model. */
  readonly hidden: boolean;
  /** `onlyUseInMap`: drawn only as a cell of a MAP. */
  readonly onlyUseInMap: boolean;
  /** `positionAbsolute`: `left`/`top` are not added to the parents'. */
  readonly positionAbsolute: boolean;
}

export function readVisibility(object: Drawable): Visibility {
  return {
    hidden: readBoolean(object, 'hidden'),
    onlyUseInMap: readBoolean(object, 'onlyUseInMap'),
    positionAbsolute: readBoolean(object, 'positionAbsolute'),
  };
}

/** Whether the object is drawn: not hidden, and outside maps not `onlyUseInMap`. */
export function isDrawn(object: Drawable, inMap: boolean): boolean {
  const data = dataOf(object);
  // The common case (neither key set) costs two lookups.
  if (data['hidden'] === undefined && data['onlyUseInMap'] === undefined) return true;
  const visibility = readVisibility(object);
  return !visibility.hidden && (inMap || !visibility.onlyUseInMap);
}

/**
 * The colour: `style` as a CSS colour, or from the controller a function of the
 * object called at each render (returning a colour). Bad values warn and fall
 * back to the default.
 */
export function readColour(object: Drawable): string {
  let value = dataOf(object)['style'];
  if (value === undefined || value === null || value === '') return DEFAULT_COLOUR;
  if (typeof value === 'function') {
    try {
      value = (value as (this: Drawable, object: Drawable) => unknown).call(object, object);
    } catch (error) {
      reportBadValue(object, 'style', value, `threw (${String(error)}); default colour used`);
      return DEFAULT_COLOUR;
    }
    if (value === undefined || value === null || value === '') return DEFAULT_COLOUR;
  }
  if (typeof value !== 'string' || !isCssColour(value)) {
    reportBadValue(object, 'style', value, 'is not a CSS colour; default colour used');
    return DEFAULT_COLOUR;
  }
  clearReport(object, 'style');
  return value.trim();
}

export function readOpacity(object: Drawable): number {
  const opacity = readNumber(object, 'opacity');
  if (opacity === undefined) return 1;
  return Math.min(1, Math.max(0, opacity));
}

export function readFilter(object: Drawable): string | null {
  const value = dataOf(object)['filter'];
  if (value === undefined || value === null || value === '' || value === false) return null;
  const filter = typeof value === 'string' ? parseFilter(value) : undefined;
  if (filter === undefined) {
    reportBadValue(object, 'filter', value, 'is not a CSS filter list (url() is refused); no filter used');
    return null;
  }
  return filter;
}

export function readBlend(object: Drawable): Blend {
  const value = dataOf(object)['globalCompositeOperation'];
  if (value === undefined || value === null || value === '') return NORMAL_BLEND;
  const blend = typeof value === 'string' ? blendOf(value) : undefined;
  if (!blend) {
    reportBadValue(object, 'globalCompositeOperation', value, 'is not a composite operation; drawn normally');
    return NORMAL_BLEND;
  }
  return blend;
}

export function readCommon(object: Drawable): CommonOptions {
  return {
    colour: readColour(object),
    opacity: readOpacity(object),
    rotation: readRotation(object),
    filter: readFilter(object),
    blend: readBlend(object),
  };
}
