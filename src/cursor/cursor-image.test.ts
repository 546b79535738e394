import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { LIB_Mouse, type CursorImageChange } from './index.js';
import {
  captureIntervals,
  captureWarnings,
  drawStrip,
  frames,
  imageSettled,
  moveTo,
  sleep,
  trackResources,
  waitForVisiblePage,
} from '../../test/support/cursor.js';
import { frame, isFirefox, pixelAt } from '../../test/support/page.js';

waitForVisiblePage();

const CI = LIB_Mouse.CursorImage;
const SHEET = drawStrip(['red', 'lime', 'blue'], 20);
const OTHER = drawStrip(['black'], 16);

// DOM nodes are compared by identity and reported by name: a failing
// assertion that carries a node crashes the test reporter.
const same = (actual: unknown, expected: unknown, what: string): void => {
  expect(actual === expected, what).to.equal(true);
};
const box = (): DOMRect => CI.get()!.getBoundingClientRect();
const imageOffset = (): number => Math.round(CI.getImage()!.getBoundingClientRect().left - box().left);
const visible = (): boolean => {
  const div = CI.get();
  if (!div || !div.isConnected) return false;
  const style = getComputedStyle(div);
  return style.display !== 'none' && style.visibility === 'visible';
};

let warnings: ReturnType<typeof captureWarnings>;
const extras: Element[] = [];
const add = <T extends Element>(el: T): T => {
  extras.push(el);
  return document.body.appendChild(el);
};

beforeEach(() => {
  warnings = captureWarnings();
});

afterEach(async () => {
  CI.hide(true);
  warnings?.restore();
  for (const el of extras.splice(0)) el.remove();
  document.getElementById('LIB_fakeCursorImageDiv')?.remove();
  document.getElementById('LIB_fakeCursorImage')?.remove();
  window.scrollTo(0, 0);
  await resetMouse();
});

describe('LIB_Mouse.CursorImage elements', () => {
  it('creates the DIV and IMG with the default ids when absent, styled as a cursor', async () => {
    expect(document.getElementById('LIB_fakeCursorImageDiv') === null, 'no default DIV').to.equal(true);
    CI.set(true, SHEET, 20, 20);
    const div = document.getElementById('LIB_fakeCursorImageDiv')!;
    const img = document.getElementById('LIB_fakeCursorImage') as HTMLImageElement;
    expect(div).to.be.instanceOf(HTMLDivElement);
    expect(img).to.be.instanceOf(HTMLImageElement);
    same(CI.get(), div, 'CI.get()');
    same(CI.getImage(), img, 'CI.getImage()');
    same(img.parentElement, div, 'img.parentElement');
    expect(img.getAttribute('src')).to.equal(SHEET);
    const style = getComputedStyle(div);
    expect(style.position).to.equal('fixed');
    expect(style.overflow).to.equal('hidden');
    expect(style.pointerEvents).to.equal('none');
    expect(style.zIndex).to.equal('2147483647');
    expect(style.display).to.equal('block');
    expect(div.getAttribute('aria-hidden')).to.equal('true');
    await imageSettled(img);
    expect(box().width).to.equal(20);
    expect(box().height).to.equal(20);
  });

  it('reuses elements with the default ids that the page already has', () => {
    const div = add(document.createElement('section'));
    div.id = 'LIB_fakeCursorImageDiv';
    const img = div.appendChild(document.createElement('img'));
    img.id = 'LIB_fakeCursorImage';
    CI.set(true, SHEET, 20, 20);
    same(CI.get(), div, 'CI.get()');
    same(CI.getImage(), img, 'CI.getImage()');
    expect(document.querySelectorAll('#LIB_fakeCursorImageDiv')).to.have.length(1);
  });

  it('uses the divElement and imageElement given to set', async () => {
    const div = add(document.createElement('div'));
    const img = document.createElement('img');
    CI.set(true, SHEET, 20, 20, true, false, 1, 100, div, img);
    same(CI.get(), div, 'CI.get()');
    same(CI.getImage(), img, 'CI.getImage()');
    same(img.parentElement, div, 'img.parentElement');
    expect(document.getElementById('LIB_fakeCursorImageDiv') === null, 'no default DIV').to.equal(true);
    await moveTo(60, 70);
    await frame();
    expect(div.getBoundingClientRect().left).to.equal(60);
  });

  it('keeps its size whatever the page says about images and divs', async () => {
    const style = add(document.createElement('style'));
    style.textContent = 'img { max-width: 100% !important; width: 1px } div { padding: 9px; border: 3px solid }';
    CI.set(true, SHEET, 20, 20, true, true, 3, 100);
    await imageSettled(CI.getImage()!);
    expect(box().width).to.equal(20);
    expect(CI.getImage()!.getBoundingClientRect().width).to.equal(60);
  });
});

