/**
 * The start-up measurements of bench/pages/scene-page.ts: a canvas scene filled
 * through its controller (`sceneStart`), and its two floors in turn: the same
 * data drawn by hand into a canvas (`sceneStartFloor`), and that drawing plus
 * the elements the library's contract makes, built by hand as plain elements
 * (`sceneStartDomFloor`) or as minimal custom elements (`sceneStartCeFloor`).
 */
import { pageClock } from './page-clock.js';
import type { SpritesObjectInit } from '../../src/model/index.js';
// The scene imported ahead, as a page that bundles it does: the bench times its work, not its fetch.
import '../../src/elements/scene/index.js';
import { afterNextPaint, collectGarbage, sheetFrame } from './page-support.js';
import { CE_GROUP_TAG, CE_SPRITE_TAG, defineCeFloorElements } from './ce-floor.js';

/** What the start-up runs take from the scene page. */
export interface StartPage {
  stage: HTMLElement;
  /** The sprite sheet's URL. */
  sheet: string;
  /** A box's side, CSS px. */
  size: number;
  spritesPerGroup: number;
  /** The scene's grid for `n` boxes. */
  grid(n: number): { perRow: number; rows: number };
  /** A canvas of the scene's size and layout at the device pixel ratio, in the stage. */
  canvas(n: number): { ratio: number; canvas: HTMLCanvasElement };
}

/** The three start-up runs on `page`, each giving its ms. */
export function startBench(
  page: StartPage,
): Record<
  'sceneStart' | 'sceneStartFloor' | 'sceneStartDomFloor' | 'sceneStartCeFloor',
  (n: number) => Promise<number>
