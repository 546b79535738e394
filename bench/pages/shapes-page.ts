/**
 * The page bench/suites/shapes.bench.mjs drives (docs/benchmarks.md#suites): 500 playing groups whose
 * sprites are made of shapes, and the same drawing by hand in plain SVG.
 */
import { defineSpriteElements, trustListenerCounts, type LibSpritesGroupElement } from '../../src/elements/index.js';
import { afterNextPaint, handLoop, movesMade } from './page-support.js';

defineSpriteElements();
// No listener for the library's events is added before it loads: its counts are all there are (docs: where to listen).
trustListenerCounts();

const stage = document.getElementById('stage')!;
const FRAMES_PER_GROUP = 4;
const FRAME_MS = 100;

/** Frame f of every group: a circle, an outlined rectangle and a triangle, each a little different per frame. */
interface FrameShapes {
  circle: { left: number; top: number; radius: number; colour: string };
  rectangle: { left: number; top: number; width: number; height: number; colour: string };
  triangle: { left: number; top: number; x1: number; y1: number; x2: number; y2: number; colour: string };
}
const FRAMES: FrameShapes[] = Array.from({ length: FRAMES_PER_GROUP }, (_, f) => ({
  circle: { left: 10, top: 10, radius: 5 + f * 2, colour: `hsl(${f * 90} 80% 50%)` },
  rectangle: { left: 2 + f, top: 18, width: 12 + f * 2, height: 10, colour: `hsl(${f * 90 + 45} 80% 40%)` },
  triangle: { left: 20, top: 2 + f, x1: 10, y1: 4 + f * 2, x2: 0, y2: 14, colour: `hsl(${f * 90 + 180} 70% 45%)` },
}));

function groupMarkup(extra: string): string {
  let sprites = '';
  for (const { circle: c, rectangle: r, triangle: t } of FRAMES) {
    sprites +=
      `<lib-sprite>` +
      `<lib-sub-sprite src-type="CIRCLE" left="${c.left}" top="${c.top}" data-radius="${c.radius}" data-style="${c.colour}"></lib-sub-sprite>` +
      `<lib-sub-sprite src-type="RECTANGLE" left="${r.left}" top="${r.top}" width="${r.width}" height="${r.height}" data-stroke data-line-width="2" data-style="${r.colour}"></lib-sub-sprite>` +
      `<lib-sub-sprite src-type="TRIANGLE" left="${t.left}" top="${t.top}" data-x1="${t.x1}" data-y1="${t.y1}" data-x2="${t.x2}" data-y2="${t.y2}" data-style="${t.colour}"></lib-sub-sprite>` +
      `</lib-sprite>`;
  }
  return `<lib-sprites-group width="32" height="32" loop${extra}>${sprites}</lib-sprites-group>`;
}

/** The hand-written floor's path data per frame, computed once, as a page author would. */
const HAND = FRAMES.map(({ circle: c, rectangle: r, triangle: t }) => ({
  circle: {
    d: `M${c.left + c.radius} ${c.top}A${c.radius} ${c.radius} 0 1 1 ${c.left - c.radius} ${c.top}A${c.radius} ${c.radius} 0 1 1 ${c.left + c.radius} ${c.top}Z`,
    colour: c.colour,
  },
  rectangle: { d: `M${r.left} ${r.top}h${r.width}v${r.height}h${-r.width}z`, colour: r.colour },
  triangle: { d: `M${t.left} ${t.top}l${t.x1} ${t.y1}l${t.x2 - t.x1} ${t.y2 - t.y1}z`, colour: t.colour },
}));

/** A frame change by hand: the three paths' `d`, and `fill` or `stroke`, as the library writes them. */
function writeHand([circle, rectangle, triangle]: SVGPathElement[], hand: (typeof HAND)[number]): void {
  circle!.setAttribute('d', hand.circle.d);
  circle!.setAttribute('fill', hand.circle.colour);
  rectangle!.setAttribute('d', hand.rectangle.d);
  rectangle!.setAttribute('stroke', hand.rectangle.colour);
  triangle!.setAttribute('d', hand.triangle.d);
  triangle!.setAttribute('fill', hand.triangle.colour);
}

interface Result {
  total: number[];
  /** Frame changes per rendered frame, so both conditions can be checked to do the same work. */
  changes: number[];
}

/**
 * Main-thread time of each frame while an animation runs: from our first
 * requestAnimationFrame callback of the frame to a task posted from it, which
 * runs after style, layout, paint and commit.
 */