describe('LIB_Mouse.CursorImage following the pointer', () => {
  it('follows the real pointer within one frame, at pointer minus hotspot', async () => {
    CI.set(true, SHEET, 20, 20, true, false, 1, 100, null, null, { hotspotX: 5, hotspotY: 7 });
    for (const [x, y] of [
      [100, 120],
      [230, 40],
      [12, 300],
    ] as const) {
      await moveTo(x, y);
      await frame();
      expect(visible()).to.equal(true);
      expect(box().left).to.be.closeTo(x - 5, 0.5);
      expect(box().top).to.be.closeTo(y - 7, 0.5);
    }
  });

  it('coalesces many moves into one transform write per frame, without reading layout', async () => {
    CI.set(true, SHEET, 20, 20);
    await moveTo(10, 10);
    await frame();
    const div = CI.get()!;
    const writes: string[] = [];
    const observer = new MutationObserver(() => writes.push(div.style.transform));
    observer.observe(div, { attributes: true, attributeFilter: ['style'] });
    const reads = { rect: 0, style: 0 };
    const rect = Element.prototype.getBoundingClientRect;
    const computed = window.getComputedStyle;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      reads.rect++;
      return rect.call(this);
    };
    window.getComputedStyle = (...args) => {
      reads.style++;
      return computed(...args);
    };
    try {
      for (let i = 1; i <= 25; i++) {
        window.dispatchEvent(
          new PointerEvent('pointermove', { pointerType: 'mouse', clientX: 10 + i, clientY: 10 + 2 * i }),
        );
      }
      await Promise.resolve();
      expect(writes, 'nothing is written before the frame').to.have.length(0);
      await frame();
      await Promise.resolve();
    } finally {
      Element.prototype.getBoundingClientRect = rect;
      window.getComputedStyle = computed;
      observer.disconnect();
    }
    expect(writes).to.deep.equal(['translate3d(35px, 60px, 0px)']);
    expect(reads).to.deep.equal({ rect: 0, style: 0 });
    expect(box().left).to.equal(35);
  });

  it('stays under the pointer while the page scrolls (move runs on scroll)', async () => {
    const spacer = add(document.createElement('div'));
    spacer.setAttribute('style', 'height: 4000px; width: 10px');
    CI.set(true, SHEET, 20, 20);
    await moveTo(50, 80);
    await frame();
    // An explicit move somewhere else: the next scroll brings it back to the pointer.
    CI.move(300, 300);
    expect(box().left).to.equal(300);
    const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
    window.scrollTo(0, 500);
    await scrolled;
    await frame();
    expect(box().left).to.equal(50);
    expect(box().top).to.equal(80);
    expect(LIB_Mouse.getY()).to.equal(580);
  });

  it('move(x, y) takes page coordinates, defaults to the pointer, and does nothing while hidden', async () => {
    const spacer = add(document.createElement('div'));
    spacer.setAttribute('style', 'height: 4000px; width: 10px');
    window.scrollTo(0, 200);
    CI.set(true, SHEET, 20, 20, true, false, 1, 100, null, null, { hotspotX: 2, hotspotY: 3 });
    CI.move(40, 260);
    expect(box().left).to.equal(38);
    expect(box().top).to.equal(57);
    await moveTo(90, 95);
    await frame();
    CI.move(10, 300);
    CI.move();
    expect(box().left).to.equal(88);
    expect(box().top).to.equal(92);
    CI.move(undefined, 250);
    expect(box().left).to.equal(88);
    expect(box().top).to.equal(47);

    CI.hide();
    CI.move(5, 205);
    expect(getComputedStyle(CI.get()!).display).to.equal('none');
    CI.set(true, SHEET, 20, 20, true, false, 1, 100, null, null, { hotspotX: 2, hotspotY: 3 });
    // Shown again at the pointer, not at the move made while hidden.
    expect(box().left).to.equal(88);
  });

  it('never takes a click or a hover from the element beneath it', async () => {
    const button = add(document.createElement('button'));
    button.textContent = 'under';
    button.setAttribute('style', 'position: fixed; left: 300px; top: 300px; width: 100px; height: 50px');
    let clicked: EventTarget | null = null;
    button.addEventListener('click', (event) => {
      clicked = event.target;
    });
    CI.set(true, SHEET, 20, 20);
    await moveTo(320, 320);
    await frame();
    // The fake cursor covers the pointer's position...
    const r = box();
    expect(r.left <= 320 && 320 < r.right && r.top <= 320 && 320 < r.bottom).to.equal(true);
    // ...and yet the page gets the hit, the hover and the click.
    // Compared as booleans: a failing DOM-node comparison makes the reporter choke.
    expect(document.elementFromPoint(320, 320) === button, 'hit test').to.equal(true);
    // Engines update :hover on their own schedule after a move; it must arrive.
    await waitUntil(() => button.matches(':hover'), 'the button gets the hover', { timeout: 2000 });
    await sendMouse({ type: 'click', position: [320, 320] });
    expect(clicked === button, 'click target').to.equal(true);
  });

  it('hides when the pointer leaves the window or touch is used, and comes back on the next mouse move', async () => {
    CI.set(true, SHEET, 20, 20);
    await moveTo(100, 100);
    await frame();
    expect(visible()).to.equal(true);

    if (isFirefox) {
      // WebDriver BiDi rejects a move outside the viewport ("move target out of
      // bounds"), so in Firefox the pointerout that the browser sends is dispatched.
      window.dispatchEvent(new PointerEvent('pointerout', { pointerType: 'mouse', relatedTarget: null }));
    } else {
      await sendMouse({ type: 'move', position: [-5, -5] });
    }
    await frame();
    expect(visible()).to.equal(false);
    expect(CI.isShowing()).to.equal(true);
    await moveTo(110, 100);
    await frame();
    expect(visible()).to.equal(true);

    // Touch: no real touch input exists in these launchers, so a touch pointer event is dispatched.
    window.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', clientX: 5, clientY: 5 }));
    await frame();
    expect(visible()).to.equal(false);
    await moveTo(120, 100);
    await frame();
    expect(visible()).to.equal(true);
    expect(box().left).to.equal(120);

    // Entering a frame, whose moves this document never sees.
    const iframe = add(document.createElement('iframe'));
    window.dispatchEvent(new PointerEvent('pointerout', { pointerType: 'mouse', relatedTarget: iframe }));
    await frame();
    expect(visible()).to.equal(false);
  });

  it('appears at once at the last known pointer position, not at 0,0', async () => {
    await moveTo(77, 66);
    CI.set(true, SHEET, 20, 20);
    // No frame awaited: set places it synchronously.
    expect(CI.get()!.style.visibility).to.equal('visible');
    expect([box().left, box().top]).to.deep.equal([77, 66]);
  });
});

