/**
 * How far an item can paint beyond its box, for the rectangles a canvas
 * repaints and the size of a canvas drawing one item: the glyphs of a text
 * (never clipped to its box), a rotation, a filter's blur or shadow.
 */
import type { TextItem } from '../draw-item.js';
import type { Rotation } from '../options/rotation.js';
import type { Rect } from './rect.js';
import { textFont } from './paint.js';

let probe: CanvasRenderingContext2D | null | undefined;
const texts = new Map<string, Rect | null>();
const TEXTS_MAX = 512;

/**
 * The rectangle a TEXT item's glyphs reach in its own coordinates (its box's
 * top-left at 0, 0), drawn as `paintText` draws them, grown by its outline
 * and a pixel for anti-aliasing; null without a canvas to measure with.
 */
export function textReach(item: TextItem, fallbackFont: string): Rect | null {
  const layout = item.layout;
  const font = textFont(item, fallbackFont);
  const lines = layout?.lines ?? item.text.split('\n');
  const lineHeight = layout?.lineHeight ?? 0;
  const grow = (layout?.paint === 'stroke' ? (layout.lineWidth || 1) / 2 : 0) + 1;
  const key = `${font}\n${lineHeight}\n${grow}\n${lines.join('\n')}`;
  const known = texts.get(key);
  if (known !== undefined) return known;
  probe ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  let reach: Rect | null = null;
  if (probe) {
    probe.font = font;
    probe.textBaseline = 'top';
    let left = 0;
    let top = 0;
    let right = 0;
    let bottom = 0;
    lines.forEach((line, i) => {
      const m = probe!.measureText(line);
      left = Math.min(left, -m.actualBoundingBoxLeft);
      right = Math.max(right, m.actualBoundingBoxRight, m.width);
      top = Math.min(top, i * lineHeight - m.actualBoundingBoxAscent);
      bottom = Math.max(bottom, i * lineHeight + m.actualBoundingBoxDescent);
    });
    reach = { x: left - grow, y: top - grow, width: right - left + 2 * grow, height: bottom - top + 2 * grow };
  }
  if (texts.size >= TEXTS_MAX) texts.clear();
  texts.set(key, reach);
  return reach;
}

/** The rectangle holding `rect` (in the item's own coordinates) turned by `rotation` about its pivot. */
export function rotatedReach(rect: Rect, rotation: Rotation): Rect {
  const cos = Math.cos(rotation.angle);
  const sin = Math.sin(rotation.angle);
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const [px, py] of [
    [rect.x, rect.y],
    [rect.x + rect.width, rect.y],
    [rect.x, rect.y + rect.height],
    [rect.x + rect.width, rect.y + rect.height],
  ] as const) {
    const dx = px - rotation.originX;
    const dy = py - rotation.originY;
    const x = rotation.originX + dx * cos - dy * sin;
    const y = rotation.originY + dx * sin + dy * cos;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  // A pixel for the anti-aliased edges of the turned shape.
  return { x: left - 1, y: top - 1, width: right - left + 2, height: bottom - top + 2 };
}

const reaches = new Map<string, number | null>();

/**
 * How far a (checked) filter list can paint beyond what it filters, in px:
 * three standard deviations of a blur, a shadow's offset and blur. Null when
 * a length is in a unit other than px (the caller then repaints everything).
 */
export function filterReach(filter: string): number | null {
  let reach = reaches.get(filter);
  if (reach !== undefined) return reach;
  reach = 0;
  for (const [, name, args] of filter.matchAll(/([a-z-]+)\(((?:[^()]|\([^()]*\))*)\)/g)) {
    if (name !== 'blur' && name !== 'drop-shadow') continue;
    // Lengths only: colours (names, #hex, functions) are left out.
    const lengths =
      args!
        .replace(/[a-z-]+\([^()]*\)/gi, ' ')
        .replace(/#[0-9a-f]+/gi, ' ')
        .match(/-?(?:\d+\.?\d*|\.\d+)[a-z%]*/gi) ?? [];
    const values: number[] = [];
    for (const length of lengths) {
      const value = parseFloat(length);
      const unit = length.replace(/^-?[\d.]+/, '').toLowerCase();
      if (unit !== 'px' && !(unit === '' && value === 0)) {
        reach = null;
        break;
      }
      values.push(Math.abs(value));
    }
    if (reach === null) break;
    if (name === 'blur') reach += 3 * (values[0] ?? 0);
    else reach += (values[0] ?? 0) + (values[1] ?? 0) + 3 * (values[2] ?? 0);
  }
  if (reaches.size >= 256) reaches.clear();
  reaches.set(filter, reach);
  return reach;
}
