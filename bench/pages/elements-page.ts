/**
 * The page bench/suites/elements.bench.mjs drives. Each measurement is a function on
 * `window.elementsBench`; the suite calls them through puppeteer.
 */
import { naturalSize, whenSized } from '../../src/render/dom/image-size.js';
import { defineSpriteElements, trustListenerCounts, type LibSpritesGroupElement } from '../../src/elements/index.js';
import { CE_GROUP_TAG, CE_SPRITE_TAG, defineCeFloorElements } from './ce-floor.js';
import {
  afterNextPaint,
  collectGarbage,
  handLoop,
  sheetBoxes,
  sheetSpritesMarkup,
  sheetUrl,
  profileMark,
  showSheetFrame,
} from './page-support.js';

defineSpriteElements();
// No listener for the library's events is added before it loads: its counts are all there are (docs: where to listen).
trustListenerCounts();

const stage = document.getElementById('stage')!;
const SPRITES_PER_GROUP = 8;

const sheet = await sheetUrl();

/** The page's markup: `groups` groups of 8 sprites, under the library's tag names unless others are given. */
function markup(groups: number, extra = '', groupTag = 'lib-sprites-group', spriteTag = 'lib-sprite'): string {
  const sprites = sheetSpritesMarkup(SPRITES_PER_GROUP, spriteTag, true);
  const group = `<${groupTag} src="${sheet}" src-width="16" src-height="16" width="32" height="32"${extra}>${sprites}</${groupTag}>`;
  return group.repeat(groups);
}

const groupsIn = (root: Element): LibSpritesGroupElement[] => [...root.querySelectorAll('lib-sprites-group')];

function clear(): void {
  stage.replaceChildren();
}

/** ms from setting the markup until every group has rendered and the frame is painted. */
async function parseAndRender(groups: number): Promise<number> {
  clear();
  collectGarbage();
  await afterNextPaint();
  const html = markup(groups);
  await profileMark('start');
  const start = performance.now();
  stage.innerHTML = html;
  const all = groupsIn(stage);
  await Promise.all(all.map((g) => g.updateComplete));
  // The sheet's size is learnt once per page (the warm-up run); after that the first render shows it.
  if (!naturalSize(sheet)) {
    await new Promise<void>((resolve) => whenSized(sheet, resolve));
    await Promise.all(all.map((g) => g.updateComplete));
  }
  await afterNextPaint();
  const elapsed = performance.now() - start;
  await profileMark('end');
  if (!all.every((g) => g.shadowRoot!.querySelector('[part~=image]')))
    throw new Error('not every group shows its image');
  if (all.length !== groups || all.some((g) => g.controller.getSprites()!.length !== SPRITES_PER_GROUP)) {
    throw new Error('not every group was built');
  }
  return elapsed;
}

/** The sheet's natural size, learnt once per page as the library learns it (its warm-up run). */
let sheetSize: { width: number; height: number } | null = null;

/**
 * What the library builds for a group, by hand: `host` shown as an inline
 * block with a shadow root holding one box, sized by the group's width and
 * height and showing its first sprite's frame (the source rectangle scaled
 * onto the box), read from the group's and that sprite's attributes.
 */
function showFirstFrame(host: HTMLElement, group: Element, natural: { width: number; height: number }): void {
  const number = (el: Element, name: string, fallback: number): number => {
    const value = Number(el.getAttribute(name));
    return el.hasAttribute(name) && Number.isFinite(value) ? value : fallback;
  };
  const width = number(group, 'width', 32);
  const height = number(group, 'height', 32);
  const srcWidth = number(group, 'src-width', 32);
  const srcHeight = number(group, 'src-height', 32);
  const sprite = group.firstElementChild!;
  const scaleX = width / srcWidth;
  const scaleY = height / srcHeight;
  host.style.setProperty('display', 'inline-block');
  host.style.setProperty('vertical-align', 'top');
  const box = document.createElement('div');
  const style = box.style;
  style.setProperty('width', `${width}px`);
  style.setProperty('height', `${height}px`);
  style.setProperty('background-image', `url("${group.getAttribute('src')}")`);
  style.setProperty('background-repeat', 'no-repeat');
  style.setProperty('background-size', `${natural.width * scaleX}px ${natural.height * scaleY}px`);
  style.setProperty(
    'background-position',
    `${-number(sprite, 'src-left', 0) * scaleX}px ${-number(sprite, 'src-top', 0) * scaleY}px`,
  );
  host.attachShadow({ mode: 'open' }).append(box);
}