describe('LIB_Mouse.CursorImage state table (docs/fake-cursor.md#lib-mouse)', () => {
  const cursorOf = (el: Element): string => getComputedStyle(el).cursor;

  it('hidden + set(true, valid image) → showing; system cursor hidden (hideNormalCursor default true)', async () => {
    expect(CI.isShowing()).to.equal(false);
    CI.set(true, SHEET);
    expect(CI.isShowing()).to.equal(true);
    expect(cursorOf(document.body)).to.equal('none');
    expect(LIB_Mouse.isHidden()).to.equal(true);
    // Spec defaults: 32 × 32.
    expect(box().width).to.equal(32);
    expect(box().height).to.equal(32);
  });

  it('hidden + set(..., hideNormalCursor false) → showing; system cursor restored', () => {
    LIB_Mouse.hide();
    CI.set(true, SHEET, 20, 20, false);
    expect(CI.isShowing()).to.equal(true);
    expect(cursorOf(document.body)).to.equal('auto');
    expect(LIB_Mouse.isHidden()).to.equal(false);
  });

  for (const [label, args] of [
    ['showCursorImage false', [false, SHEET]],
    ['no cursorImage', [true, undefined]],
    ['an empty cursorImage', [true, '  ']],
    ['a cursorImage that is not a string', [true, 42]],
  ] as const) {
    it(`hidden or showing + set with ${label} → hidden (fake cursor not used)`, () => {
      const set = CI.set as (...a: unknown[]) => void;
      set(...args);
      expect(CI.isShowing()).to.equal(false);
      CI.set(true, SHEET);
      expect(CI.isShowing()).to.equal(true);
      set(...args);
      expect(CI.isShowing()).to.equal(false);
      expect(getComputedStyle(CI.get()!).display).to.equal('none');
      // Not used means no page left without a cursor.
      expect(cursorOf(document.body)).to.equal('auto');
    });
  }

  it('showing + set with a different image → nothing changes until hide is called', async () => {
    CI.set(true, SHEET, 20, 20, true, false, 1, 100, null, null, { hotspotX: 1 });
    await moveTo(100, 100);
    await frame();
    const before = { src: CI.getImage()!.getAttribute('src'), left: box().left, width: box().width };
    CI.set(true, OTHER, 16, 16, false);
    expect(CI.isShowing()).to.equal(true);
    expect(CI.getImage()!.getAttribute('src')).to.equal(before.src);
    expect(box().width).to.equal(before.width);
    expect(box().left).to.equal(before.left);
    expect(cursorOf(document.body)).to.equal('none');
    expect(warnings.messages.some((m) => m.includes('hide()'))).to.equal(true);

    CI.hide();
    CI.set(true, OTHER, 16, 16, false);
    expect(CI.getImage()!.getAttribute('src')).to.equal(OTHER);
    expect(box().width).to.equal(16);
    expect(cursorOf(document.body)).to.equal('auto');
  });

  it('showing + set with the same image → its other settings apply', () => {
    CI.set(true, SHEET, 20, 20);
    CI.set(true, SHEET, 30, 25, false);
    expect(box().width).to.equal(30);
    expect(box().height).to.equal(25);
    expect(cursorOf(document.body)).to.equal('auto');
  });

  it('showing + hide() → hidden, system cursor restored', () => {
    CI.set(true, SHEET);
    CI.hide();
    expect(CI.isShowing()).to.equal(false);
    expect(getComputedStyle(CI.get()!).display).to.equal('none');
    expect(cursorOf(document.body)).to.equal('auto');
  });

  it('showing + hide(false) → hidden, system cursor stays hidden', () => {
    CI.set(true, SHEET);
    CI.hide(false);
    expect(CI.isShowing()).to.equal(false);
    expect(getComputedStyle(CI.get()!).display).to.equal('none');
    expect(cursorOf(document.body)).to.equal('none');
  });

  it('showing + mouse move → move is called automatically (stays showing)', async () => {
    CI.set(true, SHEET, 20, 20);
    await moveTo(140, 150);
    await frame();
    expect(CI.isShowing()).to.equal(true);
    expect([box().left, box().top]).to.deep.equal([140, 150]);
    await moveTo(141, 152);
    await frame();
    expect([box().left, box().top]).to.deep.equal([141, 152]);
  });
});

