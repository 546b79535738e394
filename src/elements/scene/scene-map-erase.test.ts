/**
 * A MAP cell naming a sprite with `clearPreviousFirst` erases, as CB_REM does, where its group's
 * previous sprite was last drawn in the map: the canvas clears that box, the DOM cuts it from the
 * cells drawn before (docs/crossbrowdy.md, "Small differences").
 */
import { expect } from '@open-wc/testing';
import type { SpritesObjectInit } from '../../model/index.js';
import { capture, cleanup, drawn, drawSheet, FRAME_COLOURS, mountScene } from '../../../test/support/elements.js';

afterEach(cleanup);

/** The colour at (x, y) of a capture, in CSS px. */
function at(shot: { data: Uint8ClampedArray; width: number }, scale: number, x: number, y: number): number[] {
  const i = (Math.round(y * scale) * shot.width + Math.round(x * scale)) * 4;
  return [shot.data[i]!, shot.data[i + 1]!, shot.data[i + 2]!];
}

const near = (colour: number[], expected: number[]): boolean => colour.every((v, i) => Math.abs(v - expected[i]!) < 48);

describe('scene: MAP cells that erase (clearPreviousFirst)', () => {
  it('the "3" and "2" cells erase the bird their map\u2019s "|" cell drew, in both renderers', async () => {
    const { url } = drawSheet(4, 1, 10);
    const scene = await mountScene('', ' width="80" height="40"');
    const groups: SpritesObjectInit[] = [
      {
        id: 'birds',
        src: url,
        srcType: 'IMAGE',
        width: 10,
        height: 10,
        srcWidth: 10,
        srcHeight: 10,
        data: { clearPreviousFirst: true, onlyUseInMap: true },
        sprites: [0, 1, 2, 3].map((i) => ({ id: `b${i}`, srcLeft: i * 10 })),
      },
      {
        id: 'map',
        srcType: 'MAP',
        left: 10,
        top: 10,
        width: 20,
        height: 20,
        data: {
          elementsWidth: 20,
          elementsHeight: 20,
          elementsData: { '|': { id: 'birds' }, '3': { id: 'b3' }, '2': { id: 'b2' } },
        },
        // Two cells erasing one box, as the example's "3" and "%" cells do.
        sprites: [{ id: 'm', src: [['|', '3', '2']] }],
      },
    ];
    for (const group of groups) scene.controller.insertSpritesGroup(group);
    const birds = scene.controller.getById('birds')!;
    for (const renderer of ['canvas', 'dom'] as const) {
      scene.renderer = renderer;
      await drawn(scene);
      // b0 drawn in the "|" cell; then b1, whose previous sprite b0 the "3" cell erases.
      birds.setPointer(0);
      await drawn(scene);
      birds.setPointer(1);
      await drawn(scene);
      const shot = await capture(scene);
      const scale = shot.width / 80;
      const { r, g, b } = FRAME_COLOURS[3]!;
      expect(near(at(shot, scale, 40, 20), [r, g, b]), `${renderer}: the "3" cell shows b3`).to.equal(true);
      expect(at(shot, scale, 20, 20), `${renderer}: the "|" cell is erased`).to.deep.equal([255, 255, 255]);
    }
  });
});
