/**
 * Draws the groups of a scene into one 2D canvas, repainting only what
 * changed: each changed group's old and new boxes are cleared and every
 * group that touches them is drawn again, in z order, clipped to them. A
 * draw with nothing marked changed touches the canvas not at all.
 *
 * Coordinates are scene CSS px; the context is scaled by the device pixel
 * ratio and dirty rectangles are rounded out to whole device pixels, so the
 * canvas is never blurry and repaints leave no seams. A uniform grid finds
 * the groups near a dirty rectangle, so a repaint costs what changed, not
 * the number of groups. The common change, a group that shows another frame
 * in the same box with no other group reaching into it, skips all of that:
 * its box is cleared and its items drawn, nothing else.
 */
import type { LIB_GraphicSprites } from '../../model/index.js';
import { finite } from '../finite.js';
import { sceneOf } from '../map-lookup.js';
import { runAfterDrawing } from '../options/call-hooks.js';
import {
  boundsOf,
  intersects,
  placeItems,
  sameBounds,
  type DrawItem,
  type GroupItemsOptions,
  type Rect,
} from './items.js';
import { ItemPainter, type ImageFailedIn, type TextStyle } from './item-painter.js';
import { keepFrame, keptItem, placeFrame, sameBox, type SpriteFrame } from './kept-frames.js';
import { newState, plannedThisFrame, setPlanned, type CanvasGroupState } from './canvas-group-state.js';
import { CHANGED, NOT_MOVED, PLACED } from './canvas-group-state.js';
import { mergeRects, roundOut, within } from './rects.js';
import { GroupGrid } from './group-grid.js';
import { SpatialGrid } from './spatial-grid.js';
import { MapDependents } from './map-dependents.js';
import { GroupStyles } from './group-styles.js';
import { imageFrame, planImageFrame } from '../plan.js';
import { sharedStyleContext } from '../options/style-context.js';
import type { RecordingContext } from './offscreen/recording-context.js';

/** No rectangle to repaint (a draw of groups changed in place makes no list). */
const NO_RECTS: Rect[] = [];

/**
 * A group with a renderer's state of it kept on it: the state of the renderer that last made one for it,
 * under one key for every renderer (docs/architecture.md#glossary, "one slot key").
 */
const SLOT: unique symbol = Symbol('canvas renderer state');
type Slotted = LIB_GraphicSprites & { [SLOT]?: CanvasGroupState | undefined };

export class CanvasSceneRenderer {
  readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D;
  private readonly states = new Map<LIB_GraphicSprites, CanvasGroupState>();
  /** Where each group's repaint box (`paint`) lies. */
  private readonly grid = new GroupGrid(this.states);
  /** Emptied after each use: where the dirty rectangles of a draw lie while they are merged. */
  private readonly dirtyRects = new SpatialGrid<Rect>();
  /**
   * The groups marked changed since the last draw (each once: its state's
   * `dirty`): the first `dirtyCount` of `dirty`. The list is kept from draw to
   * draw, with lists a draw fills and empties (`inPlace`, `alone`): emptied by
   * a count, not by `length = 0` or a Set's `clear()`, which let the engine drop
   * the storage and grow it again, step by step, in the next frame. Below its
   * count, a list always holds an entry (the `!` where a draw reads one).
   */
  private dirty: (CanvasGroupState | null)[] = [];
  private dirtyCount = 0;
  /** The other list, swapped in while a draw reads `dirty` (a page hook run by a plan may mark a group). */
  private spareDirty: (CanvasGroupState | null)[] = [];
  private readonly inPlace: (CanvasGroupState | null)[] = [];
  private readonly alone: (CanvasGroupState | null)[] = [];
  /** Marks a group a map shows (MapDependents hands each here). */
  private readonly markShown = { add: (group: LIB_GraphicSprites): void => void this.markOne(group) };
  /** Boxes of groups that left, still to be cleared. */
  private readonly vacated: Rect[] = [];
  private full = true;
  /**
   * Groups given a state since the last draw. Where they are most of the
   * scene (a scene filled at once), one repaint of the whole canvas costs
   * less than a rectangle cleared, merged and searched for each: filling a
   * canvas scene with 5,000 groups, its first draw took 13-49 ms (median 26)
   * against 48-76 ms (median 57) piecemeal.
   */
  private fresh = 0;
  /**
   * Counts invalidations of kept frames: a group's own (`markDirty`), or all
   * of them at once (`hooksRan`), each a new stamp.
   */
  private stamp = 0;
  /**
   * A plan ran page hooks since this stamp: they may have written on any
   * group's objects without telling (what a hook writes is drawn, not a
   * change), so no frame planned before is drawn as kept. Read by the scene,
   * which draws what hooks change at the next frame.
   */
  hooksRan = 0;
  private ratio = 1;
  private cssWidth = 0;
  private cssHeight = 0;
  /** What the groups' plans are made with: this canvas for `style` functions, the text font for the reach of text. */
  private itemOptions: GroupItemsOptions;
  /** Groups with an item that paints beyond any rectangle: while there is one, every draw repaints the whole canvas. */
  private readonly everywhere = new Set<LIB_GraphicSprites>();
  private readonly painter: ItemPainter;
  /** Groups whose MAP cells show others, drawn again when those change. */
  private readonly maps: MapDependents;
  /** What the groups' items with no style are drawn with. */
  private readonly styles = new GroupStyles();

