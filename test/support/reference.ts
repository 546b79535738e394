/**
 * A reference a test draws itself with plain 2D canvas calls beside a scene,
 * and how closely a capture of the scene agrees with it.
 */
import type { LibSpritesSceneElement } from '../../src/elements/index.js';
import { capture, type Capture, drawn } from './elements.js';

/** A canvas on white beside the scene, `width` × `height` CSS px at the device pixel ratio, drawn by `draw` in CSS px. */
export async function reference(
  scene: LibSpritesSceneElement,
  draw: (context: CanvasRenderingContext2D) => void,
): Promise<Capture> {
  const box = scene.getBoundingClientRect();
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(box.width * ratio);
  canvas.height = Math.round(box.height * ratio);
  canvas.style.cssText = `position: fixed; left: 0; top: ${Math.ceil(box.bottom) + 10}px; width: ${box.width}px; height: ${box.height}px; z-index: 10; background: white`;
  scene.parentElement!.append(canvas);
  const context = canvas.getContext('2d')!;
  context.scale(ratio, ratio);
  draw(context);
  await drawn(scene);
  return capture(canvas);
}

const inked = (data: Uint8ClampedArray, i: number): boolean =>
  Math.max(255 - data[i]!, 255 - data[i + 1]!, 255 - data[i + 2]!) > 60;

/**
 * The share of the pixels inked in `a` or `b` (within `region`, device px) that
 * have a pixel of the other image within one pixel whose colour differs by at
 * most `tolerance` in every channel.
 */
export function agreement(
  a: Capture,
  b: Capture,
  tolerance = 40,
  region = { x: 0, y: 0, width: a.width, height: a.height },
): number {
  let ink = 0;
  let agree = 0;
  const close = (from: Capture, to: Capture, x: number, y: number): boolean => {
    const i = (y * from.width + x) * 4;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const qx = x + dx;
        const qy = y + dy;
        if (qx < 0 || qy < 0 || qx >= to.width || qy >= to.height) continue;
        const j = (qy * to.width + qx) * 4;
        if (
          Math.abs(from.data[i]! - to.data[j]!) <= tolerance &&
          Math.abs(from.data[i + 1]! - to.data[j + 1]!) <= tolerance &&
          Math.abs(from.data[i + 2]! - to.data[j + 2]!) <= tolerance
        )
          return true;
      }
    }
    return false;
  };
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const i = (y * a.width + x) * 4;
      if (!inked(a.data, i) && !inked(b.data, i)) continue;
      ink++;
      if (close(a, b, x, y) && close(b, a, x, y)) agree++;
    }
  }
  return ink === 0 ? 0 : agree / ink;
}

/** The rectangle of inked pixels in `region` (device px), or null. */
export function inkBox(
  image: Capture,
  region: { x: number; y: number; width: number; height: number },
): { left: number; top: number; right: number; bottom: number } | null {
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  for (let y = region.y; y < Math.min(image.height, region.y + region.height); y++) {
    for (let x = region.x; x < Math.min(image.width, region.x + region.width); x++) {
      if (!inked(image.data, (y * image.width + x) * 4)) continue;
      box ??= { left: x, top: y, right: x, bottom: y };
      box.left = Math.min(box.left, x);
      box.top = Math.min(box.top, y);
      box.right = Math.max(box.right, x);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  return box;
}

/** A region in CSS px as device px of a capture. */
export function region(
  image: Capture,
  scene: LibSpritesSceneElement,
  x: number,
  y: number,
  width: number,
  height: number,
): { x: number; y: number; width: number; height: number } {
  const k = image.width / scene.getBoundingClientRect().width;
  return { x: Math.round(x * k), y: Math.round(y * k), width: Math.round(width * k), height: Math.round(height * k) };
}
