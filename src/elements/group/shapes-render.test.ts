/**
 * Every source type on screen (docs/gallery.md#source-types): real screenshots through the
 * runner's `screenshot` command, read at points inside and outside each shape.
 * Each group sits at a known place on a white page; shapes are pure colours.
 */
import { expect } from '@open-wc/testing';
import { frame } from '../../../test/support/page.js';
import { type Check, cleanup, expectPixels, ORIGIN, type Rgb, showOnWhite } from '../../../test/support/elements.js';

const RED: Rgb = [255, 0, 0];
const BLUE: Rgb = [0, 0, 255];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const GREEN: Rgb = [0, 255, 0];

const group = (inner: string, attributes = ''): string =>
  `<lib-sprites-group width="200" height="150"${attributes}><lib-sprite width="200" height="150">${inner}</lib-sprite></lib-sprites-group>`;

describe('shapes on screen', function () {
  this.timeout(30000);
  afterEach(cleanup);

  it('SEGMENT: a line of lineWidth between its two points', async () => {
    await showOnWhite(
      group(
        `<lib-sub-sprite src-type="SEGMENT" left="10" top="10" data-x1="0" data-y1="10" data-x2="100" data-y2="10" data-line-width="6" data-style="red"></lib-sub-sprite>`,
      ),
    );
    await expectPixels([
      [50, 20, RED, 'on the line'],
      [50, 22, RED, 'inside its width'],
      [50, 27, WHITE, 'beside it'],
      [115, 20, WHITE, 'past its end'],
    ]);
  });

  it('PIXEL: one 1×1 square at left/top', async () => {
    await showOnWhite(group(`<lib-sub-sprite src-type="PIXEL" left="30" top="40" data-style="red"></lib-sub-sprite>`));
    await expectPixels([
      [30.5, 40.5, RED, 'the pixel'],
      [31.5, 40.5, WHITE, 'right of it'],
      [30.5, 41.5, WHITE, 'below it'],
    ]);
  });

  it('RECTANGLE: filled, or outlined with stroke and lineWidth', async () => {
    await showOnWhite(
      group(`<lib-sub-sprite src-type="RECTANGLE" left="10" top="10" width="60" height="40" data-style="red"></lib-sub-sprite>
        <lib-sub-sprite src-type="RECTANGLE" left="100" top="10" width="60" height="40" data-stroke data-line-width="6" data-style="blue"></lib-sub-sprite>`),
    );
    await expectPixels([
      [40, 30, RED, 'filled: centre'],
      [12, 12, RED, 'filled: corner'],
      [75, 30, WHITE, 'filled: outside'],
      [130, 30, WHITE, 'outlined: centre'],
      [100, 30, BLUE, 'outlined: left edge'],
      [130, 50, BLUE, 'outlined: bottom edge'],
      [130, 56, WHITE, 'outlined: past the edge'],
    ]);
  });

  it('CIRCLE: centred at left/top, filled or outlined', async () => {
    await showOnWhite(
      group(`<lib-sub-sprite src-type="CIRCLE" left="50" top="50" data-radius="30" data-style="red"></lib-sub-sprite>
        <lib-sub-sprite src-type="CIRCLE" left="140" top="50" data-radius="30" data-stroke="true" data-line-width="4" data-style="blue"></lib-sub-sprite>`),
    );
    await expectPixels([
      [50, 50, RED, 'centre'],
      [50, 22, RED, 'near the top'],
      [74, 74, WHITE, 'outside the corner'],
      [50, 85, WHITE, 'below'],
      [140, 50, WHITE, 'outlined: centre'],
      [140, 20, BLUE, 'outlined: top'],
      [170, 50, BLUE, 'outlined: right'],
    ]);
  });

  it('ARC: from startAngle to endAngle anticlockwise, closed by its chord', async () => {
    // 0 to π/2 anticlockwise: three quarters, without the lower right one.
    await showOnWhite(
      group(
        `<lib-sub-sprite src-type="ARC" left="60" top="60" data-radius="40" data-start-angle="0" data-end-angle="1.5707963" data-style="red"></lib-sub-sprite>`,
      ),
    );
    await expectPixels([
      [40, 40, RED, 'upper left'],
      [80, 40, RED, 'upper right'],
      [40, 80, RED, 'lower left'],
      [80, 80, WHITE, 'lower right (cut)'],
    ]);
  });

  it('ELLIPSE: radii, ellipseRotation, start/end and anticlockwise', async () => {
    await showOnWhite(
      group(`<lib-sub-sprite src-type="ELLIPSE" left="50" top="60" data-radius-x="40" data-radius-y="10" data-ellipse-rotation="1.5707963" data-style="red"></lib-sub-sprite>
        <lib-sub-sprite src-type="ELLIPSE" left="140" top="60" data-radius-x="40" data-radius-y="20" data-start-angle="3.14159265" data-end-angle="6.2831853" data-style="blue"></lib-sub-sprite>`),
    );
    await expectPixels([
      [50, 30, RED, 'rotated: along the long axis, now vertical'],
      [75, 60, WHITE, 'rotated: where the long axis was'],
      [140, 50, BLUE, 'upper half drawn'],
      [140, 70, WHITE, 'lower half not'],
    ]);
  });

  it('TRIANGLE: (left, top) and two points, filled or outlined', async () => {
    await showOnWhite(
      group(
        `<lib-sub-sprite src-type="TRIANGLE" left="10" top="10" data-x1="80" data-y1="0" data-x2="0" data-y2="80" data-style="red"></lib-sub-sprite>`,
      ),
    );
    await expectPixels([
      [20, 20, RED, 'inside'],
      [56, 56, WHITE, 'past the hypotenuse'],
      [45, 45, RED, 'before it'],
      [60, 12, RED, 'near the top edge'],
    ]);
  });

  it('BEZIER_CURVE and QUADRATIC_BEZIER_CURVE: stroked curves', async () => {
    await showOnWhite(
      group(`<lib-sub-sprite src-type="BEZIER_CURVE" left="10" top="10" data-x1="0" data-y1="80" data-x2="80" data-y2="80" data-x3="80" data-y3="0" data-line-width="6" data-style="red"></lib-sub-sprite>
        <lib-sub-sprite src-type="QUADRATIC_BEZIER_CURVE" left="110" top="10" data-x1="40" data-y1="80" data-x2="80" data-y2="0" data-line-width="6" data-style="blue"></lib-sub-sprite>`),
    );
    // Cubic at t = 0.5: (40, 60) from its start; quadratic at t = 0.5: (40, 40).
    await expectPixels([
      [50, 70, RED, 'cubic midpoint'],
      [50, 40, WHITE, 'inside the cubic (not filled)'],
      [150, 50, BLUE, 'quadratic midpoint'],
      [150, 25, WHITE, 'inside the quadratic'],
    ]);
  });

  it('BITMAP: every true cell a width × height rectangle, from JSON or rows of text', async () => {
    await showOnWhite(
      group(`<lib-sub-sprite src-type="BITMAP" left="10" top="10" width="10" height="10" src="[[true,false,true],[false,true,false]]" data-style="red"></lib-sub-sprite>
        <lib-sub-sprite src-type="BITMAP" left="60" top="10" width="10" height="10" src="#.#/.#." data-style="blue"></lib-sub-sprite>`),
    );
    await expectPixels([
      [15, 15, RED, 'cell (0, 0)'],
      [25, 15, WHITE, 'cell (1, 0)'],
      [35, 15, RED, 'cell (2, 0)'],
      [25, 25, RED, 'cell (1, 1)'],
      [15, 25, WHITE, 'cell (0, 1)'],
      [65, 15, BLUE, 'text cell (0, 0)'],
      [75, 15, WHITE, 'text cell (1, 0)'],
      [75, 25, BLUE, 'text cell (1, 1)'],
    ]);
  });

  it('TEXT: several lines, fontSize apart, filled or outlined', async () => {
    const g = await showOnWhite(
      group(`<lib-sub-sprite src-type="TEXT" left="10" top="10" width="180" height="120" src="█
█" data-font-size="30px" data-font-family="monospace" data-style="red"></lib-sub-sprite>`),
    );
    const text = g.shadowRoot!.querySelector<HTMLElement>('[part=text]')!;
    expect(getComputedStyle(text).lineHeight).to.equal('30px');
    const glyph = (line: number): [number, number] => [10 + 8, 10 + line * 30 + 15];
    await expectPixels([
      [...glyph(0), RED, 'first line'],
      [...glyph(1), RED, 'second line, 30 px below'],
      [...([10 + 8, 10 + 2 * 30 + 15] as [number, number]), WHITE, 'no third line'],
    ]);
  });

  it('TEXT with stroke: outlined, not filled', async () => {
    const g = await showOnWhite(
      group(
        `<lib-sub-sprite src-type="TEXT" left="10" top="10" width="180" height="120" src="█" data-font-size="60px" data-font-family="monospace" data-stroke data-line-width="6" data-style="blue"></lib-sub-sprite>`,
      ),
    );
    const text = g.shadowRoot!.querySelector<HTMLElement>('[part=text]')!;
    const range = document.createRange();
    range.selectNodeContents(text);
    const glyph = range.getBoundingClientRect();
    const x = glyph.left - ORIGIN;
    const y = glyph.top - ORIGIN;
    await expectPixels([
      [x + glyph.width / 2, y + glyph.height / 2, WHITE, 'inside the glyph: not filled'],
      [x + 1, y + glyph.height / 2, BLUE, 'its left edge: outlined'],
    ]);
  });

  it('rotation about a pivot and opacity in a sprite of shapes only (one svg, SVG transforms)', async () => {
    const g = await showOnWhite(
      group(`<lib-sub-sprite src-type="RECTANGLE" left="10" top="40" width="80" height="10" data-rotation="1.5707963" data-rotation-x="10" data-rotation-y="40" data-style="red"></lib-sub-sprite>
        <lib-sub-sprite src-type="RECTANGLE" left="110" top="10" width="30" height="30" data-opacity="0.5" data-style="red"></lib-sub-sprite>`),
    );
    expect(g.shadowRoot!.querySelectorAll('svg')).to.have.length(1);
    // A quarter turn clockwise about its top-left corner: it now hangs down from (10, 40), to the left of x = 10.
    await expectPixels([
      [5, 80, RED, 'rotated: below the pivot'],
      [50, 45, WHITE, 'rotated: where it was'],
      [125, 25, [255, 128, 128], 'half opaque red on white'],
    ]);
  });

  it("a sprite of shapes: one svg the stage's size (part sprite) with the sprite's left/top in its paths; the stage clips only when asked", async () => {
    const g = await showOnWhite(
      `<lib-sprites-group left="20" top="10" width="100" height="80" style="--lib-sprites-background: rgb(0, 255, 0)"><lib-sprite left="30" top="20" width="10" height="10">` +
        `<lib-sub-sprite src-type="CIRCLE" left="0" top="0" data-radius="10" data-style="red"></lib-sub-sprite>` +
        `<lib-sub-sprite src-type="RECTANGLE" left="60" top="40" width="40" height="10" data-style="blue"></lib-sub-sprite></lib-sprite></lib-sprites-group>`,
    );
    const stage = g.shadowRoot!.querySelector<HTMLElement>('[part=stage]')!;
    const svg = g.shadowRoot!.querySelector('[part=sprite]')!;
    expect(svg.localName, 'no sprite box: the svg is the sprite part').to.equal('svg');
    expect(svg.parentElement).to.equal(stage);
    const box = (e: Element): number[] => {
      const r = e.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height];
    };
    expect(box(svg), 'the svg covers the stage').to.deep.equal(box(stage));
    expect(getComputedStyle(stage).position, 'positioned only because the group is offset').to.equal('relative');
    // Stage at (20, 10) in the host, sprite box at (30, 20) in the stage: the circle is centred at (50, 30).
    const checks: Check[] = [
      [50, 30, RED, "circle at the sprite box's corner"],
      [50, 45, GREEN, "the stage's background below it"],
      [10, 5, WHITE, 'outside the offset stage'],
      [115, 75, BLUE, 'rectangle inside the stage'],
    ];
    await expectPixels([...checks, [145, 75, BLUE, "rectangle past the stage's right edge (overflow visible)"]]);
    g.style.setProperty('--lib-sprites-overflow', 'hidden');
    await frame();
    await frame();
    await expectPixels([...checks, [145, 75, WHITE, "clipped at the stage's edge (--lib-sprites-overflow: hidden)"]]);
  });

  it('a group of shapes at no offset: no positioned box around its svg', async () => {
    const g = await showOnWhite(
      group(`<lib-sub-sprite src-type="CIRCLE" left="20" top="20" data-radius="10" data-style="red"></lib-sub-sprite>`),
    );
    const stage = g.shadowRoot!.querySelector<HTMLElement>('[part=stage]')!;
    expect([getComputedStyle(stage).position, getComputedStyle(stage).zIndex]).to.deep.equal(['static', 'auto']);
    expect(g.shadowRoot!.querySelector('[part=sprite]')!.localName).to.equal('svg');
    await expectPixels([
      [20, 20, RED, 'the circle'],
      [35, 20, WHITE, 'beside it'],
    ]);
  });

  it('a page styles shapes through ::part(shape); a stroke it sets on the group does not outline filled shapes', async () => {
    const style = document.createElement('style');
    style.textContent = '.styled::part(shape) { fill: blue; } .stroked { stroke: red; stroke-width: 12px; }';
    document.head.append(style);
    try {
      await showOnWhite(
        `<lib-sprites-group class="styled" width="200" height="150"><lib-sprite width="200" height="150"><lib-sub-sprite src-type="RECTANGLE" left="10" top="10" width="40" height="40" data-style="red"></lib-sub-sprite></lib-sprite></lib-sprites-group>` +
          `<lib-sprites-group class="stroked" width="200" height="150"><lib-sprite width="200" height="150"><lib-sub-sprite src-type="RECTANGLE" left="10" top="10" width="40" height="40" data-style="red"></lib-sub-sprite></lib-sprite></lib-sprites-group>`,
      );
      await expectPixels([
        [30, 30, BLUE, '::part(shape) fill wins over the colour'],
        [230, 30, RED, 'filled'],
        [206, 30, WHITE, 'no inherited stroke outside the left edge (x = 210)'],
      ]);
    } finally {
      style.remove();
    }
  });

  it('rotation (degrees, about the box centre), opacity, and a blend mode', async () => {
    await showOnWhite(
      group(`<lib-sub-sprite src-type="RECTANGLE" left="10" top="40" width="80" height="10" data-rotation="90" data-rotation-use-degrees data-style="red"></lib-sub-sprite>
        <lib-sub-sprite src-type="RECTANGLE" left="110" top="10" width="30" height="30" data-opacity="0.5" data-style="red"></lib-sub-sprite>
        <lib-sub-sprite src-type="RECTANGLE" left="110" top="60" width="60" height="30" data-style="red"></lib-sub-sprite>
        <lib-sub-sprite src-type="RECTANGLE" left="140" top="60" width="60" height="30" data-global-composite-operation="multiply" data-style="blue"></lib-sub-sprite>`),
    );
    await expectPixels([
      [50, 45, RED, 'rotated: the centre'],
      [50, 15, RED, 'rotated: now vertical, above the centre'],
      [20, 45, WHITE, 'rotated: where its left end was'],
      [125, 25, [255, 128, 128], 'half opaque red on white'],
      [125, 75, RED, 'blend: red alone'],
      [185, 75, BLUE, 'blend: blue alone on white'],
      [155, 75, BLACK, 'blend: blue multiplied on red'],
    ]);
  });
});
