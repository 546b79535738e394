/**
 * What a group's playback attributes drive (their table: playback-attributes.ts): the atlas and its
 * tags, the tag played, rate, direction and repeat, the poster shown under reduced motion, and a
 * scroll or view timeline. The group element declares the attributes and properties and hands each
 * change here.
 */
import type { AnimationTag } from '../../model/index.js';
import { warn } from '../../shared/warnings.js';
import type { AtlasController } from '../atlas/atlas-controller.js';
import { atlasFeature, scrollFeature } from '../features.js';
import { motion } from '../playback/playback.js';
import type { PlaybackController } from '../playback/playback-controller.js';
import {
  PLAYBACK_ATTRIBUTE,
  RATE_DEFAULT,
  parsePlaybackAttribute,
  type PlaybackAttributeDeclaration,
} from '../playback/playback-attributes.js';
import type { ScrollPlayback } from '../playback/scroll-playback.js';
import type { GroupModel } from '../sync/group-model.js';
import type { LitElement } from 'lit';

/** The group element as its playback attributes see it. */
export interface PlaybackAttributesHost extends LitElement {
  readonly ignoreReducedMotion: boolean;
  readonly tags: readonly AnimationTag[];
}

export class GroupPlaybackAttributes {
  /** Made when first needed, their modules fetched then (../features.ts): most groups have no atlas and no scroll timeline. */
  private atlasController: AtlasController | null = null;
  private scrollPlayback: ScrollPlayback | null = null;

  constructor(
    private readonly host: PlaybackAttributesHost,
    private readonly playback: PlaybackController,
    private readonly model: () => GroupModel,
  ) {}

  /** The tags of the loaded atlas, if any. */
  get atlasTags(): readonly AnimationTag[] {
    return this.atlasController?.tags ?? [];
  }

  /** A playback attribute changed (or was there at construction): what it drives follows. */
  changed(declaration: PlaybackAttributeDeclaration): void {
    const host = this.host;
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
          rate: parsePlaybackAttribute(host, PLAYBACK_ATTRIBUTE.playbackRate) ?? RATE_DEFAULT,
          // Absent or refused: the tag's own.
          direction: parsePlaybackAttribute(host, PLAYBACK_ATTRIBUTE.direction),
          repeat: parsePlaybackAttribute(host, PLAYBACK_ATTRIBUTE.repeat),
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

  /** Under reduced motion a group that does not play shows its poster: the `poster` sprite, else the first. */
  showPosterIfStill(): void {
    const host = this.host;
    if (this.playback.playing || !motion.prefersReducedMotion() || host.ignoreReducedMotion) return;
    const controller = this.model();
    const raw = host.getAttribute('poster');
    const byId = raw !== null ? controller.getSpriteIndexById(raw) : -1;
    const index = byId >= 0 ? byId : raw !== null && /^\d+$/.test(raw) ? Number(raw) : 0;
    if (controller.spritesGroup.sprites.length > 0) controller.setPointer(index);
  }

  /** Starts the `tag` asked for, when the tags are known (an atlas may still be loading). */
  private applyTag(): void {
    const host = this.host;
    const name = host.getAttribute('tag');
    const tags = host.tags;
    if (name === null) {
      if (this.playback.tag) this.playback.tag = null;
      return;
    }
    if (tags.length === 0) return;
    const tag = tags.find((candidate) => candidate.name === name);
    if (!tag) {
      warn(
        'unknown-tag',
        host,
        `tag="${name}" names no tag of its atlas (${tags.map((t) => t.name).join(', ') || 'none'}); ignored`,
        'tag',
        name,
      );
      return;
    }
    if (this.playback.tag !== tag) this.playback.tag = tag;
  }

  private atlasChanged(): void {
    const host = this.host;
    if (host.hasAttribute('atlas') && !this.atlasController) {
      const Controller = atlasFeature.value;
      // Asked again once the module is in: the attribute may have changed or gone meanwhile.
      if (!Controller) return void atlasFeature.fetch().then((loaded) => loaded && this.atlasChanged());
      // Added while connected, it starts loading at once (Lit calls its hostConnected).
      this.atlasController = new Controller(host, this.model, () => {
        this.applyTag();
        if (!this.playback.playing) this.showPosterIfStill();
      });
    } else if (host.isConnected) this.atlasController?.urlChanged();
  }

  private timelineChanged(): void {
    const mode = parsePlaybackAttribute(this.host, PLAYBACK_ATTRIBUTE.timeline);
    if (mode) {
      const Playback = scrollFeature.value;
      if (!Playback) return void scrollFeature.fetch().then((loaded) => loaded && this.timelineChanged());
      this.scrollPlayback ??= new Playback(this.host, (progress) => {
        const total = this.playback.iterationDuration;
        if (Number.isFinite(total)) this.playback.currentTime = progress * total;
      });
      this.scrollPlayback.mode = mode;
    } else if (this.scrollPlayback) this.scrollPlayback.mode = null;
  }
}
