/**
 * MAP and BITMAP cells in a scene built from the controller's data, in both
 * renderers, against a reference drawn with plain canvas calls the way the
 * original engine draws them (one `fillRect` per cell at the place its layout
 * options give).
 */
import { expect } from '@open-wc/testing';
import type { LIB_GraphicSprites, SpritesObjectInit } from '../../model/index.js';
import { quarterTurnsPerCell } from '../../../test/support/render-options.js';
import type { LibSpritesSceneElement } from '../index.js';
import { capture, cleanup, differing, drawn, mapRectangle, mountScene } from '../../../test/support/elements.js';

const WIDTH = 120;
const HEIGHT = 90;

type Paint = (context: CanvasRenderingContext2D) => void;

/** A white scene-sized canvas painted by `paint`, at the screenshot's scale. */
function reference(width: number, height: number, paint: Paint): Uint8ClampedArray {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.scale(width / WIDTH, height / HEIGHT);
  paint(context);
  return context.getImageData(0, 0, width, height).data;
}

/** Pixels that are not white. */
function inked(data: Uint8ClampedArray): number {
  let count = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) count++;
  return count;
}

async function sceneOf(groups: SpritesObjectInit[]): Promise<LibSpritesSceneElement> {
  const scene = await mountScene('', ` width="${WIDTH}" height="${HEIGHT}"`);
  for (const group of groups) scene.controller.insertSpritesGroup(group);
  return scene;
}

/** The scene in each renderer matches the reference: at most 0.5% of its pixels differ, and it has ink. */
async function expectLikeReference(
  scene: LibSpritesSceneElement,
  paint: Paint,
  before?: (renderer: string) => void,
  renderers: readonly ('dom' | 'canvas')[] = ['dom', 'canvas'],
): Promise<void> {
  for (const renderer of renderers) {
    before?.(renderer);
    scene.renderer = renderer;
    await drawn(scene);
    const shot = await capture(scene);
    const expected = reference(shot.width, shot.height, paint);
    expect(inked(shot.data), `${renderer}: something is drawn`).to.be.above(inked(expected) * 0.9);
    expect(differing(shot.data, expected), `${renderer}: share of pixels unlike the reference`).to.be.at.most(0.005);
  }
}

