/**
 * A MAP cell's hooks as CrossBrowdy's tower defense game uses them, in both
 * renderers of a scene: a hook that inserts a sprite into the map at every
 * draw (drawn from the next frame on, never looping), the cell's place and
 * size given to the sprite it shows before its hooks run, the size they
 * leave drawn as is, and a context to draw state on in either renderer.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { SpriteObject, SpritesObjectInit } from '../../model/index.js';
import type { LibSpritesSceneElement } from '../index.js';
import { captureWarnings, cleanup, drawn, mountScene, task } from '../../../test/support/elements.js';
import { frame } from '../../../test/support/page.js';

const RENDERERS = ['canvas', 'dom'] as const;

/** The tile group a map's cells show: a 20 × 20 sprite (its own size), a red 20 × 20 sub-sprite at its top-left. */
const tiles = (data: Record<string, unknown> = {}): SpritesObjectInit =>
  ({
    id: 'tiles',
    srcType: 'RECTANGLE',
    width: 20,
    height: 20,
    data: { onlyUseInMap: true, style: 'transparent' },
    sprites: [
      {
        id: 'tile',
        width: 20,
        height: 20,
        data,
        subSprites: [{ id: 'dot', width: 20, height: 20, data: { style: '#f00' } }],
      },
    ],
  }) as unknown as SpritesObjectInit;

/** A map at (`left`, 10) of one row of `cells` cells 30 × 30, each showing the tile sprite, with `hook` as its beforeDrawingElement. */
const mapOf = (hook: (...args: never[]) => unknown, cells = 2, left = 10): SpritesObjectInit =>
  ({
    id: 'map',
    srcType: 'MAP',
    left,
    top: 10,
    width: 30 * cells,
    height: 30,
    data: {
      elementsData: { t: { id: 'tile', parentId: 'tiles' } },
      elementsWidth: () => 30,
      elementsHeight: () => 30,
      beforeDrawingElement: hook,
    },
    sprites: [{ id: 'current', src: [Array(cells).fill('t')] }],
  }) as unknown as SpritesObjectInit;

/** The scene's pixel at (x, y) of its box, CSS px, as RGBA. */
async function pixel(scene: LibSpritesSceneElement, x: number, y: number): Promise<number[]> {
  if (scene.renderer === 'canvas') {
    const pixels = (await scene.readPixels())!;
    const scale = pixels.width / scene.getBoundingClientRect().width;
    const i = (Math.floor(y * scale) * pixels.width + Math.floor(x * scale)) * 4;
    return [...pixels.data.slice(i, i + 4)];
  }
  const { capture } = await import('../../../test/support/elements.js');
  const shot = await capture(scene);
  const scale = shot.width / scene.getBoundingClientRect().width;
  const i = (Math.floor(y * scale) * shot.width + Math.floor(x * scale)) * 4;
  return [...shot.data.slice(i, i + 4)];
}

const isRed = (p: number[]): boolean => p[0]! > 200 && p[1]! < 60 && p[2]! < 60;
const isGreen = (p: number[]): boolean => p[0]! < 60 && p[1]! > 100 && p[2]! < 60;

