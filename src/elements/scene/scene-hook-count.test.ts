/**
 * A page hook runs once per drawn frame in both renderers, as CrossBrowdy's
 * engine calls it once per `renderGraphicScene`: a scene set up by its
 * controller draws its groups once, then once per frame. Hooks that count
 * their runs (the rendering example's frog turns a degree per draw) depend on it.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { LibSpritesSceneElement, SceneRenderer } from '../index.js';
import { runFrame } from '../playback/playback.js';
import { naturalSize, whenSized } from '../../render/dom/image-size.js';
import { drawSheet, fakeFrames, mountScene, settle, useFakeClock } from '../../../test/support/elements.js';

const FRAME = 16;

async function settled(scene: LibSpritesSceneElement): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await settle();
    await scene.updateComplete;
    for (const group of scene.querySelectorAll('lib-sprites-group')) await group.updateComplete;
  }
}

for (const renderer of ['canvas', 'dom'] as const satisfies readonly SceneRenderer[]) {
  describe(`<lib-sprites-scene renderer="${renderer}">: a hook runs once per drawn frame`, () => {
    const clock = useFakeClock(1000);
    let frames: ReturnType<typeof fakeFrames>;
    beforeEach(() => {
      frames = fakeFrames();
    });
    afterEach(() => frames.restore());

    it("a group the controller inserts into a playing scene: once as the scene is set up, then once a frame (a group's beforeDrawing, as the example's frog)", async () => {
      const scene = await mountScene('', ` renderer="${renderer}" width="200" height="120" autoplay`);
      await settled(scene);
      let draws = 0;
      // A URL of its own (a blob): an image this page has not loaded yet, as the example's frog at its first draw.
      const { canvas } = drawSheet(1, 1, 40);
      const url = URL.createObjectURL(await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!))));
      scene.controller.insertSpritesGroups({
        id: 'scene',
        spritesGroups: [
          {
            id: 'frog',
            src: url,
            srcWidth: 40,
            srcHeight: 40,
            left: 10,
            top: 10,
            width: 40,
            height: 40,
            data: {
              rotation: 0,
              rotationUseDegrees: true,
              duration: 1000,
              timeResetAndEnableAfter: 250,
              beforeDrawing(this: unknown, element: { data: { rotation: number } }) {
                draws++;
                element.data.rotation++;
                return element;
              },
            },
            sprites: [{ id: 'frog_1' }],
          },
        ],
      });
      await waitUntil(() => scene.querySelector('#frog') !== null, 'the group element is made', { timeout: 5000 });
      // The image loaded (whenSized, which the canvas renderer does not use: it starts the load here too).
      if (!naturalSize(url)) await new Promise<void>((resolve) => whenSized(url, resolve));
      await settled(scene);
      expect(draws, 'drawn once as the scene is set up').to.equal(1);
      for (let i = 1; i <= 5; i++) {
        runFrame(clock.advance(FRAME));
        await settled(scene);
        expect(draws, `after frame ${i}`).to.equal(1 + i);
      }
    });

    it('a sprite its duration disables and timeResetAndEnableAfter enables again: once a frame it is drawn, the frame it comes back included', async () => {
      const scene = await mountScene('', ` renderer="${renderer}" width="200" height="120" autoplay`);
      await settled(scene);
      let draws = 0;
      scene.controller.insertSpritesGroups({
        id: 'scene',
        spritesGroups: [
          {
            id: 'blinking',
            srcType: 'RECTANGLE',
            width: 40,
            height: 40,
            data: {
              style: '#0a0',
              duration: 100,
              timeResetAndEnableAfter: 50,
              beforeDrawing(this: unknown, element: unknown) {
                draws++;
                return element;
              },
            },
            sprites: [{ id: 'blinking_1' }],
          },
        ],
      });
      await waitUntil(() => scene.querySelector('#blinking') !== null, 'the group element is made', { timeout: 5000 });
      await settled(scene);
      const sprite = scene.controller.getGraphicSpritesById('blinking')!.getCurrent()!;
      let expected = draws;
      let returns = 0;
      for (let i = 1; i <= 24; i++) {
        const wasDisabled = sprite.isDisabled();
        runFrame(clock.advance(FRAME));
        await settled(scene);
        // The original engine draws an enabled sprite once per frame (the frame it is enabled again too).
        if (!sprite.isDisabled()) expected++;
        if (wasDisabled && !sprite.isDisabled()) returns++;
        expect(draws, `after frame ${i}`).to.equal(expected);
      }
      expect(returns, 'enabled again at least once').to.be.greaterThan(0);
    });
  });
}
