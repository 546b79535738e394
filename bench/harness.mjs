// What every bench script opens: the Vite dev server over the project (no hot
// reload, lit's production build, the deps it needs pre-bundled so no page
// reloads mid-measurement) and headless Chromium found on this machine.
// Used by run.mjs (the suites) and by the tracing tools beside it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer';
import { createServer } from 'vite';
import { chromiumArgs, findChromium } from '../scripts/browsers.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The median of `values` (the mean of the middle two for an even count). */
export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The `p`th percentile of `values` (nearest rank). */
export const percentile = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** A V8 profile node's call frame as the profiling aids print it: `name file:line` (1-based, no query). */
export const frameLabel = (cf) =>
  `${cf.functionName || '(anon)'} ${(cf.url ?? '').split('/').pop().split('?')[0]}:${(cf.lineNumber ?? -1) + 1}`;

/**
 * A CPU profile read for the profiling aids: its nodes and parents by id, the self µs of each function
 * (idle left out), and, for the functions `callers` names, the call chains (`depth` callers deep) under
 * which they spent theirs.
 */
export function readProfile(profile, callers = null, depth = 6) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map();
  const chains = new Map();
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const label = frameLabel(nodes.get(id).callFrame);
    if (label.startsWith('(idle)')) return;
    self.set(label, (self.get(label) ?? 0) + us);
    if (!callers?.test(label)) return;
    const chain = [label];
    for (let p = parents.get(id); p !== undefined && chain.length <= depth; p = parents.get(p))
      chain.push(frameLabel(nodes.get(p).callFrame));
    const key = chain.join(' < ');
    chains.set(key, (chains.get(key) ?? 0) + us);
  });
  return { nodes, parents, self, chains };
}

/** Starts the server and the browser; `close()` stops both. `args`: more Chromium flags. */
export async function openBench({ args = [] } = {}) {
  const server = await createServer({
    root,
    logLevel: 'error',
    // No hot reload: an edit during a run must not reload a page mid-measurement.
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
    // Pre-bundled up front, so Vite does not reload a page when it first meets it.
    optimizeDeps: { include: ['lit', 'lit/directive.js', 'lit/directives/style-map.js', 'pixi.js'] },
    // Benchmarks measure the production build of lit, not its dev-mode checks.
    resolve: { conditions: ['production', 'browser', 'module', 'import', 'default'] },
  });
  await server.listen();
  const baseUrl = `http://127.0.0.1:${server.httpServer.address().port}`;
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    // DUMPIO=1: the browser's own output here, such as what V8's --trace-* flags print.
    dumpio: !!process.env.DUMPIO,
    args: [...chromiumArgs, ...args, '--window-size=1280,800'],
    defaultViewport: { width: 1280, height: 800 },
  });
  return {
    baseUrl,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** A page of bench/pages/scene.html, ready (the profiling aids beside the suites use it), and a caller of its `sceneBench`. */
export async function openScenePage(browser, baseUrl) {
  const page = await browser.newPage();
  await page.setViewport({ width: 2560, height: 2048 });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${baseUrl}/bench/pages/scene.html`);
  await page.waitForFunction(() => window.sceneBench?.ready === true, { timeout: 60_000 });
  const call = (name, ...args) => page.evaluate((nm, a) => window.sceneBench[nm](...a), name, args);
  return { page, call };
}

/** The renderer main threads of a trace (`pid:tid` keys). */
export function rendererMainThreads(events) {
  const mains = new Set();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') mains.add(`${e.pid}:${e.tid}`);
  return mains;
}

/** The complete events of one thread (`pid:tid`), each with its self time (wall `self`, CPU `tself`, µs): nested events subtracted. */
export function selfTimes(events, thread) {
  const mine = events
    .filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const records = [];
  const stack = [];
  for (const e of mine) {
    while (stack.length && stack[stack.length - 1].end <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.self -= e.dur ?? 0;
      parent.tself -= e.tdur ?? 0;
    }
    const record = { name: e.name, start: e.ts, end: e.ts + (e.dur ?? 0), self: e.dur ?? 0, tself: e.tdur ?? 0 };
    stack.push(record);
    records.push(record);
  }
  return records;
}
