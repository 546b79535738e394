import { adoptStyles, type CSSResultOrNative } from 'lit';
import { SpriteFields } from '../base/fields-element.js';
import { inGroup } from './in-group.js';
import { objectOf } from '../sync/registry.js';

/** HTMLElement; where there is no DOM (the module imported in Node), a stand-in that is never constructed. */
const ElementBase = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

/**
 * The element under the fields layer of `<lib-sprite>` and `<lib-sub-sprite>`:
 * a plain custom element, not a Lit one. They are data that their group
 * draws: no reactive property, no template, no controller, and a page of
 * groups has thousands of them. A Lit element keeps a promise, a map and an
 * update cycle per element; without them each holds about 200 bytes less (a
 * canvas scene of 5,000 groups of 8 sprites retained 39.7 MB of JS heap
 * before, 30.7 MB after). It keeps what a page or framework may ask of an element
 * built with Lit: `updateComplete` settles, with `true`, when the element is
 * first connected, and `hasUpdated` is true from then on.
 */
export abstract class DataElementBase extends ElementBase {
  /** The style of the shadow root an element first connected outside any group gets. */
  static styles?: CSSResultOrNative;

  static get observedAttributes(): string[] {
    return [];
  }

  /**
   * Whether the element was connected once: with nothing to render, it is then as up to date as it gets.
   * Its default is on the prototype (the static block): a page makes thousands of these elements, and
   * a constructor that stores nothing costs the least.
   */
  declare hasUpdated: boolean;
  /** Settles `updateComplete` for whoever asked before the first connection (made only then). */
  declare private settleConnected: ((updated: boolean) => void) | undefined;
  declare private connectedOnce: Promise<boolean> | undefined;

  static {
    this.prototype.hasUpdated = false;
  }

  /** Settles, with `true`, once the element has been connected. */
  get updateComplete(): Promise<boolean> {
    if (this.hasUpdated) return Promise.resolve(true);
    return (this.connectedOnce ??= new Promise<boolean>((resolve) => (this.settleConnected = resolve)));
  }

  connectedCallback(): void {
    if (this.hasUpdated) return;
    this.hasUpdated = true;
    // The group never slots its sprites, so inside one a shadow root would show nothing and only cost
    // (in-group.ts). Outside any group, one whose style takes no space hides the element's content.
    // Known only once connected (an element made by `createElement` has no parent when constructed).
    if (!inGroup(this) && !this.shadowRoot) {
      const styles = (this.constructor as typeof DataElementBase).styles;
      adoptStyles(this.attachShadow({ mode: 'open' }), styles ? [styles] : []);
    }
    if (this.settleConnected) {
      this.settleConnected(true);
      this.settleConnected = undefined;
      this.connectedOnce = undefined;
    }
  }

  /** Every attribute these elements observe is a model attribute, which the fields layer handles. */
  attributeChangedCallback(_name: string, _old: string | null, _value: string | null): void {}
}

/** What `<lib-sprite>` and `<lib-sub-sprite>` share: the fields layer over a plain data element. */
export abstract class SpriteDataElement extends SpriteFields(DataElementBase) {
  constructor() {
    super();
    this.takeOverProperties();
  }

  /**
   * An upgrade replays the attributes before the element's first connection. An element in the
   * page that a group took in (bound to a model object) was read by that group, whose observer has
   * seen every change since, or will be read again when the group's pending records of a move
   * arrive: its replays have nothing to tell. (Out of the page, a group does not watch its
   * elements, and the callbacks are taken as changes.)
   */
  protected override replayRead(): boolean {
    return !this.hasUpdated && objectOf(this) !== undefined && this.isConnected;
  }

  /** Outside any element (one being built, as a group writes its sprites' attributes), no group is told. */
  protected override modelAttributeChanged(name: string): void {
    if (this.parentElement !== null) super.modelAttributeChanged(name);
  }
}
