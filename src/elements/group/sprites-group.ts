import type { nothing } from 'lit';
import { LitElement, type PropertyValues, type TemplateResult } from 'lit';
import type { AnimationTag, PlaybackDirection, SpriteObject } from '../../model/index.js';
import { START_SCENE_AUTOPLAY, sceneHostOf } from '../sync/scene-host.js';
import type { GroupModel } from '../sync/group-model.js';
import { GroupDrawing } from './group-drawing.js';
import { GroupPlaybackAttributes } from './group-playback-attributes.js';
import { FIELD_ATTRIBUTES, FIELD_PROPERTIES, SpriteFields } from '../base/fields-element.js';
import { LibSpriteElement } from '../sprite/sprite.js';
import { integerAttribute, positiveAttribute } from '../fields/fields.js';
import { acceptsString, refuseNoStringValues } from '../../shared/string-form.js';
import { motion } from '../playback/playback.js';
import { PlaybackController } from '../playback/playback-controller.js';
import { PLAYBACK_ATTRIBUTES, PLAYBACK_BY_ATTRIBUTE, writePlaybackProperty } from '../playback/playback-attributes.js';
import { spritesGroupStyles } from './sprites-group.styles.js';
import type { PointerChange } from '../sync/context.js';
import { elementOf } from '../sync/registry.js';
import { SpritesSync } from '../sync/sprites-sync.js';
import { keepGroupShapes } from './shape-keeper.js';
import { sceneArriving } from '../features.js';
import { afterArrivals } from '../../render/features.js';

/**
 * A group of sprites: shows its current sprite (the pointer) with that
 * sprite's sub-sprites, and plays the sprites as frames.
 *
 * The `<lib-sprite>` children (and their `<lib-sub-sprite>` children) are the
 * group's data, in order: they take no space themselves; the group draws the
 * current one in its shadow root. `controller` is the group's
 * `LIB_GraphicSprites`, kept equal to the DOM in both directions.
 *
 * @tag lib-sprites-group
 *
 * @attr id - The group's id (`controller.id`); a generated one while absent.
 * @attr data-* - Entries of the group's `data` object (strings), inherited by sprites and sub-sprites.
 * @attr [pointer=0] - Index of the current sprite; reflects every move. Clamped, or wrapped with `loop`.
 * @attr [fps=FPS_DEFAULT] - Frames per second for sprites without `duration`. Default 10 (100 ms a frame).
 * @attr autoplay - Start playing when connected (not under `prefers-reduced-motion: reduce`, unless `ignore-reduced-motion`).
 * @attr loop - Wrap around at the ends when playing, and for `next()` / `previous()` / `pointer`.
 * @attr ignore-reduced-motion - Let `autoplay` play even when the user prefers reduced motion.
 * @attr label - Accessible name: gives the group `role="img"` and this `aria-label` (not while it is disabled and draws nothing).
 *
 * @fires {CustomEvent<SpriteChangeDetail>} lib-sprite-change - The pointer moved, whatever moved it (playback, methods, attributes, inserts, removals). Dispatched in a microtask after the move; bubbles, composed. Only while a listener for it is on the group itself or on its `<lib-sprites-scene>`: a listener on the document alone does not make it. To watch every group from one place, listen to `lib-sprites-frame` on the scene, or on the document for groups outside any scene (once per frame, `detail.changes` lists each move with its `group`).
 * @fires {CustomEvent<SpritesEndDetail>} lib-sprites-end - A non-looping run played its last frame to the end and stopped. Bubbles, composed.
 * @fires {CustomEvent<SpritesLoopDetail>} lib-sprites-loop - Playback wrapped (or turned, alternating); `loop` counts the wraps since the run or tag started. Bubbles, composed.
 * @fires {CustomEvent<SpritesTagDetail>} lib-sprites-tag - A tag started playing (the `tag` attribute, `playTag`). Bubbles, composed.
 * @fires {CustomEvent<SpritesErrorDetail>} lib-sprites-error - Something failed to load: the `atlas` (`kind: 'atlas'`; the group keeps its sprites) or an image one of its sprites shows (`kind: 'image'`; nothing of it is drawn, as a broken `<img>`; a later change of `src` loads it again), in either renderer. `url` says which, `reason` why. Bubbles, composed.
 *
 * @csspart stage - The group's box (`width` × `height`).
 * @csspart sprite - The current sprite's box, at its `left`/`top` inside the stage. A sprite made only of shapes is one `<svg>` the stage's size, its paths at the sprite's `left`/`top`.
 * @csspart sub-sprite - Each shown sub-sprite's box, at its `left`/`top` inside the sprite.
 * @csspart image - The box showing an IMAGE source: its background is the source rectangle, scaled. A sprite that is one IMAGE filling the stage (no sub-sprites, no drawing options, not packed rotated) is drawn as one box with the parts `stage sprite image`.
 * @csspart text - The text of a TEXT sprite or sub-sprite.
 * @csspart shape - A shape (SEGMENT, PIXEL, RECTANGLE, CIRCLE, ARC, ELLIPSE, TRIANGLE, BEZIER_CURVE, QUADRATIC_BEZIER_CURVE): its inline `<svg>`, or its `<path>` when the sprite is made only of shapes (one `<svg>` for the sprite).
 * @csspart bitmap - A BITMAP (one path for the whole grid): as `shape`.
 * @csspart map - The box holding a MAP's cells.
 *
 * @cssprop [--lib-sprites-image-rendering=auto] - `image-rendering` of images (`pixelated` for pixel art).
 * @cssprop [--lib-sprites-overflow=visible] - `overflow` of the stage (`hidden` clips sprites to the group's box).
 * @cssprop [--lib-sprites-background=none] - Background of the stage (where the stage is also the image box, its image layer is the sprite's).
 * @cssprop [--lib-sprites-text-font=inherit] - `font` of TEXT sprites.
 * @cssprop [--lib-sprites-text-color=inherit] - `color` of TEXT sprites.
 * @cssprop [--lib-sprites-text-line-height=normal] - `line-height` of TEXT sprites.
 */
