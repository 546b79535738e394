// The page that bench/cursor.bench.mjs drives: the fake cursor area as the
// package ships it, a grid of ordinary content under the pointer, and hooks
// for the bench on window.cursorBench.
import { LIB_Mouse } from '../../src/cursor/index.js';

function sheet(frames: number, size = 32): string {
  const canvas = document.createElement('canvas');
  canvas.width = size * frames;
  canvas.height = size;
  const g = canvas.getContext('2d')!;
  for (let i = 0; i < frames; i++) {
    g.fillStyle = `hsl(${(i * 360) / frames} 80% 50%)`;
    g.beginPath();
    g.moveTo(i * size, 0);
    g.lineTo(i * size + size * 0.8, size * 0.55);
    g.lineTo(i * size + size * 0.35, size * 0.6);
    g.lineTo(i * size, size);
    g.fill();
  }
  return canvas.toDataURL('image/png');
}

// Ordinary content under the pointer: cards with text, a hover style and links.
const grid = document.getElementById('grid')!;
for (let i = 0; i < 300; i++) {
  const card = grid.appendChild(document.createElement('div'));
  card.className = 'card';
  card.append(`Card ${i} `);
  const link = card.appendChild(document.createElement('a'));
  link.textContent = 'link';
}

const STATIC = sheet(1);
const ANIMATED = sheet(4);
const HAND = sheet(1, 24);
const GRAB = sheet(1, 28);
const CARD = sheet(1, 30);

// The element with three states: over links, over every seventh card, and while a button is down.
const statesCursor = document.createElement('lib-fake-cursor');
statesCursor.setAttribute('src', STATIC);
for (const [match, src, size, pressed] of [
  ['a', HAND, 24, false],
  ['.card:nth-child(7n)', CARD, 30, false],
  ['', GRAB, 28, true],
] as const) {
  const state = statesCursor.appendChild(document.createElement('lib-cursor-state'));
  if (match) state.setAttribute('match', match);
  if (pressed) state.setAttribute('pressed', '');
  state.setAttribute('src', src);
  state.setAttribute('width', String(size));
  state.setAttribute('height', String(size));
  state.setAttribute('hotspot-x', '4');
}
let stateChanges = 0;
statesCursor.addEventListener('lib-cursor-state', () => stateChanges++);

// The floor: the least any DOM cursor can do, with no library at all (one
// listener, one animation frame, one transform write per frame). The bench
// compares the fake cursor with it to tell the library's own cost from the
// browser's cost of moving a box every frame.
const bare = document.body.appendChild(document.createElement('div'));
for (const [name, value] of [
  ['position', 'fixed'],
  ['left', '0'],
  ['top', '0'],
  ['width', '32px'],
  ['height', '32px'],
  ['background', 'crimson'],
  ['pointer-events', 'none'],
  ['z-index', '2147483647'],
  ['will-change', 'transform'],
  ['display', 'none'],
]) {
  bare.style.setProperty(name!, value!);
}
let bareX = 0;
let bareY = 0;
let bareFrame = 0;
const bareWrite = (): void => {
  bareFrame = 0;
  bare.style.transform = `translate3d(${bareX}px, ${bareY}px, 0)`;
};
const bareMove = (event: PointerEvent): void => {
  bareX = event.clientX;
  bareY = event.clientY;
  if (bareFrame === 0) bareFrame = requestAnimationFrame(bareWrite);
};

// The floor for the states condition: the same bare div, which also switches
// its image as the states cursor does (over links, over every seventh card),
// from one pointerover listener of its own. No library: the least any DOM
// cursor that changes over links can do.
const BARE_LOOKS = [
  [STATIC, 32],
  [HAND, 24],
  [CARD, 30],
] as const;
type BareLook = 0 | 1 | 2;
let bareLook: BareLook | -1 = -1;
let bareSwitches = 0;
const bareLookAt = (target: EventTarget | null): BareLook => {
  if (!(target instanceof Element)) return 0;
  if (target.closest('a')) return 1;
  if (target.closest('.card:nth-child(7n)')) return 2;
  return 0;
};
const bareDress = (look: BareLook): void => {
  if (look === bareLook) return;
  if (bareLook !== -1) bareSwitches++;
  bareLook = look;
  const [src, size] = BARE_LOOKS[look];
  bare.style.backgroundImage = `url("${src}")`;
  bare.style.width = bare.style.height = `${size}px`;
};
const bareOver = (event: PointerEvent): void => bareDress(bareLookAt(event.target));

const frame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

