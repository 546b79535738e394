/**
 * A sprite made only of shapes is one `<svg>` whose paths are kept from frame
 * to frame (render/dom/shape-paths.ts): a frame change reuses the paths in
 * paint order, adds or removes the difference, switches `part` between shape
 * and bitmap, and writes only the attributes that changed.
 */
import { expect } from '@open-wc/testing';
import type { LibSpritesGroupElement } from '../index.js';
import { runFrame } from '../playback/playback.js';
import { cleanup, fakeFrames, mount, settle, useFakeClock } from '../../../test/support/elements.js';

const markup = `<lib-sprites-group width="64" height="64" loop>
  <lib-sprite>
    <lib-sub-sprite src-type="CIRCLE" left="10" top="10" data-radius="5" data-style="red"></lib-sub-sprite>
    <lib-sub-sprite src-type="RECTANGLE" left="2" top="3" width="10" height="6" data-stroke data-line-width="2" data-style="blue"></lib-sub-sprite>
    <lib-sub-sprite src-type="TRIANGLE" left="20" top="4" data-x1="10" data-y1="4" data-x2="0" data-y2="14" data-opacity="0.5" data-style="green"></lib-sub-sprite>
  </lib-sprite>
  <lib-sprite>
    <lib-sub-sprite src-type="BITMAP" left="4" top="6" width="2" height="2" src="#./.#" data-style="black"></lib-sub-sprite>
    <lib-sub-sprite src-type="SEGMENT" left="1" top="1" data-x1="0" data-y1="0" data-x2="8" data-y2="0" data-line-width="3" data-style="red"></lib-sub-sprite>
  </lib-sprite>
</lib-sprites-group>`;

const paths = (g: LibSpritesGroupElement): SVGPathElement[] =>
  [...g.shadowRoot!.querySelectorAll('svg.shapes > path')] as SVGPathElement[];
const attributes = (path: Element): Record<string, string> =>
  Object.fromEntries([...path.attributes].map((a) => [a.name, a.value]));