/** The sheet's natural size, learnt once per page by the floors, outside their timing. */
async function learnSheetSize(): Promise<{ width: number; height: number }> {
  sheetSize ??= await new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.src = sheet;
  });
  return sheetSize!;
}

/**
 * The floor of `parseAndRender`: the same markup turned into the same boxes
 * by hand. The markup parsed inert (a template: nothing upgraded), and for each
 * group what the library builds for it: a host in the page with a shadow root
 * holding one box, sized by the group's width and height and showing its first
 * sprite's frame (the source rectangle scaled onto the box), read from the
 * group's and that sprite's attributes. Painted, as the library's.
 * It holds the same elements as the library's page: parsing the markup into
 * the template makes every group and sprite element, with its attributes
 * (plain elements there, never upgraded), so no second floor with the
 * elements made by hand is needed here, unlike the canvas scene's start.
 */
async function parseFloor(groups: number): Promise<number> {
  clear();
  collectGarbage();
  const natural = await learnSheetSize();
  await afterNextPaint();
  const start = performance.now();
  const template = document.createElement('template');
  template.innerHTML = markup(groups);
  const hosts: HTMLElement[] = [];
  for (const group of template.content.children) {
    const host = document.createElement('div');
    showFirstFrame(host, group, natural);
    hosts.push(host);
  }
  stage.append(...hosts);
  await afterNextPaint();
  const elapsed = performance.now() - start;
  if (stage.children.length !== groups) throw new Error('not every box was built');
  return elapsed;
}

defineCeFloorElements((group) => showFirstFrame(group, group, sheetSize!));

/**
 * The floor of `parseAndRender` with the platform's custom-element costs: the
 * same markup, under other tag names (bench/pages/ce-floor.ts), set as the stage's
 * `innerHTML` with those tags registered as minimal custom elements. The
 * browser upgrades every element, calls back once per observed attribute, and
 * connects each group, whose `connectedCallback` builds what `parseFloor`
 * builds for it (a shadow root with one box showing the first sprite's
 * frame, from the attributes). Painted. What the library spends above this
 * is its own: models, Lit, rendering.
 */
async function parseCeFloor(groups: number): Promise<number> {
  clear();
  collectGarbage();
  await learnSheetSize();
  await afterNextPaint();
  const html = markup(groups, '', CE_GROUP_TAG, CE_SPRITE_TAG);
  await profileMark('start');
  const start = performance.now();
  stage.innerHTML = html;
  await afterNextPaint();
  const elapsed = performance.now() - start;
  await profileMark('end');
  if (stage.children.length !== groups || !stage.firstElementChild?.shadowRoot?.firstElementChild)
    throw new Error('not every group was built');
  return elapsed;
}

/** How the 500 groups of `playingFrames` play. */
interface Scenario {
  /** Extra attributes on every group, e.g. ' fps="1000"'. */
  attributes: string;
  /** Spread the groups' frame phases evenly (through the model's setTime), as groups started at different times would be. */
  stagger: boolean;
  /** False: the groups are on the page but do not play (the frame cost of the page itself). */
  play?: boolean;
}

/** Main-thread time of each frame while `groups` groups play (see `measure`). */
async function playingFrames(
  groups: number,
  frames: number,
  scenario: Scenario,
): Promise<{ total: number[]; script: number[] }> {
  await setUpPlaying(groups, scenario);
  return measureFrames(frames, scenario);
}

