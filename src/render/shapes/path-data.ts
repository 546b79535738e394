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

/** How many numbers each command takes, and which of them are x (1) or y (2) coordinates; 0 for the others. */
const COORDINATES: Readonly<Record<string, readonly number[]>> = {
  M: [1, 2],
  L: [1, 2],
  T: [1, 2],
  H: [1],
  V: [2],
  C: [1, 2, 1, 2, 1, 2],
  S: [1, 2, 1, 2],
  Q: [1, 2, 1, 2],
  A: [0, 0, 0, 0, 0, 1, 2],
};

/** A command letter, or a number (the path grammar's, exponent included). */
const TOKEN = /[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/**
 * Path data moved by (dx, dy): the absolute coordinates are shifted, relative
 * ones kept (a leading `m` is absolute, as the grammar says). Written back with
 * the numbers separated; the arc flags must be separated too (as `n` and the
 * shape builders write them).
 */
export function translatePath(d: string, dx: number, dy: number): string {
  if (dx === 0 && dy === 0) return d;
  let out = '';
  let command = '';
  let index = 0;
  let first = true;
  for (const [token] of d.matchAll(TOKEN)) {
    const c = token.charCodeAt(0);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
      // An initial `m` moves from (0, 0): the same as `M`.
      command = first && token === 'm' ? 'M' : token;
      first = false;
      index = 0;
      out += command;
      continue;
    }
    // Relative commands (lower case) have no entry: their numbers are kept. A moveto's
    // extra pairs are linetos of the same case, so the pattern repeats.
    const roles = COORDINATES[command];
    const role = roles?.[index % roles.length] ?? 0;
    if (index > 0) out += ' ';
    out += role === 1 ? n(Number(token) + dx) : role === 2 ? n(Number(token) + dy) : token;
    index++;
  }
  return out;
}