export class LibSpritesGroupElement extends SpriteFields(LitElement) {
  static override styles = spritesGroupStyles;

  static override properties = {
    autoplay: { type: Boolean, reflect: true },
    loop: { type: Boolean, reflect: true },
    label: { type: String, reflect: true },
    ignoreReducedMotion: { type: Boolean, reflect: true, attribute: 'ignore-reduced-motion' },
  };

  /** Attributes of playback and atlases (their table: playback-attributes.ts), handled by `GroupPlaybackAttributes`. */
  static readonly playbackAttributes: readonly string[] = PLAYBACK_ATTRIBUTES.map(
    (declaration) => declaration.attribute,
  );
  static override modelAttributes: readonly string[] = [
    ...FIELD_ATTRIBUTES,
    'pointer',
    'fps',
    ...LibSpritesGroupElement.playbackAttributes,
  ];
  static override upgradeProperties: readonly string[] = [
    ...FIELD_PROPERTIES,
    'pointer',
    'fps',
    ...PLAYBACK_ATTRIBUTES.map((declaration) => declaration.name),
    'currentTime',
  ];

  /** Start playing when connected (see `ignoreReducedMotion`). */
  declare autoplay: boolean;
  /** Wrap around at the ends. */
  declare loop: boolean;
  /** Accessible name; gives `role="img"` (not while the group is disabled). */
  declare label: string | null;
  /** Let `autoplay` play under `prefers-reduced-motion: reduce`. */
  declare ignoreReducedMotion: boolean;

  private readonly sync: SpritesSync;
  /** The `pointer` attribute is behind the model: playback moved the pointer (written when it stops). */
  private pointerStale = false;
  private readonly playback: PlaybackController;
  /** A pointer asked for by attribute before there were enough sprites to take it. */
  private requestedPointer: number | null = null;
  private labelled = false;
  /** Its render, and the one route of a frame change to the screen. */
  private readonly drawing: GroupDrawing;
  /** What the playback attributes drive (the atlas, the tag, the timeline...). */
  private readonly playbackAttributes: GroupPlaybackAttributes;
  /** `pause()` came before autoplay could start: autoplay then does not. */
  private autoplayCancelled = false;
  /** The group's scene autoplays: the next update starts it, as its own `autoplay` would. */
  private sceneAutoplayDue = false;
  /**
   * Attribute callbacks of this group's upgrade still to come: an upgrade replays every attribute the
   * element already had, one callback each, right after the constructor, which read them all.
   */
  private upgradeReplays = 0;

