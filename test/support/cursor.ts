/**
 * Test support for src/cursor/*.test.ts (not part of the library).
 */
import { sendMouse } from '@web/test-runner-commands';
import { paintSheet } from './sheets.js';
import { frame } from './page.js';

export async function frames(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await frame();
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const placed: HTMLElement[] = [];

/** Test markup (constant strings written in the test file) in a new container at the end of the body. */
export function place(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  placed.push(container);
  return container;
}

/** Takes away every container `place` made (after each test). */
export function removePlaced(): void {
  for (const container of placed.splice(0)) container.remove();
}

/** Real pointer move; resolves once the page has received the pointermove. */
export async function moveTo(x: number, y: number): Promise<PointerEvent> {
  const seen = new Promise<PointerEvent>((resolve) => {
    const listener = (event: PointerEvent): void => {
      if (Math.round(event.clientX) === x && Math.round(event.clientY) === y) {
        window.removeEventListener('pointermove', listener, true);
        resolve(event);
      }
    };
    window.addEventListener('pointermove', listener, true);
  });
  await sendMouse({ type: 'move', position: [x, y] });
  return seen;
}

/** A sprite sheet drawn at run time: one solid square per colour, side by side. */
export function drawStrip(colors: readonly string[], size = 20): string {
  return paintSheet(colors, size, colors.length).url;
}

/** Waits until the image has loaded (or failed), without ever timing out silently. */
export function imageSettled(img: HTMLImageElement): Promise<void> {
  if (img.complete && img.naturalWidth > 0) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

/** One `setInterval` call the cursor made while captured. */
export interface CapturedInterval {
  handler: () => void;
  ms: number | undefined;
}

/**
 * Replaces `window.setInterval` until `restore()`: records every call, and
 * parks the real timer so the test fires handlers itself (frame by frame).
 */
export function captureIntervals(): { ticks: CapturedInterval[]; restore(): void } {
  const realSet = window.setInterval;
  const ticks: CapturedInterval[] = [];
  window.setInterval = ((handler: () => void, ms?: number) => {
    ticks.push({ handler, ms });
    return realSet(() => undefined, 1e9);
  }) as typeof window.setInterval;
  return { ticks, restore: () => (window.setInterval = realSet) };
}

export { captureWarnings } from './warnings.js';

interface Registration {
  target: EventTarget;
  type: string;
  listener: EventListenerOrEventListenerObject;
  capture: boolean;
}

/**
 * Records every listener, interval, timeout and animation frame created while
 * it is installed, and tells which are still alive: a listener added and not
 * removed, an interval not cleared, a frame neither run nor cancelled.
 */
export function trackResources(): {
  liveListeners(): Registration[];
  liveIntervals(): number;
  liveFrames(): number;
  counts(): { listeners: number; intervals: number; frames: number };
  restore(): void;
} {
  const proto = EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  const setI = window.setInterval;
  const clearI = window.clearInterval;
  const raf = window.requestAnimationFrame;
  const caf = window.cancelAnimationFrame;
  const listeners: Registration[] = [];
  const intervals = new Set<number>();
  let intervalCount = 0;
  const frameIds = new Set<number>();
  let frameCount = 0;
  const captureOf = (o?: boolean | EventListenerOptions): boolean => (typeof o === 'boolean' ? o : !!o?.capture);

  proto.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (listener && !(typeof options === 'object' && options.once)) {
      listeners.push({ target: this, type, listener, capture: captureOf(options) });
    }
    return add.call(this, type, listener, options);
  };
  proto.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    const capture = captureOf(options);
    const at = listeners.findIndex(
      (r) => r.target === this && r.type === type && r.listener === listener && r.capture === capture,
    );
    if (at !== -1) listeners.splice(at, 1);
    return remove.call(this, type, listener, options);
  };
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = setI(handler, ms, ...args);
    intervals.add(id);
    intervalCount++;
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) intervals.delete(id);
    clearI(id);
  }) as typeof window.clearInterval;
  window.requestAnimationFrame = (callback: FrameRequestCallback) => {
    frameCount++;
    const id = raf((time) => {
      frameIds.delete(id);
      callback(time);
    });
    frameIds.add(id);
    return id;
  };
  window.cancelAnimationFrame = (id: number) => {
    frameIds.delete(id);
    caf(id);
  };
  return {
    liveListeners: () => [...listeners],
    liveIntervals: () => intervals.size,
    liveFrames: () => frameIds.size,
    counts: () => ({ listeners: listeners.length, intervals: intervalCount, frames: frameCount }),
    restore() {
      proto.addEventListener = add;
      proto.removeEventListener = remove;
      window.setInterval = setI;
      window.clearInterval = clearI;
      window.requestAnimationFrame = raf;
      window.cancelAnimationFrame = caf;
    },
  };
}

/**
 * Real input and animation frames need a visible page. When one Chromium runs
 * test pages as tabs of one window (concurrency above 1), only the newest tab
 * is visible and the others get no animation frames, ever: the runner reuses
 * its tabs. Such a test fails at once with this reason instead of timing out.
 * Opening each page as a window fixes it (web-test-runner.config.mjs:
 * `createPage: ({ context }) => context.newPage({ type: 'window' })`).
 */
export function waitForVisiblePage(): void {
  beforeEach(() => {
    if (document.visibilityState !== 'visible') {
      throw new Error(
        'the test page is a hidden background tab, so it gets no animation frames; ' +
          "open test pages as windows (createPage: ({ context }) => context.newPage({ type: 'window' })) or run this file alone",
      );
    }
  });
}

/**
 * Replaces `window.matchMedia` until `restore()`: the queries named in
 * `values` answer as given (others as the browser does), and `set` changes
 * one and fires its `change` event, as a real media change would. For media
 * features the runner cannot emulate (pointer kinds) or engines it cannot
 * emulate them in (Firefox through WebDriver BiDi).
 */
export function stubMedia(values: Record<string, boolean>): {
  set(query: string, value: boolean): void;
  restore(): void;
} {
  const real = window.matchMedia;
  const lists = new Map<string, MediaQueryList>();
  window.matchMedia = (query: string): MediaQueryList => {
    let list = lists.get(query);
    if (!list) {
      const target = new EventTarget();
      list = Object.assign(target, {
        media: query,
        onchange: null,
        addListener: (l: (event: MediaQueryListEvent) => void) => target.addEventListener('change', l as EventListener),
        removeListener: (l: (event: MediaQueryListEvent) => void) =>
          target.removeEventListener('change', l as EventListener),
      }) as unknown as MediaQueryList;
      Object.defineProperty(list, 'matches', { get: () => values[query] ?? real.call(window, query).matches });
      lists.set(query, list);
    }
    return list;
  };
  return {
    set(query, value) {
      values[query] = value;
      lists.get(query)?.dispatchEvent(new Event('change'));
    },
    restore() {
      window.matchMedia = real;
    },
  };
}
