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
// Every check waits for the state it needs: a loaded machine is slow, not wrong.
// Every check waits for the state it needs (a loaded machine is slow, not wrong).
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
    } else if (name.endsWith('.html')) pages.push(relative(dist, path).split(sep).join('/'));
  }
})(dist);
pages.sort();

const ids = new Map();
/** The ids of a built page, read from its HTML (headings' anchors are in the static render). */
function idsOf(file) {
  if (!ids.has(file))
    ids.set(file, new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
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

/** axe-core's violations on the page, each with its first three nodes; in the light theme and the dark one. */
async function axeChecks(page, name) {
  await page.evaluate(axeSource);
  for (const dark of [false, true]) {
    // VitePress's theme switch sets the `dark` class on the root, and turns transitions off
    // meanwhile, as here: axe would otherwise read colours half-way.
    await page.evaluate(
      (on) =>
        new Promise((done) => {
          const still = document.createElement('style');
          still.textContent = '*, *::before, *::after { transition: none !important }';
          document.head.append(still);
          document.documentElement.classList.toggle('dark', on);
          requestAnimationFrame(() => requestAnimationFrame(() => done(still.remove())));
        }),
      dark,
    );
    const violations = await page.evaluate(async () => {
      const result = await globalThis.axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}; ${v.nodes.length} node(s): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
    });
    report(violations.length === 0, `${name}: axe finds no violation (${dark ? 'dark' : 'light'} theme)`, violations);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/**
 * Polls `probe` (in Node) until it returns true, for up to `timeout` ms; returns true, or the
 * last thing it said. A loaded machine debounces, parses and draws late: the checks wait for
 * the state they need, never for a fixed time.
 */
async function until(probe, timeout = 30000) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await probe();
    } catch (error) {
      last = error.message;
    }
    if (last === true || Date.now() > deadline) return last;
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The playground, used as a newcomer would: a shape, a map and a scene written from nothing. */
async function playgroundChecks(page, url) {
  const api = (fn, ...args) => page.evaluate(fn, ...args);
  const drawn = async () =>
    differingPixels(page, await (await page.$('.pg-result')).screenshot({ encoding: 'base64' }));
  const model = async () => JSON.parse(await api(() => globalThis.libSpritesPlayground.json()));
  const check = async (what, test) => {
    try {
      const detail = await test();
      report(detail === true, `playground: ${what}`, detail === true ? [] : [String(detail)]);
    } catch (error) {
      report(false, `playground: ${what}`, [error.message]);
    }
  };
  await page.waitForFunction(() => globalThis.libSpritesPlayground !== undefined, { timeout: 30000 });

  await check('an emptied editor draws nothing and shows an empty model', async () => {
    await page.click('.pg-editor .cm-content');
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
    return until(async () => {
      const json = await model();
      return (Array.isArray(json) && json.length === 0) || `model ${JSON.stringify(json)}`;
    });
  });

  await check('a shape typed from nothing is drawn and modelled', async () => {
    // The editor closes each tag as it is typed, so the text is whole when typing ends.
    await page.keyboard.type(
      '<lib-sprites-group width="80" height="80"><lib-sprite src-type="CIRCLE" left="40" top="40" data-radius="30" data-style="crimson">',
    );
    return until(async () => {
      const json = await model();
      const sprite = json.sprites?.[0];
      if (sprite?.srcType !== 5 || sprite?.data?.radius !== 30) return `model ${JSON.stringify(json)}`;
      return (await drawn()) > 200 || 'nothing drawn';
    });
  });

  await check('editing the model JSON rewrites the markup and the picture', async () => {
    const json = await model();
    const sprite = json.sprites?.[0];
    if (!sprite?.data) return `model ${JSON.stringify(json)}`;
    sprite.data.radius = 12;
    json.sprites.push({ srcType: 'RECTANGLE', width: 20, height: 20, data: { style: 'navy' } });
    await api((text) => globalThis.libSpritesPlayground.setJson(text), JSON.stringify(json));
    return until(async () => {
      const markup = await api(() => globalThis.libSpritesPlayground.markup());
      if (!markup.includes('data-radius="12"') || !/<lib-sprite src-type="RECTANGLE"[^>]*width="20"/.test(markup))
        return `markup ${markup}`;
      const sprites = await page.$$eval('.pg-result lib-sprites-group lib-sprite', (all) => all.length);
      return sprites === 2 || `${sprites} sprites drawn from the JSON`;
    });
  });

  await check('a map written from nothing is drawn, its tiles in the model', async () => {
    await api(
      (text) => globalThis.libSpritesPlayground.setMarkup(text),
      [
        '<lib-sprites-group id="g" hidden width="16" height="16"><lib-sprite src-type="RECTANGLE" data-style="#4a2"></lib-sprite></lib-sprites-group>',
        '<lib-sprites-group id="w" hidden width="16" height="16"><lib-sprite src-type="RECTANGLE" data-style="#38c"></lib-sprite></lib-sprites-group>',
        `<lib-sprites-group width="64" height="32"><lib-sprite src-type="MAP" width="64" height="32" src='[["g","w","w","g"],["g","g","w","g"]]' data-elements-data='{"g":{"id":"g"},"w":{"id":"w"}}'></lib-sprite></lib-sprites-group>`,
      ].join('\n'),
    );
    return until(async () => {
      const json = await model();
      if (!Array.isArray(json) || json.length !== 3 || json[2].sprites?.[0]?.srcType !== 12)
        return `model ${JSON.stringify(json).slice(0, 300)}`;
      return (await drawn()) > 300 || 'nothing drawn';
    });
  });

  await check('a scene written from nothing is drawn; its JSON moves a group', async () => {
    await api(
      (text) => globalThis.libSpritesPlayground.setMarkup(text),
      [
        '<lib-sprites-scene renderer="canvas" width="200" height="100">',
        '<lib-sprites-group id="sun" left="150" top="40"><lib-sprite src-type="CIRCLE" data-radius="20" data-style="orange"></lib-sprite></lib-sprites-group>',
        '<lib-sprites-group id="box" left="10" top="10" width="40" height="40"><lib-sprite src-type="RECTANGLE" data-style="teal"></lib-sprite></lib-sprites-group>',
        '</lib-sprites-scene>',
      ].join('\n'),
    );
    let json;
    const shown = await until(async () => {
      json = await model();
      if (json.spritesGroups?.length !== 2) return `model ${JSON.stringify(json).slice(0, 300)}`;
      return (await drawn()) >= 300 || 'nothing drawn';
    });
    if (shown !== true) return shown;
    json.spritesGroups[1].left = 60;
    await api((text) => globalThis.libSpritesPlayground.setJson(text), JSON.stringify(json));
    return until(async () => {
      const left = await page.$eval('.pg-result lib-sprites-group#box', (el) => el.getAttribute('left'));
      return left === '60' || `left ${left}`;
    });
  });

  await check("the library's warnings show beside the editor", async () => {
    await api(
      (text) => globalThis.libSpritesPlayground.setMarkup(text),
      '<lib-sprites-group width="big"><lib-sprite src-type="CIRCLE" data-radius="huge"></lib-sprite></lib-sprites-group>',
    );
    return until(async () => {
      const shown = await page.$$eval('.pg-warnings li', (items) => items.map((li) => li.textContent));
      return (
        (shown.some((w) => w.includes('width')) && shown.some((w) => w.includes('radius'))) ||
        `warnings ${JSON.stringify(shown)}`
      );
    });
  });

  await check('the URL hash holds the markup and opens it again', async () => {
    const markup =
      '<lib-sprites-group width="50" height="50"><lib-sprite src-type="RECTANGLE" data-style="purple"></lib-sprite></lib-sprites-group>';
    await api((text) => globalThis.libSpritesPlayground.setMarkup(text), markup);
    const shared = await page.url();
    const other = await browser.newPage();
    await other.goto(shared, { waitUntil: 'networkidle0', timeout: 120000 });
    await other.waitForFunction(() => globalThis.libSpritesPlayground !== undefined, { timeout: 30000 });
    const opened = await until(async () => {
      const text = await other.evaluate(() => globalThis.libSpritesPlayground.markup());
      const groups = await other.$$eval('.pg-result lib-sprites-group', (g) => g.length);
      return (text === markup && groups === 1) || `opened ${text}, ${groups} group(s)`;
    });
    await other.close();
    return (shared.startsWith(url) && shared.includes('#markup=') && opened) || `shared ${shared}, ${opened}`;
  });

  await check('markup that would run script is not run', async () => {
    await api(
      (text) => globalThis.libSpritesPlayground.setMarkup(text),
      '<img src="x" onerror="window.__ran = 1"><lib-sprites-group onclick="window.__ran = 1" label="x"><lib-sprite src-type="TEXT" src="safe"></lib-sprite></lib-sprites-group><script>window.__ran = 1</script>',
    );
    // Once the group the markup holds has drawn, whatever the markup could run has run.
    await page.waitForFunction(
      () => document.querySelector('.pg-result lib-sprites-group[label="x"]')?.updateComplete,
      { timeout: 30000 },
    );
    await page.evaluate(() => document.querySelector('.pg-result lib-sprites-group').updateComplete);
    const ran = await page.evaluate(() => window.__ran);
    const handler = await page.$eval('.pg-result lib-sprites-group', (el) => el.hasAttribute('onclick'));
    return (ran === undefined && !handler) || 'script ran or a handler was kept';
  });
}

try {
  for (const name of pages) {
    if (only.length && !only.some((o) => name.includes(o))) continue;
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const problems = [];
    page.on('console', (message) => {
      if (['error', 'warn', 'warning', 'assert'].includes(message.type()))
        problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(origin))
        problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400)
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    const url = `${origin}${base}${name}`;
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120000 });
    // The library is imported once the page has hydrated; then give images and atlases a moment.
    await page
      .waitForFunction(() => customElements.get('lib-sprites-group') !== undefined, { timeout: 60000 })
      .catch(() => problems.push('the elements were never defined'));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
    await page.waitForNetworkIdle({ idleTime: 200, timeout: 10000 }).catch(() => {});

    // Live examples draw something.
    const examples = await page.$$('.live-result');
    const blank = [];
    for (const [index, example] of examples.entries()) {
      await example.scrollIntoView();
      // Images and atlases load late on a loaded machine: wait for pixels, give up after a while.
      const draws = await until(
        async () => (await differingPixels(page, await example.screenshot({ encoding: 'base64' }))) >= 20,
        15000,
      );
      if (draws !== true) blank.push(`example ${index + 1} of ${examples.length} draws nothing`);
    }
    report(blank.length === 0, `${name}: ${examples.length} live example(s) draw`, blank);

    // Controls in examples look like controls: the theme's reset leaves buttons as bare text and
    // selects without their arrow (appearance: none).
    const bare = await page.$$eval('.live-result :is(button, select)', (controls) =>
      controls
        .filter((c) => {
          const style = getComputedStyle(c);
          return style.borderTopStyle === 'none' || (c.localName === 'select' && style.appearance === 'none');
        })
        .map((c) => `<${c.localName}> "${c.textContent.trim().slice(0, 20)}" looks like bare text`),
    );
    report(bare.length === 0, `${name}: the examples' buttons and selects look like controls`, bare);

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
        const shows = await page
          .waitForFunction((el) => el.showing, { timeout: 15000 }, cursor)
          .then(
            () => true,
            () => false,
          );
        if (!shows) hidden.push(`cursor ${index + 1} does not show`);
        await page.evaluate((el) => el.setAttribute('disabled', ''), cursor);
      }
      report(hidden.length === 0, `${name}: ${cursors.length} fake cursor(s) show when enabled`, hidden);
    }

    // Links inside the site lead somewhere.
    const links = await page.$$eval('a[href]', (anchors) => anchors.map((a) => a.href));
    // A page rendered in the browser only (404.html) has its ids in the live document, not in its file.
    const liveIds = new Set(await page.$$eval('[id]', (all) => all.map((el) => el.id)));
    const dead = new Set();
    for (const href of links) {
      const target = new URL(href);
      if (target.origin !== origin) continue;
      const file = fileFor(target.pathname);
      if (!file) dead.add(`${href}: no such page`);
      else if (
        target.hash &&
        target.hash !== '#' &&
        extname(file) === '.html' &&
        !(target.pathname === new URL(url).pathname ? liveIds : idsOf(file)).has(
          decodeURIComponent(target.hash.slice(1)),
        )
      ) {
        dead.add(`${href}: no such section`);
      }
    }
    report(dead.size === 0, `${name}: ${links.length} links lead somewhere`, [...dead]);

    await axeChecks(page, name);

    report(problems.length === 0, `${name}: no console error or warning, no failed request`, problems);
    // Interactive checks come last: they make the library warn on purpose.
    if (name === 'playground.html') await playgroundChecks(page, url);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`\ndocs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