  constructor() {
    super();
    // Counted before the takeover: the attributes it writes are not replayed.
    if (this.hasAttributes()) {
      const modelAttributes = (this.constructor as typeof LibSpritesGroupElement).modelAttributes;
      // By name: an item of `attributes` makes an Attr node that the element then keeps.
      for (const name of this.getAttributeNames()) if (modelAttributes.includes(name)) this.upgradeReplays++;
    }
    this.takeOverProperties();
    this.autoplay = false;
    this.loop = false;
    this.label = null;
    this.ignoreReducedMotion = false;
    // Playback first: the sync's callbacks may reach it as soon as the sync exists.
    this.playback = new PlaybackController(this, {
      model: () => this.sync.controller,
      durationOf: (sprite) => {
        const el = elementOf(sprite);
        return el instanceof LibSpriteElement ? el.duration : el ? positiveAttribute(el, 'duration') : undefined;
      },
      // Playback's own moves re-plan by themselves: their time records are only for the page's listeners.
      // Asked of the model given, not through the element: this runs on every frame change.
      reportsTimes: (model) => (model as GroupModel).hasChangeListeners,
      stopped: () => {
        if (this.pointerStale) this.reflectPointer();
      },
      drawsEveryFrame: () => this.drawing.drawsEveryFrame(),
      moveUnrecorded: (index, start) => this.drawing.moveUnrecorded(index, start),
    });
    this.playbackAttributes = new GroupPlaybackAttributes(this, this.playback, () => this.sync.controller);
    this.drawing = new GroupDrawing(this, {
      model: () => this.sync.controller,
      playing: () => this.playback.playing,
      // What pointerMoved notes of playback's own move.
      movedUnrecorded: () => {
        this.pointerStale = true;
      },
    });
    this.sync = new SpritesSync(this, {
      pointerMoved: (change) => this.pointerMoved(change),
      // The current sprite may have been replaced at the same position.
      structureSynced: () => {
        this.playback.scheduleChanged();
        this.applyRequestedPointer();
      },
      pointerAttributeChanged: () => this.pointerAttributeChanged(),
      scheduleChanged: () => this.playback.scheduleChanged(),
      // A sprite's time set from outside moves when it ends: playback looks again at the next frame.
      timeChanged: () => this.playback.timeChanged(),
      fieldWritten: (name, placed) => this.drawing.fieldWritten(name, placed),
    });
    // An upgrade's attributes, read once here: its replayed callbacks then have nothing to do (replayRead).
    if (this.hasAttributes()) this.sync.readGroupAttributes();
    if (this.tookOverProperties) this.sync.attributesWrittenUnseen();
    this.playback.fps = positiveAttribute(this, 'fps');
    for (const declaration of PLAYBACK_ATTRIBUTES)
      if (this.hasAttribute(declaration.attribute)) this.playbackAttributes.changed(declaration);
    // Attributes set by the upgrade above found no sync yet; the pointer one matters before connecting.
    if (this.hasAttribute('pointer')) this.pointerAttributeChanged();
  }

  /**
   * The group's `LIB_GraphicSprites`: every spec method, mirrored in the DOM.
   * Playback looks at the current sprite's time again at the next frame (the
   * page may write its `time` field directly).
   */
  get controller(): GroupModel {
    const model = this.model();
    this.playback.timeChanged();
    return model;
  }

  /** The model, once the DOM's changes not yet read are in it: what every getter reads. */
  private model(): GroupModel {
    this.sync.flush();
    return this.sync.controller;
  }

  /** Index of the current sprite, -1 while there is none. Setting it moves the pointer (clamped, or wrapped with `loop`). */
  get pointer(): number {
    return this.model().pointer;
  }
  set pointer(value: number | null | undefined) {
    if (!acceptsString(this, 'pointer', value)) return;
    if (value === null || value === undefined) this.removeAttribute('pointer');
    else this.setAttribute('pointer', String(value));
    this.pointerAttributeChanged();
  }

  /** The current sprite's model object, or null (its `time` written directly is seen at the next frame, as through `controller`). */
  get current(): SpriteObject | null {
    const model = this.model();
    this.playback.timeChanged();
    return model.getCurrent();
  }

  /** The `<lib-sprite>` of the current sprite, or null. */
  get currentElement(): HTMLElement | null {
    const current = this.current;
    return (current && elementOf(current)) ?? null;
  }

  /** Frames per second for sprites without their own `duration`. */
  get fps(): number {
    return this.playback.fps;
  }
  set fps(value: number | null | undefined) {
    if (!acceptsString(this, 'fps', value)) return;
    if (value === null || value === undefined) this.removeAttribute('fps');
    else this.setAttribute('fps', String(value));
  }

  /** Whether the group is playing (or will as soon as it is in the document). */
  get playing(): boolean {
    return this.playback.playing;
  }

  /** Moves to the next sprite (wrapping with `loop`); returns it, or null at the end. */
  next(): SpriteObject | null {
    return this.controller.setNext(this.loop);
  }

  /** Moves to the previous sprite (wrapping with `loop`); returns it, or null at the start. */
  previous(): SpriteObject | null {
    return this.controller.setPrevious(this.loop);
  }

