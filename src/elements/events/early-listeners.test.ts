// Listeners the library could not count: added before it loaded, or on elements before they upgraded.
// Each case loads the library in a frame of its own, after its listeners, so the frame's copy starts
// counting late, as on a page whose inline script or framework ran first.
import { expect, waitUntil } from '@open-wc/testing';
import { defineSpriteElements, trustListenerCounts, type LibSpritesGroupElement } from '../index.js';
import { cleanup, settle, task, useFakeClock } from '../../../test/support/elements.js';
import { runFrame } from '../playback/playback.js';

const HERO = new URL('../../../test/fixtures/hero.json', import.meta.url).href;
const LIBRARY = new URL('/src/index.ts', location.href).href;
const LISTENERS = new URL('/src/elements/events/listeners.ts', location.href).href;
const NAMES = ['lib-sprites-tag', 'lib-sprite-change', 'lib-sprites-frame', 'lib-sprites-loop', 'lib-sprites-end'];
/** One run of the atlas's `wave` tag (3 frames, there and back once): every event once at least. */
const WAVE = `<lib-sprites-group atlas="${HERO}" tag="wave" autoplay ignore-reduced-motion></lib-sprites-group>`;

type FrameWindow = Window & typeof globalThis & { heard?: string[] };

/** A frame of the test page, visible (playback pauses off-screen), with `html` as its document. */
async function frameWith(html: string): Promise<{ win: FrameWindow; doc: Document; frame: HTMLIFrameElement }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 200px; height: 120px; position: fixed; top: 0; left: 0;';
  frame.srcdoc = html;
  const ready = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await ready;
  return { win: frame.contentWindow as FrameWindow, doc: frame.contentDocument!, frame };
}

const sorted = (heard: readonly string[] | undefined): string[] => [...new Set(heard)].sort();

describe('listeners added before the library loads or before their element upgrades', function () {
  this.timeout(20000);
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it("an inline script's listeners on the document and window, before a module script loads the library", async () => {
    const listen = NAMES.map(
      (name, i) =>
        `${i % 2 ? 'document' : 'window'}.addEventListener('${name}', () => heard.push('${name}')${name === 'lib-sprites-frame' && i % 2 === 0 ? ', true' : ''});`,
    ).join('\n');
    const made = await frameWith(
      `<script>window.heard = [];\n${listen}</script>${WAVE}<script type="module" src="${LIBRARY}"></script>`,
    );
    frame = made.frame;
    await waitUntil(() => sorted(made.win.heard).length === NAMES.length, 'every event reaches its listener', {
      timeout: 15000,
    });
    expect(sorted(made.win.heard)).to.deep.equal([...NAMES].sort());
  });

  it("a framework's listeners on a group and its scene made before the lazy import resolves", async () => {
    const made = await frameWith('<body></body>');
    frame = made.frame;
    const { doc, win } = made;
    const heard: string[] = [];
    const scene = doc.createElement('lib-sprites-scene');
    scene.innerHTML = WAVE;
    const group = scene.firstElementChild!;
    for (const name of NAMES)
      (name === 'lib-sprites-frame' ? scene : group).addEventListener(name, () => heard.push(name));
    doc.body.append(scene);
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = LIBRARY;
    doc.head.append(script);
    await waitUntil(() => win.customElements.get('lib-sprites-group'), 'the library loads in the frame', {
      timeout: 10000,
    });
    await waitUntil(() => sorted(heard).length === NAMES.length, 'every event reaches its listener', {
      timeout: 15000,
    });
    expect(sorted(heard)).to.deep.equal([...NAMES].sort());
  });

  it('an element made by createElement before the elements are defined, on a page that trusts the counts', async () => {
    const made = await frameWith('<body></body>');
    frame = made.frame;
    const { doc, win } = made;
    // The counting starts (the listeners' module alone), the page trusts it, and only then are the elements defined.
    const load = (src: string, text = ''): void => {
      const script = doc.createElement('script');
      script.type = 'module';
      if (src) script.src = src;
      else script.textContent = text;
      doc.head.append(script);
    };
    load('', `import { trustListenerCounts } from '${LISTENERS}'; trustListenerCounts(); window.counting = true;`);
    await waitUntil(() => (win as { counting?: boolean }).counting, 'the counting starts', { timeout: 10000 });
    const heard: string[] = [];
    const holder = doc.createElement('div');
    holder.innerHTML = WAVE;
    const group = holder.firstElementChild!;
    for (const name of NAMES)
      (name === 'lib-sprites-frame' ? doc : group).addEventListener(name, (e) => {
        if (name === 'lib-sprites-frame' || e.target === group) heard.push(name);
      });
    doc.body.append(holder);
    load(LIBRARY);
    await waitUntil(() => sorted(heard).length === NAMES.length, 'every event reaches its listener', {
      timeout: 15000,
    });
    expect(sorted(heard)).to.deep.equal([...NAMES].sort());
  });
});

