import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import {
  LIB_Mouse,
  LibFakeCursor,
  defineFakeCursor,
  type FakeCursorHideDetail,
  type FakeCursorShowDetail,
} from './index.js';
import {
  captureIntervals,
  captureWarnings,
  drawStrip,
  imageSettled,
  moveTo,
  trackResources,
  waitForVisiblePage,
} from '../../test/support/cursor.js';
import { frame } from '../../test/support/page.js';

waitForVisiblePage();

const CI = LIB_Mouse.CursorImage;
const RED = drawStrip(['red', 'lime', 'blue'], 20);
const GREEN = drawStrip(['green'], 24);
const BLUE = drawStrip(['blue'], 28);
const BROKEN = 'data:image/png;base64,AAAA';

const box = (): DOMRect => CI.get()!.getBoundingClientRect();
const shownSrc = (): string | null => (CI.isShowing() ? CI.getImage()!.getAttribute('src') : null);
const systemCursor = (): string => getComputedStyle(document.body).cursor;

type Logged = { el: LibFakeCursor; type: 'show' | 'hide'; detail: FakeCursorShowDetail | FakeCursorHideDetail };
let log: Logged[] = [];
let warnings: ReturnType<typeof captureWarnings>;
const made: LibFakeCursor[] = [];

/** Creates a <lib-fake-cursor> with the attributes given, listening to its events before it connects. */
function make(attributes: Record<string, string>, connect = true): LibFakeCursor {
  const el = document.createElement('lib-fake-cursor');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.addEventListener('lib-cursor-show', (e) => log.push({ el, type: 'show', detail: e.detail }));
  el.addEventListener('lib-cursor-hide', (e) => log.push({ el, type: 'hide', detail: e.detail }));
  made.push(el);
  if (connect) document.body.appendChild(el);
  return el;
}

const settle = async (...els: LibFakeCursor[]): Promise<void> => {
  for (const el of els) await el.updateComplete;
};

/** Events as short strings: "A:show", "B:hide:superseded". */
const events = (names: Map<LibFakeCursor, string>): string[] =>
  log.map(
    (e) => `${names.get(e.el)}:${e.type}${e.type === 'hide' ? `:${(e.detail as FakeCursorHideDetail).reason}` : ''}`,
  );

beforeEach(() => {
  log = [];
  warnings = captureWarnings();
});

afterEach(async () => {
  for (const el of made.splice(0)) el.remove();
  CI.hide(true);
  warnings?.restore();
  await resetMouse();
});

describe('<lib-fake-cursor> definition', () => {
  it('is defined by the cursor entry, and defining again is safe', () => {
    expect(customElements.get('lib-fake-cursor') === LibFakeCursor).to.equal(true);
    expect(() => defineFakeCursor()).not.to.throw();
    expect(document.createElement('lib-fake-cursor')).to.be.instanceOf(LibFakeCursor);
  });

  it('renders nothing and takes no space', async () => {
    const el = make({ src: RED });
    await settle(el);
    expect(getComputedStyle(el).display).to.equal('none');
  });
});

