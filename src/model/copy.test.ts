import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, LIB_GraphicSpritesScene } from './index.js';
import type { SpriteObject } from './index.js';
import {
  bad,
  expectConsistent,
  expectSameState,
  expectUnchanged,
  fakeClock,
  ids,
  makeGroup,
} from '../../test/support/model.js';

/** A group in a varied state: pointer moved, times set, mixed flags and z-indexes, nested data, extra fields. */
function richGroup(): LIB_GraphicSprites {
  const g = new LIB_GraphicSprites({
    id: 'rich',
    src: { atlas: 'a.json', frames: [1, 2] },
    srcType: 'BITMAP',
    width: 320.5,
    height: 200,
    zIndex: -4,
    disabled: false,
    data: { nested: { deep: [1, { x: 2 }] }, label: 'g' },
    sprites: [
      {
        id: 's0',
        zIndex: 5,
        srcLeft: 10,
        left: 3,
        data: { label: 's0' },
        subSprites: [
          { id: 'k0', zIndex: 2 },
          { id: 'k1', zIndex: 1, top: -7, src: 'other.png' },
        ],
      },
      { id: 's1', zIndex: 5, disabled: true, byReference: true, subSprites: [{ id: 'k2', disabled: false }] },
      {
        id: 's2',
        zIndex: -10,
        srcType: 'TEXT',
        width: 0,
        extra: 'kept',
        subSprites: Array.from({ length: 10 }, (_, i) => ({ id: 'm' + i, zIndex: 10 - i })),
      },
      { id: 7, height: 1e9, time: 0 },
    ] as never[],
  });
  g.setPointer(1);
  g.setPointer(2);
  g.setTime(12345, true, true);
  g.getSprite(0)!.setTime(111);
  g.getSprite(0)!.subSprites[1]!.setTime(222);
  g.setDisabledSubSprite(g.getSprite(0)!.subSprites[0]!, true, false);
  return g;
}

/** Every object reachable from a group's own fields (sprites, sub-sprites, data, user values). */
function objectsOf(g: LIB_GraphicSprites): Set<object> {
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    if (value instanceof LIB_GraphicSprites || value instanceof LIB_GraphicSpritesScene) return;
    seen.add(value);
    for (const key of Object.keys(value))
      if (key !== 'container' && key !== 'parent') visit((value as Record<string, unknown>)[key]);
    if ('spritesByZIndex' in value) visit((value as { spritesByZIndex: unknown }).spritesByZIndex);
    if ('subSpritesByZIndex' in value) visit((value as { subSpritesByZIndex: unknown }).subSpritesByZIndex);
  };
  visit(g.spritesGroup);
  return seen;
}

