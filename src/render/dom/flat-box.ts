import { noChange, nothing, type ElementPart } from 'lit';
import { Directive, directive, PartType, type DirectiveResult, type PartInfo } from 'lit/directive.js';
import type { Box } from '../draw-item.js';
import { finite } from '../finite.js';
import { cssUrl } from './style-props.js';

/** An image drawn as a box's background: url, background size and position, px. */
export interface FlatImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly x: number;
  readonly y: number;
}

const px = (value: number): string => `${finite(value)}px`;

/** Most `background-position` strings kept (a bound for pages whose positions never repeat). */
export const POSITIONS_MAX = 4096;
/** `background-position` values by x, then y, shared by every flat box. */
const positions = new Map<number, Map<number, string>>();
let positionCount = 0;

/**
 * The `background-position` value of (x, y): a sheet's frames repeat, so the
 * same string is handed to the engine again (no string built, and no new one
 * converted for the CSS parser, in the write each playing group makes per frame).
 */
export function position(x: number, y: number): string {
  const left = finite(x);
  const top = finite(y);
  let row = positions.get(left);
  let value = row?.get(top);
  if (value !== undefined) return value;
  if (positionCount >= POSITIONS_MAX) {
    positions.clear();
    positionCount = 0;
    row = undefined;
  }
  if (!row) positions.set(left, (row = new Map()));
  value = `${left}px ${top}px`;
  row.set(top, value);
  positionCount++;
  return value;
}

/**
 * The one box of a group whose sprite is one image filling the stage
 * (dom-backend.ts). It remembers the element and what its style holds, so
 * the template (through `draw`) and the playback fast path (`redraw`) write
 * through the same memory: each write is a single `style.setProperty` of
 * finite numbers or an escaped url(), made only when the value changed.
 * Positioned (relative) only while the stage is offset.
 */
export class FlatBox {
  private element: HTMLElement | null = null;
  /** The element's `style` (the same object for its lifetime), kept: one engine call fewer per write. */
  private style: CSSStyleDeclaration | null = null;
  /**
   * What the style holds: the stage's left, top, width, height, then the image's width,
   * height, x, y (NaN: not written yet). An array of numbers only, which engines keep
   * unboxed (filled with NaN, it holds doubles from the start): a playing group writes
   * them at each change with no object made, and every group has one, where a typed
   * array and its buffer cost about 0.1 KB more.
   */
  private readonly values: number[] = new Array<number>(8).fill(Number.NaN);
  private url: string | null = null;

  /** The element directive of the template's flat box. */
  draw(stage: Box, image: FlatImage): DirectiveResult {
    return flatBoxDirective(this, stage, image);
  }

  /** Attaches to the template's element (a new one when Lit made a new box). */
  attach(element: HTMLElement): void {
    if (element === this.element) return;
    this.element = element;
    this.style = element.style;
    this.values.fill(Number.NaN);
    this.url = null;
  }

  /** Whether a box is attached and still in its root (what `redraw` restyles). */
  get attached(): boolean {
    return this.element?.isConnected === true;
  }

  /** Whether the box is attached and placed and sized as `stage` (as last written). */
  shows(stage: Box): boolean {
    const values = this.values;
    return (
      this.attached &&
      values[0] === stage.left &&
      values[1] === stage.top &&
      values[2] === stage.width &&
      values[3] === stage.height
    );
  }

  /** Restyles the box drawn last, if it is still in its root; false when there is none. */
  redraw(stage: Box, image: FlatImage): boolean {
    if (!this.attached) return false;
    this.write(stage, image);
    return true;
  }

  write(stage: Box, image: FlatImage): void {
    const style = this.style!;
    const values = this.values;
    // Not yet written (NaN) counts as not offset: a new box has no inline style to take off.
    const wasOffset = finite(values[0]) !== 0 || finite(values[1]) !== 0;
    const leftChanged = this.changed(0, stage.left);
    const topChanged = this.changed(1, stage.top);
    if (leftChanged || topChanged) {
      if (finite(stage.left) !== 0 || finite(stage.top) !== 0) {
        style.setProperty('position', 'relative');
        style.setProperty('left', px(stage.left));
        style.setProperty('top', px(stage.top));
      } else if (wasOffset) for (const name of ['position', 'left', 'top']) style.removeProperty(name);
    }
    if (this.changed(2, stage.width)) style.setProperty('width', px(stage.width));
    if (this.changed(3, stage.height)) style.setProperty('height', px(stage.height));
    this.writeImage(image);
  }

  /**
   * The image part of `write`, the box staying where it is (a frame kept
   * since the box was last drawn in the same stage). `positionText`:
   * `position(image.x, image.y)`, when the caller kept it.
   */
  writeImage(image: FlatImage, positionText?: string): void {
    const style = this.style!;
    if (this.url !== image.url) {
      this.url = image.url;
      style.setProperty('background-image', cssUrl(image.url));
    }
    // Both halves of a pair are compared (and remembered) before deciding.
    const sizeX = this.changed(4, image.width);
    const sizeY = this.changed(5, image.height);
    if (sizeX || sizeY) style.setProperty('background-size', `${px(image.width)} ${px(image.height)}`);
    const positionX = this.changed(6, image.x);
    const positionY = this.changed(7, image.y);
    if (positionX || positionY) style.setProperty('background-position', positionText ?? position(image.x, image.y));
  }

  private changed(i: number, value: number): boolean {
    if (this.values[i] === value) return false;
    this.values[i] = value;
    return true;
  }
}

class FlatBoxDirective extends Directive {
  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT) throw new Error('the flat box is an element directive');
  }

  render(_box: FlatBox, _stage: Box, _image: FlatImage): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [box, stage, image]: [FlatBox, Box, FlatImage]): typeof noChange {
    box.attach(part.element as HTMLElement);
    box.write(stage, image);
    return noChange;
  }
}

const flatBoxDirective = directive(FlatBoxDirective);
