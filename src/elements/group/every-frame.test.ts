/**
 * What CrossBrowdy's example engine does at every frame, in both renderers of
 * a scene: sub-sprites' `duration` / `timeResetAndEnableAfter`, the page's
 * `beforeDrawing` / `afterDrawing` hooks, and fields the page writes straight
 * on model objects. Time is the test's (fake clock, frames run by hand); each
 * check compares the scene's pixels with a reference drawn by plain canvas
 * calls, the way that engine draws (fillRect at the object's left/top).
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { LIB_GraphicSpritesScene, SpriteObject, SubSpriteObject } from '../../model/index.js';
import type { LibSpritesGroupElement, LibSpritesSceneElement, SceneRenderer } from '../index.js';
import { runFrame } from '../playback/playback.js';
import { fakeFrames, mount, screenshot, settle, useFakeClock } from '../../../test/support/elements.js';

const WIDTH = 100;
const HEIGHT = 60;
/** 60 Hz, in whole ms: the frames the tests run. */
const FRAME = 16;

type Rgb = [number, number, number];
const RED: Rgb = [255, 0, 0];
const BLUE: Rgb = [0, 0, 255];
const GREEN: Rgb = [0, 128, 0];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  colour: Rgb;
}

async function mountScene(renderer: SceneRenderer, groups: string): Promise<LibSpritesSceneElement> {
  await mount(
    `<div style="position: fixed; left: 0; top: 0; z-index: 10; background: #fff; line-height: 0">` +
      `<lib-sprites-scene renderer="${renderer}" width="${WIDTH}" height="${HEIGHT}">${groups}</lib-sprites-scene></div>`,
  );
  const scene = document.querySelector('lib-sprites-scene')!;
  await drawn(scene);
  return scene;
}

async function drawn(scene: LibSpritesSceneElement): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await settle();
    await scene.updateComplete;
    for (const group of scene.querySelectorAll('lib-sprites-group')) await group.updateComplete;
  }
}

/** The scene's pixels at CSS px: read from its canvas (canvas renderer) or from a screenshot (DOM renderer). */
async function pixelsOf(scene: LibSpritesSceneElement): Promise<(x: number, y: number) => Rgb> {
  const box = scene.shadowRoot!.querySelector('[part=box]')!.getBoundingClientRect();
  if (scene.renderer === 'canvas') {
    const canvas = scene.shadowRoot!.querySelector('canvas')!;
    const ratio = canvas.width / WIDTH;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    return (x, y) => {
      const k = (Math.floor((y + 0.5) * ratio) * canvas.width + Math.floor((x + 0.5) * ratio)) * 4;
      // A transparent canvas pixel shows the white page beneath.
      const a = data[k + 3]! / 255;
      return [0, 1, 2].map((c) => Math.round(data[k + c]! * a + 255 * (1 - a))) as Rgb;
    };
  }
  const at = await screenshot();
  return (x, y) => at(box.left + x + 0.5, box.top + y + 0.5);
}

/** The reference: a white box and `boxes` filled with plain canvas calls, as CB_REM draws rectangles. */
function reference(boxes: readonly Box[]): (x: number, y: number) => Rgb {
  const canvas = new OffscreenCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  for (const box of boxes) {
    context.fillStyle = `rgb(${box.colour.join(',')})`;
    context.fillRect(box.x, box.y, box.width, box.height);
  }
  const data = context.getImageData(0, 0, WIDTH, HEIGHT).data;
  return (x, y) => {
    const k = (y * WIDTH + x) * 4;
    return [data[k]!, data[k + 1]!, data[k + 2]!];
  };
}

/** Every CSS pixel of the scene against the reference: at most `allowed` differ by more than 64 in a channel. */
async function expectScene(
  scene: LibSpritesSceneElement,
  boxes: readonly Box[],
  what: string,
  allowed = 6,
): Promise<void> {
  const actual = await pixelsOf(scene);
  const expected = reference(boxes);
  const wrong: string[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const a = actual(x, y);
      const e = expected(x, y);
      if (a.some((value, i) => Math.abs(value - e[i]!) > 64))
        wrong.push(`(${x}, ${y}) rgb(${a.join(', ')}) for rgb(${e.join(', ')})`);
    }
  }
  expect(
    wrong.length,
    `${what} (${scene.renderer}): ${wrong.length} pixels differ, e.g. ${wrong.slice(0, 3).join('; ')}`,
  ).to.be.at.most(allowed);
}

