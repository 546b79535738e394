/**
 * A group drawn nowhere in place (only in MAP cells, or `data-hidden`) takes
 * no room in the page, and keeps playing for the cells that show it.
 */
import { expect } from '@open-wc/testing';
import { frame } from '../../../test/support/page.js';
import type { LibSpritesGroupElement } from '../index.js';
import { runFrame } from '../playback/playback.js';
import {
  cleanup,
  expectPixels,
  fakeClock,
  ORIGIN,
  settle,
  showOnWhite,
  type Rgb,
} from '../../../test/support/elements.js';

const RED: Rgb = [255, 0, 0];
const BLUE: Rgb = [0, 0, 255];

/** A 20 × 20 group of two squares, red then blue, with `attributes`. */
const tile = (id: string, attributes: string): string =>
  `<lib-sprites-group id="${id}" width="20" height="20" src-type="RECTANGLE" ${attributes}>
    <lib-sprite data-style="red"></lib-sprite><lib-sprite data-style="blue"></lib-sprite>
  </lib-sprites-group>`;

/** A group after the tile, in block flow: where it lands says whether the tile took room. */
const NEXT = `<lib-sprites-group id="next" width="30" height="30" src-type="RECTANGLE" style="display: block"><lib-sprite data-style="red"></lib-sprite></lib-sprites-group>`;

describe('groups drawn nowhere in place', function () {
  this.timeout(30000);
  afterEach(cleanup);

  for (const attribute of ['data-only-use-in-map', 'data-hidden']) {
    it(`${attribute}: the group takes no room, and what follows it stays where it would be without it`, async () => {
      await showOnWhite(
        `<div style="line-height: normal">${tile('t', `${attribute} style="display: block"`)}${NEXT}</div>`,
      );
      const t = document.getElementById('t') as LibSpritesGroupElement;
      const next = document.getElementById('next')!;
      const box = t.getBoundingClientRect();
      expect([box.width, box.height], 'the tile has no box').to.deep.equal([0, 0]);
      expect(next.getBoundingClientRect().top, 'the next group is not pushed down').to.equal(ORIGIN);
      // Drawn in place again: the group takes its room back, with the page's own inline display.
      t.removeAttribute(attribute);
      await settle(t);
      expect(t.getBoundingClientRect().height).to.equal(20);
      expect(t.style.display).to.equal('block');
      expect(next.getBoundingClientRect().top).to.equal(ORIGIN + 20);
    });
  }

  it('a group only used in a map keeps playing for its cells', async () => {
    const clock = fakeClock();
    try {
      const main = await showOnWhite(`${tile('ga', 'data-only-use-in-map autoplay loop ignore-reduced-motion')}
        <lib-sprites-group id="main" width="40" height="40">
          <lib-sprite src-type="MAP" width="20" height="20" src='[["a"]]' data-elements-data='{"a":{"id":"ga"}}'></lib-sprite>
        </lib-sprites-group>`);
      const ga = document.getElementById('ga') as LibSpritesGroupElement;
      expect(ga.getBoundingClientRect().width, 'no room taken').to.equal(0);
      expect(main.getBoundingClientRect().left, 'the map group sits where the tile would have been').to.equal(ORIGIN);
      await expectPixels([[10, 10, RED, 'the cell shows the first sprite']]);
      // Let the IntersectionObserver report the tile's empty box.
      for (let i = 0; i < 5; i++) await frame();
      runFrame(clock.advance(150));
      await settle(main);
      expect(ga.playing).to.equal(true);
      expect(ga.pointer, 'the tile advanced').to.equal(1);
      await frame();
      await expectPixels([[10, 10, BLUE, 'the cell shows its second sprite']]);
    } finally {
      clock.restore();
    }
  });
});
