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
import { textColourBefore } from './styles-before.js';
import { rotationTransform } from '../options/rotation.js';
import type { TextLayout } from '../shapes/text.js';
import type { AfterRender } from './after-render.js';
import { knownTextTop, measureTextTop, rememberTextTop } from './text-top.js';

abstract class CssDirective extends Directive {
  private readonly last = new Map<string, string | null>();

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ATTRIBUTE || partInfo.name !== 'style')
      throw new Error('a style directive belongs in a style attribute');
  }

  /** Sets (or with null removes) one property, if it changed since last time. */
  protected set(style: CSSStyleDeclaration, property: string, value: string | null): void {
    if ((this.last.get(property) ?? null) === value) return;
    this.last.set(property, value);
    if (value === null) style.removeProperty(property);
    else style.setProperty(property, value);
  }
}

/** The common options, for an element `shiftY` below the top of the box its rotation's pivot is given in. */
function applyAppearance(
  set: (property: string, value: string | null) => void,
  options: CommonOptions | undefined,
  shiftY = 0,
): void {
  set('opacity', options && options.opacity !== 1 ? String(options.opacity) : null);
  set('filter', options?.filter ?? null);
  const rotation = options?.rotation;
  set(
    'transform',
    rotation ? rotationTransform(shiftY ? { ...rotation, originY: rotation.originY - shiftY } : rotation) : null,
  );
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
  /** How far the text is moved down to put its first line's top baseline at the box's top (text-top.ts), px. */
  private top = 0;
  /** For a text in the page's font: the line height its `top` was measured with (each element measures its own). */
  private measuredFor: string | null | undefined = undefined;
  private options: CommonOptions | undefined;

  render(_layout: TextLayout | undefined, _options: CommonOptions | undefined, _later: AfterRender): typeof noChange {
    return noChange;
  }

  /** Without a `style` colour the text keeps the page's (`--lib-sprites-text-color`), or with none takes what was drawn before it. */
  override update(
    part: AttributePart,
    [layout, options, later]: [TextLayout | undefined, CommonOptions | undefined, AfterRender],
  ): typeof noChange {
    const element = part.element as HTMLElement;
    const style = element.style;
    const set = (property: string, value: string | null): void => this.set(style, property, value);
    this.options = options;
    applyAppearance(set, options, this.top);
    const font = layout?.font ?? null;
    set('font', font);
    // Each line fontSize (else height) below the last, as the original's lines.
    const lineHeight = layout && (layout.font || layout.lines.length > 1) ? `${layout.lineHeight}px` : null;
    set('line-height', lineHeight);
    // Outlined: the glyphs are not filled, and the outline takes the colour.
    const stroke = layout?.paint === 'stroke';
    if (!options?.styled) set('color', textColourBefore(stroke ? 'stroke' : 'fill'));
    else set('color', options.colour !== DEFAULT_COLOUR ? options.colour : null);
    set('-webkit-text-fill-color', stroke ? 'transparent' : null);
    set('-webkit-text-stroke', stroke ? `${layout.lineWidth}px currentColor` : null);
    const top = font !== null ? knownTextTop(font, lineHeight) : this.measuredFor === lineHeight ? this.top : undefined;
    if (top !== undefined) this.moveTo(style, top);
    else {
      later.defer(() => {
        if (!element.isConnected) return;
        const measured = measureTextTop(element, font);
        if (font !== null) rememberTextTop(font, lineHeight, measured);
        else this.measuredFor = lineHeight;
        this.moveTo(style, measured);
      });
    }
    return noChange;
  }

  private moveTo(style: CSSStyleDeclaration, top: number): void {
    const rounded = Math.round(top * 64) / 64;
    if (rounded !== this.top && this.options?.rotation) {
      this.top = rounded;
      applyAppearance((property, value) => this.set(style, property, value), this.options, rounded);
    }
    this.top = rounded;
    this.set(style, 'top', rounded ? `${rounded}px` : null);
  }
}

class ScaledBoxDirective extends CssDirective {
  render(
    _left: number,
    _top: number,
    _width: number,
    _height: number,
    _scaleX: number,
    _scaleY: number,
    _clip: string | null,
  ): typeof noChange {
    return noChange;
  }

  override update(
    part: AttributePart,
    [left, top, width, height, scaleX, scaleY, clip]: [number, number, number, number, number, number, string | null],
  ): typeof noChange {
    const style = (part.element as HTMLElement).style;
    this.set(style, 'left', `${left}px`);
    this.set(style, 'top', `${top}px`);
    this.set(style, 'width', `${width}px`);
    this.set(style, 'height', `${height}px`);
    this.set(style, 'transform', scaleX === 1 && scaleY === 1 ? null : `scale(${scaleX}, ${scaleY})`);
    // Built from the plan's finite numbers only (dom/shapes.ts).
    this.set(style, 'clip-path', clip);
    return noChange;
  }
}

/** A MAP cell: placed at left/top, the size of what it shows, scaled onto the cell (transform-origin 0 0 in the styles), clipped by the boxes later cells erase. */
export const scaledBox = directive(ScaledBoxDirective);

/** Opacity, rotation and filter of a drawn source. */
export const appearance = directive(AppearanceDirective);
/** The same, with the font, line height, colour and outline of a TEXT source. */
export const textStyle = directive(TextStyleDirective);
