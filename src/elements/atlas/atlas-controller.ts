/**
 * The `atlas` of a `<lib-sprites-group>`: loads it (through the page-wide
 * cache of atlas-loader.ts) and replaces the group's sprites with one
 * `<lib-sprite>` per frame.
 *
 * Why child elements rather than model-only sprites: the group's model and
 * its children are kept equal in both directions (sync/), so every sprite
 * the model holds has its element anyway; and as elements the frames can be
 * inspected, styled and changed like hand-written ones. Each gets its frame's
 * `duration` attribute; the atlas-only fields (`rotated`, `anchor`) stay on
 * the model objects, where the renderer reads them.
 *
 * The group's box is the atlas frame (`sourceSize`) unless the page gave a
 * `width` / `height`: then every frame is scaled to it. A failure (fetch,
 * JSON, not an atlas, the image) warns (once per group and URL), fires
 * `lib-sprites-error` and leaves the group as it was.
 */
import type { ReactiveController } from 'lit';
import type { AnimationTag, AtlasSpritesObject, LIB_GraphicSprites } from '../../model/index.js';
import { loadAtlas } from './atlas-loader.js';
import { dispatchLater } from '../events/events.js';
import { elementOf } from '../sync/registry.js';
import { forgetWarning, warn } from '../../shared/warnings.js';
// An atlas writes its frames as sprites through the group's model: the model → DOM half comes with it.
import '../sync/model-to-dom.js';

export interface AtlasHost extends HTMLElement {
  addController(controller: ReactiveController): void;
}

export class AtlasController implements ReactiveController {
  private readonly host: AtlasHost;
  private readonly model: () => LIB_GraphicSprites;
  private readonly loaded: (atlas: AtlasSpritesObject) => void;
  /** The URL asked for last; a load that finishes for another one is dropped. */
  private wanted: string | null = null;
  private tagsValue: readonly AnimationTag[] = [];

  constructor(host: AtlasHost, model: () => LIB_GraphicSprites, loaded: (atlas: AtlasSpritesObject) => void) {
    this.host = host;
    this.model = model;
    this.loaded = loaded;
    host.addController(this);
  }

  /** The tags of the atlas applied last. */
  get tags(): readonly AnimationTag[] {
    return this.tagsValue;
  }

  hostConnected(): void {
    this.urlChanged();
  }

  /** The `atlas` attribute may have changed. */
  urlChanged(): void {
    const raw = this.host.getAttribute('atlas');
    if (!raw) {
      this.wanted = null;
      return;
    }
    let url: string;
    try {
      url = new URL(raw, this.host.ownerDocument.baseURI).href;
    } catch {
      this.fail(raw, 'not a URL');
      return;
    }
    if (url === this.wanted) return;
    this.wanted = url;
    loadAtlas(url).then(
      (atlas) => {
        if (this.wanted === url) this.apply(atlas);
      },
      (error: unknown) => {
        if (this.wanted === url) this.fail(url, error instanceof Error ? error.message : String(error));
      },
    );
  }

  private fail(url: string, reason: string): void {
    this.wanted = null;
    warn(
      'atlas-failed',
      this.host,
      `atlas ${JSON.stringify(url)}: ${reason}; the group keeps its sprites`,
      'atlas',
      url,
    );
    dispatchLater(this.host, 'lib-sprites-error', { kind: 'atlas', url, reason });
  }

  private apply(atlas: AtlasSpritesObject): void {
    const host = this.host;
    // A URL that failed before and loads now may fail again later: that is news again.
    forgetWarning('atlas-failed', host, 'atlas');
    const model = this.model();
    const scaleX = host.hasAttribute('width') && atlas.width > 0 ? model.spritesGroup.width / atlas.width : 1;
    const scaleY = host.hasAttribute('height') && atlas.height > 0 ? model.spritesGroup.height / atlas.height : 1;
    if (!host.hasAttribute('width')) host.setAttribute('width', String(atlas.width));
    if (!host.hasAttribute('height')) host.setAttribute('height', String(atlas.height));
    model.removeSprites();
    for (const frame of atlas.sprites) {
      // The atlas object is shared by every group that loads it: copies only.
      const sprite = model.insertSprite({
        ...frame,
        src: atlas.src,
        srcType: 'IMAGE',
        left: (frame.left ?? 0) * scaleX,
        top: (frame.top ?? 0) * scaleY,
        width: (frame.width ?? 0) * scaleX,
        height: (frame.height ?? 0) * scaleY,
        ...(frame.anchor ? { anchor: { x: frame.anchor.x * scaleX, y: frame.anchor.y * scaleY } } : {}),
      });
      if (sprite && frame.duration !== undefined) elementOf(sprite)?.setAttribute('duration', String(frame.duration));
    }
    this.tagsValue = atlas.tags;
    this.loaded(atlas);
  }
}