describe('LIB_Mouse.CursorImage animation', () => {
  it('shifts the sheet left by the width every framesMs and wraps after numberOfFrames', () => {
    const { ticks, restore } = captureIntervals();
    try {
      CI.set(true, SHEET, 20, 20, true, true, 3, 50);
    } finally {
      restore();
    }
    expect(ticks).to.have.length(1);
    expect(ticks[0]!.ms).to.equal(50);
    const seen = [imageOffset()];
    for (let i = 0; i < 6; i++) {
      ticks[0]!.handler();
      seen.push(imageOffset());
    }
    expect(seen).to.deep.equal([0, -20, -40, 0, -20, -40, 0]);
  });

  it('plays in real time, in order, wrapping', async function () {
    this.timeout(8000);
    // Frames far longer than an animation frame, so sampling once per frame cannot
    // miss one even on a loaded machine (exact timing is the fake-timer test's job).
    CI.set(true, SHEET, 20, 20, true, true, 3, 160);
    await imageSettled(CI.getImage()!);
    // Every frame the animator writes is seen as it is written: sampling at animation frames misses
    // some where a loaded machine gives fewer of them than the animator's 160 ms ticks.
    const sequence: number[] = [imageOffset()];
    const observer = new MutationObserver(() => {
      const offset = imageOffset();
      if (sequence[sequence.length - 1] !== offset) sequence.push(offset);
    });
    observer.observe(CI.get()!, { attributes: true, subtree: true });
    try {
      await waitUntil(() => sequence.length >= 5, 'five frames played', { timeout: 7000 });
    } finally {
      observer.disconnect();
    }
    for (let i = 1; i < sequence.length; i++) {
      const from = -sequence[i - 1]! / 20;
      expect(-sequence[i]! / 20, `after frame ${from}`).to.equal((from + 1) % 3);
    }
  });

  it('does not animate a non-sprite image, nor a sprite of one frame', async () => {
    const realSet = window.setInterval;
    let calls = 0;
    window.setInterval = ((...a: Parameters<typeof setInterval>) => {
      calls++;
      return realSet(...a);
    }) as typeof window.setInterval;
    try {
      CI.set(true, SHEET, 20, 20, true, false, 3, 40);
      CI.hide();
      CI.set(true, SHEET, 20, 20, true, true, 1, 40);
    } finally {
      window.setInterval = realSet;
    }
    expect(calls).to.equal(0);
    await sleep(100);
    expect(imageOffset()).to.equal(0);
  });

  it('starts again from the first frame after hide and set', () => {
    const { ticks, restore } = captureIntervals();
    try {
      CI.set(true, SHEET, 20, 20, true, true, 3, 50);
      ticks[0]!.handler();
      expect(imageOffset()).to.equal(-20);
      CI.hide();
      CI.set(true, SHEET, 20, 20, true, true, 3, 50);
      expect(imageOffset()).to.equal(0);
    } finally {
      restore();
    }
  });
});

