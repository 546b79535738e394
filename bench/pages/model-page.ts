// Runs inside Chromium for bench/model.bench.mjs. Each measurement returns one sample
// in ms (or bytes); the node side takes medians. `lib` is this library; `original` is
// CrossBrowdy's CB_GraphicSprites, loaded into the same page by the node side when
// CROSSBROWDY_DIR names a local copy (the floor every ratio is measured against).
import { LIB_Device, LIB_GraphicSprites } from '../../src/model/index.js';
import type { SpritesObjectInit } from '../../src/model/index.js';

const SPRITES = 10_000;
const SUB_SPRITES = 4;

const makeInit = (): SpritesObjectInit => ({
  id: 'bench',
  src: 'sheet.png',
  sprites: Array.from({ length: SPRITES }, (_, i) => ({
    id: 'sprite-' + i,
    zIndex: (i % 7) + 1,
    srcLeft: i * 32,
    subSprites: Array.from({ length: SUB_SPRITES }, (_, j) => ({ id: 'sub-' + i + '-' + j, left: j * 4 })),
  })),
});

/** What both classes offer under the same names (docs/model.md#operations). */
interface Group {
  getSprite(index: number): { zIndex: number } | null | undefined;
  getSpriteById(id: string): unknown;
  getSubSpriteById(id: string, sprite: unknown): unknown;
  getSprites(): readonly unknown[] | null | undefined;
  setZIndexSprite(sprite: unknown, zIndex: number): number;
  setPointer(position: number): unknown;
  setNext(loop: boolean): unknown;
  getPointer(): number;
}
type Make = (init: SpritesObjectInit) => Group;

const makers: Record<string, Make> = {
  lib: (init) => new LIB_GraphicSprites(init) as unknown as Group,
  original: (init) => {
    const Original = (globalThis as unknown as { CB_GraphicSprites?: new (init: unknown) => Group }).CB_GraphicSprites;
    if (!Original) throw new Error('CB_GraphicSprites is not loaded (set CROSSBROWDY_DIR)');
    return new Original(init);
  },
};

/** The maker of `kind`, as the driver names it. */
const makerOf = (kind: string): Make => {
  const make = makers[kind];
  if (!make) throw new Error(`no group of kind ${kind}`);
  return make;
};

const gc = (): void => (globalThis as unknown as { gc: () => void }).gc();
const heap = (): number => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;

const groups: Record<string, Group | null> = { lib: null, original: null };
const ensureGroup = (kind: string): Group => (groups[kind] ??= makerOf(kind)(makeInit()));

const bench = {
  construct(kind: string): number {
    const init = makeInit();
    const make = makerOf(kind);
    gc();
    const start = performance.now();
    const built = make(init);
    const time = performance.now() - start;
    if (built.getSprites()!.length !== SPRITES) throw new Error('construct lost sprites');
    return time;
  },
  /** 1,000 getSpriteById, in ms; many rounds when fast, since the browser's clock is coarse (0.1 ms). */
  lookups(kind: string): { sprites: number; subSprites: number } {
    const g = ensureGroup(kind);
    const ids = Array.from({ length: 1000 }, (_, k) => (k * 7919) % SPRITES);
    const sprites = ids.map((i) => g.getSpriteById('sprite-' + i));
    const spriteIds = ids.map((i) => 'sprite-' + i);
    const subIds = ids.map((i, k) => 'sub-' + i + '-' + (k % SUB_SPRITES));
    const rounds = kind === 'lib' ? 50 : 2;
    let found = 0;
    let start = performance.now();
    for (let r = 0; r < rounds; r++) for (const id of spriteIds) if (g.getSpriteById(id)) found++;
    const spriteTime = (performance.now() - start) / rounds;
    start = performance.now();
    for (let r = 0; r < rounds; r++) {
      for (let k = 0; k < subIds.length; k++) if (g.getSubSpriteById(subIds[k]!, sprites[k])) found++;
    }
    const subTime = (performance.now() - start) / rounds;
    if (found !== 2000 * rounds) throw new Error('look-ups missed');
    return { sprites: spriteTime, subSprites: subTime };
  },
  /** One setZIndexSprite, in ms: every call gives a z-index other than the sprite's own, so the lists really change. */
  setZIndexSprite(kind: string): number {
    const g = ensureGroup(kind);
    const calls = kind === 'lib' ? 1000 : 3;
    let changed = 0;
    const start = performance.now();
    for (let k = 0; k < calls; k++) {
      const sprite = g.getSprite((k * 7919) % SPRITES)!;
      const before = sprite.zIndex;
      g.setZIndexSprite(sprite, (before % 13) + 1);
      if (sprite.zIndex !== before) changed++;
    }
    const time = (performance.now() - start) / calls;
    if (changed !== calls) throw new Error('setZIndexSprite changed nothing');
    return time;
  },
  setNextThroughAll(kind: string): number {
    const g = ensureGroup(kind);
    g.setPointer(0);
    const start = performance.now();
    for (let k = 0; k < SPRITES; k++) g.setNext(true);
    const time = performance.now() - start;
    if (g.getPointer() !== 0) throw new Error('setNext did not wrap');
    return time;
  },
  /** The same loop with each class's clock (LIB_Device / CB_Device getTiming, both performance.now())
   * answering a constant: what each costs beyond the clock call both make on every step. */
  setNextWithoutClock(kind: string): number {
    const device = kind === 'lib' ? LIB_Device : (globalThis as unknown as { CB_Device: typeof LIB_Device }).CB_Device;
    const clock = device.getTiming;
    device.getTiming = () => 1000;
    try {
      return bench.setNextThroughAll(kind);
    } finally {
      device.getTiming = clock;
    }
  },
  heapPerSprite(kind: string): number {
    groups[kind] = null;
    gc();
    const before = heap();
    const built = makerOf(kind)(makeInit());
    gc();
    const after = heap();
    const perSprite = (after - before) / SPRITES;
    if (built.getSprites()!.length !== SPRITES) throw new Error('lost sprites');
    return perSprite;
  },
};

(globalThis as unknown as { bench: typeof bench }).bench = bench;
(globalThis as unknown as { benchReady: boolean }).benchReady = true;
