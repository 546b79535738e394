/**
 * Items with no `style` of their own and nothing before them in their plan
 * (render/carried-style.ts) take what the groups drawn before their group
 * left: in the DOM, custom properties a `<lib-sprites-scene>` sets on its
 * groups (through the CSSOM), `currentColor` where none is set (a group
 * outside a scene, or the scene's first).
 */
import type { PaintStyle } from '../draw-item.js';
import { DEFAULT_COLOUR } from '../options/colour.js';
import type { CommonOptions } from '../options/common.js';

/** The custom properties a scene sets on a group: the fill and stroke the groups before it left. */
const FILL_BEFORE = '--lib-sprites-fill-before';
const STROKE_BEFORE = '--lib-sprites-stroke-before';

/**
 * Gives a group's element the fill and stroke the groups before it left
 * (undefined: none, removed). Only a colour can be a CSS value: a gradient or
 * pattern left before is not carried (`currentColor`). Colours come checked
 * (render/options/colour.ts) and are written through the CSSOM.
 */
export function setStylesBefore(
  element: HTMLElement,
  fill: PaintStyle | undefined,
  stroke: PaintStyle | undefined,
): void {
  setStyle(element, FILL_BEFORE, fill);
  setStyle(element, STROKE_BEFORE, stroke);
}

function setStyle(element: HTMLElement, property: string, style: PaintStyle | undefined): void {
  const value = typeof style === 'string' && style !== DEFAULT_COLOUR ? style : '';
  if (element.style.getPropertyValue(property) === value) return;
  if (value) element.style.setProperty(property, value);
  else element.style.removeProperty(property);
}

/** The class of a path drawn with the fill (stroke) from before, or null for one with a style. */
export const beforeClass = (options: CommonOptions | undefined, paint: 'fill' | 'stroke'): string | null =>
  options?.styled ? null : paint === 'stroke' ? 'stroke-before' : 'fill-before';

/** A text's colour from before: the fill's, or the stroke's for an outlined one; else the page's text colour. */
export const textColourBefore = (paint: 'fill' | 'stroke'): string =>
  `var(${paint === 'stroke' ? STROKE_BEFORE : FILL_BEFORE}, var(--lib-sprites-text-color, inherit))`;
