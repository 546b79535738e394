import { noChange, type ElementPart } from 'lit';
import { Directive, directive, PartType, type PartInfo } from 'lit/directive.js';
import { finite } from '../finite.js';

/**
 * Turns the image box of a frame packed rotated (TexturePacker: 90° clockwise
 * in the sheet) back upright. The box gets the sheet's orientation (`height`
 * wide, `width` tall) so its background is the sheet rectangle unrotated,
 * then is turned 90° counter-clockwise about its top-left corner and moved
 * down by its width: it then covers the sprite's box exactly. With `height` 0
 * nothing is written and what an earlier frame wrote is removed (Lit reuses
 * the element from frame to frame).
 */
class RotationDirective extends Directive {
  private last = '';

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT) throw new Error('rotation is an element directive');
  }

  render(_rotated: boolean, _width: number, _height: number): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [rotated, width, height]: [boolean, number, number]): typeof noChange {
    const key = rotated ? `${finite(width)} ${finite(height)}` : '';
    if (key === this.last) return noChange;
    this.last = key;
    const style = (part.element as HTMLElement).style;
    if (!rotated) {
      for (const name of ['width', 'height', 'transform', 'transform-origin']) style.removeProperty(name);
      return noChange;
    }
    style.setProperty('width', `${finite(height)}px`);
    style.setProperty('height', `${finite(width)}px`);
    style.setProperty('transform-origin', '0 0');
    style.setProperty('transform', `translateY(${finite(height)}px) rotate(-90deg)`);
    return noChange;
  }
}

/** `<div ${rotation(rotated, boxWidth, boxHeight)}>`: see RotationDirective. An element directive, since the
 * element's `style` attribute already has its own (`background`). */
export const rotation = directive(RotationDirective);