async function measure(
  frames: number,
  start: () => void,
  stop: () => void,
  changesSoFar: () => number,
): Promise<Result> {
  const total: number[] = [];
  const changes: number[] = [];
  let frameStart = 0;
  let recording = true;
  let lastChanges = 0;
  const first = (): void => {
    // Counted before the frame's clock starts: the library's count reads every model's pointer.
    const now = changesSoFar();
    changes.push(now - lastChanges);
    lastChanges = now;
    frameStart = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => total.push(performance.now() - frameStart);
    channel.port2.postMessage(null);
    if (recording) requestAnimationFrame(first);
  };
  requestAnimationFrame(first);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  start();
  const warmUp = 30;
  while (total.length < warmUp) await afterNextPaint();
  // Marks for bench/tools/shapes-trace.mjs: the measured frames in a trace.
  markMeasure('start');
  while (total.length < warmUp + frames) await afterNextPaint();
  markMeasure('end');
  recording = false;
  stop();
  stage.replaceChildren();
  return { total: total.slice(warmUp, warmUp + frames), changes: changes.slice(warmUp + 1, warmUp + frames + 1) };
}

/** 500 groups of shape sprites, playing at 10 fps with their phases spread. */
async function library(groups: number, frames: number): Promise<Result> {
  stage.replaceChildren();
  stage.innerHTML = groupMarkup('').repeat(groups);
  const all = [...stage.querySelectorAll('lib-sprites-group')] as LibSpritesGroupElement[];
  await Promise.all(all.map((g) => g.updateComplete));
  if (all.some((g) => g.shadowRoot!.querySelectorAll('path[part=shape]').length !== 3))
    throw new Error('not every group shows its three shapes');
  await afterNextPaint();
  return measure(
    frames,
    () =>
      all.forEach((g, i) => {
        g.play();
        g.controller.getCurrent()!.setTime(performance.now() - (FRAME_MS * i) / all.length);
      }),
    () => all.forEach((g) => g.pause()),
    () => movesMade(all, FRAMES_PER_GROUP),
  );
}

const SVG = 'http://www.w3.org/2000/svg';

/** The measured frames, for bench/tools/shapes-trace.mjs: a trace mark, and with `PROFILE` set a console profile. */
function markMeasure(at: 'start' | 'end'): void {
  performance.mark(`shapes-measure-${at}`);
  if (!(window as unknown as { PROFILE?: boolean }).PROFILE) return;
  if (at === 'start') console.profile('shapes');
  else console.profileEnd('shapes');
}

/** The floor: the same shapes and changes by hand, one inline svg of three paths per group, its own rAF loop. */
async function floor(groups: number, frames: number): Promise<Result> {
  stage.replaceChildren();
  const paths: SVGPathElement[][] = [];
  for (let i = 0; i < groups; i++) {
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('width', '32');
    svg.setAttribute('height', '32');
    const three = ['circle', 'rectangle', 'triangle'].map((name) => {
      const path = document.createElementNS(SVG, 'path');
      const shape = HAND[0]![name as 'circle'];
      path.setAttribute('d', shape.d);
      if (name === 'rectangle') {
        path.setAttribute('fill', 'none');
        path.setAttribute('stroke', shape.colour);
        path.setAttribute('stroke-width', '2');
      } else path.setAttribute('fill', shape.colour);
      svg.append(path);
      return path;
    });
    paths.push(three);
    stage.append(svg);
  }
  await afterNextPaint();
  let count = 0;
  const loop = handLoop(groups, FRAME_MS, FRAMES_PER_GROUP, (i, f) => {
    writeHand(paths[i]!, HAND[f]!);
    count++;
  });
  return measure(frames, loop.start, loop.stop, () => count);
}

/**
 * The least a group that draws in its shadow root and keeps the documented
 * event can cost, by hand: the floor's svgs in the boxes a group draws them in
 * (`boxed`: host, shadow root, stage, the svg as the sprite part) and, per
 * change, the floor's writes plus one `lib-sprite-change` event on the host,
 * counted by a listener on the stage as the library's are.
 */
