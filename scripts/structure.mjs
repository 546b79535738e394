/**
 * The structure of `src/`: rooms (folders), the arrows between them (value
 * imports; `import type` left out, as it leaves nothing at run time) and any
 * circle (modules that import each other, directly or round a loop).
 *
 *   node scripts/structure.mjs           prints rooms, arrows and circles
 *   node scripts/structure.mjs --check   also fails on a circle or an upward arrow
 *   node scripts/structure.mjs --svg F   writes the picture of rooms and arrows to F
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Layers from the bottom: a module may import its own layer or one below, never above. */
export const LAYERS = ['shared', 'model', 'render', 'elements', 'cursor'];
const layerOf = (room) => room.split('/')[0];
const rankOf = (room) => LAYERS.indexOf(layerOf(room));

function sourcesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Only what runs: `import type` / `export type`, and braces of types only, carry nothing. */
function valueImports(text) {
  const found = [];
  const pattern =
    /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) {
    if (match[5]) {
      found.push(match[5]);
      continue;
    }
    if (match[2]) continue;
    const braces = /^\{([\s\S]*)\}$/.exec(match[3].trim());
    if (braces && braces[1].split(',').every((item) => !item.trim() || /^type\s/.test(item.trim()))) continue;
    found.push(match[4]);
  }
  return found.filter((spec) => spec.startsWith('.'));
}

/** The modules of src/ (paths relative to src/, `.ts`) and their value imports. */
export function readModules(root = ROOT) {
  const src = join(root, 'src');
  const modules = new Map();
  for (const file of sourcesUnder(src)) {
    const name = relative(src, file).split('\\').join('/');
    const imports = valueImports(readFileSync(file, 'utf8')).map((spec) =>
      posix.normalize(posix.join(posix.dirname(name), spec)).replace(/\.js$/, '.ts'),
    );
    modules.set(name, imports);
  }
  return modules;
}

export const roomOf = (module) => (module.includes('/') ? posix.dirname(module) : '(entry)');

/** Room → rooms it imports from, with how many imports. */
export function roomArrows(modules) {
  const arrows = new Map();
  for (const [module, imports] of modules) {
    for (const target of imports) {
      const from = roomOf(module);
      const to = roomOf(target);
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      arrows.set(key, (arrows.get(key) ?? 0) + 1);
    }
  }
  return arrows;
}

/**
 * Rooms that import each other, directly or round a loop: the same search on
 * rooms. A room's `index.ts` gathering its sub-rooms for the package entry is
 * left out: it is the room's front door, not a dependency.
 */
export function roomCircles(modules) {
  const byRoom = new Map();
  for (const [module, imports] of modules) {
    const from = roomOf(module);
    if (!byRoom.has(from)) byRoom.set(from, []);
    for (const target of imports) {
      const to = roomOf(target);
      const frontDoor = module.endsWith('/index.ts') && to.startsWith(`${from}/`);
      if (to !== from && !frontDoor) byRoom.get(from).push(to);
    }
  }
  return circles(byRoom);
}

/** Arrows that go up a layer (the entry modules at the top of src/ may import anything). */
export function upwardArrows(modules) {
  return [...roomArrows(modules).keys()].filter((key) => {
    const [from, to] = key.split(' -> ');
    return from !== '(entry)' && rankOf(to) > rankOf(from);
  });
}

/** Strongly connected groups of two or more modules (Tarjan): each is a circle. */
export function circles(modules) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const result = [];
  const visit = (module) => {
    indexOf.set(module, index);
    low.set(module, index++);
    stack.push(module);
    onStack.add(module);
    for (const target of modules.get(module) ?? []) {
      if (!modules.has(target)) continue;
      if (!indexOf.has(target)) {
        visit(target);
        low.set(module, Math.min(low.get(module), low.get(target)));
      } else if (onStack.has(target)) low.set(module, Math.min(low.get(module), indexOf.get(target)));
    }
    if (low.get(module) !== indexOf.get(module)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1) result.push(group.sort());
  };
  for (const module of modules.keys()) if (!indexOf.has(module)) visit(module);
  return result;
}

