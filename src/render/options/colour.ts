/**
 * The `style` colour. Any CSS colour is accepted; where the CSSOM is at hand
 * (`CSS.supports`) it decides, elsewhere (a worker, Node) a syntactic check
 * keeps anything that could leave the value (`;`, braces, `url(`, escapes).
 * Either way the value only ever reaches an SVG attribute, a single CSSOM
 * property or a canvas `fillStyle`, never markup.
 */
const UNSAFE = /[;{}<>\\"'`]|url\(|\/\*/i;
const MAX_LENGTH = 200;

/** The colour used when none is given: the text colour, as in SVG's `currentColor` (canvas reads it from its element). */
export const DEFAULT_COLOUR = 'currentColor';

type Supports = (property: string, value: string) => boolean;

function supports(): Supports | null {
  const css = (globalThis as { CSS?: { supports?: Supports } }).CSS;
  return css && typeof css.supports === 'function' ? css.supports.bind(css) : null;
}

/** Answers by value: a render asks about the same few colours again and again. */
const known = new Map<string, boolean>();
const KNOWN_MAX = 512;

/** True when `value` is a CSS colour this library may pass on. */
export function isCssColour(value: string): boolean {
  let answer = known.get(value);
  if (answer === undefined) {
    answer = check(value);
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(value, answer);
  }
  return answer;
}

function check(value: string): boolean {
  const text = value.trim();
  if (text === '' || text.length > MAX_LENGTH || UNSAFE.test(text)) return false;
  const cssSupports = supports();
  if (cssSupports) return cssSupports('color', text);
  // Without the CSSOM: a name, a hex colour or one colour function.
  return /^(#[0-9a-f]{3,8}|[a-z-]+|[a-z-]+\([^()]*(\([^()]*\)[^()]*)*\))$/i.test(text);
}
