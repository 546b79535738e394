import { expect } from '@open-wc/testing';
import type { LibSpritesGroupElement } from '../index.js';
import {
  FRAME_COLOURS,
  cleanup,
  drawSheet,
  imagesReady,
  mount,
  part,
  parts,
  settle,
  type Rgba,
} from '../../../test/support/elements.js';

const rect = (el: Element): DOMRect => el.getBoundingClientRect();

/** Rectangle relative to an origin element, rounded to 1/100 px. */
function relative(el: Element, origin: Element): { x: number; y: number; w: number; h: number } {
  const r = rect(el);
  const o = rect(origin);
  const round = (v: number): number => Math.round(v * 100) / 100;
  return { x: round(r.left - o.left), y: round(r.top - o.top), w: round(r.width), h: round(r.height) };
}

/**
 * What a sprite box shows of its image, read from the rendered element: its
 * box, and the computed background image, size and position the browser
 * draws with, give the visible source rectangle; that rectangle of the test's
 * own sheet is drawn at the box's size and its pixels returned. A wrong frame,
 * offset or scale gives other pixels.
 */
function shownPixels(
  box: HTMLElement,
  sheet: HTMLCanvasElement,
  url: string,
): { width: number; height: number; at(x: number, y: number): Rgba; source: DOMRect } {
  // A sprite drawn as one box (one image filling the stage) is its own image box.
  const image = box.matches('[part~=image]') ? box : box.querySelector<HTMLElement>(':scope > [part~=image]')!;
  const computed = getComputedStyle(image);
  expect(computed.backgroundImage).to.contain(url.slice(0, 40));
  expect(computed.backgroundRepeat).to.match(/^no-repeat/);
  const [sizeX, sizeY] = computed.backgroundSize.split(' ').map(parseFloat) as [number, number];
  const [positionX, positionY] = computed.backgroundPosition.split(' ').map(parseFloat) as [number, number];
  const r = rect(image);
  expect([r.width, r.height], 'the image fills its box').to.deep.equal([rect(box).width, rect(box).height]);
  const scaleX = sizeX / sheet.width;
  const scaleY = sizeY / sheet.height;
  const source = new DOMRect(-positionX / scaleX, -positionY / scaleY, r.width / scaleX, r.height / scaleY);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(r.width);
  canvas.height = Math.round(r.height);
  const context = canvas.getContext('2d')!;
  context.imageSmoothingEnabled = false;
  context.drawImage(sheet, source.x, source.y, source.width, source.height, 0, 0, canvas.width, canvas.height);
  const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
  return {
    width: canvas.width,
    height: canvas.height,
    source,
    at(x: number, y: number): Rgba {
      const k = (y * canvas.width + x) * 4;
      return { r: data[k]!, g: data[k + 1]!, b: data[k + 2]!, a: data[k + 3]! };
    },
  };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 255 };

