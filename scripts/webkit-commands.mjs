// The runner's server commands for WebKit sessions (see webkit-launcher.mjs),
// done through WebDriver classic: sendMouse / resetMouse (performActions),
// setViewport (setWindowRect), this project's 'screenshot' and 'save-screenshot'
// (takeScreenshot), and emulateMedia's reducedMotion (GTK's "enable animations"
// setting, which WebKitGTK reports as prefers-reduced-motion). Other browsers'
// commands fall through to the runner's own plugins.
import { mkdirSync, writeFileSync } from 'node:fs';

const BUTTONS = { left: 0, middle: 1, right: 2 };
const MEDIA_TIMEOUT_MS = 3000;

export function webkitCommandsPlugin() {
  return {
    name: 'webkit-commands',
    async executeCommand({ command, payload, session }) {
      const launcher = session.browser;
      if (launcher.isWebKitGtk !== true || !launcher.driver) return undefined;
      const driver = launcher.driver;
      switch (command) {
        case 'send-mouse':
          await sendMouse(launcher, driver, payload);
          return true;
        case 'reset-mouse':
          await pointer(driver, [
            { type: 'pointerUp', button: BUTTONS.left },
            { type: 'pointerUp', button: BUTTONS.middle },
            { type: 'pointerUp', button: BUTTONS.right },
            { type: 'pointerMove', duration: 0, x: 0, y: 0 },
          ]);
          launcher.pointerAt = [0, 0];
          return true;
        case 'set-viewport':
          await launcher.willResize();
          await setViewport(driver, payload);
          return true;
        case 'emulate-media':
          await emulateMedia(launcher, driver, payload);
          return true;
        case 'screenshot':
          return driver.takeScreenshot();
        case 'save-screenshot': {
          const name = String(payload?.name ?? 'screenshot').replace(/[^\w-]/g, '_');
          mkdirSync('test-results', { recursive: true });
          const path = `test-results/${name}-webkit.png`;
          writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
          return path;
        }
        default:
          return undefined;
      }
    },
  };
}

const pointer = (driver, actions) =>
  driver.performActions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);

async function sendMouse(launcher, driver, payload) {
  const button = BUTTONS[payload.button ?? 'left'];
  if (button === undefined) throw new Error(`Unknown mouse button ${payload.button}`);
  switch (payload.type) {
    case 'move': {
      const [x, y] = payload.position;
      if (await outsideViewport(driver, x, y)) {
        await leavePage(driver, launcher.pointerAt ?? [0, 0]);
      } else {
        await pointer(driver, [{ type: 'pointerMove', duration: 0, x, y }]);
      }
      launcher.pointerAt = [x, y];
      return;
    }
    case 'click': {
      const [x, y] = payload.position;
      await pointer(driver, [
        { type: 'pointerMove', duration: 0, x, y },
        { type: 'pointerDown', button },
        { type: 'pointerUp', button },
      ]);
      launcher.pointerAt = [x, y];
      return;
    }
    case 'down':
      return pointer(driver, [{ type: 'pointerDown', button }]);
    case 'up':
      return pointer(driver, [{ type: 'pointerUp', button }]);
    default:
      throw new Error(`Unknown sendMouse type ${payload.type}`);
  }
}

const outsideViewport = (driver, x, y) =>
  driver.execute((px, py) => px < 0 || py < 0 || px >= window.innerWidth || py >= window.innerHeight, x, y);

/** WebDriver refuses to move the pointer outside the viewport ("move target out
 * of bounds"), and WebKit's automation has no other way out. What a page sees
 * when a real mouse leaves the window is the leave events with no related
 * target at the element under the pointer, so those are sent. */
function leavePage(driver, [x, y]) {
  return driver.execute(
    (px, py) => {
      const target = document.elementFromPoint(px, py) ?? document.documentElement;
      const init = { bubbles: true, composed: true, clientX: px, clientY: py, relatedTarget: null };
      target.dispatchEvent(new PointerEvent('pointerout', { ...init, pointerType: 'mouse', isPrimary: true }));
      for (let node = target; node; node = node.parentElement ?? node.getRootNode().host) {
        node.dispatchEvent(new PointerEvent('pointerleave', { ...init, bubbles: false, pointerType: 'mouse' }));
      }
      target.dispatchEvent(new MouseEvent('mouseout', init));
      for (let node = target; node; node = node.parentElement ?? node.getRootNode().host) {
        node.dispatchEvent(new MouseEvent('mouseleave', { ...init, bubbles: false }));
      }
    },
    x,
    y,
  );
}

/** The window is sized so that the viewport (not the window) gets the size asked. */
async function setViewport(driver, { width, height }) {
  const inner = () => driver.execute(() => [window.innerWidth, window.innerHeight]);
  // The page learns its new size asynchronously (slower on a busy machine): each try waits
  // for the viewport to settle before correcting the window by what is missing.
  const settled = async () => {
    let last = await inner();
    for (let i = 0; i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = await inner();
      if (now[0] === last[0] && now[1] === last[1]) return now;
      last = now;
    }
    return last;
  };
  let [w, h] = [width, height];
  for (let attempt = 0; attempt < 5; attempt++) {
    await driver.setWindowRect(null, null, w, h);
    const [iw, ih] = await settled();
    if (iw === width && ih === height) return;
    w += width - iw;
    h += height - ih;
  }
  const [iw, ih] = await inner();
  throw new Error(`setViewport: asked ${width}x${height}, WebKit's viewport is ${iw}x${ih}`);
}

/** Only reducedMotion can be emulated in WebKitGTK (through GTK's setting); the
 * others fail loudly rather than being ignored. Resolves once the page's media
 * query has followed. */
async function emulateMedia(launcher, driver, payload) {
  const unsupported = Object.keys(payload).filter((key) => key !== 'reducedMotion');
  if (unsupported.length > 0) throw new Error(`emulateMedia in WebKit supports reducedMotion only, not ${unsupported}`);
  const reduce = payload.reducedMotion === 'reduce';
  launcher.setGtkSettings({ 'Gtk/EnableAnimations': reduce ? 0 : 1 });
  const deadline = Date.now() + MEDIA_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const matches = await driver.execute(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
    if (matches === reduce) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`emulateMedia: WebKit did not follow reducedMotion: ${payload.reducedMotion}`);
}
