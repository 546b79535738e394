// CrossBrowdy's examples, each drawn by its own renderer (CB_REM) and by
// <lib-sprites-scene> side by side from the same scene data, images and clock,
// compared on pixels group by group and as a whole frame, in headless
// Chromium, in both of our renderers. Not a speed bench: it prints agreement
// figures (see bench/pages/pixel-agreement.ts for what they mean).
//
//   CROSSBROWDY_DIR=<dir> node bench/tools/cbrem-compare.mjs [options]
//
// CROSSBROWDY_DIR names a local copy of the jalbam/CrossBrowdy repository's
// files (a checkout, or the paths bench/tools/cbrem-examples.mjs lists extracted
// from one); nothing of it is ever in this repository. Without it the script
// says so and exits cleanly. The page loads the original files at run time
// from that directory and stubs only what would take the whole framework to
// load (bench/tools/cbrem-examples.mjs says what).
//
// The examples (--example):
//   graphic_rendering_engine  the rendering engine's own example scene (main.js's createSpritesGroups)
//   simple_game_engine, pong, sokoban, balloon_popping, tower_defense
//                             games on the simple game engine: each game's main() sets the engine up
//                             (CB_GEM), whose loop runs on the page's manual clock at the game's
//                             refresh rate; with no input, what the game shows on its own (tower
//                             defense: its first level, started by its own Game.start())
//
// Options:
//   --example=name[,name]    which examples (default graphic_rendering_engine; "all" for every one)
//   --renderers=canvas,dom   which of our renderers (default both; `offscreen`: the canvas renderer drawn by its
//                            worker, read back from it)
//   --groups=id,id           only these groups (default every group of the scene)
//   --times=0,2048,2512      frames to compare, ms from the first frame (the last frame at or before each)
//   --whole-only             only the whole frame, no per-group runs
//   --trace=id               only list the frames where group id's current sprite changes, on either side
//   --json=<file>            also write every figure as JSON
//   --dump=<dir>             also write both sides of every compared frame as PNG
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { openBench } from '../harness.mjs';
import { EXAMPLES } from './cbrem-examples.mjs';

const TYPES = {
  '.gif': 'image/gif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.js': 'text/javascript',
  '.css': 'text/css',
};
const WIDTH = 800;
/** The most of the clock one protocol call advances (ms). */
const ADVANCE_STEP = 256;
const HEIGHT = 600;

const options = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const list = (value, fallback) => (typeof value === 'string' ? value.split(',').filter(Boolean) : fallback);
const renderers = list(options.renderers, ['canvas', 'dom']);
const times = list(options.times, ['0', '2048', '2512']).map(Number);

const exampleNames = list(options.example, ['graphic_rendering_engine']);
const examples = exampleNames.includes('all') ? Object.keys(EXAMPLES) : exampleNames;
const unknown = examples.filter((name) => !(name in EXAMPLES));
if (unknown.length) {
  console.log(`cbrem-compare: unknown example ${unknown.join(', ')} (known: ${Object.keys(EXAMPLES).join(', ')})`);
  process.exit(1);
}

const dir = process.env.CROSSBROWDY_DIR;
if (!dir) {
  console.log('cbrem-compare: skipped, CROSSBROWDY_DIR is not set (a local copy of the CrossBrowdy repository)');
  process.exit(0);
}
const missing = [...new Set(examples.flatMap((name) => [...EXAMPLES[name].files, ...EXAMPLES[name].sources]))].filter(
  (file) => !existsSync(join(dir, file)),
);
if (missing.length) {
  console.log(`cbrem-compare: skipped, CROSSBROWDY_DIR lacks ${missing.join(', ')}`);
  process.exit(0);
}
if (options.dump) mkdirSync(options.dump, { recursive: true });

/** The page asked for a file CROSSBROWDY_DIR lacks: the run is skipped, as for the files checked before it starts. */
class Lacking extends Error {
  constructor(file) {
    super(`cbrem-compare: skipped, CROSSBROWDY_DIR lacks ${file}`);
  }
}

const bench = await openBench();

