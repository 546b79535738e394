import { ReactiveElement, type PropertyValues } from 'lit';
import { SpriteFieldsElement } from '../base/fields-element.js';
import { renderRootInGroup } from './data-render-root.js';

type Update = (changed: PropertyValues) => void;
/** Lit's update without a template: property reflection, then the cycle marked done. */
const updateWithoutTemplate = (ReactiveElement.prototype as unknown as { update: Update }).update;

/**
 * What `<lib-sprite>` and `<lib-sub-sprite>` share: they are data that their
 * group draws, and show nothing themselves. Their update cycle still runs
 * (`updateComplete`, `hasUpdated`, `updated()` behave as for any Lit element)
 * but renders no template: there is nothing in it, and a page of groups has
 * thousands of these elements.
 */
export abstract class SpriteDataElement extends SpriteFieldsElement {
  /** No shadow root inside a group (data-render-root.ts). */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return renderRootInGroup(this) ?? super.createRenderRoot();
  }

  /** Outside any element (one being built, as a group writes its sprites' attributes), no group is told. */
  protected override modelAttributeChanged(name: string): void {
    if (this.parentElement !== null) super.modelAttributeChanged(name);
  }

  protected override update(changed: PropertyValues): void {
    updateWithoutTemplate.call(this, changed);
  }
}
