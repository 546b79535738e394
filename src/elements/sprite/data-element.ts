import { SpriteFieldsElement } from '../base/fields-element.js';
import { renderRootInGroup } from './data-render-root.js';

/**
 * What `<lib-sprite>` and `<lib-sub-sprite>` share: they are data that their
 * group draws, and show nothing themselves. They have no reactive property
 * and nothing to render, and a page of groups has thousands of them: so they
 * queue no update (Lit queues one per element as it is made, a promise and an
 * async step each). `updateComplete` settles, with `true`, when the element
 * is first connected, and `hasUpdated` is true from then on.
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

  override requestUpdate(): void {}

  override connectedCallback(): void {
    super.connectedCallback();
    this.hasUpdated = true;
  }
}
