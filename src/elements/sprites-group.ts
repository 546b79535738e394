import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { LIB_GraphicSprites, type SpriteObject, type SubSpriteObject } from '../model/index.js';
import type { SpritesController } from './controller.js';
import { SpriteFieldsElement } from './fields-element.js';
import { LibSpriteElement } from './sprite.js';
import { FPS_DEFAULT, elementOf, integerAttribute, positiveAttribute } from './fields.js';
import { motion, startPlaying, stopPlaying, type Player } from './playback.js';
import { naturalSize, whenSized } from './image-size.js';
import { spritesGroupStyles } from './sprites-group.styles.js';
import { background, box, finite } from './style-props.js';
import { SpritesSync, type PointerChange, type SyncHost } from './sync.js';

/** Detail of `lib-sprite-change`: the pointer after the move, before it, and the sprite now current. */
export interface SpriteChangeDetail {
  pointer: number;
  pointerPrevious: number;
  sprite: SpriteObject | null;
}

/** Detail of `lib-sprites-end`: where a non-looping group stopped. */
export interface SpritesEndDetail {
  pointer: number;
  sprite: SpriteObject | null;
}

export type SpriteChangeEvent = CustomEvent<SpriteChangeDetail>;
export type SpritesEndEvent = CustomEvent<SpritesEndDetail>;

type Box = SpriteObject | SubSpriteObject;

/**
 * Events wait for the model call that caused them to finish, so listeners
 * never run inside a model mutation; one microtask serves every group.
 */