describe('getCopy (docs/model.md#copy)', () => {
  it('default: a deep copy, equal in every field, sharing no sub-object; the original is untouched', () => {
    const g = richGroup();
    const copy = expectUnchanged(g, () => g.getCopy(), 'getCopy');
    expect(copy).to.be.instanceOf(LIB_GraphicSprites);
    expect(copy).to.not.equal(g);
    expectSameState(copy, g, false);
    const mine = objectsOf(g);
    const theirs = objectsOf(copy);
    expect(theirs.size).to.equal(mine.size);
    for (const object of theirs) expect(mine.has(object)).to.equal(false);
    expect(copy.getSprite(0)!.container).to.equal(copy);
    expect(copy.getSprite(0)!.parent).to.equal(copy.spritesGroup);
    expect(copy.getSprite(0)!.data.that).to.equal(copy.getSprite(0));
    expect(copy.getSpriteById('s2')).to.equal(copy.getSprite(2));
    // values the levels share in the original (an inherited src object) stay shared in the copy
    expect(g.getSprite(0)!.src).to.equal(g.spritesGroup.src);
    expect(copy.getSprite(0)!.src).to.equal(copy.spritesGroup.src);
    expect(copy.getSprite(0)!.data.nested).to.equal(copy.spritesGroup.data.nested);
    expectConsistent(copy);
    // changes to the copy do not reach the original
    copy.setNext(true);
    (copy.spritesGroup.data.nested as { deep: unknown[] }).deep.push(3);
    expect(g.pointer).to.equal(2);
    expect((g.spritesGroup.data.nested as { deep: unknown[] }).deep).to.have.length(2);
  });

  it('copies pointer, pointerPrevious and every time by default', () => {
    const g = richGroup();
    const copy = g.getCopy(false, false);
    expect([copy.pointer, copy.pointerPrevious, copy.time]).to.deep.equal([2, 1, 12345]);
    expect((copy.getSprites() as SpriteObject[]).map((s) => s.time)).to.deep.equal(
      (g.getSprites() as SpriteObject[]).map((s) => s.time),
    );
    expect(copy.getSprite(0)!.subSprites.map((k) => k.time)).to.deep.equal([g.getSprite(0)!.subSprites[0]!.time, 222]);
  });

  it('avoidCopyingPointer: pointer and pointerPrevious are not copied', () => {
    const g = richGroup();
    const copy = g.getCopy(true);
    expect(copy.pointer).to.equal(0);
    expect(copy.pointerPrevious).to.equal(-1);
    expect(copy.time).to.equal(12345);
    expect(copy.getSprite(2)!.time).to.equal(12345);
  });

  it("avoidCopyingTimes: the group's time and each sprite's time are not copied", () => {
    const g = richGroup();
    const clock = fakeClock(99999);
    try {
      const copy = g.getCopy(false, true);
      expect(copy.pointer).to.equal(2);
      expect(copy.time).to.equal(99999);
      expect((copy.getSprites() as SpriteObject[]).map((s) => s.time)).to.deep.equal([0, 0, 0, 0]);
      expect(copy.getSprite(0)!.subSprites.map((k) => k.time)).to.deep.equal([0, 0]);
      expect(g.time).to.equal(12345);
    } finally {
      clock.restore();
    }
  });

  it('clearReferences: container, parent, data.that and data.getThis are null on the copy only', () => {
    const g = richGroup();
    const copy = expectUnchanged(g, () => g.getCopy(false, false, true));
    expect(copy).to.be.instanceOf(LIB_GraphicSprites);
    const levels = [
      copy.spritesGroup,
      ...copy.spritesGroup.sprites,
      ...copy.spritesGroup.sprites.flatMap((s) => s.subSprites),
    ];
    expect(levels).to.have.length(1 + 4 + 13);
    for (const level of levels) {
      expect(level.container).to.equal(null);
      expect(level.parent).to.equal(null);
      expect(level.data.that).to.equal(null);
      expect(level.data.getThis === null, 'data.getThis is null').to.equal(true);
    }
    expect(copy.getSprite(0)!.src).to.deep.equal({ atlas: 'a.json', frames: [1, 2] });
    expect(g.getSprite(0)!.container).to.equal(g);
    expect(g.getSprite(0)!.data.that).to.equal(g.getSprite(0));
    expect(() => JSON.stringify(copy)).to.not.throw();
  });

  it('filterProperties: the plain filtered object, with the default or the given properties', () => {
    const g = makeGroup();
    const filtered = expectUnchanged(g, () => g.getCopy(false, false, false, true));
    expect(filtered).to.not.be.instanceOf(LIB_GraphicSprites);
    expect(filtered).to.deep.equal(LIB_GraphicSprites.filterProperties(g));
    const custom = g.getCopy(false, false, false, true, {
      sprites: ['id', 'pointer', 'spritesGroup'],
      spritesGroup: ['sprites'],
      sprite: ['id', 'width', '_width'],
    });
    expect(custom).to.deep.equal({
      id: 'group',
      pointer: 0,
      spritesGroup: { sprites: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] },
    });
    expect(g.getCopy(true, false, false, true, { sprites: ['pointer'] })).to.deep.equal({ pointer: 0 });
  });

  it('propertiesToKeepObject is used only with filterProperties', () => {
    const g = makeGroup();
    const copy = g.getCopy(false, false, false, false, { sprites: ['id'] });
    expect(copy).to.be.instanceOf(LIB_GraphicSprites);
    expect(ids(copy.getSprites())).to.deep.equal(['a', 'b', 'c']);
  });

  it('filterProperties with clearReferences: JSON-safe, and filter runs first', () => {
    const g = richGroup();
    const result = g.getCopy(false, false, true, true);
    expect(result).to.deep.equal(LIB_GraphicSprites.filterProperties(g));
    expect(() => JSON.stringify(result)).to.not.throw();
  });
});

