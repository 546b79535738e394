/** The plan of shapes, maps and the drawing options (docs/gallery.md): pure, no DOM. */
import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, LIB_GraphicSpritesScene, type SpritesObjectInit } from '../model/index.js';
import type { MapItem, ShapeItem } from './draw-item.js';
import { quarterTurnsPerCell } from '../../test/support/render-options.js';
import { plan } from './plan.js';

const shapes = (): LIB_GraphicSprites =>
  new LIB_GraphicSprites({
    id: 'g',
    left: 3,
    top: 4,
    sprites: [
      {
        id: 's',
        srcType: 'RECTANGLE',
        left: 10,
        top: 20,
        data: { style: 'red' },
        subSprites: [
          { id: 'c', srcType: 'CIRCLE', left: 5, top: 6, data: { radius: '8' } },
          { id: 'abs', srcType: 'PIXEL', left: 1, top: 2, data: { positionAbsolute: '' } },
          { id: 'hidden', srcType: 'PIXEL', data: { hidden: true } },
          { id: 'maponly', srcType: 'PIXEL', data: { onlyUseInMap: 'true' } },
        ],
      },
    ],
  });

describe('render plan: shapes and options', () => {
  it('gives shapes their geometry and inherited colour, leaves out hidden and map-only objects, places positionAbsolute ones', () => {
    const { items } = plan(shapes());
    expect(items.map((item) => item.object.id)).to.deep.equal(['s', 'c', 'abs']);
    const circle = items[1] as ShapeItem;
    expect(circle.kind).to.equal('circle');
    expect(circle.geometry!.d).to.match(/^M8 0A8 8/);
    // The sprite's data (style) is inherited by its sub-sprites.
    expect(circle.appearance!.colour).to.equal('red');
    // Not offset by the sprite's left/top: its box in the sprite is moved back by them.
    expect(items[2]!.box).to.include({ left: 1 - 10, top: 2 - 20 });
  });

  it('runs beforeDrawing and lists afterDrawing hooks', () => {
    const g = shapes();
    const sprite = g.getSpriteById('s')!;
    (sprite.subSprites[0]!.data as Record<string, unknown>)['beforeDrawing'] = () => null;
    (sprite.data as Record<string, unknown>)['afterDrawing'] = () => undefined;
    (sprite.subSprites[1]!.data as Record<string, unknown>)['afterDrawing'] = () => undefined;
    const result = plan(g);
    expect(result.items.map((item) => item.object.id)).to.deep.equal(['s', 'abs']);
    expect(result.afterDrawing!.map((o) => o.id)).to.deep.equal(['s', 'abs']);
  });

  it('lays out MAP cells from what resolve() names, each planned at its cell’s size; a map inside itself is drawn once', () => {
    const tile = new LIB_GraphicSprites({
      id: 'tile',
      width: 10,
      height: 10,
      sprites: [{ id: 't', srcType: 'RECTANGLE', data: { style: 'blue' } }],
    });
    const map = new LIB_GraphicSprites({
      id: 'map',
      sprites: [
        {
          id: 'm',
          srcType: 'MAP',
          src: '[["a","self"],["a","nobody"]]',
          data: { elementsData: { a: { id: 'tile', width: 20 }, self: { id: 'map' }, nobody: { id: 'x' } } },
        },
      ],
    });
    const known: Record<string, LIB_GraphicSprites> = { tile, map };
    const { items } = plan(map, {
      resolve: (ref) => (ref.id && known[ref.id] ? { target: known[ref.id]!, group: known[ref.id]! } : null),
    });
    const cells = (items[0] as MapItem).cells;
    // A group has no size of its own: the map's 32 × 32 over its two rows, 16 × 16. What a cell shows
    // takes the cell's size before its hooks, as in CB_REM, and is not scaled again.
    expect(cells.map((c) => [c.alias, c.box.left, c.box.top, c.box.width, c.scaleX])).to.deep.equal([
      ['a', 0, 0, 20, 1],
      ['self', 16, 0, 16, 1],
      ['a', 0, 16, 20, 1],
    ]);
    expect((cells[0]!.items[0] as ShapeItem).box.width).to.equal(20);
    // Given back once the map is planned.
    expect(tile.getCurrent()!.width).to.equal(10);
    // The map's own cell shows its sprite, whose map (already open) has no cells.
    const inner = cells[1]!.items[0] as MapItem;
    expect(inner.kind).to.equal('map');
    expect(inner.cells).to.deep.equal([]);
    expect((cells[0]!.items[0] as ShapeItem).appearance!.colour).to.equal('blue');
    // Without resolve, maps draw nothing.
    expect((plan(map).items[0] as MapItem).cells).to.deep.equal([]);
  });

  it('a group\u2019s beforeDrawing turns each MAP cell its own way (the sokoban walls: (x + y) quarter turns)', () => {
    const scene = new LIB_GraphicSpritesScene({
      id: 'scene',
      spritesGroups: [
        {
          id: 'stone',
          srcType: 'RECTANGLE',
          width: 20,
          height: 10,
          data: {
            rotationUseDegrees: true,
            onlyUseInMap: true,
            beforeDrawing: quarterTurnsPerCell,
          },
          sprites: [{ id: 'stone_sprite' }],
        },
        {
          id: 'map',
          srcType: 'MAP',
          width: 20,
          height: 20,
          data: { elementsData: { '#': { id: 'stone' } } },
          sprites: [
            {
              id: 'm',
              src: [
                ['#', '#', '#'],
                ['#', '#'],
              ],
            },
          ],
        },
      ] as SpritesObjectInit[],
    } as never);
    const map = scene.spritesGroups.items.find((group) => group.id === 'map')!;
    const cells = (plan(map).items[0] as MapItem).cells;
    const degrees = cells.map((cell) =>
      Math.round((((cell.items[0] as ShapeItem).appearance?.rotation?.angle ?? 0) * 180) / Math.PI),
    );
    expect(degrees).to.deep.equal([0, 90, 180, 90, 180]);
  });

  it('places the sub-sprites of a sprite in a MAP cell as CB_REM does: scaled into the cell, or in the scene once a cell with leftDependsOnPreviousElement showed one alone', () => {
    // CrossBrowdy's rendering example: bird_sprite_1 (190 × 160) with a sun and a mushroom, its "%" cell 40 × 50.
    const birdAndMap = (row: string[]): LIB_GraphicSprites => {
      const scene = new LIB_GraphicSpritesScene({
        id: 'scene',
        spritesGroups: [
          {
            id: 'birds',
            left: 300,
            width: 190,
            height: 160,
            sprites: [
              {
                id: 'bird',
                srcType: 'RECTANGLE',
                subSprites: [
                  { id: 'sun', srcType: 'RECTANGLE', left: 20, top: 170, width: 40, height: 40, zIndex: 2 },
                  { id: 'mushroom', srcType: 'RECTANGLE', top: 200, width: 12, height: 12 },
                ],
              },
            ],
          },
          {
            id: 'map',
            srcType: 'MAP',
            left: 20,
            top: 400,
            data: {
              elementsWidth: 40,
              elementsHeight: 50,
              elementsData: { '%': { id: 'bird' }, '!': { id: 'mushroom', leftDependsOnPreviousElement: true } },
            },
            sprites: [{ id: 'm', src: [row] }],
          },
        ] as SpritesObjectInit[],
      } as never);
      return scene.spritesGroups.items.find((group) => group.id === 'map')!;
    };
    /** The boxes of the "%" cell's items (in the cell: the cell is at the map's 20, 400 plus its own left). */
    const birdCell = (map: LIB_GraphicSprites): [string, number, number, number, number][] => {
      const cell = (plan(map).items[0] as MapItem).cells.find((c) => c.alias === '%')!;
      expect(cell.box).to.include({ width: 40, height: 50 });
      return cell.items.map((item) => [
        String(item.object.id),
        item.box.left,
        item.box.top,
        item.box.width,
        item.box.height,
      ]);
    };
    // Each scaled by the cell over the sprite (40 / 190, 50 / 160), whole px, in the cell.
    const inCell: [string, number, number, number, number][] = [
      ['bird', 0, 0, 40, 50],
      ['mushroom', 0, 62, 2, 3],
      ['sun', 4, 53, 8, 12],
    ];
    const first = birdAndMap(['%', '!']);
    expect(birdCell(first), 'no cell has shown the mushroom alone yet').to.deep.equal(inCell);
    // The "!" cell after it showed the mushroom alone: from the next frame on, the mushroom of the "%" cell
    // (at 20 + 0, 400 + 0) is at its scaled place in the scene, 0, 62, not in the cell.
    const inScene = inCell.map((row) => (row[0] === 'mushroom' ? (['mushroom', -20, 62 - 400, 2, 3] as const) : row));
    expect(birdCell(first)).to.deep.equal(inScene);
    expect(birdCell(first), 'for good').to.deep.equal(inScene);
    // The "!" cell before it: in the scene from the first frame, the "%" cell at 20 + 40.
    const after = birdAndMap(['!', '%']);
    expect(birdCell(after)).to.deep.equal(
      inScene.map((row) => (row[0] === 'mushroom' ? ['mushroom', -60, -338, 2, 3] : row)),
    );
  });
});
