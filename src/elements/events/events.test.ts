import { expect } from '@open-wc/testing';
import {
  defineSpriteElements,
  type LibSpritesGroupElement,
  type LibSpritesSceneElement,
  type SpriteChangeDetail,
  type SpritesEndDetail,
  type SpritesFrameDetail,
  type SpritesFrameEvent,
} from '../index.js';
import { playbackState, runFrame } from '../playback/playback.js';
import { cleanup, fakeClock, mount, settle, task, useFakeClock } from '../../../test/support/elements.js';

const THREE = '<lib-sprite id="a"></lib-sprite><lib-sprite id="b"></lib-sprite><lib-sprite id="c"></lib-sprite>';

/** Counts the events named `name` dispatched on `target` (the spy stays until `restore`). */
function spyDispatch(target: EventTarget, name: string): { readonly count: number; restore(): void } {
  const original = target.dispatchEvent;
  let count = 0;
  target.dispatchEvent = function (this: EventTarget, event: Event): boolean {
    if (event.type === name) count++;
    return original.call(this, event);
  };
  return {
    get count() {
      return count;
    },
    restore: () => void delete (target as { dispatchEvent?: unknown }).dispatchEvent,
  };
}

describe('lib-sprite-change: made only while someone may hear it', () => {
  afterEach(cleanup);

  it('is not made or dispatched while nothing listens; a listener on the document alone hears every group', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`);
    const spy = spyDispatch(group, 'lib-sprite-change');
    const heard: number[] = [];
    const onDocument = (e: CustomEvent<SpriteChangeDetail>): void => void heard.push(e.detail.pointer);
    try {
      group.next();
      await task();
      expect(spy.count, 'nobody listens').to.equal(0);
      document.addEventListener('lib-sprite-change', onDocument);
      group.next();
      group.pointer = 0;
      await task();
      expect(heard).to.deep.equal([2, 0]);
      document.removeEventListener('lib-sprite-change', onDocument);
      group.next();
      await task();
      expect([spy.count, group.pointer]).to.deep.equal([2, 1]);
    } finally {
      document.removeEventListener('lib-sprite-change', onDocument);
      spy.restore();
    }
  });

  it('reaches a listener on the group with its detail, and the document and window through it (typed there too)', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`);
    const seen: string[] = [];
    const onGroup = (e: CustomEvent<SpriteChangeDetail>): void =>
      void seen.push(`group:${e.detail.pointerPrevious}->${e.detail.pointer}`);
    // These compile under strict only because the events are on DocumentEventMap and WindowEventMap.
    const onDocument = (e: CustomEvent<SpriteChangeDetail>): void =>
      void seen.push(`document:${String(e.detail.sprite?.id)}`);
    const onWindow = (e: CustomEvent<SpriteChangeDetail>): void => void seen.push(`window:${e.detail.pointer}`);
    group.addEventListener('lib-sprite-change', onGroup);
    document.addEventListener('lib-sprite-change', onDocument);
    window.addEventListener('lib-sprite-change', onWindow);
    try {
      group.next();
      await task();
      expect(seen).to.deep.equal(['group:0->1', 'document:b', 'window:1']);
    } finally {
      document.removeEventListener('lib-sprite-change', onDocument);
      window.removeEventListener('lib-sprite-change', onWindow);
    }
  });

  it('goes out after the task that moved, one event per move in order; a move a listener makes is told after them', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`);
    const seen: string[] = [];
    const events: Event[] = [];
    let movedBack = false;
    group.addEventListener('lib-sprite-change', (e) => {
      events.push(e);
      seen.push(`${e.detail.pointerPrevious}->${e.detail.pointer}:${String(e.detail.sprite?.id)}`);
      if (e.detail.pointer === 2 && !movedBack) {
        movedBack = true;
        group.pointer = 0;
      }
    });
    group.next();
    group.next();
    expect(seen, 'no listener runs inside the task that moved').to.deep.equal([]);
    await task();
    expect(seen).to.deep.equal(['0->1:b', '1->2:c', '2->0:a']);
    expect(new Set(events).size, 'an event of its own for each move').to.equal(3);
    expect(events.every((e) => e.bubbles && e.composed && e instanceof CustomEvent)).to.equal(true);
  });

  it('stops once its last listener is removed; a listener added twice is one, capture and bubble are two', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT" loop>${THREE}</lib-sprites-group>`);
    const spy = spyDispatch(group, 'lib-sprite-change');
    const calls: string[] = [];
    const listener = (): void => void calls.push('bubble');
    // A capturing listener on the group also sees its sprites' copies pass: only the group's own count here.
    const capturing = (e: Event): void => void (e.target === group && calls.push('capture'));
    group.addEventListener('lib-sprite-change', listener);
    group.addEventListener('lib-sprite-change', listener);
    group.addEventListener('lib-sprite-change', capturing, { capture: true });
    group.next();
    await task();
    expect(calls.sort()).to.deep.equal(['bubble', 'capture']);
    group.removeEventListener('lib-sprite-change', listener);
    group.next();
    await task();
    expect(calls.sort(), 'the capture listener is still there').to.deep.equal(['bubble', 'capture', 'capture']);
    // Removing without capture does not remove the capturing one (as the DOM matches them).
    group.removeEventListener('lib-sprite-change', capturing);
    group.next();
    await task();
    expect(spy.count).to.equal(3);
    group.removeEventListener('lib-sprite-change', capturing, true);
    group.next();
    await task();
    expect(spy.count, 'no listener left: nothing dispatched').to.equal(3);
    expect(calls).to.have.length(4);
    spy.restore();
  });

  it('a once listener is called once and then counts no more; so is a listener object', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT" loop>${THREE}</lib-sprites-group>`);
    const spy = spyDispatch(group, 'lib-sprite-change');
    const pointers: number[] = [];
    const object = {
      handleEvent: (e: Event): void => void pointers.push(-(e as CustomEvent<SpriteChangeDetail>).detail.pointer),
    };
    group.addEventListener('lib-sprite-change', (e) => pointers.push(e.detail.pointer), { once: true });
    group.addEventListener('lib-sprite-change', object, { once: true });
    group.next();
    await task();
    group.next();
    await task();
    expect(pointers).to.deep.equal([1, -1]);
    expect(spy.count).to.equal(1);
    // Removing a once listener before it ran takes it out too.
    const never = (): void => expect.fail('removed');
    group.addEventListener('lib-sprite-change', never, { once: true });
    group.removeEventListener('lib-sprite-change', never);
    group.next();
    await task();
    expect(spy.count).to.equal(1);
    spy.restore();
  });

  it('a listener added with an AbortSignal counts until the signal aborts; an aborted signal adds nothing', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT" loop>${THREE}</lib-sprites-group>`);
    const spy = spyDispatch(group, 'lib-sprite-change');
    const controller = new AbortController();
    let calls = 0;
    group.addEventListener('lib-sprite-change', () => calls++, { signal: controller.signal });
    group.next();
    await task();
    controller.abort();
    group.next();
    await task();
    group.addEventListener('lib-sprite-change', () => calls++, { signal: controller.signal });
    group.next();
    await task();
    expect([calls, spy.count]).to.deep.equal([1, 1]);
    spy.restore();
  });

  it('a listener on a scene makes every group in it dispatch (the event bubbles to it from the group)', async () => {
    defineSpriteElements();
    const container = document.createElement('div');
    container.innerHTML = `<lib-sprites-scene><lib-sprites-group id="s1" src-type="TEXT">${THREE}</lib-sprites-group><lib-sprites-group id="s2" src-type="TEXT">${THREE}</lib-sprites-group></lib-sprites-scene><lib-sprites-group id="out" src-type="TEXT">${THREE}</lib-sprites-group>`;
    document.body.append(container);
    try {
      const [s1, s2, out] = [...container.querySelectorAll('lib-sprites-group')];
      await settle(out);
      const scene = container.querySelector('lib-sprites-scene')!;
      const spy = spyDispatch(out!, 'lib-sprite-change');
      const seen: string[] = [];
      const listener = (e: CustomEvent<SpriteChangeDetail>): void =>
        void seen.push(`${(e.target as Element).id}:${e.detail.pointer}`);
      scene.addEventListener('lib-sprite-change', listener);
      s1!.next();
      s2!.pointer = 2;
      out!.next();
      await task();
      expect(seen).to.deep.equal(['s1:1', 's2:2']);
      expect(spy.count, 'a group outside the scene does not dispatch for it').to.equal(0);
      scene.removeEventListener('lib-sprite-change', listener);
      s1!.next();
      await task();
      expect(seen).to.have.length(2);
      spy.restore();
    } finally {
      container.remove();
    }
  });
});

