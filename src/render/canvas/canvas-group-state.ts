/** What a canvas scene's renderer keeps of each group between draws (renderer.ts). */
import type { LIB_GraphicSprites } from '../../model/index.js';
import type { Plan } from '../draw-item.js';
import type { ImageFrame } from '../plan.js';
import type { DrawItem, Rect } from './items.js';
import type { SpriteFrame } from './kept-frames.js';
import { newStyled, type StyledGroup } from './group-styles.js';
import { frameNumber } from '../../shared/frame-loop.js';

/** `movedTo`: nothing marked the group since it was read. */
export const NOT_MOVED = -1;
/** `movedTo`: the group changed otherwise than by its pointer. */
export const CHANGED = -2;
/**
 * `movedTo`: the group's own place changed (`markPlaced`), and maybe its pointer: the model's pointer and
 * stage are read, its order is as it was.
 */
export const PLACED = -3;

/** What the renderer keeps of one group between draws. */
export interface CanvasGroupState extends StyledGroup {
  readonly group: LIB_GraphicSprites;
  /** The renderer this state is of: a group may be drawn by two at once (two scenes, a MAP cell). */
  readonly owner: object;
  /**
   * What the group drew last, kept for repainting it under a neighbour's
   * change; null once drawn alone (read again from the model when needed).
   * Items kept for every group that changed would outlive the young
   * generation by the thousand each frame and make every scavenge long.
   */
  items: DrawItem[] | null;
  bounds: Rect | null;
  /** The bounds grown to whole device pixels: what a repaint of the group clears. */
  paint: Rect | null;
  /** Grid cells of `paint`. */
  cells: number[];
  /** An item of the group paints beyond any rectangle (see `DrawItem.everywhere`). */
  everywhere: boolean;
  /**
   * Whether no other group reaches into `paint` (known, or undefined until
   * asked again): such a group, changed in place, is repainted on its own,
   * with no merging, search or clip. Forgotten whenever a group's bounds
   * change in, enter or leave the cells it covers.
   */
  alone: boolean | undefined;
  /** Marked changed since the last draw (and in the renderer's list of them). */
  dirty: boolean;
  /** The group left the renderer (`remove`): a draw under way, which a page hook may have made remove it, passes over it. */
  removed: boolean;
  /**
   * A plain image frame (the common case) of each of the group's sprites, by
   * position: planned once and drawn again as it is while nothing invalidated
   * it, so a pointer move reads a kept box instead of planning again.
   */
  frames: (SpriteFrame | undefined)[];
  /** Entries of `frames` made before this stamp are stale (the group changed some other way than its pointer). */
  framesFrom: number;
  /** The entry of `frames` the last read gave (null: the items of a plan). */
  kept: SpriteFrame | null;
  /** What a plain image frame is planned into, and the item a kept frame is written out to: one per group. */
  frame: ImageFrame | null;
  frameItems: [DrawItem] | null;
  /**
   * Where the pointer went, when all that happened to the group since it was
   * last read is pointer moves: the sprite there is the one its kept frame
   * shows (a render, which marks the group `CHANGED`, follows any other
   * change). `NOT_MOVED`, `CHANGED` or `PLACED`: the model is read.
   */
  movedTo: number;
  /** Where the group's stage is (its `left`, `top`), as last read: where its kept frames are drawn. */
  stageLeft: number;
  stageTop: number;
  /** Objects of the last plan whose `afterDrawing` is still to run, once the group is painted. */
  after: Plan['afterDrawing'] | null;
  /** The last plan ran page hooks: its items are kept (planning again would run them again). */
  everyFrame: boolean;
  /** The frame (`frameNumber`) of the last plan. */
  plannedIn: number;
}

export const newState = (group: LIB_GraphicSprites, owner: object): CanvasGroupState => ({
  group,
  owner,
  items: null,
  bounds: null,
  paint: null,
  cells: [],
  everywhere: false,
  alone: undefined,
  dirty: false,
  removed: false,
  frames: [],
  framesFrom: 0,
  kept: null,
  frame: null,
  frameItems: null,
  movedTo: NOT_MOVED,
  stageLeft: 0,
  stageTop: 0,
  after: null,
  everyFrame: false,
  plannedIn: -1,
  ...newStyled(),
});

/** A plan was read into the state: whether it ran the page's hooks, in this frame. */
export function setPlanned(state: CanvasGroupState, everyFrame: boolean): void {
  state.everyFrame = everyFrame;
  state.plannedIn = frameNumber();
}

/**
 * The items of a plan that ran the page's hooks in this frame, when nothing marked the group since (a
 * repaint of everything in the same frame: an image arrived): drawn again, as hooks run once per frame.
 */
export const plannedThisFrame = (state: CanvasGroupState): DrawItem[] | null =>
  state.everyFrame && state.movedTo === NOT_MOVED && state.plannedIn === frameNumber() ? state.items : null;
