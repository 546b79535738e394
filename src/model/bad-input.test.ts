/**
 * Bad input (docs/model.md#operations): every family of operations takes missing, null, NaN, wrong-typed,
 * negative, fractional and huge arguments without throwing, returns the spec's fallback,
 * and a failed operation leaves the group exactly as it was.
 */
import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, LIB_GraphicSpritesScene, SpriteObject, SubSpriteObject } from './index.js';
import type { ExecuteFunctionAll_OBJECT } from './index.js';
import {
  bad,
  expectConsistent,
  expectSameState,
  expectUnchanged,
  fakeClock,
  ids,
  makeGroup,
} from '../../test/support/model.js';

const FAIL = Object.freeze({ fail: true });

/** The table of bad values; labels are used in messages (a symbol cannot go into a template string). */
const BAD_VALUES: [string, unknown][] = [
  ['missing', undefined],
  ['null', null],
  ['NaN', NaN],
  ['string', 'x'],
  ['numeric string', '1'],
  ['empty string', ''],
  ['true', true],
  ['false', false],
  ['object', {}],
  ['array', [1]],
  ['function', () => 1],
  ['symbol', Symbol('bad')],
  ['bigint', 10n],
  ['negative', -1],
  ['negative fraction', -0.5],
  ['fractional', 1.5],
  ['zero', 0],
  ['huge', 1e300],
  ['2^32', 2 ** 32],
  ['Infinity', Infinity],
  ['-Infinity', -Infinity],
];