const api = {
  ready: (async () => {
    for (const src of [STATIC, ANIMATED, HAND, GRAB, CARD]) {
      const img = new Image();
      img.src = src;
      await img.decode();
    }
  })(),
  showStatic(): void {
    statesCursor.remove();
    LIB_Mouse.CursorImage.hide(false);
    LIB_Mouse.CursorImage.set(true, STATIC, 32, 32, true);
  },
  showAnimated(): void {
    LIB_Mouse.CursorImage.hide(false);
    LIB_Mouse.CursorImage.set(true, ANIMATED, 32, 32, true, true, 4, 100);
  },
  /** Changes whenever the page reloads (Vite reloads it when a module it uses changes). */
  origin: performance.timeOrigin,
  hideCursor(): void {
    statesCursor.remove();
    LIB_Mouse.CursorImage.hide(true);
    bare.style.display = 'none';
    window.removeEventListener('pointermove', bareMove, true);
    window.removeEventListener('pointerover', bareOver, true);
    bare.style.removeProperty('background-image');
    bare.style.width = bare.style.height = '32px';
    bareLook = -1;
  },
  /** `<lib-fake-cursor>` with three `<lib-cursor-state>` children. */
  async showStates(): Promise<void> {
    api.hideCursor();
    document.body.appendChild(statesCursor);
    await statesCursor.updateComplete;
  },
  /** How many times the states cursor changed state since the page opened. */
  stateChanges: (): number => stateChanges,
  /** The bare div that also switches its image over links and every seventh card. */
  showBareSwitching(): void {
    api.showBare();
    bareDress(0);
    window.addEventListener('pointerover', bareOver, { capture: true, passive: true });
  },
  /** How many times the switching floor changed its image since the page opened. */
  bareSwitches: (): number => bareSwitches,
  showBare(): void {
    statesCursor.remove();
    LIB_Mouse.CursorImage.hide(true);
    bare.style.display = 'block';
    window.addEventListener('pointermove', bareMove, { capture: true, passive: true });
  },
  isShowing: (): boolean => LIB_Mouse.CursorImage.isShowing() || bare.style.display === 'block',
  async settle(): Promise<void> {
    await frame();
    await frame();
  },
  /** Adds n elements (every tenth with its own cursor) and returns how many the page has. */
  addElements(n: number): number {
    const many = document.getElementById('many')!;
    const fragment = document.createDocumentFragment();
    for (let i = 0; i < n; i++) {
      const div = fragment.appendChild(document.createElement('div'));
      if (i % 10 === 0) div.style.cursor = 'pointer';
    }
    many.appendChild(fragment);
    void document.body.offsetHeight; // forces the style recalc and layout
    return document.getElementsByTagName('*').length;
  },
  /**
   * Script time of one hide() and one restore(), averaged over `calls` pairs
   * (the clock is too coarse for one call), with no style recalc in between.
   */
  toggleScriptOnly(calls: number): { hide: number; restore: number } {
    let hide = 0;
    let restore = 0;
    for (let i = 0; i < calls; i++) {
      const t0 = performance.now();
      LIB_Mouse.hide();
      const t1 = performance.now();
      LIB_Mouse.restore();
      hide += t1 - t0;
      restore += performance.now() - t1;
    }
    void document.body.offsetHeight; // forces the style recalc and layout
    return { hide: hide / calls, restore: restore / calls };
  },
  /**
   * For scale: the same forced recalc after a change every element inherits
   * (`color` on :root), which costs a full restyle whatever does it.
   */
  referenceRecalc(samples: number): number[] {
    const last = document.getElementById('many')!.lastElementChild!;
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      const t0 = performance.now();
      document.documentElement.style.color = i % 2 ? '#000' : '#111';
      void getComputedStyle(last).color;
      times.push(performance.now() - t0);
    }
    document.documentElement.style.removeProperty('color');
    return times;
  },
  /**
   * hide() and restore(), each followed by getComputedStyle(last element).cursor,
   * which forces the style recalc the change causes. One sample per call.
   */
  toggleWithRecalc(samples: number): { hide: number[]; restore: number[]; cursors: string[] } {
    const last = document.getElementById('many')!.lastElementChild!;
    const probe = document.querySelector('#many > div')!;
    const hide: number[] = [];
    const restore: number[] = [];
    const cursors: string[] = [];
    for (let i = 0; i < samples; i++) {
      const t0 = performance.now();
      LIB_Mouse.hide();
      cursors.push(getComputedStyle(last).cursor);
      const t1 = performance.now();
      LIB_Mouse.restore();
      cursors.push(getComputedStyle(probe).cursor);
      const t2 = performance.now();
      hide.push(t1 - t0);
      restore.push(t2 - t1);
    }
    return { hide, restore, cursors };
  },
};

declare global {
  interface Window {
    cursorBench: typeof api;
  }
}
window.cursorBench = api;