describe('shapes: the paths of a sprite of shapes across frames', () => {
  afterEach(cleanup);

  it('reuses, adds and removes paths, with each frame’s attributes and parts', async () => {
    const g = await mount(markup);
    const first = paths(g);
    expect(first).to.have.length(3);
    expect(attributes(first[0]!)).to.deep.equal({
      part: 'shape',
      d: 'M15 10A5 5 0 0 0 5 10A5 5 0 0 0 15 10Z',
      fill: 'red',
    });
    expect(attributes(first[1]!)).to.deep.equal({
      part: 'shape',
      d: 'M2 3h10v6h-10z',
      fill: 'none',
      stroke: 'blue',
      'stroke-width': '2',
    });
    expect(attributes(first[2]!)).to.include({ part: 'shape', opacity: '0.5', fill: 'green', d: 'M20 4L30 8L20 18Z' });

    g.next();
    await settle(g);
    const second = paths(g);
    expect(second).to.have.length(2);
    expect(second[0], 'the first path is kept').to.equal(first[0]);
    expect(second[1], 'and the second').to.equal(first[1]);
    expect(first[2]!.isConnected, 'the third is removed').to.equal(false);
    // The bitmap keeps its path and moves by transform; the segment is stroked, not filled.
    expect(attributes(second[0]!)).to.include({ part: 'bitmap', transform: 'translate(4 6)', fill: 'black' });
    expect(second[0]!.hasAttribute('stroke')).to.equal(false);
    expect(attributes(second[1]!)).to.deep.equal({
      part: 'shape',
      d: 'M1 1L9 1',
      fill: 'none',
      stroke: 'red',
      'stroke-width': '3',
    });

    g.next();
    await settle(g);
    const third = paths(g);
    expect(third).to.have.length(3);
    expect(third[0]).to.equal(first[0]);
    expect(attributes(third[0]!)).to.deep.equal(attributes(first[0]!));
    expect(attributes(third[1]!)).to.deep.equal({
      part: 'shape',
      d: 'M2 3h10v6h-10z',
      fill: 'none',
      stroke: 'blue',
      'stroke-width': '2',
    });
    expect(attributes(third[2]!)).to.include({ opacity: '0.5', d: 'M20 4L30 8L20 18Z' });
  });

  it('next() and the pointer draw a sprite of shapes at once, without a render; the attribute and the event follow', async () => {
    const g = await mount(
      markup.replace(
        /<lib-sprite>\s*<lib-sub-sprite src-type="BITMAP"[\s\S]*?<\/lib-sprite>/,
        `<lib-sprite>
    <lib-sub-sprite src-type="CIRCLE" left="10" top="10" data-radius="7" data-style="red"></lib-sub-sprite>
  </lib-sprite>`,
      ),
    );
    const svg = g.shadowRoot!.querySelector('svg.shapes');
    const changes: number[] = [];
    g.addEventListener('lib-sprite-change', (e) => changes.push(e.detail.pointer));
    g.next();
    expect(g.isUpdatePending, 'no render was asked for').to.equal(false);
    expect(g.shadowRoot!.querySelector('svg.shapes'), 'the same svg').to.equal(svg);
    expect(paths(g)).to.have.length(1);
    expect(paths(g)[0]!.getAttribute('d'), 'drawn in the call').to.equal('M17 10A7 7 0 0 0 3 10A7 7 0 0 0 17 10Z');
    expect(g.getAttribute('pointer')).to.equal('1');
    g.pointer = 0;
    expect(g.isUpdatePending).to.equal(false);
    expect(paths(g)).to.have.length(3);
    await settle(g);
    expect(changes).to.deep.equal([1, 0]);
  });

  it('a frame change writes only the attributes that changed', async () => {
    const g = await mount(
      markup.replace('data-radius="5"', 'data-radius="5"').replace(
        /<lib-sprite>\s*<lib-sub-sprite src-type="BITMAP"[\s\S]*?<\/lib-sprite>/,
        `<lib-sprite>
    <lib-sub-sprite src-type="CIRCLE" left="10" top="10" data-radius="7" data-style="red"></lib-sub-sprite>
    <lib-sub-sprite src-type="RECTANGLE" left="2" top="3" width="10" height="6" data-stroke data-line-width="2" data-style="navy"></lib-sub-sprite>
    <lib-sub-sprite src-type="TRIANGLE" left="20" top="4" data-x1="10" data-y1="4" data-x2="0" data-y2="14" data-opacity="0.5" data-style="green"></lib-sub-sprite>
  </lib-sprite>`,
      ),
    );
    const written: string[] = [];
    const observer = new MutationObserver((records) =>
      written.push(...records.map((r) => `${paths(g).indexOf(r.target as SVGPathElement)} ${r.attributeName}`)),
    );
    observer.observe(g.shadowRoot!, { attributes: true, subtree: true });
    g.next();
    await settle(g);
    observer.disconnect();
    expect(written.sort()).to.deep.equal(['0 d', '1 stroke']);
  });
});