describe('<lib-fake-cursor> life cycle', () => {
  it('connected with a src: shows, follows the real pointer at pointer minus hotspot, fires lib-cursor-show', async () => {
    const el = make({ src: RED, width: '20', height: '20', 'hotspot-x': '4', 'hotspot-y': '6' });
    await settle(el);
    expect(el.showing).to.equal(true);
    expect(shownSrc()).to.equal(RED);
    expect(systemCursor()).to.equal('none');
    expect(log.map((e) => e.type)).to.deep.equal(['show']);
    expect(log[0]!.detail).to.deep.equal({
      src: RED,
      width: 20,
      height: 20,
      frames: 1,
      frameMs: 100,
      hotspotX: 4,
      hotspotY: 6,
      hideNormalCursor: true,
    });
    await moveTo(150, 100);
    await frame();
    expect([box().left, box().top, box().width, box().height]).to.deep.equal([146, 94, 20, 20]);
  });

  it('defaults: 32 × 32, one frame, hotspot 0, system cursor hidden', async () => {
    const el = make({ src: GREEN });
    await settle(el);
    await moveTo(60, 70);
    await frame();
    expect([box().left, box().top, box().width, box().height]).to.deep.equal([60, 70, 32, 32]);
    expect(systemCursor()).to.equal('none');
  });

  it('properties work as well as attributes', async () => {
    const el = make({}, false);
    el.src = RED;
    el.width = 20;
    el.height = 10;
    el.frames = 3;
    el.frameMs = 60;
    el.hotspotX = 1;
    el.hotspotY = 2;
    el.hideNormalCursor = false;
    document.body.appendChild(el);
    await settle(el);
    expect(log[0]!.detail).to.deep.equal({
      src: RED,
      width: 20,
      height: 10,
      frames: 3,
      frameMs: 60,
      hotspotX: 1,
      hotspotY: 2,
      hideNormalCursor: false,
    });
    expect(systemCursor()).to.equal('auto');
    await imageSettled(CI.getImage()!);
    expect(CI.getImage()!.getBoundingClientRect().width).to.equal(60);
  });

  it('changing an attribute re-applies it and fires lib-cursor-show again', async () => {
    const el = make({ src: RED, width: '20', height: '20' });
    await settle(el);
    el.setAttribute('width', '30');
    el.setAttribute('hotspot-x', '10');
    await settle(el);
    expect(box().width).to.equal(30);
    expect(log.map((e) => e.type)).to.deep.equal(['show', 'show']);
    expect((log[1]!.detail as FakeCursorShowDetail).width).to.equal(30);
    await moveTo(100, 100);
    await frame();
    expect(box().left).to.equal(90);

    el.src = GREEN;
    await settle(el);
    expect(shownSrc()).to.equal(GREEN);
  });

  it('plays frames every frame-ms, wrapping', async () => {
    const { ticks, restore } = captureIntervals();
    let el: LibFakeCursor;
    try {
      el = make({ src: RED, width: '20', height: '20', frames: '3', 'frame-ms': '45' });
      await settle(el);
    } finally {
      restore();
    }
    expect(ticks.map((t) => t.ms)).to.deep.equal([45]);
    const offset = (): number => Math.round(CI.getImage()!.getBoundingClientRect().left - box().left);
    const seen = [offset()];
    for (let i = 0; i < 4; i++) {
      ticks[0]!.handler();
      seen.push(offset());
    }
    expect(seen).to.deep.equal([0, -20, -40, 0, -20]);
  });

  it('hide-normal-cursor is on by default, off with "false", on again when removed', async () => {
    const el = make({ src: RED, 'hide-normal-cursor': 'false' });
    await settle(el);
    expect(el.hideNormalCursor).to.equal(false);
    expect(CI.isShowing()).to.equal(true);
    expect(systemCursor()).to.equal('auto');
    el.removeAttribute('hide-normal-cursor');
    await settle(el);
    expect(el.hideNormalCursor).to.equal(true);
    expect(systemCursor()).to.equal('none');
    for (const [value, on] of [
      ['', true],
      ['0', false],
      ['off', false],
      ['no', false],
      ['true', true],
      ['FALSE', false],
    ] as const) {
      el.setAttribute('hide-normal-cursor', value);
      await settle(el);
      expect(el.hideNormalCursor, value).to.equal(on);
      expect(systemCursor(), value).to.equal(on ? 'none' : 'auto');
    }
  });

  it('disabled hides it and restores the system cursor; enabled again shows it', async () => {
    const el = make({ src: RED });
    await settle(el);
    el.disabled = true;
    await settle(el);
    expect(el.hasAttribute('disabled')).to.equal(true);
    expect(CI.isShowing()).to.equal(false);
    expect(el.showing).to.equal(false);
    expect(systemCursor()).to.equal('auto');
    el.removeAttribute('disabled');
    await settle(el);
    expect(CI.isShowing()).to.equal(true);
    expect(systemCursor()).to.equal('none');
    const names = new Map([[el, 'A']]);
    expect(events(names)).to.deep.equal(['A:show', 'A:hide:disabled', 'A:show']);
  });

  it('connected disabled or without src: shows nothing', async () => {
    const a = make({ src: RED, disabled: '' });
    const b = make({});
    await settle(a, b);
    expect(CI.isShowing()).to.equal(false);
    expect(log).to.deep.equal([]);
    expect(systemCursor()).to.equal('auto');
  });

  it('an empty src hides it', async () => {
    const el = make({ src: RED });
    await settle(el);
    el.setAttribute('src', '');
    await settle(el);
    expect(CI.isShowing()).to.equal(false);
    expect(systemCursor()).to.equal('auto');
    expect(events(new Map([[el, 'A']]))).to.deep.equal(['A:show', 'A:hide:no-src']);
    el.src = GREEN;
    await settle(el);
    expect(shownSrc()).to.equal(GREEN);
  });

  it('removal hides it at once, restores the system cursor and fires lib-cursor-hide', async () => {
    const el = make({ src: RED });
    await settle(el);
    el.remove();
    expect(CI.isShowing()).to.equal(false);
    expect(systemCursor()).to.equal('auto');
    expect(events(new Map([[el, 'A']]))).to.deep.equal(['A:show', 'A:hide:disconnected']);
    // Connected again: it comes back.
    document.body.appendChild(el);
    await settle(el);
    expect(CI.isShowing()).to.equal(true);
  });

  it('moving the element within the page keeps it showing', async () => {
    const el = make({ src: RED });
    await settle(el);
    const holder = document.body.appendChild(document.createElement('div'));
    holder.appendChild(el);
    await settle(el);
    expect(CI.isShowing()).to.equal(true);
    expect(shownSrc()).to.equal(RED);
    holder.remove();
  });

  it('an image that fails to load hides it and restores the system cursor', async () => {
    const el = make({ src: BROKEN, width: '20', height: '20' });
    await settle(el);
    expect(CI.isShowing()).to.equal(true);
    await imageSettled(CI.getImage()!);
    await frame();
    expect(CI.isShowing()).to.equal(false);
    expect(el.showing).to.equal(false);
    expect(systemCursor()).to.equal('auto');
    expect(events(new Map([[el, 'A']]))).to.deep.equal(['A:show', 'A:hide:error']);
    // The same broken src is not retried by unrelated changes; a new src is tried.
    el.width = 24;
    await settle(el);
    expect(CI.isShowing()).to.equal(false);
    el.src = GREEN;
    await settle(el);
    expect(shownSrc()).to.equal(GREEN);
  });

  it('LIB_Mouse.CursorImage.hide() called directly is reported as an external hide', async () => {
    const el = make({ src: RED });
    await settle(el);
    CI.hide();
    expect(el.showing).to.equal(false);
    expect(events(new Map([[el, 'A']]))).to.deep.equal(['A:show', 'A:hide:external']);
  });

  it('a click lands on the element under the fake cursor', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    button.setAttribute(
      'style',
      'position: fixed; left: 200px; top: 200px; width: 80px; height: 40px; cursor: pointer',
    );
    let clicks = 0;
    button.addEventListener('click', () => clicks++);
    const el = make({ src: RED, width: '20', height: '20', 'hotspot-x': '2', 'hotspot-y': '2' });
    await settle(el);
    await moveTo(210, 210);
    await frame();
    expect(box().left).to.equal(208);
    expect(getComputedStyle(button).cursor).to.equal('none');
    await sendMouse({ type: 'click', position: [210, 210] });
    expect(clicks).to.equal(1);
    el.remove();
    expect(getComputedStyle(button).cursor).to.equal('pointer');
    button.remove();
  });
});

