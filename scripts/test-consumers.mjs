// `npm run test:consumers`: the packed package, as a new user gets it, in
// throw-away React 19 + TypeScript, Vue 3 + vue-tsc and Svelte 5 + svelte-check
// projects made from registry packages (test/consumers/<name>/ holds their
// package.json and tsconfig). For each, a file using every element, attribute
// and event from dist/custom-elements.json must type-check under `strict` with
// zero errors, and a file giving `fps` an object must fail on exactly that. Svelte
// checks a legacy-mode component (`on:` events) and a runes-mode one (`onlib-…`
// event attributes), with `skipLibCheck: false`; Vue checks with `strictTemplates`,
// and a file of misspelled attribute, event and tag must fail on exactly those.
// The Frameworks examples of docs/getting-started.md are checked there too, as written.
//
// The projects live in .cache/consumers/ (ignored by git, kept by `npm ci`);
// their registry packages are installed once and again only when their
// package.json changes; the tarball is installed afresh on every run.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, '.cache', 'consumers');
const templates = join(root, 'test', 'consumers');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return {
    code: result.status ?? 1,
    stdout: result.stdout ?? '',
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
  };
}

/** The same, without blocking: the checks of the three projects run side by side. */
function runAsync(command, args, cwd) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

function must(command, args, cwd) {
  const { code, stdout, output } = run(command, args, cwd);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${output}`);
  return stdout;
}

// ---------------------------------------------------------------- the tarball
if (!existsSync(join(root, 'dist', 'custom-elements.json'))) must(npm, ['run', 'build'], root);
mkdirSync(cache, { recursive: true });
for (const old of readdirSync(cache).filter((f) => f.endsWith('.tgz'))) rmSync(join(cache, old));
const [packed] = JSON.parse(must(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', cache], root));
const tarball = join(cache, packed.filename);
const shipped = packed.files.map((f) => f.path);
for (const unwanted of shipped.filter((p) => /test-helpers|\.test\.|^test\//.test(p))) {
  throw new Error(`the tarball ships a test file: ${unwanted}`);
}
console.log(`packed ${packed.filename}: ${shipped.length} files, ${(packed.size / 1024).toFixed(0)} KB (${seconds()})`);

// ------------------------------------------------- usage files from the manifest
const manifest = JSON.parse(readFileSync(join(root, 'dist', 'custom-elements.json'), 'utf8'));
const elements = manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.tagName));
const byTag = new Map(elements.map((d) => [d.tagName, d]));
const detailOf = (event) => /^CustomEvent<(\w+)>$/.exec(event.type?.text ?? '')?.[1];
const detailTypes = [...new Set(elements.flatMap((d) => (d.events ?? []).map(detailOf).filter(Boolean)))];

/** A value of the attribute's type: [kind, text]. */
function sampleValue(tag, attribute) {
  const type = attribute.type.text;
  if (attribute.name === 'id') return ['string', `${tag}-id`];
  if (type.includes("'TEXT'")) return ['string', 'TEXT'];
  if (/\bnumber\b/.test(type)) return ['number', attribute.name === 'pointer' ? '0' : '10'];
  if (/\bboolean\b/.test(type)) return ['boolean', 'true'];
  // A string type by another name (a union alias): its default is one of its values.
  // A union of literals with no default (`'scroll' | 'view'`): its first member.
  const quoted = /^'([^']*)'$/.exec(attribute.default ?? '') ?? /^'([^']*)'/.exec(type);
  return ['string', quoted ? quoted[1] : 'x'];
}

/** An inline handler whose parameter has no annotation: under `strict` it compiles only if the event is typed. */
function handler(event) {
  const detail = detailOf(event);
  // An event without a CustomEvent<Detail> type leaves `e` untyped, which strict mode reports.
  if (!detail) return '(e) => use(e)';
  const extra = detail === 'SpriteChangeDetail' ? ' use(e.detail.sprite?.id, e.detail.pointer.toFixed());' : '';
  return `(e) => { const detail: ${detail} = e.detail; use(detail);${extra} }`;
}

/** `<tag …every attribute…, …every event…>` in a framework's syntax; children inside. */
function markup(tag, syntax, children = '') {
  const d = byTag.get(tag);
  const parts = (d.attributes ?? []).map((a) => syntax.attribute(a.name, ...sampleValue(tag, a)));
  parts.push('data-team="red"');
  for (const event of d.events ?? []) parts.push(syntax.event(event.name, handler(event)));
  return `<${tag}\n    ${parts.join('\n    ')}\n  >${children}</${tag}>`;
}

function tree(syntax) {
  const sub = markup('lib-sub-sprite', syntax);
  const sprite = markup('lib-sprite', syntax, `\n  ${sub}\n  `);
  // Elements other than these four (added since) stand alone, every attribute and event on them too.
  const others = [...byTag.keys()].filter(
    (tag) => !['lib-sprites-group', 'lib-sprite', 'lib-sub-sprite', 'lib-fake-cursor'].includes(tag),
  );
  return [
    markup('lib-sprites-group', syntax, `\n  ${sprite}\n  `),
    markup('lib-fake-cursor', syntax),
    ...others.map((tag) => markup(tag, syntax)),
  ].join('\n  ');
}

const jsx = {
  attribute: (name, kind, value) =>
    kind === 'boolean' ? name : kind === 'number' ? `${name}={${value}}` : `${name}="${value}"`,
  event: (name, code) => `on${name}={${code}}`,
};
const vue = {
  attribute: (name, kind, value) =>
    kind === 'boolean' ? name : kind === 'number' ? `:${name}="${value}"` : `${name}="${value}"`,
  event: (name, code) => `@${name}="${code.replace(/"/g, "'")}"`,
};
// Svelte's `on:` directive (legacy mode), and Svelte 5's event attribute, the one form of runes mode.
const svelte = {
  attribute: jsx.attribute,
  event: (name, code) => `on:${name}={${code}}`,
};
const svelteRunes = { ...svelte, event: (name, code) => `on${name}={${code}}` };
const typeImport = `import type { ${detailTypes.join(', ')} } from 'lib-sprites';`;

