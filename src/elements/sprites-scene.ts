/**
 * `<lib-sprites-scene>`: a scene of `<lib-sprites-group>` children, mirrored
 * both ways with a `LIB_GraphicSpritesScene`, drawn by the groups' own shadow
 * DOM (`renderer="dom"`) or all together into one canvas (`renderer="canvas"`).
 * The file is long because the element owns three tightly linked jobs (model
 * mirror, canvas drawing, hit testing and events) that share its state.
 */
import { LitElement, html, type PropertyValues, type TemplateResult } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { LIB_GraphicSprites, SpriteObject, SubSpriteObject, type SceneInsertResult } from '../model/index.js';
import { setOwn } from '../model/data.js';
import { CanvasSceneRenderer } from '../render/canvas/renderer.js';
import { groupItems, contains, boundsOf, inkOf, type DrawItem, type Rect } from '../render/canvas/items.js';
import { hitsPath } from '../render/canvas/paths.js';
import { SpritesController } from './controller.js';
import { FIELDS, FIELD_BY_ATTRIBUTE, attributeOfModelValue, dataKeyOf, ownData, ownValue, type AttributeField } from './fields.js';
import { groupInheritance } from './sync/context.js';
import { elementOf, syncFor } from './sync/registry.js';
import { startPlaying, stopPlaying, replay, setPlayerHost, wake, type Player } from './playback.js';
import { DueQueue } from './due-queue.js';
import { setSceneHost, startSceneAutoplay, type SceneHost } from './scene-host.js';
import { countListeners } from './listeners.js';
import { SceneController } from './scene-controller.js';
import { LibSpritesGroupElement } from './sprites-group.js';
import { spritesSceneStyles } from './sprites-scene.styles.js';
import { refuseNoStringValues } from '../shared/string-form.js';

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

const DEFAULT_WIDTH = 300;
const DEFAULT_HEIGHT = 150;
const size = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback);

/** The fields a scene's attributes give its groups: those a sprite takes from its group, except the scene's own size. */
const inheritable = (field: AttributeField): boolean => field.inherits && field.name !== 'width' && field.name !== 'height';

/** Whether what `item` draws covers (x, y): shape-exact for shapes, box-exact for images and text. */
function covers(item: DrawItem, x: number, y: number): boolean {
  const planned = item.item;
  if ('geometry' in planned) return !!planned.geometry && contains(inkOf(item), x, y) && hitsPath(planned.geometry, x - item.x, y - item.y);
  return (planned.kind === 'image' || planned.kind === 'text') && contains(item, x, y);
}

/** A group with a stand-in in a canvas scene: labelled, and not disabled (a disabled group draws nothing). */
const announced = (group: LibSpritesGroupElement, controller: LIB_GraphicSprites): boolean => !!group.label && !controller.isDisabled();

