// The API tables of the elements, made from the Custom Elements Manifest that
// `npm run build` writes (dist/custom-elements.json, by `cem analyze`), so the
// reference says what the code declares. A page asks for them with a line
//   <!-- api: lib-sprites-group -->      (one element; several names allowed)
//   <!-- api: all -->                    (every element, one section each)
// Event detail types are read from the built declarations (dist/**/*.d.ts).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { MarkdownRenderer as MarkdownIt } from 'vitepress';

const root = resolve(__dirname, '../../..');
const manifestPath = join(root, 'dist/custom-elements.json');

interface TypeRef {
  text?: string;
}
interface Attribute {
  name: string;
  fieldName?: string;
  type?: TypeRef;
  default?: string;
  description?: string;
}
interface Parameter {
  name: string;
  type?: TypeRef;
  optional?: boolean;
  default?: string;
  description?: string;
  rest?: boolean;
}
interface Member {
  kind: 'field' | 'method';
  name: string;
  privacy?: string;
  static?: boolean;
  readonly?: boolean;
  type?: TypeRef;
  default?: string;
  description?: string;
  attribute?: string;
  parameters?: Parameter[];
  return?: { type?: TypeRef };
}
interface Named {
  name: string;
  description?: string;
  default?: string;
  type?: TypeRef;
}
export interface ElementDeclaration {
  name: string;
  tagName: string;
  description?: string;
  attributes?: Attribute[];
  members?: Member[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
  slots?: Named[];
}
interface Manifest {
  modules: { path: string; declarations?: (ElementDeclaration & { customElement?: boolean })[] }[];
}

/** The elements in the order a reader meets them. */
const ORDER = [
  'lib-sprites-group',
  'lib-sprite',
  'lib-sub-sprite',
  'lib-sprites-scene',
  'lib-fake-cursor',
  'lib-cursor-state',
];

let cache: { mtime: number; elements: Map<string, ElementDeclaration & { module: string }> } | undefined;

export function loadElements(): Map<string, ElementDeclaration & { module: string }> {
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run \`npm run build\` first (npm run docs and docs:build do)`);
  }
  const mtime = statSync(manifestPath).mtimeMs;
  if (cache?.mtime === mtime) return cache.elements;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const elements = new Map<string, ElementDeclaration & { module: string }>();
  for (const mod of manifest.modules) {
    for (const d of mod.declarations ?? [])
      if (d.customElement && d.tagName) elements.set(d.tagName, { ...d, module: mod.path });
  }
  cache = { mtime, elements };
  return elements;
}

// ------------------------------------------------------------ detail types

/** `interface XDetail { ... }` bodies from the built declarations, by name. */
function declaredInterfaces(): Map<string, { extends: string[]; body: string[] }> {
  const found = new Map<string, { extends: string[]; body: string[] }>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.d.ts')) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(/export interface (\w+)(?: extends ([\w, <>]+))? \{\n([\s\S]*?)\n\}/g)) {
          const [, name, parents, inner] = m;
          if (name === undefined || inner === undefined) continue;
          const body = inner
            .replace(/\/\*\*[\s\S]*?\*\//g, '')
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line && !line.startsWith('//'));
          found.set(name, { extends: parents ? parents.split(',').map((s) => s.trim()) : [], body });
        }
      }
    }
  };
  walk(join(root, 'dist'));
  return found;
}

/** `CustomEvent<SpriteChangeDetail>` → `{ pointer: number; … }`, parents' fields included. */
function detailShape(typeText: string, interfaces: ReturnType<typeof declaredInterfaces>): string | null {
  const name = /^CustomEvent<(\w+)>$/.exec(typeText.trim())?.[1];
  if (!name) return null;
  const fields = (n: string, seen: Set<string>): string[] => {
    const decl = interfaces.get(n);
    if (!decl || seen.has(n)) return [];
    seen.add(n);
    return [...decl.extends.flatMap((p) => fields(p, seen)), ...decl.body];
  };
  const body = fields(name, new Set());
  return body.length ? `${name}: { ${body.join(' ').replace(/;$/, '')} }` : name;
}