/** One page, one example, one renderer, one solo group (or none): the figures at every time. */
async function run(name, renderer, solo) {
  const example = EXAMPLES[name];
  const page = await bench.browser.newPage();
  await page.setViewport({ width: 1280, height: 800, deviceScaleFactor: 1 });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Settled by the first file of the example's folder the page asks for and CROSSBROWDY_DIR lacks (its images:
  // not in the lists checked above). CB_REM waits for every image it caches: the build would wait for it until
  // the protocol timed out.
  let tellLacking;
  const lacking = new Promise((_, reject) => (tellLacking = reject));
  lacking.catch(() => {});
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/cbrem-example/')) return void request.continue();
    const relative = join(example.folder, decodeURIComponent(url.pathname.slice('/cbrem-example/'.length)));
    const file = join(dir, relative);
    if (!existsSync(file)) {
      tellLacking(new Lacking(relative));
      return void request.respond({ status: 404, body: '' });
    }
    request.respond({
      status: 200,
      contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  });
  await page.goto(`${bench.baseUrl}/bench/pages/cbrem.html`);
  await page.waitForFunction(() => window.cbrem !== undefined);
  await page.addScriptTag({ content: example.prelude(WIDTH, HEIGHT).join('\n') });
  for (const file of example.files) await page.addScriptTag({ content: readFileSync(join(dir, file), 'utf8') });
  const sources = example.sources.map((file) => readFileSync(join(dir, file), 'utf8'));
  const built = await Promise.race([
    page.evaluate(
      (r, kind, s, start) => window.cbrem.build(r, kind, s, start),
      renderer,
      example.kind,
      sources,
      example.start ?? null,
    ),
    lacking,
  ]);
  if (typeof options.trace === 'string') await page.evaluate((id) => window.cbrem.trace(id), options.trace);
  const frames = [];
  let reached = 0;
  for (const time of times) {
    // A long advance in steps of its own, each a protocol call: a game looping every millisecond takes
    // minutes to reach 2,048 ms, past what one call may last. Only the last step shows the solo group.
    for (; reached + ADVANCE_STEP < time; reached += ADVANCE_STEP)
      await page.evaluate((t) => window.cbrem.advanceTo(t, null), reached + ADVANCE_STEP);
    reached = Math.max(reached, time);
    const { at, current } = await page.evaluate((t, s) => window.cbrem.advanceTo(t, s), time, solo);
    const screenshot =
      renderer === 'dom'
        ? await page.screenshot({
            clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
            omitBackground: true,
            encoding: 'base64',
          })
        : null;
    const result = await page.evaluate((shot, dump) => window.cbrem.compare(shot, dump), screenshot, !!options.dump);
    if (options.dump) {
      const base = `${name}-${renderer}-${solo ?? 'whole'}-${time}`;
      writeFileSync(
        join(options.dump, `${base}-original.png`),
        Buffer.from(result.originalPng.split(',')[1], 'base64'),
      );
      writeFileSync(join(options.dump, `${base}-ours.png`), Buffer.from(result.oursPng.split(',')[1], 'base64'));
      delete result.originalPng;
      delete result.oursPng;
    }
    frames.push({ time, at, current, ...result });
  }
  const problems = [...new Set([...built.problems, ...(await page.evaluate(() => window.cbrem.problems)), ...errors])];
  const transitions = await page.evaluate(() => window.cbrem.transitions());
  await page.close();
  return { built, frames, problems, transitions };
}

const fixed = (value, digits = 3) => value.toFixed(digits);
/** The frame's time, and the loop's last frame before it where that is not the same. */
const when = (f) => `${String(f.time).padStart(5)} ms${f.at === f.time ? '' : ` (frame at ${f.at})`}`;
const report = { times, renderers, examples: {} };
try {
  for (const name of examples) {
    console.log(`\n# ${name}`);
    const exampleReport = { folder: EXAMPLES[name].folder, renderers: {} };
    report.examples[name] = exampleReport;
    for (const renderer of renderers) {
      const whole = await run(name, renderer, null);
      if (typeof options.trace === 'string') {
        console.log(
          `\n## ${renderer} renderer: current sprite of ${options.trace} (original / ours), where either changes`,
        );
        for (const t of whole.transitions) console.log(`  ${String(t.time).padStart(5)} ms  ${t.original} / ${t.ours}`);
        continue;
      }
      const groups = list(options.groups, whole.built.groups);
      const entry = {
        autoplayed: whole.built.autoplayed,
        canvasSolo: whole.built.canvasSolo,
        problems: whole.problems,
        whole: whole.frames,
        groups: {},
      };
      exampleReport.renderers[renderer] = entry;
      console.log(
        `\n## ${renderer} renderer${whole.built.autoplayed ? '' : ' (groups started with play(): the scene did not autoplay them)'}`,
      );
      for (const problem of whole.problems) console.log(`  problem: ${problem}`);
      console.log('  whole frame:');
      for (const f of whole.frames)
        console.log(
          `    ${when(f)}  agree ${fixed(f.agreement)}  worst tile ${fixed(f.worstTile)}${f.worstTileAt ? ` at ${f.worstTileAt.join(',')}` : ''}  mean diff ${fixed(f.meanDifference, 1)} (worst tile ${fixed(f.worstTileDifference, 1)}${f.worstTileDifferenceAt ? ` at ${f.worstTileDifferenceAt.join(',')}` : ''}, ${f.tilesOverDifference} tiles over 24)  ink ${f.inkA}/${f.inkB}${f.offscreen ? `  drawn by ${f.offscreen}` : ''}`,
        );
      if (options['whole-only']) continue;
      if (renderer !== 'dom' && !whole.built.canvasSolo) {
        console.log('  per group: skipped, the canvas renderer could not be made to draw one group alone');
        continue;
      }
      console.log(
        "  per group (agree / worst 32-px tile / mean colour diff, worst tile's / same current sprite; ink original/ours):",
      );
      for (const id of groups) {
        const { frames, problems } = await run(name, renderer, id);
        entry.groups[id] = frames.map((f) => ({ ...f, current: f.current[id] }));
        const cells = frames.map((f) => {
          const current = f.current[id] ?? { original: null, ours: null };
          const same = current.original === current.ours ? 'same' : `${current.original}≠${current.ours}`;
          return `${f.time}: ${fixed(f.agreement)} / ${fixed(f.worstTile)} / ${fixed(f.meanDifference, 1)}, ${fixed(f.worstTileDifference, 1)} / ${same} (${f.inkA}/${f.inkB})`;
        });
        console.log(`    ${id.padEnd(30)} ${cells.join('   ')}`);
        for (const problem of problems.filter((p) => !whole.problems.includes(p)))
          console.log(`      problem: ${problem}`);
      }
    }
  }
} catch (error) {
  if (!(error instanceof Lacking)) throw error;
  console.log(error.message);
} finally {
  await bench.close();
}
if (options.json) writeFileSync(options.json, JSON.stringify(report, null, 2));