describe('LIB_Mouse.CursorImage robustness', () => {
  const set = CI.set as (...a: unknown[]) => void;

  it('bad sizes, counts and delays fall back to the spec defaults with a warning, never a throw', () => {
    expect(() => set(true, SHEET, 0, -5)).not.to.throw();
    expect([box().width, box().height]).to.deep.equal([32, 32]);
    expect(warnings.messages.filter((m) => m.includes('cursorImageWidth'))).to.have.length(1);
    expect(warnings.messages.filter((m) => m.includes('cursorImageHeight'))).to.have.length(1);
    CI.hide();

    const { ticks, restore } = captureIntervals();
    try {
      expect(() => set(true, SHEET, 'wide', Number.NaN, true, true, 0, -1)).not.to.throw();
      CI.hide();
      expect(() => set(true, SHEET, 20, 20, true, true, 2.5, 'fast')).not.to.throw();
    } finally {
      restore();
    }
    // numberOfFrames 0 and 2.5 → 1: nothing to animate.
    expect(ticks.map((t) => t.ms)).to.deep.equal([]);
    expect(CI.getImage()!.getBoundingClientRect().width).to.equal(20);
    expect(warnings.messages.some((m) => m.includes('numberOfFrames'))).to.equal(true);
    expect(warnings.messages.some((m) => m.includes('framesMs'))).to.equal(true);
  });

  it('a bad framesMs falls back to 100', () => {
    const { ticks, restore } = captureIntervals();
    try {
      set(true, SHEET, 20, 20, true, true, 3, -1);
      CI.hide();
      set(true, SHEET, 20, 20, true, true, 3, 'x');
      CI.hide();
      set(true, SHEET, 20, 20, true, true, 3, null);
    } finally {
      restore();
    }
    expect(ticks.map((t) => t.ms)).to.deep.equal([100, 100, 100]);
    expect(warnings.messages.filter((m) => m.includes('framesMs'))).to.have.length(2);
  });

  it('bad hotspots, elements and move arguments never throw', async () => {
    expect(() =>
      set(true, SHEET, 20, 20, true, false, 1, 100, 'div', 7, { hotspotX: 'a', hotspotY: Infinity }),
    ).not.to.throw();
    expect(CI.get()!.id).to.equal('LIB_fakeCursorImageDiv');
    await moveTo(50, 60);
    await frame();
    expect([box().left, box().top]).to.deep.equal([50, 60]);
    const move = CI.move as (...a: unknown[]) => void;
    expect(() => move('x', {})).not.to.throw();
    expect([box().left, box().top]).to.deep.equal([50, 60]);
    expect(() => (CI.hide as (a: unknown) => void)('yes')).not.to.throw();
    expect(warnings.messages.length).to.be.at.least(5);
  });

  it('an image that fails to load hides the fake cursor and restores the system cursor', async () => {
    const changes: CursorImageChange[] = [];
    const off = CI.onChange((change) => changes.push(change));
    CI.set(true, 'data:image/png;base64,AAAA', 20, 20);
    expect(CI.isShowing()).to.equal(true);
    expect(getComputedStyle(document.body).cursor).to.equal('none');
    await imageSettled(CI.getImage()!);
    await frame();
    off();
    expect(CI.isShowing()).to.equal(false);
    expect(getComputedStyle(document.body).cursor).to.equal('auto');
    expect(changes.map((c) => `${c.showing}:${c.reason}`)).to.deep.equal(['true:set', 'false:error']);
    expect(warnings.messages.some((m) => m.includes('failed to load'))).to.equal(true);
  });

  it('notifies show and hide to onChange listeners until they unsubscribe', () => {
    const changes: string[] = [];
    const off = CI.onChange((c) => changes.push(`${c.showing}:${c.reason}:${c.image === SHEET}`));
    CI.set(true, SHEET);
    CI.hide();
    CI.hide();
    off();
    CI.set(true, SHEET);
    expect(changes).to.deep.equal(['true:set:true', 'false:hide:true']);
  });
});