async function shadowFloor(groups: number, frames: number): Promise<Result> {
  stage.replaceChildren();
  const paths: SVGPathElement[][] = [];
  const hosts: HTMLElement[] = [];
  for (let i = 0; i < groups; i++) {
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('width', '32');
    svg.setAttribute('height', '32');
    const three = ['a', 'b', 'c'].map(() => svg.appendChild(document.createElementNS(SVG, 'path')));
    writeHand(three, HAND[0]!);
    three[1]!.setAttribute('fill', 'none');
    three[1]!.setAttribute('stroke-width', '2');
    paths.push(three);
    hosts.push(boxed(svg));
  }
  stage.append(...hosts);
  let count = 0;
  const counter = (): void => void count++;
  stage.addEventListener('lib-sprite-change', counter);
  await afterNextPaint();
  const sprites = Array.from({ length: FRAMES_PER_GROUP }, (_, index) => ({ index }));
  const loop = handLoop(groups, FRAME_MS, FRAMES_PER_GROUP, (i, f) => {
    writeHand(paths[i]!, HAND[f]!);
    const detail = { pointer: f, pointerPrevious: (f + FRAMES_PER_GROUP - 1) % FRAMES_PER_GROUP, sprite: sprites[f] };
    hosts[i]!.dispatchEvent(new CustomEvent('lib-sprite-change', { detail, bubbles: true, composed: true }));
  });
  const result = await measure(frames, loop.start, loop.stop, () => count);
  stage.removeEventListener('lib-sprite-change', counter);
  return result;
}

(window as unknown as { shapesBench: object }).shapesBench = { library, floor, shadowFloor, ready: true };

/** Script time of one frame change of every group (model move, plan, Lit render), and of plan() alone, per group in µs. */
async function scriptPerChange(groups: number, rounds: number): Promise<{ change: number; plan: number }> {
  const { plan } = await import('../../src/render/plan.js');
  stage.replaceChildren();
  stage.innerHTML = groupMarkup('').repeat(groups);
  const all = [...stage.querySelectorAll('lib-sprites-group')] as LibSpritesGroupElement[];
  await Promise.all(all.map((g) => g.updateComplete));
  await afterNextPaint();
  let change = 0;
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (const g of all) g.next();
    await Promise.all(all.map((g) => g.updateComplete));
    change += performance.now() - start;
    await afterNextPaint();
  }
  const controllers = all.map((g) => g.controller);
  const start = performance.now();
  for (let r = 0; r < rounds; r++) for (const c of controllers) plan(c);
  const planned = performance.now() - start;
  stage.replaceChildren();
  return { change: (change / rounds / groups) * 1000, plan: (planned / rounds / groups) * 1000 };
}
(window as unknown as { shapesBench: Record<string, unknown> }).shapesBench['scriptPerChange'] = scriptPerChange;

/** Every group changes once per round, `rounds` times, each round painted: no playback, no catch-up. */
async function roundsOfChanges(
  kind: 'library' | 'floor' | 'empty' | 'boxed',
  groups: number,
  rounds: number,
): Promise<number> {
  stage.replaceChildren();
  if (kind !== 'floor' && kind !== 'boxed') {
    stage.innerHTML =
      kind === 'empty'
        ? `<lib-sprites-group width="32" height="32" loop>${'<lib-sprite></lib-sprite>'.repeat(4)}</lib-sprites-group>`.repeat(
            groups,
          )
        : groupMarkup('').repeat(groups);
    const all = [...stage.querySelectorAll('lib-sprites-group')] as LibSpritesGroupElement[];
    await Promise.all(all.map((g) => g.updateComplete));
    // Diagnosis (the tool's EXTRA_CSS env): a style sheet added to every group's shadow root.
    const extra = (window as unknown as { EXTRA_CSS?: string }).EXTRA_CSS;
    if (extra) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(extra);
      for (const g of all) g.shadowRoot!.adoptedStyleSheets = [...g.shadowRoot!.adoptedStyleSheets, sheet];
    }
    await afterNextPaint();
    markMeasure('start');
    const start = performance.now();
    for (let r = 0; r < rounds; r++) {
      for (const g of all) g.next();
      await Promise.all(all.map((g) => g.updateComplete));
      await afterNextPaint();
    }
    markMeasure('end');
    return performance.now() - start;
  }
  const paths: SVGPathElement[][] = [];
  for (let i = 0; i < groups; i++) {
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('width', '32');
    svg.setAttribute('height', '32');
    paths.push(['a', 'b', 'c'].map(() => svg.appendChild(document.createElementNS(SVG, 'path'))));
    if (kind === 'boxed') stage.append(boxed(svg));
    else stage.append(svg);
  }
  await afterNextPaint();
  markMeasure('start');
  const start = performance.now();
  for (let r = 0; r < rounds; r++) {
    const hand = HAND[(r + 1) % FRAMES_PER_GROUP]!;
    const pointer = ((window as unknown as { BOXED?: string }).BOXED ?? '').includes('pointer');
    for (const three of paths) {
      if (pointer)
        ((three[0]!.getRootNode() as ShadowRoot).host as HTMLElement).setAttribute('data-pointer', String(r));
      writeHand(three, hand);
    }
    await afterNextPaint();
  }
  markMeasure('end');
  return performance.now() - start;
}
(window as unknown as { shapesBench: Record<string, unknown> }).shapesBench['roundsOfChanges'] = roundsOfChanges;