describe('JSON round trip', () => {
  it('new LIB_GraphicSprites(JSON.parse(JSON.stringify(g.getCopy(false, false, true)))) is equal in every field', () => {
    const g = richGroup();
    const json = JSON.stringify(g.getCopy(false, false, true));
    const rebuilt = new LIB_GraphicSprites(JSON.parse(json));
    expectSameState(rebuilt, g);
    expect(rebuilt.parent == null).to.equal(true);
    expectConsistent(rebuilt);
    // a second trip gives the same JSON
    expect(JSON.stringify(rebuilt.getCopy(false, false, true))).to.equal(json);
    // and it works: the sprite fields act on the rebuilt group
    expect(rebuilt.getSprite(3)!.setNext()!.id).to.equal(7);
    expect(rebuilt.getSpriteById(7)).to.equal(rebuilt.getSprite(3));
  });

  it('round trip of an empty group and of a group inside a scene', () => {
    const empty = new LIB_GraphicSprites({ id: 'e' });
    const back = new LIB_GraphicSprites(JSON.parse(JSON.stringify(empty.getCopy(false, false, true))));
    expectSameState(back, empty);
    const scene = new LIB_GraphicSpritesScene();
    const inScene = scene.insertSpritesGroup(makeGroup())!.item;
    const json = JSON.stringify(inScene.getCopy(false, false, true));
    const rebuilt = new LIB_GraphicSprites(JSON.parse(json));
    expect(rebuilt.parent).to.equal(null);
    expect(rebuilt.position).to.equal(0);
    expect(ids(rebuilt.getSprites(true))).to.deep.equal(['b', 'c', 'a']);
    expect(inScene.parent).to.equal(scene);
  });

  it('JSON.stringify of getCopy(false, false, true) never throws: BigInt and cycles in user values', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const g = new LIB_GraphicSprites({
      data: { big: 10n, cyclic },
      src: cyclic,
      sprites: [
        {
          id: 's',
          data: { list: [cyclic] },
          big: 5n,
          loop: cyclic,
          subSprites: [{ id: 'k', src: { n: 2n } }],
        } as never,
      ],
    });
    let json = '';
    expect(() => {
      json = JSON.stringify(g.getCopy(false, false, true));
    }).to.not.throw();
    const back = JSON.parse(json);
    expect(back.spritesGroup.data.big).to.equal('10');
    expect(back.spritesGroup.data.cyclic.name).to.equal('loop');
    expect(back.spritesGroup.sprites[0].id).to.equal('s');
    expect(() => JSON.stringify(g.getCopy(false, false, true, true))).to.not.throw();
  });

  it('the default filtered copy loads back into an equal group (docs/model.md#copy)', () => {
    const g = richGroup();
    // a caller's extra field is not one of the kind's own fields, so the default filter leaves it out
    delete (g.getSprite(2) as unknown as Record<string, unknown>).extra;
    const filtered = JSON.parse(JSON.stringify(LIB_GraphicSprites.filterProperties(g)));
    const rebuilt = new LIB_GraphicSprites(filtered);
    expectSameState(rebuilt, g);
  });
});

/** Which of container, parent, data.that, data.getThis are null (booleans: a failing assertion never prints a function). */
const cleared = (level: {
  container: unknown;
  parent: unknown;
  data: { that: unknown; getThis: unknown };
}): boolean[] => [level.container, level.parent, level.data.that, level.data.getThis].map((value) => value === null);

