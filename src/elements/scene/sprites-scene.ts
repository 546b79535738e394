/**
 * `<lib-sprites-scene>`: a scene of `<lib-sprites-group>` children, mirrored
 * both ways with a `LIB_GraphicSpritesScene` (its sync), drawn by the groups'
 * own shadow DOM (`renderer="dom"`) or all together into one canvas
 * (`renderer="canvas"`, with accessible stand-ins for labelled groups).
 */
import { LitElement, html, type PropertyValues, type TemplateResult } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { keyed } from 'lit/directives/keyed.js';
import type { LIB_GraphicSprites, SpriteObject } from '../../model/index.js';
import { SubSpriteObject } from '../../model/index.js';
import { objectsAt } from '../../render/canvas/hit-test.js';
import { afterArrivals } from '../../render/features.js';
import { elementOf } from '../sync/registry.js';
import { SceneSync } from '../sync/scene-sync.js';
import { startPlaying, stopPlaying, replay, setPlayerHost, wake, type Player } from '../playback/playback.js';
import { DueQueue } from '../playback/due-queue.js';
import { startSceneAutoplay, type SceneHost } from '../sync/scene-host.js';
import type { SceneModel } from '../sync/scene-model.js';
import { SceneCanvas, type BoxSize } from './scene-canvas.js';
import { reportImageFailed } from '../events/image-failed.js';
import { ELEMENT_FIELD_BY_NAME, warnAttribute } from '../fields/fields.js';
import { SceneStandIns } from './scene-stand-ins.js';
import { SceneStylesBefore } from './scene-styles-before.js';
import type { LibSpritesGroupElement } from '../group/sprites-group.js';
import { spritesSceneStyles } from './sprites-scene.styles.js';
import { refuseNoStringValues } from '../../shared/string-form.js';

export type SceneRenderer = 'dom' | 'canvas';

/** One thing under a point: the group, and the sprite and sub-sprite drawn there. */
export interface SceneHit {
  group: LibSpritesGroupElement;
  sprite: HTMLElement | null;
  subSprite: HTMLElement | null;
  /** The model object drawn there (the sprite or the sub-sprite). */
  object: SpriteObject | SubSpriteObject;
}

/** Detail of `lib-sprite-pointerdown` and `lib-sprite-click`. */
export interface SpritePointerDetail extends SceneHit {
  pointerEvent: PointerEvent | MouseEvent;
}

export type SpritePointerEvent = CustomEvent<SpritePointerDetail>;

const DEFAULT_SIZE = { width: 300, height: 150 } as const;

/**
 * The box's `width` or `height` (unset: the default), read as a group reads its sizes (the field
 * table's converter): a bad one is the default, with one `bad-attribute` warning.
 */
function boxSide(scene: LibSpritesSceneElement, name: 'width' | 'height'): number {
  const value = scene[name];
  if (value === undefined || value === null) return DEFAULT_SIZE[name];
  // The attribute as written where it holds the value (a property set reflects after this update).
  const attribute = scene.getAttribute(name);
  const raw = attribute !== null && Object.is(Number(attribute), Number(value)) ? attribute : String(value);
  const converter = ELEMENT_FIELD_BY_NAME.get(name)!.converter;
  const problem = converter.problem(raw);
  if (problem === null) return converter.fromAttribute(raw) as number;
  warnAttribute(scene, name, raw, `${problem}; using the default ${DEFAULT_SIZE[name]}`);
  return DEFAULT_SIZE[name];
}