describe('<lib-fake-cursor> one at a time', () => {
  it('the most recently connected enabled element wins; when it goes, the previous one takes over', async () => {
    const a = make({ src: RED });
    await settle(a);
    const b = make({ src: GREEN });
    await settle(b);
    expect(shownSrc()).to.equal(GREEN);
    expect([a.showing, b.showing]).to.deep.equal([false, true]);
    const c = make({ src: BLUE, disabled: '' });
    await settle(c);
    expect(shownSrc(), 'a disabled element does not win').to.equal(GREEN);

    b.remove();
    expect(shownSrc()).to.equal(RED);
    expect(a.showing).to.equal(true);
    a.remove();
    expect(CI.isShowing()).to.equal(false);
    expect(systemCursor()).to.equal('auto');

    const names = new Map([
      [a, 'A'],
      [b, 'B'],
      [c, 'C'],
    ]);
    expect(events(names)).to.deep.equal([
      'A:show',
      'A:hide:superseded',
      'B:show',
      'B:hide:disconnected',
      'A:show',
      'A:hide:disconnected',
    ]);
  });

  it('the most recently changed enabled element wins', async () => {
    const a = make({ src: RED });
    const b = make({ src: GREEN });
    await settle(a, b);
    expect(shownSrc()).to.equal(GREEN);
    a.setAttribute('width', '40');
    await settle(a);
    expect(shownSrc()).to.equal(RED);
    expect(box().width).to.equal(40);

    // Disabling the winner hands over to the previous one; enabling it takes back.
    a.disabled = true;
    await settle(a);
    expect(shownSrc()).to.equal(GREEN);
    a.disabled = false;
    await settle(a);
    expect(shownSrc()).to.equal(RED);

    // A broken image hands over to the previous one too.
    a.src = BROKEN;
    await settle(a);
    await imageSettled(CI.getImage()!);
    // The handover follows the image's error event, which a loaded engine (Firefox) may tell after the test's own wait.
    await waitUntil(() => b.showing, 'the previous element takes over from the broken image', { timeout: 2000 });
    await frame();
    expect(shownSrc()).to.equal(GREEN);
    expect(b.showing).to.equal(true);
    expect(systemCursor()).to.equal('none');
  });

  it('removing an element that is not showing changes nothing', async () => {
    const a = make({ src: RED });
    const b = make({ src: GREEN });
    await settle(a, b);
    log = [];
    a.remove();
    expect(shownSrc()).to.equal(GREEN);
    expect(log).to.deep.equal([]);
    b.remove();
    expect(CI.isShowing()).to.equal(false);
  });
});