/** Every group element a scene has seen, by its controller: a controller inserted into another scene moves its element. */
const elementByController = new WeakMap<LIB_GraphicSprites, LibSpritesGroupElement>();

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
  };

  /** `dom` or `canvas`; anything else counts as `dom`. */
  declare renderer: SceneRenderer;
  declare width: number | undefined;
  declare height: number | undefined;
  /** Every group plays as if it had `autoplay`, those the controller inserts later included. */
  declare autoplay: boolean;
  /** The groups' autoplay plays even under `prefers-reduced-motion: reduce`, as each group's own `ignore-reduced-motion`. */
  declare ignoreReducedMotion: boolean;

  private readonly model: SceneController;
  private readonly groups = new Map<LibSpritesGroupElement, LIB_GraphicSprites>();
  /** The players of the groups the scene plays, by when each is next due. */
  private readonly playingGroups = new DueQueue();
  private observer: MutationObserver | null = null;
  private resizeObserver: ResizeObserver | null = null;
  private canvasRenderer: CanvasSceneRenderer | null = null;
  private drawQueued = false;
  /** > 0 while the DOM writes the model, or the model the DOM: the other side must not answer. */
  private applying = 0;
  private boxSize = { width: DEFAULT_WIDTH, height: DEFAULT_HEIGHT };
  private proxyKey = '';
  /** The children may differ from the model (a DOM change not yet read). */
  private structureDirty = true;

  constructor() {
    super();
    setPlayerHost(this, this.playerHost);
    this.renderer = 'dom';
    this.autoplay = false;
    this.ignoreReducedMotion = false;
    this.model = new SceneController();
    this.model.mirror = {
      insertSpritesGroup: (group, insert) => this.modelInsert(group, insert),
      removeSpritesGroup: (index, remove) => this.modelRemove(index, remove),
    };
  }

  /** The scene's `LIB_GraphicSpritesScene`, equal to the children. */
  get controller(): SceneController {
    this.syncFromDom();
    return this.model;
  }

  private get drawsCanvas(): boolean {
    return this.renderer === 'canvas';
  }

  /** Repaints the whole canvas, reading the CSS custom properties again. */
  redraw(): void {
    if (!this.canvasRenderer) return;
    this.readStyle();
    this.canvasRenderer.markAll();
    this.queueDraw();
  }

  /** What is drawn at (x, y) of the scene's box (CSS px), top-most first: shape-exact for shapes, box-exact for images and text. */
  elementsAt(x: number, y: number): SceneHit[] {
    const hits: SceneHit[] = [];
    const order = this.controller.getGraphicSpritesAll(true, []);
    for (let g = order.length - 1; g >= 0; g--) {
      const controller = order[g]!;
      const group = elementByController.get(controller);
      if (!group || !this.groups.has(group)) continue;
      const items = groupItems(controller);
      for (let i = items.length - 1; i >= 0; i--) {
        const item = items[i]!;
        if (!covers(item, x, y)) continue;
        const object = item.object;
        const sub = object instanceof SubSpriteObject ? object : null;
        const sprite = sub ? sub.parent : (object as SpriteObject);
        hits.push({ group, sprite: (sprite && elementOf(sprite)) ?? null, subSprite: (sub && elementOf(sub)) ?? null, object });
      }
    }
    return hits;
  }

  // ------------------------------------------------------------ lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    this.observer = new MutationObserver((records) => {
      const inherited = new Set<string>();
      for (const record of records) {
        if (record.type === 'childList') this.structureDirty = true;
        else if (record.attributeName) inherited.add(record.attributeName);
      }
      this.syncFromDom();
      for (const attribute of inherited) for (const group of this.groups.keys()) this.passOn(group, attribute);
    });
    this.observer.observe(this, { childList: true, attributes: true });
    this.structureDirty = true;
    // Children connect after their parent: read them once their connectedCallbacks have run
    // (a group's controller read before that sees its sprites half-built), and again once
    // the group element is defined, if it is not yet.
    queueMicrotask(() => {
      if (this.isConnected) this.syncFromDom();
    });
    void customElements.whenDefined('lib-sprites-group').then(() => {
      this.structureDirty = true;
      if (this.isConnected) this.syncFromDom();
    });
    if (this.playingGroups.size) startPlaying(this.player);
    // Back in the document after leaving it: follow the box again.
    if (this.canvasRenderer && !this.resizeObserver) this.observeSize();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    this.observer = null;
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
    this.canvasRenderer?.release();
    stopPlaying(this.player);
  }

  // ------------------------------------------------------------ playback

  /**
   * The scene plays as one player in the shared loop, ticking the groups it
   * adopted that are due: its visibility decides for all of them, and the
   * loop ticks it when its earliest group is due.
   */
  private readonly player: Player = {
    target: this,
    tick: (now) => {
      this.playingGroups.run(now, (player) => player.tick(now));
      return this.playingGroups.next;
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

  /** Told of each group's render: true when the canvas draws it (the group then renders nothing). */
  private readonly sceneHost: SceneHost = {
    element: this,
    groupRendered: (group) => this.groupRendered(group as LibSpritesGroupElement),
    ignoresReducedMotion: () => this.ignoreReducedMotion,
  };

  // --------------------------------------------------------- DOM → model

  /** Reads the children again when they may have changed (cheap otherwise: the controller getter calls it). */
  private syncFromDom(): void {
    if (this.applying > 0) return;
    if (this.observer?.takeRecords().length) this.structureDirty = true;
    if (!this.structureDirty && this.isConnected) return;
    this.structureDirty = false;
    const children: LibSpritesGroupElement[] = [];
    for (const child of this.children) if (child instanceof LibSpritesGroupElement) children.push(child);
    const wanted = new Map<LIB_GraphicSprites, LibSpritesGroupElement>();
    for (const child of children) {
      const controller = child.controller;
      wanted.set(controller, child);
      elementByController.set(controller, child);
    }
    for (const [group, controller] of [...this.groups]) if (!wanted.has(controller) || group.parentElement !== this) this.groupLeft(group, controller);
    this.applying++;
    try {
      const items = this.model.spritesGroups.items;
      for (let i = items.length - 1; i >= 0; i--) if (!wanted.has(items[i]!)) this.model.removeSpritesGroup(i);
      const present = new Set(items);
      for (const controller of wanted.keys()) if (!present.has(controller)) this.model.insertSpritesGroup(controller);
      const order = [...wanted.keys()];
      if (items.length !== order.length || items.some((item, i) => item !== order[i])) {
        while (items.length) this.model.removeSpritesGroup(items.length - 1);
        for (const controller of order) this.model.insertSpritesGroup(controller);
      }
    } finally {
      this.applying--;
    }
    for (const [controller, group] of wanted) if (!this.groups.has(group)) this.groupJoined(group, controller);
  }

  private groupJoined(group: LibSpritesGroupElement, controller: LIB_GraphicSprites): void {
    this.groups.set(group, controller);
    setSceneHost(group, this.sceneHost);
    groupInheritance.set(controller.spritesGroup, {
      value: (field) => (inheritable(field) ? ownValue(this, field) : undefined),
      data: () => ownData(this),
    });
    for (const attribute of this.getAttributeNames()) this.passOn(group, attribute);
    replay(group);
    group.requestUpdate();
    if (this.autoplay) startSceneAutoplay(group);
  }

  private groupLeft(group: LibSpritesGroupElement, controller: LIB_GraphicSprites): void {
    this.groups.delete(group);
    if (groupInheritance.delete(controller.spritesGroup)) for (const attribute of this.getAttributeNames()) this.passOn(group, attribute);
    setSceneHost(group, null);
    group.style.removeProperty('z-index');
    this.canvasRenderer?.remove(controller);
    this.queueDraw();
    // A group that leaves is disconnected, which stops its playback here; connected elsewhere, it plays there.
    group.requestUpdate();
  }

  /** A scene attribute (a field or data-*) changed or now applies: the group takes it where it sets none itself. */
  private passOn(group: LibSpritesGroupElement, attribute: string): void {
    const sync = syncFor(group);
    if (!sync) return;
    const key = dataKeyOf(attribute);
    if (key !== null) sync.inheritedDataChanged(key);
    else {
      const field = FIELD_BY_ATTRIBUTE.get(attribute);
      if (field && inheritable(field)) sync.attributeChanged(group, attribute);
    }
  }

  /** Called from each group's render. True: the scene draws it (canvas), the group renders nothing. */
  private groupRendered(group: LibSpritesGroupElement): boolean {
    const controller = this.groups.get(group);
    if (!controller) return false;
    if (this.drawsCanvas) {
      this.canvasRenderer?.markDirty(controller);
      this.queueDraw();
      if (group.label) this.requestUpdate();
      return true;
    }
    const z = String(Math.trunc(controller.zIndex) || 1);
    if (group.style.getPropertyValue('z-index') !== z) group.style.setProperty('z-index', z);
    return false;
  }

  // --------------------------------------------------------- model → DOM

  private modelInsert(group: Parameters<SceneController['insertSpritesGroup']>[0], insert: (g: LIB_GraphicSprites) => SceneInsertResult | null): SceneInsertResult | null {
    if (this.applying > 0) return insert(group as LIB_GraphicSprites);
    if (typeof group !== 'object' || group === null || Array.isArray(group)) return null;
    this.syncFromDom();
    let element = group instanceof SpritesController ? elementByController.get(group) : undefined;
    if (!element) {
      const model = group instanceof LIB_GraphicSprites ? group : this.model.createGraphicSprites(group);
      element = groupElementFrom(model);
    }
    const controller = element.controller;
    const id = controller.id;
    const same = this.model.spritesGroups.items.find((item) => item !== controller && item.id === id);
    const replaced = same && elementByController.get(same);
    // Written straight through: what the DOM change would tell the observer is applied here.
    this.applying++;
    let result: SceneInsertResult | null;
    try {
      if (replaced && replaced.parentElement === this) replaced.replaceWith(element);
      else if (element.parentElement !== this) this.append(element);
      this.observer?.takeRecords();
      copySprites(element);
      elementByController.set(controller, element);
      result = insert(controller);
    } finally {
      this.applying--;
    }
    if (replaced && same && this.groups.has(replaced)) this.groupLeft(replaced, same);
    if (!this.groups.has(element)) this.groupJoined(element, controller);
    return result;
  }

  private modelRemove(index: number | undefined, remove: (index?: number) => boolean): boolean {
    if (this.applying > 0) return remove(index);
    this.syncFromDom();
    const item = this.model.getGraphicSprites(index);
    if (!remove(index)) return false;
    const element = item && elementByController.get(item);
    if (element?.parentElement === this) {
      this.applying++;
      try {
        element.remove();
        this.observer?.takeRecords();
      } finally {
        this.applying--;
      }
    }
    if (element && item && this.groups.has(element)) this.groupLeft(element, item);
    return true;
  }

  // ------------------------------------------------------------- drawing

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('width') || changed.has('height')) {
      this.boxSize = { width: size(this.width, DEFAULT_WIDTH), height: size(this.height, DEFAULT_HEIGHT) };
    }
  }

  protected override render(): TemplateResult {
    const canvas = this.drawsCanvas;
    const { width, height } = this.boxSize;
    return html`<div part="box" class="box" style=${styleMap({ width: `${width}px`, height: `${height}px` })}>
      ${canvas ? html`<canvas part="canvas" @pointerdown=${this.onPointer} @click=${this.onPointer}></canvas>${this.renderProxies()}` : html`<slot></slot>`}
    </div>`;
  }

  /** Labelled groups get a focusable stand-in over their box, so a canvas scene is as accessible as the DOM one. */
  private renderProxies(): TemplateResult[] {
    const { key, places } = this.standIns();
    this.proxyKey = key;
    return places.map(([label, b]) => html`<div part="proxy" class="proxy" role="img" tabindex="0" aria-label=${label} style=${styleMap({ left: `${b.x}px`, top: `${b.y}px`, width: `${b.width}px`, height: `${b.height}px` })}></div>`);
  }

  /** Each announced group's label and box, and a key that changes when any of them does. */
  private standIns(): { key: string; places: [string, Rect][] } {
    let key = '';
    const places: [string, Rect][] = [];
    for (const [group, controller] of this.groups) {
      if (!announced(group, controller)) continue;
      const { spritesGroup } = controller;
      const b = boundsOf(groupItems(controller)) ?? { x: spritesGroup.left, y: spritesGroup.top, width: spritesGroup.width, height: spritesGroup.height };
      key += `${group.label}|${b.x},${b.y},${b.width},${b.height};`;
      places.push([group.label!, b]);
    }
    return { key, places };
  }

  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    // A labelled group's render asks for an update; only a changed label or box needs one.
    if (changed.size > 0 || !this.drawsCanvas) return true;
    return this.standIns().key !== this.proxyKey;
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Turned on: every group starts (one already playing goes on as it was).
    if (changed.has('autoplay') && this.autoplay) for (const group of this.groups.keys()) startSceneAutoplay(group);
    if (!changed.has('renderer')) return;
    const canvas = this.shadowRoot!.querySelector('canvas');
    if (this.drawsCanvas && canvas) {
      this.canvasRenderer = new CanvasSceneRenderer(canvas, () => this.queueDraw());
      this.observeSize();
      this.readStyle();
    } else {
      this.canvasRenderer?.release();
      this.canvasRenderer = null;
      this.resizeObserver?.disconnect();
      this.resizeObserver = null;
    }
    // Each group renders again: into the canvas, or into its own shadow DOM.
    for (const group of this.groups.keys()) group.requestUpdate();
    this.queueDraw();
  }

  /** The canvas follows the box: a ResizeObserver where there is one, else the width and height attributes. */
  private observeSize(): void {
    const box = this.shadowRoot!.querySelector('.box') as HTMLElement;
    const apply = (width: number, height: number): void => {
      this.canvasRenderer?.resize(width, height, window.devicePixelRatio || 1);
      this.queueDraw();
    };
    if (typeof ResizeObserver === 'function') {
      this.resizeObserver?.disconnect();
      this.resizeObserver = new ResizeObserver((entries) => {
        const rect = entries[entries.length - 1]!.contentRect;
        apply(rect.width, rect.height);
      });
      this.resizeObserver.observe(box);
    }
    apply(this.boxSize.width, this.boxSize.height);
  }

  private readStyle(): void {
    const style = getComputedStyle(this);
    const rendering = style.getPropertyValue('--lib-sprites-image-rendering').trim();
    const font = style.getPropertyValue('--lib-sprites-text-font').trim() || `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const color = style.getPropertyValue('--lib-sprites-text-color').trim() || style.color;
    this.canvasRenderer?.setStyle(rendering !== 'pixelated' && rendering !== 'crisp-edges', { font, color });
  }

  private queueDraw(): void {
    if (this.drawQueued || !this.canvasRenderer) return;
    this.drawQueued = true;
    // After the groups' renders of this task (they run as microtasks too).
    queueMicrotask(this.drawQueuedNow);
  }

  /**
   * A field, not a closure made in `queueDraw`: a function holding a closure
   * that uses `this` makes its context on every call, early returns included,
   * and `queueDraw` is called on every change of every group.
   */
  private readonly drawQueuedNow = (): void => {
    this.drawQueued = false;
    this.canvasRenderer?.draw(this.model.spritesGroups.itemsByZIndex);
  };

  // -------------------------------------------------------------- events

  private onPointer = (event: MouseEvent): void => {
    const canvas = event.currentTarget as HTMLCanvasElement;
    const rect = canvas.getBoundingClientRect();
    const hit = this.elementsAt(event.clientX - rect.left, event.clientY - rect.top)[0];
    const target = hit && (hit.subSprite ?? hit.sprite);
    if (!hit || !target) return;
    const name = event.type === 'pointerdown' ? 'lib-sprite-pointerdown' : 'lib-sprite-click';
    target.dispatchEvent(new CustomEvent<SpritePointerDetail>(name, { detail: { ...hit, pointerEvent: event }, bubbles: true, composed: true }));
  };
}

// A listener on the scene makes its groups dispatch their change events; lib-sprites-frame is made only for one.
countListeners(LibSpritesSceneElement.prototype);

/** A new `<lib-sprites-group>` whose attributes say what the model's group object holds (its sprites come after it is connected). */
function groupElementFrom(model: LIB_GraphicSprites): LibSpritesGroupElement {
  const element = document.createElement('lib-sprites-group') as LibSpritesGroupElement;
  const group = model.spritesGroup as unknown as Record<string, unknown>;
  element.setAttribute('id', String(model.id));
  for (const field of FIELDS) {
    const value = attributeOfModelValue(field, group[field.name], field.default());
    if (value !== null) element.setAttribute(field.attribute, value);
  }
  for (const [key, value] of Object.entries(model.spritesGroup.data)) {
    if (value === null || typeof value === 'object' || typeof value === 'function') continue;
    try {
      element.dataset[key] = String(value);
    } catch {
      // A key dataset cannot name stays out of the DOM, as for groups.
    }
  }
  pendingSprites.set(element, model);
  return element;
}

const pendingSprites = new WeakMap<LibSpritesGroupElement, LIB_GraphicSprites>();

/** Gives a new group element the sprites of the model it was made from, through its own controller (which makes the `<lib-sprite>` children). */
function copySprites(element: LibSpritesGroupElement): void {
  const model = pendingSprites.get(element);
  if (!model) return;
  pendingSprites.delete(element);
  const copy = model.getCopy(false, false, true) as unknown as LIB_GraphicSprites;
  const sprites = (copy.spritesGroup?.sprites ?? []) as unknown as Record<string, unknown>[];
  const controller = element.controller;
  // What data-* cannot hold (hooks, elementsData objects) stays on the group, where the renderers read a group's own.
  const data = controller.spritesGroup.data as Record<string, unknown>;
  for (const [key, value] of Object.entries(model.spritesGroup.data)) {
    if (value !== null && (typeof value === 'object' || typeof value === 'function') && !(key in data)) setOwn(data, key, value);
  }
  controller.insertSprites({ sprites: sprites.map((sprite) => ({ ...sprite })) });
  if (model.pointer >= 0) controller.setPointer(model.pointer);
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
