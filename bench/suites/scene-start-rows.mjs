// The start-up rows of the scene suite (docs/benchmarks.md#scene-suite): a canvas scene of N groups inserted
// through its controller, and its floors in turn: the same data drawn by hand; that drawing plus the elements the
// library's contract makes (a plain element per group and sprite); and that drawing plus the same elements as
// minimal custom elements (what any custom-elements library pays). Each ratio row is the median of the per-run
// ratios, library ÷ floor, measured in turn.

/** Each floor of the start-up: the page's function, its row, and the ratio row of the library ÷ it. */
const FLOORS = [
  {
    call: 'sceneStartFloor',
    id: (n) => `sceneStartFloor.${n}`,
    name: (n) => `floor: the same data drawn by hand into a canvas → painted, ${n}`,
    ratioId: (n) => `scene.start.ratio.${n}`,
    ratioName: (n) => `canvas scene start ÷ its floor, ${n}, in turn`,
    target: '≤ 2',
  },
  {
    call: 'sceneStartDomFloor',
    id: (n) => `sceneStartDomFloor.${n}`,
    name: (n) =>
      `floor: that drawing plus the same elements made by hand (plain x-group / x-sprite, same attributes), ${n}`,
    ratioId: (n) => `scene.start.ratio.domFloor.${n}`,
    ratioName: (n) => `canvas scene start ÷ the floor with its elements, ${n}, in turn`,
    target: '≤ 2',
  },
  {
    call: 'sceneStartCeFloor',
    id: (n) => `sceneStartCeFloor.${n}`,
    name: (n) =>
      `floor: that drawing plus the same elements as minimal custom elements (same observed attributes, empty callbacks), ${n}`,
    ratioId: (n) => `scene.start.ratio.ceFloor.${n}`,
    ratioName: (n) => `canvas scene start ÷ the floor with minimal custom elements, ${n}, in turn`,
    // The start-up goal restated against what the platform charges for the elements alone.
    target: '≤ 2',
  },
];

/** The start-up rows for each size: `call` runs a function of the scene page and gives its ms. */
export async function startRows({ call, median, runs, sizes }) {
  const rows = [];
  for (const n of sizes) {
    // Warm-up: compiles the code paths, caches the sheet.
    await call('sceneStart', n);
    for (const floor of FLOORS) await call(floor.call, n);
    const library = [];
    const floors = FLOORS.map(() => []);
    for (let i = 0; i < runs; i++) {
      library.push(await call('sceneStart', n));
      for (let f = 0; f < FLOORS.length; f++) floors[f].push(await call(FLOORS[f].call, n));
    }
    rows.push({
      id: `scene.start.${n}`,
      name: `${n} groups inserted through a canvas scene's controller → painted`,
      value: median(library),
      unit: 'ms',
    });
    FLOORS.forEach((floor, f) => {
      const ratios = library.map((ms, i) => ms / floors[f][i]);
      rows.push({ id: floor.id(n), name: floor.name(n), value: median(floors[f]), unit: 'ms' });
      rows.push({
        id: floor.ratioId(n),
        name: floor.ratioName(n),
        value: median(ratios),
        unit: '×',
        target: floor.target,
        note: `median of per-run ratios ${ratios.map((r) => r.toFixed(2)).join(' ')}`,
      });
    });
  }
  return rows;
}
