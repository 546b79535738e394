import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { LibSpritesGroupElement } from '../index.js';
import { motion, runFrame } from '../playback/playback.js';
import {
  captureWarnings,
  cleanup,
  imagesReady,
  mount,
  part,
  settle,
  task,
  useFakeClock,
} from '../../../test/support/elements.js';
import { isFirefox, pixelAt } from '../../../test/support/page.js';

const HERO = new URL('../../../test/fixtures/hero.json', import.meta.url).href;
const ITEMS = new URL('../../../test/fixtures/items.json', import.meta.url).href;

/** Resolves once the group holds `count` sprites (its atlas applied). */
async function loaded(group: LibSpritesGroupElement, count: number): Promise<void> {
  for (let i = 0; i < 500 && group.querySelectorAll('lib-sprite').length !== count; i++)
    await new Promise((r) => setTimeout(r, 10));
  expect(group.querySelectorAll('lib-sprite')).to.have.length(count);
  await settle(group);
}

type Logged = [string, unknown];
function record(group: LibSpritesGroupElement): Logged[] {
  const log: Logged[] = [];
  group.addEventListener('lib-sprites-tag', (e) => log.push(['tag', e.detail.tag]));
  group.addEventListener('lib-sprite-change', (e) => log.push(['change', e.detail.pointer]));
  group.addEventListener('lib-sprites-loop', (e) => log.push(['loop', e.detail.loop]));
  group.addEventListener('lib-sprites-end', (e) => log.push(['end', e.detail.pointer]));
  return log;
}

