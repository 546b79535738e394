// The sizes section that `npm run size:table` (scripts/size-table.mjs) writes into docs/benchmarks.md and
// bench/RESULTS.md between these markers; `npm run bench` rewrites RESULTS.md and carries the section over.
export const SIZES_START = '<!-- sizes: written by `npm run size:table` from `size-limit --json`; do not edit -->';
export const SIZES_END = '<!-- /sizes -->';

/** `text` with `section` in place of its sizes section, or appended under a heading when it has none. */
export function withSizes(text, section) {
  const start = text.indexOf(SIZES_START);
  const end = text.indexOf(SIZES_END);
  return start >= 0 && end > start
    ? text.slice(0, start) + section + text.slice(end + SIZES_END.length)
    : `${text.trimEnd()}\n\n## Sizes\n\n${section}\n`;
}

/** The sizes section of `text` (markers included), or null. */
export function sizesOf(text) {
  const start = text.indexOf(SIZES_START);
  const end = text.indexOf(SIZES_END);
  return start >= 0 && end > start ? text.slice(start, end + SIZES_END.length) : null;
}
