// The Warnings page's table, made from the library's own table of codes
// (src/shared/warnings.ts): a page line
//   <!-- warning-codes -->
// becomes one row per code with its meaning, so the page lists exactly the
// codes the library can give.
import type { MarkdownRenderer as MarkdownIt } from 'vitepress';
import { WARNING_CODES } from '../../../src/shared/warning-codes';

/** Markdown table cells: a pipe would end the cell. */
const cell = (text: string): string => text.replace(/\|/g, '\\|');

export function warningCodesMarkdown(): string {
  const rows = Object.entries(WARNING_CODES).map(([code, meaning]) => `| \`${code}\` | ${cell(meaning)} |`);
  return ['| Code | Meaning |', '| --- | --- |', ...rows].join('\n');
}

/** Replaces each `<!-- warning-codes -->` line of a page with the table. */
export function warningCodes(md: MarkdownIt): void {
  md.core.ruler.before('normalize', 'lib-sprites-warning-codes', (state) => {
    if (!state.src.includes('<!-- warning-codes -->')) return;
    state.src = state.src.replace(/^<!-- warning-codes -->$/gm, () => warningCodesMarkdown());
  });
}
