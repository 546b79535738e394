/**
 * A scene under user code that misbehaves: hooks that remove groups while the
 * canvas draws, groups moved between scenes through the controller, names a
 * cascade must refuse, and a scene that leaves the page and comes back.
 */
import { expect } from '@open-wc/testing';
import type { LIB_GraphicSprites, SpritesObjectInit } from '../../model/index.js';
import type { LibSpritesSceneElement } from '../index.js';
import { captureWarnings, cleanup, drawn, mountScene, settle } from '../../../test/support/elements.js';
import { frame } from '../../../test/support/page.js';
import { HOSTILE_GROUPS, boom } from '../../../test/support/hostile.js';

const ids = (list: readonly { id: unknown }[]): unknown[] => list.map((item) => item.id);

/** A 10 × 10 rectangle of `style` at `left`, with `data` beside the style (hooks); its second sprite is green. */
const box = (id: string, left: number, style: string, data: Record<string, unknown> = {}): SpritesObjectInit =>
  ({
    id,
    srcType: 'RECTANGLE',
    left,
    top: 0,
    width: 10,
    height: 10,
    data: { style, ...data },
    sprites: [{ id: `${id}-1` }, { id: `${id}-2`, data: { style: '#0f0' } }],
  }) as unknown as SpritesObjectInit;

/** The canvas's colour at (x, y) of the scene's box, CSS px. */
async function pixel(scene: LibSpritesSceneElement, x: number, y: number): Promise<number[]> {
  const pixels = (await scene.readPixels())!;
  const scale = pixels.width / scene.getBoundingClientRect().width;
  const i = (Math.round(y * scale) * pixels.width + Math.round(x * scale)) * 4;
  return [...pixels.data.slice(i, i + 4)];
}

const RED = [255, 0, 0, 255];
const BLUE = [0, 0, 255, 255];
const GREEN = [0, 255, 0, 255];
const CLEAR = [0, 0, 0, 0];

/** Uncaught errors while `run` runs, and a task after it. */
async function uncaught(run: () => Promise<void>): Promise<unknown[]> {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent): void => {
    errors.push(event.error ?? event.message);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  try {
    await run();
    await settle();
  } finally {
    window.removeEventListener('error', onError);
  }
  return errors;
}

describe('<lib-sprites-scene>: hooks that change the scene while it draws', () => {
  afterEach(cleanup);

  for (const whose of ['its own', 'another'] as const) {
    it(`a beforeDrawing that removes ${whose} group during a full repaint: no error, the group is cleared, the rest drawn`, async () => {
      const scene = await mountScene('', ' renderer="canvas" width="60" height="20"');
      let armed = false;
      let removed = false;
      const removeOnce = (): void => {
        if (removed || !armed) return;
        removed = true;
        scene.controller.removeSpritesGroupById(whose === 'its own' ? 'a' : 'b');
      };
      const groups = [
        box('a', 0, '#f00', {
          beforeDrawing(this: unknown) {
            removeOnce();
            return this;
          },
        }),
        box('b', 20, '#00f'),
        box('c', 40, '#f00'),
      ];
      const errors = await uncaught(async () => {
        for (const group of groups) scene.controller.insertSpritesGroup(group);
        await drawn(scene);
        armed = true;
        scene.redraw();
        await drawn(scene);
      });
      expect(errors, String(errors[0])).to.deep.equal([]);
      expect(removed).to.equal(true);
      const gone = whose === 'its own' ? 'a' : 'b';
      expect(ids(scene.controller.getGraphicSpritesAll())).to.deep.equal(['a', 'b', 'c'].filter((id) => id !== gone));
      expect(await pixel(scene, 25, 5), 'b').to.deep.equal(gone === 'b' ? CLEAR : BLUE);
      expect(await pixel(scene, 5, 5), 'a').to.deep.equal(gone === 'a' ? CLEAR : RED);
      expect(await pixel(scene, 45, 5), 'c, after the removed one').to.deep.equal(RED);
    });
  }

  it('the first draw of an autoplay scene filled through its controller, with a hook that removes its own group: the others play on', async () => {
    const scene = await mountScene('', ' renderer="canvas" width="60" height="20" autoplay');
    let removed = false;
    const errors = await uncaught(async () => {
      scene.controller.insertSpritesGroup(
        box('a', 0, '#f00', {
          beforeDrawing(this: unknown) {
            if (!removed) {
              removed = true;
              scene.controller.removeSpritesGroupById('a');
            }
            return this;
          },
        }),
      );
      scene.controller.insertSpritesGroup(box('b', 20, '#00f'));
      scene.controller.insertSpritesGroup(box('c', 40, '#f00'));
      // Each group's second sprite is green: wait for the playing groups to show it.
      for (let i = 0; i < 300 && String(await pixel(scene, 45, 5)) !== String(GREEN); i++) await frame();
    });
    expect(errors, String(errors[0])).to.deep.equal([]);
    expect(removed).to.equal(true);
    expect(ids(scene.controller.getGraphicSpritesAll())).to.deep.equal(['b', 'c']);
    expect(await pixel(scene, 5, 5), 'the removed group, cleared').to.deep.equal(CLEAR);
    expect(await pixel(scene, 45, 5), 'c, playing').to.deep.equal(GREEN);
    expect(await pixel(scene, 25, 5), 'b, playing').to.deep.equal(GREEN);
  });
});

