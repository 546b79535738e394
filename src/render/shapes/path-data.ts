/**
 * Numbers for SVG path data. Rounded to 1/1000 px (more is invisible and only
 * lengthens the string), never in exponent notation (which path data allows
 * but some parsers mishandle), never `-0`.
 */
export function n(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  if (rounded === 0) return '0';
  if (Math.abs(rounded) >= 1e15) return rounded.toFixed(0);
  const text = String(rounded);
  return text.includes('e') ? rounded.toFixed(3) : text;
}
