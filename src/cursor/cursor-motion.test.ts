/**
 * `follow` easing, and where the fake cursor keeps the system one: touch-only
 * devices, forced colours, `native-when`; reduced motion shows a still first
 * frame. Media the runner can emulate are emulated (Chromium); the others,
 * and every one in Firefox (no emulation through WebDriver BiDi), are stubbed
 * through matchMedia, with live `change` events.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, resetMouse } from '@web/test-runner-commands';
import { DIV_ID, cursorImageInternals } from './cursor-image.js';
import { LIB_Mouse, type FakeCursorHideDetail, type LibFakeCursor } from './index.js';
import {
  captureIntervals,
  captureWarnings,
  drawStrip,
  imageSettled,
  moveTo,
  stubMedia,
  waitForVisiblePage,
} from '../../test/support/cursor.js';
import { frame, isFirefox } from '../../test/support/page.js';

waitForVisiblePage();

const CI = LIB_Mouse.CursorImage;
const SHEET = drawStrip(['red', 'lime', 'blue'], 20);
const box = (): DOMRect => CI.get()!.getBoundingClientRect();
const systemCursor = (): string => getComputedStyle(document.body).cursor;

const made: LibFakeCursor[] = [];
let hides: string[] = [];
let warnings: ReturnType<typeof captureWarnings>;

async function make(attributes: Record<string, string>): Promise<LibFakeCursor> {
  const el = document.createElement('lib-fake-cursor');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.addEventListener('lib-cursor-hide', (e) => hides.push((e.detail as FakeCursorHideDetail).reason));
  made.push(el);
  document.body.appendChild(el);
  await el.updateComplete;
  return el;
}

beforeEach(() => {
  hides = [];
  warnings = captureWarnings();
});

afterEach(async () => {
  for (const el of made.splice(0)) el.remove();
  CI.hide(true);
  warnings.restore();
  await resetMouse();
});

describe('where the fake cursor does not belong', () => {
  // First in the file: no cursor box exists yet, and none may be made.
  it('a touch-only device (coarse pointer, no fine one) keeps the system cursor and makes no box; a mouse plugged in brings the fake one', async () => {
    const media = stubMedia({ '(any-pointer: coarse)': true, '(any-pointer: fine)': false });
    try {
      const el = await make({ src: SHEET, width: '20', height: '20' });
      expect(el.showing).to.equal(false);
      expect(CI.isShowing()).to.equal(false);
      expect(LIB_Mouse.isHidden()).to.equal(false);
      expect(document.getElementById(DIV_ID), 'no cursor box was created').to.equal(null);
      await moveTo(50, 60);
      expect(systemCursor()).to.not.equal('none');

      media.set('(any-pointer: fine)', true);
      expect(el.showing, 'live: a fine pointer appeared').to.equal(true);
      expect(systemCursor()).to.equal('none');
      media.set('(any-pointer: fine)', false);
      expect(el.showing).to.equal(false);
      expect(hides).to.deep.equal(['native']);
      expect(systemCursor()).to.not.equal('none');
    } finally {
      media.restore();
    }
  });

  it('forced colours keep the system cursor, live', async () => {
    // The runner's forcedColors emulation does not reach matchMedia here: stubbed in both engines.
    const media = stubMedia({ '(forced-colors: active)': true });
    try {
      const el = await make({ src: SHEET });
      expect(el.showing).to.equal(false);
      expect(LIB_Mouse.isHidden()).to.equal(false);
      media.set('(forced-colors: active)', false);
      expect(el.showing, 'forced colours turned off').to.equal(true);
      media.set('(forced-colors: active)', true);
      expect(el.showing).to.equal(false);
      expect(hides).to.deep.equal(['native']);
      expect(LIB_Mouse.isHidden()).to.equal(false);
    } finally {
      media.restore();
    }
  });

  it('native-when: the page opts out with its own media query, live', async () => {
    const media = stubMedia({ '(max-width: 600px)': true });
    try {
      const el = await make({ src: SHEET, 'native-when': '(max-width: 600px)' });
      expect(el.showing).to.equal(false);
      media.set('(max-width: 600px)', false);
      expect(el.showing).to.equal(true);
      media.set('(max-width: 600px)', true);
      expect(el.showing).to.equal(false);
      expect(hides).to.deep.equal(['native']);
      el.nativeWhen = '(max-width: 1px)';
      await el.updateComplete;
      expect(el.showing, 'a query that does not match').to.equal(true);
      el.removeAttribute('native-when');
      await el.updateComplete;
      expect(el.showing).to.equal(true);
    } finally {
      media.restore();
    }
  });

  it('prefers-reduced-motion: the first frame, still, and no easing; animation comes back live', async () => {
    const media = isFirefox ? stubMedia({ '(prefers-reduced-motion: reduce)': true }) : null;
    if (!media) await emulateMedia({ reducedMotion: 'reduce' });
    const intervals = captureIntervals();
    try {
      expect(matchMedia('(prefers-reduced-motion: reduce)').matches).to.equal(true);
      const el = await make({ src: SHEET, width: '20', height: '20', frames: '3', 'frame-ms': '30', follow: '0.2' });
      expect(el.showing, 'the fake cursor shows').to.equal(true);
      expect(LIB_Mouse.isHidden()).to.equal(true);
      expect(intervals.ticks, 'no frame timer').to.have.length(0);
      expect(CI.getImage()!.style.transform).to.equal('translateX(0px)');
      await moveTo(100, 100);
      await frame();
      await moveTo(300, 200);
      await frame();
      expect([box().left, box().top], 'no easing: at the pointer at once').to.deep.equal([300, 200]);

      if (media) media.set('(prefers-reduced-motion: reduce)', false);
      else await emulateMedia({ reducedMotion: 'no-preference' });
      await frame();
      expect(intervals.ticks, 'the frames play again').to.have.length(1);
      intervals.ticks[0]!.handler();
      expect(CI.getImage()!.style.transform).to.equal('translateX(-20px)');
    } finally {
      intervals.restore();
      media?.restore();
      if (!media) await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});

describe('follow', () => {
  it('eases toward the pointer in the shared frame loop and stops asking for frames once arrived', async () => {
    const el = await make({ src: SHEET, width: '20', height: '20', follow: '0.2' });
    await imageSettled(CI.getImage()!);
    const internals = cursorImageInternals(CI);
    await moveTo(100, 100);
    for (let i = 0; i < 60 && box().left !== 100; i++) await frame();
    expect(box().left).to.equal(100);

    await moveTo(300, 100);
    // 200 px at 0.2 of the way per 60th of a second: within half a pixel after
    // ceil(ln(0.5 / 200) / ln(0.8)) = 27 frames at 60 Hz (fewer if frames are slower).
    const expected = Math.ceil(Math.log(0.5 / 200) / Math.log(0.8));
    const seen: number[] = [];
    let count = 0;
    while (box().left !== 300 && count < expected + 10) {
      await frame();
      count++;
      seen.push(box().left);
    }
    expect(box().left).to.equal(300);
    expect(count, `frames to arrive (${seen.map(Math.round).join(' ')})`).to.be.within(2, expected + 3);
    expect(seen[0], 'the first frame moves only part of the way').to.be.within(101, 299);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).to.be.at.least(seen[i - 1]!);
    await frame();
    expect(internals.isFrameRequested(), 'no frame asked for after arriving').to.equal(false);
    expect(el.showing).to.equal(true);
  });

  it('absent or 1 follows at once (the spec); a bad value warns and follows at once', async () => {
    const el = await make({ src: SHEET, width: '20', height: '20' });
    await moveTo(100, 100);
    await frame();
    await moveTo(300, 140);
    await frame();
    expect([box().left, box().top]).to.deep.equal([300, 140]);
    el.setAttribute('follow', '7');
    await el.updateComplete;
    await moveTo(120, 100);
    await frame();
    expect(box().left).to.equal(120);
    expect(
      warnings.messages.some(
        (m) => m.startsWith('lib-sprites [bad-attribute] <lib-fake-cursor') && m.includes('follow'),
      ),
    ).to.equal(true);
  });
});
