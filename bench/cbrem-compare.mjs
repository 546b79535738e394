// CrossBrowdy's "graphic rendering engine" example, drawn by its own renderer
// (CB_REM) and by <lib-sprites-scene> side by side from the same scene data,
// images and clock, compared on pixels group by group and as a whole frame,
// in headless Chromium, in both of our renderers. Not a speed bench: it
// prints agreement figures (see bench/pixel-agreement.ts for what they mean).
//
//   CROSSBROWDY_DIR=<dir> node bench/cbrem-compare.mjs [options]
//
// CROSSBROWDY_DIR names a local copy of the jalbam/CrossBrowdy repository's
// files (a checkout, or the paths below extracted from one); nothing of it is
// ever in this repository. Without it the script says so and exits cleanly.
// The page loads, at run time, from that directory:
//   CrossBrowdy/CrossBase/general/{CB_data,CB_Arrays,CB_others,CB_Elements}.js
//   CrossBrowdy/CrossBase/audiovisual/image/{CB_GraphicSprites,CB_GraphicSpritesScene}.js
//   CrossBrowdy/CrossBase/audiovisual/image/canvas/CB_Canvas.js
//   crossbrowdy.com/_html/_doc/examples/EN/advanced/graphic_rendering_engine_files/
//     rendering_engine_module.js, rendering_engine.js (CB_REM), main.js, img/
// and stubs only what would take the whole framework to load (ORIGINAL_PRELUDE):
// CrossBrowdy.js's configuration, module registry and console; CB_Client's
// canvas check (true: Chromium has a native canvas, as the real one answers);
// CB_Device.getTiming, which is performance.now() there and reads the page's
// manual clock here (bench/manual-clock.ts), as our model does.
//
// Options:
//   --renderers=canvas,dom   which of our renderers (default both)
//   --groups=id,id           only these groups (default every group of the scene)
//   --times=0,2048,2512      frames to compare, ms from the first frame (multiples of 16)
//   --whole-only             only the whole frame, no per-group runs
//   --trace=id               only list the frames where group id's current sprite changes, on either side
//   --json=<file>            also write every figure as JSON
//   --dump=<dir>             also write both sides of every compared frame as PNG
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { openBench } from './harness.mjs';

const EXAMPLE = 'crossbrowdy.com/_html/_doc/examples/EN/advanced/graphic_rendering_engine_files';
const ORIGINAL_FILES = [
  'CrossBrowdy/CrossBase/general/CB_data.js',
  'CrossBrowdy/CrossBase/general/CB_Arrays.js',
  'CrossBrowdy/CrossBase/general/CB_others.js',
  'CrossBrowdy/CrossBase/general/CB_Elements.js',
  'CrossBrowdy/CrossBase/audiovisual/image/CB_GraphicSprites.js',
  'CrossBrowdy/CrossBase/audiovisual/image/CB_GraphicSpritesScene.js',
  'CrossBrowdy/CrossBase/audiovisual/image/canvas/CB_Canvas.js',
  `${EXAMPLE}/rendering_engine_module.js`,
  `${EXAMPLE}/rendering_engine.js`,
];
const ORIGINAL_PRELUDE = [
  'var CB_NAME = "CrossBrowdy"; var CB_BASE_NAME = "CrossBase"; var CB_this = window;',
  'var CB_Configuration = { CrossBase: { EXTEND_DOM: false } };',
  'var CB_console = function () {};',
  'var CB_Modules = { modules: {}, STATUSES: { UNKNOWN: 0, UNLOADED: 1, LOADING: 2, LOADED: 3, READY: 4, FAILED: 5 }, addNeededModule: function () {}, setStatus: function () {} };',
  'var CB_Client = { supportsCanvas: function () { return true; } };',
  'var CB_Device = { getTiming: function () { return performance.now(); } };',
].join('\n');
const TYPES = {
  '.gif': 'image/gif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.js': 'text/javascript',
  '.css': 'text/css',
};
const WIDTH = 800;
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

const dir = process.env.CROSSBROWDY_DIR;
if (!dir) {
  console.log('cbrem-compare: skipped, CROSSBROWDY_DIR is not set (a local copy of the CrossBrowdy repository)');
  process.exit(0);
}
const missing = [...ORIGINAL_FILES, `${EXAMPLE}/main.js`].filter((file) => !existsSync(join(dir, file)));
if (missing.length) {
  console.log(`cbrem-compare: skipped, CROSSBROWDY_DIR lacks ${missing.join(', ')}`);
  process.exit(0);
}
const mainSource = readFileSync(join(dir, EXAMPLE, 'main.js'), 'utf8');
if (options.dump) mkdirSync(options.dump, { recursive: true });

