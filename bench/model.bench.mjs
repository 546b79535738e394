// Model benchmarks (issue 2): one group of 10,000 sprites with 4 sub-sprites each.
const RUNS = 7; // medians over this many runs, after two discarded warm-up runs (JIT)

export async function run({ page, baseUrl, median }) {
  await page.goto(`${baseUrl}/bench/model.html`);
  await page.waitForFunction(() => globalThis.benchReady === true);
  const sample = async (name) => {
    const values = [];
    for (let w = 0; w < 2; w++) await page.evaluate((n) => globalThis.bench[n](), name); // warm-up runs, discarded
    for (let r = 0; r < RUNS; r++) values.push(await page.evaluate((n) => globalThis.bench[n](), name));
    return values;
  };
  const construct = await sample('construct');
  const lookups = await sample('lookups');
  const zIndex = await sample('setZIndexSprite');
  const next = await sample("setNextThroughAll");
  if (process.env.BENCH_VERBOSE) console.log("setNext samples", next);
  const heap = await sample('heapPerSprite');
  return [
    { name: 'construct from a SPRITES_OBJECT (10,000 x 4)', value: median(construct), unit: 'ms', target: '≤ 50 ms' },
    { name: '1,000 getSpriteById', value: median(lookups.map((l) => l.sprites)), unit: 'ms', target: '≤ 1 ms' },
    { name: '1,000 getSubSpriteById', value: median(lookups.map((l) => l.subSprites)), unit: 'ms', target: '≤ 1 ms' },
    { name: 'setZIndexSprite, one call', value: median(zIndex), unit: 'ms', target: '≤ 0.2 ms' },
    { name: 'setNext(true) through all 10,000 sprites', value: median(next), unit: 'ms', target: '≤ 5 ms' },
    {
      name: 'heap per sprite with its 4 sub-sprites',
      value: median(heap) / 1024,
      unit: 'KB',
      target: '≤ 2.5 KB',
      note: 'gc(), usedJSHeapSize before and after building the group, / 10,000',
    },
  ].map((row) => ({ ...row, runs: RUNS }));
}
