// Loads the demo (index.html) in a frame, as a visitor would, and checks that it
// is quiet in the console, animates, and that each control does what it says.
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { LibFakeCursor, LibSpritesGroupElement } from '../src/index.js';
import { openDemo } from './support/page.js';

/** Runs first in the demo's document: records every error and warning it produces. */
const CONSOLE_RECORDER = `<script>
  window.__demoProblems = [];
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = (...args) => { window.__demoProblems.push(level + ': ' + args.join(' ')); original.apply(console, args); };
  }
  addEventListener('error', (e) => window.__demoProblems.push('error: ' + (e.message || (e.target && (e.target.src || e.target.href)))), true);
  addEventListener('unhandledrejection', (e) => window.__demoProblems.push('unhandled rejection: ' + e.reason));
</script>`;

/** The frame's window: its own constructors (Event, HTMLImageElement) and the recorder's list. */
type DemoWindow = Window & typeof globalThis & { __demoProblems: string[] };

describe('the demo page', function () {
  this.timeout(30000);
  let frame: HTMLIFrameElement;
  let win: DemoWindow;
  let doc: Document;
  let dressed: LibSpritesGroupElement;

  const control = <T extends HTMLElement = HTMLInputElement>(id: string): T => doc.getElementById(id) as T;
  const settle = (): Promise<void> => new Promise((resolve) => win.requestAnimationFrame(() => setTimeout(resolve)));
  const setInput = async (id: string, value: string, type = 'input'): Promise<void> => {
    control(id).setAttribute('value', value);
    (control(id) as HTMLInputElement).value = value;
    control(id).dispatchEvent(new win.Event(type, { bubbles: true }));
    await settle();
  };
  const toggle = async (id: string): Promise<void> => {
    control(id).click();
    await settle();
  };
  const json = (): string => control('json').textContent ?? '';

  before(async () => {
    ({ frame, win, doc } = await openDemo<DemoWindow>(CONSOLE_RECORDER));
    await waitUntil(
      () => win.customElements.get('lib-sprites-group') && doc.getElementById('dressed'),
      'the demo defines its elements',
      { timeout: 10000 },
    );
    dressed = doc.getElementById('dressed') as LibSpritesGroupElement;
    await waitUntil(() => dressed.controller.getSprites()!.length === 8, 'the dress-up frames are built');
  });

  after(() => frame?.remove());

  it('animates the walk cycle by itself', async () => {
    const walker = doc.getElementById('walker') as LibSpritesGroupElement;
    const seen = new Set<number>([walker.pointer]);
    await waitUntil(() => seen.add(walker.pointer).size >= 3, 'the walker moves through frames', { timeout: 5000 });
    const image = walker.shadowRoot!.querySelector<HTMLElement>('[part~="image"]');
    expect(image, 'an image is shown').to.exist;
    const shown = image instanceof win.HTMLImageElement ? image.src : win.getComputedStyle(image!).backgroundImage;
    expect(shown).to.include('walker.svg');
  });

  it('plays the Aseprite hero; the tag picker and the speed slider drive it', async () => {
    const hero = doc.getElementById('hero') as LibSpritesGroupElement;
    await waitUntil(() => hero.querySelectorAll('lib-sprite').length === 8, 'the atlas is loaded', { timeout: 10000 });
    expect(hero.tags.map((tag) => tag.name)).to.deep.equal(['walk', 'wave', 'spin']);
    const tag = control<HTMLSelectElement>('hero-tag');
    tag.value = 'spin';
    tag.dispatchEvent(new win.Event('change', { bubbles: true }));
    await settle();
    expect(hero.tag).to.equal('spin');
    expect([6, 7]).to.include(hero.pointer);
    await setInput('hero-speed', '-0.5');
    expect(hero.playbackRate).to.equal(-0.5);
    expect(control('hero-speed-value').textContent).to.equal('-0.5×');
  });

  it('plays, pauses and steps with the playback buttons', async () => {
    await toggle('pause');
    expect(dressed.playing).to.equal(false);
    const paused = dressed.pointer;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(dressed.pointer, 'pause holds the frame').to.equal(paused);
    await toggle('next');
    expect(dressed.pointer).to.equal((paused + 1) % 8);
    await toggle('previous');
    expect(dressed.pointer).to.equal(paused);
    await toggle('play');
    expect(dressed.playing).to.equal(true);
    await waitUntil(() => dressed.pointer !== paused, 'play moves the frame again', { timeout: 3000 });
  });

  it('sets loop and fps', async () => {
    await toggle('loop');
    expect(dressed.loop).to.equal(false);
    await toggle('loop');
    expect(dressed.loop).to.equal(true);
    await setInput('fps', '20');
    expect(dressed.fps).to.equal(20);
    expect(control('fps-value').textContent).to.equal('20');
  });

  it("changes the group's src and size, and every frame without its own follows", async () => {
    const before = json();
    const colour = control<HTMLSelectElement>('colour');
    colour.value = 'demo/assets/walker-blue.svg';
    colour.dispatchEvent(new win.Event('change', { bubbles: true }));
    await settle();
    const frames = dressed.controller.getSprites()!;
    expect(frames.every((sprite) => sprite.src === 'demo/assets/walker-blue.svg')).to.equal(true);
    expect(frames[0]!.subSprites.find((sub) => sub.data.role === 'hat')!.src, 'the hat keeps its own').to.equal(
      'demo/assets/hats.svg',
    );
    await setInput('size', '96');
    expect(frames.every((sprite) => sprite.width === 96 && sprite.height === 96)).to.equal(true);
    await dressed.updateComplete;
    const box = dressed.shadowRoot!.querySelector('[part~="sprite"]')!.getBoundingClientRect();
    expect(Math.round(box.width)).to.equal(96);
    expect(json(), 'the JSON panel follows').not.to.equal(before);
    expect(json()).to.contain('walker-blue.svg');
  });

  it('disables and enables a sprite and the sub-sprites, and changes a z-index', async () => {
    await toggle('frame-enabled');
    expect(dressed.controller.getSprite(3)!.disabled).to.equal(true);
    expect(dressed.querySelectorAll('lib-sprite')[3]!.hasAttribute('disabled')).to.equal(true);
    await toggle('frame-enabled');
    expect(dressed.controller.getSprite(3)!.disabled).to.equal(false);

    const hats = () =>
      dressed.controller.getSprites()!.map((s) => s.subSprites.find((sub) => sub.data.role === 'hat')!);
    await toggle('hats-enabled');
    expect(hats().every((hat) => hat.disabled)).to.equal(true);
    await toggle('hats-enabled');
    expect(hats().every((hat) => !hat.disabled)).to.equal(true);

    await toggle('hat-front');
    expect(hats().every((hat) => hat.zIndex === 2)).to.equal(true);
    expect(dressed.controller.getSprite(0)!.subSpritesByZIndex[0]!.data.role).to.equal('hat');
    await toggle('hat-front');
    expect(hats().every((hat) => hat.zIndex === 4)).to.equal(true);
  });

  it('inserts and removes a sprite', async () => {
    const count = dressed.controller.getSprites()!.length;
    const before = json();
    await toggle('insert');
    expect(dressed.controller.getSprites()!.length).to.equal(count + 1);
    expect(dressed.querySelectorAll('lib-sprite').length).to.equal(count + 1);
    expect(json()).not.to.equal(before);
    expect(json()).to.contain('New #1');
    await toggle('remove');
    expect(dressed.controller.getSprites()!.length).to.equal(count);
    expect(dressed.querySelectorAll('lib-sprite').length).to.equal(count);
    expect(json()).not.to.contain('New #1');
  });

  it('turns the fake cursor off and on', async () => {
    const cursor = doc.getElementById('cursor') as LibFakeCursor;
    const fakeCursorShown = () => {
      const div = doc.getElementById('LIB_fakeCursorImageDiv');
      return !!div && win.getComputedStyle(div).display !== 'none' && win.getComputedStyle(div).visibility !== 'hidden';
    };
    await toggle('fake-cursor');
    expect(cursor.disabled).to.equal(true);
    await waitUntil(() => !fakeCursorShown(), 'the fake cursor hides');
    await toggle('fake-cursor');
    expect(cursor.disabled).to.equal(false);
  });

  it('logs no error or warning, and leaves a screenshot to look at', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The test server serves Lit's development build, which announces itself;
    // `npm start` serves the production build, where this line does not appear.
    const problems = win.__demoProblems.filter((line) => !line.includes('Lit is in dev mode'));
    expect(problems).to.deep.equal([]);
    const path = await executeServerCommand('save-screenshot', { name: 'demo' });
    expect(path).to.match(/test-results\/demo-\w+\.png$/);
  });
});