describe('static clearReferences (docs/model.md#copy)', () => {
  it('clears container, parent, data.that/getThis on the element and below; returns the same object', () => {
    const g = makeGroup();
    const a = g.getSprite(0)!;
    expect(LIB_GraphicSprites.clearReferences(a)).to.equal(a);
    expect(cleared(a)).to.deep.equal([true, true, true, true]);
    for (const k of a.subSprites) expect(cleared(k)).to.deep.equal([true, true, true, true]);
    const b = g.getSprite(1)!;
    expect(b.container).to.equal(g);
    expect(g.spritesGroup.container).to.equal(g);
  });

  it('on a LIB_GraphicSprites it clears the group object, every sprite and sub-sprite', () => {
    const g = makeGroup();
    expect(LIB_GraphicSprites.clearReferences(g)).to.equal(g);
    const levels = [g.spritesGroup, ...g.spritesGroup.sprites, ...g.spritesGroup.sprites.flatMap((s) => s.subSprites)];
    for (const level of levels)
      expect([level.container, level.parent, level.data.that]).to.deep.equal([null, null, null]);
    expect(() => JSON.stringify(g)).to.not.throw();
  });

  it("on a scene it clears the scene's groups too", () => {
    const scene = new LIB_GraphicSpritesScene({ spritesGroups: [makeGroup()] });
    const g = scene.getGraphicSprites(0)!;
    expect(LIB_GraphicSprites.clearReferences(scene)).to.equal(scene);
    expect(scene.spritesGroups.parent).to.equal(null);
    expect(scene.spritesGroups.container).to.equal(null);
    expect(g.spritesGroup.parent).to.equal(null);
    expect(g.getSprite(0)!.container).to.equal(null);
    expect(() => JSON.stringify(scene)).to.not.throw();
  });

  it('stringifying an object with references throws; after clearReferences it does not (section 7)', () => {
    const g = makeGroup();
    expect(() => JSON.stringify(g)).to.throw(TypeError);
    LIB_GraphicSprites.clearReferences(g);
    expect(() => JSON.stringify(g)).to.not.throw();
  });

  it('returns other values as they are', () => {
    for (const value of [undefined, null, 5, 'x', true])
      expect(LIB_GraphicSprites.clearReferences(value)).to.equal(value);
    const plain = { container: 1, parent: 2, other: 3 };
    expect(LIB_GraphicSprites.clearReferences(plain)).to.deep.equal({ container: null, parent: null, other: 3 });
  });
});

