// Shapes (docs/benchmarks.md#suites): 500 playing groups whose sprites are a circle, an outlined
// rectangle and a triangle, against the same drawing and changes by hand in
// plain SVG (the floor), measured in turn in the same run. Main-thread time per
// frame (rAF to a task posted from it: script, style, layout, paint, commit).
import { tracedCpu } from './shapes-trace-cpu.mjs';

const RUNS = 5;
/** Runs of the CPU rows (each traced). */
const CPU_RUNS = 3;
const FRAMES = 240;
const GROUPS = 500;

export async function run({ page, baseUrl, median, percentile }) {
  const call = (name, ...args) => page.evaluate((n, a) => window.shapesBench[n](...a), name, args);
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(`${baseUrl}/bench/pages/shapes.html`);
      await page.waitForFunction(() => window.shapesBench?.ready === true, { timeout: 60_000 });
      await call('library', GROUPS, 30);
      await call('floor', GROUPS, 30);
      await call('shadowFloor', GROUPS, 30);
      break;
    } catch (error) {
      if (attempt >= 3 || !/context was destroyed|navigation/i.test(String(error))) throw error;
    }
  }
  // shadowFloor: the floor's drawing and the change event inside a group's boxes, by hand (what any group keeping them can reach).
  const PLAYING = ['library', 'floor', 'shadowFloor'];
  const conditions = Object.fromEntries(PLAYING.map((name) => [name, { p95: [], median: [], changes: [] }]));
  for (let i = 0; i < RUNS; i++) {
    for (const name of PLAYING) {
      const { total, changes } = await call(name, GROUPS, FRAMES);
      conditions[name].p95.push(percentile(total, 95));
      conditions[name].median.push(median(total));
      conditions[name].changes.push(changes.reduce((a, b) => a + b, 0) / changes.length);
    }
  }
  const lib = conditions.library;
  const bare = conditions.floor;
  const ratio = median(lib.p95) / median(bare.p95);
  // The same 500 changes in every painted frame, no playback: immune to a slow condition doing more changes per frame.
  const rounds = { library: [], floor: [], empty: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const name of ['library', 'floor', 'empty'])
      rounds[name].push(await call('roundsOfChanges', name, GROUPS, 10));
  }
  // Main-thread CPU (thread time from a trace), immune to the load of a shared machine:
  // the mean per frame while playing, and per round of 500 changes.
  const cpu = {
    library: [],
    floor: [],
    shadowFloor: [],
    changes: { library: [], floor: [], shadowFloor: [] },
    rounds: { library: [], floor: [], empty: [], boxed: [] },
  };
  for (let i = 0; i < CPU_RUNS; i++) {
    for (const name of PLAYING) {
      let result;
      const { cpuMs } = await tracedCpu(page, async () => (result = await call(name, GROUPS, FRAMES)));
      cpu[name].push(cpuMs / FRAMES);
      cpu.changes[name].push(result.changes.reduce((a, b) => a + b, 0) / result.changes.length);
    }
    for (const kind of ['library', 'floor', 'empty', 'boxed']) {
      cpu.rounds[kind].push((await tracedCpu(page, () => call('roundsOfChanges', kind, GROUPS, 10))).cpuMs / 10);
    }
  }
  const r = (kind) => median(cpu.rounds[kind]).toFixed(1);
  const shadow = conditions.shadowFloor;
  return [
    {
      id: 'shapes.shadowFloor.cpu.ratio.500',
      name: "the floor inside a group's boxes, with the change event, by hand ÷ the floor: main-thread CPU per frame",
      value: median(cpu.shadowFloor) / median(cpu.floor),
      unit: '×',
      note: `the lowest shapes.cpu.ratio.500 a group drawing in its shadow root and firing the change event can reach here; ${median(cpu.shadowFloor).toFixed(2)} ms per frame, changes per frame ${median(cpu.changes.shadowFloor).toFixed(1)}`,
    },
    {
      id: 'shapes.shadowFloor.ratio.500',
      name: 'the same ÷ the floor, p95 per frame',
      value: median(shadow.p95) / median(bare.p95),
      unit: '×',
      note: `${median(shadow.p95).toFixed(2)} ms p95, changes per frame ${median(shadow.changes).toFixed(1)}`,
    },
    {
      id: 'shapes.ratio.shadowFloor.500',
      name: '500 playing shape groups ÷ shadowFloor, p95 per frame',
      value: ratio / (median(shadow.p95) / median(bare.p95)),
      unit: '×',
    },
    {
      id: 'shapes.cpu.ratio.shadowFloor.500',
      name: '500 playing shape groups ÷ shadowFloor, main-thread CPU per frame',
      value: median(cpu.library) / median(cpu.shadowFloor),
      unit: '×',
    },
    {
      id: 'shapes.cpu.ratio.500',
      name: '500 playing shape groups ÷ the same by hand: main-thread CPU per frame (trace thread time)',
      value: median(cpu.library) / median(cpu.floor),
      unit: '×',
      // A slow frame makes more groups due in the next one: the changes per frame say how comparable the two are.
      note: `library ${median(cpu.library).toFixed(2)} ms, floor ${median(cpu.floor).toFixed(2)} ms per frame, mean of ${FRAMES} frames; changes per frame ${median(cpu.changes.library).toFixed(1)} / ${median(cpu.changes.floor).toFixed(1)}`,
    },
    {
      id: 'shapes.rounds.cpu.ratio.500',
      name: 'every one of 500 shape groups changes once: main-thread CPU per round ÷ the same by hand',
      value: median(cpu.rounds.library) / median(cpu.rounds.floor),
      unit: '×',
      // empty: the groups' own cost (nothing drawn); boxed: the floor's writes inside a group's host, shadow root and boxes.
      note: `library ${r('library')} ms, floor ${r('floor')} ms per round; groups of empty sprites ${r('empty')} ms, the floor inside a group's boxes ${r('boxed')} ms`,
    },
    {
      id: 'shapes.rounds.ratio.500',
      name: 'every one of 500 shape groups changes once per painted frame ÷ the same by hand',
      value: median(rounds.library) / median(rounds.floor),
      unit: '×',
      note: `library ${(median(rounds.library) / 10).toFixed(1)} ms, floor ${(median(rounds.floor) / 10).toFixed(1)} ms, groups of empty sprites ${(median(rounds.empty) / 10).toFixed(1)} ms per frame`,
    },
    {
      id: 'shapes.ratio.500',
      name: '500 playing shape groups ÷ the same by hand in plain SVG, p95 per frame',
      value: ratio,
      unit: '×',
      target: '≤ 1.3',
      note: `library ${median(lib.p95).toFixed(2)} ms, floor ${median(bare.p95).toFixed(2)} ms; changes per frame ${median(lib.changes).toFixed(1)} / ${median(bare.changes).toFixed(1)}`,
    },
    {
      id: 'shapes.library.p95.500',
      name: '500 playing shape groups: per frame, p95',
      value: median(lib.p95),
      unit: 'ms',
    },
    {
      id: 'shapes.library.median.500',
      name: '500 playing shape groups: per frame, median',
      value: median(lib.median),
      unit: 'ms',
    },
    {
      id: 'shapes.floor.p95.500',
      name: 'floor, plain SVG by hand: per frame, p95',
      value: median(bare.p95),
      unit: 'ms',
    },
    {
      id: 'shapes.floor.median.500',
      name: 'floor, plain SVG by hand: per frame, median',
      value: median(bare.median),
      unit: 'ms',
    },
  ];
}
