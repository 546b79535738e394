import { noChange, type AttributePart } from 'lit';
import { Directive, directive, PartType, type PartInfo } from 'lit/directive.js';
import { finite } from '../finite.js';

/**
 * Style directives for the group's shadow DOM. Unlike Lit's styleMap they take
 * plain values, compare them with the previous ones and write only what
 * changed: during playback a frame change then costs one CSSOM write and no
 * allocation. Every write is a single `style.setProperty` of a value built
 * from finite numbers (or an escaped url()), so nothing can add a property.
 */
abstract class StyleDirective extends Directive {
  protected values: unknown[] = [];

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ATTRIBUTE || partInfo.name !== 'style')
      throw new Error('a style directive belongs in a style attribute');
  }

  /** True when value `i` differs from last time (and remembers it). */
  protected changed(i: number, value: unknown): boolean {
    if (this.values[i] === value) return false;
    this.values[i] = value;
    return true;
  }
}

const px = (value: number): string => `${value}px`;

class BoxDirective extends StyleDirective {
  render(
    _left: number,
    _top: number,
    _width: number,
    _height: number,
    _zIndex?: number,
    _blendMode?: string | null,
  ): typeof noChange {
    return noChange;
  }

  override update(
    part: AttributePart,
    [left, top, width, height, zIndex, blendMode]: [number, number, number, number, number?, (string | null)?],
  ): typeof noChange {
    const style = (part.element as HTMLElement).style;
    if (this.changed(0, left)) style.setProperty('left', px(finite(left)));
    if (this.changed(1, top)) style.setProperty('top', px(finite(top)));
    if (this.changed(2, width)) style.setProperty('width', px(finite(width)));
    if (this.changed(3, height)) style.setProperty('height', px(finite(height)));
    if (zIndex !== undefined && this.changed(4, zIndex))
      style.setProperty('z-index', String(Math.trunc(finite(zIndex))));
    // On the box, not the source: the box is the stacking context its blend mode would otherwise be isolated in.
    // Only names checked by render/options/blend.ts arrive here.
    if (this.changed(5, blendMode ?? null)) {
      if (blendMode) style.setProperty('mix-blend-mode', blendMode);
      else style.removeProperty('mix-blend-mode');
    }
    return noChange;
  }
}

class BackgroundDirective extends StyleDirective {
  render(_url: string, _width: number, _height: number, _x: number, _y: number): typeof noChange {
    return noChange;
  }

  override update(
    part: AttributePart,
    [url, width, height, x, y]: [string, number, number, number, number],
  ): typeof noChange {
    const style = (part.element as HTMLElement).style;
    if (this.changed(0, url)) style.setProperty('background-image', cssUrl(url));
    // Both halves of a pair are compared (and remembered) before deciding.
    const sizeX = this.changed(1, width);
    const sizeY = this.changed(2, height);
    if (sizeX || sizeY) style.setProperty('background-size', `${px(finite(width))} ${px(finite(height))}`);
    const positionX = this.changed(3, x);
    const positionY = this.changed(4, y);
    if (positionX || positionY) style.setProperty('background-position', `${px(finite(x))} ${px(finite(y))}`);
    return noChange;
  }
}

/** left / top / width / height (px), z-index and mix-blend-mode of a positioned box. */
export const box = directive(BoxDirective);
/** An image as a no-repeat background: url, background size and position (px). */
export const background = directive(BackgroundDirective);

/** A CSS url() token for any string: quotes, backslashes and line breaks escaped, so the string stays one URL. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\a ').replace(/\r/g, '\\d ').replace(/\f/g, '\\c ')}")`;
}
