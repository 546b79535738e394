// The demo's "scene from data" card: one SPRITES_GROUPS_OBJECT handed to a
// <lib-sprites-scene>'s controller, as a page written for CrossBrowdy's
// rendering engine builds its scene. Text that changes, a gradient from a
// `style` function, a hat turned by its `beforeDrawing` hook, a bitmap whose
// cells size themselves (`beforeDrawingElement`) and a map laid out cell after
// cell (`…DependsOn…`). A switch moves it between the DOM and canvas renderers;
// the scene plays by itself (`autoplay`). The card builds itself, so the page
// only loads this module. Public API only.
import '../src/index.js';
import type { LibSpritesSceneElement, SpritesGroupsInit } from '../src/index.js';

const WIDTH = 288;
const HEIGHT = 200;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
  data: Record<string, unknown>;
}

/** A warm band across the banner; where no 2D context is given, its middle colour. */
function sunset(object: Box, context?: CanvasRenderingContext2D | null): string | CanvasGradient {
  if (!context || typeof context.createLinearGradient !== 'function') return '#f08a24';
  // In the context's space, as CrossBrowdy's style functions: the banner's group sits at the scene's origin.
  const gradient = context.createLinearGradient(object.left, object.top, object.left + object.width, object.top);
  gradient.addColorStop(0, '#f9c74f');
  gradient.addColorStop(0.5, '#f08a24');
  gradient.addColorStop(1, '#c0392b');
  return gradient;
}

/** Turns the hat a little more at every draw: a full turn every four seconds. */
function turn(object: Box): Box {
  object.data['rotation'] = (performance.now() * 0.09) % 360;
  return object;
}

/** Each bitmap cell a little wider than the one before it, and each row taller than the one above. */
function sizeCell(
  this: Box,
  _object: Box,
  _context: unknown,
  _buffer: unknown,
  _useBuffer: unknown,
  _scene: unknown,
  _drawingMap: unknown,
  x: number,
  y: number,
): Box {
  this.width = 4 + x * 3;
  this.height = 6 + y * 4;
  return this;
}

const walkerFrames = Array.from({ length: 8 }, (_, frame) => ({ id: `cbd-walker-${frame}`, srcLeft: frame * 64 }));

