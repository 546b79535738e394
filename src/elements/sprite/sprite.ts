import { GROUP_TAG } from '../../shared/tag-names.js';
import type { SpriteObject } from '../../model/index.js';
import { FIELD_ATTRIBUTES, FIELD_PROPERTIES } from '../base/fields-element.js';
import { SpriteDataElement } from './data-element.js';
import { positiveAttribute } from '../fields/fields.js';
import { modelOf } from '../sync/registry.js';
import type { LibSpritesGroupElement } from '../group/sprites-group.js';
import { spriteStyles } from './sprite.styles.js';
import { acceptsString } from '../../shared/string-form.js';

/**
 * One sprite (frame) of the `<lib-sprites-group>` it is a child of. It is
 * data: the group draws the current sprite, so this element takes no space.
 * Fields it does not set are inherited from the group, live.
 *
 * @tag lib-sprite
 *
 * @attr id - The sprite's id; a generated one while absent. Two sprites with one id: the later replaces the earlier in its place (with a warning).
 * @attr data-* - Entries of the sprite's `data` (strings), combined with the group's.
 * @attr [duration=null] - How long this sprite shows when playing, in ms. Default: 1000 / the group's `fps`.
 * @fires {CustomEvent<SpriteChangeDetail>} lib-sprite-change - The group's pointer moved onto this sprite or away from it (`detail.sprite` is the sprite now current). Only while a listener for it is on this element; a copy of the group's event that stays here (does not bubble), dispatched in the same microtask.
 */
export class LibSpriteElement extends SpriteDataElement {
  static override styles = spriteStyles;
  static override modelAttributes: readonly string[] = [...FIELD_ATTRIBUTES, 'duration'];
  static override upgradeProperties: readonly string[] = [...FIELD_PROPERTIES, 'duration'];

  /** `duration` parsed when it changes, not on every frame; undefined while it has none (no store per sprite). */
  declare private durationValue: number | undefined;

  constructor() {
    super();
    // Most sprites give none: no parse-cache look-up for them.
    if (this.hasAttribute('duration')) this.durationValue = positiveAttribute(this, 'duration');
  }

  /** How long this sprite shows when playing, in ms; null when the group's `fps` decides. */
  get duration(): number | null {
    return this.durationValue ?? null;
  }
  set duration(value: number | null | undefined) {
    if (!acceptsString(this, 'duration', value)) return;
    if (value === null || value === undefined) this.removeAttribute('duration');
    else this.setAttribute('duration', String(value));
  }

  /** The model object this element mirrors (`controller.getSpriteById(...)`), or null outside a group. */
  get model(): SpriteObject | null {
    return modelOf(this, 'sprite');
  }

  /** The group this sprite belongs to, or null. */
  get group(): LibSpritesGroupElement | null {
    const parent = this.parentElement;
    return parent?.localName === GROUP_TAG ? (parent as LibSpritesGroupElement) : null;
  }

  protected override modelAttributeChanged(name: string): void {
    if (name === 'duration') this.durationValue = positiveAttribute(this, 'duration');
    // The sync passes a duration on to the group's playback.
    super.modelAttributeChanged(name);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'lib-sprite': LibSpriteElement;
  }
}