describe('<lib-sprites-group atlas tag>', () => {
  const clock = useFakeClock(10_000);

  it('builds one <lib-sprite> per frame with its duration, sized to the frame, and plays the tag', async () => {
    const group = await mount(`<lib-sprites-group atlas="${HERO}" tag="walk"></lib-sprites-group>`);
    await loaded(group, 8);
    const sprites = [...group.querySelectorAll('lib-sprite')];
    expect(sprites.map((el) => el.getAttribute('duration'))).to.deep.equal([
      '100',
      '150',
      '100',
      '80',
      '80',
      '80',
      '120',
      '60',
    ]);
    expect(sprites[0]!.getAttribute('src')).to.equal(new URL('hero.png', HERO).href);
    expect([group.getAttribute('width'), group.getAttribute('height')]).to.deep.equal(['16', '16']);
    expect(group.tags.map((t) => t.name)).to.deep.equal(['walk', 'wave', 'spin']);
    expect(group.iterationDuration).to.equal(350);
    expect(group.totalDuration, 'walk repeats forever').to.equal(Infinity);
    group.play();
    const seen = [group.pointer];
    for (const ms of [100, 150, 100, 100]) {
      runFrame(clock.advance(ms));
      seen.push(group.pointer);
    }
    expect(seen).to.deep.equal([0, 1, 2, 0, 1]);
    group.pause();
  });

  it('frame order for each direction and repeat: wave (pingpong, 2 passes), spin (reverse, forever)', async () => {
    const group = await mount(`<lib-sprites-group atlas="${HERO}" tag="wave"></lib-sprites-group>`);
    await loaded(group, 8);
    const log = record(group);
    group.play();
    const finished = group.finished.then(() => 'finished');
    const seen = [group.pointer];
    for (let i = 0; i < 12; i++) {
      runFrame(clock.advance(80));
      if (group.pointer !== seen[seen.length - 1]) seen.push(group.pointer);
    }
    expect(seen).to.deep.equal([3, 4, 5, 4, 3]);
    expect(group.playing).to.equal(false);
    expect(await Promise.race([finished, task().then(() => 'pending')])).to.equal('finished');
    await settle(group);
    // Events once each, in order: the changes, the turn (one loop), the end.
    expect(log).to.deep.equal([
      ['change', 4],
      ['change', 5],
      ['loop', 1],
      ['change', 4],
      ['change', 3],
      ['end', 3],
    ]);

    group.playTag('spin');
    const again = group.finished.then(() => 'finished');
    expect(await Promise.race([again, task().then(() => 'pending')]), 'a new run, a new promise').to.equal('pending');
    const spin = [group.pointer];
    for (const ms of [60, 120, 60, 120]) {
      runFrame(clock.advance(ms));
      spin.push(group.pointer);
    }
    expect(spin).to.deep.equal([7, 6, 7, 6, 7]);
    group.pause();
    await settle(group);
    expect(log.filter(([name]) => name === 'tag')).to.deep.equal([['tag', 'spin']]);
  });

  it('direction and repeat attributes override the tag; loop makes it forever', async () => {
    const group = await mount(
      `<lib-sprites-group atlas="${HERO}" tag="walk" direction="alternate-reverse" repeat="2"></lib-sprites-group>`,
    );
    await loaded(group, 8);
    expect(group.direction).to.equal('alternate-reverse');
    expect(group.repeat).to.equal(2);
    expect(group.totalDuration).to.equal(100 + 150 + 100 + 150 + 100);
    group.setAttribute('direction', 'pingpong');
    expect(group.direction).to.equal('alternate');
    group.loop = true;
    await settle(group);
    expect(group.repeat).to.equal(Infinity);
  });

  it('playbackRate 2 halves every frame, -1 plays backwards, on the model clock', async () => {
    const group = await mount(`<lib-sprites-group atlas="${HERO}" tag="walk" playback-rate="2"></lib-sprites-group>`);
    await loaded(group, 8);
    expect(group.playbackRate).to.equal(2);
    group.play();
    runFrame(clock.advance(49));
    expect(group.pointer).to.equal(0);
    runFrame(clock.advance(1));
    expect(group.pointer).to.equal(1);
    runFrame(clock.advance(75));
    expect(group.pointer, '150 ms at double speed').to.equal(2);
    group.playbackRate = -1;
    expect(group.getAttribute('playback-rate')).to.equal('-1');
    // Reversed at 250 ms into the run (the start of frame 2), the run time now goes down.
    runFrame(clock.advance(100));
    expect(group.pointer, 'backwards from 2: at 150 ms, frame 1').to.equal(1);
    runFrame(clock.advance(149));
    expect(group.pointer, 'at 1 ms, frame 0').to.equal(0);
    runFrame(clock.advance(1));
    expect(group.pointer, 'walk repeats forever: at 0 ms it wraps to its end').to.equal(2);
    group.pause();
  });

  it('playing backwards from the start of a finite run starts from its end', async () => {
    const group = await mount(
      `<lib-sprites-group playback-rate="-1" src-type="TEXT"><lib-sprite src="A"></lib-sprite><lib-sprite src="B"></lib-sprite><lib-sprite src="C"></lib-sprite></lib-sprites-group>`,
    );
    const log = record(group);
    expect(group.pointer).to.equal(0);
    group.play();
    expect(group.pointer).to.equal(2);
    expect(group.currentTime).to.equal(group.totalDuration);
    for (let i = 0; i < 4; i++) runFrame(clock.advance(100));
    await settle(group);
    expect(log).to.deep.equal([
      ['change', 2],
      ['change', 1],
      ['change', 0],
      ['end', 0],
    ]);
    expect(group.playing).to.equal(false);
  });

  it('seeking lands on the right frame with its time already spent; changing tag switches at once, keeping the box', async () => {
    const group = await mount(
      `<lib-sprites-group atlas="${HERO}" tag="walk" width="64" height="64"></lib-sprites-group>`,
    );
    await loaded(group, 8);
    group.seek(180);
    expect(group.pointer).to.equal(1);
    expect(group.currentTime).to.equal(180);
    group.play();
    runFrame(clock.advance(69));
    expect(group.pointer).to.equal(1);
    runFrame(clock.advance(1));
    expect(group.pointer, '250 ms: frame 2').to.equal(2);
    group.currentTime = 0;
    expect(group.pointer).to.equal(0);
    // Scaled by the page's width / height: the 16 px frames fill 64 px.
    expect(group.controller.getSprite(0)!.width).to.equal(8 * 4);
    group.tag = 'spin';
    expect(group.pointer, 'spin plays backwards from its last frame').to.equal(7);
    await settle(group);
    expect([group.controller.spritesGroup.width, group.controller.spritesGroup.height]).to.deep.equal([64, 64]);
    group.pause();
  });

  it('a failed load warns once, fires lib-sprites-error and leaves the group as it was', async () => {
    const warnings = captureWarnings();
    try {
      const group = await mount(
        `<lib-sprites-group src-type="TEXT"><lib-sprite id="a" src="A"></lib-sprite></lib-sprites-group>`,
      );
      const errors: string[] = [];
      group.addEventListener('lib-sprites-error', (e) => errors.push(e.detail.reason));
      const missing = new URL('../../test/fixtures/missing.json', import.meta.url).href;
      group.atlas = missing;
      for (let i = 0; i < 300 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(errors).to.have.length(1);
      expect(errors[0]).to.contain('404');
      expect([...group.querySelectorAll('lib-sprite')].map((el) => el.id)).to.deep.equal(['a']);
      group.atlas = null;
      group.atlas = missing;
      for (let i = 0; i < 300 && errors.length === 1; i++) await new Promise((r) => setTimeout(r, 10));
      expect(errors).to.have.length(2);
      expect(warnings.messages.filter((m) => m.includes('missing.json'))).to.have.length(1);
      // Not an atlas at all.
      group.atlas = new URL('../../../package.json', import.meta.url).href;
      for (let i = 0; i < 300 && errors.length === 2; i++) await new Promise((r) => setTimeout(r, 10));
      expect(errors[2]).to.contain('frames');
      expect(group.querySelectorAll('lib-sprite')).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });
});

describe('playback rules on plain groups', () => {
  const clock = useFakeClock(10_000);

  it('disabled sprites are skipped, not shown blank for their duration', async () => {
    const group = await mount(
      `<lib-sprites-group src-type="TEXT" loop><lib-sprite src="A"></lib-sprite><lib-sprite src="B" disabled></lib-sprite><lib-sprite src="C"></lib-sprite></lib-sprites-group>`,
    );
    group.play();
    runFrame(clock.advance(100));
    expect(group.pointer).to.equal(2);
    runFrame(clock.advance(100));
    expect(group.pointer).to.equal(0);
    // Disabled while playing: passed over from then on; enabled again: shown again.
    group.controller.setDisabledSprite(group.controller.getSprite(2)!, true, true, false, false);
    runFrame(clock.advance(100));
    expect(group.pointer).to.equal(0);
    group.controller.setDisabledSprite(group.controller.getSprite(1)!, false, true, false, false);
    runFrame(clock.advance(100));
    expect(group.pointer).to.equal(1);
    group.pause();
  });

  it('pause() before the first render keeps autoplay from starting', async () => {
    const container = document.createElement('div');
    container.innerHTML = `<lib-sprites-group autoplay src-type="TEXT"><lib-sprite src="A"></lib-sprite><lib-sprite src="B"></lib-sprite></lib-sprites-group>`;
    const group = container.firstElementChild as LibSpritesGroupElement;
    group.pause();
    document.body.appendChild(container);
    await settle(group);
    expect(group.playing).to.equal(false);
    group.play();
    expect(group.playing).to.equal(true);
    group.pause();
    container.remove();
  });
});

describe('atlas frames on screen (pixel-exact, screenshot)', () => {
  afterEach(cleanup);

  /** A group at the top-left of the viewport, on black, scaled 10×, pixelated. */
  async function showAt(markup: string, count: number): Promise<LibSpritesGroupElement> {
    const group = await mount(markup);
    group.style.cssText =
      'position: fixed; left: 0; top: 0; background: #000; --lib-sprites-image-rendering: pixelated';
    await loaded(group, count);
    await imagesReady(group, String(group.controller.getSprite(0)!.src));
    await painted();
    return group;
  }

  /** Two animation frames: what was rendered has been painted (WebKit's screenshot can come before). */
  const painted = (): Promise<void> =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

  it('a trimmed Aseprite frame lands at its spriteSourceSize offset', async () => {
    const group = await showAt(`<lib-sprites-group atlas="${HERO}" width="160" height="160"></lib-sprites-group>`, 8);
    expect(part(group, '[part~=image]')).to.not.equal(null);
    // Frame 0: a 8x9 body of #e6194b at (2, 3) in the 16x16 frame, its white mark at (2, 3).
    expect(await pixelAt(25, 35)).to.deep.equal([255, 255, 255]);
    expect(await pixelAt(45, 55)).to.deep.equal([230, 25, 75]);
    expect(await pixelAt(95, 115)).to.deep.equal([230, 25, 75]);
    expect(await pixelAt(15, 35), 'left of the trimmed box').to.deep.equal([0, 0, 0]);
    expect(await pixelAt(105, 55), 'right of it').to.deep.equal([0, 0, 0]);
    expect(await pixelAt(45, 125), 'below it').to.deep.equal([0, 0, 0]);
  });

  it('a rotated TexturePacker frame is drawn upright', async () => {
    const group = await showAt(
      `<lib-sprites-group atlas="${ITEMS}" tag="sword" width="160" height="80"></lib-sprites-group>`,
      4,
    );
    expect(group.pointer).to.equal(1);
    await settle(group);
    await painted();
    // The sword: white mark at (2, 1), red (2..7, 1..6), blue (8..13, 1..6) in its 16x8 frame.
    expect(await pixelAt(25, 15)).to.deep.equal([255, 255, 255]);
    expect(await pixelAt(65, 45)).to.deep.equal([208, 0, 0]);
    expect(await pixelAt(105, 45)).to.deep.equal([0, 0, 208]);
    expect(await pixelAt(135, 65)).to.deep.equal([0, 0, 208]);
    expect(await pixelAt(15, 45)).to.deep.equal([0, 0, 0]);
    expect(await pixelAt(145, 45)).to.deep.equal([0, 0, 0]);
    expect(await pixelAt(65, 75)).to.deep.equal([0, 0, 0]);
  });
});

describe('reduced motion shows the poster', () => {
  // Puppeteer drives Firefox through WebDriver BiDi, which cannot emulate media features
  // (that needs CDP): there the check itself (motion.prefersReducedMotion) is stubbed.
  const realCheck = motion.prefersReducedMotion;
  async function reduce(on: boolean): Promise<void> {
    if (isFirefox) motion.prefersReducedMotion = on ? () => true : realCheck;
    else await emulateMedia({ reducedMotion: on ? 'reduce' : 'no-preference' });
  }
  afterEach(async () => {
    cleanup();
    await reduce(false);
  });

  it('an autoplay group under prefers-reduced-motion: reduce stays on its poster (an id or an index)', async () => {
    await reduce(true);
    if (!isFirefox) expect(matchMedia('(prefers-reduced-motion: reduce)').matches).to.equal(true);
    const group = await mount(
      `<lib-sprites-group autoplay poster="c" src-type="TEXT"><lib-sprite id="a" src="A"></lib-sprite><lib-sprite id="b" src="B"></lib-sprite><lib-sprite id="c" src="C"></lib-sprite></lib-sprites-group>`,
    );
    expect(group.playing).to.equal(false);
    expect(group.pointer).to.equal(2);
    await settle(group);
    expect(part(group, '[part=text]')!.textContent).to.equal('C');
    group.poster = 1;
    expect(group.pointer).to.equal(1);
  });

  it('without a poster the first sprite; ignore-reduced-motion plays', async () => {
    await reduce(true);
    const still = await mount(
      `<lib-sprites-group autoplay pointer="1" src-type="TEXT"><lib-sprite src="A"></lib-sprite><lib-sprite src="B"></lib-sprite></lib-sprites-group>`,
    );
    expect(still.pointer).to.equal(0);
    const plays = await mount(
      `<lib-sprites-group autoplay ignore-reduced-motion src-type="TEXT"><lib-sprite src="A"></lib-sprite></lib-sprites-group>`,
    );
    expect(plays.playing).to.equal(true);
    plays.pause();
  });
});
