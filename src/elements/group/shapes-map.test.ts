/**
 * MAP cells, data-style inheritance, controller options and bad input, on
 * screen (docs/gallery.md#map). Screenshots as in shapes-render.test.ts.
 */
import { expect } from '@open-wc/testing';
import { frame } from '../../../test/support/page.js';
import { SRC_TYPES } from '../../model/base/constants.js';
import type { LibSpritesGroupElement } from '../index.js';
import { runFrame } from '../playback/playback.js';
import {
  captureWarnings,
  cleanup,
  expectPixels,
  fakeClock,
  type Rgb,
  settle,
  showOnWhite,
} from '../../../test/support/elements.js';

const RED: Rgb = [255, 0, 0];
const BLUE: Rgb = [0, 0, 255];
const GREEN: Rgb = [0, 128, 0];
const WHITE: Rgb = [255, 255, 255];

/** A tile group: two sprites, a 20×20 square of each colour. */
const tile = (id: string, first: string, second: string, attributes = ''): string =>
  `<lib-sprites-group id="${id}" width="20" height="20" src-type="RECTANGLE" hidden${attributes}>
    <lib-sprite data-style="${first}"></lib-sprite><lib-sprite data-style="${second}"></lib-sprite>
  </lib-sprites-group>`;

describe('MAP on screen', function () {
  this.timeout(30000);
  afterEach(cleanup);

  it('draws each cell as the current sprite of the group it names; a cell changes when its group advances', async () => {
    // A group has no size of its own: its cells are the map's 40 × 40 over its 2 rows, 20 × 20.
    const main = await showOnWhite(`${tile('ga', 'red', 'blue')}${tile('gb', 'green', 'red')}
      <lib-sprites-group id="main" width="100" height="40">
        <lib-sprite src-type="MAP" width="40" height="40" src='[["a","b","a"],["","b","x"]]'
          data-elements-data='{"a":{"id":"ga"},"b":{"id":"gb"},"x":{"id":"nobody"}}'></lib-sprite>
      </lib-sprites-group>`);
    const map = main.shadowRoot!.querySelector('[part=map]')!;
    expect(map.querySelectorAll('.map-cell')).to.have.length(4);
    await expectPixels([
      [10, 10, RED, 'cell a'],
      [30, 10, GREEN, 'cell b'],
      [50, 10, RED, 'cell a again'],
      [10, 30, WHITE, 'empty cell'],
      [30, 30, GREEN, 'cell b, second row'],
      [50, 30, WHITE, 'unknown id: skipped'],
    ]);
    (document.getElementById('ga') as LibSpritesGroupElement).next();
    await settle(main);
    await frame();
    await expectPixels([
      [10, 10, BLUE, 'cell a after its group advanced'],
      [50, 10, BLUE, 'both cells of that group'],
      [30, 10, GREEN, 'cell b unchanged'],
    ]);
  });

  it('a group shown in a cell keeps playing while its own box is hidden', async () => {
    const clock = fakeClock();
    try {
      const main = await showOnWhite(`${tile('ga', 'red', 'blue', ' autoplay loop ignore-reduced-motion fps="10"')}
        ${tile('lonely', 'red', 'blue', ' autoplay loop ignore-reduced-motion fps="10"')}
        <lib-sprites-group id="main" width="40" height="40">
          <lib-sprite src-type="MAP" width="20" height="20" src='[["a"]]' data-elements-data='{"a":{"id":"ga"}}'></lib-sprite>
        </lib-sprites-group>`);
      const ga = document.getElementById('ga') as LibSpritesGroupElement;
      const lonely = document.getElementById('lonely') as LibSpritesGroupElement;
      // Let the IntersectionObserver report both hidden groups as off-screen.
      for (let i = 0; i < 5; i++) await frame();
      clock.advance(150);
      runFrame(clock.now);
      await settle(main);
      expect(ga.pointer, 'the group shown in a map advanced').to.equal(1);
      expect(lonely.pointer, 'a hidden group shown nowhere did not').to.equal(0);
      await frame();
      await expectPixels([[10, 10, BLUE, 'the cell shows its second sprite']]);
    } finally {
      clock.restore();
    }
  });

  it('a group a map no longer shows, or whose map left the page, stops being kept playing', async () => {
    const clock = fakeClock();
    try {
      const playing = ' autoplay loop ignore-reduced-motion fps="10"';
      const main = await showOnWhite(`${tile('ga', 'red', 'blue', playing)}${tile('gb', 'red', 'blue', playing)}
        <lib-sprites-group id="main" width="40" height="40">
          <lib-sprite src-type="MAP" width="20" height="20" src='[["a","b"]]'
            data-elements-data='{"a":{"id":"ga"},"b":{"id":"gb"}}'></lib-sprite>
        </lib-sprites-group>`);
      const ga = document.getElementById('ga') as LibSpritesGroupElement;
      const gb = document.getElementById('gb') as LibSpritesGroupElement;
      for (let i = 0; i < 5; i++) await frame();
      const step = async (): Promise<void> => {
        clock.advance(100);
        runFrame(clock.now);
        await settle(main);
      };
      await step();
      expect([ga.pointer, gb.pointer], 'both shown: both advanced').to.deep.equal([1, 1]);
      main.querySelector('lib-sprite')!.setAttribute('src', '[["b"]]');
      await settle(main);
      await step();
      expect([ga.pointer, gb.pointer], 'only b shown now').to.deep.equal([1, 0]);
      main.remove();
      await step();
      expect([ga.pointer, gb.pointer], 'the map left the page: neither is kept playing').to.deep.equal([1, 0]);
    } finally {
      clock.restore();
    }
  });

  it('places cells by their entry, elementsWidth/Height and scales what they show onto the cell', async () => {
    await showOnWhite(`${tile('ga', 'red', 'blue')}
      <lib-sprites-group id="main" width="120" height="60">
        <lib-sprite src-type="MAP" src='[["a","a"]]' data-elements-width="40" data-elements-height="40"
          data-elements-data='{"a":{"id":"ga"}}'></lib-sprite>
      </lib-sprites-group>`);
    await expectPixels([
      [35, 35, RED, 'first cell, scaled to 40 × 40'],
      [75, 35, RED, 'second cell at x = 40'],
      [85, 45, WHITE, 'past both cells'],
      [5, 45, WHITE, 'below'],
    ]);
  });

  it('a MAP that contains itself, directly or through another, is drawn once and never recursed forever', async () => {
    const main = await showOnWhite(`
      <lib-sprites-group id="main" width="100" height="40">
        <lib-sprite src-type="MAP" width="20" height="20" src='[["self","other","r"]]'
          data-elements-data='{"self":{"id":"main"},"other":{"id":"m2"},"r":{"id":"red-square"}}'>
          <lib-sub-sprite id="red-square" src-type="RECTANGLE" left="0" top="20" width="20" height="20" data-style="red"></lib-sub-sprite>
        </lib-sprite>
      </lib-sprites-group>
      <lib-sprites-group id="m2" hidden width="20" height="20">
        <lib-sprite src-type="MAP" width="20" height="20" src='[["back"]]' data-elements-data='{"back":{"id":"main"}}'></lib-sprite>
      </lib-sprites-group>`);
    await expectPixels([
      [10, 30, RED, 'the sprite\u2019s own sub-sprite'],
      [50, 10, RED, 'cell r'],
    ]);
    const maps = main.shadowRoot!.querySelectorAll('[part=map]');
    // main's map; in its "self" cell main's sprite again (its map empty, being open), in "other" m2's map (its cell, main, again empty).
    expect(maps.length).to.be.within(2, 6);
  });
});

