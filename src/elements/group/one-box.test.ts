import { expect } from '@open-wc/testing';
import { runFrame } from '../playback/playback.js';
import {
  cleanup,
  drawSheet,
  fakeFrames,
  imagesReady,
  mount,
  part,
  parts,
  settle,
  useFakeClock,
} from '../../../test/support/elements.js';
import { countUnrecorded, heardInOneFrame } from '../../../test/support/unrecorded.js';

/**
 * A sprite that is one IMAGE filling the group's box (no sub-sprites, no
 * drawing options) is drawn as a single box carrying the parts `stage`,
 * `sprite` and `image`; anything else keeps the three nested boxes.
 */
describe('rendering: one box for a sprite that is one image filling the stage', () => {
  afterEach(cleanup);

  const sheetGroup = async (
    attributes = '',
    sprites = '<lib-sprite></lib-sprite><lib-sprite src-left="8"></lib-sprite>',
  ) => {
    const { url } = drawSheet(2, 1, 8);
    const group = await mount(
      `<lib-sprites-group src="${url}" src-width="8" src-height="8" width="16" height="16"${attributes}>${sprites}</lib-sprites-group>`,
    );
    await imagesReady(group, url);
    return { group, url };
  };

  it('draws stage, sprite and image as one element with all three parts', async () => {
    const { group, url } = await sheetGroup();
    const boxes = [...group.shadowRoot!.querySelectorAll('div')];
    expect(boxes).to.have.length(1);
    const box = boxes[0]!;
    expect(box.getAttribute('part')!.split(' ').sort()).to.deep.equal(['image', 'sprite', 'stage']);
    const computed = getComputedStyle(box);
    expect(computed.backgroundImage).to.contain(url.slice(0, 40));
    expect(computed.backgroundSize).to.equal('32px 16px');
    expect(computed.backgroundPosition).to.equal('0px 0px');
    expect(computed.position, 'not positioned: no paint layer of its own').to.equal('static');
    expect([box.getBoundingClientRect().width, box.getBoundingClientRect().height]).to.deep.equal([16, 16]);

    group.next();
    await settle(group);
    expect(group.shadowRoot!.querySelector('div'), 'the same element, restyled').to.equal(box);
    expect(getComputedStyle(box).backgroundPosition).to.equal('-16px 0px');
  });

  it('a frame change writes only the background position', async () => {
    const { group } = await sheetGroup();
    const box = part(group, '[part~=image]')!;
    const before = new Map([...box.style].map((name) => [name, box.style.getPropertyValue(name)]));
    group.next();
    await settle(group);
    const changed = [...box.style].filter((name) => box.style.getPropertyValue(name) !== before.get(name));
    expect(changed.sort()).to.deep.equal(['background-position-x']);
    expect([...box.style].length).to.equal(before.size);
  });

  it('pages still style it through ::part(stage), ::part(sprite) and ::part(image)', async () => {
    const style = document.createElement('style');
    style.textContent = `
      .styled::part(stage) { outline: 2px solid rgb(1, 2, 3); }
      .styled::part(sprite) { opacity: 0.5; }
      .styled::part(image) { image-rendering: pixelated; }`;
    document.head.append(style);
    try {
      const { group } = await sheetGroup(' class="styled"');
      const box = part(group, '[part~=image]')!;
      const computed = getComputedStyle(box);
      expect(computed.outlineColor).to.equal('rgb(1, 2, 3)');
      expect(computed.opacity).to.equal('0.5');
      expect(computed.imageRendering).to.equal('pixelated');
    } finally {
      style.remove();
    }
  });

  it('the group offset by left/top moves the box (positioned only then); pointer events reach the group', async () => {
    const { group } = await sheetGroup(' left="5" top="7"');
    const box = part(group, '[part~=stage]')!;
    const host = group.getBoundingClientRect();
    const r = box.getBoundingClientRect();
    expect([r.left - host.left, r.top - host.top, r.width, r.height]).to.deep.equal([5, 7, 16, 16]);
    expect(document.elementFromPoint(r.left + 8, r.top + 8)).to.equal(group);
    // Like the nested sprite box, the one box takes the host's pointer-events (a fake cursor's group has none).
    group.style.pointerEvents = 'none';
    expect(document.elementFromPoint(r.left + 8, r.top + 8)).to.not.equal(group);
    group.style.pointerEvents = '';
    group.left = 0;
    group.top = 0;
    await settle(group);
    expect(box.style.position).to.equal('');
    expect(box.getBoundingClientRect().left).to.equal(host.left);
  });

  it('a sprite with sub-sprites, a smaller box or drawing options keeps the nested boxes, and goes back to one box', async () => {
    const { group } = await sheetGroup(
      '',
      `<lib-sprite></lib-sprite>
      <lib-sprite src-left="8"><lib-sub-sprite width="4" height="4"></lib-sub-sprite></lib-sprite>
      <lib-sprite width="8"></lib-sprite>
      <lib-sprite data-opacity="0.5"></lib-sprite>`,
    );
    expect(parts(group, 'div')).to.have.length(1);
    for (const index of [1, 2, 3]) {
      group.pointer = index;
      await settle(group);
      expect(part(group, '[part=stage]'), `sprite ${index}`).to.exist;
      expect(part(group, '[part=sprite]'), `sprite ${index}`).to.exist;
      expect(part(group, '[part=image]'), `sprite ${index}`).to.exist;
    }
    group.pointer = 0;
    await settle(group);
    expect(parts(group, 'div')).to.have.length(1);
  });

  it("the sprites' z-indexes stack inside the group, not with the page", async () => {
    const { group } = await sheetGroup(
      '',
      '<lib-sprite z-index="-5"><lib-sub-sprite width="4" height="4"></lib-sub-sprite></lib-sprite>',
    );
    expect(getComputedStyle(part(group, '[part~=sprite]')!).zIndex).to.equal('-5');
    // The host is no stacking context any more (no paint layer per group): the nested stage is one.
    const stage = getComputedStyle(part(group, '[part~=stage]')!);
    expect([stage.position, stage.zIndex]).to.deep.equal(['relative', '0']);
  });
});