describe('lib-sprite-change on a sprite or sub-sprite: the moves that enter or leave it', () => {
  afterEach(cleanup);

  it('a sprite element hears when its sprite becomes current and when it stops being; its group does not dispatch', async () => {
    const group = await mount(
      `<lib-sprites-group src-type="TEXT"><lib-sprite id="a"></lib-sprite><lib-sprite id="b"><lib-sub-sprite id="b1"></lib-sub-sprite></lib-sprite><lib-sprite id="c"></lib-sprite></lib-sprites-group>`,
    );
    const spy = spyDispatch(group, 'lib-sprite-change');
    const seen: string[] = [];
    const record = (e: CustomEvent<SpriteChangeDetail>): void =>
      void seen.push(
        `${(e.currentTarget as Element).id}:${e.detail.pointerPrevious}->${e.detail.pointer}:${String(e.detail.sprite?.id)}`,
      );
    const b = group.querySelector<HTMLElement>('#b')!;
    const b1 = group.querySelector<HTMLElement>('#b1')!;
    b.addEventListener('lib-sprite-change', record);
    b1.addEventListener('lib-sprite-change', record);
    group.next(); // a -> b: b is entered
    group.next(); // b -> c: b is left
    group.pointer = 0; // c -> a: b is not concerned
    await task();
    expect(seen).to.deep.equal(['b:0->1:b', 'b1:0->1:b', 'b:1->2:c', 'b1:1->2:c']);
    expect(spy.count, 'nobody listens on the group or its scene').to.equal(0);
    spy.restore();
  });

  it('the copy stays on the sprite element (it does not bubble to the group, the document or window)', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT">${THREE}</lib-sprites-group>`);
    const seen: string[] = [];
    const onDocument = (): void => void seen.push('document');
    const onGroup = (e: Event): void => void seen.push(`group:${(e.target as Element).localName}`);
    group
      .querySelector<HTMLElement>('#b')!
      .addEventListener('lib-sprite-change', (e) => void seen.push(`sprite:${e.bubbles}`));
    group.addEventListener('lib-sprite-change', onGroup);
    document.addEventListener('lib-sprite-change', onDocument);
    try {
      group.next();
      await task();
      expect(seen.sort()).to.deep.equal(['document', 'group:lib-sprites-group', 'sprite:false']);
    } finally {
      document.removeEventListener('lib-sprite-change', onDocument);
    }
  });

  it('stops once the sprite listener is removed (no copy made for nobody)', async () => {
    const group = await mount(`<lib-sprites-group src-type="TEXT" loop>${THREE}</lib-sprites-group>`);
    const a = group.querySelector<HTMLElement>('#a')!;
    const spy = spyDispatch(a, 'lib-sprite-change');
    let calls = 0;
    const listener = (): void => void calls++;
    a.addEventListener('lib-sprite-change', listener);
    group.next(); // leaves a
    await task();
    a.removeEventListener('lib-sprite-change', listener);
    group.pointer = 0; // enters a again, nobody listens
    await task();
    expect([calls, spy.count]).to.deep.equal([1, 1]);
    spy.restore();
  });
});