describe('static filterProperties (docs/model.md#copy)', () => {
  it('returns null when no valid element is given (section 7)', () => {
    for (const value of [undefined, null, 5, 'sprite', {}, [], { type: 'other' }, [makeGroup().getSprite(0)]]) {
      expect(LIB_GraphicSprites.filterProperties(value), JSON.stringify(String(value))).to.equal(null);
    }
  });

  it("reads a `type` Object.prototype holds as no kind: null at the top, the user's value kept inside", () => {
    for (const type of ['toString', 'constructor', 'hasOwnProperty']) {
      expect(LIB_GraphicSprites.filterProperties({ type }), type).to.equal(null);
    }
    const g = new LIB_GraphicSprites({ sprites: [{ id: 's', data: { note: { type: 'toString', text: 'hi' } } }] });
    const filtered = LIB_GraphicSprites.filterProperties(g.getSprite(0), { sprite: ['data'] });
    expect(filtered).to.deep.equal({ data: { note: { type: 'toString', text: 'hi' } } });
  });

  it("keeps a listed property only when it differs from the parent's", () => {
    const g = new LIB_GraphicSprites({
      src: 'g.png',
      width: 50,
      sprites: [{ id: 's', src: 'g.png', width: 60, subSprites: [{ id: 'k', width: 60, height: 9 }] }],
    });
    const keep = { sprite: ['src', 'width', 'subSprites'], subSprite: ['width', 'height', 'src'] };
    expect(LIB_GraphicSprites.filterProperties(g.getSprite(0), keep)).to.deep.equal({
      width: 60,
      subSprites: [{ height: 9 }],
    });
  });

  it('a name with the marker prefix "_" names the property literally (as the original) and is always copied (docs/model.md#copy)', () => {
    const g = new LIB_GraphicSprites({
      src: 'g.png',
      _note: 'group',
      sprites: [bad({ id: 's', _note: 'group' })],
    } as never);
    expect(
      LIB_GraphicSprites.filterProperties(g.getSprite(0), {
        sprite: ['_note', '_src', '_width', 'height', '_missing'],
      }),
    ).to.deep.equal({ _note: 'group' });
  });

  it('left/top of sprites are compared with the static defaults; id/time/position are never inherited', () => {
    const g = new LIB_GraphicSprites({ left: 5, top: 6, sprites: [{ id: 's', left: 0, top: 4 }] });
    const s = g.getSprite(0)!;
    expect(
      LIB_GraphicSprites.filterProperties(s, { sprite: ['left', 'top', 'id', 'time', 'position', 'positionByZIndex'] }),
    ).to.deep.equal({
      top: 4,
      id: 's',
      time: s.time,
      position: 0,
      positionByZIndex: 0,
    });
  });

  it('a kind whose key is absent keeps no properties', () => {
    const g = makeGroup();
    expect(LIB_GraphicSprites.filterProperties(g, {})).to.deep.equal({});
    expect(LIB_GraphicSprites.filterProperties(g, { sprites: ['spritesGroup'] })).to.deep.equal({ spritesGroup: {} });
    expect(
      LIB_GraphicSprites.filterProperties(g, { sprites: ['spritesGroup'], spritesGroup: ['sprites'] }),
    ).to.deep.equal({ spritesGroup: { sprites: [{}, {}, {}] } });
  });

  it('the default filter gives a compact snapshot of a group', () => {
    const g = new LIB_GraphicSprites({
      id: 'f',
      src: 'x.png',
      data: { k: 1 },
      sprites: [{ id: 's', zIndex: 3, subSprites: [{ id: 't', src: 'y.png' }] }],
    });
    const clock = fakeClock(10);
    try {
      g.setTime(10, true, true);
    } finally {
      clock.restore();
    }
    expect(LIB_GraphicSprites.filterProperties(g)).to.deep.equal({
      id: 'f',
      byReference_DEFAULT: false,
      zIndex: 1,
      pointer: 0,
      pointerPrevious: -1,
      time: 10,
      spritesGroup: {
        id: 'f',
        byReference_DEFAULT: false,
        src: 'x.png',
        srcType: 0,
        srcLeft: 0,
        srcTop: 0,
        srcWidth: 32,
        srcHeight: 32,
        left: 0,
        top: 0,
        width: 32,
        height: 32,
        zIndex: 1,
        data: { k: 1 },
        disabled: false,
        sprites: [
          {
            id: 's',
            byReference: false,
            time: 10,
            zIndex: 3,
            position: 0,
            positionByZIndex: 0,
            subSprites: [{ id: 't', byReference: false, time: 10, src: 'y.png', position: 0, positionByZIndex: 0 }],
          },
        ],
      },
    });
  });

  it('filters a scene, its spritesGroups and their groups', () => {
    const scene = new LIB_GraphicSpritesScene({ id: 'scene', spritesGroups: [{ id: 'g1', zIndex: 2 }, { id: 'g2' }] });
    const filtered = LIB_GraphicSprites.filterProperties(scene, {
      spritesScene: ['id', 'spritesGroups'],
      spritesGroups: ['items'],
      sprites: ['id', 'zIndex', 'position', 'positionByZIndex'],
    });
    expect(filtered).to.deep.equal({
      id: 'scene',
      spritesGroups: {
        items: [
          { id: 'g1', zIndex: 2, position: 0, positionByZIndex: 1 },
          { id: 'g2', zIndex: 1, position: 1, positionByZIndex: 0 },
        ],
      },
    });
    expect(LIB_GraphicSprites.filterProperties(scene.spritesGroups, { spritesGroups: ['id'] })).to.deep.equal({
      id: 'scene.spritesGroups',
    });
  });

  it('never changes the element, and bad propertiesToKeepObject values keep nothing', () => {
    const g = makeGroup();
    expectUnchanged(g, () => {
      LIB_GraphicSprites.filterProperties(g);
      expect(LIB_GraphicSprites.filterProperties(g, bad(null))).to.deep.equal({});
      expect(LIB_GraphicSprites.filterProperties(g, bad('x'))).to.deep.equal({});
      expect(LIB_GraphicSprites.filterProperties(g, bad({ sprites: 'id' }))).to.deep.equal({});
      expect(LIB_GraphicSprites.filterProperties(g, bad({ sprites: [5, null, 'id'] }))).to.deep.equal({ id: 'group' });
    });
  });
});
