/**
 * Which groups' repaint boxes reach each cell of the canvas (a `SpatialGrid` of the renderer's groups), and
 * what the renderer asks of it: what touches a rectangle, whether a group is alone in its box. Full
 * repaints search nothing, so they leave the grid as it was (`stale`); it is indexed afresh before the
 * next search.
 */
import type { LIB_GraphicSprites } from '../../model/index.js';
import type { CanvasGroupState } from './canvas-group-state.js';
import { intersects } from './items.js';
import { SpatialGrid } from './spatial-grid.js';

export class GroupGrid {
  private readonly grid = new SpatialGrid<LIB_GraphicSprites>();
  /** Full repaints moved groups without indexing them: `indexAll` before a search. */
  stale = false;

  constructor(private readonly states: ReadonlyMap<LIB_GraphicSprites, CanvasGroupState>) {}

  /** The canvas's box in CSS px: keys from before no longer match (a full repaint comes next). */
  setReach(width: number, height: number): void {
    this.grid.setReach(width, height);
    this.stale = true;
  }

  /** The group's repaint box (`paint`) changed: indexed where it is now; its neighbours, old and new, ask again whether they are alone. */
  place(state: CanvasGroupState): void {
    this.remove(state);
    if (!state.paint) return;
    state.cells = this.grid.keysOf(state.paint);
    this.grid.add(state.group, state.cells);
    this.disturb(state.cells);
  }

  /** The group is no longer indexed. */
  remove(state: CanvasGroupState): void {
    this.disturb(state.cells);
    this.grid.delete(state.group, state.cells);
    state.cells = [];
  }

  /** Every group's repaint box in the grid again, if full repaints left it stale. */
  indexAll(): void {
    if (!this.stale) return;
    this.stale = false;
    this.grid.clear();
    for (const state of this.states.values()) {
      state.alone = undefined;
      state.cells = state.paint ? this.grid.keysOf(state.paint) : [];
      if (state.paint) this.grid.add(state.group, state.cells);
    }
  }

  keysOf(rect: Parameters<SpatialGrid<LIB_GraphicSprites>['keysOf']>[0]): number[] {
    return this.grid.keysOf(rect);
  }

  at(key: number): ReadonlySet<LIB_GraphicSprites> | undefined {
    return this.grid.at(key);
  }

  /** Whether no other group's bounds reach into the group's repaint box (`paint`). */
  isAlone(state: CanvasGroupState): boolean {
    const { group, paint } = state;
    return (state.alone ??= !this.grid.some(
      state.cells,
      (other) => other !== group && intersects(this.states.get(other)!.bounds!, paint!),
    ));
  }

  /** Bounds changed in these cells: every group there asks again whether it is alone. */
  private disturb(cells: readonly number[]): void {
    for (const key of cells) {
      const cell = this.grid.at(key);
      if (cell) for (const group of cell) this.states.get(group)!.alone = undefined;
    }
  }
}