// Events bubble and are composed, so once the package types them on document and window
// (DocumentEventMap, WindowEventMap), listeners there are checked too.
const shippedTypes = readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.d.ts'))
  .map((file) => readFileSync(join(root, 'dist', file), 'utf8'))
  .join('\n');
const pageListeners = /interface (DocumentEventMap|WindowEventMap)\b/.test(shippedTypes)
  ? elements
      .flatMap((d) => d.events ?? [])
      .filter(detailOf)
      .flatMap((event) =>
        ['document', 'window'].map((target) => `${target}.addEventListener('${event.name}', ${handler(event)});`),
      )
      .join('\n')
  : '';
const use = 'function use(...values: unknown[]): void { void values; }';

const consumers = [
  {
    name: 'react',
    files: {
      'src/App.tsx': `import 'lib-sprites';\n${typeImport}\n\n${use}\n\n${pageListeners}\n\nexport function App() {\n  return (\n    <>\n  ${tree(jsx)}\n    </>\n  );\n}\n`,
      'wrong/Wrong.tsx': `import 'lib-sprites';\n\nexport const Wrong = () => <lib-sprites-group fps={{}}></lib-sprites-group>;\n`,
    },
    check: (tsconfig) => ['node_modules/.bin/tsc', ['-p', tsconfig]],
  },
  {
    name: 'vue',
    files: {
      'src/App.vue': `<script setup lang="ts">\nimport 'lib-sprites';\n${typeImport}\n\n${use}\n</script>\n\n<template>\n  ${tree(vue)}\n</template>\n`,
      'wrong/Wrong.vue': `<script setup lang="ts">\nimport 'lib-sprites';\n</script>\n\n<template>\n  <lib-sprites-group :fps="{}"></lib-sprites-group>\n</template>\n`,
    },
    // With `strictTemplates` (tsconfig.json, as docs/getting-started.md says), vue-tsc also rejects
    // a misspelled attribute, event or tag, which it lets through without it.
    misspelled: {
      file: 'misspelled/Misspelled.vue',
      text: `<script setup lang="ts">\nimport 'lib-sprites';\n</script>\n\n<template>\n  <lib-sprites-group :fsp="10"></lib-sprites-group>\n  <lib-sprites-group @lib-sprite-chnage="() => {}"></lib-sprites-group>\n  <lib-sprite-group></lib-sprite-group>\n</template>\n`,
      names: ['fsp', 'onLibSpriteChnage', 'lib-sprite-group'],
    },
    check: (tsconfig) => ['node_modules/.bin/vue-tsc', ['-p', tsconfig]],
  },
  {
    name: 'svelte',
    files: {
      'src/App.svelte': `<script lang="ts">\n  import 'lib-sprites';\n  ${typeImport}\n\n  ${use}\n</script>\n\n${tree(svelte)}\n`,
      // `$state` puts the component in runes mode; a DOM event's handler sees the element's own class.
      'src/AppRunes.svelte': `<script lang="ts">\n  import 'lib-sprites';\n  ${typeImport}\n\n  ${use}\n  let seen = $state(0);\n</script>\n\n${tree(svelteRunes)}\n<lib-sprites-group onanimationend={(e) => use(e.animationName, e.currentTarget.controller.getSprites().length, seen++)}></lib-sprites-group>\n`,
      'wrong/Wrong.svelte': `<script lang="ts">\n  import 'lib-sprites';\n</script>\n\n<lib-sprites-group fps={{}}></lib-sprites-group>\n`,
    },
    check: (tsconfig) => [
      'node_modules/.bin/svelte-check',
      ['--tsconfig', tsconfig, '--output', 'human', '--fail-on-warnings'],
    ],
  },
];