/**
 * A scene of sprite groups. Each `<lib-sprites-group>` child is placed by its
 * `left`/`top` in the scene's box and stacked by its `z-index` (then by
 * order). `controller` is the scene's `LIB_GraphicSpritesScene`: groups it
 * inserts or removes appear or disappear as children, and the other way round.
 *
 * The scene plays its groups from the page's one frame loop: a scene with
 * nothing playing costs nothing per frame, and it pauses while the page is
 * hidden or the scene is off-screen.
 *
 * @tag lib-sprites-scene
 *
 * @attr {'dom' | 'canvas'} [renderer='dom'] - `dom` (default): each group renders its own shadow DOM. `canvas`: one canvas draws every group, repainting only what changed. Switching keeps every group's state.
 * @attr offscreen - Canvas renderer: a worker draws the canvas (`OffscreenCanvas`), so its drawing and raster leave the main thread; the playback, events and hit tests stay. The main thread draws instead where the browser cannot, or once the scene shows what only it can draw the same: a page hook (`beforeDrawing`, `afterDrawing`, `beforeDrawingElement`: none is run for the worker), a gradient or pattern `style`, a font of the document's own `@font-face` (`offscreenRefusal` says which). Off by default.
 * @attr {number} [width=300] - Width of the scene's box, CSS px.
 * @attr {number} [height=150] - Height of the scene's box, CSS px.
 * @attr autoplay - Every group plays when it joins the scene, as with its own `autoplay` (those the controller inserts later too); not under `prefers-reduced-motion: reduce` unless `ignore-reduced-motion`. Off by default.
 * @attr ignore-reduced-motion - The groups' autoplay (the scene's or their own) plays even when the user prefers reduced motion.
 *
 * @fires {CustomEvent<SpritePointerDetail>} lib-sprite-pointerdown - Canvas renderer: a pointer went down on a drawn sprite; dispatched on its `<lib-sub-sprite>` or `<lib-sprite>`, bubbles, composed; `detail.pointerEvent` is the original event.
 * @fires {CustomEvent<SpritePointerDetail>} lib-sprite-click - Canvas renderer: a click on a drawn sprite; as `lib-sprite-pointerdown`.
 * @fires {CustomEvent<SpritesFrameDetail>} lib-sprites-frame - Once per frame in which the scene's groups moved their pointers: `detail.changes` lists each move (`group`, `pointer`, `pointerPrevious`, `sprite`) in order. Only while the scene has a listener for it; does not bubble. One listener here instead of one per group.
 * @fires {CustomEvent<SpriteChangeDetail>} lib-sprite-change - A group's, bubbling from it (its `target`). A listener here makes every group of the scene dispatch it.
 *
 * @csspart box - The scene's box (`width` × `height`).
 * @csspart canvas - The canvas of the canvas renderer.
 * @csspart proxy - The accessible stand-in of a labelled group (canvas renderer).
 *
 * @cssprop [--lib-sprites-image-rendering=auto] - `pixelated` or `crisp-edges` turn image smoothing off in the canvas too (read when the canvas is set up or resized, or on `redraw()`).
 * @cssprop [--lib-sprites-text-font] - Font of TEXT sprites in the canvas (else the scene's font).
 * @cssprop [--lib-sprites-text-color] - Colour of TEXT sprites in the canvas (else the scene's colour).
 */
export class LibSpritesSceneElement extends LitElement {
  static override styles = spritesSceneStyles;

  static override properties = {
    renderer: { type: String, reflect: true },
    width: { type: Number, reflect: true },
    height: { type: Number, reflect: true },
    autoplay: { type: Boolean, reflect: true },
    ignoreReducedMotion: { type: Boolean, reflect: true, attribute: 'ignore-reduced-motion' },
    offscreen: { type: Boolean, reflect: true },
  };

  /** `dom` or `canvas`; anything else counts as `dom`. */
  declare renderer: SceneRenderer;
  declare width: number | undefined;
  declare height: number | undefined;
  /** Every group plays as if it had `autoplay`, those the controller inserts later included. */
  declare autoplay: boolean;
  /** The groups' autoplay plays even under `prefers-reduced-motion: reduce`, as each group's own `ignore-reduced-motion`. */
  declare ignoreReducedMotion: boolean;
  /** Canvas renderer: a worker draws the canvas where it can (see the `offscreen` attribute). */
  declare offscreen: boolean;
  /** Bumped for a new canvas element: one handed to a worker cannot be drawn into again. */
  private canvasKey = 0;
  private renderedKey = -1;

  /** The players of the groups the scene plays, by when each is next due. */
  private readonly playingGroups = new DueQueue();
  private boxSize: BoxSize = { ...DEFAULT_SIZE };

  /** Told of each group's render: true when the canvas draws it (the group then renders nothing). */
  private readonly sceneHost: SceneHost = {
    element: this,
    groupRendered: (group) => this.groupRendered(group as LibSpritesGroupElement),
    groupMoved: (group, controller) => this.groupMoved(group as LibSpritesGroupElement, controller),
    groupChanged: (group, placed) => this.drawsCanvas && this.groupRendered(group as LibSpritesGroupElement, placed),
    drawsGroups: () => this.drawsCanvas,
    groupPlanned: (group, styles) => this.stylesBefore.groupPlanned(group, styles),
    ignoresReducedMotion: () => this.ignoreReducedMotion,
  };

  private readonly sync = new SceneSync(this, this.sceneHost, {
    groupJoined: (group) => {
      replay(group);
      group.requestUpdate();
      if (this.autoplay) startSceneAutoplay(group);
    },
    groupLeft: (group, controller) => {
      group.style.removeProperty('z-index');
      this.stylesBefore.groupLeft(group);
      this.canvas.groupRemoved(controller);
      // A group that leaves is disconnected, which stops its playback here; connected elsewhere, it plays there.
      group.requestUpdate();
    },
  });

