// Model benchmarks (docs/benchmarks.md#suites): one group of 10,000 sprites with 4 sub-sprites each,
// side by side with CrossBrowdy's original CB_GraphicSprites loaded into the same page.
//
// CROSSBROWDY_DIR names a local copy of the original files (never in this repository):
// CB_data.js, CB_Arrays.js, CB_others.js, CB_GraphicSprites.js, CB_GraphicSpritesScene.js
// (see README, Benchmarks). Without it the ratio rows are skipped and only our figures print.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const RUNS = 7; // medians over this many runs, after two discarded warm-up runs (JIT)
const ORIGINAL_RUNS = 5; // the original takes seconds to build a group
const ORIGINAL_FILES = [
  'CB_data.js',
  'CB_Arrays.js',
  'CB_others.js',
  'CB_GraphicSprites.js',
  'CB_GraphicSpritesScene.js',
];
// What the original files expect around them: its configuration, and CB_Device.getTiming, which in
// CrossBrowdy is performance.now() (CB_Device.js itself needs the whole framework to load).
const ORIGINAL_PRELUDE =
  'var CB_BASE_NAME = "CrossBase"; var CB_Configuration = { CrossBase: { EXTEND_DOM: false } };' +
  'var CB_Device = { getTiming: function () { return performance.now(); } };';

// Where each original file may be below CROSSBROWDY_DIR: a copy of the CrossBrowdy
// repository (the same directory bench/tools/cbrem-compare.mjs takes), or the files side by side.
const ORIGINAL_PLACES = ['CrossBrowdy/CrossBase/general', 'CrossBrowdy/CrossBase/audiovisual/image', '.'];

async function loadOriginal(page) {
  const dir = process.env.CROSSBROWDY_DIR;
  if (!dir) return 'CROSSBROWDY_DIR is not set';
  const found = ORIGINAL_FILES.map((file) =>
    ORIGINAL_PLACES.map((place) => join(dir, place, file)).find((path) => existsSync(path)),
  );
  const missing = ORIGINAL_FILES.filter((_, i) => !found[i]);
  if (missing.length) return `CROSSBROWDY_DIR lacks ${missing.join(', ')}`;
  await page.addScriptTag({ content: ORIGINAL_PRELUDE });
  for (const path of found) await page.addScriptTag({ content: readFileSync(path, 'utf8') });
  const loaded = await page.evaluate(() => typeof globalThis.CB_GraphicSprites === 'function');
  return loaded ? null : 'CB_GraphicSprites did not load';
}

export async function run({ page, baseUrl, median }) {
  await page.goto(`${baseUrl}/bench/pages/model.html`);
  await page.waitForFunction(() => globalThis.benchReady === true);
  const skipped = await loadOriginal(page);
  const sample = async (name, kind, runs = RUNS) => {
    const values = [];
    for (let w = 0; w < 2; w++) await page.evaluate((n, k) => globalThis.bench[n](k), name, kind); // warm-up, discarded
    for (let r = 0; r < runs; r++) values.push(await page.evaluate((n, k) => globalThis.bench[n](k), name, kind));
    return values;
  };
  const ours = {
    construct: median(await sample('construct', 'lib')),
    lookups: await sample('lookups', 'lib'),
    zIndex: median(await sample('setZIndexSprite', 'lib')),
    next: median(await sample('setNextThroughAll', 'lib')),
    heap: median(await sample('heapPerSprite', 'lib')) / 1024,
  };
  const lookups = median(ours.lookups.map((l) => l.sprites));
  const rows = [
    { id: 'model.construct', name: 'construct from a SPRITES_OBJECT (10,000 x 4)', value: ours.construct, unit: 'ms' },
    { id: 'model.getSpriteById', name: '1,000 getSpriteById', value: lookups, unit: 'ms' },
    {
      id: 'model.getSubSpriteById',
      name: '1,000 getSubSpriteById',
      value: median(ours.lookups.map((l) => l.subSprites)),
      unit: 'ms',
    },
    {
      id: 'model.setZIndexSprite',
      name: 'setZIndexSprite, one call that changes the z-index',
      value: ours.zIndex,
      unit: 'ms',
    },
    { id: 'model.setNext', name: 'setNext(true) x 10,000', value: ours.next, unit: 'ms' },
    {
      id: 'model.heapPerSprite',
      name: 'heap per sprite with its 4 sub-sprites',
      value: ours.heap,
      unit: 'KB',
      target: '≤ 1.2 KB',
      note: 'gc(), usedJSHeapSize before and after building the group, / 10,000',
    },
  ];
  if (skipped) {
    rows.push({
      id: 'model.original',
      name: 'original CB_GraphicSprites (ratios)',
      value: 'skipped',
      unit: '',
      note: skipped,
    });
    return rows.map((row) => ({ ...row, runs: RUNS }));
  }
  // Each ratio is the median of per-run ratios, the original and ours measured back to back, so
  // that load from other work on the machine weighs on both sides of each ratio alike.
  const paired = async (name, pick = (v) => v) => {
    const call = (kind) => page.evaluate((n, k) => globalThis.bench[n](k), name, kind);
    for (let w = 0; w < 2; w++) await call('original');
    const ratios = [];
    const floors = [];
    const values = [];
    for (let r = 0; r < ORIGINAL_RUNS; r++) {
      const floor = pick(await call('original'));
      const value = pick(await call('lib'));
      ratios.push(floor / value);
      floors.push(floor);
      values.push(value);
    }
    return { ratio: median(ratios), floor: median(floors), value: median(values) };
  };
  const ratio = (id, name, { ratio: value, floor, value: ours }, target, why) => ({
    id,
    name,
    value,
    unit: '×',
    target,
    floor,
    floorUnit: 'ms',
    runs: ORIGINAL_RUNS,
    note: `original ${floor.toFixed(floor < 10 ? 3 : 1)} ms ÷ ours ${ours.toFixed(ours < 10 ? 3 : 1)} ms (medians)${why ? '; ' + why : ''}`,
  });
  rows.push(
    ratio('model.construct.ratio', 'construct, original ÷ ours', await paired('construct'), '≥ 30×'),
    ratio(
      'model.getSpriteById.ratio',
      '1,000 getSpriteById, original ÷ ours',
      await paired('lookups', (l) => l.sprites),
      '≥ 100×',
    ),
    ratio(
      'model.setZIndexSprite.ratio',
      'one real setZIndexSprite, original ÷ ours',
      await paired('setZIndexSprite'),
      '≥ 2,000×',
    ),
    ratio('model.setNext.ratio', 'setNext(true) x 10,000, original ÷ ours', await paired('setNextThroughAll'), '≥ 3×'),
    ratio(
      'model.setNextWithoutClock.ratio',
      'setNext(true) x 10,000 with both clocks stubbed, original ÷ ours',
      await paired('setNextWithoutClock'),
      undefined,
      "both call performance.now() once a step; with that call answered by a constant, what remains is each class's own cost",
    ),
    {
      id: 'model.heapPerSprite.original',
      name: 'heap per sprite, original',
      value: median(await sample('heapPerSprite', 'original', ORIGINAL_RUNS)) / 1024,
      unit: 'KB',
      runs: ORIGINAL_RUNS,
    },
  );
  return rows.map((row) => ({ runs: RUNS, ...row }));
}
