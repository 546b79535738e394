/**
 * Test support for src/elements/*.test.ts (not part of the library).
 */
import { expect } from '@open-wc/testing';
import type { SpritesObjectInit } from '../../src/model/index.js';
import { paintSheet } from './sheets.js';
import { frame } from './page.js';
import { fakeClock } from './clock.js';
import { handOverFrames } from '../../src/shared/frame-loop.js';
import { naturalSize, whenSized } from '../../src/render/dom/image-size.js';
import {
  defineSpriteElements,
  trustListenerCounts,
  type LibSpritesGroupElement,
  type LibSpritesSceneElement,
} from '../../src/elements/index.js';
// The scene imported ahead, as `lib-sprites/scene` does: defineSpriteElements() defines it with the
// others, in their order. Its loading on first use is tested in src/elements/features.test.ts.
import '../../src/elements/scene/scene-feature.js';

// The test pages add no listener for the library's events before it loads: what it counts is all there
// is, as on a page that says so. Listeners added before the library loads are tested in their own frames
// (src/elements/events/early-listeners.test.ts).
trustListenerCounts();

export const task = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Every pending MutationObserver record, microtask and Lit update of `group` done. */
export async function settle(group?: LibSpritesGroupElement): Promise<void> {
  await task();
  if (group) await group.updateComplete;
  await task();
}

const containers: HTMLElement[] = [];

/** Parses `markup` into a fresh container in the document and returns its first group, rendered. */
export async function mount(markup: string): Promise<LibSpritesGroupElement> {
  defineSpriteElements();
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.appendChild(container);
  containers.push(container);
  const group = container.querySelector('lib-sprites-group')!;
  await settle(group);
  return group;
}

export function cleanup(): void {
  for (const container of containers.splice(0)) container.remove();
}

export { captureWarnings } from './warnings.js';

export { fakeClock } from './clock.js';

/**
 * For a describe block whose every test runs on a fake clock: a fresh fakeClock(start)
 * before each test; after it, the mounted groups removed, then the real clock back.
 * Call it in the describe body; the returned handle reads the current test's clock.
 */
export function useFakeClock(start = 1000): { readonly now: number; advance(ms: number): number } {
  let clock: ReturnType<typeof fakeClock> | undefined;
  beforeEach(() => {
    clock = fakeClock(start);
  });
  afterEach(() => {
    cleanup();
    clock?.restore();
  });
  return {
    get now(): number {
      return clock!.now;
    },
    advance: (ms) => clock!.advance(ms),
  };
}

/** Shadow-root query on a group. */
export function part<T extends Element = HTMLElement>(group: LibSpritesGroupElement, selector: string): T | null {
  return group.shadowRoot!.querySelector<T>(selector);
}

export function parts<T extends Element = HTMLElement>(group: LibSpritesGroupElement, selector: string): T[] {
  return [...group.shadowRoot!.querySelectorAll<T>(selector)];
}

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Distinct, easily told apart colours for the frames of a test sprite sheet. */
export const FRAME_COLOURS: readonly Rgba[] = [
  { r: 255, g: 0, b: 0, a: 255 },
  { r: 0, g: 255, b: 0, a: 255 },
  { r: 0, g: 0, b: 255, a: 255 },
  { r: 255, g: 255, b: 0, a: 255 },
  { r: 0, g: 255, b: 255, a: 255 },
  { r: 255, g: 0, b: 255, a: 255 },
];
const FRAME_CSS = FRAME_COLOURS.map(({ r, g, b }) => `rgb(${r}, ${g}, ${b})`);

/**
 * A sprite sheet drawn on a canvas: `columns` × `rows` frames of `size` px,
 * frame i filled with FRAME_COLOURS[i] and a white 2×2 marker in its top-left
 * corner, so both the frame and the rectangle's origin can be recognized.
 */
