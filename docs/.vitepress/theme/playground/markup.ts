// The playground's markup, read from the editor without ever running it: the
// text is parsed inert (DOMParser), and only the library's elements and a few
// plain ones are rebuilt, attribute by attribute, with no event-handler
// attributes, no links and inline styles set through the CSSOM. A shared link
// (the URL hash) can therefore draw sprites but never run script.

const PLAIN_TAGS = new Set(['div', 'span', 'p', 'br', 'b', 'i', 'strong', 'em', 'code', 'button', 'label', 'section']);
const allowedTag = (tag: string): boolean => tag.startsWith('lib-') || PLAIN_TAGS.has(tag);
/** An attribute name the playground keeps: plain lower-case, no event handler, no link. */
export const allowedAttribute = (name: string): boolean =>
  /^[a-z][a-z0-9-]*$/.test(name) &&
  !name.startsWith('on') &&
  !['href', 'src-doc', 'srcdoc', 'formaction', 'is', 'slot'].includes(name);

export interface SanitizeReport {
  fragment: DocumentFragment;
  /** What was left out, for the warnings panel. */
  dropped: string[];
}

/** `--lib-sprites-background: #cde` → set through the CSSOM; url() values are left out. */
function copyStyle(from: string, to: HTMLElement, dropped: string[]): void {
  for (const declaration of from.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!name || !value) continue;
    if (/url\s*\(/i.test(value)) {
      dropped.push(`style ${name}: url() values are not applied in the playground`);
      continue;
    }
    to.style.setProperty(name, value);
  }
}

function copyNode(node: Node, doc: Document, dropped: string[]): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const source = node as Element;
  const tag = source.localName;
  if (!allowedTag(tag)) {
    dropped.push(`<${tag}> is not drawn in the playground (only lib-* elements and plain text containers)`);
    return null;
  }
  const copy = doc.createElement(tag);
  for (const { name, value } of Array.from(source.attributes)) {
    if (name === 'style') copyStyle(value, copy, dropped);
    else if (allowedAttribute(name)) copy.setAttribute(name, value);
    else dropped.push(`<${tag} ${name}>: attribute left out`);
  }
  for (const child of Array.from(source.childNodes)) {
    const childCopy = copyNode(child, doc, dropped);
    if (childCopy) copy.append(childCopy);
  }
  return copy;
}

export function sanitize(markup: string, doc: Document = document): SanitizeReport {
  const parsed = new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html');
  const fragment = doc.createDocumentFragment();
  const dropped: string[] = [];
  for (const child of Array.from(parsed.body.childNodes)) {
    const copy = copyNode(child, doc, dropped);
    if (copy) fragment.append(copy);
  }
  return { fragment, dropped };
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Markup text of a tree, two spaces per level, one element per line; text kept inline. */
export function serialize(nodes: Iterable<Node>, depth = 0): string {
  const pad = '  '.repeat(depth);
  const lines: string[] = [];
  for (const node of nodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = (node.textContent ?? '').trim();
      if (text) lines.push(pad + escapeText(text));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const el = node as Element;
    const attributes = Array.from(el.attributes)
      .map(({ name, value }) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
      .join('');
    const open = `<${el.localName}${attributes}>`;
    const close = `</${el.localName}>`;
    if (el.localName === 'br') lines.push(pad + '<br>');
    else if (el.childNodes.length === 0) lines.push(pad + open + close);
    else if (Array.from(el.childNodes).every((c) => c.nodeType === Node.TEXT_NODE))
      lines.push(pad + open + escapeText((el.textContent ?? '').trim()) + close);
    else lines.push(pad + open, serialize(el.childNodes, depth + 1), pad + close);
  }
  return lines.filter((line) => line !== '').join('\n');
}
