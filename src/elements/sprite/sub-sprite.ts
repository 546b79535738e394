import { SPRITE_TAG } from '../../shared/tag-names.js';
import type { SubSpriteObject } from '../../model/index.js';
import { SpriteDataElement } from './data-element.js';

import { modelOf } from '../sync/registry.js';
import type { LibSpriteElement } from './sprite.js';
import { subSpriteStyles } from './sub-sprite.styles.js';

/**
 * A sub-sprite of the `<lib-sprite>` it is a child of, drawn inside that
 * sprite's box while the sprite is current. It is data and takes no space
 * itself. Fields it does not set are inherited from the sprite, then the
 * group, live.
 *
 * @tag lib-sub-sprite
 *
 * @attr id - The sub-sprite's id; a generated one while absent. Same id twice in one sprite: the later replaces the earlier in its place (with a warning).
 * @attr data-* - Entries of the sub-sprite's `data` (strings), combined with the sprite's.
 * @fires {CustomEvent<SpriteChangeDetail>} lib-sprite-change - The group's pointer moved onto this sub-sprite's sprite or away from it (`detail.sprite` is the sprite now current). Only while a listener for it is on this element; a copy of the group's event that stays here (does not bubble), dispatched in the same microtask.
 */
export class LibSubSpriteElement extends SpriteDataElement {
  static override styles = subSpriteStyles;

  /** The model object this element mirrors, or null outside a group. */
  get model(): SubSpriteObject | null {
    return modelOf(this, 'subSprite');
  }

  /** The sprite this sub-sprite belongs to, or null. */
  get sprite(): LibSpriteElement | null {
    const parent = this.parentElement;
    return parent?.localName === SPRITE_TAG ? (parent as LibSpriteElement) : null;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'lib-sub-sprite': LibSubSpriteElement;
  }
}
