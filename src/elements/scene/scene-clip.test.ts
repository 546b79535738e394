/**
 * A scene clips what it draws to its box, in both renderers: a group placed
 * partly outside shows only its inside part, and nothing of it reaches the page
 * around the scene.
 */
import { expect } from '@open-wc/testing';
import { frame } from '../../../test/support/page.js';
import type { LibSpritesSceneElement } from '../index.js';
import { cleanup, mount, screenshot, settle } from '../../../test/support/elements.js';

/** Scene box at (20, 20), 100 × 60, on white; red groups straddling its right and bottom edges. */
const MARKUP = `<div style="position: fixed; inset: 0; background: #fff; z-index: 10; padding: 20px; line-height: 0">
  <lib-sprites-scene width="100" height="60">
    <lib-sprites-group left="80" top="10" width="40" height="20" src-type="RECTANGLE"><lib-sprite data-style="red"></lib-sprite></lib-sprites-group>
    <lib-sprites-group left="10" top="50" width="20" height="40" src-type="RECTANGLE"><lib-sprite data-style="red"></lib-sprite></lib-sprites-group>
    <lib-sprites-group left="40" top="20" width="10" height="10" src-type="RECTANGLE"><lib-sprite data-style="red" left="70" width="30"></lib-sprite></lib-sprites-group>
  </lib-sprites-scene>
</div>`;

const isRed = ([r, g, b]: [number, number, number]): boolean => r > 200 && g < 60 && b < 60;
const isWhite = ([r, g, b]: [number, number, number]): boolean => r > 230 && g > 230 && b > 230;

describe('a scene clips what it draws to its box', function () {
  this.timeout(30000);
  afterEach(cleanup);

  for (const renderer of ['dom', 'canvas'] as const) {
    it(`${renderer} renderer: a group partly outside shows its inside part only`, async () => {
      await mount(MARKUP);
      const scene = document.querySelector('lib-sprites-scene') as LibSpritesSceneElement;
      scene.renderer = renderer;
      for (let i = 0; i < 3; i++) {
        await settle();
        await scene.updateComplete;
        await frame();
      }
      const at = await screenshot();
      const origin = 20;
      const checks: Array<[number, number, boolean, string]> = [
        [90, 20, true, 'the right group, inside the box'],
        [110, 20, false, 'the right group, past the right edge'],
        [20, 55, true, 'the bottom group, inside the box'],
        [20, 75, false, 'the bottom group, past the bottom edge'],
        [115, 25, false, "a sprite past its group's stage and the scene's edge"],
        [95, 25, true, "a sprite past its group's stage, inside the scene"],
      ];
      for (const [x, y, inside, what] of checks) {
        const colour = at(origin + x, origin + y);
        expect(inside ? isRed(colour) : isWhite(colour), `${what}: rgb(${colour.join(', ')})`).to.equal(true);
      }
    });
  }
});