const bench = await openBench();

/** One page, one renderer, one solo group (or none): the figures at every time. */
async function run(renderer, solo) {
  const page = await bench.browser.newPage();
  await page.setViewport({ width: 1280, height: 800, deviceScaleFactor: 1 });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/cbrem-example/')) return void request.continue();
    const file = join(dir, EXAMPLE, decodeURIComponent(url.pathname.slice('/cbrem-example/'.length)));
    if (!existsSync(file)) return void request.respond({ status: 404, body: '' });
    request.respond({
      status: 200,
      contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  });
  await page.goto(`${bench.baseUrl}/bench/cbrem.html`);
  await page.waitForFunction(() => window.cbrem !== undefined);
  await page.addScriptTag({ content: ORIGINAL_PRELUDE });
  for (const file of ORIGINAL_FILES) await page.addScriptTag({ content: readFileSync(join(dir, file), 'utf8') });
  const built = await page.evaluate((r, source) => window.cbrem.build(r, source), renderer, mainSource);
  if (typeof options.trace === 'string') await page.evaluate((id) => window.cbrem.trace(id), options.trace);
  const frames = [];
  for (const time of times) {
    const current = await page.evaluate((t, s) => window.cbrem.advanceTo(t, s), time, solo);
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
      const name = `${renderer}-${solo ?? 'whole'}-${time}`;
      writeFileSync(
        join(options.dump, `${name}-original.png`),
        Buffer.from(result.originalPng.split(',')[1], 'base64'),
      );
      writeFileSync(join(options.dump, `${name}-ours.png`), Buffer.from(result.oursPng.split(',')[1], 'base64'));
      delete result.originalPng;
      delete result.oursPng;
    }
    frames.push({ time, current, ...result });
  }
  const problems = [...new Set([...built.problems, ...(await page.evaluate(() => window.cbrem.problems)), ...errors])];
  const transitions = await page.evaluate(() => window.cbrem.transitions());
  await page.close();
  return { built, frames, problems, transitions };
}

const fixed = (value, digits = 3) => value.toFixed(digits);
const report = { example: EXAMPLE, times, renderers: {} };
try {
  for (const renderer of renderers) {
    const whole = await run(renderer, null);
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
    report.renderers[renderer] = entry;
    console.log(
      `\n## ${renderer} renderer${whole.built.autoplayed ? '' : ' (groups started with play(): the scene did not autoplay them)'}`,
    );
    for (const problem of whole.problems) console.log(`  problem: ${problem}`);
    console.log('  whole frame:');
    for (const f of whole.frames)
      console.log(
        `    ${String(f.time).padStart(5)} ms  agree ${fixed(f.agreement)}  worst tile ${fixed(f.worstTile)}  mean diff ${fixed(f.meanDifference, 1)}  ink ${f.inkA}/${f.inkB}`,
      );
    if (options['whole-only']) continue;
    if (renderer === 'canvas' && !whole.built.canvasSolo) {
      console.log('  per group: skipped, the canvas renderer could not be made to draw one group alone');
      continue;
    }
    console.log('  per group (agree / worst 32-px tile / mean colour diff / same current sprite; ink original/ours):');
    for (const id of groups) {
      const { frames, problems } = await run(renderer, id);
      entry.groups[id] = frames.map((f) => ({ ...f, current: f.current[id] }));
      const cells = frames.map((f) => {
        const current = f.current[id] ?? { original: null, ours: null };
        const same = current.original === current.ours ? 'same' : `${current.original}≠${current.ours}`;
        return `${f.time}: ${fixed(f.agreement)} / ${fixed(f.worstTile)} / ${fixed(f.meanDifference, 1)} / ${same} (${f.inkA}/${f.inkB})`;
      });
      console.log(`    ${id.padEnd(30)} ${cells.join('   ')}`);
      for (const problem of problems.filter((p) => !whole.problems.includes(p)))
        console.log(`      problem: ${problem}`);
    }
  }
} finally {
  await bench.close();
}
if (options.json) writeFileSync(options.json, JSON.stringify(report, null, 2));