/**
 * The floor for `playingFrames` with phases spread: the same boxes, sheet and
 * frame changes with no library at all. One plain div per group, its own
 * requestAnimationFrame loop, and one background-position write per change.
 */
async function bareFrames(groups: number, frames: number): Promise<{ total: number[]; script: number[] }> {
  clear();
  const boxes = sheetBoxes(groups, sheet, 32);
  stage.append(...boxes);
  await afterNextPaint();
  const loop = handLoop(groups, 100, SPRITES_PER_GROUP, (i, frame) => showSheetFrame(boxes[i]!, frame, 32));
  return measure(frames, loop.start, loop.stop);
}

let playing: LibSpritesGroupElement[] = [];

async function setUpPlaying(groups: number, scenario: Scenario): Promise<void> {
  clear();
  stage.innerHTML = markup(groups, ` loop${scenario.attributes}`);
  playing = groupsIn(stage);
  await Promise.all(playing.map((g) => g.updateComplete));
  await afterNextPaint();
}

async function measureFrames(frames: number, scenario: Scenario): Promise<{ total: number[]; script: number[] }> {
  const all = playing;
  const result = await measure(
    frames,
    () =>
      all.forEach((g, i) => {
        if (scenario.play === false) return;
        g.play();
        if (scenario.stagger) {
          const duration = 1000 / g.fps;
          g.controller.getCurrent()!.setTime(performance.now() - (duration * i) / all.length);
        }
      }),
    () => {
      for (const g of all) g.pause();
    },
  );
  const moved = all.every((g) => g.pointer !== 0 || g.controller.pointerPrevious !== -1);
  if (!moved && scenario.play !== false) throw new Error('groups did not play');
  return result;
}

/**
 * Main-thread time of each frame while an animation runs: from the first
 * requestAnimationFrame callback of the frame to a task posted from it (which
 * runs after style, layout, paint and commit); and the script part alone (the
 * animation's frame callback and the renders it causes, up to a callback
 * queued after it). `start` is called between our two callbacks, so each
 * frame runs: first (ours), the animation's, last (ours).
 */
async function measure(
  frames: number,
  start: () => void,
  stop: () => void,
): Promise<{ total: number[]; script: number[] }> {
  const total: number[] = [];
  const script: number[] = [];
  let frameStart = 0;
  let recording = true;
  // Registered before play(), so each frame runs: first (ours), the shared loop, last (ours).
  const first = (): void => {
    frameStart = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => total.push(performance.now() - frameStart);
    channel.port2.postMessage(null);
    if (recording) requestAnimationFrame(first);
  };
  requestAnimationFrame(first);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  start();
  const last = (): void => {
    script.push(performance.now() - frameStart);
    if (recording) requestAnimationFrame(last);
  };
  requestAnimationFrame(last);
  const warmUp = 30;
  while (total.length < warmUp + frames) await afterNextPaint();
  recording = false;
  stop();
  clear();
  return { total: total.slice(warmUp, warmUp + frames), script: script.slice(warmUp, warmUp + frames) };
}

/** JS heap bytes per group: gc, heap, build and render `groups` groups, gc, heap again. */
async function heapPerGroup(groups: number): Promise<number> {
  clear();
  await afterNextPaint();
  collectGarbage();
  // Each read of performance.memory is a new snapshot: never keep the object.
  const heap = (): number => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
  const before = heap();
  stage.innerHTML = markup(groups);
  const all = groupsIn(stage);
  await Promise.all(all.map((g) => g.updateComplete));
  await afterNextPaint();
  collectGarbage();
  const after = heap();
  const perGroup = (after - before) / groups;
  clear();
  return perGroup;
}

(window as unknown as { elementsBench: object }).elementsBench = {
  parseAndRender,
  parseFloor,
  parseCeFloor,
  playingFrames,
  bareFrames,
  setUpPlaying,
  measureFrames,
  heapPerGroup,
  ready: true,
};
