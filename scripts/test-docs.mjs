// `npm run test:docs`: opens every page of the built documentation site
// (docs/.vitepress/dist, from `npm run docs:build`) in headless Chromium,
// served by a local static server on 127.0.0.1 under the base path the site
// was built for (DOCS_BASE, default "/"), and fails on
//   - any console error or warning, page error, or failed request;
//   - any live example (.live-result) that draws nothing: its screenshot must
//     hold pixels other than its background;
//   - any fake cursor on a page that does not show once enabled and hovered;
//   - any link inside the site that leads nowhere: a missing page, or a
//     #fragment with no such id on its page;
//   - any axe-core violation on the page.
// Prints one line per check and closes with "N passed, N failed".
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer';
import { chromiumArgs, findChromium } from './browsers.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const dist = join(root, 'docs/.vitepress/dist');
const base = `/${(process.env.DOCS_BASE ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const only = process.argv.slice(2);

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No built site in ${relative(root, dist)}: run \`npm run docs:build\` first.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** The file a path of the site names, or null (only under the base path, as a sub-path host would). */
function fileFor(urlPath) {
  if (!urlPath.startsWith(base)) return null;
  let path = decodeURIComponent(urlPath.slice(base.length));
  if (path === '' || path.endsWith('/')) path += 'index.html';
  const file = resolve(dist, path);
  if (!file.startsWith(dist + sep) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

const server = createServer((req, res) => {
  const file = fileFor(new URL(req.url ?? '/', 'http://x').pathname);
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;

const pages = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'assets' && name !== 'art') walk(path);
    } else if (name.endsWith('.html') && name !== '404.html') pages.push(relative(dist, path).split(sep).join('/'));
  }
})(dist);
pages.sort();

const ids = new Map();
/** The ids of a built page, read from its HTML (headings' anchors are in the static render). */
function idsOf(file) {
  if (!ids.has(file)) ids.set(file, new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  return ids.get(file);
}

const axeSource = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
let passed = 0;
let failed = 0;
const report = (ok, what, details = []) => {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  for (const line of details) console.log(`       ${line}`);
};

/** Pixels of a PNG (base64) that differ from its top-left pixel, counted in the page. */
const differingPixels = (page, png) =>
  page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const { data: px } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let count = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (Math.abs(px[i] - px[0]) + Math.abs(px[i + 1] - px[1]) + Math.abs(px[i + 2] - px[2]) > 24) count++;
    }
    return count;
  }, png);

try {
  for (const name of pages) {
    if (only.length && !only.some((o) => name.includes(o))) continue;
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const problems = [];
    page.on('console', (message) => {
      if (['error', 'warn', 'warning', 'assert'].includes(message.type())) problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(origin)) problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    const url = `${origin}${base}${name}`;
    await page.goto(url, { waitUntil: 'networkidle0' });
    // The library is imported once the page has hydrated; then give images and atlases a moment.
    await page.waitForFunction(() => customElements.get('lib-sprites-group') !== undefined, { timeout: 20000 }).catch(() => problems.push('the elements were never defined'));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
    await page.waitForNetworkIdle({ idleTime: 200, timeout: 10000 }).catch(() => {});

    // Live examples draw something.
    const examples = await page.$$('.live-result');
    const blank = [];
    for (const [index, example] of examples.entries()) {
      await example.scrollIntoView();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const png = await example.screenshot({ encoding: 'base64' });
      if ((await differingPixels(page, png)) < 20) blank.push(`example ${index + 1} of ${examples.length} draws nothing`);
    }
    report(blank.length === 0, `${name}: ${examples.length} live example(s) draw`, blank);

    // Fake cursors show once enabled and hovered.
    const cursors = await page.$$('lib-fake-cursor');
    if (cursors.length) {
      const hidden = [];
      for (const [index, cursor] of cursors.entries()) {
        const box = await page.evaluate((el) => {
          el.removeAttribute('disabled');
          const area = el.closest('.live-result') ?? document.body;
          area.scrollIntoView({ block: 'center' });
          const r = area.getBoundingClientRect();
          return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        }, cursor);
        await page.mouse.move(box.x - 5, box.y - 5);
        await page.mouse.move(box.x, box.y, { steps: 3 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        if (!(await page.evaluate((el) => el.showing, cursor))) hidden.push(`cursor ${index + 1} does not show`);
        await page.evaluate((el) => el.setAttribute('disabled', ''), cursor);
      }
      report(hidden.length === 0, `${name}: ${cursors.length} fake cursor(s) show when enabled`, hidden);
    }

    // Links inside the site lead somewhere.
    const links = await page.$$eval('a[href]', (anchors) => anchors.map((a) => a.href));
    const dead = new Set();
    for (const href of links) {
      const target = new URL(href);
      if (target.origin !== origin) continue;
      const file = fileFor(target.pathname);
      if (!file) dead.add(`${href}: no such page`);
      else if (target.hash && target.hash !== '#' && extname(file) === '.html' && !idsOf(file).has(decodeURIComponent(target.hash.slice(1)))) {
        dead.add(`${href}: no such section`);
      }
    }
    report(dead.size === 0, `${name}: ${links.length} links lead somewhere`, [...dead]);

    // Accessibility.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const result = await globalThis.axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help}; ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
    });
    report(violations.length === 0, `${name}: axe finds no violation`, violations);

    report(problems.length === 0, `${name}: no console error or warning, no failed request`, problems);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`\ndocs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
