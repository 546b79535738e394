/**
 * Items with no `style` of their own and nothing before them in their plan
 * (render/carried-style.ts) take what the groups drawn before their group
 * left: in the DOM, custom properties a `<lib-sprites-scene>` sets on its
 * groups (through the CSSOM), `currentColor` where none is set (a group
 * outside a scene, or the scene's first).
 */
import type { CommonOptions } from '../options/common.js';

/** The custom properties a scene sets on a group: the fill and stroke the groups before it left. */
export const FILL_BEFORE = '--lib-sprites-fill-before';
export const STROKE_BEFORE = '--lib-sprites-stroke-before';

/** The class of a path drawn with the fill (stroke) from before, or null for one with a style. */
export const beforeClass = (options: CommonOptions | undefined, paint: 'fill' | 'stroke'): string | null =>
  options?.styled ? null : paint === 'stroke' ? 'stroke-before' : 'fill-before';

/** A text's colour from before: the fill's, or the stroke's for an outlined one; else the page's text colour. */
export const textColourBefore = (paint: 'fill' | 'stroke'): string =>
  `var(${paint === 'stroke' ? STROKE_BEFORE : FILL_BEFORE}, var(--lib-sprites-text-color, inherit))`;
