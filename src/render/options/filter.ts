/**
 * The `filter` option: a CSS filter list such as `sepia(1) blur(2px)`. Only
 * the CSS filter functions are allowed, each once per token, with balanced
 * parentheses; `url(...)` (an SVG filter reference, which could load a
 * resource) and anything else is refused.
 */
const FUNCTIONS = new Set([
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
]);
const MAX_LENGTH = 500;

/** The filter list normalised, `null` for none, or `undefined` when it is refused. */
export function parseFilter(value: string): string | null | undefined {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'none') return null;
  if (text.length > MAX_LENGTH || /[;{}<>\\"'`]|\/\*/.test(text)) return undefined;
  const parts: string[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /\s/.test(text.charAt(i))) i++;
    if (i >= text.length) break;
    const name = /^[a-z-]+/i.exec(text.slice(i))?.[0];
    if (!name || !FUNCTIONS.has(name.toLowerCase()) || text[i + name.length] !== '(') return undefined;
    // Arguments up to the matching parenthesis; colour functions may nest inside drop-shadow().
    let depth = 0;
    let end = i + name.length;
    for (; end < text.length; end++) {
      const char = text[end];
      if (char === '(') depth++;
      else if (char === ')' && --depth === 0) break;
    }
    if (depth !== 0) return undefined;
    const args = text.slice(i + name.length + 1, end);
    if (/url\s*\(/i.test(args) || !/^[\w\s.,%#+\-()/]*$/.test(args)) return undefined;
    parts.push(`${name.toLowerCase()}(${args.trim()})`);
    i = end + 1;
  }
  return parts.length ? parts.join(' ') : null;
}