describe('<lib-sprites-scene>: a group moved between scenes through the controller', () => {
  afterEach(cleanup);

  for (const renderer of ['dom', 'canvas'] as const) {
    it(`${renderer}: moves exactly that group, in the model and the DOM`, async () => {
      const from = await mountScene('', ` renderer="${renderer}"`);
      const to = await mountScene('', ` renderer="${renderer}"`);
      for (const [i, id] of ['A', 'B', 'C'].entries()) from.controller.insertSpritesGroup(box(id, i * 20, '#f00'));
      await settle();
      const b = from.controller.getGraphicSpritesById('B') as LIB_GraphicSprites;
      to.controller.insertSpritesGroup(b);
      await settle();
      expect(ids(from.controller.getGraphicSpritesAll())).to.deep.equal(['A', 'C']);
      expect(ids(to.controller.getGraphicSpritesAll())).to.deep.equal(['B']);
      expect([...from.children].map((child) => child.id)).to.deep.equal(['A', 'C']);
      expect([...to.children].map((child) => child.id)).to.deep.equal(['B']);
      expect(b.parent).to.equal(to.controller);
    });
  }
});

describe('<lib-sprites-scene>: names a cascade refuses', () => {
  afterEach(cleanup);

  for (const name of ['__proto__', 'constructor', 'prototype']) {
    it(`setPropertyCascade('${name}', …) changes nothing and returns 0`, async () => {
      const scene = await mountScene('');
      scene.controller.insertSpritesGroup(box('a', 0, '#f00'));
      const groups = scene.controller.spritesGroups;
      const prototype = Object.getPrototypeOf(groups) as unknown;
      const own = Object.getOwnPropertyNames(groups).sort();
      expect(scene.controller.setPropertyCascade(name, { polluted: true })).to.equal(0);
      expect(Object.getPrototypeOf(groups)).to.equal(prototype);
      expect(Object.getOwnPropertyNames(groups).sort()).to.deep.equal(own);
      expect((groups as unknown as Record<string, unknown>)['polluted']).to.equal(undefined);
      expect(({} as Record<string, unknown>)['polluted']).to.equal(undefined);
    });
  }
});

describe('<lib-sprites-scene>: removed and added again', () => {
  afterEach(cleanup);

  it('a playing group’s hook runs once a frame, as before, whichever group the scene ticks first', async () => {
    const scene = await mountScene('', ' renderer="canvas" width="60" height="20" autoplay');
    let calls = 0;
    // Another group moving in the same frames, ticked before or after the hooked one.
    scene.controller.insertSpritesGroup(box('b', 20, '#00f'));
    const b = scene.querySelector('#b') as HTMLElement & { fps: number };
    b.fps = 30;
    b.toggleAttribute('loop', true);
    scene.controller.insertSpritesGroup(
      box('a', 0, '#f00', {
        beforeDrawing(this: unknown) {
          calls++;
          return this;
        },
      }),
    );
    const a = scene.querySelector('#a') as HTMLElement & { fps: number; controller: LIB_GraphicSprites };
    a.fps = 30;
    a.toggleAttribute('loop', true);
    const FRAMES = 60;
    /** Calls and pointer moves over FRAMES frames. */
    const count = async (): Promise<{ moves: number; calls: number }> => {
      await drawn(scene);
      let moves = 0;
      let pointer = a.controller.pointer;
      calls = 0;
      for (let i = 0; i < FRAMES; i++) {
        await frame();
        if (a.controller.pointer !== pointer) moves++;
        pointer = a.controller.pointer;
      }
      return { moves, calls };
    };
    const before = await count();
    const parent = scene.parentElement!;
    scene.remove();
    await settle();
    parent.append(scene);
    const after = await count();
    for (const [when, { moves, calls }] of Object.entries({ before, after })) {
      expect(moves, when).to.be.greaterThan(3);
      // One draw a frame (the frame the count began in may add one).
      expect(calls, `${when}: ${calls} calls in ${FRAMES} frames`).to.be.within(FRAMES - 1, FRAMES + 1);
    }
  });
});

