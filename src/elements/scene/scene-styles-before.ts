/**
 * The DOM renderer's side of styles carried from group to group
 * (render/carried-style.ts): each group of the scene whose items take the
 * fill or stroke the groups drawn before it left is given them as custom
 * properties on its element, through the CSSOM. Groups tell what their plans
 * leave and take; the scene's order is walked again only when that changes,
 * or a group that leaves or takes a style moves in it. A scene whose groups
 * neither leave nor take a style does nothing here.
 */
import type { LIB_GraphicSprites } from '../../model/index.js';
import { carryAcross, carryChanged, takesStyles } from '../../render/carried-style.js';
import type { PlanStyles } from '../../render/draw-item.js';
import { setStylesBefore } from '../../render/dom/styles-before.js';

export class SceneStylesBefore {
  private readonly styles = new Map<HTMLElement, PlanStyles>();
  private queued = false;

  /** `order`: the scene's groups, bottom first; `elementOf` their elements. */
  constructor(
    private readonly order: () => readonly LIB_GraphicSprites[],
    private readonly elementOf: (group: LIB_GraphicSprites) => HTMLElement | undefined,
  ) {}

  /** What `group`'s last plan leaves and takes. */
  groupPlanned(group: HTMLElement, styles: PlanStyles | undefined): void {
    const was = this.styles.get(group);
    if (was === styles) return;
    if (styles) this.styles.set(group, styles);
    else this.styles.delete(group);
    if (!takesStyles(styles)) this.clear(group);
    if (carryChanged(was, styles)) this.queue();
  }

  /** `group` moved in the order. */
  groupMoved(group: HTMLElement): void {
    if (this.styles.has(group)) this.queue();
  }

  /** `group` left the scene: it takes nothing from it, and leaves nothing to the others. */
  groupLeft(group: HTMLElement): void {
    const styles = this.styles.get(group);
    if (!styles) return;
    this.styles.delete(group);
    this.clear(group);
    if (styles.leftFill !== undefined || styles.leftStroke !== undefined) this.queue();
  }

  private clear(group: HTMLElement): void {
    setStylesBefore(group, undefined, undefined);
  }

  private queue(): void {
    if (this.queued) return;
    this.queued = true;
    // Once the groups of this task have rendered (they tell their styles as they do).
    queueMicrotask(this.apply);
  }

  private readonly apply = (): void => {
    this.queued = false;
    let taking = false;
    for (const styles of this.styles.values()) if (takesStyles(styles)) taking = true;
    if (!taking) return;
    carryAcross(
      this.order(),
      (group) => {
        const element = this.elementOf(group);
        return element && this.styles.get(element);
      },
      (group, fill, stroke) => {
        setStylesBefore(this.elementOf(group)!, fill, stroke);
      },
    );
  };
}