  /** Where the draws are recorded for a worker to replay, when a worker draws the canvas (offscreen/). */
  private readonly recorder: RecordingContext | null;
  private readonly drawAgain: () => void;
  /** The canvas's size in device px, as last set (a canvas a worker draws cannot be read or sized here). */
  private width = -1;
  private height = -1;

  /**
   * `drawAgain` is called when an image the canvas waited for has loaded, or a drawing feature its
   * plans waited for arrived (render/features.ts; the caller then draws again),
   * `onImageFailed` when one failed. With `recorder`, the canvas belongs to a worker: every draw is
   * made on the recorder.
   */
  constructor(
    canvas: HTMLCanvasElement,
    drawAgain: () => void,
    recorder: RecordingContext | null = null,
    onImageFailed?: ImageFailedIn,
  ) {
    this.canvas = canvas;
    this.recorder = recorder;
    // Desynchronized (Chromium; others ignore it): the canvas hands its frames to the display
    // itself instead of through the page's compositor commit. The main thread still rasterises
    // and copies the whole canvas each frame it changed, in a task of its own rather than in
    // the commit: with that task counted, the scene bench costs the same either way.
    const context = recorder
      ? (recorder as unknown as CanvasRenderingContext2D)
      : canvas.getContext('2d', { desynchronized: true });
    if (!context) throw new Error('lib-sprites-scene: no 2D canvas context');
    this.context = context;
    this.drawAgain = drawAgain;
    const loaded = (): void => ((this.full = true), drawAgain());
    this.painter = new ItemPainter(context, loaded, onImageFailed);
    this.itemOptions = this.planOptions(this.painter.text.font);
    this.maps = new MapDependents();
  }

  /**
   * What the groups are planned with: this canvas's context for `style` functions and the page's hooks. A
   * recorder is no context a page can draw on: `style` functions get a shared one, and a hook is not run
   * but refused (the main thread then draws the scene, and runs it).
   */
  private planOptions(textFont: string): GroupItemsOptions {
    const recorder = this.recorder;
    if (!recorder) return { canvasContext: this.context, textFont };
    const canvasContext = sharedStyleContext() as CanvasRenderingContext2D | null;
    return { canvasContext, textFont, refuseHooks: () => recorder.refuse('page hooks') };
  }

  /** The scene's box in CSS px and the device pixel ratio; the next draw repaints everything. */
  resize(cssWidth: number, cssHeight: number, ratio: number): void {
    const r = ratio > 0 && Number.isFinite(ratio) ? ratio : 1;
    const width = Math.max(0, Math.round(cssWidth * r));
    const height = Math.max(0, Math.round(cssHeight * r));
    if (width === this.width && height === this.height && r === this.ratio) return;
    this.cssWidth = cssWidth;
    this.cssHeight = cssHeight;
    this.ratio = r;
    this.painter.ratio = r;
    this.grid.setReach(cssWidth, cssHeight);
    this.dirtyRects.setReach(cssWidth, cssHeight);
    this.width = width;
    this.height = height;
    if (this.recorder) this.recorder.resize(width, height);
    else {
      this.canvas.width = width;
      this.canvas.height = height;
    }
    this.full = true;
  }

