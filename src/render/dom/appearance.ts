/**
 * The common drawing options on the element that draws a source (the image
 * box, the text, a shape's `<svg>`, a map): opacity, rotation and filter, and
 * for text its font and paint. (The blend mode goes on the item's box: see
 * style-props.ts.) Written through the CSSOM
 * (`style.setProperty`), one property per value, only when it changed, and
 * removed when it goes back to the default; values come checked from
 * `render/options` (colours and filter lists validated, numbers finite).
 */
import { noChange, type AttributePart } from 'lit';
import { Directive, directive, PartType, type PartInfo } from 'lit/directive.js';
import type { CommonOptions } from '../options/common.js';
import { DEFAULT_COLOUR } from '../options/colour.js';
import { rotationTransform } from '../options/rotation.js';
import type { TextLayout } from '../shapes/text.js';

abstract class CssDirective extends Directive {
  private readonly last = new Map<string, string | null>();

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ATTRIBUTE || partInfo.name !== 'style') throw new Error('a style directive belongs in a style attribute');
  }

  /** Sets (or with null removes) one property, if it changed since last time. */
  protected set(style: CSSStyleDeclaration, property: string, value: string | null): void {
    if ((this.last.get(property) ?? null) === value) return;
    this.last.set(property, value);
    if (value === null) style.removeProperty(property);
    else style.setProperty(property, value);
  }
}

/** The common options; `text` adds a TEXT item's font and paint. */
function applyAppearance(set: (property: string, value: string | null) => void, options: CommonOptions | undefined): void {
  set('opacity', options && options.opacity !== 1 ? String(options.opacity) : null);
  set('filter', options?.filter ?? null);
  const rotation = options?.rotation;
  set('transform', rotation ? rotationTransform(rotation) : null);
  set('transform-origin', rotation ? '0 0' : null);
}

class AppearanceDirective extends CssDirective {
  render(_options: CommonOptions | undefined): typeof noChange {
    return noChange;
  }

  override update(part: AttributePart, [options]: [CommonOptions | undefined]): typeof noChange {
    const style = (part.element as HTMLElement | SVGElement).style;
    applyAppearance((property, value) => this.set(style, property, value), options);
    return noChange;
  }
}

class TextStyleDirective extends CssDirective {
  render(_layout: TextLayout | undefined, _options: CommonOptions | undefined): typeof noChange {
    return noChange;
  }

  /** Without a `style` colour the text keeps the page's (`--lib-sprites-text-color`). */
  override update(part: AttributePart, [layout, options]: [TextLayout | undefined, CommonOptions | undefined]): typeof noChange {
    const style = (part.element as HTMLElement).style;
    const set = (property: string, value: string | null): void => this.set(style, property, value);
    applyAppearance(set, options);
    set('font', layout?.font ?? null);
    // Each line fontSize (else height) below the last, as the original's lines.
    set('line-height', layout && (layout.font || layout.lines.length > 1) ? `${layout.lineHeight}px` : null);
    const colour = options && options.colour !== DEFAULT_COLOUR ? options.colour : null;
    set('color', colour);
    // Outlined: the glyphs are not filled, and the outline takes the colour.
    const stroke = layout?.paint === 'stroke';
    set('-webkit-text-fill-color', stroke ? 'transparent' : null);
    set('-webkit-text-stroke', stroke ? `${layout.lineWidth}px currentColor` : null);
    return noChange;
  }
}

class ScaledBoxDirective extends CssDirective {
  render(_left: number, _top: number, _width: number, _height: number, _scaleX: number, _scaleY: number): typeof noChange {
    return noChange;
  }

  override update(part: AttributePart, [left, top, width, height, scaleX, scaleY]: number[]): typeof noChange {
    const style = (part.element as HTMLElement).style;
    this.set(style, 'left', `${left}px`);
    this.set(style, 'top', `${top}px`);
    this.set(style, 'width', `${width}px`);
    this.set(style, 'height', `${height}px`);
    this.set(style, 'transform', scaleX === 1 && scaleY === 1 ? null : `scale(${scaleX}, ${scaleY})`);
    return noChange;
  }
}

/** A MAP cell: placed at left/top, the size of what it shows, scaled onto the cell (transform-origin 0 0 in the styles). */
export const scaledBox = directive(ScaledBoxDirective);

/** Opacity, rotation and filter of a drawn source. */
export const appearance = directive(AppearanceDirective);
/** The same, with the font, line height, colour and outline of a TEXT source. */
export const textStyle = directive(TextStyleDirective);
