/**
 * Which groups' MAP cells show which groups, learnt as the groups are
 * planned: a group that changes makes the maps that show it be drawn again.
 * Groups without maps add nothing. The plans are given the canvas context,
 * which the per-cell hooks receive.
 */
import type { LIB_GraphicSprites } from '../../model/index.js';
import type { PlanContext } from '../plan.js';
import { groupItems, type DrawItem } from './items.js';

export class MapDependents {
  /** Shown group → the groups whose maps showed it. */
  private readonly shownIn = new Map<LIB_GraphicSprites, Set<LIB_GraphicSprites>>();
  private planning: LIB_GraphicSprites | null = null;
  private readonly context: PlanContext;

  constructor(drawingContext: CanvasRenderingContext2D) {
    this.context = { drawingContext, shown: (group) => this.shown(group) };
  }

  /** The group's items, noting the groups its maps show. */
  items(group: LIB_GraphicSprites): DrawItem[] {
    this.planning = group;
    try {
      return groupItems(group, this.context);
    } finally {
      this.planning = null;
    }
  }

  /** Adds to `dirty` the groups whose maps show `group`. */
  showing(group: LIB_GraphicSprites, dirty: Set<LIB_GraphicSprites>): void {
    const maps = this.shownIn.get(group);
    if (maps) for (const map of maps) if (map !== group) dirty.add(map);
  }

  /** A group that left the scene. */
  forget(group: LIB_GraphicSprites): void {
    this.shownIn.delete(group);
    for (const maps of this.shownIn.values()) maps.delete(group);
  }

  private shown(group: LIB_GraphicSprites): void {
    const map = this.planning;
    if (!map || map === group) return;
    let maps = this.shownIn.get(group);
    if (!maps) this.shownIn.set(group, (maps = new Set()));
    maps.add(map);
  }
}