describe('rendering: a playing one-box group draws its frame changes without a render', () => {
  let frames: ReturnType<typeof fakeFrames> | undefined;
  beforeEach(() => {
    frames = fakeFrames();
  });
  afterEach(() => frames?.restore());
  const clock = useFakeClock(10_000);

  async function playing(
    sprites: string,
    data = '',
  ): Promise<{ group: Awaited<ReturnType<typeof mount>>; box: () => HTMLElement }> {
    const { url } = drawSheet(2, 1, 8);
    const group = await mount(
      `<lib-sprites-group loop src="${url}" src-width="8" src-height="8" width="16" height="16"${data}>${sprites}</lib-sprites-group>`,
    );
    await imagesReady(group, url);
    group.play();
    await settle(group);
    return { group, box: () => part(group, '[part~=stage]')! };
  }

  it('the next frame is drawn in the tick itself: the same box restyled, no update cycle', async () => {
    const { group, box } = await playing('<lib-sprite></lib-sprite><lib-sprite src-left="8"></lib-sprite>');
    const first = box();
    const changes: number[] = [];
    group.addEventListener('lib-sprite-change', (e) => changes.push(e.detail.pointer));
    runFrame(clock.advance(100));
    expect(group.controller.pointer).to.equal(1);
    expect(group.isUpdatePending, 'no render was asked for').to.equal(false);
    expect(first.style.backgroundPosition).to.equal('-16px 0px');
    expect(box()).to.equal(first);
    await settle(group);
    expect(changes, 'the change event still fires').to.deep.equal([1]);
    expect(group.getAttribute('pointer'), 'the attribute catches up when playback stops').to.not.equal('1');
    group.pause();
    expect(group.getAttribute('pointer')).to.equal('1');
  });

  it('a frame with sub-sprites goes through a render (nested boxes), and back to one box', async () => {
    const { group } = await playing(
      '<lib-sprite></lib-sprite><lib-sprite src-left="8"><lib-sub-sprite width="4" height="4"></lib-sub-sprite></lib-sprite>',
    );
    runFrame(clock.advance(100));
    expect(group.isUpdatePending).to.equal(true);
    await settle(group);
    expect(part(group, '[part=sub-sprite]')).to.exist;
    runFrame(clock.advance(100));
    await settle(group);
    expect(parts(group, 'div')).to.have.length(1);
    expect(part(group, '[part~=stage]')!.style.backgroundPosition).to.equal('0px 0px');
  });

  describe("playback's own moves to a sprite shown since the last render", () => {
    const TWO = '<lib-sprite></lib-sprite><lib-sprite src-left="8"></lib-sprite>';
    const FOUR = [0, 8, 16, 24].map((left) => `<lib-sprite src-left="${left}"></lib-sprite>`).join('');
    /** What a move leaves: the model's pointer and times, and the box's background. */
    const state = (group: Awaited<ReturnType<typeof mount>>, box: HTMLElement): unknown => {
      const controller = group.controller;
      const current = controller.getCurrent()!;
      return {
        pointer: controller.pointer,
        pointerPrevious: controller.pointerPrevious,
        time: controller.time,
        spriteTime: current.time,
        loops: group.loopCount,
        background: box.style.backgroundPosition,
      };
    };

    it('are drawn from the frame kept, leaving what the usual move leaves', async () => {
      const quiet = await playing(TWO);
      const heard = await playing(TWO);
      const usual = await playing(TWO);
      // A listener on the group: told of every move, the kept frames drawn all the same.
      const moves: unknown[] = [];
      heard.group.addEventListener('lib-sprite-change', (e) => moves.push(e.detail));
      // A model change listener: every move of this one goes the usual way (the model tells the group, which draws).
      const usualMoves: unknown[] = [];
      usual.group.addEventListener('lib-sprite-change', (e) => usualMoves.push(e.detail));
      usual.group.controller.addChangeListener(() => {});
      const unrecorded = countUnrecorded(quiet.group);
      const heardUnrecorded = countUnrecorded(heard.group);
      const usualUnrecorded = countUnrecorded(usual.group);
      for (let i = 0; i < 6; i++) {
        runFrame(clock.advance(100));
        expect(state(quiet.group, quiet.box()), `move ${i + 1}`).to.deep.equal(state(usual.group, usual.box()));
        expect(state(heard.group, heard.box()), `move ${i + 1}, heard`).to.deep.equal(state(usual.group, usual.box()));
        expect(quiet.group.isUpdatePending, 'no render').to.equal(false);
      }
      // The first turn of each sprite is planned; from then on each is drawn from what was kept.
      expect(unrecorded.count).to.be.greaterThanOrEqual(4);
      expect(heardUnrecorded.count, "a group's own listener is told from the kept move").to.be.greaterThanOrEqual(4);
      expect(usualUnrecorded.count, 'a model change listener hears every change').to.equal(0);
      await settle(heard.group);
      await settle(usual.group);
      expect(moves.map((detail) => (detail as { pointer: number }).pointer)).to.deep.equal([1, 0, 1, 0, 1, 0]);
      // The same details as the usual move's events: pointer, pointer before, the sprite now current.
      expect(moves.map((d) => Object.keys(d as object))).to.deep.equal(usualMoves.map((d) => Object.keys(d as object)));
      const sprites = (list: unknown[], group: typeof heard.group): unknown[] =>
        list.map((d) => {
          const { pointer, pointerPrevious, sprite } = d as {
            pointer: number;
            pointerPrevious: number;
            sprite: unknown;
          };
          return [pointer, pointerPrevious, sprite === group.controller.getSprite(pointer)];
        });
      expect(sprites(moves, heard.group)).to.deep.equal(sprites(usualMoves, usual.group));
      quiet.group.pause();
      heard.group.pause();
      usual.group.pause();
      expect(quiet.group.getAttribute('pointer')).to.equal(usual.group.getAttribute('pointer'));
      expect(heard.group.getAttribute('pointer')).to.equal(usual.group.getAttribute('pointer'));
    });

    it('keep every sprite at the first move: each later turn, first ones included, is drawn from what was kept', async () => {
      const quiet = await playing(FOUR);
      const usual = await playing(FOUR);
      usual.group.controller.addChangeListener(() => {});
      const unrecorded = countUnrecorded(quiet.group);
      const backgrounds: string[] = [];
      for (let i = 0; i < 4; i++) {
        runFrame(clock.advance(100));
        expect(state(quiet.group, quiet.box()), `move ${i + 1}`).to.deep.equal(state(usual.group, usual.box()));
        backgrounds.push(quiet.box().style.backgroundPosition);
      }
      expect(backgrounds).to.deep.equal(['-16px 0px', '-32px 0px', '-48px 0px', '0px 0px']);
      // The first move plans (and keeps the others); sprites 2, 3 and 0 come from what it kept.
      expect(unrecorded.count).to.equal(3);
    });

    it('keep nothing ahead for a move made while not playing', async () => {
      const { group } = await playing(FOUR);
      group.pause();
      group.next();
      group.play();
      const unrecorded = countUnrecorded(group);
      runFrame(clock.advance(100));
      expect(group.controller.pointer).to.equal(2);
      expect(unrecorded.count, 'sprite 2 was not kept by the move made while paused').to.equal(0);
      runFrame(clock.advance(100));
      expect(unrecorded.count, 'kept ahead by the first move while playing').to.equal(1);
    });

    it("forget what they kept when the model changes: a field written on a sprite not shown is drawn at that sprite's turn", async () => {
      const { group, box } = await playing(TWO);
      const unrecorded = countUnrecorded(group);
      for (let i = 0; i < 4; i++) runFrame(clock.advance(100));
      expect(unrecorded.count, 'both sprites kept').to.be.greaterThan(0);
      expect(group.controller.pointer).to.equal(0);
      // Written straight on the sprite: the group hears of it (model/watch.ts) and renders.
      group.controller.getSprite(1)!.srcLeft = 0;
      await settle(group);
      runFrame(clock.advance(100));
      expect(group.controller.pointer).to.equal(1);
      expect(box().style.backgroundPosition, 'the new source, not the frame kept before').to.equal('0px 0px');
    });

    it('tell a listener on the group from the kept move, and stop for a model change listener', async () => {
      const { group } = await playing(TWO);
      for (let i = 0; i < 4; i++) runFrame(clock.advance(100));
      const unrecorded = countUnrecorded(group);
      const events: number[] = [];
      group.addEventListener('lib-sprite-change', (e) => events.push(e.detail.pointer));
      runFrame(clock.advance(100));
      await settle(group);
      expect(events, 'lib-sprite-change').to.deep.equal([1]);
      expect(unrecorded.count, 'told from the kept move').to.equal(1);
      const changes: string[] = [];
      group.controller.addChangeListener((change) => changes.push(change.type));
      runFrame(clock.advance(100));
      await settle(group);
      expect(changes, 'the model change listener').to.include('pointer');
      expect(events, 'lib-sprite-change, by the usual move').to.deep.equal([1, 0]);
      expect(unrecorded.count, 'the usual move').to.equal(1);
    });

    it('leave a listener on a sprite, or for the page frame event, to the usual move', async () => {
      const { group } = await playing(TWO);
      for (let i = 0; i < 4; i++) runFrame(clock.advance(100));
      const unrecorded = countUnrecorded(group);
      /** One frame of playback, its events let out. */
      const frame = async (): Promise<void> => {
        runFrame(clock.advance(100));
        await settle(group);
      };
      const sprite = group.querySelectorAll('lib-sprite')[1]!;
      const moves = await heardInOneFrame(sprite, 'lib-sprite-change', (d: { pointer: number }) => d.pointer, frame);
      expect(moves, "the sprite's copy of the move").to.deep.equal([1]);
      expect(unrecorded.count, 'a sprite listener').to.equal(0);
      const frames = await heardInOneFrame(
        document,
        'lib-sprites-frame',
        (d: { changes: unknown[] }) => d.changes.length,
        frame,
      );
      expect(frames, 'the frame event').to.deep.equal([1]);
      expect(unrecorded.count, 'a frame listener').to.equal(0);
    });

    it('draw the right frames after the group left the document and came back, or was moved into a box of the page', async () => {
      const { group, box } = await playing(TWO);
      for (let i = 0; i < 4; i++) runFrame(clock.advance(100));
      const home = group.parentElement!;
      group.remove();
      const elsewhere = document.createElement('div');
      home.append(elsewhere);
      elsewhere.append(group);
      await settle(group);
      const unrecorded = countUnrecorded(group);
      for (let i = 0; i < 4; i++) {
        runFrame(clock.advance(100));
        const expected = group.controller.pointer === 1 ? '-16px 0px' : '0px 0px';
        expect(box().style.backgroundPosition, `move ${i + 1}`).to.equal(expected);
        expect(box().isConnected).to.equal(true);
      }
      expect(unrecorded.count, 'kept again from the first turns after coming back').to.be.greaterThan(0);
      elsewhere.remove();
    });

    it("run a page hook put straight into a kept sprite's data, at its next frame", async () => {
      const { group } = await playing(TWO);
      for (let i = 0; i < 4; i++) runFrame(clock.advance(100));
      let calls = 0;
      (group.controller.getSprite(1)!.data as Record<string, unknown>)['beforeDrawing'] = (object: unknown) => {
        calls++;
        return object;
      };
      runFrame(clock.advance(100));
      expect(group.isUpdatePending, 'drawn by a render').to.equal(true);
      await settle(group);
      expect(calls).to.equal(1);
    });
  });

  it('page hooks (beforeDrawing) run in renders, once per drawn frame', async () => {
    const { group } = await playing('<lib-sprite></lib-sprite><lib-sprite src-left="8"></lib-sprite>');
    let calls = 0;
    const hook = (object: unknown): unknown => {
      calls++;
      return object;
    };
    for (const sprite of group.controller.getSprites()!)
      (sprite.data as Record<string, unknown>)['beforeDrawing'] = hook;
    runFrame(clock.advance(100));
    expect(group.isUpdatePending).to.equal(true);
    await settle(group);
    expect(calls).to.equal(1);
    expect(part(group, '[part~=stage]')!.style.backgroundPosition).to.equal('-16px 0px');
  });
});
