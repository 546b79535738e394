// Runs inside Chromium for bench/model.bench.mjs. Each measurement returns
// one sample in ms (or bytes); the node side takes medians.
import { LIB_GraphicSprites } from '../src/model/index.js';
import type { SpritesObjectInit } from '../src/model/index.js';

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

const gc = (): void => (globalThis as unknown as { gc: () => void }).gc();
const heap = (): number => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;

let group: LIB_GraphicSprites | null = null;
const ensureGroup = (): LIB_GraphicSprites => (group ??= new LIB_GraphicSprites(makeInit()));

const bench = {
  construct(): number {
    const init = makeInit();
    gc();
    const start = performance.now();
    const built = new LIB_GraphicSprites(init);
    const time = performance.now() - start;
    if (built.getSprites()!.length !== SPRITES) throw new Error('construct lost sprites');
    return time;
  },
  lookups(): { sprites: number; subSprites: number } {
    const g = ensureGroup();
    const ids = Array.from({ length: 1000 }, (_, k) => (k * 7919) % SPRITES);
    const sprites = ids.map((i) => g.getSpriteById('sprite-' + i)!);
    const spriteIds = ids.map((i) => 'sprite-' + i);
    const subIds = ids.map((i, k) => 'sub-' + i + '-' + (k % SUB_SPRITES));
    // The browser's clock is coarse (0.1 ms): time many rounds, report one round.
    const rounds = 50;
    let found = 0;
    let start = performance.now();
    for (let r = 0; r < rounds; r++) for (const id of spriteIds) if (g.getSpriteById(id)) found++;
    const spriteTime = (performance.now() - start) / rounds;
    start = performance.now();
    for (let r = 0; r < rounds; r++) {
      for (let k = 0; k < subIds.length; k++) if (g.getSubSpriteById(subIds[k], sprites[k])) found++;
    }
    const subTime = (performance.now() - start) / rounds;
    if (found !== 2000 * rounds) throw new Error('look-ups missed');
    return { sprites: spriteTime, subSprites: subTime };
  },
  setZIndexSprite(): number {
    const g = ensureGroup();
    const calls = 1000;
    const start = performance.now();
    for (let k = 0; k < calls; k++) g.setZIndexSprite(g.getSprite((k * 7919) % SPRITES), ((k * 31) % 13) + 1);
    return (performance.now() - start) / calls;
  },
  setNextThroughAll(): number {
    const g = ensureGroup();
    g.setPointer(0);
    const start = performance.now();
    for (let k = 0; k < SPRITES; k++) g.setNext(true);
    const time = performance.now() - start;
    if (g.getPointer() !== 0) throw new Error('setNext did not wrap');
    return time;
  },
  heapPerSprite(): number {
    group = null;
    gc();
    const before = heap();
    let built: LIB_GraphicSprites | null = new LIB_GraphicSprites(makeInit());
    gc();
    const after = heap();
    const perSprite = (after - before) / SPRITES;
    if (built.getSprites()!.length !== SPRITES) throw new Error('lost sprites');
    built = null;
    return perSprite;
  },
};

(globalThis as unknown as { bench: typeof bench }).bench = bench;
(globalThis as unknown as { benchReady: boolean }).benchReady = true;
