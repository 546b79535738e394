import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, LIB_GraphicSpritesScene } from '../../model/index.js';
import { CanvasSceneRenderer } from './renderer.js';
import { frameSheet } from '../../../test/support/canvas.js';
// The renderer on its own: the drawing it fetches on first use (shapes, hooks) imported ahead, as `lib-sprites/shapes` does.
import '../shapes-feature/index.js';
import '../extras-feature/index.js';

/** The frame sheet as a PNG data: URL. */
const sheetUrl = (): string => frameSheet(3).toDataURL('image/png');
const url = sheetUrl();

/** A seeded pseudo-random source, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const WIDTH = 120;
const HEIGHT = 80;

interface Live {
  renderer: CanvasSceneRenderer;
  context: CanvasRenderingContext2D;
  /**
   * Draws `order` until the sheet is in, then once more with every frame
   * scaled from its ImageBitmap; returns what that last draw returned.
   */
  drawSheet(order: readonly LIB_GraphicSprites[]): Promise<number>;
}

/** Whether `live` has the sheet (its image cache, read as the bench reads it). */
const hasSheet = (live: CanvasSceneRenderer, ratio: number): boolean =>
  (live as unknown as { painter: { images: { get(url: string, ratio: number): unknown } } }).painter.images.get(
    url,
    ratio,
  ) !== null;

function renderer(ratio: number): Live {
  const canvas = document.createElement('canvas');
  let loaded!: () => void;
  const asked = new Promise<void>((resolve) => (loaded = resolve));
  const live = new CanvasSceneRenderer(canvas, () => loaded());
  live.resize(WIDTH, HEIGHT, ratio);
  const drawSheet = async (order: readonly LIB_GraphicSprites[]): Promise<number> => {
    live.draw(order);
    // The sheet comes at once where the page has loaded it (an earlier renderer did); else at its
    // load, when the renderer asks for a draw.
    if (!hasSheet(live, ratio)) await asked;
    // It is swapped for an ImageBitmap a moment later: wait for that, and scale every frame from
    // the bitmap (some engines' pixels differ a little between the two sources).
    await new Promise((resolve) => setTimeout(resolve, 100));
    live.release();
    return live.draw(order);
  };
  return { renderer: live, context: canvas.getContext('2d')!, drawSheet };
}

/** The canvas's pixels. */
const pixels = (context: CanvasRenderingContext2D): Uint8ClampedArray =>
  context.getImageData(0, 0, context.canvas.width, context.canvas.height).data;