export const sceneData: SpritesGroupsInit = {
  id: 'cbd-scene',
  data: { loop: true },
  spritesGroups: [
    {
      id: 'cbd-title',
      srcType: 'TEXT',
      left: 8,
      top: 4,
      zIndex: 3,
      data: { skipAfter: 2000, fontSize: '16px', fontFamily: 'monospace', fontWeight: 'bold', style: '#5b3fa0' },
      sprites: [
        { id: 'cbd-title-hello', src: 'Hello, lib-sprites!' },
        { id: 'cbd-title-data', src: 'One object, two renderers' },
      ],
    },
    {
      id: 'cbd-banner',
      srcType: 'RECTANGLE',
      zIndex: 1,
      sprites: [{ id: 'cbd-banner-band', left: 8, top: 30, width: 136, height: 24, data: { style: sunset } }],
    },
    {
      id: 'cbd-hat',
      src: 'demo/assets/hats.svg',
      srcWidth: 48,
      srcHeight: 32,
      left: 184,
      top: 28,
      width: 72,
      height: 48,
      zIndex: 2,
      data: { skipAfter: 1000, rotation: 0, rotationUseDegrees: true, beforeDrawing: turn },
      sprites: [
        { id: 'cbd-hat-top', srcLeft: 0 },
        { id: 'cbd-hat-cap', srcLeft: 48 },
      ],
    },
    {
      id: 'cbd-bars',
      srcType: 'BITMAP',
      left: 8,
      top: 64,
      width: 6,
      height: 6,
      data: { style: '#3a7bd5', stroke: true, beforeDrawingElement: sizeCell },
      // Every cell on, outlined: the outlines show each cell's own size.
      sprites: [{ id: 'cbd-bars-grid', src: Array.from({ length: 3 }, () => Array.from({ length: 8 }, () => true)) }],
    },
    // Shown only in the map's cells: a walker that keeps walking there, and two kinds of block.
    {
      id: 'cbd-walker',
      src: 'demo/assets/walker.svg',
      srcWidth: 64,
      srcHeight: 64,
      width: 32,
      height: 32,
      data: { onlyUseInMap: true, skipAfter: 100 },
      sprites: walkerFrames,
    },
    {
      id: 'cbd-post',
      srcType: 'RECTANGLE',
      width: 8,
      height: 32,
      data: { onlyUseInMap: true, style: '#8a5a2b' },
      sprites: [{ id: 'cbd-post-wood' }],
    },
    {
      id: 'cbd-grass',
      srcType: 'RECTANGLE',
      width: 40,
      height: 8,
      data: { onlyUseInMap: true, style: '#4a2' },
      sprites: [{ id: 'cbd-grass-turf' }],
    },
    {
      id: 'cbd-level',
      srcType: 'MAP',
      left: 8,
      top: 140,
      width: 272,
      height: 56,
      data: {
        elementsData: {
          // Each cell starts where the one before it in the row ends.
          w: { id: 'cbd-walker', width: 32, height: 32, leftDependsOnPreviousElement: true },
          // Posts grow wider along the row: a width function of the cell's column.
          p: {
            id: 'cbd-post',
            width: (_alias: unknown, _target: unknown, _entry: unknown, _map: unknown, _fallback: unknown, x: number) =>
              4 + 4 * x,
            height: 32,
            leftDependsOnPreviousElement: true,
          },
          // Turf under the row above, one piece after another.
          g: {
            id: 'cbd-grass',
            width: 40,
            height: 8,
            leftDependsOnPreviousElement: true,
            topDependsOnUpperElement: true,
          },
        },
      },
      sprites: [
        {
          id: 'cbd-level-row',
          src: [
            ['w', 'p', 'w', 'p', 'w', 'p', 'w'],
            ['g', 'g', 'g', 'g', 'g', 'g'],
          ],
        },
      ],
    },
  ],
};

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const code = (text: string): HTMLElement => element('code', {}, text);

function buildCard(): { card: HTMLElement; scene: LibSpritesSceneElement; renderer: HTMLSelectElement } {
  const renderer = element(
    'select',
    { id: 'crossbrowdy-renderer' },
    element('option', { value: 'dom' }, 'DOM'),
    element('option', { value: 'canvas' }, 'Canvas'),
  );
  const scene = element('lib-sprites-scene', {
    id: 'crossbrowdy-scene',
    width: String(WIDTH),
    height: String(HEIGHT),
    autoplay: '',
  });
  const card = element(
    'section',
    { class: 'card crossbrowdy-card', 'aria-labelledby': 'crossbrowdy-title' },
    element('h2', { id: 'crossbrowdy-title' }, 'A scene from data, CrossBrowdy style'),
    element(
      'p',
      {},
      "One SPRITES_GROUPS_OBJECT given to the scene's ",
      code('controller'),
      ", as a page written for CrossBrowdy's rendering engine builds its scene: text that changes, a gradient from a ",
      code('style'),
      ' function, a hat turned by its ',
      code('beforeDrawing'),
      ' hook, a bitmap whose cells size themselves (',
      code('beforeDrawingElement'),
      ') and a map laid out cell after cell. It plays by itself (',
      code('autoplay'),
      ').',
    ),
    element('form', { class: 'controls', id: 'crossbrowdy-controls' }, element('label', {}, 'Renderer ', renderer)),
    scene,
  );
  return { card, scene, renderer };
}

const { card, scene, renderer } = buildCard();
const main = document.querySelector('main') ?? document.body;
const after = main.querySelector('.scene-card');
if (after) after.after(card);
else main.append(card);

// The scene is a feature fetched when a page first has one: its controller exists once it is defined.
await customElements.whenDefined('lib-sprites-scene');
scene.controller.insertSpritesGroups(sceneData);
card.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
renderer.addEventListener('change', () => {
  scene.renderer = renderer.value === 'canvas' ? 'canvas' : 'dom';
});