describe('shapes: a playing sprite of shapes draws its frame changes without a render', () => {
  let frames: ReturnType<typeof fakeFrames> | undefined;
  beforeEach(() => {
    frames = fakeFrames();
  });
  afterEach(() => {
    frames?.restore();
    cleanup();
  });
  const clock = useFakeClock(10_000);

  // Two frames in the same boxes (the group's 64 x 64): only the paths differ.
  const twoFrames = markup.replace(
    /<lib-sprite>\s*<lib-sub-sprite src-type="BITMAP"[\s\S]*?<\/lib-sprite>/,
    `<lib-sprite>
    <lib-sub-sprite src-type="CIRCLE" left="10" top="10" data-radius="7" data-style="red"></lib-sub-sprite>
    <lib-sub-sprite src-type="RECTANGLE" left="2" top="3" width="10" height="6" data-stroke data-line-width="2" data-style="navy"></lib-sub-sprite>
  </lib-sprite>`,
  );

  it('writes the paths in the tick: the same svg, no update cycle, the event still fires', async () => {
    const g = await mount(twoFrames);
    g.play();
    await settle(g);
    const before = paths(g);
    const changes: number[] = [];
    g.addEventListener('lib-sprite-change', (e) => changes.push(e.detail.pointer));
    runFrame(clock.advance(100));
    expect(g.controller.pointer).to.equal(1);
    expect(g.isUpdatePending, 'no render was asked for').to.equal(false);
    const after = paths(g);
    expect(after).to.have.length(2);
    expect(after[0]).to.equal(before[0]);
    expect(attributes(after[0]!)).to.deep.equal({
      part: 'shape',
      d: 'M17 10A7 7 0 0 0 3 10A7 7 0 0 0 17 10Z',
      fill: 'red',
    });
    expect(attributes(after[1]!)).to.include({ stroke: 'navy' });
    expect(before[2]!.isConnected, 'the triangle is gone').to.equal(false);
    await settle(g);
    expect(changes).to.deep.equal([1]);
    runFrame(clock.advance(100));
    expect(g.isUpdatePending).to.equal(false);
    expect(paths(g)).to.have.length(3);
    expect(attributes(paths(g)[2]!)).to.include({ opacity: '0.5', d: 'M20 4L30 8L20 18Z' });
  });

  it("a frame whose sprite box moves or resizes is drawn in the tick too, its paths at the box's place", async () => {
    const g = await mount(
      twoFrames.replace(
        '<lib-sprite>\n    <lib-sub-sprite src-type="CIRCLE" left="10" top="10" data-radius="7"',
        '<lib-sprite left="5" top="2" width="40">\n    <lib-sub-sprite src-type="CIRCLE" left="10" top="10" data-radius="7"',
      ),
    );
    g.play();
    await settle(g);
    const svg = g.shadowRoot!.querySelector('svg.shapes')!;
    runFrame(clock.advance(100));
    expect(g.isUpdatePending, 'no render: the sprite box is only where the paths go').to.equal(false);
    expect(g.shadowRoot!.querySelector('svg.shapes'), 'the same svg').to.equal(svg);
    // The circle of sub-sprite (10, 10) in the sprite box at (5, 2): centred at (15, 12) in the stage's svg.
    expect(paths(g)[0]!.getAttribute('d')).to.equal('M22 12A7 7 0 0 0 8 12A7 7 0 0 0 22 12Z');
    expect(paths(g)[1]!.getAttribute('d')).to.equal('M7 5h10v6h-10z');
    expect([svg.getAttribute('width'), svg.getAttribute('height')], "the svg is the stage's size").to.deep.equal([
      '64',
      '64',
    ]);
    runFrame(clock.advance(100));
    expect(paths(g)[0]!.getAttribute('d'), 'back at the box at 0, 0').to.equal(
      'M15 10A5 5 0 0 0 5 10A5 5 0 0 0 15 10Z',
    );
  });

  it('a frame after a change of the stage, or with a page hook, goes through a render', async () => {
    const g = await mount(twoFrames);
    g.play();
    await settle(g);
    g.setAttribute('width', '80');
    runFrame(clock.advance(100));
    expect(g.isUpdatePending, 'the stage changes size').to.equal(true);
    await settle(g);
    expect(g.shadowRoot!.querySelector('svg.shapes')!.getAttribute('width')).to.equal('80');
    let calls = 0;
    for (const sub of g.controller.getSprites()![0]!.subSprites)
      (sub.data as Record<string, unknown>)['beforeDrawing'] = (o: unknown) => (calls++, o);
    runFrame(clock.advance(100));
    expect(g.isUpdatePending, 'a hook runs in renders').to.equal(true);
    await settle(g);
    expect(calls).to.equal(3);
  });
});
