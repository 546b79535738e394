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

/** True when `value` is a CSS colour this library may pass on. */
export function isCssColour(value: string): boolean {
  const text = value.trim();
  if (text === '' || text.length > MAX_LENGTH || UNSAFE.test(text)) return false;
  const check = supports();
  if (check) return check('color', text);
  // Without the CSSOM: a name, a hex colour or one colour function.
  return /^(#[0-9a-f]{3,8}|[a-z-]+|[a-z-]+\([^()]*(\([^()]*\)[^()]*)*\))$/i.test(text);
}
