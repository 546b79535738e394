import puppeteer from 'puppeteer';
import { readFileSync } from 'node:fs';
import { findChromium, chromiumArgs } from '/work/wt/model/scripts/browsers.mjs';
const b = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
const p = await b.newPage();
await p.addScriptTag({ content: readFileSync('/tmp/mscratch/sn.js', 'utf8') });
const r = await p.evaluate(() => globalThis.run());
for (const [k, v] of Object.entries(r)) console.log(k, v.map((x) => x.toFixed(1)).join(' '));
await b.close();
