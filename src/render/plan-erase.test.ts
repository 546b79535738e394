/** MAP cells that erase what was drawn before them, as CB_REM's `clearPreviousFirst` does: pure, no DOM. */
import { expect } from '@open-wc/testing';
// plan() is synchronous: the MAP drawing is loaded ahead, as a canvas scene does.
import './shapes-feature/index.js';
import './extras-feature/index.js';
import type { LIB_GraphicSprites } from '../model/index.js';
import { LIB_GraphicSpritesScene, type SpritesObjectInit } from '../model/index.js';
import type { MapItem } from './draw-item.js';
import { plan } from './plan.js';

/** CrossBrowdy's rendering example, cut down: four bird frames, a map whose "|" cell shows the group and "3" its fourth sprite. */
function birdsAndMap(clearPreviousFirst: boolean): { birds: LIB_GraphicSprites; map: LIB_GraphicSprites } {
  const scene = new LIB_GraphicSpritesScene({
    id: 'scene',
    spritesGroups: [
      {
        id: 'birds',
        src: 'birds.png',
        srcType: 'IMAGE',
        width: 190,
        height: 160,
        data: { clearPreviousFirst },
        sprites: [{ id: 'b0' }, { id: 'b1' }, { id: 'b2' }, { id: 'b3' }],
      },
      {
        id: 'map',
        srcType: 'MAP',
        left: 20,
        top: 400,
        data: {
          elementsWidth: 40,
          elementsHeight: 50,
          elementsData: { '|': { id: 'birds' }, '3': { id: 'b3' } },
        },
        sprites: [{ id: 'm', src: [['|', '3']] }],
      },
    ] as SpritesObjectInit[],
  } as never);
  const group = (id: string): LIB_GraphicSprites => scene.spritesGroups.items.find((g) => g.id === id)!;
  return { birds: group('birds'), map: group('map') };
}

const cellsOf = (map: LIB_GraphicSprites): MapItem['cells'] => (plan(map).items[0] as MapItem).cells;

describe('render plan: MAP cells that erase (clearPreviousFirst)', () => {
  it('a cell naming a sprite erases where its group’s previous sprite was last drawn in the map, else its own box', () => {
    const { birds, map } = birdsAndMap(true);
    let [group, sprite] = cellsOf(map);
    expect(group!.erase, 'a cell showing the group: its playback moved to the sprite').to.equal(undefined);
    // No previous sprite yet: CB_REM clears the sprite's own box.
    expect(sprite!.erase).to.deep.equal(sprite!.box);
    birds.setPointer(1);
    [group, sprite] = cellsOf(map);
    // b0, the previous sprite, was drawn in the "|" cell: the "3" cell erases the bird drawn there.
    expect(sprite!.erase).to.deep.equal({ left: 0, top: 0, width: 40, height: 50 });
    expect(sprite!.erase).to.deep.equal(group!.box);
  });

  it('erases nothing without clearPreviousFirst, or where the previous sprite was never drawn in the map', () => {
    expect(cellsOf(birdsAndMap(false).map).map((cell) => cell.erase)).to.deep.equal([undefined, undefined]);
    const { birds, map } = birdsAndMap(true);
    birds.setPointer(2);
    expect(cellsOf(map).map((cell) => cell.erase)).to.deep.equal([undefined, undefined]);
  });
});