describe('LIB_Mouse.CursorImage resources', () => {
  it('installs listeners, the frame timer and animation frames only while showing, and removes them all on hide', async () => {
    const tracker = trackResources();
    try {
      CI.set(true, SHEET, 20, 20, true, true, 3, 30);
      const whileShowing = tracker
        .liveListeners()
        .filter((r) => r.target === window || r.target === document || r.target === CI.getImage());
      // Pointer moves reach it through LIB_Mouse's own listener, installed at import.
      expect(whileShowing.map((r) => r.type).sort()).to.deep.equal([
        'error',
        'fullscreenchange',
        'pointerout',
        'scroll',
        'toggle',
      ]);
      expect(tracker.liveIntervals()).to.equal(1);
      await moveTo(30, 30);
      // Leave an animation frame pending at the moment of hide.
      window.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse', clientX: 40, clientY: 40 }));
      expect(tracker.liveFrames()).to.be.at.least(1);
      CI.hide();
      expect(tracker.liveListeners()).to.deep.equal([]);
      expect(tracker.liveIntervals()).to.equal(0);
      expect(tracker.liveFrames()).to.equal(0);
      const counts = tracker.counts();
      expect(counts.intervals).to.equal(1);
      expect(counts.frames).to.be.at.least(1);

      // Hidden, pointer moves schedule nothing.
      const before = tracker.counts();
      await moveTo(90, 90);
      await sendMouse({ type: 'move', position: [95, 95] });
      expect(tracker.counts().frames).to.equal(before.frames);
    } finally {
      tracker.restore();
    }
  });
});

