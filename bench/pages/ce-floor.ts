/**
 * The start-up floors' minimal custom elements: what the platform charges any
 * custom-elements library for the same markup, and nothing more. Three tags
 * under other names (`x-ce-group`, `x-ce-sprite`, `x-ce-sub-sprite`), each a
 * class extending HTMLElement with the same `observedAttributes` as the
 * library's element (so the browser makes the same upgrade reactions and
 * attribute callbacks) and an empty `attributeChangedCallback`. The group's
 * `connectedCallback`, when the page gives one (`groupConnected`), draws its
 * box in its shadow root; where a canvas shows the groups it has none.
 */
import { LibSpriteElement, LibSpritesGroupElement, LibSubSpriteElement } from '../../src/elements/index.js';

export const CE_GROUP_TAG = 'x-ce-group';
export const CE_SPRITE_TAG = 'x-ce-sprite';
export const CE_SUB_SPRITE_TAG = 'x-ce-sub-sprite';

/** A minimal custom element observing `attributes`: its callbacks do nothing, and it has no connectedCallback. */
function minimalElement(attributes: readonly string[]): CustomElementConstructor {
  return class extends HTMLElement {
    static get observedAttributes(): readonly string[] {
      return attributes;
    }

    attributeChangedCallback(): void {}
  };
}

/** Defines the three minimal elements once per page; `groupConnected` is what a group does when connected. */
export function defineCeFloorElements(groupConnected?: (group: HTMLElement) => void): void {
  if (customElements.get(CE_GROUP_TAG)) return;
  const Base = minimalElement(LibSpritesGroupElement.observedAttributes);
  customElements.define(
    CE_GROUP_TAG,
    groupConnected
      ? class extends Base {
          connectedCallback(): void {
            groupConnected(this);
          }
        }
      : Base,
  );
  customElements.define(CE_SPRITE_TAG, minimalElement(LibSpriteElement.observedAttributes));
  customElements.define(CE_SUB_SPRITE_TAG, minimalElement(LibSubSpriteElement.observedAttributes));
}