describe('canvas scene renderer: repainting what changed', () => {
  /** Groups of the sheet, some apart, some overlapping, at whole and fractional positions. */
  function sceneOf(
    next: () => number,
    aligned: boolean,
  ): { scene: LIB_GraphicSpritesScene; groups: LIB_GraphicSprites[] } {
    const at = (value: number, step: number): number => (aligned ? Math.floor(value) : Math.floor(value * step) / step);
    const scene = new LIB_GraphicSpritesScene();
    const groups: LIB_GraphicSprites[] = [];
    for (let i = 0; i < 24; i++) {
      const size = 8 + Math.floor(next() * 3) * 8;
      const group = new LIB_GraphicSprites({
        id: `g${i}`,
        src: url,
        srcType: 'IMAGE',
        srcWidth: 8,
        srcHeight: 8,
        width: size,
        height: size,
        // A third of them in a grid of their own, the others anywhere (overlapping some).
        left: i % 3 === 0 ? (i % 12) * 10 : at(next() * (WIDTH - size), 2),
        top: i % 3 === 0 ? 60 : at(next() * 50, 4),
        zIndex: 1 + Math.floor(next() * 3),
        sprites: Array.from({ length: 8 }, (_, f) => ({
          id: `s${f}`,
          srcLeft: (f % 4) * 8,
          srcTop: Math.floor(f / 4) * 8,
        })),
      });
      scene.insertSpritesGroup(group);
      groups.push(group);
    }
    return { scene, groups: scene.spritesGroups.items };
  }

  async function drawnAfresh(scene: LIB_GraphicSpritesScene, ratio: number): Promise<Uint8ClampedArray> {
    const { context, drawSheet } = renderer(ratio);
    expect(await drawSheet(scene.spritesGroups.itemsByZIndex)).to.equal(-1);
    return pixels(context);
  }

  const cases = [
    { ratio: 1, aligned: true },
    { ratio: 2, aligned: true },
    { ratio: 1, aligned: false },
    { ratio: 1.5, aligned: false },
  ];
  for (const { ratio, aligned } of cases) {
    const where = aligned ? 'on whole pixels: the same bytes' : 'between pixels: the same but for antialiased edges';
    it(`frame changes, moves and removals repainted piecemeal give the pixels of a full repaint (device pixel ratio ${ratio}, ${where})`, async () => {
      const next = random(17 + ratio * 10);
      const { scene } = sceneOf(next, aligned);
      const { renderer: live, context, drawSheet } = renderer(ratio);
      expect(await drawSheet(scene.spritesGroups.itemsByZIndex), 'the first draw with the sheet repaints all').to.equal(
        -1,
      );
      let repainted = 0;
      for (let round = 0; round < 12; round++) {
        for (const group of scene.spritesGroups.items) {
          const roll = next();
          if (roll < 0.4) group.setPointer((group.pointer + 1) % 8, true);
          else if (roll < 0.48) {
            group.spritesGroup.left = aligned
              ? Math.floor(next() * (WIDTH - 8))
              : Math.floor(next() * (WIDTH - 8) * 2) / 2;
            group.setPointer((group.pointer + 3) % 8, true);
          } else if (roll < 0.56) {
            // Only placed anew, as a game's loop does: its sprites' frames kept at the old place are drawn at the new.
            group.spritesGroup.left = aligned
              ? Math.floor(next() * (WIDTH - 8))
              : Math.floor(next() * (WIDTH - 8) * 2) / 2;
            group.spritesGroup.top = aligned ? Math.floor(next() * 50) : Math.floor(next() * 50 * 4) / 4;
            live.markPlaced(group);
            continue;
          } else continue;
          live.markDirty(group);
        }
        if (round === 6) {
          const gone = scene.spritesGroups.items[3]!;
          scene.removeSpritesGroup(3);
          live.remove(gone);
        }
        const painted = live.draw(scene.spritesGroups.itemsByZIndex);
        expect(painted, `round ${round}: a repaint of some rectangles, not of everything`).to.be.greaterThan(0);
        repainted += painted;
        const expected = await drawnAfresh(scene, ratio);
        const actual = pixels(context);
        let differing = 0;
        // Pixels off by more than antialiasing (a box missing, stale or drawn in the wrong order).
        let wrong = 0;
        for (let i = 0; i < actual.length; i += 4) {
          if (
            actual[i] !== expected[i] ||
            actual[i + 1] !== expected[i + 1] ||
            actual[i + 2] !== expected[i + 2] ||
            actual[i + 3] !== expected[i + 3]
          )
            differing++;
          for (let c = 0; c < 4; c++) if (Math.abs(actual[i + c]! - expected[i + c]!) > 48) wrong++;
        }
        if (aligned) expect(differing, `round ${round}: pixels differing from a full repaint`).to.equal(0);
        else {
          // Between device pixels an edge shared by two groups blends a little differently when one
          // of them is repainted on its own, by an amount that differs between engines.
          expect(
            differing / (actual.length / 4),
            `round ${round}: share of pixels differing from a full repaint`,
          ).to.be.below(0.02);
          expect(wrong, `round ${round}: pixels off by more than antialiasing`).to.equal(0);
        }
      }
      expect(repainted).to.be.greaterThan(0);
    });
  }

  it('text past its box, turned and blurred items: repainted piecemeal, the pixels of a full repaint (their ink, not their box, is cleared)', async () => {
    const next = random(5);
    const scene = new LIB_GraphicSpritesScene();
    const words = ['FPS: 60', 'FPS: 5', 'a longer line\nand another', 'W'];
    for (let i = 0; i < 12; i++) {
      const kind = i % 3;
      const data: Record<string, unknown> =
        kind === 0
          ? { fontSize: '14px', fontFamily: 'monospace', style: '#203080' }
          : kind === 1
            ? { style: '#a02000', rotation: 10 + i * 20, rotationUseDegrees: true }
            : { style: '#008040', filter: 'blur(2px)' };
      scene.insertSpritesGroup(
        new LIB_GraphicSprites({
          id: `t${i}`,
          srcType: kind === 0 ? 'TEXT' : 'RECTANGLE',
          src: words[i % 4],
          width: kind === 0 ? 16 : 20,
          height: kind === 0 ? 16 : 8,
          left: Math.floor(next() * (WIDTH - 30)),
          top: Math.floor(next() * (HEIGHT - 20)),
          zIndex: 1 + (i % 3),
          data,
          sprites: [{ id: 's' }],
        }),
      );
    }
    const { renderer: live, context } = renderer(1);
    live.setStyle(true, { font: '12px sans-serif', color: 'black' });
    expect(live.draw(scene.spritesGroups.itemsByZIndex)).to.equal(-1);
    for (let round = 0; round < 10; round++) {
      for (const group of scene.spritesGroups.items) {
        if (next() < 0.5) continue;
        const sprite = group.getCurrent()!;
        if (sprite.srcType === LIB_GraphicSprites.SRC_TYPES.TEXT) sprite.src = words[Math.floor(next() * 4)]!;
        else (sprite.data as Record<string, unknown>)['rotation'] = Math.floor(next() * 180);
        if (next() < 0.3) group.spritesGroup.left = Math.floor(next() * (WIDTH - 30));
        live.markDirty(group);
      }
      expect(live.draw(scene.spritesGroups.itemsByZIndex), `round ${round}: some rectangles`).to.be.greaterThan(0);
      const fresh = renderer(1);
      fresh.renderer.setStyle(true, { font: '12px sans-serif', color: 'black' });
      fresh.renderer.draw(scene.spritesGroups.itemsByZIndex);
      const expected = pixels(fresh.context);
      const actual = pixels(context);
      let wrong = 0;
      // Premultiplied: the colour of an all but transparent pixel is noise.
      const channel = (data: Uint8ClampedArray, i: number): number => (data[i]! * data[i - (i % 4) + 3]!) / 255;
      for (let i = 0; i < actual.length; i++) if (Math.abs(channel(actual, i) - channel(expected, i)) > 48) wrong++;
      expect(wrong, `round ${round}: pixels off from a full repaint`).to.equal(0);
    }
  });

  /** A 16 px group of two frames of the sheet (the first and the second), at `left`, in `scene`. */
  function twoFrames(scene: LIB_GraphicSpritesScene, id: string, left: number, zIndex = 1): LIB_GraphicSprites {
    const group = new LIB_GraphicSprites({
      id,
      src: url,
      srcType: 'IMAGE',
      srcWidth: 8,
      srcHeight: 8,
      width: 16,
      height: 16,
      left,
      top: 0,
      zIndex,
      sprites: [{ id: `${id}0` }, { id: `${id}1`, srcLeft: 8 }],
    });
    scene.insertSpritesGroup(group);
    return group;
  }

  it('a group changed in place is repainted alone, and with what reaches into its box once something does', async () => {
    const scene = new LIB_GraphicSpritesScene();
    const a = twoFrames(scene, 'a', 0, 1);
    const b = twoFrames(scene, 'b', 40, 2);
    const { renderer: live, context, drawSheet } = renderer(1);
    await drawSheet(scene.spritesGroups.itemsByZIndex);
    const calls: string[] = [];
    const drawImage = context.drawImage.bind(context);
    context.drawImage = ((...args: unknown[]) => {
      calls.push(`drawImage(${args.slice(-4).join(',')})`);
      (drawImage as (...a: unknown[]) => void)(...args);
    }) as unknown as typeof context.drawImage;
    a.setPointer(1, true);
    live.markDirty(a);
    live.draw(scene.spritesGroups.itemsByZIndex);
    expect(calls, 'alone: only a').to.deep.equal(['drawImage(0,0,16,16)']);
    // b moves over a's box: a's next change repaints b too, above it.
    b.spritesGroup.left = 8;
    live.markDirty(b);
    live.draw(scene.spritesGroups.itemsByZIndex);
    calls.length = 0;
    a.setPointer(0, true);
    live.markDirty(a);
    live.draw(scene.spritesGroups.itemsByZIndex);
    expect(calls, 'b reaches into a: both, in z order').to.deep.equal(['drawImage(0,0,16,16)', 'drawImage(8,0,16,16)']);
    expect(pixels(context)).to.deep.equal(await drawnAfresh(scene, 1));
    // b leaves again: a is alone once more.
    b.spritesGroup.left = 40;
    live.markDirty(b);
    live.draw(scene.spritesGroups.itemsByZIndex);
    calls.length = 0;
    a.setPointer(1, true);
    live.markDirty(a);
    live.draw(scene.spritesGroups.itemsByZIndex);
    expect(calls).to.deep.equal(['drawImage(0,0,16,16)']);
    expect(pixels(context)).to.deep.equal(await drawnAfresh(scene, 1));
  });

  it('a draw where most groups are new repaints the whole canvas once; one new group among many, and changes after, are repainted piecemeal', async () => {
    const scene = new LIB_GraphicSpritesScene();
    const a = twoFrames(scene, 'a', 0, 1);
    const { renderer: live, context, drawSheet } = renderer(1);
    const order = (): LIB_GraphicSprites[] => scene.spritesGroups.itemsByZIndex;
    await drawSheet(order());
    // Two new groups of three (a scene filled at once): one full repaint.
    live.markDirty(twoFrames(scene, 'b', 40, 2));
    live.markDirty(twoFrames(scene, 'c', 80, 3));
    expect(live.draw(order()), 'the whole canvas').to.equal(-1);
    expect(pixels(context)).to.deep.equal(await drawnAfresh(scene, 1));
    // The groups the full repaint drew are not new any more: a change of one is drawn alone.
    a.setPointer(1, true);
    live.markDirty(a);
    expect(live.draw(order()), 'a alone').to.equal(1);
    // One new group of four: its own box only.
    live.markDirty(twoFrames(scene, 'd', 120, 4));
    expect(live.draw(order()), 'd piecemeal').to.equal(1);
    expect(pixels(context)).to.deep.equal(await drawnAfresh(scene, 1));
  });

  it('a draw where most of many groups moved (as in a game) repaints the whole canvas once; a few moved, piecemeal', async () => {
    const scene = new LIB_GraphicSpritesScene();
    const groups = Array.from({ length: 300 }, (_, i) => twoFrames(scene, `m${i}`, (i * 7) % 104));
    const { renderer: live, context, drawSheet } = renderer(1);
    const order = (): LIB_GraphicSprites[] => scene.spritesGroups.itemsByZIndex;
    await drawSheet(order());
    groups.forEach((group, i) => {
      group.spritesGroup.top = (i * 3) % 64;
      live.markDirty(group);
    });
    expect(live.draw(order()), 'every group moved: the whole canvas').to.equal(-1);
    expect(pixels(context)).to.deep.equal(await drawnAfresh(scene, 1));
    for (const group of groups.slice(0, 10)) {
      group.spritesGroup.left += 1;
      live.markDirty(group);
    }
    expect(live.draw(order()), 'ten moved: their boxes').to.be.above(0);
    expect(pixels(context)).to.deep.equal(await drawnAfresh(scene, 1));
  });

  it('a pointer move draws the sprite as last planned; a change of the group, or a page hook run anywhere, plans it again', async () => {
    const scene = new LIB_GraphicSpritesScene();
    const a = twoFrames(scene, 'a', 0);
    const b = twoFrames(scene, 'b', 40);
    const { renderer: live, context, drawSheet } = renderer(1);
    const order = (): LIB_GraphicSprites[] => scene.spritesGroups.itemsByZIndex;
    await drawSheet(order());
    const moveTo = async (pointer: number): Promise<void> => {
      a.setPointer(pointer);
      live.markMoved(a);
      live.draw(order());
      expect(pixels(context), `a at sprite ${pointer}`).to.deep.equal(await drawnAfresh(scene, 1));
    };
    await moveTo(1);
    await moveTo(0);
    // A field of the sprite not shown: the group renders (markDirty) before the move shows it.
    a.spritesGroup.sprites[1]!.srcLeft = 16;
    live.markDirty(a);
    live.draw(order());
    await moveTo(1);
    // A hook of another group writes on a's sprite without telling (what a hook writes is drawn, not a change).
    const b0 = b.spritesGroup.sprites[0]!;
    b0.data['beforeDrawing'] = () => {
      a.spritesGroup.sprites[0]!.srcTop = 8;
      return b0;
    };
    live.markDirty(b);
    live.draw(order());
    await moveTo(0);
    expect(a.spritesGroup.sprites[0]!.srcTop, 'the hook ran').to.equal(8);
  });

  it("a group only placed anew (its own left / top) draws every sprite's kept frame where it now is", async () => {
    const scene = new LIB_GraphicSpritesScene();
    const a = twoFrames(scene, 'a', 0);
    twoFrames(scene, 'b', 40);
    const { renderer: live, context, drawSheet } = renderer(1);
    const order = (): LIB_GraphicSprites[] => scene.spritesGroups.itemsByZIndex;
    await drawSheet(order());
    const expectFresh = async (what: string): Promise<void> => {
      expect(pixels(context), what).to.deep.equal(await drawnAfresh(scene, 1));
    };
    a.setPointer(1);
    live.markMoved(a);
    live.draw(order());
    // Both sprites' frames are kept now; the group is placed anew with its second one showing.
    a.spritesGroup.left = 20;
    a.spritesGroup.top = 30;
    live.markPlaced(a);
    live.draw(order());
    await expectFresh('placed, showing its second sprite');
    // The first sprite's frame, kept at the old place, is drawn at the new one.
    a.setPointer(0);
    live.markMoved(a);
    live.draw(order());
    await expectFresh('then moved to its first sprite');
    a.spritesGroup.left = 64.5;
    live.markPlaced(a);
    a.setPointer(1);
    live.markMoved(a);
    live.draw(order());
    await expectFresh('placed between pixels and moved in the same draw');
  });

  it('a group drawn by two renderers (two scenes, or a MAP cell) is repainted by each when each is told of its move', async () => {
    const scene = new LIB_GraphicSpritesScene();
    const a = twoFrames(scene, 'a', 0);
    const order = (): LIB_GraphicSprites[] => scene.spritesGroups.itemsByZIndex;
    const first = renderer(1);
    const second = renderer(1);
    await Promise.all([first.drawSheet(order()), second.drawSheet(order())]);
    for (const pointer of [1, 0, 1]) {
      a.setPointer(pointer);
      first.renderer.markMoved(a);
      second.renderer.markMoved(a);
      expect(first.renderer.draw(order()), 'the first repaints the move').to.be.above(0);
      expect(second.renderer.draw(order()), 'the second repaints the move').to.be.above(0);
      const expected = await drawnAfresh(scene, 1);
      expect(pixels(first.context), `first, at sprite ${pointer}`).to.deep.equal(expected);
      expect(pixels(second.context), `second, at sprite ${pointer}`).to.deep.equal(expected);
    }
    // One renderer letting go of the group leaves the other's state of it as it was.
    first.renderer.remove(a);
    a.setPointer(0);
    second.renderer.markMoved(a);
    expect(second.renderer.draw(order())).to.be.above(0);
    expect(pixels(second.context)).to.deep.equal(await drawnAfresh(scene, 1));
  });
});
