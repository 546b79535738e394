/**
 * The common drawing options on the element that draws a source (the image
 * box, the text, a shape's `<svg>`, a map): opacity, rotation, filter and
 * blend mode, and for text its font and paint. Written through the CSSOM
 * (`style.setProperty`), one property per value, only when it changed, and
 * removed when it goes back to the default; values come checked from
 * `render/options` (colours and filter lists validated, numbers finite).
 */
import { noChange, type AttributePart } from 'lit';
import { Directive, directive, PartType, type PartInfo } from 'lit/directive.js';
import type { CommonOptions } from '../options/common.js';
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

class AppearanceDirective extends CssDirective {
  render(_options: CommonOptions | undefined): typeof noChange {
    return noChange;
  }

  override update(part: AttributePart, [options]: [CommonOptions | undefined]): typeof noChange {
    const style = (part.element as HTMLElement | SVGElement).style;
    this.set(style, 'opacity', options && options.opacity !== 1 ? String(options.opacity) : null);
    this.set(style, 'filter', options?.filter ?? null);
    this.set(style, 'mix-blend-mode', options?.blend.mixBlendMode ?? null);
    const rotation = options?.rotation;
    this.set(style, 'transform', rotation ? rotationTransform(rotation) : null);
    this.set(style, 'transform-origin', rotation ? '0 0' : null);
    return noChange;
  }
}

class TextStyleDirective extends CssDirective {
  render(_layout: TextLayout | null, _colour: string | null): typeof noChange {
    return noChange;
  }

  /** `colour` null: the text keeps the page's colour (`--lib-sprites-text-color`). */
  override update(part: AttributePart, [layout, colour]: [TextLayout | null, string | null]): typeof noChange {
    const style = (part.element as HTMLElement).style;
    this.set(style, 'font', layout?.font ?? null);
    this.set(style, 'line-height', layout?.font || (layout && layout.lines.length > 1) ? `${layout.lineHeight}px` : null);
    const stroke = layout?.paint === 'stroke';
    this.set(style, 'color', colour);
    // Outlined: the glyphs are not filled, and the outline takes the colour.
    this.set(style, '-webkit-text-fill-color', stroke ? 'transparent' : null);
    this.set(style, '-webkit-text-stroke', stroke ? `${layout.lineWidth}px currentColor` : null);
    return noChange;
  }
}

/** Opacity, rotation, filter and blend mode of a drawn source. */
export const appearance = directive(AppearanceDirective);
/** Font, line height, colour and outline of a TEXT source. */
export const textStyle = directive(TextStyleDirective);
