/**
 * What the MAP cells of a group name outside its scene (the plan searches the
 * scene first), found in the group's own root (the document, or the shadow
 * root it is in) by element id: a `<lib-sprites-group>` (its current sprite),
 * a `<lib-sprite>` or a `<lib-sub-sprite>`; with `parentId`, the element of
 * that id, searched as a scene searches its groups. Ids are looked up at every
 * render, so cells follow the page. A group a cell shows keeps playing even
 * while its own box is hidden, and each of its sprite changes redraws the map.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { GROUP_TAG, SPRITE_TAG, SUB_SPRITE_TAG } from '../../shared/tag-names.js';
import type { LIB_GraphicSprites } from '../../model/index.js';
import { findInGroup, type Found } from '../../render/map-lookup.js';
import type { PlanContext } from '../../render/plan.js';
import type { MapRef } from '../../render/shapes/map.js';

import { holdOnScreen } from '../playback/playback.js';
import type { LibSpriteElement } from '../sprite/sprite.js';
import type { LibSpritesGroupElement } from './sprites-group.js';
import type { LibSubSpriteElement } from '../sprite/sub-sprite.js';

/**
 * Every group has one, and few ever draw a map: it is its own plan context
 * and its own event listener (no context object, no bound functions), and
 * the list of groups watched is made when a cell first shows one.
 */
export class MapTargets implements ReactiveController, PlanContext, EventListenerObject {
  private readonly host: ReactiveControllerHost & HTMLElement;
  /** Groups shown by the last render's cells, each with what lets go of its hold on the playback loop. */
  private watched: Map<LibSpritesGroupElement, () => void> | null = null;
  /** Groups met during the current render. */
  private seen: Set<LibSpritesGroupElement> | null = null;
  private missed = false;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.host = host;
    host.addController(this);
  }

  /** A group its cells show moved, or the document finished parsing: the host draws again. */
  handleEvent(): void {
    this.host.requestUpdate();
  }

  /** The plan context of a render: call once per render, before `plan`. */
  beginRender(): PlanContext {
    this.seen = null;
    this.missed = false;
    return this;
  }

  private element(id: string): Element | null {
    const root = this.host.getRootNode() as Document | ShadowRoot;
    return typeof root.getElementById === 'function' ? root.getElementById(id) : null;
  }

  /** PlanContext: what a cell names, found in the host's root. */
  resolve(ref: MapRef): Found | null {
    const el = this.element(ref.parentId ?? ref.id ?? '');
    // Elements not upgraded yet have no model: the cell waits for a later render.
    let group: LIB_GraphicSprites | null = null;
    let target: Found['target'] | null = null;
    if (el?.localName === GROUP_TAG && 'controller' in el) {
      group = (el as LibSpritesGroupElement).controller;
      target = ref.parentId === null ? group : (findInGroup(group, ref)?.target ?? null);
    } else if (el?.localName === SPRITE_TAG && 'model' in el) {
      const sprite = (el as LibSpriteElement).model;
      group = (el as LibSpriteElement).group?.controller ?? null;
      target =
        ref.parentId === null
          ? sprite
          : ((ref.id !== null ? sprite?.getById(ref.id) : sprite?.get(ref.index!)) ?? null);
    } else if (el?.localName === SUB_SPRITE_TAG && 'model' in el && ref.parentId === null) {
      target = (el as LibSubSpriteElement).model;
      group = (el as LibSubSpriteElement).sprite?.group?.controller ?? null;
    }
    if (!target || !group) {
      this.missed = true;
      return null;
    }
    return { target, group };
  }

  /** PlanContext: a group a cell shows; its element is watched, unless it is the host itself. */
  shown(group: LIB_GraphicSprites): void {
    const el = this.element(String(group.id));
    if (
      el === this.host ||
      el?.localName !== GROUP_TAG ||
      !('controller' in el) ||
      (el as LibSpritesGroupElement).controller !== group
    )
      return;
    (this.seen ??= new Set()).add(el as LibSpritesGroupElement);
  }

  hostUpdated(): void {
    const seen = this.seen;
    const watched = this.watched;
    if (watched) {
      for (const [group, hold] of watched) {
        if (seen?.has(group)) continue;
        this.unwatch(group, hold);
        watched.delete(group);
      }
    }
    if (seen) {
      const watching = (this.watched ??= new Map());
      for (const group of seen) {
        if (watching.has(group)) continue;
        group.addEventListener('lib-sprite-change', this);
        watching.set(group, holdOnScreen(group));
      }
    }
    // A cell naming an element the parser has not reached yet: draw again once the document is parsed.
    if (this.missed && document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', this, { once: true });
    }
  }

  /** Stops watching `group`: no more redraws at its moves, and its hold on the playback loop let go. */
  private unwatch(group: LibSpritesGroupElement, hold: () => void): void {
    group.removeEventListener('lib-sprite-change', this);
    hold();
  }

  hostDisconnected(): void {
    if (this.watched) for (const [group, hold] of this.watched) this.unwatch(group, hold);
    this.watched = null;
    document.removeEventListener('DOMContentLoaded', this);
  }
}
