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
import type { LIB_GraphicSprites, SpriteObject, SubSpriteObject } from '../../model/index.js';
import { findInGroup, type Found } from '../map-lookup.js';
import type { PlanContext } from '../plan.js';
import type { MapRef } from '../shapes/map.js';

/** The elements a cell can name, as their classes give them (the elements sit above the renderer). */
interface GroupElement extends HTMLElement {
  readonly controller: LIB_GraphicSprites;
}
interface SpriteElement extends Element {
  readonly model: SpriteObject | null;
  readonly group: GroupElement | null;
}
interface SubSpriteElement extends Element {
  readonly model: SubSpriteObject | null;
  readonly sprite: SpriteElement | null;
}

/** Keeps a group playing while a cell shows it, even with its own box hidden; returns what lets go. */
export type HoldOnScreen = (group: Element) => () => void;

/**
 * A group has one from its first render after the shapes feature is in (it
 * comes with the feature: a plan meets MAP cells only then). It is its own plan
 * context and its own event listener (no context object, no bound functions),
 * and the list of groups watched is made when a cell first shows one.
 */
export class MapTargets implements ReactiveController, PlanContext, EventListenerObject {
  private readonly host: ReactiveControllerHost & HTMLElement;
  /** Groups shown by the last render's cells, each with what lets go of its hold on the playback loop. */
  private watched: Map<GroupElement, () => void> | null = null;
  /** Groups met during the current render. */
  private seen: Set<GroupElement> | null = null;
  private missed = false;

  private readonly holdOnScreen: HoldOnScreen;

  constructor(host: ReactiveControllerHost & HTMLElement, holdOnScreen: HoldOnScreen) {
    this.host = host;
    this.holdOnScreen = holdOnScreen;
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
      group = (el as GroupElement).controller;
      target = ref.parentId === null ? group : (findInGroup(group, ref)?.target ?? null);
    } else if (el?.localName === SPRITE_TAG && 'model' in el) {
      const sprite = (el as SpriteElement).model;
      group = (el as SpriteElement).group?.controller ?? null;
      target =
        ref.parentId === null
          ? sprite
          : ((ref.id !== null ? sprite?.getById(ref.id) : sprite?.get(ref.index!)) ?? null);
    } else if (el?.localName === SUB_SPRITE_TAG && 'model' in el && ref.parentId === null) {
      target = (el as SubSpriteElement).model;
      group = (el as SubSpriteElement).sprite?.group?.controller ?? null;
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
      (el as GroupElement).controller !== group
    )
      return;
    (this.seen ??= new Set()).add(el as GroupElement);
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
        watching.set(group, this.holdOnScreen(group));
      }
    }
    // A cell naming an element the parser has not reached yet: draw again once the document is parsed.
    if (this.missed && document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', this, { once: true });
    }
  }

  /** Stops watching `group`: no more redraws at its moves, and its hold on the playback loop let go. */
  private unwatch(group: GroupElement, hold: () => void): void {
    group.removeEventListener('lib-sprite-change', this);
    hold();
  }

  hostDisconnected(): void {
    if (this.watched) for (const [group, hold] of this.watched) this.unwatch(group, hold);
    this.watched = null;
    document.removeEventListener('DOMContentLoaded', this);
  }
}