> {
  const { stage, sheet, size: SIZE, spritesPerGroup: SPRITES_PER_GROUP } = page;
  const sceneGrid = page.grid;
  const floorCanvas = page.canvas;

  /** The groups of a start-up run as data: what the page hands the scene's controller, and what the floor draws from. */
  function startData(n: number): { perRow: number; rows: number; groups: SpritesObjectInit[] } {
    const { perRow, rows } = sceneGrid(n);
    const groups: SpritesObjectInit[] = [];
    for (let i = 0; i < n; i++) {
      const sprites = Array.from({ length: SPRITES_PER_GROUP }, (_, f) => ({ id: `f${f}`, ...sheetFrame(f) }));
      groups.push({
        id: `g${i}`,
        src: sheet,
        srcWidth: 16,
        srcHeight: 16,
        width: SIZE,
        height: SIZE,
        left: (i % perRow) * SIZE,
        top: Math.floor(i / perRow) * SIZE,
        sprites,
      });
    }
    return { perRow, rows, groups };
  }

  /**
   * ms from an empty canvas scene in the page to `n` groups inserted through its
   * controller (`insertSpritesGroup`, one call each) and painted: every group's
   * element made and rendered, the sheet loaded, the canvas drawn.
   */
  async function sceneStart(n: number): Promise<number> {
    stage.replaceChildren();
    const { perRow, rows, groups } = startData(n);
    const scene = document.createElement('lib-sprites-scene');
    scene.setAttribute('renderer', 'canvas');
    scene.setAttribute('width', String(perRow * SIZE));
    scene.setAttribute('height', String(rows * SIZE));
    stage.append(scene);
    await scene.updateComplete;
    collectGarbage();
    await afterNextPaint();
    const start = pageClock.realNow();
    const controller = scene.controller;
    for (const group of groups) controller.insertSpritesGroup(group);
    const elements = [...scene.querySelectorAll('lib-sprites-group')];
    await Promise.all(elements.map((g) => g.updateComplete));
    // Drawn once the sheet is in and nothing is left to paint (the renderer's own state, read by the bench).
    const renderer = (
      scene as unknown as {
        canvas: { renderer: { pending: boolean; painter: { images: { get(url: string, ratio: number): unknown } } } };
      }
    ).canvas.renderer;
    while (!renderer.painter.images.get(sheet, devicePixelRatio) || renderer.pending)
      await new Promise((resolve) => setTimeout(resolve, 0));
    await afterNextPaint();
    const elapsed = pageClock.realNow() - start;
    if (elements.length !== n) throw new Error(`${elements.length} groups, not ${n}`);
    stage.replaceChildren();
    return elapsed;
  }

  /** Draws each group's first frame of the start-up data into `canvas` by hand, once the sheet is decoded. */
  async function drawStartData(canvas: HTMLCanvasElement, ratio: number, groups: SpritesObjectInit[]): Promise<void> {
    const context = canvas.getContext('2d')!;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const image = new Image();
    image.src = groups[0]!.src as string;
    await image.decode();
    for (const group of groups) {
      const sprite = group.sprites![0]!;
      context.drawImage(
        image,
        sprite.srcLeft!,
        sprite.srcTop!,
        group.srcWidth!,
        group.srcHeight!,
        group.left!,
        group.top!,
        group.width!,
        group.height!,
      );
    }
  }

  /**
   * The floor of `sceneStart`: the same data drawn by hand into a canvas of the
   * same size and pixel ratio: the sheet loaded, each group's first frame drawn
   * at its place, painted.
   */
  async function sceneStartFloor(n: number): Promise<number> {
    stage.replaceChildren();
    const { groups } = startData(n);
    const { ratio, canvas } = floorCanvas(n);
    collectGarbage();
    await afterNextPaint();
    const start = pageClock.realNow();
    await drawStartData(canvas, ratio, groups);
    await afterNextPaint();
    const elapsed = pageClock.realNow() - start;
    stage.replaceChildren();
    return elapsed;
  }

  /** What a canvas scene's group element says: each field the start-up data give, then the values it writes for the rest. */
  const GROUP_FIELDS = [
    ['id', 'id'],
    ['src', 'src'],
    ['src-width', 'srcWidth'],
    ['src-height', 'srcHeight'],
    ['left', 'left'],
    ['top', 'top'],
    ['width', 'width'],
    ['height', 'height'],
  ] as const;
  const GROUP_DEFAULTS = [
    ['src-type', 'IMAGE'],
    ['src-left', '0'],
    ['src-top', '0'],
    ['z-index', '1'],
    ['pointer', '0'],
  ] as const;

  /**
   * The floor of `sceneStart` that builds what the library's contract builds:
   * once `insertSpritesGroup` returns, the group's element and its sprites'
   * elements exist. So, besides the canvas drawn as in `sceneStartFloor`, the
   * same elements made by hand: one plain element per group and per sprite
   * (tags no one defines, `x-group` / `x-sprite`), with the attributes the
   * library's elements carry (the group's every field and its pointer; a
   * sprite's id and the fields it does not take from its group), appended
   * under one host whose shadow root holds the canvas (unslotted, as a canvas
   * scene's groups are). Painted.
   */
  const sceneStartDomFloor = (n: number): Promise<number> => elementsFloor(n, 'x-group', 'x-sprite');

  /**
   * As `sceneStartDomFloor`, with the elements made as minimal custom elements
   * (bench/pages/ce-floor.ts: the library's observed attributes, empty attribute
   * callbacks; the group does nothing when connected, the canvas shows it):
   * what the platform charges any custom-elements library for them, each
   * element constructed, each attribute written calling back, each group
   * connected.
   */
  async function sceneStartCeFloor(n: number): Promise<number> {
    defineCeFloorElements();
    return elementsFloor(n, CE_GROUP_TAG, CE_SPRITE_TAG);
  }

  /** The canvas drawn by hand plus the elements made under `groupTag` / `spriteTag`, painted. */
  async function elementsFloor(n: number, groupTag: string, spriteTag: string): Promise<number> {
    stage.replaceChildren();
    const { groups } = startData(n);
    const { ratio, canvas } = floorCanvas(n);
    const host = document.createElement('div');
    stage.append(host);
    host.attachShadow({ mode: 'open' }).append(canvas);
    collectGarbage();
    await afterNextPaint();
    const start = pageClock.realNow();
    for (const group of groups) {
      const groupEl = document.createElement(groupTag);
      for (const [name, key] of GROUP_FIELDS) groupEl.setAttribute(name, String(group[key]));
      for (const [name, value] of GROUP_DEFAULTS) groupEl.setAttribute(name, value);
      for (const sprite of group.sprites!) {
        const spriteEl = document.createElement(spriteTag);
        spriteEl.setAttribute('id', String(sprite.id));
        if (sprite.srcLeft) spriteEl.setAttribute('src-left', String(sprite.srcLeft));
        if (sprite.srcTop) spriteEl.setAttribute('src-top', String(sprite.srcTop));
        groupEl.append(spriteEl);
      }
      host.append(groupEl);
    }
    await drawStartData(canvas, ratio, groups);
    await afterNextPaint();
    const elapsed = pageClock.realNow() - start;
    if (host.querySelectorAll(spriteTag).length !== n * SPRITES_PER_GROUP)
      throw new Error('not every element was made');
    stage.replaceChildren();
    return elapsed;
  }

  return { sceneStart, sceneStartFloor, sceneStartDomFloor, sceneStartCeFloor };
}
