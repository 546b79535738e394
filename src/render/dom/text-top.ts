/**
 * Where a TEXT's first line sits. The original draws text with the canvas's
 * `textBaseline = "top"` at the object's top; CSS places a line's baseline
 * by the line box instead (half the leading above the font's ascent). The
 * difference depends on the font and line height only: it is measured once
 * for each (a baseline marker in the text, the canvas's top baseline of the
 * same font) and the text moved by it.
 */

let probe: CanvasRenderingContext2D | null | undefined;

/** How far below a canvas's `top` baseline the alphabetic baseline of `font` lies, px. */
export function topToAlphabetic(font: string): number {
  probe ??= document.createElement('canvas').getContext('2d');
  if (!probe) return 0;
  probe.font = font;
  probe.textBaseline = 'alphabetic';
  const fromAlphabetic = probe.measureText('H').actualBoundingBoxAscent;
  probe.textBaseline = 'top';
  const fromTop = probe.measureText('H').actualBoundingBoxAscent;
  return fromAlphabetic - fromTop;
}

/** The canvas `font` of an element's computed style (the longhands a canvas font takes). */
export function computedFont(element: Element): string {
  const style = getComputedStyle(element);
  const caps = style.fontVariantCaps === 'small-caps' ? 'small-caps ' : '';
  return `${style.fontStyle} ${caps}${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
}

/**
 * How far to move the text element (laid out, in the document) so that its
 * first line's top baseline is at its top: the canvas's baseline distance
 * less where CSS put the baseline (an empty inline-block's top in it, which
 * transforms do not change).
 */
export function measureTextTop(element: HTMLElement, font: string | null): number {
  const marker = element.ownerDocument.createElement('span');
  for (const [name, value] of [
    ['display', 'inline-block'],
    ['width', '0'],
    ['height', '0'],
    ['vertical-align', 'baseline'],
  ]) {
    marker.style.setProperty(name!, value!);
  }
  element.prepend(marker);
  const baseline = marker.offsetTop;
  marker.remove();
  return topToAlphabetic(font ?? computedFont(element)) - baseline;
}

/** Measured moves by font and line height, for texts that name their font (the same wherever they are). */
const known = new Map<string, number>();
const KNOWN_MAX = 256;

export function knownTextTop(font: string, lineHeight: string | null): number | undefined {
  return known.get(`${font}\n${lineHeight}`);
}

export function rememberTextTop(font: string, lineHeight: string | null, top: number): void {
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(`${font}\n${lineHeight}`, top);
}