  /** Lets go of the frames scaled for drawing (a scene leaving the page, or switching to DOM); they are made again when needed. */
  release(): void {
    this.painter.release();
    this.full = true;
  }

  /** Image smoothing (off for pixel art) and the text style; the next draw repaints everything when they change. */
  setStyle(smoothing: boolean, text: TextStyle): void {
    const painter = this.painter;
    if (smoothing === painter.smoothing && text.font === painter.text.font && text.color === painter.text.color) return;
    painter.smoothing = smoothing;
    painter.text = text;
    this.itemOptions = this.planOptions(text.font);
    this.full = true;
  }

  /** `group` changed in any way (a field, its data, its sprites): planned again at the next draw. */
  markDirty(group: LIB_GraphicSprites): void {
    const state = this.markOne(group);
    state.framesFrom = ++this.stamp;
    state.movedTo = CHANGED;
    this.painter.groupChanged(group);
    this.maps.showing(group, this.markShown);
  }

  /**
   * Only `group`'s own place changed (its `left` / `top`, which a game's loop writes every frame): its
   * sprites' kept frames stay as planned, drawn where the group now is (the stage is read at the draw).
   */
  markPlaced(group: LIB_GraphicSprites): void {
    const state = this.markOne(group);
    if (state.movedTo !== CHANGED) state.movedTo = PLACED;
    this.maps.showing(group, this.markShown);
  }

  /**
   * Only `group`'s pointer moved (nothing else about it changed since it was
   * marked or drawn): the new sprite's frame, as last planned, is drawn.
   */
  markMoved(group: LIB_GraphicSprites, pointer: number = group.pointer): void {
    const state = this.markOne(group);
    // Read here, where the move was just made: the draw need not touch the model for it.
    if (state.movedTo !== CHANGED && state.movedTo !== PLACED) state.movedTo = pointer;
    this.maps.showing(group, this.markShown);
  }

  private markOne(group: LIB_GraphicSprites): CanvasGroupState {
    const state = this.stateOf(group);
    if (state.dirty) return state;
    state.dirty = true;
    this.dirty[this.dirtyCount++] = state;
    return state;
  }

  private stateOf(group: LIB_GraphicSprites): CanvasGroupState {
    const slotted = (group as Slotted)[SLOT];
    let state = slotted?.owner === this ? slotted : this.states.get(group);
    if (state) return state;
    this.states.set(group, (state = newState(group, this)));
    this.fresh++;
    // Kept on the group too (not enumerable): a pointer move then costs no look-up in a map of thousands.
    // Another renderer's state there is written over: that renderer finds its own in its map.
    if (Object.isExtensible(group))
      Object.defineProperty(group, SLOT, { value: state, writable: true, configurable: true });
    return state;
  }

  markAll(): void {
    this.full = true;
    // Asked for by the page (`redraw()`): a draw of its own, whose plans run the hooks again.
    for (const state of this.states.values()) state.plannedIn = -1;
  }

  /** A group that is no longer drawn: its box is cleared at the next draw. */
  remove(group: LIB_GraphicSprites): void {
    const state = this.states.get(group);
    // Left in the dirty list: a draw passes over a group it has no state of.
    this.maps.forget(group);
    this.everywhere.delete(group);
    if (!state) return;
    this.styles.removed(state);
    if (state.paint) this.vacated.push(state.paint);
    this.grid.remove(state);
    this.states.delete(group);
    if ((group as Slotted)[SLOT] === state) (group as Slotted)[SLOT] = undefined;
    // Passed over by the draw that finds it in the dirty list, or in its lists while a hook removes it.
    state.dirty = false;
    state.removed = true;
  }

  /** Whether a draw would paint anything. */
  get pending(): boolean {
    return this.full || this.dirtyCount > 0 || this.vacated.length > 0;
  }

