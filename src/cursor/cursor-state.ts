/**
 * `<lib-cursor-state>`: a child of `<lib-fake-cursor>` that gives the cursor
 * another look over some elements, or while a button is down.
 */
import { defineElement } from '../shared/define.js';
import type { PropertyDeclarations } from 'lit';
import { CursorLookElement } from './look-element.js';
import { refuseNoStringValues } from '../shared/string-form.js';

export { CURSOR_STATE_TAG } from '../shared/tag-names.js';
import { CURSOR_STATE_TAG } from '../shared/tag-names.js';
import { warn } from '../shared/warnings.js';

/** What a `<lib-cursor-state>` tells the cursor it belongs to. */
export interface CursorStateOwner extends Element {
  /** @internal A state child was added, removed or changed. */
  statesChanged(): void;
}

const isOwner = (node: Node | null): node is CursorStateOwner =>
  node !== null && typeof (node as Partial<CursorStateOwner>).statesChanged === 'function';

/**
 * A cursor state. While the pointer is over an element that `closest(match)`
 * finds (across open shadow roots: the event's composed path is searched),
 * the `<lib-fake-cursor>` it is a child of shows this state's look instead of
 * its own. The first matching state in document order wins. With `pressed`,
 * the state applies only while a mouse or pen button is down (anywhere, or
 * over `match` when given); a pressed state is looked at before the others.
 *
 * The look: `src` (and the same size, frame and hotspot attributes as the
 * cursor, with the same defaults), or a sprite group (`group` selector, or a
 * `<lib-sprites-group>` child). A state with neither keeps the system cursor
 * over its targets, as text fields do by default.
 *
 * @tag lib-cursor-state
 *
 * @attr {string} match - A selector; the state applies over elements that match it or have an ancestor that does.
 * @attr {boolean} pressed - Only while a mouse or pen button is down.
 * @attr {string} src - Image path (a horizontal sheet when `frames` > 1).
 * @attr {number} width - Width of one frame in pixels. Default 32.
 * @attr {number} height - Height in pixels. Default 32.
 * @attr {number} frames - Frames laid side by side in the image; above 1 it animates. Default 1.
 * @attr {number} frame-ms - Milliseconds per frame when animated. Default 100.
 * @attr {number} hotspot-x - Pixels from the left edge (of the image, or in the group's coordinates) to the point on the pointer. Default 0.
 * @attr {number} hotspot-y - Pixels from the top edge to the point on the pointer. Default 0.
 * @attr {string} group - Selector of a `<lib-sprites-group>` shown as the cursor in place of an image.
 *
 * @prop {string} match - Mirrors `match`.
 * @prop {boolean} pressed - Mirrors `pressed` (reflected).
 */
export class LibCursorState extends CursorLookElement {
  static override properties: PropertyDeclarations = {
    match: { type: String },
    pressed: { type: Boolean, reflect: true },
  };

  declare match: string;
  declare pressed: boolean;

  private owner: CursorStateOwner | null = null;
  /** The selector last checked, and whether it parsed. */
  private checkedMatch: string | null = null;
  private matchValid = false;

  constructor() {
    super();
    this.match = '';
    this.pressed = false;
  }

  /**
   * @internal The selector, trimmed; '' when absent or invalid (a state
   * without a valid `match` applies only as a `pressed` state).
   */
  selector(): string {
    const raw = typeof this.match === 'string' ? this.match.trim() : '';
    if (raw !== this.checkedMatch) {
      this.checkedMatch = raw;
      this.matchValid = true;
      if (raw) {
        try {
          this.matches(raw);
        } catch {
          this.matchValid = false;
          warn('bad-selector', this, `match="${raw}" is not a valid selector; this state never applies.`, 'match', raw);
        }
      }
    }
    return this.matchValid ? raw : '';
  }

  /** @internal Whether `match` was given but does not parse. */
  invalid(): boolean {
    this.selector();
    return !this.matchValid;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const parent = this.parentNode;
    this.owner = isOwner(parent) ? parent : null;
    this.owner?.statesChanged();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    const owner = this.owner;
    this.owner = null;
    owner?.statesChanged();
  }

  protected override updated(): void {
    // The parent may have been upgraded after this element connected.
    if (!this.owner && this.isConnected && isOwner(this.parentNode)) this.owner = this.parentNode;
    this.owner?.statesChanged();
  }
}

refuseNoStringValues(LibCursorState);

/** Defines `<lib-cursor-state>` unless the name is taken already. */
export function defineCursorState(): void {
  if (typeof customElements !== 'undefined') defineElement(customElements, CURSOR_STATE_TAG, LibCursorState);
}

declare global {
  interface HTMLElementTagNameMap {
    'lib-cursor-state': LibCursorState;
  }
}
