/**
 * What the MAP cells of a group name, found in the group's own root (the
 * document, or the shadow root it is in) by element id: a
 * `<lib-sprites-group>` (its current sprite), a `<lib-sprite>` or a
 * `<lib-sub-sprite>`. Ids are looked up at every render, so cells follow the
 * page. A group a cell shows keeps playing even while its own box is hidden,
 * and each of its sprite changes redraws the map.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { MapTarget, PlanContext } from '../render/plan.js';
import { GROUP_TAG, SPRITE_TAG, SUB_SPRITE_TAG } from './fields.js';
import { holdOnScreen } from './playback.js';
import type { LibSpriteElement } from './sprite.js';
import type { LibSpritesGroupElement } from './sprites-group.js';
import type { LibSubSpriteElement } from './sub-sprite.js';

interface Watch {
  release: () => void;
}

export class MapTargets implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  /** Groups shown by the last render's cells, with their hold on the playback loop. */
  private readonly watched = new Map<LibSpritesGroupElement, Watch>();
  /** Groups met during the current render. */
  private seen: Set<LibSpritesGroupElement> | null = null;
  private missed = false;
  private readonly onChange = (): void => this.host.requestUpdate();
  private readonly context: PlanContext = { resolve: (id) => this.resolve(id) };

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.host = host;
    host.addController(this);
  }

  /** The plan context of a render: call once per render, before `plan`. */
  beginRender(): PlanContext {
    this.seen = null;
    this.missed = false;
    return this.context;
  }

  private resolve(id: string): MapTarget | null {
    const root = this.host.getRootNode() as Document | ShadowRoot;
    const el = typeof root.getElementById === 'function' ? root.getElementById(id) : null;
    let group: LibSpritesGroupElement | null = null;
    let target: MapTarget | null = null;
    // Elements not upgraded yet have no model: the cell waits for a later render.
    if (el?.localName === GROUP_TAG) {
      group = el as LibSpritesGroupElement;
      target = 'controller' in group ? group.controller : null;
    } else if (el?.localName === SPRITE_TAG) {
      const sprite = el as LibSpriteElement;
      target = 'model' in sprite ? sprite.model : null;
      group = target ? sprite.group : null;
    } else if (el?.localName === SUB_SPRITE_TAG) {
      const sub = el as LibSubSpriteElement;
      target = 'model' in sub ? sub.model : null;
      group = target ? (sub.sprite?.group ?? null) : null;
    }
    if (!target) {
      this.missed = true;
      return null;
    }
    if (group && group !== this.host) (this.seen ??= new Set()).add(group);
    return target;
  }

  hostUpdated(): void {
    const seen = this.seen;
    for (const [group, watch] of this.watched) {
      if (seen?.has(group)) continue;
      watch.release();
      this.watched.delete(group);
    }
    if (seen) {
      for (const group of seen) {
        if (this.watched.has(group)) continue;
        group.addEventListener('lib-sprite-change', this.onChange);
        const hold = holdOnScreen(group);
        this.watched.set(group, {
          release: () => {
            group.removeEventListener('lib-sprite-change', this.onChange);
            hold();
          },
        });
      }
    }
    // A cell naming an element the parser has not reached yet: draw again once the document is parsed.
    if (this.missed && document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', this.onChange, { once: true });
    }
  }

  hostDisconnected(): void {
    for (const watch of this.watched.values()) watch.release();
    this.watched.clear();
    document.removeEventListener('DOMContentLoaded', this.onChange);
  }
}
