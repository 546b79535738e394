/**
 * The drawing options every source type shares (the original engine's
 * `data` keys): colour, opacity, rotation, filter, blend, and the flags that
 * decide whether and where the object is drawn.
 */
import { blendOf, NORMAL_BLEND, type Blend } from './blend.js';
import { DEFAULT_COLOUR, isCssColour } from './colour.js';
import { clearReport, reportBadValue, reportThrow } from './diagnostics.js';
import { dataOf, type Drawable } from './drawable.js';
import { parseFilter } from './filter.js';
import { readRotation, type Rotation } from './rotation.js';
import { isCanvasStyle, sharedStyleContext, type StyleContext } from './style-context.js';
import { readBoolean, readNumber } from './values.js';

export interface CommonOptions {
  /** The fill or stroke colour: a CSS colour (default `currentColor`). */
  readonly colour: string;
  /**
   * What a `style` function returned when it is no colour: a canvas gradient
   * or pattern, in the coordinates of the canvas it is drawn in (the scene, or
   * the group's box), as the original engine drew it. Null otherwise; `colour`
   * then holds the default.
   */
  readonly canvasStyle: CanvasGradient | CanvasPattern | null;
  /**
   * Whether the object gives a `style` (a bad one included: drawn in the
   * default colour). Without one (none, or a function that returns nothing)
   * it is drawn with the style the objects drawn before it left, as a canvas
   * keeps its last colour (render/carried-style.ts).
   */
  readonly styled: boolean;
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
  canvasStyle: null,
  styled: false,
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

/** What `style` gives: a colour, or a canvas gradient or pattern (with the default colour beside it). */
export interface Style {
  readonly colour: string;
  readonly canvasStyle: CanvasGradient | CanvasPattern | null;
  /** False when there is none (see `CommonOptions.styled`). */
  readonly styled: boolean;
}

/** No `style`: drawn with what the objects before it left. */
const NO_STYLE: Style = Object.freeze({ colour: DEFAULT_COLOUR, canvasStyle: null, styled: false });
/** A `style` that cannot be used: the default colour. */
const DEFAULT_STYLE: Style = Object.freeze({ colour: DEFAULT_COLOUR, canvasStyle: null, styled: true });

/**
 * `style`: a CSS colour, or from the controller a function called at each
 * render as the original engine calls it, `style(object, context)` with a 2D
 * canvas context (the canvas drawn into, else a shared one), returning a
 * colour, a `CanvasGradient` or a `CanvasPattern`. Bad values warn and fall
 * back to the default colour.
 */
export function readStyle(object: Drawable, context?: StyleContext | null): Style {
  let value = dataOf(object)['style'];
  if (value === undefined || value === null || value === '') return NO_STYLE;
  if (typeof value === 'function') {
    try {
      value = (value as (this: Drawable, object: Drawable, context: StyleContext | null) => unknown).call(
        object,
        object,
        context ?? sharedStyleContext(),
      );
    } catch (error) {
      reportThrow(object, 'style', error, 'default colour used');
      return DEFAULT_STYLE;
    }
    if (value === undefined || value === null || value === '') return NO_STYLE;
    if (isCanvasStyle(value)) {
      clearReport(object, 'style');
      return { colour: DEFAULT_COLOUR, canvasStyle: value, styled: true };
    }
  }
  if (typeof value !== 'string' || !isCssColour(value)) {
    reportBadValue(object, 'style', value, 'is not a CSS colour, gradient or pattern; default colour used');
    return DEFAULT_STYLE;
  }
  clearReport(object, 'style');
  return { colour: value.trim(), canvasStyle: null, styled: true };
}

/** The colour of `style` (a gradient or pattern gives the default colour). */
export const readColour = (object: Drawable, context?: StyleContext | null): string =>
  readStyle(object, context).colour;

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

export function readCommon(object: Drawable, context?: StyleContext | null): CommonOptions {
  const style = readStyle(object, context);
  return {
    colour: style.colour,
    canvasStyle: style.canvasStyle,
    styled: style.styled,
    opacity: readOpacity(object),
    rotation: readRotation(object),
    filter: readFilter(object),
    blend: readBlend(object),
  };
}
