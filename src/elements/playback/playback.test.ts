import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { LibSpriteElement, LibSpritesGroupElement, SpriteChangeDetail, SpritesEndDetail } from '../index.js';
import { RECHECKS_PER_BATCH, RECHECK_MS, SETTLE_MS, motion, playbackState, runFrame } from './playback.js';
import { observing } from '../sync/observer-hub.js';
import {
  cleanup,
  fakeClock,
  fakeFrames,
  mount,
  part,
  settle,
  task,
  useFakeClock,
} from '../../../test/support/elements.js';
import { frame, isFirefox } from '../../../test/support/page.js';

const THREE = `<lib-sprite id="a" src="A"></lib-sprite><lib-sprite id="b" src="B" duration="250"></lib-sprite><lib-sprite id="c" src="C"></lib-sprite>`;

function listen(group: LibSpritesGroupElement): { changes: SpriteChangeDetail[]; ends: SpritesEndDetail[] } {
  const log = { changes: [] as SpriteChangeDetail[], ends: [] as SpritesEndDetail[] };
  group.addEventListener('lib-sprite-change', (e) => log.changes.push(e.detail));
  group.addEventListener('lib-sprites-end', (e) => log.ends.push(e.detail));
  return log;
}

describe('playback with a controlled clock', () => {
  const clock = useFakeClock(10_000);

  it('advances when the current sprite has lasted its duration: fps (default 10) or its own duration', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`);
    const log = listen(group);
    group.play();
    expect(group.playing).to.equal(true);
    runFrame(clock.advance(99));
    expect(group.pointer, '99 ms of a 100 ms frame').to.equal(0);
    runFrame(clock.advance(1));
    expect(group.pointer).to.equal(1);
    runFrame(clock.advance(249));
    expect(group.pointer, 'b has duration="250"').to.equal(1);
    runFrame(clock.advance(1));
    expect(group.pointer).to.equal(2);
    await settle(group);
    expect(part(group, '[part=text]')!.textContent).to.equal('C');
    expect(log.changes.map((d) => [d.pointerPrevious, d.pointer])).to.deep.equal([
      [0, 1],
      [1, 2],
    ]);
    expect(String(log.changes[1]!.sprite!.id)).to.equal('c');

    group.fps = 4;
    runFrame(clock.advance(249));
    expect(group.pointer).to.equal(2);
    expect(log.ends).to.have.length(0);
    runFrame(clock.advance(1));
    await settle(group);
    // Not looping: the last sprite stays, playback stops, and lib-sprites-end says where.
    expect(group.pointer).to.equal(2);
    expect(group.playing).to.equal(false);
    expect(log.ends).to.have.length(1);
    expect(log.ends[0]!.pointer).to.equal(2);
    expect(String(log.ends[0]!.sprite!.id)).to.equal('c');
    runFrame(clock.advance(10_000));
    await settle(group);
    expect(log.ends).to.have.length(1);
    expect(log.changes).to.have.length(2);

    // play() after the end starts over.
    group.play();
    expect(group.pointer).to.equal(0);
    group.pause();
  });

  it('loop wraps around and never ends', async () => {
    const group = await mount(`<lib-sprites-group loop fps="20" src-type="TEXT">${THREE}</lib-sprites-group>`);
    const log = listen(group);
    group.querySelector<LibSpriteElement>('#b')!.duration = null;
    group.play();
    const seen: number[] = [];
    for (let i = 0; i < 7; i++) {
      runFrame(clock.advance(50));
      seen.push(group.pointer);
    }
    expect(seen).to.deep.equal([1, 2, 0, 1, 2, 0, 1]);
    await settle(group);
    expect(log.ends).to.have.length(0);
    expect(log.changes).to.have.length(7);
    group.pause();
  });

  it('keeps the frame rate at any display rate: a frame starts when the previous one was due', async () => {
    const group = await mount(`<lib-sprites-group loop src-type="TEXT">${THREE}</lib-sprites-group>`);
    group.querySelector<LibSpriteElement>('#b')!.duration = null;
    const log = listen(group);
    group.play();
    const start = clock.now;
    // Two seconds of a display ticking every 16 ms: 100 ms frames end between its ticks.
    for (let tick = 1; tick <= 125; tick++) runFrame(clock.advance(16));
    await settle(group);
    expect(log.changes, '10 fps for 2 s').to.have.length(20);
    expect(group.controller.time).to.equal(start + 2000);

    // Far behind (a long task): the sprites it missed are skipped and it keeps its phase,
    // 450 ms at 100 ms a sprite is 4 sprites on, the fifth 50 ms in.
    const pointer = group.pointer;
    runFrame(clock.advance(450));
    expect(group.pointer).to.equal((pointer + 4) % 3);
    expect(group.controller.time).to.equal(clock.now - 50);
    expect(group.controller.getCurrent()!.time).to.equal(clock.now - 50);
    group.pause();
  });

  it('a shorter duration, a higher fps or an earlier time takes effect at the next frame', async () => {
    const group = await mount(`<lib-sprites-group loop src-type="TEXT">${THREE}</lib-sprites-group>`);
    group.play();
    runFrame(clock.advance(10));
    group.querySelector<LibSpriteElement>('#a')!.duration = 20;
    runFrame(clock.advance(10));
    expect(group.pointer, 'a lasts 20 ms now').to.equal(1);
    group.querySelector<LibSpriteElement>('#b')!.duration = null;
    group.controller.getCurrent()!.setTime(clock.now);
    runFrame(clock.advance(10));
    group.fps = 50;
    runFrame(clock.advance(10));
    expect(group.pointer, '50 fps: 20 ms a frame').to.equal(2);
    runFrame(clock.advance(5));
    // The field written directly, as the model allows.
    group.controller.getCurrent()!.time = clock.now - 1000;
    runFrame(clock.advance(1));
    // 1001 ms from c at 20 ms a sprite: 50 sprites on (c → b), 1 ms into b.
    expect(group.pointer).to.equal(1);
    expect(group.controller.getCurrent()!.time).to.equal(clock.now - 1);
    group.pause();
  });

  it('the model time drives it: setTime shifts the current frame', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`);
    group.play();
    const c = group.controller;
    runFrame(clock.advance(60));
    // The current sprite started 60 ms ago; saying it started 100 ms ago ends it now.
    c.setTime(clock.now - 100, true);
    runFrame(clock.now);
    expect(group.pointer).to.equal(1);
    // Pushing the start into the future holds the frame.
    c.getCurrent()!.setTime(clock.now + 1000);
    runFrame(clock.advance(1200));
    expect(group.pointer).to.equal(1);
    runFrame(clock.advance(50));
    expect(group.pointer).to.equal(2);
    group.pause();
  });

  it('pause stops advancing; play gives the current sprite its full duration again', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`);
    group.play();
    runFrame(clock.advance(90));
    group.pause();
    runFrame(clock.advance(500));
    expect(group.pointer).to.equal(0);
    group.play();
    runFrame(clock.advance(99));
    expect(group.pointer).to.equal(0);
    runFrame(clock.advance(1));
    expect(group.pointer).to.equal(1);
    group.pause();
  });

  it('lib-sprite-change fires for every pointer move, whatever caused it', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`);
    const log = listen(group);
    group.next(); // method
    group.setAttribute('pointer', '2'); // attribute
    group.pointer = 0; // property
    group.controller.setPointer(1); // controller
    group.querySelector<LibSpriteElement>('#b')!.remove(); // DOM removal re-clamps? b is at 1: the pointer stays 1 (now c)
    await settle(group);
    group.querySelector<LibSpriteElement>('#c')!.remove(); // pointer 1 is out of range: re-clamped to 0
    await settle(group);
    group.innerHTML = ''; // empty: -1
    await settle(group);
    group.innerHTML = '<lib-sprite></lib-sprite>'; // the first sprite: 0
    await settle(group);
    group.play();
    runFrame(clock.advance(100)); // playback end: no move
    await settle(group);
    expect(log.changes.map((d) => d.pointer)).to.deep.equal([1, 2, 0, 1, 0, -1, 0]);
    expect(log.changes.map((d) => d.pointerPrevious)).to.deep.equal([0, 1, 2, 0, 1, 0, -1]);
    expect(log.changes[5]!.sprite).to.equal(null);
    expect(log.ends).to.have.length(1);
  });

  it('events are typed CustomEvents that bubble and cross shadow roots', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`;
    const group = root.querySelector('lib-sprites-group')!;
    await settle(group);
    const outside: Event[] = [];
    const onDocument = (e: Event): void => void outside.push(e);
    document.addEventListener('lib-sprite-change', onDocument);
    // Made for a listener on the group; from there it reaches the document.
    group.addEventListener('lib-sprite-change', () => {});
    group.next();
    await settle(group);
    expect(outside).to.have.length(1);
    expect(outside[0]).to.be.instanceOf(CustomEvent);
    expect((outside[0] as CustomEvent<SpriteChangeDetail>).detail.pointer).to.equal(1);
    document.removeEventListener('lib-sprite-change', onDocument);
    host.remove();
  });
});

describe('autoplay and reduced motion', () => {
  const original = motion.prefersReducedMotion;
  afterEach(() => {
    motion.prefersReducedMotion = original;
    cleanup();
  });

  it('autoplay starts playing when connected', async () => {
    motion.prefersReducedMotion = () => false;
    const group = await mount(`<lib-sprites-group autoplay src-type="TEXT">${THREE}</lib-sprites-group>`);
    expect(group.playing).to.equal(true);
    expect(playbackState().players).to.equal(1);
    group.pause();
  });

  it('prefers-reduced-motion: reduce keeps autoplay off unless ignore-reduced-motion; play() still works', async () => {
    motion.prefersReducedMotion = () => true;
    const still = await mount(`<lib-sprites-group autoplay src-type="TEXT">${THREE}</lib-sprites-group>`);
    expect(still.playing).to.equal(false);
    expect(playbackState().players).to.equal(0);
    const optedIn = await mount(
      `<lib-sprites-group autoplay ignore-reduced-motion src-type="TEXT">${THREE}</lib-sprites-group>`,
    );
    expect(optedIn.playing).to.equal(true);
    still.play();
    expect(still.playing).to.equal(true);
    still.pause();
    optedIn.pause();
  });

  it('the check reads matchMedia("(prefers-reduced-motion: reduce)") (stubbed)', async () => {
    const realMatchMedia = window.matchMedia;
    const queries: string[] = [];
    window.matchMedia = ((query: string) => {
      queries.push(query);
      return { matches: query === '(prefers-reduced-motion: reduce)', media: query } as MediaQueryList;
    }) as typeof window.matchMedia;
    try {
      const group = await mount(`<lib-sprites-group autoplay src-type="TEXT">${THREE}</lib-sprites-group>`);
      expect(queries).to.include('(prefers-reduced-motion: reduce)');
      expect(group.playing).to.equal(false);
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('the real media feature, emulated by the browser', async function () {
    // Puppeteer drives Firefox through WebDriver BiDi, which has no media-feature
    // emulation (it needs CDP); the matchMedia test above covers Firefox.
    if (isFirefox) this.skip();
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(matchMedia('(prefers-reduced-motion: reduce)').matches).to.equal(true);
      const group = await mount(`<lib-sprites-group autoplay src-type="TEXT">${THREE}</lib-sprites-group>`);
      expect(group.playing).to.equal(false);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    const group = await mount(`<lib-sprites-group autoplay src-type="TEXT">${THREE}</lib-sprites-group>`);
    expect(group.playing).to.equal(true);
    group.pause();
  });
});

describe('the shared frame loop', () => {
  let frames: ReturnType<typeof fakeFrames>;
  beforeEach(() => {
    frames = fakeFrames();
  });
  afterEach(() => {
    cleanup();
    frames.restore();
  });

  it('one requestAnimationFrame per frame for all playing groups, none while none plays', async () => {
    const clock = fakeClock(0);
    try {
      const one = await mount(
        `<lib-sprites-group loop fps="1000" src-type="TEXT"><lib-sprite></lib-sprite><lib-sprite></lib-sprite></lib-sprites-group>`,
      );
      const two = await mount(
        `<lib-sprites-group loop fps="1000" src-type="TEXT"><lib-sprite></lib-sprite><lib-sprite></lib-sprite></lib-sprites-group>`,
      );
      expect(frames.requests, 'nothing plays: no frame requested').to.equal(0);
      expect(playbackState()).to.deep.equal({
        players: 0,
        queued: 0,
        frameRequested: false,
        observing: false,
        listening: false,
      });
      one.play();
      two.play();
      expect(frames.requests).to.equal(1);
      for (let i = 1; i <= 4; i++) {
        clock.advance(1);
        frames.runFrame();
        expect(frames.requests, `frame ${i}`).to.equal(i + 1);
        expect(frames.pending).to.equal(1);
        expect([one.pointer, two.pointer], 'both advanced in the one frame').to.deep.equal([i % 2, i % 2]);
      }
      one.pause();
      frames.runFrame();
      expect(two.pointer).to.equal(0);
      two.pause();
      expect(frames.pending).to.equal(0);
      expect(playbackState()).to.deep.equal({
        players: 0,
        queued: 0,
        frameRequested: false,
        observing: false,
        listening: false,
      });
      frames.runFrame();
      expect(frames.pending).to.equal(0);
    } finally {
      clock.restore();
    }
  });

  it('no frames while the page is hidden, frames again when it shows', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`);
    group.play();
    expect(frames.pending).to.equal(1);
    frames.setHidden(true);
    expect(frames.pending).to.equal(0);
    expect(playbackState().frameRequested).to.equal(false);
    frames.runFrame();
    expect(frames.pending).to.equal(0);
    frames.setHidden(false);
    expect(frames.pending).to.equal(1);
    group.pause();
  });

  it('watches an on-screen group again every RECHECK_MS or once a scroll pauses, an off-screen one all the time', async () => {
    const clock = fakeClock(1000);
    try {
      const group = await mount(`<lib-sprites-group src-type="TEXT" loop>${THREE}</lib-sprites-group>`);
      group.play();
      expect(frames.observed.has(group)).to.equal(true);
      frames.report(group, true);
      expect(frames.observed.has(group), 'on-screen: let go').to.equal(false);
      clock.advance(RECHECK_MS - 1);
      frames.runFrame();
      expect(frames.observed.has(group)).to.equal(false);
      clock.advance(1);
      frames.runFrame();
      expect(frames.observed.has(group), 'checked again').to.equal(true);

      frames.report(group, false);
      const pointer = group.pointer;
      clock.advance(2500);
      frames.runFrame();
      expect(group.pointer, 'off-screen: not ticked').to.equal(pointer);
      expect(frames.observed.has(group), 'off-screen: watched until it shows').to.equal(true);
      frames.report(group, true);
      expect(frames.observed.has(group)).to.equal(false);
      frames.runFrame();
      expect(group.pointer).to.not.equal(pointer);

      // A scroll anywhere: checked again once it pauses, however recent the last check.
      clock.advance(RECHECK_MS);
      frames.runFrame();
      frames.report(group, true);
      document.dispatchEvent(new Event('scroll'));
      frames.runFrame();
      expect(frames.observed.has(group), 'not while it may go on').to.equal(false);
      clock.advance(SETTLE_MS);
      frames.runFrame();
      expect(frames.observed.has(group)).to.equal(true);
      group.pause();
    } finally {
      clock.restore();
    }
  });

  /** `count` playing groups, each reported on-screen (so let go), and a way to read which are observed each frame. */
  async function onScreenGroups(
    count: number,
    clock: ReturnType<typeof fakeClock>,
  ): Promise<{
    groups: LibSpritesGroupElement[];
    /** Runs a frame `ms` after the last, then answers each group observed (on-screen), and gives how many were. */
    step(ms: number): number;
    seen: Map<Element, number>;
  }> {
    const first = await mount(`<lib-sprites-group src-type="TEXT" loop>${THREE}</lib-sprites-group>`.repeat(count));
    const groups = [...first.parentElement!.querySelectorAll('lib-sprites-group')];
    await Promise.all(groups.map((group) => group.updateComplete));
    for (const group of groups) group.play();
    for (const group of groups) frames.report(group, true);
    expect(groups.filter((group) => frames.observed.has(group))).to.have.length(0);
    const seen = new Map<Element, number>();
    return {
      groups,
      seen,
      step(ms) {
        clock.advance(ms);
        frames.runFrame();
        const checked = groups.filter((group) => frames.observed.has(group));
        for (const group of checked) {
          seen.set(group, (seen.get(group) ?? 0) + 1);
          frames.report(group, true);
        }
        return checked.length;
      },
    };
  }
  it('checks on-screen groups in batches of at most RECHECKS_PER_BATCH, one batch every RECHECK_MS, each once a pass', async () => {
    const clock = fakeClock(1000);
    try {
      const count = 2 * RECHECKS_PER_BATCH + 10;
      const { groups, step, seen } = await onScreenGroups(count, clock);
      // Three batches' time in frames of an eighth of RECHECK_MS (exact in binary): a batch every eighth frame.
      const counts: number[] = [];
      for (let t = 0; t < 24; t++) counts.push(step(RECHECK_MS / 8));
      const batch = (n: number): number[] => [0, 0, 0, 0, 0, 0, 0, n];
      expect(counts, 'full batches, then the rest, none between').to.deep.equal([
        ...batch(RECHECKS_PER_BATCH),
        ...batch(RECHECKS_PER_BATCH),
        ...batch(10),
      ]);
      expect(seen.size, 'every group checked in the pass').to.equal(count);
      expect(
        [...seen.values()].every((times) => times === 1),
        'each once',
      ).to.equal(true);
      // The next pass starts RECHECK_MS after the last batch, from the first group again.
      expect(step(RECHECK_MS)).to.equal(RECHECKS_PER_BATCH);
      for (const group of groups) group.pause();
    } finally {
      clock.restore();
    }
  });

  it('a pass checks a group started during it, and not one stopped during it', async () => {
    const clock = fakeClock(1000);
    try {
      const count = RECHECKS_PER_BATCH + 10;
      const { groups, step, seen } = await onScreenGroups(count, clock);
      expect(step(RECHECK_MS)).to.equal(RECHECKS_PER_BATCH);
      // Stopped before its batch: not checked; started mid-pass: checked in it (the pass walks the playing set, live).
      const stopped = groups.at(-1)!;
      stopped.pause();
      const late = await mount(`<lib-sprites-group src-type="TEXT" loop>${THREE}</lib-sprites-group>`);
      late.play();
      frames.report(late, true);
      expect(frames.observed.has(late), 'on-screen: let go').to.equal(false);
      clock.advance(RECHECK_MS);
      frames.runFrame();
      expect(frames.observed.has(late), 'the late group, in the same pass').to.equal(true);
      expect(frames.observed.has(stopped)).to.equal(false);
      expect(groups.filter((group) => frames.observed.has(group))).to.have.length(9);
      expect(seen.size).to.equal(RECHECKS_PER_BATCH);
      for (const group of [...groups, late]) group.pause();
    } finally {
      clock.restore();
    }
  });

  it('once a scroll pauses for SETTLE_MS, one batch a frame until each on-screen group is checked; none while it goes on', async () => {
    const clock = fakeClock(1000);
    try {
      const count = 2 * RECHECKS_PER_BATCH + 10;
      const { groups, step, seen } = await onScreenGroups(count, clock);
      // Frames of a quarter of SETTLE_MS (exact in binary).
      const frame = SETTLE_MS / 4;
      expect(step(frame), 'no batch yet').to.equal(0);
      // A scroll at every frame: no check while it goes on (for less than RECHECK_MS).
      const scrolling: number[] = [];
      for (let t = 0; t < 8; t++) {
        document.dispatchEvent(new Event('scroll'));
        scrolling.push(step(frame));
      }
      expect(scrolling).to.deep.equal([0, 0, 0, 0, 0, 0, 0, 0]);
      const counts = Array.from({ length: 8 }, () => step(frame));
      // The last scroll came a frame before these: SETTLE_MS after it, the third.
      expect(counts, 'paused: a batch a frame from SETTLE_MS on, never all in one frame, then none').to.deep.equal([
        0,
        0,
        RECHECKS_PER_BATCH,
        RECHECKS_PER_BATCH,
        10,
        0,
        0,
        0,
      ]);
      expect(seen.size).to.equal(count);
      expect([...seen.values()].every((times) => times === 1)).to.equal(true);

      // A scroll (a resize, the same) that pauses in the middle of a pass: that pass goes on, then a whole pass more.
      seen.clear();
      window.dispatchEvent(new Event('resize'));
      expect([step(frame), step(frame), step(frame), step(frame)]).to.deep.equal([0, 0, 0, RECHECKS_PER_BATCH]);
      document.dispatchEvent(new Event('scroll'));
      const rest = Array.from({ length: 8 }, () => step(frame));
      expect(rest).to.deep.equal([RECHECKS_PER_BATCH, 10, 0, RECHECKS_PER_BATCH, RECHECKS_PER_BATCH, 10, 0, 0]);
      expect(
        [...seen.values()].every((times) => times === 2),
        'each twice: once in each pass',
      ).to.equal(true);
      for (const group of groups) group.pause();
    } finally {
      clock.restore();
    }
  });

  it('no frames while every playing group is off-screen; an off-screen group is not ticked', async () => {
    const clock = fakeClock(0);
    try {
      const shown = await mount(`<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`);
      const away = await mount(`<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`);
      shown.play();
      away.play();
      expect([...frames.observed]).to.have.members([shown, away]);
      frames.report(away, false);
      clock.advance(100);
      frames.runFrame();
      expect([shown.pointer, away.pointer]).to.deep.equal([1, 0]);
      frames.report(shown, false);
      frames.runFrame();
      expect(frames.pending, 'all off-screen: no frame requested').to.equal(0);
      frames.report(away, true);
      expect(frames.pending).to.equal(1);
      frames.runFrame();
      expect(away.pointer).to.equal(1);
      shown.pause();
      expect(frames.observed.has(shown)).to.equal(false);
      away.pause();
    } finally {
      clock.restore();
    }
  });
});