const groupOf = (scene: LibSpritesSceneElement, id: string): LibSpritesGroupElement =>
  scene.querySelector<LibSpritesGroupElement>(`#${id}`)!;

for (const renderer of ['canvas', 'dom'] as const) {
  describe(`<lib-sprites-scene renderer="${renderer}">: every frame, as CrossBrowdy's example engine`, () => {
    const clock = useFakeClock(1000);
    // The frames are the test's alone: a real one between two of them would tick a group drawn at every
    // frame once more (on a busy machine, where a frame's awaits outlast one).
    let frames: ReturnType<typeof fakeFrames>;
    beforeEach(() => {
      frames = fakeFrames();
    });
    afterEach(() => frames.restore());
    /** Runs frames FRAME ms apart until `until` ms after `start`, each ticked and drawn. */
    async function framesUntil(start: number, until: number, scene: LibSpritesSceneElement): Promise<void> {
      while (clock.now + FRAME <= start + until) {
        runFrame(clock.advance(FRAME));
        await drawn(scene);
      }
    }

    describe('sub-sprites run duration and timeResetAndEnableAfter', () => {
      // A sprite the timers keep current (skipAfter far away), with a sub-sprite shown 200 ms, then hidden 200 ms.
      const markup =
        `<lib-sprites-group id="g" width="60" height="60" data-skip-after="100000">` +
        `<lib-sprite src-type="RECTANGLE" left="10" top="10" width="40" height="40" data-style="#f00">` +
        `<lib-sub-sprite src-type="RECTANGLE" left="5" top="5" width="12" height="12" data-style="#00f" data-duration="200" data-time-reset-and-enable-after="200"></lib-sub-sprite>` +
        `</lib-sprite></lib-sprites-group>`;
      const sprite: Box = { x: 10, y: 10, width: 40, height: 40, colour: RED };
      const sub: Box = { x: 15, y: 15, width: 12, height: 12, colour: BLUE };

      it('shown, gone at the first frame past its duration, back (its time reset) at the first frame past timeResetAndEnableAfter', async () => {
        const scene = await mountScene(renderer, markup);
        const group = groupOf(scene, 'g');
        const start = clock.now;
        group.play();
        await drawn(scene);
        await expectScene(scene, [sprite, sub], 'at 0 ms');
        await framesUntil(start, 192, scene);
        await expectScene(scene, [sprite, sub], 'at 192 ms');
        // 208 ms: past 200, disabled there (CB_REM: elapsed > duration).
        await framesUntil(start, 208, scene);
        await expectScene(scene, [sprite], 'at 208 ms');
        const model = group.controller.getCurrent()!.subSprites[0]!;
        expect(model.isDisabled()).to.equal(true);
        // Gone at 208: back at the first frame after 408, i.e. 416, its time then.
        await framesUntil(start, 400, scene);
        await expectScene(scene, [sprite], 'at 400 ms');
        await framesUntil(start, 416, scene);
        await expectScene(scene, [sprite, sub], 'at 416 ms');
        expect(model.time).to.equal(start + 416);
        await framesUntil(start, 608, scene);
        await expectScene(scene, [sprite, sub], 'at 608 ms');
        await framesUntil(start, 624, scene);
        await expectScene(scene, [sprite], 'at 624 ms');
      });

      it("the example's bird: its sun is gone at 2,048 ms and back with the next sprite", async function () {
        // 160 frames, each drawn and awaited: on a busy machine this outlasts the default timeout.
        this.timeout(60_000);
        // As the example's bird: four sprites of 600 ms (skipAfter), looping, each with a sun of 200 ms on, 200 ms off.
        const sun = `<lib-sub-sprite src-type="RECTANGLE" left="20" top="20" width="12" height="12" data-style="#00f" data-duration="200" data-time-reset-and-enable-after="200"></lib-sub-sprite>`;
        const birds = [0, 1, 2, 3]
          .map(
            (i) =>
              `<lib-sprite src-type="RECTANGLE" left="${i * 2}" width="40" height="40" data-style="#f00">${sun}</lib-sprite>`,
          )
          .join('');
        const scene = await mountScene(
          renderer,
          `<lib-sprites-group id="bird" width="60" height="60" data-skip-after="600" data-loop="true">${birds}</lib-sprites-group>`,
        );
        const group = groupOf(scene, 'bird');
        const start = clock.now;
        group.play();
        await drawn(scene);
        // Each sprite is left at the first frame past 600 ms: 608, 1,216, 1,824; the fourth's sun shows 200 ms from 1,824.
        await framesUntil(start, 2016, scene);
        expect(group.pointer).to.equal(3);
        const bird: Box = { x: 6, y: 0, width: 40, height: 40, colour: RED };
        await expectScene(scene, [bird, { x: 26, y: 20, width: 12, height: 12, colour: BLUE }], 'at 2,016 ms');
        await framesUntil(start, 2048, scene);
        await expectScene(scene, [bird], 'at 2,048 ms');
        await framesUntil(start, 2512, scene);
        expect(group.pointer).to.equal(0);
        await expectScene(
          scene,
          [
            { ...bird, x: 0 },
            { x: 20, y: 20, width: 12, height: 12, colour: BLUE },
          ],
          'at 2,512 ms',
        );
      });
    });

    describe('beforeDrawing and afterDrawing run at every drawn frame', () => {
      const markup =
        `<lib-sprites-group id="g" width="60" height="60" loop fps="1">` +
        `<lib-sprite id="s" src-type="RECTANGLE" left="10" top="10" width="40" height="40" data-style="#f00">` +
        `<lib-sub-sprite id="icon" src-type="RECTANGLE" left="0" top="0" width="10" height="10" data-style="#00f"></lib-sub-sprite>` +
        `</lib-sprite></lib-sprites-group>`;

      interface Call {
        self: unknown;
        args: unknown[];
      }

      it('an icon grown by beforeDrawing on each draw, once per frame; the hooks get what the original engine gives', async () => {
        const scene = await mountScene(renderer, markup);
        const group = groupOf(scene, 'g');
        const icon = group.controller.getCurrent()!.subSprites[0]! as SubSpriteObject;
        const before: Call[] = [];
        const after: Call[] = [];
        icon.data['beforeDrawing'] = function (this: SubSpriteObject, ...args: unknown[]) {
          before.push({ self: this, args });
          this.width = this.height = this.width + 2;
          return this;
        };
        icon.data['afterDrawing'] = function (this: SubSpriteObject, ...args: unknown[]) {
          after.push({ self: this, args });
          // Drawn on the canvas the original engine gives (nothing in the DOM): a green square over the icon's corner.
          const context = args[1] as CanvasRenderingContext2D | null;
          if (context) {
            context.fillStyle = 'rgb(0, 128, 0)';
            context.fillRect(10, 10, 4, 4);
          }
        };
        group.requestUpdate();
        await drawn(scene);
        group.play();
        await drawn(scene);
        const first = before.length;
        expect(first, 'drawn with the hooks').to.be.greaterThan(0);
        const start = clock.now;
        await framesUntil(start, 5 * FRAME, scene);
        expect(before.length - first, 'one beforeDrawing a frame').to.equal(5);
        expect(after.length, 'one afterDrawing per beforeDrawing').to.equal(before.length);
        const size = icon.width;
        expect(size).to.equal(10 + 2 * before.length);
        const corner: Box[] = renderer === 'canvas' ? [{ x: 10, y: 10, width: 4, height: 4, colour: GREEN }] : [];
        await expectScene(
          scene,
          [
            { x: 10, y: 10, width: 40, height: 40, colour: RED },
            { x: 10, y: 10, width: size, height: size, colour: BLUE },
            ...corner,
          ],
          `icon of ${size} px`,
        );

        const context = renderer === 'canvas' ? scene.shadowRoot!.querySelector('canvas')!.getContext('2d') : null;
        const sceneModel: LIB_GraphicSpritesScene = scene.controller;
        for (const call of [before[before.length - 1]!, after[after.length - 1]!]) {
          expect(call.self).to.equal(icon);
          // (element, canvasContext, canvasBufferContext, useBuffer, scene, drawingMap): in the DOM a stand-in context.
          const given = context ?? call.args[1];
          expect(typeof given === 'object' && given !== null, 'a context in either renderer').to.equal(true);
          const expected = [icon, given, given, false, sceneModel, false];
          // Compared one by one: a failing deep comparison would print the whole scene model.
          expect(call.args.slice(0, 6).map((arg, i) => arg === expected[i])).to.deep.equal(expected.map(() => true));
        }
      });

      it('a group whose objects have no hook is not drawn again between its frames', async () => {
        const scene = await mountScene(renderer, markup);
        const group = groupOf(scene, 'g');
        group.play();
        await drawn(scene);
        let renders = 0;
        const render = (group as unknown as { render(): unknown }).render;
        (group as unknown as { render(): unknown }).render = function (this: LibSpritesGroupElement) {
          renders++;
          return render.call(this);
        };
        const start = clock.now;
        await framesUntil(start, 10 * FRAME, scene);
        expect(renders, 'fps 1: no frame change in 160 ms').to.equal(0);
        const sprite = group.controller.getCurrent()! as SpriteObject;
        let draws = 0;
        sprite.data['beforeDrawing'] = (object: SpriteObject) => {
          draws++;
          return object;
        };
        group.requestUpdate();
        await drawn(scene);
        draws = 0;
        await framesUntil(clock.now, 10 * FRAME, scene);
        expect(draws, 'with a hook: drawn at every frame').to.equal(10);
      });
    });

    describe('fields written straight on model objects reach the screen by the next frame', () => {
      const markup =
        `<lib-sprites-group id="g" width="100" height="60">` +
        `<lib-sprite id="s" src-type="RECTANGLE" left="10" top="10" width="30" height="30" data-style="#f00">` +
        `<lib-sub-sprite src-type="RECTANGLE" left="2" top="2" width="10" height="10" data-style="#00f"></lib-sub-sprite>` +
        `</lib-sprite></lib-sprites-group>`;

      it("sprite.left, a sub-sprite's width and the group object's top, with no call", async () => {
        const scene = await mountScene(renderer, markup);
        const group = groupOf(scene, 'g');
        await expectScene(
          scene,
          [
            { x: 10, y: 10, width: 30, height: 30, colour: RED },
            { x: 12, y: 12, width: 10, height: 10, colour: BLUE },
          ],
          'first paint',
        );
        const sprite = group.controller.getCurrent()!;
        sprite.left = 50;
        sprite.subSprites[0]!.width = 20;
        await drawn(scene);
        await expectScene(
          scene,
          [
            { x: 50, y: 10, width: 30, height: 30, colour: RED },
            { x: 52, y: 12, width: 20, height: 10, colour: BLUE },
          ],
          'after the writes',
        );
        group.controller.spritesGroup.top = 15;
        sprite.subSprites[0]!.disabled = true;
        await drawn(scene);
        await expectScene(
          scene,
          [{ x: 50, y: 25, width: 30, height: 30, colour: RED }],
          'group moved, sub-sprite disabled',
        );
      });

      it('a write of the same value, or none at all, draws nothing again', async () => {
        const scene = await mountScene(renderer, markup);
        const group = groupOf(scene, 'g');
        let renders = 0;
        const render = (group as unknown as { render(): unknown }).render;
        (group as unknown as { render(): unknown }).render = function (this: LibSpritesGroupElement) {
          renders++;
          return render.call(this);
        };
        const sprite = group.controller.getCurrent()!;
        await drawn(scene);
        renders = 0;
        sprite.left = 10;
        await drawn(scene);
        expect(renders).to.equal(0);
        sprite.left = 11;
        sprite.top = 11;
        await drawn(scene);
        // A canvas scene paints the group again with no render of it: nothing of the element shows the write.
        expect(renders, 'two writes: one render (DOM), none (canvas)').to.equal(renderer === 'canvas' ? 0 : 1);
        sprite.disabled = true;
        await drawn(scene);
        expect(renders, 'disabled: the element renders (its label follows it)').to.equal(renderer === 'canvas' ? 1 : 2);
      });

      it("a TEXT sprite's src (an FPS counter)", async () => {
        const scene = await mountScene(
          renderer,
          `<lib-sprites-group id="g" src-type="TEXT" width="100" height="30" style="font: 20px monospace; color: #000"><lib-sprite src="FPS: 0"></lib-sprite></lib-sprites-group>`,
        );
        const group = groupOf(scene, 'g');
        const ink = async (): Promise<string> => {
          const at = await pixelsOf(scene);
          let dark = '';
          for (let x = 0; x < WIDTH; x++) for (let y = 0; y < 30; y++) if (at(x, y)[0] < 128) dark += `${x},${y};`;
          return dark;
        };
        // WebKit may paint the page's text a frame after the scene says it drew (a busy machine).
        let before = '';
        await waitUntil(async () => (before = await ink()) !== '', 'text drawn', { timeout: 5000 });
        group.controller.getCurrent()!.src = 'FPS: 60';
        await drawn(scene);
        await waitUntil(async () => (await ink()) !== before, 'the new text drawn', { timeout: 5000 });
        if (renderer === 'dom') expect(group.shadowRoot!.textContent).to.contain('FPS: 60');
      });
    });
  });
}
