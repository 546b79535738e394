/**
 * How a `<lib-sprites-group>` draws: its render root, its render, and the one route a frame change
 * takes to the screen (docs/architecture.md#layers), with its fast cases inside it. The element wires
 * this controller and keeps its API; nothing here is public.
 *
 * A pointer move reaches `pointerMoved`, which announces it to whoever listens, then draws it: a scene
 * that draws the group into its canvas is told; else the move is drawn at once when all it changes is
 * the box of a plain image frame or the paths of a sprite of shapes (DomBackend.redraw); else Lit renders. Playback's own move may come here first as
 * an unrecorded move (`moveUnrecorded`, docs/architecture.md#glossary), which skips the change record
 * when no one but the group or its scene listens.
 */
import { nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { LibSpritesGroupElement } from './sprites-group.js';
import type { SpriteObject } from '../../model/index.js';
import { DomBackend } from '../../render/dom/dom-backend.js';
import { imageFrame, plan, planImageFrame, type ImageFrame } from '../../render/plan.js';
import type { Plan } from '../../render/draw-item.js';
import { isDrawn } from '../../render/options/common.js';
import { hasDrawingHooks } from '../../render/options/hooks.js';
import { addFrameChange, dispatchLater } from '../events/events.js';
import { tellSprites } from '../events/sprite-events.js';
import { reportImageFailed } from '../events/image-failed.js';
import { isHeard, spritesMayHear } from '../events/listeners.js';
import { PLAY_UNRECORDED, type GroupModel } from '../sync/group-model.js';
import { sceneHostOf, type SceneHost } from '../sync/scene-host.js';
import type { PointerChange } from '../sync/context.js';
import type { MapTargets } from '../../render/dom/map-targets.js';
import { shapesIfLoaded } from '../../render/features.js';
import { holdOnScreen } from '../playback/playback.js';
import { attachDeferredRoot, canvasDrawnRoot } from './deferred-root.js';
import {
  frameNumber,
  loopRanThisFrame,
  loopRunsLaterThisFrame,
  requestFrame,
  runAfterThisCallback,
} from '../../shared/frame-loop.js';

/** The group element as its drawing sees it. */
export type DrawingHost = LibSpritesGroupElement;

export interface GroupDrawingOptions {
  /** The group's model. */
  model(): GroupModel;
  /** Whether playback is playing. */
  playing(): boolean;
  /** An unrecorded move was made: what the element notes of any move of playback's. */
  movedUnrecorded(): void;
}

/** The groups whose fields the page wrote in this task: one microtask paints them all (`fieldWritten`). */
const writtenGroups: GroupDrawing[] = [];

function paintWrittenGroups(): void {
  for (let i = 0; i < writtenGroups.length; i++) writtenGroups[i]!.paintWritten();
  writtenGroups.length = 0;
}

export class GroupDrawing implements ReactiveController {
  /** Draws the plan of the current sprite into the shadow root; made at the group's first render of its own (a canvas scene's groups have none). */
  private backend: DomBackend | null = null;
  /** What MAP cells name, and the groups they show; made with the backend. */
  private mapTargets: MapTargets | null = null;
  /** While a canvas scene draws the group, its render root until it first draws itself (deferred-root.ts). */
  private deferredRoot: DocumentFragment | null = null;
  /** While the group takes no room (drawn nowhere in place): the inline `display` it had before. */
  private displayBefore: { value: string; priority: string } | null = null;
  /** What the last plan drawn here leaves and takes of the scene's styles (render/carried-style.ts). */
  private planStyles: Plan['styles'] = undefined;
  /** What `frameChanged` plans a plain image frame into (made at the first move). */
  private frameRecord: ImageFrame | null = null;
  private framePlan: Plan | null = null;
  /** What `keepAhead` plans a sprite with (made at the first move). */
  private planAhead: ((position: number) => Plan | null) | null = null;
  /**
   * Whether each sprite, by position, has page hooks (itself or a sub-sprite), as found since the group
   * last rendered: a render comes after any change to the group (a field, its data, its sprites), so
   * until then a frame costs a group without hooks one look-up, whichever sprite it shows.
   */
  private readonly hooksAt: (boolean | undefined)[] = [];
  /** The sprite current after the last pointer move: the one a move leaves. */
  private shownSprite: SpriteObject | null = null;
  /** The page wrote the group's fields in this task, not drawn yet (`fieldWritten`). */
  private written = false;
  /** All the fields written in this task are the group's own `left` / `top`. */
  private writtenPlace = false;

  constructor(
    private readonly host: DrawingHost,
    private readonly options: GroupDrawingOptions,
  ) {
    host.addController(this);
  }

  /** Each update renders: what was found of the sprites' hooks is found again, and fields written are drawn. */
  hostUpdate(): void {
    this.hooksAt.fill(undefined);
    this.written = false;
  }

  /** The render root: deferred while a canvas scene draws the group, else `ownRoot()`. */
  createRenderRoot(ownRoot: () => HTMLElement | DocumentFragment): HTMLElement | DocumentFragment {
    return (this.deferredRoot = canvasDrawnRoot(this.host)) ?? ownRoot();
  }

  render(): TemplateResult | typeof nothing {
    const host = this.host;
    const model = this.options.model();
    this.takeRoom(isDrawn(model.spritesGroup, false));
    // A scene that draws this group into its canvas leaves its shadow root empty.
    if (sceneHostOf(host)?.groupRendered(host)) return nothing;
    if (this.deferredRoot) {
      attachDeferredRoot(host, this.deferredRoot);
      this.deferredRoot = null;
    }
    const backend = (this.backend ??= new DomBackend(host, (url) => reportImageFailed(host, url)));
    const frame = frameNumber();
    // Hooks run once per frame: a second render in the frame draws the frame's plan, and plans at the next.
    const replay = backend.replayable(frame);
    if (replay) {
      requestFrame(this.planAtNextFrame);
      return backend.render(replay, frame, true);
    }
    // Told at every render: the group may have joined a scene since its last plan.
    // MAP cells are planned only once the shapes feature is in, which brings what they look up.
    const shapes = shapesIfLoaded();
    const context = shapes ? (this.mapTargets ??= new shapes.MapTargets(host, holdOnScreen)).beginRender() : undefined;
    const made = plan(model, context);
    return backend.render(this.planned(made, true), frame);
  }

  /** What a render that drew its frame's plan again asks of the next frame. */
  private readonly planAtNextFrame = (): void => this.host.requestUpdate();

  /**
   * The one route of a pointer move (playback's, or `next()`, `pointer`, ...) to the screen: announced
   * to whoever listens (the sprites left and reached, the group, the frame event of its scene or
   * document), then drawn (`frameChanged`).
   */
  pointerMoved(change: PointerChange): void {
    const host = this.host;
    const scene = sceneHostOf(host);
    const left = this.shownSprite;
    this.shownSprite = change.sprite;
    if (spritesMayHear()) tellSprites(left, change);
    this.announceMove(change.pointer, change.pointerPrevious, change.sprite);
    const frameTarget = scene ? scene.element : host.ownerDocument;
    if (isHeard(frameTarget, 'lib-sprites-frame', false)) {
      addFrameChange(frameTarget, {
        group: host,
        pointer: change.pointer,
        pointerPrevious: change.pointerPrevious,
        sprite: change.sprite,
      });
    }
    this.frameChanged(scene);
  }

  /**
   * A field written straight on one of the group's objects (a game's loop writing `left` and `top` every
   * frame): drawn at the next frame. A canvas scene that draws the group is told, as a render would tell
   * it, with no update of the group: nothing of the element shows it. That is decided once the task's
   * other work is known (`paintWritten`): a model method's write comes with its change record, whose
   * render tells the scene, once. `disabled` is the one field the element shows itself (its label).
   */
  fieldWritten(name: string, placed = false): void {
    if (name === 'disabled' || !sceneHostOf(this.host)?.drawsGroups()) {
      this.host.requestUpdate();
      return;
    }
    if (this.written) {
      this.writtenPlace &&= placed;
      return;
    }
    this.written = true;
    this.writtenPlace = placed;
    // In a page's animation-frame callback that runs before the library's: painted with that frame's moves.
    if (writtenGroups.push(this) === 1)
      if (loopRunsLaterThisFrame()) requestFrame(paintWrittenGroups);
      else {
        queueMicrotask(paintWrittenGroups);
        // After the loop drew this frame: painted again now, and from the next frame the loop runs after
        // the callback that wrote, so that its writes and playback's moves are drawn once.
        if (loopRanThisFrame()) runAfterThisCallback();
      }
  }

  /** After the task that wrote the group's fields: its scene paints it again, unless a render did or will. */
  paintWritten(): void {
    if (!this.written) return;
    this.written = false;
    const host = this.host;
    if (host.isUpdatePending || !host.hasUpdated || !sceneHostOf(host)?.groupChanged(host, this.writtenPlace))
      host.requestUpdate();
  }

  /**
   * The move drawn: a canvas scene that draws the group is told; else the move is drawn without a render
   * when it can be (`redraw`); else Lit renders.
   */
  private frameChanged(scene: SceneHost | undefined): void {
    // A scene that draws this group into its canvas needs no Lit update of it, only to know.
    if (scene?.groupMoved(this.host, this.options.model())) return;
    if (!this.redraw()) this.host.requestUpdate();
  }

  /**
   * The move drawn without a render, when all it changes is the background of the one box showing a
   * sprite-sheet frame, or the paths of a sprite of shapes in the same stage (DomBackend.redraw): no
   * template, no update cycle, drawn at once. Not with page hooks (`beforeDrawing` / `afterDrawing` run
   * in renders) or while a render is due anyway (it draws the move with whatever else changed).
   */
  private redraw(): boolean {
    const backend = this.backend;
    const host = this.host;
    if (!backend || !host.hasUpdated || host.isUpdatePending) return false;
    const model = this.options.model();
    const current = model.getCurrent();
    if (!current || hasDrawingHooks(current)) return false;
    const subs = current.subSprites;
    for (let i = 0; i < subs.length; i++) if (hasDrawingHooks(subs[i]!)) return false;
    // A plain image frame (the common move) is planned into the group's own record: no plan object per move.
    const frame = (this.frameRecord ??= imageFrame());
    if (!planImageFrame(model, frame)) return backend.redraw(this.planned(plan(model)));
    this.tellStyles(undefined);
    // Kept by the backend for the sprite's next turn (moveUnrecorded).
    if (!backend.redraw((this.framePlan ??= { stage: frame.stage, items: [frame.item] }), model.pointer)) return false;
    if (this.options.playing() && !sceneHostOf(host)) this.keepAhead(backend);
    return true;
  }

  /**
   * The first move while playing since a render plans the other sprites' frames too (as a canvas scene
   * does at its first plan of a group): a playing group's first pass then moves as its next ones do,
   * each move one style write, where each sprite's first turn was a plan. Only playback's moves outside
   * a scene draw from what is kept (moveUnrecorded).
   */
  private keepAhead(backend: DomBackend): void {
    backend.keepAhead(
      this.options.model().spritesGroup.sprites.length,
      (this.planAhead ??= (i) => {
        const model = this.options.model();
        const planned = planImageFrame(model, this.frameRecord!, model.spritesGroup.sprites[i]!);
        return planned ? this.framePlan : null;
      }),
    );
  }

  /**
   * Playback's move to sprite `index` as an unrecorded move (docs/architecture.md#glossary), when nothing
   * else would come of it: no one listens for the move but the group itself or its scene (their
   * `lib-sprite-change` is dispatched from here; not its sprites, the page's or scene's frame event, the
   * model's change listeners), no render is due, the sprite has no page hook, and the move is drawn by
   * one call: its scene's canvas (which keeps each group's frames and plans again what it did not keep),
   * or, for a group that draws itself outside a scene, the kept frame of that sprite. False, doing
   * nothing, otherwise: playback then moves the model, whose change record takes the route above.
   */
  moveUnrecorded(index: number, start: number): boolean {
    const host = this.host;
    if (!host.hasUpdated || host.isUpdatePending) return false;
    const scene = sceneHostOf(host);
    // A scene that does not draw its groups (DOM) carries styles between them at each move: the usual move.
    if (scene ? !scene.drawsGroups() : !this.backend?.hasKept(index)) return false;
    // A listener of the group's own bubbling change event is told here; one on its sprites or on a frame
    // event needs the usual move's record.
    if (spritesMayHear() || isHeard(scene ? scene.element : host.ownerDocument, 'lib-sprites-frame', false))
      return false;
    const model = this.options.model();
    const sprite = model.spritesGroup.sprites[index];
    const previous = model.pointer;
    // A hook put straight into its data since it was kept runs from its next frame on, as in `redraw`.
    if (!sprite || hasDrawingHooks(sprite) || !model[PLAY_UNRECORDED](index, start)) return false;
    this.shownSprite = sprite;
    this.options.movedUnrecorded();
    if (scene) scene.groupMoved(host, model);
    else {
      this.tellStyles(undefined);
      this.backend!.redrawKept(index);
    }
    if (previous !== index) this.announceMove(index, previous, sprite);
    return true;
  }

  /**
   * `lib-sprite-change` for a move, made only when a listener may hear it on its way (events/listeners.ts).
   * Its detail is made here, once, from the move's fields: listeners may keep it, so it is never the change
   * record the move came in.
   */
  private announceMove(pointer: number, pointerPrevious: number, sprite: SpriteObject | null): void {
    const host = this.host;
    if (isHeard(host, 'lib-sprite-change', true))
      dispatchLater(host, 'lib-sprite-change', { pointer, pointerPrevious, sprite });
  }

  /**
   * At each tick of the group's playback: a current sprite or sub-sprite with `beforeDrawing` /
   * `afterDrawing` is drawn again at every frame (the hooks run at each draw, as in the original engine,
   * where pages animate with them). The render (DOM), or the scene's repaint (canvas), runs them: once a frame.
   */
  drawsEveryFrame(): boolean {
    const model = this.options.model();
    const pointer = model.pointer;
    let hooked = this.hooksAt[pointer];
    if (hooked === undefined) {
      const current = model.getCurrent();
      hooked = !!current && (hasDrawingHooks(current) || current.subSprites.some(hasDrawingHooks));
      if (current) this.hooksAt[pointer] = hooked;
    }
    if (!hooked) return false;
    // A canvas scene repaints the group in the one draw of this frame, whichever group queued it first; a
    // render requested here would come after a draw already queued, and draw (and run the hooks) again.
    const scene = sceneHostOf(this.host);
    if (!(scene?.drawsGroups() && scene.groupRendered(this.host))) this.host.requestUpdate();
    return true;
  }

  /** A plan about to be drawn here. */
  private planned(drawn: Plan, always = false): Plan {
    this.tellStyles(drawn.styles, always);
    return drawn;
  }

  /** The group's scene, if any, learns what its plan leaves and takes (when that changed, or `always`). */
  private tellStyles(styles: Plan['styles'], always = false): void {
    if (!always && styles === this.planStyles) return;
    this.planStyles = styles;
    sceneHostOf(this.host)?.groupPlanned(this.host, styles);
  }

  /**
   * A group drawn nowhere in place (`data-hidden`, or `data-only-use-in-map`: shown only by MAP cells)
   * takes no room in the page: its box would push what follows. It still plays, and a map that shows it
   * keeps it ticking. The host's inline `display` the page set is put back when it is drawn again.
   */
  private takeRoom(drawn: boolean): void {
    if (drawn === (this.displayBefore === null)) return;
    const style = this.host.style;
    if (drawn) {
      const before = this.displayBefore!;
      this.displayBefore = null;
      if (before.value) style.setProperty('display', before.value, before.priority);
      else style.removeProperty('display');
    } else {
      this.displayBefore = { value: style.getPropertyValue('display'), priority: style.getPropertyPriority('display') };
      style.setProperty('display', 'none', 'important');
    }
  }
}
