/**
 * Shared helpers of the model's browser tests (src/model/*.test.ts).
 * Not part of the library: nothing in src/model imports it.
 */
import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites } from '../../src/model/index.js';
import type { SpriteObject, SpritesObjectInit, SubSpriteObject } from '../../src/model/index.js';

/** Casts a deliberately wrong argument past the type checker. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const bad = (value: unknown): any => value;

/** The standard fixture: a group of three sprites with sub-sprites, all z-indexes distinct enough to sort. */
export function fixture(extra: Partial<SpritesObjectInit> = {}): SpritesObjectInit {
  return {
    id: 'group',
    src: 'sheet.png',
    srcType: 'IMAGE',
    srcLeft: 1,
    srcTop: 2,
    srcWidth: 64,
    srcHeight: 48,
    left: 5,
    top: 6,
    width: 100,
    height: 80,
    zIndex: 10,
    data: { level: 'group', shared: 'group' },
    sprites: [
      {
        id: 'a',
        zIndex: 30,
        data: { shared: 'a' },
        subSprites: [
          { id: 'a1', zIndex: 3 },
          { id: 'a2', zIndex: 1 },
          { id: 'a3', zIndex: 2 },
        ],
      },
      { id: 'b', zIndex: 20, subSprites: [{ id: 'b1' }] },
      { id: 'c', zIndex: 25, subSprites: [] },
    ],
    ...extra,
  };
}

export const makeGroup = (extra: Partial<SpritesObjectInit> = {}): LIB_GraphicSprites =>
  new LIB_GraphicSprites(fixture(extra));

export const ids = (list: readonly { id: unknown }[] | unknown): unknown[] =>
  Array.isArray(list) ? list.map((item: { id: unknown }) => item.id) : [];