let pendingEvents: [EventTarget, Event][] | null = null;
function dispatchLater(target: EventTarget, event: Event): void {
  if (!pendingEvents) {
    pendingEvents = [];
    queueMicrotask(() => {
      const events = pendingEvents ?? [];
      pendingEvents = null;
      for (const [to, queued] of events) to.dispatchEvent(queued);
    });
  }
  pendingEvents.push([target, event]);
}


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
 * @attr src - Default source for sprites that give none (image URL, or text for TEXT).
 * @attr src-type - Default source type: a `SRC_TYPES` name (`IMAGE`, `TEXT`, ...) or its number. Default `IMAGE`.
 * @attr src-left - Default source rectangle left. Default 0.
 * @attr src-top - Default source rectangle top. Default 0.
 * @attr src-width - Default source rectangle width. Default 32.
 * @attr src-height - Default source rectangle height. Default 32.
 * @attr left - Offset of the group's box from where it sits in the page, CSS px. Default 0.
 * @attr top - Offset of the group's box from where it sits in the page, CSS px. Default 0.
 * @attr width - Width of the group's box, and default sprite width, CSS px. Default 32.
 * @attr height - Height of the group's box, and default sprite height, CSS px. Default 32.
 * @attr z-index - The group's z-index (non-zero), and the sprites' default. Default 1.
 * @attr disabled - Hides the whole group. `disabled="false"` is an explicit false.
 * @attr data-* - Entries of the group's `data` object (strings), inherited by sprites and sub-sprites.
 * @attr pointer - Index of the current sprite; reflects every move. Clamped, or wrapped with `loop`.
 * @attr fps - Frames per second for sprites without `duration`. Default 10 (100 ms a frame).
 * @attr autoplay - Start playing when connected (not under `prefers-reduced-motion: reduce`, unless `ignore-reduced-motion`).
 * @attr loop - Wrap around at the ends when playing, and for `next()` / `previous()` / `pointer`.
 * @attr ignore-reduced-motion - Let `autoplay` play even when the user prefers reduced motion.
 * @attr label - Accessible name: gives the group `role="img"` and this `aria-label`.
 *
 * @fires lib-sprite-change - {SpriteChangeEvent} The pointer moved, whatever moved it (playback, methods, attributes, inserts, removals). Dispatched in a microtask after the move; bubbles, composed.
 * @fires lib-sprites-end - {SpritesEndEvent} A non-looping group played its last sprite to the end and stopped. Bubbles, composed.
 *
 * @csspart stage - The group's box (`width` × `height`).
 * @csspart sprite - The current sprite's box, at its `left`/`top` inside the stage.
 * @csspart sub-sprite - Each shown sub-sprite's box, at its `left`/`top` inside the sprite.
 * @csspart image - The box showing an IMAGE source: its background is the source rectangle, scaled.
 * @csspart text - The text of a TEXT sprite or sub-sprite.
 *
 * @cssprop [--lib-sprites-image-rendering=auto] - `image-rendering` of images (`pixelated` for pixel art).
 * @cssprop [--lib-sprites-overflow=visible] - `overflow` of the stage (`hidden` clips sprites to the group's box).
 * @cssprop [--lib-sprites-background=none] - Background of the stage.
 * @cssprop [--lib-sprites-text-font=inherit] - `font` of TEXT sprites.
 * @cssprop [--lib-sprites-text-color=inherit] - `color` of TEXT sprites.
 * @cssprop [--lib-sprites-text-line-height=normal] - `line-height` of TEXT sprites.
 */
export class LibSpritesGroupElement extends SpriteFieldsElement implements SyncHost, Player {
  static override styles = spritesGroupStyles;

  static override properties = {
    autoplay: { type: Boolean, reflect: true },
    loop: { type: Boolean, reflect: true },
    label: { type: String, reflect: true },
    ignoreReducedMotion: { type: Boolean, reflect: true, attribute: 'ignore-reduced-motion' },
  };

  static override modelAttributes: readonly string[] = [...SpriteFieldsElement.modelAttributes, 'pointer', 'fps'];
  static override upgradeProperties: readonly string[] = [...SpriteFieldsElement.upgradeProperties, 'pointer', 'fps'];

  /** Start playing when connected (see `ignoreReducedMotion`). */
  declare autoplay: boolean;
  /** Wrap around at the ends. */
  declare loop: boolean;
  /** Accessible name; gives `role="img"`. */
  declare label: string | null;
  /** Let `autoplay` play under `prefers-reduced-motion: reduce`. */
  declare ignoreReducedMotion: boolean;

  private readonly sync: SpritesSync;
  /** True while the pointer attribute is written from the model. */
  private reflecting = false;
  /** `fps` parsed when it changes, not on every frame. */
  private fpsValue = FPS_DEFAULT;
  private wantsToPlay = false;
  private ended = false;
  private hasConnected = false;
  /** A pointer asked for by attribute before there were enough sprites to take it. */
  private requestedPointer: number | null = null;
  private labelled = false;
  /**
   * When the current sprite ends (a LIB_Device time), so that most frames cost
   * each playing group one comparison. Valid while the current sprite is
   * `dueSprite` with the `time` it had then; pointer moves, fps and duration
   * changes clear it.
   */
  private dueAt = 0;
  private dueSprite: SpriteObject | null = null;
  private dueTime = 0;
  /** Images whose size a render is waiting for, with the way to stop waiting. */
  private readonly imageWaits = new Map<string, () => void>();

  constructor() {
    super();
    this.autoplay = false;
    this.loop = false;
    this.label = null;
    this.ignoreReducedMotion = false;
    this.sync = new SpritesSync(this);
    this.fpsValue = positiveAttribute(this, 'fps') ?? FPS_DEFAULT;
    // Attributes set by the upgrade above found no sync yet; the pointer one matters before connecting.
    if (this.hasAttribute('pointer')) this.pointerAttributeChanged();
  }

  /** The group's `LIB_GraphicSprites`: every spec method, mirrored in the DOM. */
  get controller(): SpritesController {
    this.sync.flush();
    return this.sync.controller;
  }

  /** Index of the current sprite, -1 while there is none. Setting it moves the pointer (clamped, or wrapped with `loop`). */
  get pointer(): number {
    this.sync.flush();
    return this.sync.controller.pointer;
  }
  set pointer(value: number | null | undefined) {
    if (value === null || value === undefined) this.removeAttribute('pointer');
    else this.setAttribute('pointer', String(value));
    this.pointerAttributeChanged();
  }

  /** The current sprite's model object, or null. */
  get current(): SpriteObject | null {
    this.sync.flush();
    return this.sync.controller.getCurrent();
  }

  /** The `<lib-sprite>` of the current sprite, or null. */
  get currentElement(): HTMLElement | null {
    const current = this.current;
    return (current && elementOf(current)) ?? null;
  }

  /** Frames per second for sprites without their own `duration`. */
  get fps(): number {
    return this.fpsValue;
  }
  set fps(value: number | null | undefined) {
    if (value === null || value === undefined) this.removeAttribute('fps');
    else this.setAttribute('fps', String(value));
  }

  /** Whether the group is playing (or will as soon as it is in the document). */
  get playing(): boolean {
    return this.wantsToPlay;
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
    if (this.wantsToPlay) return;
    this.wantsToPlay = true;
    const controller = this.controller;
    if (this.ended && !this.loop) controller.setPointer(0);
    this.ended = false;
    controller.getCurrent()?.setTime();
    if (this.isConnected) startPlaying(this);
  }

  /** Stops playing; the current sprite stays. */
  pause(): void {
    this.wantsToPlay = false;
    stopPlaying(this);
  }

  // ----------------------------------------------------------- lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    this.sync.connect(!this.hasConnected);
    this.hasConnected = true;
    // Nothing watched the attribute while detached (and the parser sets it after construction).
    this.pointerAttributeChanged();
    if (this.wantsToPlay) startPlaying(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    stopPlaying(this);
    this.sync.disconnect();
    for (const cancel of this.imageWaits.values()) cancel();
    this.imageWaits.clear();
  }

  protected override modelAttributeChanged(name: string): void {
    if (name === 'fps') {
      this.fpsValue = positiveAttribute(this, 'fps') ?? FPS_DEFAULT;
      this.scheduleChanged();
    } else if (name === 'pointer') {
      if (!this.reflecting) this.pointerAttributeChanged();
    } else super.modelAttributeChanged(name);
  }

  /** @internal The `pointer` attribute was written, by the page or by our own reflection. */
  pointerAttributeChanged(): void {
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

  /** @internal */
  structureSynced(): void {
    // The current sprite may have been replaced at the same position.
    this.dueSprite = null;
    this.applyRequestedPointer();
  }

  /** @internal How long a sprite shows may have changed. */
  scheduleChanged(): void {
    this.dueSprite = null;
  }

  /** @internal */
  pointerMoved(change: PointerChange): void {
    this.ended = false;
    this.dueSprite = null;
    // Every move changes the value, so it is written without reading it first.
    this.reflecting = true;
    if (change.pointer < 0) this.removeAttribute('pointer');
    else this.setAttribute('pointer', String(change.pointer));
    this.reflecting = false;
    this.dispatchLater(
      new CustomEvent<SpriteChangeDetail>('lib-sprite-change', {
        detail: { pointer: change.pointer, pointerPrevious: change.pointerPrevious, sprite: change.sprite },
        bubbles: true,
        composed: true,
      }),
    );
    this.requestUpdate();
  }

  private dispatchLater(event: Event): void {
    dispatchLater(this, event);
  }

  /** @internal Called by the shared loop. */
  tick(now: number): void {
    const due = this.dueSprite;
    if (due !== null && now < this.dueAt && due.time === this.dueTime) return;
    const controller = this.sync.controller;
    const current = controller.getCurrent();
    if (!current) return;
    const el = elementOf(current);
    const own = el instanceof LibSpriteElement ? el.duration : el ? positiveAttribute(el, 'duration') : undefined;
    const duration = own ?? 1000 / this.fpsValue;
    const elapsed = current.getTimeElapsed(now);
    if (elapsed < duration) {
      this.dueSprite = current;
      this.dueTime = current.time;
      this.dueAt = now + duration - elapsed;
      return;
    }
    if (!this.loop && controller.pointer >= controller.spritesGroup.sprites.length - 1) {
      this.wantsToPlay = false;
      this.ended = true;
      stopPlaying(this);
      this.dispatchLater(
        new CustomEvent<SpritesEndDetail>('lib-sprites-end', {
          detail: { pointer: controller.pointer, sprite: current },
          bubbles: true,
          composed: true,
        }),
      );
      return;
    }
    controller.setNext(this.loop);
    // The next sprite started when this one was due, not at this frame: otherwise every sprite
    // lasts until the next whole display frame (10 fps would play at 8.6 at 60 Hz) and groups
    // drift into step, all changing in the same frames. Over a whole duration behind, it starts now.
    const late = elapsed - duration;
    controller.setTime(late < duration ? now - late : now, true, true);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('label')) this.updateLabel();
    if (changed.has('autoplay') && this.autoplay && !this.wantsToPlay && this.isConnected) {
      if (this.ignoreReducedMotion || !motion.prefersReducedMotion()) this.play();
    }
  }

  private updateLabel(): void {
    if (this.label) {
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

  /**
   * @internal Set by the `<lib-sprites-scene>` this group is in; told of every
   * render. When it returns true the scene draws the group (canvas) and the
   * group's shadow root stays empty.
   */
  sceneHost: { groupRendered(group: LibSpritesGroupElement): boolean } | null = null;

  protected override render(): TemplateResult | typeof nothing {
    if (this.sceneHost?.groupRendered(this)) return nothing;
    const controller = this.sync.controller;
    const group = controller.spritesGroup;
    const current = controller.getCurrent();
    const shown = current && !controller.isDisabled() && !controller.isDisabledSprite(current) ? current : null;
    return html`<div part="stage" class="stage" style=${box(group.left, group.top, group.width, group.height)}>${
      shown ? this.renderSprite(shown) : nothing
    }</div>`;
  }

  private renderSprite(sprite: SpriteObject): TemplateResult {
    const controller = this.sync.controller;
    const subSprites = sprite.subSprites.length ? sprite.subSpritesByZIndex.filter((sub) => !controller.isDisabledSubSprite(sub)) : [];
    return html`<div part="sprite" class="sprite" style=${box(sprite.left, sprite.top, sprite.width, sprite.height, sprite.zIndex)}>${this.renderSource(sprite)}${subSprites.map(
      (sub) => html`<div part="sub-sprite" class="sub-sprite" style=${box(sub.left, sub.top, sub.width, sub.height, sub.zIndex)}>${this.renderSource(sub)}</div>`,
    )}</div>`;
  }

  /**
   * IMAGE: the image as the background of a box, sized and placed so that its
   * source rectangle fills the box (a sprite sheet or atlas needs no more).
   * Shown once the image's natural size is known. TEXT: `src` as text, through
   * a Lit text binding (never HTML). Other types: nothing yet.
   */
  private renderSource(item: Box): TemplateResult | typeof nothing {
    const types = LIB_GraphicSprites.SRC_TYPES;
    const src = item.src;
    if (src === '' || src === null || src === undefined) return nothing;
    if (item.srcType === types.TEXT) return html`<span part="text" class="text">${String(src)}</span>`;
    if (item.srcType !== types.IMAGE) return nothing;
    const url = String(src);
    const size = naturalSize(url);
    if (!size) {
      this.waitForImage(url);
      return nothing;
    }
    const srcWidth = finite(item.srcWidth);
    const srcHeight = finite(item.srcHeight);
    const scaleX = srcWidth > 0 ? finite(item.width) / srcWidth : 0;
    const scaleY = srcHeight > 0 ? finite(item.height) / srcHeight : 0;
    return html`<div part="image" class="image" style=${background(
      url,
      size.width * scaleX,
      size.height * scaleY,
      -finite(item.srcLeft) * scaleX,
      -finite(item.srcTop) * scaleY,
    )}></div>`;
  }

  private waitForImage(url: string): void {
    if (this.imageWaits.has(url)) return;
    this.imageWaits.set(
      url,
      whenSized(url, () => {
        this.imageWaits.delete(url);
        this.requestUpdate();
      }),
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'lib-sprites-group': LibSpritesGroupElement;
  }
  interface HTMLElementEventMap {
    'lib-sprite-change': SpriteChangeEvent;
    'lib-sprites-end': SpritesEndEvent;
  }
}
