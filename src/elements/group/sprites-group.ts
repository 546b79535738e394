import { LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { AnimationTag, PlaybackDirection, SpriteObject } from '../../model/index.js';
import { AtlasController } from '../atlas/atlas-controller.js';
import { ScrollPlayback } from '../playback/scroll-playback.js';
import { DomBackend } from '../../render/dom/dom-backend.js';
import { MapTargets } from './map-targets.js';
import { START_SCENE_AUTOPLAY, sceneHostOf, type SceneHost } from '../sync/scene-host.js';
import { imageFrame, plan, planImageFrame, type ImageFrame } from '../../render/plan.js';
import type { Plan } from '../../render/draw-item.js';
import { isDrawn } from '../../render/options/common.js';
import { hasDrawingHooks } from '../../render/options/hooks.js';
import { PLAY_UNRECORDED, type GroupModel } from '../sync/group-model.js';
import { FIELD_ATTRIBUTES, FIELD_PROPERTIES, SpriteFields } from '../base/fields-element.js';
import { LibSpriteElement } from '../sprite/sprite.js';
import { integerAttribute, positiveAttribute } from '../fields/fields.js';
import { addFrameChange, dispatchLater } from '../events/events.js';
import { reportImageFailed } from '../events/image-failed.js';
import { anyListener, countListeners, hasListeners } from '../events/listeners.js';
import { spriteListeners, tellSprites } from '../events/sprite-events.js';
import { acceptsString, refuseNoStringValues } from '../../shared/string-form.js';
import { warn } from '../../shared/warnings.js';
import { motion } from '../playback/playback.js';
import { PlaybackController } from '../playback/playback-controller.js';
import {
  PLAYBACK_ATTRIBUTE,
  PLAYBACK_ATTRIBUTES,
  PLAYBACK_BY_ATTRIBUTE,
  RATE_DEFAULT,
  parsePlaybackAttribute,
  writePlaybackProperty,
  type PlaybackAttributeDeclaration,
} from '../playback/playback-attributes.js';
import { spritesGroupStyles } from './sprites-group.styles.js';
import { attachDeferredRoot, canvasDrawnRoot } from './deferred-root.js';
import type { PointerChange } from '../sync/context.js';
import { elementOf } from '../sync/registry.js';
import { SpritesSync } from '../sync/sprites-sync.js';

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

  /** Attributes of playback and atlases (their table: playback-attributes.ts), handled by `playbackAttributeChanged`. */
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
  /** True while the pointer attribute is written from the model. */
  private reflecting = false;
  /** The `pointer` attribute is behind the model: playback moved the pointer (written when it stops). */
  private pointerStale = false;
  private readonly playback: PlaybackController;
  /** A pointer asked for by attribute before there were enough sprites to take it. */
  private requestedPointer: number | null = null;
  /** The sprite current after the last pointer move: the one a move leaves. */
  private shownSprite: SpriteObject | null = null;
  private labelled = false;
  /** Draws the plan of the current sprite into the shadow root; made at the group's first render of its own (a canvas scene's groups have none). */
  private backend: DomBackend | null = null;
  /** Made when first needed: most groups have no atlas and no scroll timeline. */
  private atlasController: AtlasController | null = null;
  private scrollPlayback: ScrollPlayback | null = null;
  /** `pause()` came before autoplay could start: autoplay then does not. */
  private autoplayCancelled = false;
  /** The group's scene autoplays: the next update starts it, as its own `autoplay` would. */
  private sceneAutoplayDue = false;
  /** What MAP cells name, and the groups they show; made with the backend. */
  private mapTargets: MapTargets | null = null;
  /** While the group takes no room (drawn nowhere in place): the inline `display` it had before. */
  private displayBefore: { value: string; priority: string } | null = null;

  constructor() {
    super();
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
      drawsEveryFrame: () => this.drawsEveryFrame(),
      moveUnrecorded: (index, start) => this.moveUnrecorded(index, start),
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
    });
    // An upgrade's attributes, read once here: its replayed callbacks then have nothing to do (replayRead).
    if (this.hasAttributes()) this.sync.readGroupAttributes();
    if (this.tookOverProperties) this.sync.attributesWrittenUnseen();
    this.playback.fps = positiveAttribute(this, 'fps');
    for (const declaration of PLAYBACK_ATTRIBUTES)
      if (this.hasAttribute(declaration.attribute)) this.playbackAttributeChanged(declaration);
    // Attributes set by the upgrade above found no sync yet; the pointer one matters before connecting.
    if (this.hasAttribute('pointer')) this.pointerAttributeChanged();
  }

  /**
   * The group's `LIB_GraphicSprites`: every spec method, mirrored in the DOM.
   * Playback looks at the current sprite's time again at the next frame (the
   * page may write its `time` field directly).
   */
  get controller(): GroupModel {
    this.sync.flush();
    this.playback.timeChanged();
    return this.sync.controller;
  }

  /** Index of the current sprite, -1 while there is none. Setting it moves the pointer (clamped, or wrapped with `loop`). */
  get pointer(): number {
    this.sync.flush();
    return this.sync.controller.pointer;
  }
  set pointer(value: number | null | undefined) {
    if (!acceptsString(this, 'pointer', value)) return;
    if (value === null || value === undefined) this.removeAttribute('pointer');
    else this.setAttribute('pointer', String(value));
    this.pointerAttributeChanged();
  }

  /** The current sprite's model object, or null (its `time` written directly is seen at the next frame, as through `controller`). */
  get current(): SpriteObject | null {
    this.sync.flush();
    this.playback.timeChanged();
    return this.sync.controller.getCurrent();
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
    this.sync.flush();
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
    const fromAtlas = this.atlasController?.tags ?? [];
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
    this.sync.flush();
    return this.playback.currentTime;
  }
  set currentTime(value: number) {
    this.sync.flush();
    this.playback.currentTime = value;
  }

  /**
   * The whole run, ms: every pass of the tag (or of all sprites), Infinity
   * while looping. Read-only. (Not `duration`: on sprites that attribute is a
   * frame's own duration.)
   */
  get totalDuration(): number {
    this.sync.flush();
    return this.playback.totalDuration;
  }

  /** One pass through the frames played, ms. Read-only. */
  get iterationDuration(): number {
    this.sync.flush();
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

  /** Starts the `tag` asked for, when the tags are known (an atlas may still be loading). */
  private applyTag(): void {
    const name = this.getAttribute('tag');
    const tags = this.tags;
    if (name === null) {
      if (this.playback.tag) this.playback.tag = null;
      return;
    }
    if (tags.length === 0) return;
    const tag = tags.find((candidate) => candidate.name === name);
    if (!tag) {
      warn(
        'unknown-tag',
        this,
        `tag="${name}" names no tag of its atlas (${tags.map((t) => t.name).join(', ') || 'none'}); ignored`,
        'tag',
        name,
      );
      return;
    }
    if (this.playback.tag !== tag) this.playback.tag = tag;
  }

  /** A playback attribute changed (or was there at construction): what it drives follows. */
  private playbackAttributeChanged(declaration: PlaybackAttributeDeclaration): void {
    switch (declaration.name) {
      case 'atlas':
        this.atlasChanged();
        break;
      case 'tag':
        this.applyTag();
        break;
      case 'playbackRate':
      case 'direction':
      case 'repeat':
        this.playback.configure({
          rate: parsePlaybackAttribute(this, PLAYBACK_ATTRIBUTE.playbackRate) ?? RATE_DEFAULT,
          // Absent or refused: the tag's own.
          direction: parsePlaybackAttribute(this, PLAYBACK_ATTRIBUTE.direction),
          repeat: parsePlaybackAttribute(this, PLAYBACK_ATTRIBUTE.repeat),
        });
        break;
      case 'poster':
        this.showPosterIfStill();
        break;
      case 'timeline':
        this.timelineChanged();
        break;
    }
  }

  private atlasChanged(): void {
    if (this.hasAttribute('atlas') && !this.atlasController) {
      // Added while connected, it starts loading at once (Lit calls its hostConnected).
      this.atlasController = new AtlasController(
        this,
        () => this.sync.controller,
        () => {
          this.applyTag();
          if (!this.playback.playing) this.showPosterIfStill();
        },
      );
    } else if (this.isConnected) this.atlasController?.urlChanged();
  }

  private timelineChanged(): void {
    const mode = parsePlaybackAttribute(this, PLAYBACK_ATTRIBUTE.timeline);
    if (mode) {
      this.scrollPlayback ??= new ScrollPlayback(this, (progress) => {
        const total = this.playback.iterationDuration;
        if (Number.isFinite(total)) this.playback.currentTime = progress * total;
      });
      this.scrollPlayback.mode = mode;
    } else if (this.scrollPlayback) this.scrollPlayback.mode = null;
  }

  /** @internal Its scene autoplays (scene-host.ts): the next update starts it, as its own `autoplay` would. */
  [START_SCENE_AUTOPLAY](): void {
    this.sceneAutoplayDue = true;
    this.requestUpdate();
  }

  /** Under reduced motion a group that does not play shows its poster: the `poster` sprite, else the first. */
  private showPosterIfStill(): void {
    if (this.playback.playing || !motion.prefersReducedMotion() || this.ignoreReducedMotion) return;
    const controller = this.sync.controller;
    const raw = this.getAttribute('poster');
    const byId = raw !== null ? controller.getSpriteIndexById(raw) : -1;
    const index = byId >= 0 ? byId : raw !== null && /^\d+$/.test(raw) ? Number(raw) : 0;
    if (controller.spritesGroup.sprites.length > 0) controller.setPointer(index);
  }

  // ----------------------------------------------------------- lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    // Nothing watched the attribute while detached (and the parser sets it after construction).
    this.pointerAttributeChanged();
  }

  /** The constructor read every attribute the group had (fields, id, pointer, fps, playback). */
  protected override replayRead(): boolean {
    return true;
  }

  protected override modelAttributeChanged(name: string): void {
    const playbackAttribute = PLAYBACK_BY_ATTRIBUTE.get(name);
    if (playbackAttribute) {
      // The constructor reads them once itself (attributes set by the parser come before it runs).
      if (this.playback) this.playbackAttributeChanged(playbackAttribute);
    } else if (name === 'fps') {
      this.playback.fps = positiveAttribute(this, 'fps');
    } else if (name === 'pointer') {
      if (!this.reflecting) this.pointerAttributeChanged();
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
   * The model's pointer moved, whatever moved it: reflected, announced, drawn.
   * A move made by playback is not written to the `pointer` attribute (an
   * attribute write per frame per group was the largest script cost of
   * playback); the attribute catches up when playback stops, and the property
   * is always exact.
   */
  private pointerMoved(change: PointerChange): void {
    const playing = this.playback.advancing;
    this.playback.pointerMoved(change.pointerPrevious >= 0);
    if (playing) this.pointerStale = true;
    else this.reflectPointer();
    const scene = sceneHostOf(this);
    const left = this.shownSprite;
    this.shownSprite = change.sprite;
    if (spriteListeners.count > 0) tellSprites(left, change);
    this.announceMove(change.pointer, change.pointerPrevious, change.sprite, scene);
    const frameTarget = scene ? scene.element : this.ownerDocument;
    if (hasListeners(frameTarget, 'lib-sprites-frame')) {
      addFrameChange(frameTarget, {
        group: this,
        pointer: change.pointer,
        pointerPrevious: change.pointerPrevious,
        sprite: change.sprite,
      });
    }
    // A scene that draws this group into its canvas needs no Lit update of it, only to know.
    if (scene?.groupMoved(this, this.sync.controller)) return;
    if (!this.redrawFrame()) this.requestUpdate();
  }

  /**
   * A pointer move (playback's, or `next()`, `pointer`, ...) drawn without a
   * render, when all it changes is the background of the one box showing a
   * sprite-sheet frame, or the paths of a sprite of shapes in the same stage
   * (DomBackend.redraw): no template, no update cycle, drawn at once. Not with
   * page hooks (`beforeDrawing` / `afterDrawing` run in renders) or while a
   * render is due anyway (it draws the move with whatever else changed).
   */
  private redrawFrame(): boolean {
    const backend = this.backend;
    if (!backend || !this.hasUpdated || this.isUpdatePending) return false;
    const controller = this.sync.controller;
    const current = controller.getCurrent();
    if (!current || hasDrawingHooks(current)) return false;
    const subs = current.subSprites;
    for (let i = 0; i < subs.length; i++) if (hasDrawingHooks(subs[i]!)) return false;
    // A plain image frame (the common move) is planned into the group's own record: no plan object per move.
    const frame = (this.frameRecord ??= imageFrame());
    if (!planImageFrame(controller, frame)) return backend.redraw(this.planned(plan(controller)));
    this.tellStyles(undefined);
    // Kept by the backend for the sprite's next turn (moveUnrecorded).
    if (!backend.redraw((this.framePlan ??= { stage: frame.stage, items: [frame.item] }), controller.pointer))
      return false;
    if (this.playback.playing && !sceneHostOf(this)) this.keepAhead(backend);
    return true;
  }

  /**
   * The first move while playing since a render plans the other sprites'
   * frames too (as a canvas scene does at its first plan of a group): a
   * playing group's first pass then moves as its next ones do, each move one
   * style write, where each sprite's first turn was a plan. Only playback's
   * moves outside a scene draw from what is kept (moveUnrecorded).
   */
  private keepAhead(backend: DomBackend): void {
    backend.keepAhead(
      this.sync.controller.spritesGroup.sprites.length,
      (this.planAhead ??= (i) => {
        const controller = this.sync.controller;
        const planned = planImageFrame(controller, this.frameRecord!, controller.spritesGroup.sprites[i]!);
        return planned ? this.framePlan : null;
      }),
    );
  }

  /** What `keepAhead` plans a sprite with (made at the first move). */
  private planAhead: ((position: number) => Plan | null) | null = null;

  /**
   * Playback's move to sprite `index`, made with no change record, when
   * nothing else would come of it: no one listens for the move but the group
   * itself or its scene (their `lib-sprite-change` is dispatched from here;
   * not its sprites, the page's or scene's frame event, the model's change
   * listeners), no render is due, the sprite has no page hook, and the move
   * is drawn by one call: its scene's canvas (which keeps each group's frames
   * and plans again what it did not keep), or, for a group that draws itself
   * outside a scene, the one box it drew for that sprite since its last render
   * (which any change to the model brings). Playback's common move then costs
   * the model's fields and that call. False, doing nothing, otherwise:
   * playback then moves the model, which tells `pointerMoved`.
   */
  private moveUnrecorded(index: number, start: number): boolean {
    if (!this.hasUpdated || this.isUpdatePending) return false;
    const scene = sceneHostOf(this);
    // A scene that does not draw its groups (DOM) carries styles between them at each move: the usual move.
    if (scene ? !scene.drawsGroups() : !this.backend?.hasKept(index)) return false;
    // With no listener anywhere (most pages), no element need be asked. A listener on the group itself or its
    // scene is told here; one on its sprites or on a frame event needs the usual move's record.
    const listened = anyListener();
    if (
      listened &&
      (spriteListeners.count > 0 || hasListeners(scene ? scene.element : this.ownerDocument, 'lib-sprites-frame'))
    )
      return false;
    const controller = this.sync.controller;
    const sprite = controller.spritesGroup.sprites[index];
    const previous = controller.pointer;
    // A hook put straight into its data since it was kept runs from its next frame on, as in `redrawFrame`.
    if (!sprite || hasDrawingHooks(sprite) || !controller[PLAY_UNRECORDED](index, start)) return false;
    // What pointerMoved does for playback's own move.
    this.pointerStale = true;
    this.shownSprite = sprite;
    if (scene) scene.groupMoved(this, controller);
    else {
      this.tellStyles(undefined);
      this.backend!.redrawKept(index);
    }
    if (listened && previous !== index) this.announceMove(index, previous, sprite, scene);
    return true;
  }

  /**
   * `lib-sprite-change` for a move, made only for listeners: where it is dispatched, or its scene, where it
   * bubbles to. Its detail is made here, once, from the move's fields: listeners may keep it, so it is never
   * the change record the move came in.
   */
  private announceMove(
    pointer: number,
    pointerPrevious: number,
    sprite: SpriteObject | null,
    scene: SceneHost | undefined,
  ): void {
    if (hasListeners(this, 'lib-sprite-change') || (scene && hasListeners(scene.element, 'lib-sprite-change')))
      dispatchLater(this, 'lib-sprite-change', { pointer, pointerPrevious, sprite });
  }

  /** What the last plan drawn here leaves and takes of the scene's styles (render/carried-style.ts). */
  private planStyles: Plan['styles'] = undefined;

  /** A plan about to be drawn here. */
  private planned(drawn: Plan, always = false): Plan {
    this.tellStyles(drawn.styles, always);
    return drawn;
  }

  /** The group's scene, if any, learns what its plan leaves and takes (when that changed, or `always`). */
  private tellStyles(styles: Plan['styles'], always = false): void {
    if (!always && styles === this.planStyles) return;
    this.planStyles = styles;
    sceneHostOf(this)?.groupPlanned(this, styles);
  }

  /** What `redrawFrame` plans a plain image frame into (made at the first move). */
  private frameRecord: ImageFrame | null = null;
  private framePlan: Plan | null = null;
  /**
   * Whether each sprite, by position, has page hooks (itself or a
   * sub-sprite), as found since the group last rendered: a render comes
   * after any change to the group (a field, its data, its sprites), so until
   * then a frame costs a group without hooks one look-up, whichever sprite it
   * shows.
   */
  private readonly hooksAt: (boolean | undefined)[] = [];

  /**
   * At each tick of the group's playback: a current sprite or sub-sprite with
   * `beforeDrawing` / `afterDrawing` is drawn again at every frame (the hooks
   * run at each draw, as in the original engine, where pages animate with
   * them). The render (DOM), or the scene's repaint (canvas), runs them: once a frame.
   */
  private drawsEveryFrame(): boolean {
    const controller = this.sync.controller;
    const pointer = controller.pointer;
    let hooked = this.hooksAt[pointer];
    if (hooked === undefined) {
      const current = controller.getCurrent();
      hooked = !!current && (hasDrawingHooks(current) || current.subSprites.some(hasDrawingHooks));
      if (current) this.hooksAt[pointer] = hooked;
    }
    if (!hooked) return false;
    // A canvas scene repaints the group in the one draw of this frame, whichever group queued it first; a
    // render requested here would come after a draw already queued, and draw (and run the hooks) again.
    const scene = sceneHostOf(this);
    if (!(scene?.drawsGroups() && scene.groupRendered(this))) this.requestUpdate();
    return true;
  }

  /** Writes the model's pointer to the `pointer` attribute. */
  private reflectPointer(): void {
    this.pointerStale = false;
    const pointer = this.sync.controller.pointer;
    const value = pointer < 0 ? null : String(pointer);
    if (this.getAttribute('pointer') === value) return;
    this.reflecting = true;
    if (value === null) this.removeAttribute('pointer');
    else this.setAttribute('pointer', value);
    this.reflecting = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.label || this.labelled) this.updateLabel();
    const autoplay = (changed.has('autoplay') && this.autoplay) || this.sceneAutoplayDue;
    this.sceneAutoplayDue = false;
    if (autoplay && !this.playback.playing && this.isConnected && !this.autoplayCancelled) {
      if (this.ignoreReducedMotion || sceneHostOf(this)?.ignoresReducedMotion() || !motion.prefersReducedMotion())
        this.play();
    }
    if (!this.hasUpdated) this.showPosterIfStill();
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

  /** While a canvas scene draws the group, its render root until it first draws itself (deferred-root.ts). */
  private deferredRoot: DocumentFragment | null = null;

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return (this.deferredRoot = canvasDrawnRoot(this)) ?? super.createRenderRoot();
  }

  protected override render(): TemplateResult | typeof nothing {
    const controller = this.sync.controller;
    this.takeRoom(isDrawn(controller.spritesGroup, false));
    this.hooksAt.fill(undefined);
    // A scene that draws this group into its canvas leaves its shadow root empty.
    if (sceneHostOf(this)?.groupRendered(this)) return nothing;
    if (this.deferredRoot) {
      attachDeferredRoot(this, this.deferredRoot);
      this.deferredRoot = null;
    }
    // Told at every render: the group may have joined a scene since its last plan.
    return (this.backend ??= new DomBackend(this, (url) => reportImageFailed(this, url))).render(
      this.planned(plan(controller, (this.mapTargets ??= new MapTargets(this)).beginRender()), true),
    );
  }

  /**
   * A group drawn nowhere in place (`data-hidden`, or `data-only-use-in-map`: shown only
   * by MAP cells) takes no room in the page: its box would push what follows. It still
   * plays, and a map that shows it keeps it ticking. The host's inline `display` the page
   * set is put back when it is drawn again.
   */
  private takeRoom(drawn: boolean): void {
    if (drawn === (this.displayBefore === null)) return;
    if (drawn) {
      const before = this.displayBefore!;
      this.displayBefore = null;
      if (before.value) this.style.setProperty('display', before.value, before.priority);
      else this.style.removeProperty('display');
    } else {
      this.displayBefore = {
        value: this.style.getPropertyValue('display'),
        priority: this.style.getPropertyPriority('display'),
      };
      this.style.setProperty('display', 'none', 'important');
    }
  }
}

refuseNoStringValues(LibSpritesGroupElement);
// Playing groups move hundreds of pointers a frame: the change event is made only for its listeners.
countListeners(LibSpritesGroupElement.prototype);
if (typeof document !== 'undefined') countListeners(document);

declare global {
  interface HTMLElementTagNameMap {
    'lib-sprites-group': LibSpritesGroupElement;
  }
}