  /** Starts playing. The current sprite is shown for its full duration from now; a group that ended starts over. */
  play(): void {
    this.model();
    this.autoplayCancelled = false;
    this.playback.play();
  }

  /** Stops playing; the current sprite stays. Before the first render it also keeps `autoplay` from starting. */
  pause(): void {
    if (!this.playback.playing && !this.hasUpdated) this.autoplayCancelled = true;
    this.playback.pause();
  }

  // ------------------------------------------------------- playback API

  /** URL of an Aseprite or TexturePacker JSON export whose frames become the sprites. */
  get atlas(): string | null {
    return this.getAttribute('atlas');
  }
  set atlas(value: string | null | undefined) {
    writePlaybackProperty(this, 'atlas', value);
  }

  /** Name of the tag played (from the atlas); null plays every sprite. */
  get tag(): string | null {
    return this.getAttribute('tag');
  }
  set tag(value: string | null | undefined) {
    writePlaybackProperty(this, 'tag', value);
  }

  /** The tags of the loaded atlas (or of a SPRITES_OBJECT given `tags`, e.g. from `fromAseprite`). */
  get tags(): readonly AnimationTag[] {
    const own = (this.sync.controller.spritesGroup as { tags?: unknown }).tags;
    const fromAtlas = this.playbackAttributes.atlasTags;
    return fromAtlas.length ? fromAtlas : Array.isArray(own) ? (own as AnimationTag[]) : [];
  }

  /** 1 = as authored, 2 = double speed, 0.5 = half, negative = backwards. */
  get playbackRate(): number {
    return this.playback.playbackRate;
  }
  set playbackRate(value: number | null | undefined) {
    writePlaybackProperty(this, 'playbackRate', value);
  }

  /** `normal`, `reverse`, `alternate` or `alternate-reverse` (the Web Animations names). */
  get direction(): PlaybackDirection {
    return this.playback.timeline.direction;
  }
  set direction(value: string | null | undefined) {
    writePlaybackProperty(this, 'direction', value);
  }

  /** Passes to play when not looping (Infinity with `loop`). */
  get repeat(): number {
    return this.playback.timeline.repeat;
  }
  set repeat(value: number | null | undefined) {
    writePlaybackProperty(this, 'repeat', value);
  }

  /** Index or id of the poster sprite (reduced motion). */
  get poster(): string | null {
    return this.getAttribute('poster');
  }
  set poster(value: string | number | null | undefined) {
    writePlaybackProperty(this, 'poster', value);
  }

  /** `scroll` or `view` to let scrolling drive `currentTime`; null for time. */
  get timeline(): string | null {
    return this.getAttribute('timeline');
  }
  set timeline(value: string | null | undefined) {
    writePlaybackProperty(this, 'timeline', value);
  }

  /** Where playback is, ms into the run (every pass); setting it seeks, landing on the frame with its time already spent. */
  get currentTime(): number {
    this.model();
    return this.playback.currentTime;
  }
  set currentTime(value: number) {
    this.model();
    this.playback.currentTime = value;
  }

  /**
   * The whole run, ms: every pass of the tag (or of all sprites), Infinity
   * while looping. Read-only. (Not `duration`: on sprites that attribute is a
   * frame's own duration.)
   */
  get totalDuration(): number {
    this.model();
    return this.playback.totalDuration;
  }

  /** One pass through the frames played, ms. Read-only. */
  get iterationDuration(): number {
    this.model();
    return this.playback.iterationDuration;
  }

  /** How many times playback wrapped since the run (or tag) started. */
  get loopCount(): number {
    return this.playback.loopCount;
  }

  /** Resolves when a run that does not loop ends, like `Animation.finished`; a new promise after each restart. */
  get finished(): Promise<void> {
    return this.playback.finished;
  }

  /** Seeks to `ms` into the run (see `currentTime`). */
  seek(ms: number): void {
    this.currentTime = ms;
  }

  /** Plays the tag `name` from its start. Returns false (changing nothing) when there is no such tag. */
  playTag(name: string): boolean {
    if (!this.tags.some((tag) => tag.name === name)) return false;
    this.tag = name;
    this.play();
    return true;
  }

  /** @internal Its scene autoplays (scene-host.ts): the next update starts it, as its own `autoplay` would. */
  [START_SCENE_AUTOPLAY](): void {
    this.sceneAutoplayDue = true;
    this.requestUpdate();
  }

  // ----------------------------------------------------------- lifecycle

  override connectedCallback(): void {
    // The replays come before this callback: whatever comes after is a change.
    this.upgradeReplays = 0;
    super.connectedCallback();
    keepGroupShapes(this);
    // Nothing watched the attribute while detached (and the parser sets it after construction).
    this.pointerAttributeChanged();
  }

