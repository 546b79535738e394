/**
 * The canvas scene's side of styles carried from group to group
 * (render/carried-style.ts): what each group's items leave and take, and
 * what the groups drawn before it left (its `before`, which the painter draws
 * its items with no style in). A full repaint gives each group its `before`
 * as it goes; a partial one walks the order again only when a group's left
 * styles, or the order, changed, and repaints the groups given other ones. A
 * scene where no item takes a style from before never walks it.
 */
import type { LIB_GraphicSprites } from '../../model/index.js';
import type { PaintStyle, PlanStyles } from '../draw-item.js';
import { carryAcross, carryChanged, takesStyles } from '../carried-style.js';
import type { StylesBefore } from './item-painter.js';
import type { Rect } from './items.js';

/** What the renderer keeps of a group for its styles. */
export interface StyledGroup {
  /** What the group's items leave set and take from before; undefined for neither. */
  styles: PlanStyles | undefined;
  /** What the groups drawn before it left, as last found. */
  before: StylesBefore;
  /** Its place in the drawing order when last read: a change may give it, or those after it, another `before`. */
  position: number | undefined;
  /** What a repaint of the group clears. */
  paint: Rect | null;
}

export const newStyled = (): Pick<StyledGroup, 'styles' | 'before' | 'position'> => ({
  styles: undefined,
  before: { fill: undefined, stroke: undefined },
  position: undefined,
});

export class GroupStyles {
  /** How many groups have items drawn with what the groups before them left. */
  private taking = 0;
  /** A group's left styles, or the order, changed since each group was given its `before`. */
  private stale = false;
  /** What the groups drawn so far in a full repaint left. */
  private readonly carried: StylesBefore = { fill: undefined, stroke: undefined };

  /** The group's items now leave and take these styles. */
  take(group: StyledGroup, styles: PlanStyles | undefined): void {
    const was = group.styles;
    if (was === styles) return;
    group.styles = styles;
    const took = takesStyles(was);
    const now = takesStyles(styles);
    if (took !== now) this.taking += now ? 1 : -1;
    if (carryChanged(was, styles)) this.stale = true;
  }

  /** The group, read again, is at `position` in the drawing order. */
  placed(group: StyledGroup, position: number | undefined): void {
    if (position === group.position) return;
    group.position = position;
    this.stale = true;
  }

  /** The group left the scene. */
  removed(group: StyledGroup): void {
    this.take(group, undefined);
    this.stale = true;
  }

  /** A full repaint begins: nothing is left before its first group. */
  beginFull(): void {
    this.carried.fill = undefined;
    this.carried.stroke = undefined;
    this.stale = false;
  }

  /** In a full repaint, in drawing order: the group is given what the groups before it left, and adds its own. */
  through(group: StyledGroup): StylesBefore {
    const before = group.before;
    const carried = this.carried;
    before.fill = carried.fill;
    before.stroke = carried.stroke;
    const styles = group.styles;
    if (styles?.leftFill !== undefined) carried.fill = styles.leftFill;
    if (styles?.leftStroke !== undefined) carried.stroke = styles.leftStroke;
    return before;
  }

  /**
   * In a partial repaint, once the changed groups are read: when it may
   * matter, each group that takes styles from before is given them again,
   * through the whole order, and those given other ones are added to `rects`
   * (a new list when `rects` is `empty`).
   */
  carry(
    order: readonly LIB_GraphicSprites[],
    stateOf: (group: LIB_GraphicSprites) => StyledGroup | undefined,
    rects: Rect[],
    empty: Rect[],
  ): Rect[] {
    if (!this.stale || this.taking === 0) return rects;
    this.stale = false;
    let out = rects;
    carryAcross(
      order,
      (group) => stateOf(group)?.styles,
      (group, fill, stroke) => {
        const state = stateOf(group)!;
        if (!changed(state.before, fill, stroke) || !state.paint) return;
        if (out === empty) out = [];
        out.push(state.paint);
      },
    );
    return out;
  }
}

/** Gives `before` these styles; true when they were others. */
function changed(before: StylesBefore, fill: PaintStyle | undefined, stroke: PaintStyle | undefined): boolean {
  if (before.fill === fill && before.stroke === stroke) return false;
  before.fill = fill;
  before.stroke = stroke;
  return true;
}