describe('<lib-sprites-scene>: a MAP cell hook as a game uses it', () => {
  afterEach(cleanup);

  for (const renderer of RENDERERS) {
    it(`${renderer}: a hook that inserts a sprite into the map at every draw runs once a frame, never in a loop, and what it inserts is drawn`, async () => {
      // Playing: the map's hooks run at every frame (as in the original, which draws every frame).
      const scene = await mountScene('', ` renderer="${renderer}" width="120" height="60" autoplay`);
      // Calls in the current task (reset by a task queued at its first call, or by the next frame: a busy
      // browser may run frames before that task); past 50, the hook stops inserting so that a looping
      // scene ends and the test can fail instead of hanging.
      let inTask = 0;
      let mostInTask = 0;
      let calls = 0;
      const hook = function (
        this: SpriteObject,
        element: SpriteObject,
        _context: unknown,
        _buffer: unknown,
        _useBuffer: unknown,
        _scene: unknown,
        _drawingMap: unknown,
        x: number,
        _y: number,
        map: SpriteObject,
      ): SpriteObject {
        calls++;
        if (inTask++ === 0) {
          const reset = (): number => (inTask = 0);
          setTimeout(reset, 0);
          requestAnimationFrame(reset);
        }
        mostInTask = Math.max(mostInTask, inTask);
        if (x === 0 && inTask < 50)
          map.insertSubSprites([
            { id: 'seen', srcType: 'RECTANGLE', left: 40, top: 0, width: 20, height: 20, data: { style: '#0a0' } },
          ] as never);
        return element;
      };
      scene.controller.insertSpritesGroups({ spritesGroups: [tiles(), mapOf(hook)] } as never);
      await drawn(scene);
      const before = calls;
      for (let i = 0; i < 4; i++) await frame();
      await task();
      // Two cells a draw; a draw at most once a frame (the map's hooks make it drawn at every frame).
      expect(mostInTask, 'hook calls in one task').to.be.at.most(4);
      if (renderer === 'canvas') expect(calls - before, 'the hooks still run as frames pass').to.be.above(0);
      await waitUntil(async () => isGreen(await pixel(scene, 60, 20)), 'the inserted sprite is drawn', {
        timeout: 5000,
      });
    });

    it(`${renderer}: a sprite shown in a cell has the cell's place and size when its hooks run, and _attributes`, async () => {
      const seen: { left: number; top: number; width: number; height: number; attributes: unknown }[] = [];
      const hook = (element: SpriteObject & { _attributes?: unknown }): SpriteObject => {
        seen.push({
          left: element.left,
          top: element.top,
          width: element.width,
          height: element.height,
          attributes: element._attributes && { ...(element._attributes as object) },
        });
        return element;
      };
      const { messages, restore } = captureWarnings();
      try {
        const scene = await mountScene('', ` renderer="${renderer}" width="120" height="60"`);
        scene.controller.insertSpritesGroups({ spritesGroups: [tiles(), mapOf(hook)] } as never);
        await drawn(scene);
        await waitUntil(() => seen.length >= 2, 'the hook ran for both cells', { timeout: 5000 });
      } finally {
        restore();
      }
      const cell = seen.slice(-2);
      expect(cell.map(({ left, top, width, height }) => [left, top, width, height])).to.deep.equal([
        [10, 10, 30, 30],
        [40, 10, 30, 30],
      ]);
      expect(cell[1]!.attributes).to.deep.equal({ left: 40, top: 10, width: 30, height: 30 });
      expect(messages.filter((message) => message.includes('beforeDrawingElement'))).to.deep.equal([]);
    });

    it(`${renderer}: a sprite in a cell is drawn at the size its hooks leave, not scaled again by the cell`, async () => {
      // The game's tower: the cell is 30 wide, the sprite 20; its sub-sprite's own hook makes it 30 × 30.
      const subHook = function (this: SpriteObject): SpriteObject {
        this.width = 30;
        this.height = 30;
        return this;
      };
      const scene = await mountScene('', ` renderer="${renderer}" width="120" height="60"`);
      const group = tiles();
      (group.sprites![0]!.subSprites![0]!.data as Record<string, unknown>)['beforeDrawing'] = subHook;
      scene.controller.insertSpritesGroups({
        spritesGroups: [group, mapOf((element: unknown) => element, 1)],
      } as never);
      await drawn(scene);
      await waitUntil(async () => isRed(await pixel(scene, 38, 38)), 'the tile is drawn 30 × 30', { timeout: 5000 });
      // Scaled again by 30 / 20 it would reach 10 + 45 = 55.
      expect(isRed(await pixel(scene, 45, 20)), 'nothing beyond the 30 px the hook set').to.equal(false);
    });

    it(`${renderer}: a hook's context takes drawing state: filter and globalAlpha apply to the object drawn, the rest is harmless`, async () => {
      const errors: unknown[] = [];
      const { messages, restore } = captureWarnings();
      try {
        const scene = await mountScene('', ` renderer="${renderer}" width="120" height="60"`);
        scene.controller.insertSpritesGroup({
          id: 'lit',
          srcType: 'RECTANGLE',
          left: 0,
          top: 0,
          width: 20,
          height: 20,
          data: {
            style: '#f00',
            beforeDrawing(this: SpriteObject, element: SpriteObject, context: CanvasRenderingContext2D) {
              try {
                // Red turned green: hue-rotate(120deg) of pure red is greenish.
                context.filter = 'hue-rotate(120deg)';
                context.fillStyle = '#00f';
                context.beginPath();
                context.measureText('x');
              } catch (error) {
                errors.push(error);
              }
              return element;
            },
          },
          sprites: [{ id: 'lit-1' }],
        } as never);
        await drawn(scene);
        // A canvas without filters (WebKitGTK's) draws the object unfiltered, as it draws a data.filter.
        const filters = renderer === 'dom' || 'filter' in CanvasRenderingContext2D.prototype;
        const expected = filters ? isGreen : isRed;
        await waitUntil(async () => expected(await pixel(scene, 10, 10)), 'the filter applies to the object', {
          timeout: 5000,
        });
      } finally {
        restore();
      }
      expect(errors).to.deep.equal([]);
      expect(messages.filter((message) => message.includes('hook-threw'))).to.deep.equal([]);
    });
  }
});