/** Rooms in rows by layer (top: the entry, then cursor, elements, render, model, shared), arrows between. */
export function pictureSvg(modules) {
  const rooms = [...new Set([...modules.keys()].map(roomOf))].sort();
  const rows = ['(entry)', ...[...LAYERS].reverse()].map((layer) =>
    rooms.filter((room) => (layer === '(entry)' ? room === '(entry)' : room !== '(entry)' && layerOf(room) === layer)),
  );
  const boxWidth = 118;
  const boxHeight = 30;
  const gap = 14;
  const rowGap = 70;
  const width = Math.max(...rows.map((row) => row.length)) * (boxWidth + gap) + gap;
  const place = new Map();
  rows.forEach((row, r) => {
    const left = (width - row.length * (boxWidth + gap) + gap) / 2;
    row.forEach((room, i) => place.set(room, { x: left + i * (boxWidth + gap), y: gap + r * (boxHeight + rowGap) }));
  });
  const height = gap + rows.length * (boxHeight + rowGap) - rowGap + gap;
  const lines = [];
  for (const key of roomArrows(modules).keys()) {
    const [from, to] = key.split(' -> ').map((room) => place.get(room));
    if (!from || !to) continue;
    const down = to.y > from.y;
    const sameRow = to.y === from.y;
    const x1 = from.x + boxWidth / 2;
    const y1 = sameRow ? from.y + boxHeight : down ? from.y + boxHeight : from.y;
    const x2 = to.x + boxWidth / 2;
    const y2 = sameRow ? to.y + boxHeight : down ? to.y : to.y + boxHeight;
    const bend = sameRow ? ` Q ${(x1 + x2) / 2} ${y1 + 30} ` : ' L ';
    const colour = down || sameRow ? '#5b6b7f' : '#c0392b';
    lines.push(
      `<path d="M ${x1} ${y1}${bend}${x2} ${y2}" stroke="${colour}" fill="none" marker-end="url(#head)" opacity="0.55"/>`,
    );
  }
  const boxes = [...place].map(
    ([room, { x, y }]) =>
      `<g><rect x="${x}" y="${y}" width="${boxWidth}" height="${boxHeight}" rx="5" fill="#eef3f8" stroke="#5b6b7f"/>` +
      `<text x="${x + boxWidth / 2}" y="${y + 19}" text-anchor="middle" font-family="sans-serif" font-size="11">${room}</text></g>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="The rooms of src/ and the imports between them">`,
    '<defs><marker id="head" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L8 4 L0 8 z" fill="#5b6b7f"/></marker></defs>',
    ...lines,
    ...boxes,
    '</svg>',
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const modules = readModules();
  const arrows = roomArrows(modules);
  const found = circles(modules);
  const roomLoops = roomCircles(modules);
  const upward = upwardArrows(modules);
  console.log(
    `${modules.size} modules in ${new Set([...modules.keys()].map(roomOf)).size} rooms, ${arrows.size} arrows between rooms`,
  );
  for (const [key, count] of [...arrows].sort()) console.log(`  ${key} (${count})`);
  console.log(
    found.length ? `circles:\n${found.map((group) => `  ${group.join(' <-> ')}`).join('\n')}` : 'circles: none',
  );
  console.log(
    roomLoops.length
      ? `room circles:\n${roomLoops.map((group) => `  ${group.join(' <-> ')}`).join('\n')}`
      : 'room circles: none',
  );
  console.log(upward.length ? `upward arrows:\n  ${upward.join('\n  ')}` : 'upward arrows: none');
  const svgAt = process.argv.indexOf('--svg');
  if (svgAt > 0) writeFileSync(process.argv[svgAt + 1], pictureSvg(modules));
  if (process.argv.includes('--check') && (found.length || roomLoops.length || upward.length)) process.exitCode = 1;
}