  /**
   * Paints what changed. `order` is every group of the scene, bottom first
   * (each with its `positionByZIndex` in it); a group no longer in it must
   * have been `remove`d.
   * Returns the number of rectangles repainted (-1 for the whole canvas, 0 for nothing).
   */
  draw(order: readonly LIB_GraphicSprites[]): number {
    if (!this.pending) return 0;
    const context = this.context;
    // An item composited over the whole canvas (`copy`, ...) changes what every other group shows.
    // Most of a large scene's groups changed (all moving): one clear and one pass beat each box clipped and
    // repainted (count suite, `bunny`, 1,000 groups: the renderer's sampled time fell from 1.5 s to 0.4 s).
    const most = this.dirtyCount > 256 && this.dirtyCount * 2 > order.length;
    if (this.everywhere.size > 0 || this.fresh * 2 > order.length || most) this.full = true;
    if (this.full) {
      this.full = false;
      this.clearDirty();
      this.vacated.length = 0;
      this.prepare();
      context.clearRect(0, 0, this.cssWidth, this.cssHeight);
      this.styles.beginFull();
      // The groups as the draw began: a page hook run by a plan may insert or remove groups (the scene
      // rebuilds its order in place); what it changes is drawn by the next draw.
      const states = order.map((group) => this.stateOf(group));
      for (let position = 0; position < states.length; position++) {
        const state = states[position]!;
        if (state.removed || this.update(state, true, position).removed) continue;
        this.painter.before = this.styles.through(state);
        this.paintGroup(state);
        this.drawn(state);
      }
      // Every group drawn, those given a state just now included.
      this.fresh = 0;
      return -1;
    }
    this.fresh = 0;
    this.grid.indexAll();
    let rects = this.vacated.length ? this.vacated.splice(0) : NO_RECTS;
    // Groups that changed in place (the same bounds): repainted alone when nothing else reaches into their box.
    const inPlace = this.inPlace;
    let inPlaceCount = 0;
    const dirty = this.dirty;
    const dirtyCount = this.dirtyCount;
    this.dirty = this.spareDirty;
    this.spareDirty = dirty;
    this.dirtyCount = 0;
    for (let i = 0; i < dirtyCount; i++) {
      const state = dirty[i]!;
      // Not kept alive by the list once drawn (a group removed from the scene).
      dirty[i] = null;
      // Removed since it was marked (a group that returns has a new state, listed again).
      if (!state.dirty) continue;
      state.dirty = false;
      const before = state.bounds;
      const beforePaint = state.paint;
      this.update(state, false);
      if (state.removed) continue;
      if (before && state.bounds === before) inPlace[inPlaceCount++] = state;
      else {
        if (rects === NO_RECTS) rects = [];
        if (beforePaint) rects.push(beforePaint);
        if (state.paint) rects.push(state.paint);
      }
    }
    rects = this.styles.carry(order, (group) => this.states.get(group), rects, NO_RECTS);
    if (this.everywhere.size > 0) {
      for (let i = 0; i < inPlaceCount; i++) inPlace[i] = null;
      this.full = true;
      return this.draw(order);
    }
    const alone = this.alone;
    let aloneCount = 0;
    for (let i = 0; i < inPlaceCount; i++) {
      const state = inPlace[i]!;
      inPlace[i] = null;
      if (state.removed) continue;
      if (this.grid.isAlone(state)) alone[aloneCount++] = state;
      else {
        if (rects === NO_RECTS) rects = [];
        rects.push(state.paint!);
      }
    }
    if (!rects.length && aloneCount === 0) return 0;
    const merged = rects.length ? mergeRects(rects, this.dirtyRects) : rects;
    // Where groups pile up, finding what touches each rectangle costs more than drawing
    // everything: past a budget of checks (a few per group), repaint the whole canvas.
    const budget = 32 * order.length + 256;
    let checks = 0;
    const touching: LIB_GraphicSprites[][] = [];
    for (const rect of merged) {
      // Few groups touch one rectangle: a list checked for repeats (a group in several cells) beats a Set.
      const list: LIB_GraphicSprites[] = [];
      for (const key of this.grid.keysOf(rect)) {
        const cell = this.grid.at(key);
        if (!cell) continue;
        checks += cell.size;
        if (checks > budget) {
          for (let i = 0; i < aloneCount; i++) alone[i] = null;
          this.full = true;
          return this.draw(order);
        }
        for (const group of cell)
          if (intersects(this.states.get(group)!.bounds!, rect) && !list.includes(group)) list.push(group);
      }
      // Z order: the scene keeps each group's place in it (positionByZIndex).
      if (list.length > 1) list.sort((a, b) => (a.positionByZIndex ?? 0) - (b.positionByZIndex ?? 0));
      touching.push(list);
    }
    this.prepare();
    // Each rectangle on its own: a clip to one pixel-aligned rectangle is cheap where a clip
    // to the union of hundreds is a mask every draw is tested against. A rectangle whose
    // groups lie wholly inside it needs no clip at all (the common case: a group redrawn in
    // its own box).
    for (let r = 0; r < merged.length; r++) {
      const rect = merged[r]!;
      // One list per rectangle, pushed in the loop above.
      const list = touching[r]!;
      let inside = true;
      for (const group of list) if (!within(this.states.get(group)?.bounds ?? rect, rect)) inside = false;
      if (!inside) {
        context.save();
        context.beginPath();
        context.rect(rect.x, rect.y, rect.width, rect.height);
        context.clip();
      }
      context.clearRect(rect.x, rect.y, rect.width, rect.height);
      for (const group of list) {
        // Gone when an afterDrawing hook of a group drawn before it removed it.
        const state = this.states.get(group);
        if (!state) continue;
        this.painter.before = state.before;
        for (const item of this.itemsOf(state)) this.painter.draw(item);
        this.drawn(state);
      }
      if (!inside) context.restore();
    }
    // Alone in its box: the box holds only this group's pixels, and its items lie within it.
    for (let i = 0; i < aloneCount; i++) {
      const state = alone[i]!;
      alone[i] = null;
      if (state.removed) continue;
      const rect = state.paint!;
      context.clearRect(rect.x, rect.y, rect.width, rect.height);
      this.paintGroup(state);
      this.drawn(state);
      if (!state.everyFrame) state.items = null;
    }
    return merged.length + aloneCount;
  }