describe('LIB_Mouse.CursorImage in the top layer', () => {
  const RED = drawStrip(['rgb(255, 0, 0)'], 20);
  afterEach(() => CI.hide(true));

  const fill = (el: HTMLElement, color: string): void => {
    const declarations: [string, string][] = [
      ['inset', '0'],
      ['width', '100vw'],
      ['height', '100vh'],
      ['max-width', 'none'],
      ['max-height', 'none'],
      ['margin', '0'],
      ['padding', '0'],
      ['border', '0'],
      ['background', color],
    ];
    for (const [name, value] of declarations) {
      el.style.setProperty(name, value);
    }
  };

  it('stays above a modal dialog or a popover opened after it, and leaves the top layer when they close', async () => {
    CI.set(true, RED, 20, 20);
    await imageSettled(CI.getImage()!);
    await moveTo(100, 100);
    await frames(2);
    const div = CI.get()!;
    expect(div.hasAttribute('popover'), 'a plain fixed box while the top layer is empty').to.equal(false);

    // An opaque dialog over the whole viewport, opened after the cursor.
    const dialog = add(document.createElement('dialog'));
    fill(dialog, 'rgb(0, 0, 255)');
    const opened = new Promise((resolve) => dialog.addEventListener('toggle', resolve, { once: true }));
    dialog.showModal();
    await opened;
    await frames(2);
    expect(await pixelAt(300, 300), 'the dialog covers the page').to.deep.equal([0, 0, 255]);
    expect(await pixelAt(110, 110), 'the cursor is drawn over the dialog').to.deep.equal([255, 0, 0]);

    // A popover opened later still: the cursor goes back on top.
    const popover = add(document.createElement('div'));
    popover.popover = 'manual';
    fill(popover, 'rgb(0, 128, 0)');
    popover.showPopover();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await frames(2);
    expect(await pixelAt(300, 300)).to.deep.equal([0, 128, 0]);
    expect(await pixelAt(110, 110)).to.deep.equal([255, 0, 0]);
    popover.hidePopover();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(div.matches(':popover-open'), 'the dialog is still open').to.equal(true);
    const closed = new Promise((resolve) => dialog.addEventListener('toggle', resolve, { once: true }));
    dialog.close();
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(div.hasAttribute('popover'), 'back to a plain box, the attribute it added gone').to.equal(false);
    expect(await pixelAt(110, 110)).to.deep.equal([255, 0, 0]);
  });

  it('enters the top layer at once when set while a dialog is open, and leaves it on hide', async () => {
    const dialog = add(document.createElement('dialog'));
    fill(dialog, 'rgb(0, 0, 255)');
    dialog.showModal();
    await moveTo(100, 100);
    CI.set(true, RED, 20, 20);
    await imageSettled(CI.getImage()!);
    await frames(2);
    const div = CI.get()!;
    expect(div.matches(':popover-open')).to.equal(true);
    expect(await pixelAt(110, 110)).to.deep.equal([255, 0, 0]);
    CI.hide(true);
    expect(div.matches(':popover-open')).to.equal(false);
    expect(div.hasAttribute('popover')).to.equal(false);
    dialog.close();
  });
});