/**
 * `boxed` (a diagnosis for bench/tools/shapes-trace.mjs and the rounds CPU row's note): the
 * floor's svg in the boxes a group draws it in (host, shadow root, stage; the svg the
 * sprite part, out of flow) with the group's shadow styles, so the cost of that
 * structure is told apart from the library's script. `window.BOXED` (comma list, from
 * the tool's BOXED env) varies it: `nested` (the earlier structure: a positioned host,
 * a positioned stage with z-index 0 and a positioned sprite box around the svg),
 * `in-flow` (the svg in flow, display block), `no-part`, `host=<css>`, `stage=<css>`,
 * `svg=<css>` (more declarations on those boxes). Found (thread CPU per 500 changes,
 * floor 10-11 ms): this structure 12.4-13.8; `nested` 17-19; the stage positioned
 * 14-15; the svg in flow 23-29 whatever its overflow or containment (the group's
 * inline-block host is laid out again with its line: a host `display: inline` made
 * it 11.7, but a group's host is an inline block); `contain: paint` on the stage 30;
 * `no-part` no difference.
 */
function boxed(svg: SVGSVGElement): HTMLElement {
  const host = document.createElement('span');
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = (
    customElements.get('lib-sprites-group') as unknown as { elementStyles: { styleSheet: CSSStyleSheet }[] }
  ).elementStyles.map((s) => s.styleSheet);
  // As the group's host (sprites-group.styles.ts).
  host.style.cssText = 'display: inline-block; vertical-align: top';
  const variant = ((window as unknown as { BOXED?: string }).BOXED ?? '').split(',');
  const stageBox = document.createElement('div');
  stageBox.setAttribute('part', 'stage');
  stageBox.style.cssText = 'width: 32px; height: 32px';
  for (const path of svg.children) path.setAttribute('part', 'shape');
  if (variant.includes('nested')) {
    host.style.cssText = 'display: inline-block; position: relative; vertical-align: top; contain: layout style';
    stageBox.className = 'stage';
    const sprite = document.createElement('div');
    sprite.className = 'sprite';
    sprite.setAttribute('part', 'sprite');
    sprite.style.cssText = 'left: 0px; top: 0px; width: 32px; height: 32px; z-index: 1';
    svg.setAttribute('class', 'shapes');
    sprite.append(svg);
    stageBox.append(sprite);
  } else {
    // As dom/shapes.ts stageShapesTemplate draws a group at no offset.
    stageBox.className = 'stage shapes-stage';
    svg.setAttribute('class', 'shapes stage-shapes');
    svg.setAttribute('part', 'sprite');
    stageBox.append(svg);
  }
  root.append(stageBox);
  if (variant.includes('in-flow')) svg.style.cssText = 'position: static; display: block';
  if (variant.includes('no-part')) for (const path of svg.children) path.removeAttribute('part');
  if (variant.includes('children')) {
    // Light DOM children as a group's sprites and sub-sprites (never slotted), each with a shadow root.
    for (let i = 0; i < 4; i++) {
      const sprite = host.appendChild(document.createElement('div'));
      const plain = variant.includes('plain');
      if (!plain) sprite.attachShadow({ mode: 'open' });
      for (let j = 0; j < 3; j++) {
        const sub = sprite.appendChild(document.createElement('div'));
        if (!plain) sub.attachShadow({ mode: 'open' });
      }
    }
  }
  if (variant.includes('custom')) {
    // The host a custom element (with no behaviour).
    if (!customElements.get('boxed-host')) customElements.define('boxed-host', class extends HTMLElement {});
    const custom = document.createElement('boxed-host');
    const customRoot = custom.attachShadow({ mode: 'open' });
    customRoot.adoptedStyleSheets = root.adoptedStyleSheets;
    customRoot.append(...root.childNodes);
    custom.style.cssText = host.style.cssText;
    custom.append(...host.childNodes);
    return custom;
  }
  for (const item of variant) {
    if (item.startsWith('host=')) host.style.cssText += item.slice(5);
    if (item.startsWith('stage=')) stageBox.style.cssText += item.slice(6);
    if (item.startsWith('svg=')) svg.style.cssText += item.slice(4);
  }
  return host;
}