  private readonly canvas = new SceneCanvas(
    this,
    () => this.sync.controller.spritesGroups.itemsByZIndex,
    () => this.boxSize,
    () => {
      this.canvasKey++;
      this.requestUpdate();
    },
    (url, groups) => {
      for (const controller of groups) {
        const group = this.sync.elementOf(controller);
        if (group) reportImageFailed(group, url);
      }
    },
  );

  private readonly standIns = new SceneStandIns(this, this.sync.groups);

  /** DOM renderer: what the groups drawn before each group left, for its items with no style. */
  private readonly stylesBefore = new SceneStylesBefore(
    () => this.sync.controller.spritesGroups.itemsByZIndex,
    (controller) => this.sync.elementOf(controller),
  );

  constructor() {
    super();
    setPlayerHost(this, this.playerHost);
    this.renderer = 'dom';
    this.autoplay = false;
    this.ignoreReducedMotion = false;
    this.offscreen = false;
  }

  /** The scene's `LIB_GraphicSpritesScene`, equal to the children. */
  get controller(): SceneModel {
    this.sync.flush();
    return this.sync.controller;
  }

  private get drawsCanvas(): boolean {
    return this.renderer === 'canvas';
  }

  /** Repaints the whole canvas, reading the CSS custom properties again. */
  redraw(): void {
    this.canvas.redraw();
  }

  /** Whether a worker draws the canvas now (`offscreen`, and nothing made the main thread take over). */
  get drawsOffscreen(): boolean {
    return this.canvas.offscreen;
  }

  /** Why the main thread took the canvas over from the worker (a page hook, a gradient, ...); null if it never did. */
  get offscreenRefusal(): string | null {
    return this.canvas.offscreenRefusal;
  }

  /**
   * The canvas renderer's pixels once what is queued is drawn (device px), read
   * from the worker when one draws; null for the DOM renderer or an empty box.
   */
  readPixels(): Promise<ImageData | null> {
    return this.drawsCanvas ? this.canvas.pixels() : Promise.resolve(null);
  }

  /** What is drawn at (x, y) of the scene's box (CSS px), top-most first: shape-exact for shapes, box-exact for images and text. */
  elementsAt(x: number, y: number): SceneHit[] {
    const order = this.controller.getGraphicSpritesAll(true, []);
    return objectsAt(order, x, y, (controller) => this.sync.elementOf(controller)).map(({ group, object }) => {
      const sub = object instanceof SubSpriteObject ? object : null;
      const sprite = sub ? sub.parent : (object as SpriteObject);
      return {
        group,
        sprite: (sprite && elementOf(sprite)) ?? null,
        subSprite: (sub && elementOf(sub)) ?? null,
        object,
      };
    });
  }