describe('<lib-fake-cursor> bad values', () => {
  it('fall back to the spec defaults with a warning, and never throw', async () => {
    const el = make({
      src: RED,
      width: 'wide',
      height: '-4',
      frames: '0',
      'frame-ms': 'soon',
      'hotspot-x': 'left',
      'hotspot-y': '',
    });
    await settle(el);
    expect(CI.isShowing()).to.equal(true);
    expect(log[0]!.detail).to.deep.equal({
      src: RED,
      width: 32,
      height: 32,
      frames: 1,
      frameMs: 100,
      hotspotX: 0,
      hotspotY: 0,
      hideNormalCursor: true,
    });
    expect([box().width, box().height]).to.deep.equal([32, 32]);
    for (const name of ['width', 'height', 'frames', 'frame-ms', 'hotspot-x']) {
      expect(
        warnings.messages.some((m) => m.startsWith('lib-sprites [bad-attribute] <lib-fake-cursor') && m.includes(name)),
        name,
      ).to.equal(true);
    }
    // Only the element warns: CursorImage gets clean values.
    expect(warnings.messages.filter((m) => m.includes('LIB_Mouse.CursorImage:'))).to.deep.equal([]);
  });

  it('non-integer frames and zero sizes set as properties fall back too', async () => {
    const el = make({ src: RED }, false);
    el.frames = 2.5;
    el.width = 0;
    el.frameMs = Number.NaN;
    document.body.appendChild(el);
    await settle(el);
    const detail = log[0]!.detail as FakeCursorShowDetail;
    expect([detail.frames, detail.width, detail.frameMs]).to.deep.equal([1, 32, 100]);
  });

  it('removing a numeric attribute goes back to its default silently', async () => {
    const el = make({ src: RED, width: '20' });
    await settle(el);
    el.removeAttribute('width');
    await settle(el);
    expect(box().width).to.equal(32);
    expect(warnings.messages).to.deep.equal([]);
  });
});

describe('<lib-fake-cursor> clean-up', () => {
  it('leaves no listener, timer or animation frame after removal', async () => {
    const tracker = trackResources();
    try {
      const a = make({ src: RED, width: '20', height: '20', frames: '3', 'frame-ms': '30' });
      const b = make({ src: GREEN });
      await settle(a, b);
      a.setAttribute('width', '22');
      await settle(a);
      await moveTo(40, 40);
      window.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse', clientX: 50, clientY: 50 }));
      expect(tracker.liveIntervals()).to.equal(1);
      expect(tracker.liveFrames()).to.be.at.least(1);
      const showing = tracker.liveListeners().map((r) => r.type);
      expect(showing).to.include.members(['pointerout', 'scroll', 'error']);

      a.remove();
      b.remove();
      expect(tracker.liveListeners().filter((r) => r.target !== a && r.target !== b)).to.deep.equal([]);
      expect(tracker.liveIntervals()).to.equal(0);
      expect(tracker.liveFrames()).to.equal(0);
      expect(tracker.counts().intervals).to.be.at.least(1);
    } finally {
      tracker.restore();
    }
  });
});