describe('lib-sprites-frame: one event a frame with every move, where someone listens', () => {
  const clock = useFakeClock(5000);

  async function mountMixed(): Promise<{
    scene: LibSpritesSceneElement;
    inScene: LibSpritesGroupElement[];
    outside: LibSpritesGroupElement;
  }> {
    defineSpriteElements();
    const group = (id: string): string =>
      `<lib-sprites-group id="${id}" src-type="TEXT" loop fps="10">${THREE}</lib-sprites-group>`;
    const outside = await mount(`${group('out')}<lib-sprites-scene>${group('s1')}${group('s2')}</lib-sprites-scene>`);
    const scene = outside.parentElement!.querySelector('lib-sprites-scene')!;
    await settle();
    return { scene, inScene: [...scene.querySelectorAll('lib-sprites-group')], outside };
  }

  it("a scene dispatches one per frame with its groups' moves, in order; it does not bubble", async () => {
    const { scene, inScene, outside } = await mountMixed();
    const atDocument: SpritesFrameDetail[] = [];
    const onDocument = (e: SpritesFrameEvent): void => void atDocument.push(e.detail);
    document.addEventListener('lib-sprites-frame', onDocument);
    const fromScene: SpritesFrameEvent[] = [];
    scene.addEventListener('lib-sprites-frame', (e) => fromScene.push(e));
    for (const group of [...inScene, outside]) group.play();
    runFrame(clock.advance(100));
    await task();
    runFrame(clock.advance(100));
    await task();
    expect(fromScene).to.have.length(2);
    expect(fromScene[0]!.bubbles).to.equal(false);
    const summary = fromScene.map((e) =>
      e.detail.changes.map((c) => `${c.group.id}:${c.pointerPrevious}->${c.pointer}:${String(c.sprite?.id)}`),
    );
    expect(summary).to.deep.equal([
      ['s1:0->1:b', 's2:0->1:b'],
      ['s1:1->2:c', 's2:1->2:c'],
    ]);
    document.removeEventListener('lib-sprites-frame', onDocument);
    const outsideMoves = atDocument.map((detail) => detail.changes.map((c) => c.group.id));
    expect(outsideMoves, 'the document has the group outside the scene only').to.deep.equal([['out'], ['out']]);
  });

  it('the document gets the moves of the groups outside any scene, only while it listens', async () => {
    const { scene, inScene, outside } = await mountMixed();
    const sceneSpy = spyDispatch(scene, 'lib-sprites-frame');
    const documentSpy = spyDispatch(document, 'lib-sprites-frame');
    const seen: string[][] = [];
    // Typed on DocumentEventMap.
    const listener = (e: SpritesFrameEvent): void =>
      void seen.push(e.detail.changes.map((c) => `${c.group.id}:${c.pointer}`));
    for (const group of [...inScene, outside]) group.play();
    try {
      runFrame(clock.advance(100));
      await task();
      expect(documentSpy.count, 'no listener yet').to.equal(0);
      document.addEventListener('lib-sprites-frame', listener);
      runFrame(clock.advance(100));
      await task();
      outside.next();
      await task();
      document.removeEventListener('lib-sprites-frame', listener);
      runFrame(clock.advance(100));
      await task();
      expect(seen).to.deep.equal([['out:2'], ['out:0']]);
      expect(documentSpy.count).to.equal(2);
      expect(sceneSpy.count, 'the scene has no listener').to.equal(0);
    } finally {
      document.removeEventListener('lib-sprites-frame', listener);
      sceneSpy.restore();
      documentSpy.restore();
    }
  });

  it('a change listener makes no frame event; a once frame listener hears one, an aborted one stops', async () => {
    const { inScene, outside } = await mountMixed();
    const documentSpy = spyDispatch(document, 'lib-sprites-frame');
    const onChange = (): void => {};
    inScene[0]!.addEventListener('lib-sprite-change', onChange);
    const controller = new AbortController();
    let frames = 0;
    for (const group of [...inScene, outside]) group.play();
    try {
      runFrame(clock.advance(100));
      await task();
      expect(documentSpy.count, 'a change listener elsewhere').to.equal(0);
      document.addEventListener('lib-sprites-frame', () => frames++, { once: true });
      document.addEventListener('lib-sprites-frame', () => frames++, { signal: controller.signal });
      runFrame(clock.advance(100));
      await task();
      controller.abort();
      runFrame(clock.advance(100));
      await task();
      expect([frames, documentSpy.count]).to.deep.equal([2, 1]);
    } finally {
      inScene[0]!.removeEventListener('lib-sprite-change', onChange);
      documentSpy.restore();
    }
  });
});

describe('playback without IntersectionObserver (as in jsdom)', () => {
  afterEach(cleanup);

  it('plays, never pauses for being off-screen, and does not throw', async () => {
    const real = window.IntersectionObserver;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
    const clock = fakeClock(5000);
    try {
      const group = await mount(`<lib-sprites-group src-type="TEXT" fps="10">${THREE}</lib-sprites-group>`);
      // Far outside the viewport: with an observer it would stop being ticked.
      group.style.cssText = 'position: fixed; left: -10000px; top: -10000px';
      const ends: SpritesEndDetail[] = [];
      document.addEventListener('lib-sprites-end', (e) => ends.push(e.detail), { once: true });
      expect(() => group.play()).not.to.throw();
      expect(playbackState()).to.include({ players: 1, observing: false });
      runFrame(clock.advance(100));
      expect(group.pointer).to.equal(1);
      runFrame(clock.advance(100));
      runFrame(clock.advance(100));
      await task();
      expect(group.pointer).to.equal(2);
      expect(ends.map((d) => d.sprite?.id)).to.deep.equal(['c']);
      group.pause();
    } finally {
      clock.restore();
      window.IntersectionObserver = real;
    }
  });
});