  /** The constructor read every attribute the group had (fields, id, pointer, fps, playback). */
  protected override replayRead(): boolean {
    if (this.upgradeReplays === 0) return false;
    this.upgradeReplays--;
    return true;
  }

  protected override modelAttributeChanged(name: string): void {
    const playbackAttribute = PLAYBACK_BY_ATTRIBUTE.get(name);
    if (playbackAttribute) {
      // The constructor reads them once itself (attributes set by the parser come before it runs).
      if (this.playbackAttributes) this.playbackAttributes.changed(playbackAttribute);
    } else if (name === 'fps') {
      this.playback.fps = positiveAttribute(this, 'fps');
    } else if (name === 'pointer') {
      this.pointerAttributeChanged();
    } else super.modelAttributeChanged(name);
  }

  /** The `pointer` attribute was written, by the page or by our own reflection. */
  private pointerAttributeChanged(): void {
    const raw = this.getAttribute('pointer');
    if (raw === null) {
      this.requestedPointer = null;
      return;
    }
    const controller = this.sync?.controller;
    if (controller && raw === String(controller.pointer)) return;
    const value = integerAttribute(this, 'pointer', 'is not an integer; ignored');
    if (value === undefined) return;
    this.requestedPointer = value;
    this.applyRequestedPointer();
  }

  private applyRequestedPointer(): void {
    const wanted = this.requestedPointer;
    const controller = this.sync?.controller;
    if (wanted === null || !controller || controller.spritesGroup.sprites.length === 0) return;
    controller.setPointer(wanted, this.loop);
    // While the page is still parsing, more sprites may come that the pointer is meant for.
    if (controller.pointer === wanted || this.ownerDocument.readyState !== 'loading') this.requestedPointer = null;
  }

  /**
   * The model's pointer moved, whatever moved it: reflected, then announced and drawn (GroupDrawing). A
   * move made by playback is not written to the `pointer` attribute (an attribute write per frame per
   * group was the largest script cost of playback); the attribute catches up when playback stops, and
   * the property is always exact.
   */
  private pointerMoved(change: PointerChange): void {
    const playing = this.playback.advancing;
    this.playback.pointerMoved(change.pointerPrevious >= 0);
    if (playing) this.pointerStale = true;
    else this.reflectPointer();
    this.drawing.pointerMoved(change);
  }

  /** Writes the model's pointer to the `pointer` attribute. */
  private reflectPointer(): void {
    this.pointerStale = false;
    const pointer = this.sync.controller.pointer;
    const value = pointer < 0 ? null : String(pointer);
    if (this.getAttribute('pointer') === value) return;
    this.sync.writeDom(() => {
      if (value === null) this.removeAttribute('pointer');
      else this.setAttribute('pointer', value);
    });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.label || this.labelled) this.updateLabel();
    const autoplay = (changed.has('autoplay') && this.autoplay) || this.sceneAutoplayDue;
    this.sceneAutoplayDue = false;
    if (autoplay && !this.playback.playing && this.isConnected && !this.autoplayCancelled) {
      if (this.ignoreReducedMotion || sceneHostOf(this)?.ignoresReducedMotion() || !motion.prefersReducedMotion())
        this.play();
    }
    if (!this.hasUpdated) this.playbackAttributes.showPosterIfStill();
  }

  /** Named while it has a label and draws something: a disabled group shows nothing, so it is not announced. */
  private updateLabel(): void {
    if (this.label && !this.sync.controller.isDisabled()) {
      this.setAttribute('role', 'img');
      this.setAttribute('aria-label', this.label);
      this.labelled = true;
    } else if (this.labelled) {
      this.removeAttribute('role');
      this.removeAttribute('aria-label');
      this.labelled = false;
    }
  }

  // ------------------------------------------------------------- render

  /** An update waits for what the group needs that is still being fetched (features.ts); `updateComplete` with it. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const arriving = sceneArriving(this);
    return arriving ? arriving.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  /** Settles once the group drew what its plan waited for (drawing fetched on first use: render/features.ts). */
  protected override async getUpdateComplete(): Promise<boolean> {
    // The backend renders again when it is in: that render is the one waited for.
    return afterArrivals(await super.getUpdateComplete(), () => this.getUpdateComplete());
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return this.drawing.createRenderRoot(() => super.createRenderRoot());
  }

  protected override render(): TemplateResult | typeof nothing {
    return this.drawing.render();
  }
}

refuseNoStringValues(LibSpritesGroupElement);

declare global {
  interface HTMLElementTagNameMap {
    'lib-sprites-group': LibSpritesGroupElement;
  }
}