// The Frameworks examples of docs/getting-started.md, as written: a code block right after
// `<!-- consumer: <project> <path> -->` becomes that file of that project.
const guide = readFileSync(join(root, 'docs/getting-started.md'), 'utf8');
for (const [, name, path, code] of guide.matchAll(/<!-- consumer: (\w+) (\S+) -->\n```\w*\n([\s\S]*?)```/g)) {
  const consumer = consumers.find((c) => c.name === name);
  if (!consumer) throw new Error(`docs/getting-started.md names an unknown consumer project: ${name}`);
  consumer.files[path] = code;
}
for (const consumer of consumers) {
  if (!Object.keys(consumer.files).some((path) => path.startsWith('src/') && !path.startsWith('src/App'))) {
    throw new Error(`docs/getting-started.md has no example for ${consumer.name}`);
  }
}

// ------------------------------------------------------------------ the checks
/** Type errors in a checker's output, one line each. */
const errorLines = (output) => output.split('\n').filter((l) => /error TS\d+|\bError:/.test(l));

async function check(consumer) {
  const dir = join(cache, consumer.name);
  const template = join(templates, consumer.name);
  const manifestText = readFileSync(join(template, 'package.json'), 'utf8');
  const stamp = createHash('sha256').update(manifestText).digest('hex');
  const stampFile = join(dir, '.installed');
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(template, dir, { recursive: true });
    must(npm, ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], dir);
    writeFileSync(stampFile, stamp);
  } else {
    cpSync(template, dir, { recursive: true });
  }
  must(npm, ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', tarball], dir);
  for (const [path, text] of Object.entries(consumer.files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }

  const { misspelled } = consumer;
  if (misspelled) {
    mkdirSync(dirname(join(dir, misspelled.file)), { recursive: true });
    writeFileSync(join(dir, misspelled.file), misspelled.text);
  }
  const [command, args] = consumer.check('tsconfig.json');
  const [, wrongArgs] = consumer.check('tsconfig.wrong.json');
  const [good, wrong, typo] = await Promise.all([
    runAsync(join(dir, command), args, dir),
    runAsync(join(dir, command), wrongArgs, dir),
    misspelled && runAsync(join(dir, command), consumer.check('tsconfig.misspelled.json')[1], dir),
  ]);
  const wrongErrors = errorLines(wrong.output);
  const goodOk = good.code === 0;
  // Exactly one error, on the fps line, saying an object is not the number fps takes.
  const wrongOk =
    wrong.code !== 0 &&
    wrongErrors.length === 1 &&
    /Wrong\.\w+[:(]\d+/.test(wrong.output) &&
    /'\{\}' is not assignable to type '[^']*number/.test(wrong.output);
  // One error per misspelling, each on its own line and naming it.
  const typoErrors = typo ? errorLines(typo.output) : [];
  const typoOk =
    !typo ||
    (typoErrors.length === misspelled.names.length &&
      misspelled.names.every((name, i) => typoErrors.some((l) => l.includes(`(${6 + i},`) && l.includes(`'${name}'`))));
  const typoNote = typo ? `; misspellings ${typoOk ? 'are rejected' : 'are NOT rejected as they should be'}` : '';
  console.log(
    `${consumer.name}: every element, attribute and event ${goodOk ? 'type-checks' : 'FAILS'}; fps={{}} ${wrongOk ? 'is rejected' : 'is NOT rejected as it should be'}${typoNote} (${seconds()})`,
  );
  if (!goodOk) console.log(good.output);
  if (!wrongOk) console.log(wrong.output);
  if (!typoOk) console.log(typo.output);
  return goodOk && wrongOk && typoOk;
}

// Installs one after another (npm's cache is shared), checks side by side.
const checks = [];
for (const consumer of consumers) checks.push(check(consumer));
const failed = (await Promise.all(checks)).includes(false);

if (failed) {
  console.error(`test:consumers failed; the projects are in ${cache}`);
  process.exit(1);
}
console.log(`test:consumers passed in ${seconds()}`);