  // ------------------------------------------------------------ internals

  /** The group's items were painted: the `afterDrawing` hooks of its last plan run, once, with this canvas's context. */
  private drawn(state: CanvasGroupState): void {
    const after = state.after;
    if (!after) return;
    state.after = null;
    for (const object of after) runAfterDrawing(object, this.context, sceneOf(object));
    this.hooksRan = ++this.stamp;
  }

  private prepare(): void {
    const context = this.context;
    context.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);
    context.imageSmoothingEnabled = this.painter.smoothing;
  }

  /**
   * The group's items read again. Bounds equal to the last ones keep their
   * object (how `draw` knows a group changed in place) and the grid is left
   * as it is; `full` (a repaint of everything, maybe at a new ratio) leaves
   * the grid to be indexed afresh before the next search. `position`: the
   * group's place in the order, when the caller knows it.
   */
  private update(state: CanvasGroupState, full: boolean, position = -1): CanvasGroupState {
    const group = state.group;
    // A group only moved or placed keeps its place in the order (a change of the order marks it changed). A
    // full repaint knows it: where it is in the order drawn.
    if (state.movedTo === CHANGED || state.movedTo === NOT_MOVED)
      this.styles.placed(state, position >= 0 ? position : group.positionByZIndex);
    const items = plannedThisFrame(state) ?? this.read(group, state);
    // A hook its plan ran removed the group: nothing of it is indexed again.
    if (state.removed) return state;
    state.items = items;
    const kept = state.kept;
    let everywhere = false;
    // A kept frame is one image with no drawing option: it paints its box only.
    if (items) for (let i = 0; i < items.length; i++) if (items[i]!.everywhere) everywhere = true;
    if (everywhere !== state.everywhere) {
      state.everywhere = everywhere;
      if (everywhere) this.everywhere.add(group);
      else this.everywhere.delete(group);
    }
    const old = state.bounds;
    // The same bounds as before (the common case) found without making a rectangle.
    if (!full && old && (items ? sameBounds(items, old) : sameBox(kept!, old))) return state;
    const bounds = boundsOf(items ?? this.keptItems(state, kept!));
    state.bounds = bounds;
    state.paint = bounds && roundOut(bounds, this.ratio);
    state.alone = undefined;
    // A full repaint paints every group in order and searches nothing: the grid is indexed again when a
    // search needs it (`indexAll`). A scene whose groups all move every frame then keeps no grid at all.
    if (full) this.grid.stale = true;
    else this.grid.place(state);
    return state;
  }

  /** The group's items as last read, read again if they were let go (a kept frame written out as an item). */
  private itemsOf(state: CanvasGroupState): DrawItem[] {
    if (state.items) return state.items;
    const items = this.read(state.group, state);
    state.items = items;
    return items ?? this.keptItems(state, state.kept!);
  }

  /**
   * Reads the group anew: a plain image frame is its sprite's kept frame while
   * nothing invalidated it, else planned and kept (`state.kept`, and null is
   * returned: `itemsOf` writes its item out when needed); any other frame gives
   * the items of its plan.
   */
  private read(group: LIB_GraphicSprites, state: CanvasGroupState): DrawItem[] | null {
    const movedTo = state.movedTo;
    state.movedTo = NOT_MOVED;
    const moved = movedTo >= 0;
    const position = moved ? movedTo : group.pointer;
    const kept = state.frames[position];
    const from = state.framesFrom > this.hooksRan ? state.framesFrom : this.hooksRan;
    state.after = null;
    state.everyFrame = false;
    if (movedTo === PLACED) {
      state.stageLeft = finite(group.spritesGroup.left);
      state.stageTop = finite(group.spritesGroup.top);
    }
    if (kept && kept.made >= from && (moved || kept.object === group.spritesGroup.sprites[position])) {
      // Where the stage is now (the group placed anew since the frame was kept, or not).
      placeFrame(kept, state.stageLeft, state.stageTop);
      state.kept = kept;
      // An image leaves and takes no style (another sprite's plan may have).
      this.styles.take(state, undefined);
      return null;
    }
    state.kept = null;
    // Planned from the model as it is now.
    const at = group.pointer;
    const sprite = group.spritesGroup.sprites[at];
    const frame = (state.frame ??= imageFrame());
    // A plain image frame shows no other group (nothing for the map dependents to learn) and has no hooks.
    if (!sprite || !planImageFrame(group, frame)) {
      const planned = this.maps.plan(group, this.itemOptions);
      // Shapes, BITMAP, MAP or hooks still on their way: the group is planned again once they are in (if still here).
      if (planned.arriving)
        void planned.arriving.then(() => this.states.get(group) === state && (this.markDirty(group), this.drawAgain()));
      state.after = planned.afterDrawing ?? null;
      setPlanned(state, planned.everyFrame === true);
      if (state.after || state.everyFrame) this.hooksRan = ++this.stamp;
      this.styles.take(state, planned.styles);
      return placeItems(planned, this.itemOptions.textFont);
    }
    this.styles.take(state, undefined);
    const first = state.frames.length === 0;
    state.kept = keepFrame(state.frames, at, sprite, frame, this.stamp);
    state.stageLeft = frame.stage.left;
    state.stageTop = frame.stage.top;
    // The first plan of a group plans its other sprites too: a playing group's first pass then
    // costs no more a frame than the next ones.
    if (first) {
      const sprites = group.spritesGroup.sprites;
      for (let i = 0; i < sprites.length; i++)
        if (i !== at && planImageFrame(group, frame, sprites[i]!))
          keepFrame(state.frames, i, sprites[i]!, frame, this.stamp);
    }
    return null;
  }

  /** The kept frame as an item (the group's one, written over), for the repaints that need items. */
  private keptItems(state: CanvasGroupState, kept: SpriteFrame): [DrawItem] {
    return (state.frameItems = keptItem(kept, (state.frame ??= imageFrame()), state.frameItems));
  }

  /** Paints the group's items as last read: its kept frame straight from the record. */
  private paintGroup(state: CanvasGroupState): void {
    const items = state.items;
    if (items) {
      this.painter.before = state.before;
      for (let i = 0; i < items.length; i++) this.painter.draw(items[i]!);
    } else if (state.kept) this.painter.drawFrame(state.kept);
  }

  private clearDirty(): void {
    for (let i = 0; i < this.dirtyCount; i++) {
      this.dirty[i]!.dirty = false;
      this.dirty[i] = null;
    }
    this.dirtyCount = 0;
  }
}