// ------------------------------------------------------------- rendering

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\{\{/g, '&#123;&#123;');
const code = (text: string | undefined): string => (text ? `<code>${escapeHtml(text)}</code>` : '');
/** JSDoc prose with its inline markdown (`code`, links), on one line. */
const prose = (md: MarkdownIt, text: string | undefined): string =>
  text ? md.renderInline(text.replace(/\s*\n\s*/g, ' ')).replace(/\{\{/g, '&#123;&#123;') : '';

function table(head: string[], rows: string[][]): string {
  if (rows.length === 0) return '';
  const th = head.map((h) => `<th>${h}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
  // One line: a blank line would end the HTML block.
  return `<table class="api-table"><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>\n\n`;
}

const isPublic = (m: Member): boolean => !m.static && (!m.privacy || m.privacy === 'public') && !m.name.startsWith('_');

export function elementSection(md: MarkdownIt, tag: string, level: number): string {
  const elements = loadElements();
  const el = elements.get(tag);
  if (!el) throw new Error(`<!-- api: ${tag} -->: no such element in ${manifestPath}`);
  const interfaces = declaredInterfaces();
  const h = '#'.repeat(level);
  const out: string[] = [];
  out.push(`${h} \`<${tag}>\` {#api-${tag}}\n`);
  out.push(`Class \`${el.name}\`, from \`${el.module.replace(/^dist\//, 'src/').replace(/\.js$/, '.ts')}\`.\n`);
  if (el.description) out.push(el.description.trim() + '\n');

  const attributes = el.attributes ?? [];
  out.push(`${h}# Attributes {#api-${tag}-attributes}\n`);
  out.push(
    table(
      ['attribute', 'property', 'type', 'default', 'description'],
      attributes.map((a) => [
        code(a.name),
        code(a.fieldName),
        code(a.type?.text),
        code(a.default),
        prose(md, a.description),
      ]),
    ) || 'None.\n\n',
  );

  const attributeFields = new Set(attributes.map((a) => a.fieldName));
  const properties = (el.members ?? []).filter(
    (m) => m.kind === 'field' && isPublic(m) && !attributeFields.has(m.name),
  );
  out.push(`${h}# Properties {#api-${tag}-properties}\n`);
  out.push(
    properties.length
      ? 'Properties without an attribute (each attribute above is also a property).\n\n' +
          table(
            ['property', 'type', 'access', 'description'],
            properties.map((p) => [
              code(p.name),
              code(p.type?.text),
              p.readonly ? 'read-only' : 'read/write',
              prose(md, p.description),
            ]),
          )
      : 'Only the properties of the attributes above.\n\n',
  );

  const methods = (el.members ?? []).filter((m) => m.kind === 'method' && isPublic(m));
  out.push(`${h}# Methods {#api-${tag}-methods}\n`);
  out.push(
    table(
      ['method', 'returns', 'description'],
      methods.map((m) => {
        const params = (m.parameters ?? [])
          .map(
            (p) => `${p.rest ? '...' : ''}${p.name}${p.optional || p.default ? '?' : ''}: ${p.type?.text ?? 'unknown'}`,
          )
          .join(', ');
        return [code(`${m.name}(${params})`), code(m.return?.type?.text ?? 'void'), prose(md, m.description)];
      }),
    ) || 'None.\n\n',
  );

  const events = el.events ?? [];
  out.push(`${h}# Events {#api-${tag}-events}\n`);
  out.push(
    table(
      ['event', 'detail', 'description'],
      events.map((e) => [
        code(e.name),
        code(detailShape(e.type?.text ?? '', interfaces) ?? e.type?.text),
        prose(md, e.description),
      ]),
    ) || 'None.\n\n',
  );

  out.push(`${h}# CSS parts {#api-${tag}-parts}\n`);
  out.push(
    table(
      ['part', 'description'],
      (el.cssParts ?? []).map((p) => [code(p.name), prose(md, p.description)]),
    ) || 'None.\n\n',
  );

  out.push(`${h}# CSS custom properties {#api-${tag}-css-properties}\n`);
  out.push(
    table(
      ['property', 'default', 'description'],
      (el.cssProperties ?? []).map((p) => [code(p.name), code(p.default), prose(md, p.description)]),
    ) || 'None.\n\n',
  );
  if ((el.slots ?? []).length) {
    out.push(`${h}# Slots {#api-${tag}-slots}\n`);
    out.push(
      table(
        ['slot', 'description'],
        (el.slots ?? []).map((s) => [code(s.name || '(default)'), prose(md, s.description)]),
      ),
    );
  }
  return out.join('\n');
}

/** Replaces each `<!-- api: … -->` line of a page with the sections it names. */
export function manifestApi(md: MarkdownIt): void {
  md.core.ruler.before('normalize', 'lib-sprites-api', (state) => {
    state.src = state.src.replace(
      /^<!--\s*api:\s*([\w\s-]+?)\s*(?:level=(\d))?\s*-->$/gm,
      (_, names: string, level?: string) => {
        const all = [...loadElements().keys()].sort(
          (a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99),
        );
        const tags = names.trim() === 'all' ? all : names.trim().split(/\s+/);
        return tags.map((tag) => elementSection(md, tag, Number(level ?? 2))).join('\n');
      },
    );
  });
}
