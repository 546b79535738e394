/**
 * What the fake cursor's box wears: the spec's IMG, an IMG of its own for
 * each other image a state shows, or a borrowed sprite group; sized for the
 * look, with only what changes written on a switch. Also the box's coming
 * and going: found or made, shown, hidden, kept above the top layer.
 */
import { borrowGroup, groupLength, returnGroup } from './cursor-group.js';
import {
  GROUP_MARK,
  IDLE_MARK,
  IMPORTANT,
  leaveTopLayer,
  placeInTopLayer,
  prepareBox,
  sizeElement,
} from './cursor-box.js';
import { HEIGHT_DEFAULT, WIDTH_DEFAULT, positiveOr } from './cursor-values.js';
import { resolveCursorElements } from './cursor-elements.js';
import type { CursorLook } from './cursor-image-types.js';

export class CursorDress {
  #div: HTMLElement | null = null;
  #img: HTMLImageElement | null = null;
  // Each state's image is an IMG of its own in the box, made once per show and
  // shown in place of the one before: a switch toggles two attributes instead
  // of loading another src into one IMG. `#current` is the IMG showing.
  #current: HTMLImageElement | null = null;
  #baseSrc = '';
  readonly #extras = new Map<string, HTMLImageElement>();
  /** Each IMG's width × height as last written. */
  readonly #imageSizes = new WeakMap<HTMLImageElement, string>();
  /** The box's width and height as last written. */
  #sizedW = Number.NaN;
  #sizedH = Number.NaN;
  #group: HTMLElement | null = null;
  /** The look last dressed. */
  #look: CursorLook | null = null;
  /** The image path in use, or last used. */
  #image: string | null = null;
  /** Whether this cursor added the box's `popover` attribute. */
  #addedPopover = false;

  /** The box, or null before the first show. */
  get div(): HTMLElement | null {
    return this.#div;
  }

  /** The spec's IMG, or null before the first show. */
  get img(): HTMLImageElement | null {
    return this.#img;
  }

  /** The IMG showing (null while a group is the cursor, or hidden). */
  get current(): HTMLImageElement | null {
    return this.#current;
  }

  get image(): string | null {
    return this.#image;
  }

  get look(): CursorLook | null {
    return this.#look;
  }

  /** Finds or makes the box for a show of `look` (still hidden), and dresses it. */
  open(look: CursorLook, divElement?: unknown, imageElement?: unknown): void {
    const { div, img } = resolveCursorElements(divElement, imageElement);
    this.#div = div;
    this.#img = img;
    this.#image = look.group ? null : look.src;
    // The spec's IMG shows the image the cursor is shown with (or, for a group, the first image shown after).
    this.#baseSrc = look.group ? '' : look.src;
    prepareBox(div);
    this.#sizedW = this.#sizedH = Number.NaN;
    this.#imageSizes.delete(img);
    div.removeAttribute(GROUP_MARK);
    if (look.group) img.setAttribute(IDLE_MARK, '');
    else img.removeAttribute(IDLE_MARK);
    img.style.transform = 'translateX(0px)';
    this.#current = look.group ? null : img;
    this.dress(look);
  }

  /** Sizes the box for `look` and puts its image or group in it. The box must be open. */
  dress(look: CursorLook): void {
    this.#look = look;
    const d = this.#div!;
    const wasGroup = this.#group !== null;
    const group = (this.#group = look.group);
    if (group) {
      const w = positiveOr(groupLength(group, 'width', WIDTH_DEFAULT), WIDTH_DEFAULT, 'group width');
      const h = positiveOr(groupLength(group, 'height', HEIGHT_DEFAULT), HEIGHT_DEFAULT, 'group height');
      this.#size(w, h);
      if (!wasGroup) d.setAttribute(GROUP_MARK, '');
      borrowGroup(group, d);
      return;
    }
    if (wasGroup) {
      returnGroup();
      d.removeAttribute(GROUP_MARK);
    }
    this.#size(look.width, look.height);
    this.#image = look.src;
    const target = this.#imageFor(look.src);
    this.#sizeImage(target, look.width * look.frames, look.height);
    if (target !== this.#current) {
      this.#current?.setAttribute(IDLE_MARK, '');
      target.removeAttribute(IDLE_MARK);
      this.#current = target;
    }
    const i = this.#img!;
    // An unchanged, loaded src is not re-assigned: that would reload it and fire load again.
    // A broken image with the same path is assigned again so that it is retried.
    if (target === i && (i.getAttribute('src') !== look.src || (i.complete && i.naturalWidth === 0))) i.src = look.src;
  }

  /** Shows the box, above whatever is in the top layer. */
  show(): void {
    this.#div?.style.setProperty('display', 'block', IMPORTANT);
    this.updateTopLayer();
  }

  /** Hides the box and takes off everything the shows put on (extra IMGs, a borrowed group). */
  close(): void {
    returnGroup();
    for (const extra of this.#extras.values()) extra.remove();
    this.#extras.clear();
    this.#img?.removeAttribute(IDLE_MARK);
    this.#current = null;
    this.#group = null;
    this.#look = null;
    if (this.#div) {
      this.#div.style.setProperty('display', 'none', IMPORTANT);
      leaveTopLayer(this.#div, this.#addedPopover);
    }
    this.#addedPopover = false;
  }

  updateTopLayer(): void {
    if (this.#div) this.#addedPopover = placeInTopLayer(this.#div, this.#addedPopover);
  }

  /** Writes the box's size when it differs from the last one written: a switch writes only what changes. */
  #size(w: number, h: number): void {
    if (w === this.#sizedW && h === this.#sizedH) return;
    sizeElement(this.#div!, w, h);
    this.#sizedW = w;
    this.#sizedH = h;
  }

  #sizeImage(target: HTMLImageElement, w: number, h: number): void {
    const key = `${w}x${h}`;
    if (this.#imageSizes.get(target) === key) return;
    sizeElement(target, w, h);
    this.#imageSizes.set(target, key);
  }

  /** The IMG for `src`: the spec's own for the image shown first, else one made for it (kept until the cursor closes). */
  #imageFor(src: string): HTMLImageElement {
    if (src === this.#baseSrc || this.#baseSrc === '') {
      this.#baseSrc = src;
      return this.#img!;
    }
    let extra = this.#extras.get(src);
    if (!extra) {
      extra = document.createElement('img');
      extra.alt = '';
      extra.draggable = false;
      extra.setAttribute(IDLE_MARK, '');
      extra.style.transform = 'translateX(0px)';
      extra.src = src;
      this.#div!.appendChild(extra);
      this.#extras.set(src, extra);
    }
    return extra;
  }
}