  // ------------------------------------------------------------ lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.drawsCanvas && this.hasUpdated && !this.canvas.drawing) this.requestUpdate();
    if (this.playingGroups.size) startPlaying(this.player);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    stopPlaying(this.player);
  }

  // ------------------------------------------------------------ playback

  /**
   * The scene plays as one player in the shared loop, ticking the groups it
   * adopted that are due: its visibility decides for all of them, and the
   * loop ticks it when its earliest group is due.
   */
  private readonly player: Player & { nextTick: number } = {
    target: this,
    nextTick: Number.NEGATIVE_INFINITY,
    tick: (now) => {
      this.playingGroups.run(now, (player) => player.tick(now));
      this.player.nextTick = this.playingGroups.next;
    },
  };

  private readonly playerHost = {
    adoptPlayer: (player: Player): boolean => {
      if (!this.isConnected) return false;
      this.playingGroups.set(player, Number.NEGATIVE_INFINITY);
      startPlaying(this.player);
      wake(this.player);
      return true;
    },
    releasePlayer: (player: Player): void => {
      this.playingGroups.delete(player);
      if (this.playingGroups.size === 0) stopPlaying(this.player);
    },
    wakePlayer: (player: Player): void => {
      this.playingGroups.wake(player);
      wake(this.player);
    },
  };

  /** Called from each group's render. True: the scene draws it (canvas), the group renders nothing. */
  private groupRendered(group: LibSpritesGroupElement, placed = false): boolean {
    const controller = this.sync.groups.get(group);
    if (!controller) return false;
    if (this.drawsCanvas) {
      this.canvas.groupChanged(controller, placed);
      this.standIns.groupDrawn(group);
      return true;
    }
    const z = String(Math.trunc(controller.zIndex) || 1);
    if (group.style.getPropertyValue('z-index') !== z) {
      group.style.setProperty('z-index', z);
      this.stylesBefore.groupMoved(group);
    }
    return false;
  }

  /** Called at each pointer move of a group. True: the canvas draws it (its frames as last planned). */
  private groupMoved(group: LibSpritesGroupElement, controller: LIB_GraphicSprites): boolean {
    if (!this.drawsCanvas) return false;
    // A group's host is set and cleared with its place in `sync.groups`: no look-up here.
    this.canvas.groupMoved(controller);
    this.standIns.groupDrawn(group);
    return true;
  }

  // ------------------------------------------------------------- drawing

  /** Settles once the canvas drew what its groups' plans waited for (drawing fetched on first use: render/features.ts). */
  protected override async getUpdateComplete(): Promise<boolean> {
    // The canvas draws again when it is in, a microtask after it: before the next update settles.
    return afterArrivals(await super.getUpdateComplete(), () => this.getUpdateComplete());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A canvas once handed to a worker stays the worker's: a change of mode draws into a new one.
    if (changed.has('offscreen') && changed.get('offscreen') !== undefined) this.canvasKey++;
    if (changed.has('width') || changed.has('height')) {
      this.boxSize = { width: boxSide(this, 'width'), height: boxSide(this, 'height') };
    }
  }

  protected override render(): TemplateResult {
    const canvas = this.drawsCanvas;
    const { width, height } = this.boxSize;
    this.renderedKey = this.canvasKey;
    return html`<div part="box" class="box" style=${styleMap({ width: `${width}px`, height: `${height}px` })}>
      ${canvas ? html`${keyed(this.canvasKey, html`<canvas part="canvas" @pointerdown=${this.onPointer} @click=${this.onPointer}></canvas>`)}${this.standIns.render()}` : html`<slot></slot>`}
    </div>`;
  }

  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    // A labelled group's render asks for an update; only a changed label or box needs one.
    if (changed.size > 0 || !this.drawsCanvas || this.renderedKey !== this.canvasKey) return true;
    // Back in the document after its worker stopped: a new canvas is attached.
    if (this.isConnected && !this.canvas.drawing) return true;
    return this.standIns.changed();
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Turned on: every group starts (one already playing goes on as it was).
    if (changed.has('autoplay') && this.autoplay)
      for (const group of this.sync.groups.keys()) startSceneAutoplay(group);
    const canvas = this.shadowRoot!.querySelector('canvas');
    // A scene out of the document starts no worker: it attaches its canvas when it is back.
    const swapped = this.drawsCanvas && this.isConnected && !this.canvas.isAttached(canvas);
    const switched = changed.has('renderer');
    if (!switched && !swapped) return;
    if (this.drawsCanvas && canvas)
      this.canvas.attach(canvas, this.shadowRoot!.querySelector('.box') as HTMLElement, this.offscreen);
    else this.canvas.detach();
    // Each group renders again: into the canvas, or into its own shadow DOM. A new canvas alone (a worker's
    // taken over, or given) is drawn whole by its first draw: the groups need not render for it.
    if (switched) for (const group of this.sync.groups.keys()) group.requestUpdate();
    this.canvas.queueDraw();
  }

  // -------------------------------------------------------------- events

  private onPointer = (event: MouseEvent): void => {
    const canvas = event.currentTarget as HTMLCanvasElement;
    const rect = canvas.getBoundingClientRect();
    const hit = this.elementsAt(event.clientX - rect.left, event.clientY - rect.top)[0];
    const target = hit && (hit.subSprite ?? hit.sprite);
    if (!hit || !target) return;
    const name = event.type === 'pointerdown' ? 'lib-sprite-pointerdown' : 'lib-sprite-click';
    target.dispatchEvent(
      new CustomEvent<SpritePointerDetail>(name, {
        detail: { ...hit, pointerEvent: event },
        bubbles: true,
        composed: true,
      }),
    );
  };
}

/** The events a canvas scene dispatches on the sprites it draws. */
export interface SceneEventMap {
  'lib-sprite-pointerdown': SpritePointerEvent;
  'lib-sprite-click': SpritePointerEvent;
}

refuseNoStringValues(LibSpritesSceneElement);

declare global {
  interface HTMLElementTagNameMap {
    'lib-sprites-scene': LibSpritesSceneElement;
  }
  // They bubble and are composed: listeners on the document and the window see them too.
  interface HTMLElementEventMap extends SceneEventMap {}
  interface DocumentEventMap extends SceneEventMap {}
  interface WindowEventMap extends SceneEventMap {}
}