describe('data-style inheritance, controller options, bad input', function () {
  this.timeout(30000);
  afterEach(cleanup);

  it('a data-style on the group colours every shape below that gives none, and changing it recolours them live', async () => {
    const main = await showOnWhite(`<lib-sprites-group id="main" width="100" height="40" data-style="red">
      <lib-sprite width="100" height="40">
        <lib-sub-sprite src-type="RECTANGLE" width="20" height="20"></lib-sub-sprite>
        <lib-sub-sprite src-type="CIRCLE" left="50" top="10" data-radius="10"></lib-sub-sprite>
        <lib-sub-sprite src-type="RECTANGLE" left="70" width="20" height="20" data-style="blue"></lib-sub-sprite>
      </lib-sprite></lib-sprites-group>`);
    await expectPixels([
      [10, 10, RED, 'rectangle'],
      [50, 10, RED, 'circle'],
      [80, 10, BLUE, 'own style wins'],
    ]);
    main.dataset['style'] = 'green';
    await settle(main);
    await frame();
    await expectPixels([
      [10, 10, GREEN, 'rectangle recoloured'],
      [50, 10, GREEN, 'circle recoloured'],
      [80, 10, BLUE, 'own style kept'],
    ]);
  });

  it('from the controller: a style function called at each render, beforeDrawing skips, afterDrawing runs, hidden and onlyUseInMap', async () => {
    const main = await showOnWhite(
      `<lib-sprites-group id="main" width="120" height="40"><lib-sprite id="s" width="120" height="40"></lib-sprite></lib-sprites-group>`,
    );
    const after: string[] = [];
    let colour = 'red';
    const sprite = main.controller.getSpriteById('s')!;
    main.controller.insertSubSprites(
      [
        {
          id: 'fn',
          srcType: SRC_TYPES.RECTANGLE!,
          width: 20,
          height: 20,
          data: { style: () => colour, afterDrawing: (o: { id: string }) => after.push(o.id) },
        },
        {
          id: 'skipped',
          srcType: SRC_TYPES.RECTANGLE!,
          left: 30,
          width: 20,
          height: 20,
          data: { style: 'red', beforeDrawing: () => null },
        },
        {
          id: 'hidden',
          srcType: SRC_TYPES.RECTANGLE!,
          left: 60,
          width: 20,
          height: 20,
          data: { style: 'red', hidden: true },
        },
        {
          id: 'maponly',
          srcType: SRC_TYPES.RECTANGLE!,
          left: 90,
          width: 20,
          height: 20,
          data: { style: 'red', onlyUseInMap: true },
        },
      ],
      sprite,
    );
    await settle(main);
    await frame();
    expect(after).to.include('fn');
    await expectPixels([
      [10, 10, RED, 'style function'],
      [40, 10, WHITE, 'skipped by beforeDrawing'],
      [70, 10, WHITE, 'hidden'],
      [100, 10, WHITE, 'onlyUseInMap, outside a map'],
    ]);
    colour = 'blue';
    main.requestUpdate();
    await settle(main);
    await frame();
    await expectPixels([[10, 10, BLUE, 'style function called again']]);
  });

  it('a missing radius, a malformed JSON grid or a refused filter warn once, draw nothing of theirs, and the rest still draws', async () => {
    const warnings = captureWarnings();
    try {
      await showOnWhite(`<lib-sprites-group id="main" width="120" height="40"><lib-sprite width="120" height="40">
        <lib-sub-sprite id="noradius" src-type="CIRCLE" left="10" top="10" data-style="red"></lib-sub-sprite>
        <lib-sub-sprite id="badjson" src-type="BITMAP" left="30" width="10" height="10" src='[[true,' data-style="red"></lib-sub-sprite>
        <lib-sub-sprite id="badmap" src-type="MAP" src='[["a"]]' data-elements-data='{"a":' data-style="red"></lib-sub-sprite>
        <lib-sub-sprite id="evil" src-type="RECTANGLE" left="60" width="20" height="20" data-filter="url(https://evil.example/f.svg#x)" data-style="blue"></lib-sub-sprite>
      </lib-sprite></lib-sprites-group>`);
      await expectPixels([
        [10, 10, WHITE, 'no circle'],
        [35, 5, WHITE, 'no bitmap'],
        [70, 10, BLUE, 'the rectangle, without the filter'],
      ]);
      const text = warnings.messages.join('\n');
      for (const [id, attribute] of [
        ['noradius', 'data-radius'],
        ['badjson', 'src'],
        ['badmap', 'data-elements-data'],
        ['evil', 'data-filter'],
      ]) {
        expect(
          warnings.messages.filter((m) => m.includes(`"${id}"`) && m.includes(attribute!)),
          `${id}: ${text}`,
        ).to.have.length(1);
      }
    } finally {
      warnings.restore();
    }
  });

  it('a 2,000 × 2,000 BITMAP renders as one path', async () => {
    const rows: string[] = [];
    for (let y = 0; y < 2000; y++) {
      // Blocks of 40 × 40 cells, alternating: runs repeat for 40 rows, so the path stays small.
      const band = Math.floor(y / 40) % 2;
      let row = '';
      for (let x = 0; x < 50; x++) row += (x + band) % 2 ? '.'.repeat(40) : '#'.repeat(40);
      rows.push(row);
    }
    const start = performance.now();
    const main =
      await showOnWhite(`<lib-sprites-group id="main" width="200" height="200"><lib-sprite width="200" height="200">
      <lib-sub-sprite src-type="BITMAP" width="0.1" height="0.1" src="${rows.join('/')}" data-style="red"></lib-sub-sprite>
    </lib-sprite></lib-sprites-group>`);
    const elapsed = performance.now() - start;
    const paths = main.shadowRoot!.querySelectorAll('[part=bitmap]');
    expect(paths).to.have.length(1);
    expect(paths[0]!.localName).to.equal('path');
    // 4 px blocks: (0..4) on, (4..8) off on the first band.
    await expectPixels([
      [2, 2, RED, 'a true block'],
      [6, 2, WHITE, 'a false block'],
      [6, 6, RED, 'the next band is shifted'],
    ]);
    console.info(`2,000 × 2,000 BITMAP: markup to painted in ${elapsed.toFixed(0)} ms`);
  });
});