/**
 * Real requestAnimationFrame and IntersectionObserver. Chromium gives a
 * background tab neither; when the runner shows this page in the background
 * (several files at once in one window), these tests check the real hidden
 * state instead: no frame is requested at all.
 */
describe('the shared frame loop in the real browser', () => {
  afterEach(cleanup);

  it('advances on real animation frames while the page is shown; requests none while it is hidden', async () => {
    const group = await mount(
      `<lib-sprites-group fps="60" loop src-type="TEXT"><lib-sprite></lib-sprite><lib-sprite></lib-sprite></lib-sprites-group>`,
    );
    const log = listen(group);
    group.play();
    if (document.hidden) {
      expect(playbackState().frameRequested).to.equal(false);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(log.changes).to.have.length(0);
    } else {
      for (let i = 0; i < 60 && log.changes.length < 2; i++) await frame();
      expect(log.changes.length).to.be.at.least(2);
    }
    group.pause();
  });

  it('a real IntersectionObserver stops frames for a group scrolled out of view (page shown)', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`);
    const container = group.parentElement!;
    container.style.cssText = 'position: absolute; left: 0; top: 20000px';
    group.play();
    if (document.hidden) {
      expect(playbackState().frameRequested).to.equal(false);
      group.pause();
      return;
    }
    const until = async (wanted: boolean): Promise<boolean> => {
      // A check of a lone group moved out without a scroll comes within RECHECK_MS (0.5 s): up to 4 s of frames.
      for (let i = 0; i < 240 && playbackState().frameRequested !== wanted; i++) await frame();
      return playbackState().frameRequested;
    };
    expect(await until(false)).to.equal(false);
    container.style.cssText = '';
    expect(await until(true)).to.equal(true);
    // Moved away without a scroll: the next recheck (every RECHECK_MS) finds it.
    container.style.cssText = 'position: absolute; left: 0; top: 20000px';
    expect(await until(false)).to.equal(false);
    group.pause();
  });
});

describe('clean-up after removal', () => {
  let frames: ReturnType<typeof fakeFrames>;
  beforeEach(() => {
    frames = fakeFrames();
  });
  afterEach(() => {
    cleanup();
    frames.restore();
  });

  it('a removed group stops every frame callback, observer and listener it started; nothing runs after', async () => {
    const clock = fakeClock(5000);
    try {
      const group = await mount(`<lib-sprites-group src-type="TEXT" loop>${THREE}</lib-sprites-group>`);
      const controller = group.controller;
      group.play();
      expect(playbackState()).to.deep.equal({
        players: 1,
        queued: 1,
        frameRequested: true,
        observing: true,
        listening: true,
      });
      // Playback is internal to the group: a tick shows as a move of the pointer.
      let ticks = 0;
      group.addEventListener('lib-sprite-change', () => ticks++);
      const container = group.parentElement!;
      group.remove();
      expect(playbackState()).to.deep.equal({
        players: 0,
        queued: 0,
        frameRequested: false,
        observing: false,
        listening: false,
      });
      expect(frames.pending).to.equal(0);
      expect(frames.observed.size).to.equal(0);
      clock.advance(1000);
      runFrame();
      frames.runFrame();
      await task();
      expect(ticks).to.equal(0);
      expect(controller.pointer).to.equal(0);

      // The MutationObserver is off: what only it sees (data-*) waits until the group is back.
      group.insertAdjacentHTML('beforeend', '<lib-sprite id="late"></lib-sprite>');
      group.querySelector<LibSpriteElement>('#a')!.setAttribute('data-x', '1');
      await task();
      await task();
      expect('x' in controller.getSpriteById('a')!.data).to.equal(false);
      expect(observing(), 'the shared MutationObserver no longer watches it').to.equal(0);

      container.append(group);
      await settle(group);
      expect(controller.getSprites()!).to.have.length(4);
      expect(controller.getSpriteById('a')!.data.x).to.equal('1');
      expect(group.playing, 'still wants to play, so it resumes').to.equal(true);
      expect(playbackState().players).to.equal(1);
      ticks = 0;
      // 1,200 ms since a started, 550 ms a loop of the four: two loops, and a's 100 ms.
      clock.advance(200);
      frames.runFrame();
      await task();
      expect(ticks).to.equal(1);
      expect(controller.pointer).to.equal(1);
      group.pause();
    } finally {
      clock.restore();
    }
  });
});
