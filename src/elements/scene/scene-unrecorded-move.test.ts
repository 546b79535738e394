import { expect } from '@open-wc/testing';
import type { LibSpritesGroupElement, LibSpritesSceneElement } from '../index.js';
import { runFrame } from '../playback/playback.js';
import {
  drawSheet,
  fakeFrames,
  FRAME_COLOURS,
  imagesReady,
  mountScene,
  settle,
  useFakeClock,
} from '../../../test/support/elements.js';
import { countUnrecorded, heardInOneFrame } from '../../../test/support/unrecorded.js';

/**
 * A canvas scene's groups move without a change record when no one but the
 * group or its scene listens: the canvas draws the move, and the model, the
 * pixels and the events are those of the usual move.
 */
describe("<lib-sprites-scene renderer='canvas'>: playback's moves with no change record", () => {
  let frames: ReturnType<typeof fakeFrames> | undefined;
  beforeEach(() => {
    frames = fakeFrames();
  });
  afterEach(() => frames?.restore());
  const clock = useFakeClock(10_000);
  const { url } = drawSheet(2, 1, 8);

  /** A scene of `ids.length` playing two-sprite groups in a row, 20 px apart. */
  async function playingScene(ids: string[], renderer = 'canvas'): Promise<LibSpritesSceneElement> {
    const groups = ids.map(
      (id, i) =>
        `<lib-sprites-group id="${id}" loop src="${url}" src-width="8" src-height="8" width="16" height="16" left="${i * 20}">` +
        '<lib-sprite></lib-sprite><lib-sprite src-left="8"></lib-sprite></lib-sprites-group>',
    );
    const scene = await mountScene(groups.join(''), ` renderer="${renderer}" width="${ids.length * 20}" height="16"`);
    await imagesReady(scene.querySelector('lib-sprites-group')!, url);
    for (const group of groupsOf(scene)) group.play();
    await settle();
    return scene;
  }
  const groupsOf = (scene: LibSpritesSceneElement): LibSpritesGroupElement[] => [
    ...scene.querySelectorAll('lib-sprites-group'),
  ];

  /** What a move leaves: the model's pointer and times, the loops, and the colour the canvas shows at the group's centre. */
  function state(scene: LibSpritesSceneElement, group: LibSpritesGroupElement): unknown {
    const canvas = scene.shadowRoot!.querySelector('canvas')!;
    const scale = canvas.width / Number(scene.getAttribute('width'));
    const x = Math.round((group.controller.spritesGroup.left + 8) * scale);
    const [r, g, b] = canvas.getContext('2d')!.getImageData(x, Math.round(8 * scale), 1, 1).data;
    const controller = group.controller;
    return {
      pointer: controller.pointer,
      pointerPrevious: controller.pointerPrevious,
      time: controller.time,
      spriteTime: controller.getCurrent()!.time,
      loops: group.loopCount,
      shows: FRAME_COLOURS.findIndex((c) => c.r === r && c.g === g && c.b === b),
    };
  }

  /** The details heard, comparable across groups: pointer, pointer before, whether the sprite is the one now current, the keys. */
  const details = (list: CustomEvent[], group: LibSpritesGroupElement): unknown[] =>
    list.map((e) => {
      const { pointer, pointerPrevious, sprite } = e.detail as {
        pointer: number;
        pointerPrevious: number;
        sprite: unknown;
      };
      return [
        pointer,
        pointerPrevious,
        sprite === group.controller.getSprite(pointer),
        Object.keys(e.detail as object).join(),
      ];
    });

  it('are drawn by the canvas, leaving the model, the pixels and the events of the usual move', async () => {
    const scene = await playingScene(['quiet', 'heard', 'usual']);
    const [quiet, heard, usual] = groupsOf(scene) as [LibSpritesGroupElement, ...LibSpritesGroupElement[]];
    // Listened to on the scene: every group of this other scene is heard there.
    const other = await playingScene(['onScene']);
    const [onScene] = groupsOf(other) as [LibSpritesGroupElement];
    const heardMoves: CustomEvent[] = [];
    heard!.addEventListener('lib-sprite-change', (e) => heardMoves.push(e));
    const sceneMoves: CustomEvent[] = [];
    other.addEventListener('lib-sprite-change', (e) => sceneMoves.push(e as CustomEvent));
    // A model change listener hears every change: each move of this group takes the usual way.
    const usualMoves: CustomEvent[] = [];
    usual!.addEventListener('lib-sprite-change', (e) => usualMoves.push(e));
    usual!.controller.addChangeListener(() => {});
    const counts = [quiet, heard!, usual!, onScene].map(countUnrecorded);
    for (let i = 0; i < 6; i++) {
      runFrame(clock.advance(100));
      await settle();
      const expected = state(scene, usual!);
      expect((expected as { shows: number }).shows, `move ${i + 1}: the usual move drawn`).to.equal((i + 1) % 2);
      expect(state(scene, quiet), `move ${i + 1}`).to.deep.equal(expected);
      expect(state(scene, heard!), `move ${i + 1}, heard on the group`).to.deep.equal(expected);
      expect(state(other, onScene), `move ${i + 1}, heard on the scene`).to.deep.equal(expected);
    }
    expect(counts.map((c) => c.count)).to.deep.equal([6, 6, 0, 6]);
    expect(details(heardMoves, heard!)).to.deep.equal(details(usualMoves, usual!));
    expect(details(sceneMoves, onScene)).to.deep.equal(details(usualMoves, usual!));
    expect(usualMoves).to.have.length(6);
    for (const group of [quiet, heard!, usual!]) group.pause();
    expect(quiet.getAttribute('pointer'), 'the attribute catches up when playback stops').to.equal(
      usual!.getAttribute('pointer'),
    );
  });

  it('leave a DOM scene, a frame listener on the scene and a sprite listener to the usual move', async () => {
    const dom = await playingScene(['inDom'], 'dom');
    const inDom = countUnrecorded(groupsOf(dom)[0]!);
    const scene = await playingScene(['framed', 'spied']);
    const [framed, spied] = groupsOf(scene) as [LibSpritesGroupElement, LibSpritesGroupElement];
    const counts = [framed, spied].map(countUnrecorded);
    const frame = async (): Promise<void> => {
      runFrame(clock.advance(100));
      await settle();
    };
    const read = (d: { changes: unknown[] }): number => d.changes.length;
    const frameChanges = await heardInOneFrame(scene, 'lib-sprites-frame', read, frame);
    expect(frameChanges, 'one frame event with both moves').to.deep.equal([2]);
    expect(
      counts.map((c) => c.count),
      'a frame listener on the scene',
    ).to.deep.equal([0, 0]);
    const sprite = spied.querySelectorAll('lib-sprite')[0]!;
    const spriteMoves = await heardInOneFrame(
      sprite,
      'lib-sprite-change',
      (d: { pointer: number }) => d.pointer,
      frame,
    );
    expect(spriteMoves, "the sprite's copy of the move").to.deep.equal([0]);
    expect(
      counts.map((c) => c.count),
      'a sprite listener',
    ).to.deep.equal([0, 0]);
    expect(inDom.count, 'a DOM scene').to.equal(0);
    expect(groupsOf(dom)[0]!.controller.pointer).to.equal(0);
  });
});