export function drawSheet(columns: number, rows: number, size: number): { url: string; canvas: HTMLCanvasElement } {
  return paintSheet(FRAME_CSS, size, columns, rows, true);
}

/** Resolves once the image at `url` is sized and the group has rendered it. */
export async function imagesReady(group: LibSpritesGroupElement, url: string): Promise<void> {
  if (!naturalSize(url)) await new Promise<void>((resolve) => whenSized(url, resolve));
  await settle(group);
}

/**
 * Animation frames, page visibility and intersection under the test's control,
 * so the frame loop's logic is tested the same whether or not the runner shows
 * this page (Chromium gives background tabs no frames and no intersection reports).
 */
export function fakeFrames(): {
  readonly requests: number;
  readonly pending: number;
  runFrame(): void;
  setHidden(hidden: boolean): void;
  report(target: Element, isIntersecting: boolean): void;
  readonly observed: ReadonlySet<Element>;
  restore(): void;
} {
  const realRequest = window.requestAnimationFrame;
  const realCancel = window.cancelAnimationFrame;
  const RealObserver = window.IntersectionObserver;
  const queue = new Map<number, FrameRequestCallback>();
  const observed = new Set<Element>();
  let callback: IntersectionObserverCallback | null = null;
  let nextId = 1;
  let requests = 0;
  let hidden = false;
  // A frame the loop asked of the browser before would tick playback between two of the test's frames.
  handOverFrames(() => {
    window.requestAnimationFrame = (cb) => {
      requests++;
      queue.set(nextId, cb);
      return nextId++;
    };
    window.cancelAnimationFrame = (id) => void queue.delete(id);
  });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  class FakeObserver {
    constructor(cb: IntersectionObserverCallback) {
      callback = cb;
    }
    observe(target: Element): void {
      observed.add(target);
    }
    unobserve(target: Element): void {
      observed.delete(target);
    }
    disconnect(): void {
      observed.clear();
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    get requests() {
      return requests;
    },
    get pending() {
      return queue.size;
    },
    observed,
    runFrame(): void {
      const callbacks = [...queue.values()];
      queue.clear();
      for (const cb of callbacks) cb(performance.now());
    },
    setHidden(value: boolean): void {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    },
    report(target: Element, isIntersecting: boolean): void {
      if (!observed.has(target)) return;
      callback?.([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
    restore(): void {
      handOverFrames(() => {
        window.requestAnimationFrame = realRequest;
        window.cancelAnimationFrame = realCancel;
      });
      window.IntersectionObserver = RealObserver;
      delete (document as { hidden?: boolean }).hidden;
    },
  };
}

export type Rgb = [number, number, number];

/** One screenshot of the viewport; read any number of points from it (CSS px). */
export async function screenshot(): Promise<(x: number, y: number) => Rgb> {
  const { executeServerCommand } = await import('@web/test-runner-commands');
  const png = await executeServerCommand<string, undefined>('screenshot');
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
  const scale = bitmap.width / window.innerWidth;
  const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  return (x, y) => {
    const k = (Math.floor(y * scale) * bitmap.width + Math.floor(x * scale)) * 4;
    return [data[k]!, data[k + 1]!, data[k + 2]!];
  };
}

/** Where showOnWhite puts the top-left of the first group's stage, in viewport px. */
export const ORIGIN = 20;

/**
 * `markup` on a white page above everything else, its first stage's top-left at
 * (ORIGIN, ORIGIN); returns the group with id `main` (else the first), rendered and painted.
 */
export async function showOnWhite(markup: string): Promise<LibSpritesGroupElement> {
  const first = await mount(
    `<div style="position: fixed; inset: 0; background: #fff; z-index: 10; padding: ${ORIGIN}px; line-height: 0">${markup}</div>`,
  );
  const main = (document.getElementById('main') as LibSpritesGroupElement | null) ?? first;
  await settle(main);
  await frame();
  await frame();
  return main;
}

/** A point relative to the stage origin, the colour expected there and what it shows. */
export type Check = [x: number, y: number, colour: Rgb, what: string];

/** Every check against one screenshot, each channel within `tolerance`. */
export async function expectPixels(checks: Check[], tolerance = 40): Promise<void> {
  const at = await screenshot();
  for (const [x, y, colour, what] of checks) {
    const actual = at(ORIGIN + x, ORIGIN + y);
    const close = actual.every((value, i) => Math.abs(value - colour[i]!) <= tolerance);
    expect(
      close,
      `${what} at (${x}, ${y}): got rgb(${actual.join(', ')}), expected rgb(${colour.join(', ')})`,
    ).to.equal(true);
  }
}

/** RGBA pixels of a screenshot's rectangle, in device pixels. */
export interface Capture {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** `markup` in a `<lib-sprites-scene${attributes}>` on white, fixed at the viewport's top-left, drawn. */
export async function mountScene(markup: string, attributes = ''): Promise<LibSpritesSceneElement> {
  await mount(
    `<div style="position: fixed; left: 0; top: 0; z-index: 10; background: white; font: 20px monospace; color: black"><lib-sprites-scene${attributes}>${markup}</lib-sprites-scene></div>`,
  ).catch(() => undefined);
  const scenes = [...document.querySelectorAll('lib-sprites-scene')];
  const scene = scenes[scenes.length - 1]!;
  await settle();
  await scene.updateComplete;
  return scene;
}

/** Waits until images are loaded and drawn, in either renderer. */
export async function drawn(scene: LibSpritesSceneElement): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await settle();
    await scene.updateComplete;
    await frame();
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  await frame();
}

/** A scene's box (or any element's) as RGBA pixels from a real screenshot, in CSS px (device pixels sampled at their top-left). */
export async function capture(scene: Element): Promise<Capture> {
  const { executeServerCommand } = await import('@web/test-runner-commands');
  const png = await executeServerCommand<string, undefined>('screenshot');
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
  const scale = bitmap.width / window.innerWidth;
  const box = (scene.shadowRoot?.querySelector('[part=box]') ?? scene).getBoundingClientRect();
  const width = Math.round(box.width * scale);
  const height = Math.round(box.height * scale);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.drawImage(
    bitmap,
    Math.round(box.left * scale),
    Math.round(box.top * scale),
    width,
    height,
    0,
    0,
    width,
    height,
  );
  return { data: context.getImageData(0, 0, width, height).data, width, height };
}

/** Fraction of pixels whose colour differs by more than `tolerance` in some channel. */
export function differing(a: Uint8ClampedArray, b: Uint8ClampedArray, tolerance = 48): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (
      Math.abs(a[i]! - b[i]!) > tolerance ||
      Math.abs(a[i + 1]! - b[i + 1]!) > tolerance ||
      Math.abs(a[i + 2]! - b[i + 2]!) > tolerance
    )
      count++;
  }
  return count / (a.length / 4);
}

/** Screenshots the scene with each renderer, switching at run time. */
export async function bothRenderers(scene: LibSpritesSceneElement): Promise<[dom: Capture, canvas: Capture]> {
  scene.renderer = 'dom';
  await drawn(scene);
  const dom = await capture(scene);
  scene.renderer = 'canvas';
  await drawn(scene);
  const canvas = await capture(scene);
  return [dom, canvas];
}

/** A 10 × 10 RECTANGLE group with one sprite (`<id>_sprite`), shown only in MAP cells, to be inserted through a scene's controller. */
export const mapRectangle = (id: string, style: string, extra: Partial<SpritesObjectInit> = {}): SpritesObjectInit =>
  ({
    id,
    srcType: 'RECTANGLE',
    width: 10,
    height: 10,
    data: { style, onlyUseInMap: true },
    sprites: [{ id: `${id}_sprite` }],
    ...extra,
  }) as SpritesObjectInit;