describe('no event object is made for nobody (counts trusted)', () => {
  const clock = useFakeClock(10_000);
  afterEach(cleanup);

  /** Counts the library's events constructed (they are made as `CustomEvent`s) until `restore`. */
  function countMade(): { made: string[]; restore(): void } {
    const original = window.CustomEvent;
    const made: string[] = [];
    window.CustomEvent = class extends original<unknown> {
      constructor(type: string, init?: CustomEventInit) {
        super(type, init);
        if (type.startsWith('lib-sprite')) made.push(type);
      }
    } as typeof CustomEvent;
    return { made, restore: () => void (window.CustomEvent = original) };
  }

  async function playWave(): Promise<LibSpritesGroupElement> {
    defineSpriteElements();
    trustListenerCounts();
    const holder = document.createElement('div');
    holder.innerHTML = WAVE.replace(' autoplay', '');
    document.body.append(holder);
    const group = holder.firstElementChild as LibSpritesGroupElement;
    for (let i = 0; i < 500 && group.tags.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await settle(group);
    return group;
  }

  async function runWave(group: LibSpritesGroupElement): Promise<void> {
    // The same tag again starts no new one: leave it first.
    group.tag = null;
    await settle(group);
    group.playTag('wave');
    for (let i = 0; i < 12; i++) {
      runFrame(clock.advance(80));
      await task();
    }
  }

  it('a whole tag run with no listener makes none of the five; a listener on the window makes each', async () => {
    const group = await playWave();
    const counted = countMade();
    try {
      await runWave(group);
      expect(counted.made, 'nobody listens').to.deep.equal([]);
      const heard: string[] = [];
      const listener = (e: Event): void => void heard.push(e.type);
      for (const name of NAMES) window.addEventListener(name, listener, name === 'lib-sprites-frame');
      await runWave(group);
      for (const name of NAMES) window.removeEventListener(name, listener, name === 'lib-sprites-frame');
      expect(sorted(heard)).to.deep.equal([...NAMES].sort());
      expect(sorted(counted.made)).to.deep.equal([...NAMES].sort());
      counted.made.length = 0;
      await runWave(group);
      expect(counted.made, 'the listeners removed').to.deep.equal([]);
    } finally {
      counted.restore();
      group.parentElement!.remove();
    }
  });

  it('a listener inside a shadow root, on the slot a group is assigned to, hears it; a sibling branch does not', async () => {
    const group = await playWave();
    const holder = group.parentElement!;
    const root = holder.attachShadow({ mode: 'open' });
    root.innerHTML = '<div class="path"><slot></slot></div><div class="aside"></div>';
    const counted = countMade();
    const heard: string[] = [];
    const aside = (): void => void heard.push('aside');
    root.querySelector('.aside')!.addEventListener('lib-sprites-loop', aside);
    try {
      await runWave(group);
      expect(counted.made, 'a listener off the path').to.deep.equal([]);
      root.querySelector('.path')!.addEventListener('lib-sprites-loop', (e) => heard.push(`path:${e.type}`));
      await runWave(group);
      expect(heard).to.deep.equal(['path:lib-sprites-loop']);
    } finally {
      counted.restore();
      holder.remove();
    }
  });
});
