/** Small helpers the browser tests of every area share. */

export const isFirefox = navigator.userAgent.includes('Firefox');

/** Resolves at the next animation frame. */
export const frame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

/** The colour on screen at a viewport point, from a real screenshot of the page: [r, g, b]. */
export async function pixelAt(x: number, y: number): Promise<[number, number, number]> {
  const { executeServerCommand } = await import('@web/test-runner-commands');
  const png = await executeServerCommand<string, undefined>('screenshot');
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
  // The screenshot is in device pixels.
  const scale = bitmap.width / window.innerWidth;
  const canvas = new OffscreenCanvas(1, 1);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, Math.floor(x * scale), Math.floor(y * scale), 1, 1, 0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}

/** WebKit's legacy touch factories, absent from TypeScript's DOM types. */
interface LegacyTouchDocument {
  createTouch(
    view: Window,
    target: EventTarget,
    identifier: number,
    pageX: number,
    pageY: number,
    screenX: number,
    screenY: number,
  ): Touch;
  createTouchList(...touches: Touch[]): TouchList;
}

/**
 * A `TouchEvent` with one touch at a viewport point, or undefined where the
 * browser has no touch events (desktop Firefox). WebKit's `Touch` is not
 * constructible and its `TouchEvent` takes `TouchList`s, so there the touch is
 * made with `document.createTouch` / `createTouchList`.
 */
export function touchEvent(
  type: string,
  clientX: number,
  clientY: number,
  target: EventTarget = document.body,
): TouchEvent | undefined {
  if (typeof TouchEvent !== 'function') return undefined;
  try {
    const touch = new Touch({ identifier: 1, target, clientX, clientY });
    return new TouchEvent(type, { touches: [touch], changedTouches: [touch] });
  } catch {
    const legacy = document as unknown as LegacyTouchDocument;
    const touch = legacy.createTouch(window, target, 1, clientX + scrollX, clientY + scrollY, clientX, clientY);
    const list = legacy.createTouchList(touch);
    return new TouchEvent(type, { touches: list, changedTouches: list } as unknown as TouchEventInit);
  }
}

/**
 * The demo page (index.html) in a full-window iframe, loaded: srcdoc keeps the
 * page's own relative URLs (resolved against this origin), and `head` (a
 * recorder script, say) runs before the page's own scripts. With `size`, the
 * iframe (the demo's own window) is that many CSS px at the top-left instead:
 * a phone-narrow window where the browser's own cannot be made that narrow (WebKit).
 */
export async function openDemo<W extends Window = Window & typeof globalThis>(
  head = '',
  size?: { width: number; height: number },
): Promise<{ frame: HTMLIFrameElement; win: W; doc: Document }> {
  const { setViewport } = await import('@web/test-runner-commands');
  await setViewport({ width: 1280, height: 1000 });
  const source = await (await fetch('/index.html')).text();
  const frame = document.createElement('iframe');
  const box = size ? `left:0;top:0;width:${size.width}px;height:${size.height}px` : 'inset:0;width:100vw;height:100vh';
  frame.style.cssText = `position:fixed;${box};border:0;background:#fff`;
  frame.srcdoc = source.replace('<head>', `<head>${head}`);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return { frame, win: frame.contentWindow as unknown as W, doc: frame.contentDocument! };
}