describe('rendering', () => {
  afterEach(cleanup);

  it('geometry: the group box, the current sprite at its left/top and size, sub-sprites inside it', async () => {
    const group = await mount(`<lib-sprites-group width="80" height="60" left="5" top="7" src-type="TEXT" src="·">
      <lib-sprite left="10" top="20" width="30" height="15">
        <lib-sub-sprite left="3" top="4" width="5" height="6"></lib-sub-sprite>
        <lib-sub-sprite left="-2" top="-1"></lib-sub-sprite>
      </lib-sprite>
      <lib-sprite left="1" top="2"></lib-sprite>
    </lib-sprites-group>`);
    const host = group;
    expect(relative(part(group, '[part~=stage]')!, host)).to.deep.equal({ x: 5, y: 7, w: 80, h: 60 });
    expect([rect(host).width, rect(host).height]).to.deep.equal([80, 60]);
    const sprite = part(group, '[part~=sprite]')!;
    expect(relative(sprite, host)).to.deep.equal({ x: 15, y: 27, w: 30, h: 15 });
    const [sub, inheriting] = parts(group, '[part=sub-sprite]');
    expect(relative(sub!, sprite)).to.deep.equal({ x: 3, y: 4, w: 5, h: 6 });
    expect(relative(inheriting!, sprite), 'size inherited from the sprite, position not').to.deep.equal({
      x: -2,
      y: -1,
      w: 30,
      h: 15,
    });

    group.next();
    await settle(group);
    expect(relative(part(group, '[part~=sprite]')!, host)).to.deep.equal({ x: 6, y: 9, w: 80, h: 60 });
    expect(parts(group, '[part=sub-sprite]')).to.have.length(0);

    group.querySelectorAll('lib-sprite')[1]!.setAttribute('width', '12.5');
    await settle(group);
    expect(relative(part(group, '[part~=sprite]')!, host).w).to.equal(12.5);
  });

  it('pixels: the source rectangle of a sprite sheet the test drew, scaled to the destination', async () => {
    // 3 × 2 frames of 8 px, each its own colour with a white 2 × 2 marker at its top-left.
    const { url, canvas: sheet } = drawSheet(3, 2, 8);
    const group = await mount(`<lib-sprites-group src="${url}" src-width="8" src-height="8" width="24" height="24">
      <lib-sprite id="f0"></lib-sprite>
      <lib-sprite id="f5" src-left="16" src-top="8">
        <lib-sub-sprite src-left="8" src-top="0" left="12" top="12" width="12" height="12" z-index="2"></lib-sub-sprite>
      </lib-sprite>
      <lib-sprite id="wide" src-left="0" src-top="8" src-width="16" width="32" height="8"></lib-sprite>
    </lib-sprites-group>`);
    await imagesReady(group, url);

    const check = (
      box: HTMLElement,
      frame: number,
      width: number,
      height: number,
      scaleX: number,
      scaleY: number,
    ): void => {
      const shown = shownPixels(box, sheet, url);
      expect([shown.width, shown.height]).to.deep.equal([width, height]);
      // The marker covers the first 2 source pixels: scaled, that is 2 × scale destination pixels.
      expect(shown.at(0, 0), 'marker at the origin').to.deep.equal(WHITE);
      expect(shown.at(Math.ceil(2 * scaleX) - 1, Math.ceil(2 * scaleY) - 1), 'marker scaled').to.deep.equal(WHITE);
      expect(
        shown.at(Math.ceil(2 * scaleX), Math.ceil(2 * scaleY)),
        'frame colour right after the marker',
      ).to.deep.equal(FRAME_COLOURS[frame]);
      expect(
        shown.at(width - 1, height - 1),
        'frame colour up to the far corner, no neighbour bleeding in',
      ).to.deep.equal(FRAME_COLOURS[frame]);
      expect(shown.at(width >> 1, height >> 1)).to.deep.equal(FRAME_COLOURS[frame]);
    };

    check(part(group, '[part~=sprite]')!, 0, 24, 24, 3, 3);
    group.pointer = 1;
    await settle(group);
    check(part(group, '[part~=sprite]')!, 5, 24, 24, 3, 3);
    const sub = part(group, '[part=sub-sprite]')!;
    check(sub, 1, 12, 12, 1.5, 1.5);
    expect(shownPixels(sub, sheet, url).source.x).to.be.closeTo(8, 0.01);

    // A rectangle across two frames, scaled 2×: left half frame 3, right half frame 4, marker of each.
    group.pointer = 2;
    await settle(group);
    const wide = shownPixels(part(group, '[part~=sprite]')!, sheet, url);
    expect([wide.width, wide.height]).to.deep.equal([32, 8]);
    expect(wide.at(1, 1)).to.deep.equal(WHITE);
    expect(wide.at(8, 4)).to.deep.equal(FRAME_COLOURS[3]);
    expect(wide.at(16, 0)).to.deep.equal(WHITE);
    expect(wide.at(24, 4)).to.deep.equal(FRAME_COLOURS[4]);
  });

  it('sub-sprites stack by z-index inside the sprite, live', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT" src="x" width="40" height="40">
      <lib-sprite><lib-sub-sprite id="low" z-index="2"></lib-sub-sprite><lib-sub-sprite id="high" z-index="5"></lib-sub-sprite><lib-sub-sprite id="same"></lib-sub-sprite></lib-sprite>
    </lib-sprites-group>`);
    const sprite = part(group, '[part~=sprite]')!;
    const r = rect(sprite);
    const topmostId = (): string => {
      const hit = group.shadowRoot!.elementFromPoint(r.left + 20, r.top + 20)!;
      const box = hit.closest('[part=sub-sprite]')!;
      const index = parts(group, '[part=sub-sprite]').indexOf(box as HTMLElement);
      return String(group.controller.getCurrent()!.subSpritesByZIndex.filter((s) => !s.disabled)[index]!.id);
    };
    expect(topmostId()).to.equal('high');
    group.querySelector('#low')!.setAttribute('z-index', '9');
    await settle(group);
    expect(topmostId()).to.equal('low');
    group.querySelector('#low')!.setAttribute('disabled', '');
    await settle(group);
    expect(topmostId()).to.equal('high');
    // Sub-sprites are drawn above the sprite's own source: they sit in front of its text.
    const text = part(group, '[part~=sprite] > [part=text]')!;
    expect(group.shadowRoot!.elementFromPoint(r.left + 20, r.top + 20)).to.not.equal(text);
  });

  it('TEXT shows src as text, never as HTML; image paths never become markup or CSS', async () => {
    const hostile = `<img src=x onerror="window.__pwned=1"><b>bold</b>`;
    const group = await mount(
      `<lib-sprites-group><lib-sprite src-type="TEXT"></lib-sprite><lib-sprite></lib-sprite></lib-sprites-group>`,
    );
    const [textSprite, imageSprite] = group.querySelectorAll('lib-sprite');
    textSprite!.src = hostile;
    await settle(group);
    const text = part(group, '[part=text]')!;
    expect(text.textContent).to.equal(hostile);
    expect(text.children).to.have.length(0);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);

    const path = `a.png") ; background: red; x: url("https://evil.example/x.png`;
    imageSprite!.src = path;
    group.next();
    await settle(group);
    // That image never loads, so nothing is shown; a loading image with a hostile suffix is checked next.
    expect(parts(group, '[part=text]')).to.have.length(0);
    expect(part(group, '[part~=sprite]')!.getAttribute('style')).to.not.contain('evil');
    const { url, canvas } = drawSheet(1, 1, 8);
    const sneaky = `${url}#") ; background-color: red; x: url("`;
    imageSprite!.src = sneaky;
    await imagesReady(group, sneaky);
    const image = part(group, '[part~=image]')!;
    // Drawn as one box (the image fills the stage), the box also has its size.
    const sized = image.matches('[part~=stage]') ? ['height', 'width'] : [];
    expect([...image.style].sort(), 'exactly the three background properties (and the size) were set').to.deep.equal(
      ['background-image', 'background-position-x', 'background-position-y', 'background-size', ...sized].sort(),
    );
    expect(image.style.backgroundColor).to.equal('');
    expect(getComputedStyle(image).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(shownPixels(part(group, '[part~=sprite]')!, canvas, url).at(4, 4)).to.deep.equal(FRAME_COLOURS[0]);
  });

  it('a shape without the data it needs (a CIRCLE with no radius) renders an empty box and keeps working in the model', async () => {
    const group = await mount(
      `<lib-sprites-group src="thing" width="10" height="10"><lib-sprite src-type="CIRCLE" left="2"></lib-sprite></lib-sprites-group>`,
    );
    const box = part(group, '[part~=sprite]')!;
    expect(box.children).to.have.length(0);
    expect(relative(box, group)).to.deep.equal({ x: 2, y: 0, w: 10, h: 10 });
    expect(group.controller.getCurrent()!.srcType).to.equal(5);
  });

  it('styling hooks: ::part() from outside and the documented custom properties', async () => {
    const style = document.createElement('style');
    style.textContent = `
      .styled::part(sprite) { outline: 3px solid rgb(1, 2, 3); }
      .styled::part(text) { letter-spacing: 4px; }
      .styled { --lib-sprites-image-rendering: pixelated; --lib-sprites-text-color: rgb(9, 8, 7); --lib-sprites-overflow: hidden; }`;
    document.head.append(style);
    try {
      const { url } = drawSheet(1, 1, 8);
      const group: LibSpritesGroupElement = await mount(`<lib-sprites-group class="styled">
        <lib-sprite src="${url}"><lib-sub-sprite src-type="TEXT" src="t"></lib-sub-sprite></lib-sprite></lib-sprites-group>`);
      expect(getComputedStyle(part(group, '[part~=sprite]')!).outlineColor).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(part(group, '[part=text]')!).letterSpacing).to.equal('4px');
      expect(getComputedStyle(part(group, '[part=text]')!).color).to.equal('rgb(9, 8, 7)');
      await imagesReady(group, url);
      expect(getComputedStyle(part(group, '[part~=image]')!).imageRendering).to.equal('pixelated');
      expect(getComputedStyle(part(group, '[part~=stage]')!).overflow).to.equal('hidden');
    } finally {
      style.remove();
    }
  });

  it('a disabled group or sprite shows nothing; its box stays', async () => {
    const group = await mount(
      `<lib-sprites-group disabled width="20" height="20" src-type="TEXT" src="x"><lib-sprite></lib-sprite></lib-sprites-group>`,
    );
    expect(part(group, '[part~=sprite]')).to.equal(null);
    expect(rect(part(group, '[part~=stage]')!).width).to.equal(20);
    group.disabled = false;
    await settle(group);
    expect(part(group, '[part~=sprite]')).to.exist;
    group.querySelector('lib-sprite')!.disabled = true;
    await settle(group);
    expect(part(group, '[part~=sprite]')).to.equal(null);
  });
});