/** A plain copy with cycles cut and functions named, so user data with cycles or its own `toJSON` key prints. */
function decycle(value: unknown, path: Set<object> = new Set()): unknown {
  if (typeof value === 'function') return '<function>';
  if (typeof value === 'symbol') return `<${String(value)}>`;
  if (typeof value !== 'object' || value === null) return value;
  if (path.has(value)) return '<cycle>';
  path.add(value);
  const out: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
  for (const key of Object.keys(value)) {
    Object.defineProperty(out, key, {
      value: decycle((value as Record<string, unknown>)[key], path),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  path.delete(value);
  return out;
}

/** JSON that keeps NaN, Infinity, undefined and functions apart. */
const stable = (value: unknown): string =>
  JSON.stringify(decycle(value), (_key, v: unknown) => {
    if (typeof v === 'number' && !Number.isFinite(v)) return `<${v}>`;
    if (v === undefined) return '<undefined>';
    if (typeof v === 'function') return '<function>';
    if (typeof v === 'bigint') return `<${v}n>`;
    return v;
  });

/** With `loose`, a missing parent reads the same whether null or undefined (a JSON round trip turns one into the other). */
function levelState(level: Record<string, unknown>, owner: unknown, loose = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(level).sort()) {
    const value = level[key];
    if (key === 'sprites' || key === 'subSprites') continue;
    if (key === 'container') out[key] = value === owner ? '<owner>' : stable(value);
    else if (key === 'parent')
      out[key] =
        value && typeof value === 'object'
          ? `<${(value as { id?: unknown }).id}>`
          : loose && value == null
            ? '<none>'
            : stable(value);
    else if (key === 'data') {
      const data = value as Record<string, unknown>;
      out[key] = {
        fields: stable(data),
        thatIsOwner: data?.that === level,
        getThis: typeof data?.getThis === 'function' ? data.getThis() === level : 'none',
      };
    } else out[key] = stable(value);
  }
  return out;
}

/** Everything observable about a group, as one JSON string (plus object identities). */
export function stateOf(g: LIB_GraphicSprites, loose = false): { json: string; objects: unknown[] } {
  const group = g.spritesGroup;
  const objects: unknown[] = [group, group.data];
  const state = {
    id: g.id,
    byReference_DEFAULT: g.byReference_DEFAULT,
    pointer: g.pointer,
    pointerPrevious: g.pointerPrevious,
    time: g.time,
    zIndex: g.zIndex,
    isDisabled: g.isDisabled(),
    group: levelState(group as unknown as Record<string, unknown>, g, loose),
    byZIndex: ids(group.spritesByZIndex),
    sprites: group.sprites.map((sprite: SpriteObject) => {
      objects.push(sprite, sprite.data, sprite.subSprites);
      return {
        fields: levelState(sprite as unknown as Record<string, unknown>, g),
        byId: g.getSpriteById(sprite.id) === sprite,
        byZIndex: ids(sprite.subSpritesByZIndex),
        subSprites: sprite.subSprites.map((sub: SubSpriteObject) => {
          objects.push(sub, sub.data);
          return {
            fields: levelState(sub as unknown as Record<string, unknown>, g),
            byId: g.getSubSpriteById(sub.id, sprite) === sub,
          };
        }),
      };
    }),
  };
  objects.push(group.sprites, group.spritesByZIndex);
  return { json: JSON.stringify(state), objects };
}

/** Paths where two JSON values differ (at most `limit`). */
export function differences(actual: unknown, expected: unknown, path = '$', out: string[] = [], limit = 12): string[] {
  if (out.length >= limit) return out;
  if (typeof actual !== 'object' || typeof expected !== 'object' || actual === null || expected === null) {
    if (actual !== expected) out.push(`${path}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
    return out;
  }
  const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  for (const key of keys)
    differences(
      (actual as Record<string, unknown>)[key],
      (expected as Record<string, unknown>)[key],
      `${path}.${key}`,
      out,
      limit,
    );
  return out;
}

/** Asserts two groups are equal in every observable field, listing the fields that differ. */
export function expectSameState(actual: LIB_GraphicSprites, expected: LIB_GraphicSprites, loose = true): void {
  expect(differences(JSON.parse(stateOf(actual, loose).json), JSON.parse(stateOf(expected, loose).json))).to.deep.equal(
    [],
  );
}

/** Runs `operation` and asserts the group is exactly as before; returns the operation's result. */
export function expectUnchanged<T>(g: LIB_GraphicSprites, operation: () => T, label = ''): T {
  const before = stateOf(g);
  const result = operation();
  const after = stateOf(g);
  expect(differences(JSON.parse(after.json), JSON.parse(before.json)), `state after ${label}`).to.deep.equal([]);
  expect(after.objects.length, `objects after ${label}`).to.equal(before.objects.length);
  after.objects.forEach((object, index) =>
    expect(object === before.objects[index], `object ${index} after ${label}`).to.equal(true),
  );
  return result;
}

/** Asserts the position / positionByZIndex invariants and the stable ascending order of every list. */
export function expectConsistent(g: LIB_GraphicSprites): void {
  const check = (
    list: readonly (SpriteObject | SubSpriteObject)[],
    byZ: readonly (SpriteObject | SubSpriteObject)[],
    label: string,
  ): void => {
    expect(byZ.length, `${label} byZIndex length`).to.equal(list.length);
    list.forEach((item, index) => expect(item.position, `${label} position of ${String(item.id)}`).to.equal(index));
    byZ.forEach((item, index) => {
      expect(item.positionByZIndex, `${label} positionByZIndex of ${String(item.id)}`).to.equal(index);
      expect(list[item.position], `${label} ${String(item.id)} in list`).to.equal(item);
      const prev = byZ[index - 1];
      if (prev !== undefined) {
        const ordered = prev.zIndex < item.zIndex || (prev.zIndex === item.zIndex && prev.position < item.position);
        expect(
          ordered,
          `${label} order at ${index}: ${String(prev.id)}(${prev.zIndex}) before ${String(item.id)}(${item.zIndex})`,
        ).to.equal(true);
      }
    });
  };
  const group = g.spritesGroup;
  check(group.sprites, group.spritesByZIndex, 'sprites');
  for (const sprite of group.sprites) {
    expect(sprite.container).to.equal(g);
    expect(sprite.parent).to.equal(group);
    expect(g.getSpriteById(sprite.id)).to.equal(sprite);
    check(sprite.subSprites, sprite.subSpritesByZIndex, `subSprites of ${String(sprite.id)}`);
    for (const sub of sprite.subSprites) {
      expect(sub.container).to.equal(g);
      expect(sub.parent).to.equal(sprite);
      expect(g.getSubSpriteById(sub.id, sprite)).to.equal(sub);
    }
  }
}

/** A small deterministic random source (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export { fakeClock } from './clock.js';

interface FakeTimer {
  id: number;
  at: number;
  order: number;
  callback: () => void;
  delay: number;
}

/** Fake setTimeout / clearTimeout on globalThis: timers run only through `tick`. */
export function fakeTimers(): {
  readonly now: number;
  readonly pending: FakeTimer[];
  scheduled: { delay: number; id: number }[];
  tick(ms: number): void;
  restore(): void;
} {
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  let now = 0;
  let nextId = 1;
  let order = 0;
  const timers: FakeTimer[] = [];
  const scheduled: { delay: number; id: number }[] = [];
  const fakeSet = (callback: () => void, delay?: number): number => {
    const id = nextId++;
    const wait = typeof delay === 'number' && delay > 0 ? delay : 0;
    timers.push({ id, at: now + wait, order: order++, callback, delay: wait });
    scheduled.push({ delay: wait, id });
    return id;
  };
  const fakeClear = (id?: number): void => {
    const index = timers.findIndex((timer) => timer.id === id);
    if (index >= 0) timers.splice(index, 1);
  };
  globalThis.setTimeout = fakeSet as unknown as typeof setTimeout;
  globalThis.clearTimeout = fakeClear as unknown as typeof clearTimeout;
  return {
    get now() {
      return now;
    },
    get pending() {
      return timers.slice();
    },
    scheduled,
    tick(ms: number) {
      const end = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at || a.order - b.order);
        const timer = timers[0];
        if (!timer || timer.at > end) break;
        timers.shift();
        now = timer.at;
        timer.callback();
      }
      now = end;
    },
    restore() {
      globalThis.setTimeout = realSetTimeout;
      globalThis.clearTimeout = realClearTimeout;
    },
  };
}
