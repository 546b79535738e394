/**
 * Which groups' MAP cells show which groups, learnt as the groups are
 * planned: a group that changes makes the maps that show it be drawn again.
 * Groups without maps add nothing.
 */
import type { LIB_GraphicSprites } from '../../model/index.js';
import type { Plan } from '../draw-item.js';
import { plan } from '../plan.js';
import type { GroupItemsOptions } from './items.js';

export class MapDependents {
  /** Shown group → the groups whose maps showed it. */
  private readonly shownIn = new Map<LIB_GraphicSprites, Set<LIB_GraphicSprites>>();
  private planning: LIB_GraphicSprites | null = null;
  private readonly note = (group: LIB_GraphicSprites): void => this.shown(group);
  /** The renderer's options as last given, and the same with `shown` added (made again only when they change). */
  private given: GroupItemsOptions | null = null;
  private options: GroupItemsOptions = {};

  /** The group's plan, made with `options`, noting the groups its maps show. */
  plan(group: LIB_GraphicSprites, options: GroupItemsOptions): Plan {
    if (options !== this.given) {
      this.given = options;
      this.options = { ...options, shown: this.note };
    }
    this.planning = group;
    try {
      return plan(group, this.options);
    } finally {
      this.planning = null;
    }
  }

  /** Adds to `dirty` the groups whose maps show `group`. */
  showing(group: LIB_GraphicSprites, dirty: { add(group: LIB_GraphicSprites): unknown }): void {
    // Most scenes have no map: no look-up per change.
    if (this.shownIn.size === 0) return;
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