describe('<lib-sprites-scene>: a bad width or height', () => {
  afterEach(cleanup);

  it('falls back to the default with one bad-attribute warning per attribute and value', async () => {
    const warnings = captureWarnings();
    try {
      const scene = await mountScene('', ' width="-5" height="abc"');
      const box = (): DOMRect => scene.shadowRoot!.querySelector('[part=box]')!.getBoundingClientRect();
      expect([box().width, box().height]).to.deep.equal([300, 150]);
      const said = (): string[] => warnings.messages.filter((line) => line.includes('[bad-attribute]'));
      expect(said()).to.have.length(2);
      expect(said()[0]).to.contain('<lib-sprites-scene>').and.contain('width="-5"').and.contain('default 300');
      expect(said()[1]).to.contain('height="abc"').and.contain('default 150');
      for (const bad of ['Infinity', 'NaN', '-5']) {
        scene.setAttribute('height', bad);
        await scene.updateComplete;
      }
      scene.width = Number.NaN;
      await scene.updateComplete;
      scene.requestUpdate('width');
      await scene.updateComplete;
      expect(said().slice(2)).to.have.length(4);
      expect(said()[2]).to.contain('height="Infinity"');
      expect(said()[3]).to.contain('height="NaN"');
      expect(said()[4]).to.contain('height="-5"');
      expect(said()[5]).to.contain('width="NaN"');
      expect([box().width, box().height]).to.deep.equal([300, 150]);
      scene.setAttribute('width', '40');
      scene.setAttribute('height', '20');
      await scene.updateComplete;
      expect([box().width, box().height]).to.deep.equal([40, 20]);
      expect(said()).to.have.length(6);
    } finally {
      warnings.restore();
    }
  });
});

describe('<lib-sprites-scene>: objects whose getters throw, given to its controller', () => {
  afterEach(cleanup);

  const hostile = HOSTILE_GROUPS;
  for (const renderer of ['dom', 'canvas'] as const)
    for (const [label, make] of hostile) {
      it(`${renderer}: insertSpritesGroup given ${label} returns null and changes nothing`, async () => {
        const scene = await mountScene('', ` renderer="${renderer}"`);
        scene.controller.insertSpritesGroup(box('a', 0, '#f00'));
        await settle();
        const errors = await uncaught(async () => {
          expect(scene.controller.insertSpritesGroup(make() as SpritesObjectInit)).to.equal(null);
        });
        expect(errors).to.deep.equal([]);
        expect(ids(scene.controller.getGraphicSpritesAll())).to.deep.equal(['a']);
        expect([...scene.children].map((child) => child.id)).to.deep.equal(['a']);
      });
    }

  it('a sprite whose src getter throws: the group is inserted without it', async () => {
    const scene = await mountScene('');
    const result = scene.controller.insertSpritesGroup({
      id: 'g',
      sprites: [
        {
          id: 'bad',
          get src() {
            return boom();
          },
        },
        { id: 'good' },
      ],
    } as unknown as SpritesObjectInit);
    await settle();
    expect(result).to.not.equal(null);
    const group = scene.querySelector('#g') as HTMLElement & { controller: LIB_GraphicSprites };
    expect(group.controller.getSprites()!.map((sprite) => sprite.id)).to.deep.equal(['good']);
    expect([...group.children].map((child) => child.id)).to.deep.equal(['good']);
  });
});