describe('MAP and BITMAP cells in a scene, in both renderers', function () {
  this.timeout(60000);
  afterEach(cleanup);

  it('MAP layout options: …DependsOn…, index and parentId, renewCache, elementsHeight as a function', async () => {
    const scene = await sceneOf([
      mapRectangle('red', 'red'),
      {
        id: 'blue',
        srcType: 'RECTANGLE',
        width: 10,
        height: 10,
        data: { onlyUseInMap: true },
        sprites: [
          { id: 'blue_sprite', data: { style: 'blue' } },
          { id: 'green_sprite', data: { style: '#00ff00' } },
        ],
      } as SpritesObjectInit,
      {
        id: 'holder',
        srcType: 'RECTANGLE',
        width: 10,
        height: 10,
        data: { onlyUseInMap: true, style: 'white' },
        sprites: [{ id: 'holder_sprite', subSprites: [{ id: 'magenta', data: { style: '#ff00ff' } }] }],
      } as SpritesObjectInit,
      {
        id: 'map',
        srcType: 'MAP',
        left: 10,
        top: 10,
        width: 30,
        height: 30,
        data: {
          elementsData: {
            r: { id: 'red', leftDependsOnPreviousElement: true, topDependsOnPreviousElement: true },
            g: { index: 1, parentId: 'blue', width: 20 },
            u: { id: 'blue', leftDependsOnPreviousElement: true, topDependsOnUpperElement: true },
            s: { index: 0, parentId: 'holder_sprite', renewCache: true },
            n: { id: 'red_sprite', renewCache: true },
          },
          elementsHeight: (
            _alias: unknown,
            _target: unknown,
            _entry: unknown,
            _map: unknown,
            _default: unknown,
            _x: number,
            y: number,
          ) => 10 + y * 5,
        },
        sprites: [
          {
            id: 'map_sprite',
            src: [
              ['r', 'g', 'r'],
              ['u', 's', 'u'],
              ['n', '', 'g'],
            ],
          },
        ],
      } as SpritesObjectInit,
    ]);
    // The original's layout, worked out cell by cell: a group has no size of its own (the map's
    // 30 × 30 over 3 rows: 10), rows are 10 + 5y high.
    const cells: [string, number, number, number, number][] = [
      ['red', 0, 0, 10, 10], // left and top depend on nothing yet: 0, 0
      ['#00ff00', 20, 0, 20, 10], // sprite 1 of "blue", 20 wide: x·20
      ['red', 40, 0, 10, 10], // left where the previous ends, top the previous's
      ['blue', 0, 10, 10, 15], // new row: left 0; top where the first cell above ends
      ['#ff00ff', 10, 15, 10, 15], // sub-sprite 0 of holder_sprite: x·10, y·15
      ['blue', 20, 10, 10, 15], // left where the previous ends; top where the third cell above ends
      ['red', 0, 40, 10, 20], // a sprite by id: x·10, y·20
      ['#00ff00', 40, 40, 20, 20],
    ];
    await expectLikeReference(scene, (context) => {
      for (const [style, left, top, width, height] of cells) {
        context.fillStyle = style;
        context.fillRect(10 + left, 10 + top, width, height);
      }
    });
  });

  it('BITMAP beforeDrawingElement sizes each cell, may draw a cell with another object or leave it empty', async () => {
    const narrow = { data: {}, width: 5, height: 20 };
    let own: unknown = null;
    const calls: unknown[][] = [];
    const scene = await sceneOf([
      {
        // As in the original's example: the hook sizes the cells of a 10 × 10 bitmap to 30 × 20.
        id: 'example',
        srcType: 'BITMAP',
        left: 5,
        top: 5,
        width: 10,
        height: 10,
        data: {
          style: 'blue',
          beforeDrawingElement(this: { width: number; height: number }) {
            this.width = 30;
            this.height = 20;
            return this;
          },
        },
        sprites: [
          {
            id: 'bitmap_current',
            src: [
              [true, true, true],
              [true, false, true],
            ],
          },
        ],
      } as SpritesObjectInit,
      {
        id: 'varied',
        srcType: 'BITMAP',
        left: 5,
        top: 50,
        width: 10,
        height: 15,
        data: {
          style: 'red',
          beforeDrawingElement(this: unknown, ...args: unknown[]) {
            calls.push([this === args[0], ...args.slice(1, 8), args[8] === args[0]]);
            // The hook is called on the object last returned: keep the bitmap's own to return it again.
            // eslint-disable-next-line @typescript-eslint/no-this-alias -- the hook's receiver is what the test keeps
            own ??= this;
            const [, , , , , , x, y] = args as number[];
            if (x === 1) return narrow;
            return x === 2 && y === 1 ? null : own;
          },
        },
        sprites: [{ id: 'varied_sprite', src: '####/####' }],
      } as SpritesObjectInit,
    ]);
    await expectLikeReference(
      scene,
      (context) => {
        context.fillStyle = 'blue';
        for (const [x, y] of [
          [0, 0],
          [1, 0],
          [2, 0],
          [0, 1],
          [2, 1],
        ] as const)
          context.fillRect(5 + x * 30, 5 + y * 20, 30, 20);
        context.fillStyle = 'red';
        // Each row: the bitmap's own 10 × 15, narrow 5 × 20, then its own from where narrow ended; a
        // row moves down by the height of the object last returned (its own: 15). (2, 1) is left
        // empty, moving on by the width of the object last returned (narrow: 5).
        for (const [left, top, width, height] of [
          [0, 0, 10, 15],
          [10, 0, 5, 20],
          [15, 0, 10, 15],
          [25, 0, 10, 15],
          [0, 15, 10, 15],
          [10, 15, 5, 20],
          [20, 15, 10, 15],
        ] as const) {
          context.fillRect(5 + left, 50 + top, width, height);
        }
      },
      () => {
        calls.length = 0;
        own = null;
      },
    );
    // Called on the object with (object, context, null, false, scene, true, x, y, object).
    expect(calls.length).to.be.at.least(8);
    expect(calls[0]![1]).to.be.instanceOf(CanvasRenderingContext2D);
    expect(
      calls.slice(0, 8).map((call) => [call[0], call[2], call[3], call[5], call[6], call[7], call[8]]),
    ).to.deep.equal([
      [true, null, false, true, 0, 0, true],
      [true, null, false, true, 1, 0, true],
      [true, null, false, true, 2, 0, true],
      [true, null, false, true, 3, 0, true],
      [true, null, false, true, 0, 1, true],
      [true, null, false, true, 1, 1, true],
      [true, null, false, true, 2, 1, true],
      [true, null, false, true, 3, 1, true],
    ]);
    expect(calls[0]![4]).to.equal(scene.controller);
  });

  it('what a cell\u2019s hook writes on the group the cell shows is drawn in that cell, and draws nothing again by itself', async () => {
    let calls = 0;
    const scene = await sceneOf([
      mapRectangle('grower', 'black', {
        data: {
          onlyUseInMap: true,
          // A field written on every call, as games write sizes from their hooks: a write that
          // drew the map again would call the hook again, without end.
          beforeDrawing(this: LIB_GraphicSprites) {
            calls++;
            this.getCurrent()!.left = calls % 2;
            return this;
          },
        },
      }),
      {
        id: 'map',
        srcType: 'MAP',
        left: 10,
        top: 10,
        width: 20,
        height: 20,
        data: { elementsData: { g: { id: 'grower' } }, elementsWidth: 20, elementsHeight: 20 },
        sprites: [{ id: 'map_sprite', src: [['g']] }],
      } as SpritesObjectInit,
    ]);
    for (const renderer of ['dom', 'canvas'] as const) {
      scene.renderer = renderer;
      await drawn(scene);
      const settled = calls;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(calls - settled, `${renderer}: the hook ran again with nothing changed`).to.be.at.most(2);
      expect(inked((await capture(scene)).data), `${renderer}: the cell is drawn`).to.be.above(100);
    }
  });

  it('a group\u2019s beforeDrawing runs once per MAP cell with the cell\u2019s arguments, then the map\u2019s beforeDrawingElement', async () => {
    const colours = ['red', 'blue', '#00ff00', '#ff00ff'];
    const cellCalls: { x: number; y: number; context: unknown; scene: unknown; map: unknown; isGroup: boolean }[] = [];
    const elementCalls: [number, number][] = [];
    const scene = await sceneOf([
      mapRectangle('tile', 'black', {
        data: {
          onlyUseInMap: true,
          // As the sokoban example turns each wall by (x + y) quarter turns: here a colour per cell.
          beforeDrawing(
            this: LIB_GraphicSprites,
            element: { isSprites?: boolean },
            context: unknown,
            _b: unknown,
            _u: unknown,
            sceneModel: unknown,
            drawingMap: unknown,
            x: number,
            y: number,
            map: unknown,
          ) {
            if (element.isSprites) {
              cellCalls.push({
                x,
                y,
                context,
                scene: sceneModel,
                map,
                isGroup: element === this && drawingMap === true,
              });
              (this.getCurrent()!.data as Record<string, unknown>)['style'] = colours[(x + y) % colours.length];
            }
            return this;
          },
        },
      }),
      mapRectangle('other', 'black'),
      {
        id: 'map',
        srcType: 'MAP',
        left: 10,
        top: 10,
        width: 20,
        height: 20,
        data: {
          elementsData: { t: { id: 'tile' } },
          elementsWidth: 20,
          elementsHeight: 20,
          beforeDrawingElement(this: unknown, element: unknown, ...args: unknown[]) {
            const [x, y] = [args[5] as number, args[6] as number];
            elementCalls.push([x, y]);
            if (x === 1 && y === 1) return null;
            return x === 0 && y === 1
              ? (args[3] as { spritesGroups: { items: LIB_GraphicSprites[] } }).spritesGroups.items.find(
                  (group) => group.id === 'other',
                )
              : element;
          },
        },
        sprites: [
          {
            id: 'map_sprite',
            src: [
              ['t', 't', 't'],
              ['t', 't'],
            ],
          },
        ],
      } as SpritesObjectInit,
    ]);
    await expectLikeReference(
      scene,
      (context) => {
        for (const [x, y] of [
          [0, 0],
          [1, 0],
          [2, 0],
        ] as const) {
          context.fillStyle = colours[(x + y) % colours.length]!;
          context.fillRect(10 + x * 20, 10 + y * 20, 20, 20);
        }
        // (0, 1): the map's hook draws the other group instead; (1, 1): skipped.
        context.fillStyle = 'black';
        context.fillRect(10, 30, 20, 20);
      },
      () => {
        cellCalls.length = 0;
        elementCalls.length = 0;
      },
    );
    const last = cellCalls.slice(-5);
    expect(last.map((c) => [c.x, c.y, c.isGroup])).to.deep.equal([
      [0, 0, true],
      [1, 0, true],
      [2, 0, true],
      [0, 1, true],
      [1, 1, true],
    ]);
    // The canvas renderer was the last: its context; the scene's model; the map sprite.
    expect(last[0]!.context).to.be.instanceOf(CanvasRenderingContext2D);
    expect(last[0]!.scene).to.equal(scene.controller);
    expect(last[0]!.map).to.equal(
      scene.controller.spritesGroups.items.find((group) => group.id === 'map')!.getCurrent(),
    );
    expect(elementCalls.slice(-5)).to.deep.equal([
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 1],
    ]);
  });

  it('a group\u2019s beforeDrawing turns each MAP cell its own way, about the cell\u2019s centre (the sokoban walls)', async () => {
    const scene = await sceneOf([
      mapRectangle('stone', 'blue', {
        width: 20,
        data: {
          style: 'blue',
          rotationUseDegrees: true,
          onlyUseInMap: true,
          beforeDrawing: quarterTurnsPerCell,
        },
      }),
      {
        id: 'map',
        srcType: 'MAP',
        left: 10,
        top: 20,
        data: { elementsData: { '#': { id: 'stone' } }, elementsWidth: 20, elementsHeight: 10 },
        sprites: [{ id: 'map_sprite', src: [['#', '#']] }],
      } as SpritesObjectInit,
    ]);
    // Painting rotation in the canvas renderer is drawn apart from MAP cells; here the DOM's.
    await expectLikeReference(
      scene,
      (context) => {
        context.fillStyle = 'blue';
        context.fillRect(10, 20, 20, 10);
        // (1, 0): a quarter turn about the cell's centre (40, 25).
        context.translate(40, 25);
        context.rotate(Math.PI / 2);
        context.fillRect(-10, -5, 20, 10);
      },
      undefined,
      ['dom', 'canvas'],
    );
  });

  it('an image turned by its group\u2019s beforeDrawing in MAP cells larger than it: drawn at the cell\u2019s size, turned about the cell\u2019s centre', async () => {
    // Three colours, so every quarter turn shows: red on top, blue bottom left, green bottom right.
    const image = document.createElement('canvas');
    image.width = image.height = 20;
    const paint = image.getContext('2d')!;
    for (const [style, x, y, width, height] of [
      ['red', 0, 0, 20, 10],
      ['blue', 0, 10, 10, 10],
      ['#00ff00', 10, 10, 10, 10],
    ] as const) {
      paint.fillStyle = style;
      paint.fillRect(x, y, width, height);
    }
    const scene = await sceneOf([
      {
        id: 'stone',
        src: image.toDataURL('image/png'),
        srcWidth: 20,
        srcHeight: 20,
        width: 20,
        height: 20,
        data: { rotationUseDegrees: true, onlyUseInMap: true, beforeDrawing: quarterTurnsPerCell },
        sprites: [{ id: 'stone_sprite' }],
      } as SpritesObjectInit,
      {
        id: 'map',
        srcType: 'MAP',
        left: 10,
        top: 10,
        data: { elementsData: { '#': { id: 'stone' } }, elementsWidth: 30, elementsHeight: 30 },
        sprites: [{ id: 'map_sprite', src: [['#', '#', '#']] }],
      } as SpritesObjectInit,
    ]);
    await expectLikeReference(scene, (context) => {
      // Cell x is 30 × 30 at (10 + 30x, 10), turned x quarter turns about its centre.
      for (let x = 0; x < 3; x++) {
        context.save();
        context.translate(25 + 30 * x, 25);
        context.rotate((x * Math.PI) / 2);
        context.drawImage(image, -15, -15, 30, 30);
        context.restore();
      }
    });
  });

  it('a sub-sprite in a MAP cell has the cell\u2019s size and box (_attributes) while its hooks run, and is drawn at the size they leave', async () => {
    const seen: [number, number, number, number][] = [];
    const scene = await sceneOf([
      mapRectangle('holder', 'white', {
        sprites: [
          {
            id: 'holder_sprite',
            subSprites: [
              {
                id: 'dot',
                srcType: 'RECTANGLE',
                width: 6,
                height: 6,
                data: {
                  style: 'black',
                  // As the example's mushroom: toggles its own size, and sets the cell's box when drawn in a map.
                  beforeDrawing(
                    this: { width: number; height: number; _attributes?: { width: number; height: number } },
                    _e: unknown,
                    _c: unknown,
                    _b: unknown,
                    _u: unknown,
                    _s: unknown,
                    drawingMap: unknown,
                  ) {
                    if (drawingMap && this._attributes)
                      seen.push([this.width, this.height, this._attributes.width, this._attributes.height]);
                    this.width = this.height = this.width === 6 ? 9 : 6;
                    if (drawingMap && this._attributes) {
                      this._attributes.width = 30;
                      this._attributes.height = 40;
                    }
                    return this;
                  },
                },
              },
            ],
          },
        ],
      } as Partial<SpritesObjectInit>),
      {
        id: 'map',
        srcType: 'MAP',
        left: 10,
        top: 10,
        data: { elementsData: { d: { id: 'dot' } }, elementsWidth: 20, elementsHeight: 20 },
        sprites: [{ id: 'map_sprite', src: [['d', 'd']] }],
      } as SpritesObjectInit,
    ]);
    // The cell's hook sees the cell's 20 × 20, sets 6 and a 30 × 40 box; drawn with that box, the
    // hook at drawing time sets 6 again: a 6 × 6 square at each cell's top left.
    await expectLikeReference(scene, (context) => {
      context.fillStyle = 'black';
      context.fillRect(10, 10, 6, 6);
      context.fillRect(30, 10, 6, 6);
    });
    expect(seen[0]).to.deep.equal([20, 20, 20, 20]);
    expect(
      seen.some(([width, height]) => width === 30 && height === 40),
      'drawn with the box the cell\u2019s hook left',
    ).to.equal(true);
    const dot = scene.controller.spritesGroups.items.find((group) => group.id === 'holder')!.getCurrent()!
      .subSprites[0]!;
    expect([dot.width, dot.height, '_attributes' in dot], 'the model keeps its own size').to.deep.equal([6, 6, false]);
  });

  it('a circle sub-sprite in a MAP cell keeps its radius, centred on the cell\u2019s top left', async () => {
    const scene = await sceneOf([
      mapRectangle('rings', 'white', {
        sprites: [
          {
            id: 'rings_sprite',
            subSprites: [
              { id: 'ring_a' },
              { id: 'ring_b', srcType: 'CIRCLE', width: 10, height: 10, data: { radius: 8, style: 'black' } },
            ],
          },
        ],
      } as Partial<SpritesObjectInit>),
      {
        id: 'map',
        srcType: 'MAP',
        left: 10,
        top: 10,
        data: { elementsData: { o: { index: 1, parentId: 'rings_sprite' } }, elementsWidth: 40, elementsHeight: 50 },
        sprites: [{ id: 'map_sprite', src: [['o', 'o']] }],
      } as SpritesObjectInit,
    ]);
    await expectLikeReference(scene, (context) => {
      context.fillStyle = 'black';
      for (const x of [10, 50]) {
        context.beginPath();
        context.arc(x, 10, 8, 0, 2 * Math.PI);
        context.fill();
      }
    });
  });
});