/** How an index argument is read: missing is 0, numbers are truncated and made positive, anything else fails. */
const asIndex = (value: unknown, length: number): number | undefined => {
  const i =
    value === undefined ? 0 : typeof value === 'number' && !Number.isNaN(value) ? Math.abs(Math.trunc(value)) : NaN;
  return i >= 0 && i < length ? i : undefined;
};
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** docs/model.md#numbers: a field value reads numeric strings as numbers (as attributes do); undefined when not a number. */
const asNumber = (value: unknown): number | undefined =>
  isFiniteNumber(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;
/** Ids are non-empty strings and finite non-zero numbers (docs/model.md#ids). */
const isIdValue = (value: unknown): boolean =>
  (typeof value === 'string' && value !== '') || (isFiniteNumber(value) && value !== 0);
/** src takes any JSON-safe value: strings, finite numbers, booleans, acyclic objects. */
const isSrcValue = (value: unknown): boolean =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  isFiniteNumber(value) ||
  (typeof value === 'object' && value !== null);

describe('bad input: index arguments (getSprite, getSubSprite, their aliases and fields, scene)', () => {
  for (const [label, value] of BAD_VALUES) {
    it(`getters with index ${label}`, () => {
      const g = makeGroup();
      const a = g.getSprite(0)!;
      const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1' }, { id: 'g2' }] });
      const i = asIndex(value, 3);
      expectUnchanged(
        g,
        () => {
          expect(g.getSprite(bad(value), FAIL), 'getSprite').to.equal(
            i === undefined ? FAIL : g.spritesGroup.sprites[i],
          );
          expect(g.get(bad(value), FAIL), 'get').to.equal(i === undefined ? FAIL : g.spritesGroup.sprites[i]);
          expect(g.getSubSprite(bad(value), a, FAIL), 'getSubSprite').to.equal(
            i === undefined ? FAIL : a.subSprites[i],
          );
          expect(a.get(bad(value), FAIL), 'sprite.get').to.equal(i === undefined ? FAIL : a.subSprites[i]);
        },
        label,
      );
      const j = asIndex(value, 2);
      expect(scene.getGraphicSprites(bad(value), FAIL)).to.equal(j === undefined ? FAIL : scene.spritesGroups.items[j]);
    });

    it(`removal with index ${label}`, () => {
      const i = asIndex(value, 3);
      for (const remove of [
        (g: LIB_GraphicSprites) => g.removeSprite(bad(value)),
        (g: LIB_GraphicSprites) => g.remove(bad(value)),
      ]) {
        const g = makeGroup();
        if (i === undefined) {
          expectUnchanged(g, () => expect(remove(g)).to.equal(false), label);
        } else {
          expect(remove(g)).to.equal(true);
          expect(ids(g.getSprites())).to.deep.equal(['a', 'b', 'c'].filter((_, k) => k !== i));
          expectConsistent(g);
        }
      }
      for (const remove of [
        (g: LIB_GraphicSprites) => g.removeSubSprite(bad(value), g.getSprite(0)),
        (g: LIB_GraphicSprites) => g.getSprite(0)!.remove(bad(value)),
      ]) {
        const g = makeGroup();
        if (i === undefined) {
          expectUnchanged(g, () => expect(remove(g)).to.equal(false), label);
        } else {
          expect(remove(g)).to.equal(true);
          expect(ids(g.getSprite(0)!.subSprites)).to.deep.equal(['a1', 'a2', 'a3'].filter((_, k) => k !== i));
          expectConsistent(g);
        }
      }
      const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1' }, { id: 'g2' }, { id: 'g3' }] });
      expect(scene.removeSpritesGroup(bad(value))).to.equal(i !== undefined);
      expect(scene.spritesGroups.items).to.have.length(i === undefined ? 3 : 2);
    });
  }
});

describe('bad input: id arguments', () => {
  const BAD_IDS: [string, unknown][] = [
    ...BAD_VALUES,
    ['unknown id', 'nope'],
    ['"7" for id 7', '7'],
    ['sub-sprite id at sprite level', 'a1'],
  ];
  for (const [label, value] of BAD_IDS) {
    it(`look-ups and removals by id ${label} find nothing`, () => {
      const g = makeGroup();
      g.insertSprite({ id: 7 });
      const a = g.getSprite(0)!;
      const b = g.getSprite(1)!;
      const expectNoSubSprite = label !== 'sub-sprite id at sprite level';
      expectUnchanged(
        g,
        () => {
          expect(g.getSpriteById(bad(value), FAIL)).to.equal(FAIL);
          expect(g.getById(bad(value), FAIL)).to.equal(FAIL);
          expect(g.getSpriteIndexById(bad(value))).to.equal(-1);
          expect(g.getIndexById(bad(value))).to.equal(-1);
          expect(g.removeSpriteById(bad(value))).to.equal(false);
          expect(g.removeById(bad(value))).to.equal(false);
          const target = expectNoSubSprite ? a : b;
          expect(g.getSubSpriteById(bad(value), target, FAIL)).to.equal(FAIL);
          expect(g.getSubSpriteIndexById(bad(value), target)).to.equal(-1);
          expect(g.removeSubSpriteById(bad(value), target)).to.equal(false);
          expect(target.getById(bad(value), FAIL)).to.equal(FAIL);
          expect(target.getIndexById(bad(value))).to.equal(-1);
          expect(target.removeById(bad(value))).to.equal(false);
        },
        label,
      );
      const scene = new LIB_GraphicSpritesScene({ spritesGroups: [{ id: 'g1' }] });
      expect(scene.getGraphicSpritesById(bad(value), FAIL)).to.equal(FAIL);
      expect(scene.removeSpritesGroupById(bad(value))).to.equal(false);
    });
  }
});

describe('bad input: sprite and sub-sprite arguments', () => {
  let g: LIB_GraphicSprites;
  let other: LIB_GraphicSprites;
  let removed: SpriteObject;
  let removedSub: SubSpriteObject;
  beforeEach(() => {
    g = makeGroup();
    other = makeGroup();
    removed = g.getSprite(2)!;
    g.insertSubSprite({ id: 'gone' }, g.getSprite(1));
    removedSub = g.getSprite(1)!.subSprites[1]!;
    g.removeSprite(2);
    g.removeSubSprite(1, g.getSprite(1));
  });

  const notSprites = (): [string, unknown][] => [
    ['null', null],
    ['string id', 'a'],
    ['number', 0],
    ['NaN', NaN],
    ['plain object', {}],
    ['look-alike', { id: 'a', subSprites: [] }],
    ['array', [g.getSprite(0)]],
    ['symbol', Symbol('s')],
    ['group object', g.spritesGroup],
    ['LIB_GraphicSprites', g],
    ['sub-sprite', g.getSprite(0)!.subSprites[0]],
  ];
  const foreignSprites = (): [string, unknown][] => [
    ['sprite of another group', other.getSprite(0)],
    ['removed sprite', removed],
  ];

  it('getters given a non-sprite return returnValueOnFail / -1 / false / null', () => {
    for (const [label, value] of notSprites()) {
      expectUnchanged(
        g,
        () => {
          expect(g.getSubSprite(0, bad(value), FAIL), label).to.equal(FAIL);
          expect(g.getSubSpriteById('a1', bad(value), FAIL), label).to.equal(FAIL);
          expect(g.getSubSpriteIndexById('a1', bad(value)), label).to.equal(-1);
          expect(g.getSubSprites(bad(value), false, FAIL), label).to.equal(FAIL);
          expect(g.getZIndexSprite(bad(value), FAIL), label).to.equal(FAIL);
          expect(g.isDisabledSprite(bad(value)), label).to.equal(false);
          expect(g.updateSubSpritesByZIndex(bad(value)), label).to.equal(null);
          let called = 0;
          expect(
            g.executeFunctionAllSubSprites(() => called++, false, 0, bad(value)),
            label,
          ).to.equal(0);
          expect(called).to.equal(0);
        },
        label,
      );
    }
  });

  it('mutators given a non-sprite, a foreign or a removed sprite change nothing', () => {
    for (const [label, value] of [...notSprites(), ...foreignSprites()]) {
      expectUnchanged(
        g,
        () => {
          expect(g.setZIndexSprite(bad(value), 5), label).to.equal(5);
          expect(g.setZIndexSprite(bad(value), bad('x')), label).to.equal(1);
          expect(g.setDisabledSprite(bad(value), true, true, true, true), label).to.equal(undefined);
          expect(g.insertSubSprite({ id: 'z' }, bad(value)), label).to.equal(null);
          expect(g.insertSubSprites([{ id: 'z' }], bad(value)), label).to.deep.equal([]);
          expect(g.removeSubSprite(0, bad(value)), label).to.equal(false);
          expect(g.removeSubSpriteById('a1', bad(value)), label).to.equal(false);
          expect(g.removeSubSprites(bad(value)), label).to.equal(false);
          expect(g.removeSubSpritesAll(bad(value)), label).to.equal(false);
        },
        label,
      );
    }
    expect(ids(other.getSprite(0)!.subSprites)).to.deep.equal(['a1', 'a2', 'a3']);
    expect(other.getSprite(0)!.zIndex).to.equal(30);
    expect(removed.zIndex).to.equal(25);
  });

  it('sub-sprite operations given a non-sub-sprite, a foreign or a removed one change nothing', () => {
    const values: [string, unknown][] = [
      ['missing', undefined],
      ['null', null],
      ['string id', 'a1'],
      ['NaN', NaN],
      ['plain object', { id: 'a1' }],
      ['sprite', g.getSprite(0)],
      ['symbol', Symbol('k')],
      ['foreign sub-sprite', other.getSprite(0)!.subSprites[0]],
      ['removed sub-sprite', removedSub],
      ['sub-sprite of a removed sprite', removed.subSprites[0]],
    ];
    for (const [label, value] of values) {
      const isSub = value instanceof SubSpriteObject;
      expectUnchanged(
        g,
        () => {
          expect(g.setZIndexSubSprite(bad(value), 5), label).to.equal(5);
          expect(g.setDisabledSubSprite(bad(value), true, true, true), label).to.equal(undefined);
          if (!isSub) {
            expect(g.getZIndexSubSprite(bad(value), FAIL), label).to.equal(FAIL);
            expect(g.isDisabledSubSprite(bad(value)), label).to.equal(false);
          }
        },
        label,
      );
    }
    expect(other.getSprite(0)!.subSprites[0]!.zIndex).to.equal(3);
  });
});

describe('bad input: pointer', () => {
  const expectedPointer = (value: unknown, loop: boolean, count: number): number => {
    let t = value === undefined ? 0 : typeof value === 'number' && !Number.isNaN(value) ? Math.trunc(value) : 0;
    if (t < 0 || t >= count) t = loop && Number.isFinite(t) ? Math.abs(t) % count : t < 0 ? 0 : count - 1;
    return t + 0; // an index is never -0
  };
  let clock: ReturnType<typeof fakeClock>;
  beforeEach(() => {
    clock = fakeClock(100);
  });
  afterEach(() => clock.restore());

  for (const [label, value] of BAD_VALUES) {
    it(`setPointer(${label}) with and without loop`, () => {
      for (const loop of [false, true]) {
        const g = makeGroup();
        g.setPointer(1);
        clock.set(500);
        const expected = expectedPointer(value, loop, 3);
        const run = (): number => g.setPointer(bad(value), loop);
        const result = expected === 1 ? expectUnchanged(g, run, label) : run();
        expect(result, `${label} loop=${loop}`).to.equal(expected);
        expect(Object.is(g.pointer, expected), `pointer is exactly ${expected}`).to.equal(true);
        expect(g.getCurrent()).to.equal(g.getSprite(expected));
        if (expected !== 1) expect(g.time).to.equal(500);
        // the sprite field returns the sprite pointed afterwards
        expect(g.getSprite(0)!.setPointer(bad(value), loop)).to.equal(g.getSprite(expectedPointer(value, loop, 3)));
      }
    });

    if (value !== true) {
      it(`loop = ${label} counts as false (setPointer, setNext, setPrevious)`, () => {
        const g = makeGroup();
        expect(g.setPointer(4, bad(value))).to.equal(2);
        expectUnchanged(
          g,
          () => {
            expect(g.setNext(bad(value))).to.equal(null);
            expect(g.next(bad(value))).to.equal(null);
            expect(g.getSprite(0)!.setNext(bad(value))).to.equal(null);
          },
          label,
        );
        g.setPointer(0);
        expectUnchanged(
          g,
          () => {
            expect(g.setPrevious(bad(value))).to.equal(null);
            expect(g.previous(bad(value))).to.equal(null);
            expect(g.getSprite(0)!.previous(bad(value))).to.equal(null);
          },
          label,
        );
      });
    }
  }
});

describe('bad input: time', () => {
  let clock: ReturnType<typeof fakeClock>;
  beforeEach(() => {
    clock = fakeClock(100);
  });
  afterEach(() => clock.restore());
  const isTime = (value: unknown): value is number => isFiniteNumber(value) && value >= 0;

  for (const [label, value] of BAD_VALUES) {
    it(`setTime / getTime / getTimeElapsed with ${label}`, () => {
      const g = makeGroup();
      const a = g.getSprite(0)!;
      const b = g.getSprite(1)!;
      const k = b.subSprites[0]!;
      clock.set(700);
      // docs/model.md#time: a numeric string is a time, as setTime's field value
      const asTime = asNumber(value);
      const expected = asTime !== undefined && asTime >= 0 ? asTime : 700;
      expect(g.setTime(bad(value), bad(value), bad(value)), label).to.equal(expected);
      expect(g.time).to.equal(expected);
      // only true turns on the updates of the current sprite
      expect(a.time).to.equal(value === true ? expected : 100);
      expect(b.setTime(bad(value))).to.equal(expected);
      expect(k.setTime(bad(value))).to.equal(expected);
      expectUnchanged(
        g,
        () => {
          expect(g.getTime(FAIL, bad(value))).to.equal(g.time === 0 ? FAIL : g.time);
          expect(b.getTime(bad(value))).to.equal(b.time === 0 ? value : b.time);
          expect(g.getTimeElapsed(bad(value))).to.equal((isTime(value) ? value : 700) - g.getTime(0));
          expect(b.getTimeElapsed(bad(value))).to.equal((isTime(value) ? value : 700) - b.getTime(0));
          expect(k.getTimeElapsed(bad(value))).to.equal((isTime(value) ? value : 700) - k.getTime(0));
        },
        label,
      );
    });
  }
});

describe('bad input: z-index', () => {
  const isZ = (value: unknown): value is number => isFiniteNumber(value) && value !== 0;
  for (const [label, value] of BAD_VALUES) {
    it(`setZIndex, setZIndexSprite, setZIndexSubSprite and fields with ${label}`, () => {
      const g = makeGroup();
      const a = g.getSprite(0)!;
      const k = a.subSprites[0]!;
      const expected = isZ(value) ? value : 1;
      expect(g.setZIndex(bad(value)), label).to.equal(expected);
      expect(g.getZIndex(FAIL)).to.equal(expected);
      expect(g.setZIndexSprite(a, bad(value))).to.equal(expected);
      expect(a.zIndex).to.equal(expected);
      expect(g.getSprite(1)!.setZIndex(bad(value))).to.equal(expected);
      expect(g.setZIndexSubSprite(k, bad(value))).to.equal(expected);
      expect(k.getZIndex(FAIL)).to.equal(expected);
      expect(a.subSprites[1]!.setZIndex(bad(value))).to.equal(expected);
      expectConsistent(g);
      expectUnchanged(
        g,
        () => {
          expect(g.getZIndex(bad(value))).to.equal(expected);
          expect(g.getZIndexSprite(a, bad(value))).to.equal(expected);
          expect(g.getZIndexSubSprite(k, bad(value))).to.equal(expected);
        },
        label,
      );
    });
  }
});

describe('bad input: constructor and inserted fields', () => {
  /** `parse`: the value stored when accepted, else undefined. */
  type Family = { fields: string[]; parse: (value: unknown) => unknown; inherited: Record<string, unknown> };
  const group = {
    src: 'g.png',
    srcType: 'TEXT',
    srcLeft: 3,
    srcTop: 4,
    srcWidth: 50,
    srcHeight: 60,
    left: 7,
    top: 8,
    width: 70,
    height: 90,
    zIndex: 5,
    disabled: true,
  };
  // what a sprite of `group` gets when its own value is refused (left/top: the static defaults)
  const inheritedBySprite: Record<string, unknown> = { ...group, srcType: 1, left: 0, top: 0 };
  const families: Family[] = [
    { fields: ['srcLeft', 'srcTop', 'left', 'top'], parse: asNumber, inherited: inheritedBySprite },
    {
      fields: ['srcWidth', 'srcHeight', 'width', 'height'],
      parse: (v) => {
        const n = asNumber(v);
        return n !== undefined && n >= 0 ? n : undefined;
      },
      inherited: inheritedBySprite,
    },
    {
      fields: ['zIndex'],
      parse: (v) => {
        const n = asNumber(v);
        return n !== undefined && n !== 0 ? n : undefined;
      },
      inherited: inheritedBySprite,
    },
    { fields: ['disabled'], parse: (v) => (typeof v === 'boolean' ? v : undefined), inherited: inheritedBySprite },
    {
      fields: ['srcType'],
      parse: (v) => {
        const n = asNumber(v);
        return Number.isInteger(n) && n! >= 0 && n! <= 12 ? n : undefined;
      },
      inherited: inheritedBySprite,
    },
    { fields: ['src'], parse: (v) => (isSrcValue(v) ? v : undefined), inherited: inheritedBySprite },
  ];

  for (const [label, value] of BAD_VALUES) {
    it(`every field given ${label}: kept when valid, else inherited (sprite) or the static default (group)`, () => {
      for (const family of families) {
        for (const field of family.fields) {
          const parsed = family.parse(value);
          const accepted = parsed !== undefined;
          const g = new LIB_GraphicSprites({
            ...group,
            sprites: [bad({ id: 's', [field]: value, subSprites: [{ id: 'k', [field]: value }] })],
          });
          const s = g.getSprite(0)!;
          const k = s.subSprites[0]!;
          const got = (s as unknown as Record<string, unknown>)[field];
          if (accepted) expect(Object.is(got, parsed), `${field} = ${label} kept`).to.equal(true);
          else expect(got, `${field} = ${label} inherited`).to.deep.equal(family.inherited[field]);
          expect(
            Object.is((k as unknown as Record<string, unknown>)[field], accepted ? parsed : got),
            `sub-sprite ${field}`,
          ).to.equal(true);
          const lone = new LIB_GraphicSprites(bad({ [field]: value }));
          const defaults: Record<string, unknown> = {
            srcLeft: 0,
            srcTop: 0,
            left: 0,
            top: 0,
            srcWidth: 32,
            srcHeight: 32,
            width: 32,
            height: 32,
            zIndex: 1,
            disabled: false,
            srcType: 0,
            src: '',
          };
          const groupValue = (lone.spritesGroup as unknown as Record<string, unknown>)[field];
          if (accepted) expect(Object.is(groupValue, parsed), `group ${field}`).to.equal(true);
          else expect(groupValue, `group ${field} = ${label}`).to.deep.equal(defaults[field]);
        }
      }
    });

    it(`id, data, subSprites, byReference and time given ${label}`, () => {
      // a fresh object per use: with byReference an object is adopted, and one object cannot be two levels' data
      const fresh = (): unknown =>
        Array.isArray(value) ? [...value] : typeof value === 'object' && value !== null ? { ...value } : value;
      const g = new LIB_GraphicSprites(
        bad({
          id: value,
          data: fresh(),
          byReference_DEFAULT: value,
          sprites: [
            { id: 'first' },
            { id: value, data: fresh(), byReference: value, time: value, subSprites: fresh() },
          ],
        }),
      );
      const s = g.getSprite(1)!;
      if (isIdValue(value)) {
        expect(g.id).to.equal(value);
        expect(s.id).to.equal(value);
      } else {
        expect(String(g.id)).to.match(/^LIB_GraphicSprites_\d+$/);
        expect(String(s.id)).to.match(/^LIB_GraphicSprites\.sprite_\d+$/);
      }
      expect(s.data.that).to.equal(s);
      expect(g.spritesGroup.data.that).to.equal(g.spritesGroup);
      const isPlain = typeof value === 'object' && value !== null && !Array.isArray(value);
      if (!isPlain) expect(Object.keys(s.data)).to.deep.equal([]);
      expect(s.subSprites).to.deep.equal([]);
      expect(g.byReference_DEFAULT).to.equal(!!value);
      expect(s.byReference).to.equal(typeof value === 'boolean' ? value : !!value);
      const time = asNumber(value);
      expect(s.time).to.equal(time !== undefined && time >= 0 ? time : 0);
      expectConsistent(g);
    });

    it(`new LIB_GraphicSprites(${label}) and new LIB_GraphicSpritesScene(${label}) give empty objects`, () => {
      const g = new LIB_GraphicSprites(bad(value), bad(value));
      expect(String(g.id)).to.match(/^LIB_GraphicSprites_\d+$/);
      expect(g.getSprites()).to.deep.equal([]);
      expect(g.pointer).to.equal(-1);
      expect(g.byReference_DEFAULT).to.equal(typeof value === 'boolean' ? value : false);
      const sprites = new LIB_GraphicSprites(bad({ sprites: value }));
      expect(sprites.getSprites()).to.deep.equal([]);
      const scene = new LIB_GraphicSpritesScene(bad(value));
      expect(scene.spritesGroups.items).to.deep.equal([]);
    });
  }
});

describe('bad input: inserting', () => {
  for (const [label, value] of BAD_VALUES) {
    it(`insertSprite / insertSubSprite / insertSprites / insertSubSprites given ${label}`, () => {
      const g = makeGroup();
      const a = g.getSprite(0)!;
      const isRecord = typeof value === 'object' && value !== null && !Array.isArray(value);
      if (value === undefined || value === null || isRecord) {
        // nothing or an empty object: a sprite of defaults with a generated id
        const s = g.insertSprite(bad(value))!;
        expect(s).to.be.instanceOf(SpriteObject);
        expect(g.getSprites()).to.have.length(4);
        const k = g.insertSubSprite(bad(value), a)!;
        expect(k).to.be.instanceOf(SubSpriteObject);
        expect(a.subSprites).to.have.length(4);
        expectConsistent(g);
      } else {
        expectUnchanged(
          g,
          () => {
            expect(g.insertSprite(bad(value))).to.equal(null);
            expect(g.insert(bad(value))).to.equal(null);
            expect(g.insertSubSprite(bad(value), a)).to.equal(null);
            expect(a.insert(bad(value))).to.equal(null);
          },
          label,
        );
      }
      const fresh = makeGroup();
      expectUnchanged(
        fresh,
        () => {
          expect(fresh.insertSprites(bad(isRecord ? { sprites: value } : value))).to.equal(fresh.spritesGroup);
          if (!isRecord) expect(fresh.insertSprites({ sprites: bad([value]) })).to.equal(fresh.spritesGroup);
          expect(fresh.insertSubSprites(bad(value), fresh.getSprite(0))).to.deep.equal([]);
          expect(
            fresh.insertSubSprites(bad(isRecord || value == null ? [] : [value]), fresh.getSprite(0)),
          ).to.deep.equal([]);
          expect(fresh.getSprite(0)!.insertSubSprites(bad(value))).to.deep.equal([]);
        },
        label,
      );
    });

    it(`insertSprite's avoidUpdatingSpritesByZIndex = ${label}: the z-list stays sorted (docs/model.md#inserting)`, () => {
      const g = makeGroup();
      g.insertSprite({ id: 'low', zIndex: -9 }, bad(value));
      expect(g.spritesGroup.spritesByZIndex[0]!.id).to.equal('low');
      const a = g.getSprite(0)!;
      g.insertSubSprite({ id: 'lowk', zIndex: -9 }, a, bad(value));
      expect(a.subSpritesByZIndex[0]!.id).to.equal('lowk');
      expectConsistent(g);
    });
  }
});

describe('bad input: disabled state', () => {
  const after: (() => void)[] = [];
  afterEach(() => {
    while (after.length) after.pop()!();
  });
  for (const [label, value] of BAD_VALUES) {
    it(`setDisabled / setDisabledSprite / setDisabledSubSprite with ${label}`, () => {
      const clock = fakeClock(100);
      after.push(() => clock.restore());
      const flag = !!value;
      const g = makeGroup();
      g.setDisabled(bad(value), bad(value));
      expect(g.spritesGroup.disabled, label).to.equal(flag);
      // a non-boolean affectChildren takes its default (= disabled)
      const children = typeof value === 'boolean' ? value : flag;
      expect(g.getSprite(1)!.disabled).to.equal(children ? flag : false);
      // bad option values behave as the defaults
      for (const options of [[bad(value)], [bad(value), bad(value)], [bad(value), bad(value), bad(value)]]) {
        const x = makeGroup();
        const y = makeGroup();
        const useful = options.map((o) => (typeof o === 'boolean' ? o : undefined));
        x.setDisabledSprite(x.getSprite(1)!, true, ...(options as []));
        y.setDisabledSprite(y.getSprite(1)!, true, ...(useful as []));
        expectSameState(x, y, false);
        x.setDisabledSubSprite(x.getSprite(0)!.subSprites[0]!, false, ...(options.slice(0, 2) as []));
        y.setDisabledSubSprite(y.getSprite(0)!.subSprites[0]!, false, ...(useful.slice(0, 2) as []));
        expectSameState(x, y, false);
      }
      const z = makeGroup();
      z.setDisabledSprite(z.getSprite(1)!, bad(value), false, false);
      expect(z.getSprite(1)!.disabled).to.equal(flag);
      z.setDisabledSubSprite(z.getSprite(0)!.subSprites[0]!, bad(value), false);
      expect(z.getSprite(0)!.subSprites[0]!.disabled).to.equal(flag);
    });
  }
});

describe('bad input: setPropertyCascade', () => {
  for (const [label, value] of BAD_VALUES) {
    it(`propertyName ${label}`, () => {
      const g = makeGroup();
      if (typeof value === 'number' || (typeof value === 'string' && value !== '')) {
        // any other name is a free property; a number names the property (docs/model.md#cascade)
        expect(g.setPropertyCascade(value, 'v')).to.equal(8);
        expect((g.getSprite(2) as unknown as Record<string, unknown>)[String(value)]).to.equal('v');
      } else {
        expectUnchanged(g, () => expect(g.setPropertyCascade(bad(value), 'v')).to.equal(0), label);
      }
    });

    it(`value ${label} for known and free fields; onlyCurrent ${label}`, () => {
      const g = makeGroup();
      const n = asNumber(value);
      if (n !== undefined && n >= 0) {
        expect(g.setPropertyCascade('width', bad(value))).to.equal(8);
        expect(g.getSprite(2)!.width).to.equal(n);
      } else expectUnchanged(g, () => expect(g.setPropertyCascade('width', bad(value))).to.equal(0), label);
      expect(g.setPropertyCascade('zIndex', bad(value))).to.equal(8);
      expect(g.getSprite(2)!.zIndex).to.equal(n !== undefined && n !== 0 ? n : 1);
      expectConsistent(g);
      expect(g.setPropertyCascade('disabled', bad(value))).to.equal(8);
      expect(g.getSprite(2)!.disabled).to.equal(!!value);
      expect(g.setPropertyCascade('note', bad(value))).to.equal(8);
      expect(Object.is((g.getSprite(2) as unknown as Record<string, unknown>).note, value)).to.equal(true);
      expect(g.setPropertyCascade('src', 'x.png', bad(value))).to.equal(value === true ? 5 : 8);
    });
  }
});

describe('bad input: iteration', () => {
  for (const [label, value] of BAD_VALUES) {
    if (typeof value !== 'function')
      it(`executeFunctionAll with functionEach ${label}`, () => {
        const g = makeGroup();
        const finished: unknown[] = [];
        expectUnchanged(
          g,
          () => {
            expect(
              g.executeFunctionAll(bad(value), false, 0, undefined, false, false, (_a, c, m) => finished.push([c, m])),
            ).to.equal(0);
            expect(g.executeFunctionAllSubSprites(bad(value), false, 0, undefined, true)).to.deep.equal([]);
            expect(g.getSprite(0)!.forEach(bad(value))).to.equal(0);
          },
          label,
        );
        expect(finished).to.deep.equal([[0, 0]]);
      });

    it(`executeFunctionAll with every other argument ${label}`, () => {
      const g = makeGroup();
      const seen: unknown[] = [];
      // a function is a valid delay callback (here: 1 ms) and a valid functionFinish
      const isFunction = typeof value === 'function';
      const usesDelay = (isFiniteNumber(value) && value > 0) || isFunction;
      const realSetTimeout = globalThis.setTimeout;
      const scheduled: number[] = [];
      globalThis.setTimeout = ((_fn: () => void, delay: number) =>
        scheduled.push(delay)) as unknown as typeof setTimeout;
      try {
        const result = g.executeFunctionAll(
          (s) => seen.push(s.id),
          bad(value),
          bad(value),
          bad(value),
          bad(value),
          bad(value),
          bad(value),
        );
        const ordered = value === true;
        // an array given as `sprites` is what gets looped
        const all = Array.isArray(value) ? value.map(() => undefined) : ordered ? ['b', 'c', 'a'] : ['a', 'b', 'c'];
        if (value === true) {
          // returnSetTimeoutsArray true: an array, one record per call
          expect((result as ExecuteFunctionAll_OBJECT<SpriteObject>[]).map((r) => r.item.id)).to.deep.equal(all);
        } else {
          expect(result, label).to.equal(all.length);
        }
        expect(seen, label).to.deep.equal(usesDelay ? [all[0]] : all);
        expect(scheduled.length, label).to.equal(usesDelay ? (isFunction ? 3 : 2) : 0);
      } finally {
        globalThis.setTimeout = realSetTimeout;
      }
    });
  }
});

describe('bad input: copying and filtering', () => {
  for (const [label, value] of BAD_VALUES) {
    if (value === true) continue;
    it(`getCopy with every flag ${label} is the default copy; filterProperties(${label}) is null`, () => {
      const g = makeGroup();
      g.setPointer(2);
      const copy = expectUnchanged(
        g,
        () => g.getCopy(bad(value), bad(value), bad(value), bad(value), bad(value)),
        label,
      );
      expect(copy).to.be.instanceOf(LIB_GraphicSprites);
      expectSameState(copy, g, false);
      expect(LIB_GraphicSprites.filterProperties(value)).to.equal(null);
      expect(Object.is(LIB_GraphicSprites.clearReferences(value), value)).to.equal(true);
      // the default propertiesToKeepObject when missing, else a bad one keeps nothing
      if (value !== undefined) expect(g.getCopy(false, false, false, true, bad(value))).to.deep.equal({});
      else
        expect(g.getCopy(false, false, false, true, bad(value))).to.deep.equal(LIB_GraphicSprites.filterProperties(g));
    });
  }
});
