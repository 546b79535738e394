/**
 * What `<lib-fake-cursor>` and `<lib-cursor-state>` share: the attributes that
 * say what a cursor looks like, read into a `CursorLook` with the spec's
 * fallbacks, and the preloading that lets a state switch without a blank frame.
 */
import { LitElement, css, type PropertyDeclarations } from 'lit';
import { warn } from '../shared/warnings.js';
import {
  FRAMES_DEFAULT,
  FRAMES_MS_DEFAULT,
  HEIGHT_DEFAULT,
  WIDTH_DEFAULT,
  countOr,
  finiteOr,
  positiveOr,
  type CursorLook,
} from './cursor-image.js';
import { borrowedFrom, borrowedGroup } from './cursor-group.js';
import { refuseNoStringValues } from '../shared/string-form.js';

/** The tag whose elements can be a cursor when they are a child of the cursor or of a state. */
import { GROUP_TAG } from '../shared/tag-names.js';

export abstract class CursorLookElement extends LitElement {
  static override properties: PropertyDeclarations = {
    src: { type: String },
    width: { type: Number },
    height: { type: Number },
    frames: { type: Number },
    frameMs: { type: Number, attribute: 'frame-ms' },
    hotspotX: { type: Number, attribute: 'hotspot-x' },
    hotspotY: { type: Number, attribute: 'hotspot-y' },
    group: { type: String },
  };

  static override styles = css`
    :host {
      display: none !important;
    }
  `;

  declare src: string;
  declare width: number;
  declare height: number;
  declare frames: number;
  declare frameMs: number;
  declare hotspotX: number;
  declare hotspotY: number;
  declare group: string;

  /** The look as last read from the attributes; dropped when any changes. */
  private cachedLook: CursorLook | null = null;

  constructor() {
    super();
    this.src = '';
    this.width = WIDTH_DEFAULT;
    this.height = HEIGHT_DEFAULT;
    this.frames = FRAMES_DEFAULT;
    this.frameMs = FRAMES_MS_DEFAULT;
    this.hotspotX = 0;
    this.hotspotY = 0;
    this.group = '';
  }

  /** @internal The look changed (attributes, or a group child came or went). */
  lookChanged(): void {
    this.cachedLook = null;
  }

  /**
   * @internal This element's look: its image, or its sprite group (the `group`
   * selector, else a `<lib-sprites-group>` child), or null when it has neither
   * (then the system cursor is kept). Bad numbers fall back to the defaults,
   * with one warning per change.
   */
  look(): CursorLook | null {
    let look = this.cachedLook;
    if (!look) {
      look = {
        src: typeof this.src === 'string' ? this.src.trim() : '',
        width: positiveOr(this.width, WIDTH_DEFAULT, 'width', (m, t, v) => warn('bad-attribute', this, m, t, v)),
        height: positiveOr(this.height, HEIGHT_DEFAULT, 'height', (m, t, v) => warn('bad-attribute', this, m, t, v)),
        frames: countOr(this.frames, FRAMES_DEFAULT, 'frames', (m, t, v) => warn('bad-attribute', this, m, t, v)),
        frameMs: positiveOr(this.frameMs, FRAMES_MS_DEFAULT, 'frame-ms', (m, t, v) =>
          warn('bad-attribute', this, m, t, v),
        ),
        hotspotX: finiteOr(this.hotspotX, 0, 'hotspot-x', (m, t, v) => warn('bad-attribute', this, m, t, v)),
        hotspotY: finiteOr(this.hotspotY, 0, 'hotspot-y', (m, t, v) => warn('bad-attribute', this, m, t, v)),
        group: null,
      };
      this.cachedLook = look;
      if (look.src) preload(look.src);
    }
    // The group is looked up each time: it may be defined later in the page than the cursor.
    const group = this.findGroup();
    if (group) return look.group === group ? look : (this.cachedLook = { ...look, group });
    if (look.group) look = this.cachedLook = { ...look, group: null };
    return look.src ? look : null;
  }

  private findGroup(): HTMLElement | null {
    const borrowed = borrowedGroup();
    const selector = typeof this.group === 'string' ? this.group.trim() : '';
    if (selector) {
      if (borrowed && safeMatches(borrowed, selector)) return borrowed;
      const root = this.getRootNode() as Document | ShadowRoot | Node;
      let found: Element | null;
      try {
        found = 'querySelector' in root ? (root as ParentNode).querySelector(selector) : null;
      } catch {
        warn('bad-selector', this, `group="${selector}" is not a valid selector; ignored.`, 'group', selector);
        return null;
      }
      return found instanceof HTMLElement ? found : null;
    }
    // A child group moved into the cursor box is still this element's.
    if (borrowed && borrowedFrom() === this) return borrowed;
    for (let child = this.firstElementChild; child; child = child.nextElementSibling) {
      if (child.localName === GROUP_TAG && child instanceof HTMLElement) return child;
    }
    return null;
  }

  protected override willUpdate(): void {
    this.lookChanged();
  }
}

refuseNoStringValues(CursorLookElement);

function safeMatches(el: Element, selector: string): boolean {
  try {
    return el.matches(selector);
  } catch {
    return false;
  }
}

// ---- Preloading: a state's image is decoded before the cursor switches to it --------
// The decoded images are kept, so that the browser keeps them in its list of available images.
const ready = new Map<string, HTMLImageElement | null>();
const loading = new Map<string, Array<() => void>>();

/** Starts loading and decoding `src` once; `then` runs when it is ready (or failed: then the switch shows the failure). */
export function preload(src: string, then?: () => void): boolean {
  if (ready.has(src)) return true;
  let waiting = loading.get(src);
  if (!waiting) {
    loading.set(src, (waiting = []));
    let img: HTMLImageElement | null = null;
    const done = (): void => {
      ready.set(src, img);
      const callbacks = loading.get(src) ?? [];
      loading.delete(src);
      for (const callback of callbacks) callback();
    };
    // Without decode() (jsdom, which loads no images and fires no load event) there is nothing to wait for.
    if (typeof Image !== 'function' || typeof HTMLImageElement.prototype.decode !== 'function') {
      done();
      return true;
    }
    img = new Image();
    img.src = src;
    img.decode().then(done, done);
  }
  if (then) waiting.push(then);
  return false;
}
