// The Benchmarks page's tables, read at build time from what `npm run bench`
// last wrote (bench/results/latest.json, not in git): a page line
//   <!-- bench-results -->            (or <!-- bench-results: scene elements --> for some suites)
// becomes the run's date and machine and one table per suite. Without that
// file (a fresh clone) they come from the committed bench/RESULTS.md, which
// the same run writes; without either the page says so and still builds.
//
// The file is either the list of rows bench/run.mjs writes
// ({ suite, id, name, value, unit, target?, note? }), or an object holding
// that list as `rows` (or `results`) beside the run's `date`, `machine` and
// `load`. A bare list carries no date or machine: the file's time is shown.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { MarkdownRenderer as MarkdownIt } from 'vitepress';
import { HEADLINE_GOALS, headlineMarkdown } from '../../../bench/results-md.mjs';

const root = resolve(__dirname, '../../..');
export const resultsPath = process.env.DOCS_BENCH_RESULTS ?? join(root, 'bench/results/latest.json');
export const committedResultsPath = join(root, 'bench/RESULTS.md');

interface Row {
  suite?: string;
  id?: string;
  name: string;
  value: number | string | null;
  unit?: string;
  target?: string;
  note?: string;
}
interface Results {
  rows: Row[];
  date: string | null;
  machine: string | null;
  load: string | null;
  fileTime: string;
  /** The machine's cores, for the headline's sentence. */
  cores?: number;
  /** Where the rows were read, when not the run's own results file. */
  from?: string;
}

const text = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

export function readResults(path = resultsPath): Results | null {
  if (!existsSync(path)) return null;
  const data = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  const record = (Array.isArray(data) ? { rows: data } : data) as Record<string, unknown>;
  const rows = (record.rows ?? record.results ?? []) as Row[];
  const machine = record.machine ?? record.host ?? record.cpu;
  return {
    rows: Array.isArray(rows) ? rows : [],
    date: text(record.date ?? record.time ?? record.generated ?? record.started),
    machine: text(machine),
    load: text(record.load ?? record.loadavg ?? record.loadAverage),
    fileTime: statSync(path).mtime.toISOString(),
    cores: typeof record.cores === 'number' ? record.cores : undefined,
  };
}

/** The cells of one markdown table line (pipes inside cells are escaped as `\|`). */
const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

const unquote = (cell: string | undefined): string => (cell ?? '').replace(/^`(.*)`$/, '$1').replace(/\*\*/g, '');

/** The sections of bench/RESULTS.md that are not a suite's. */
const HEADLINE = 'Headline';
const RUN = 'The run';

/**
 * The rows of bench/RESULTS.md (bench/results-md.mjs writes it from the same run): its run
 * table, then under each `## suite` a table whose columns are named in its header line.
 */
export function readCommittedResults(path = committedResultsPath): Results | null {
  if (!existsSync(path)) return null;
  const run = new Map<string, string>();
  const rows: Row[] = [];
  let suite: string | null = null;
  let header: string[] | null = null;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) [suite, header] = [heading[1]!.trim(), null];
    // The headline is made again from the rows (headlineMarkdown); its tables are not rows of a suite.
    if (suite === HEADLINE || !line.startsWith('|') || /^\|[-| ]+\|$/.test(line)) continue;
    const row = cells(line);
    if (!suite || suite === RUN) {
      if (row[0] && row[0] !== 'run') run.set(row[0], row[1] ?? '');
    } else if (!header) header = row;
    else {
      const at = (name: string): string => unquote(row[header!.indexOf(name)]);
      const met = at('met');
      const floor = at('floor');
      rows.push({
        suite,
        id: at('id'),
        name: at('measure'),
        value: at('value') || null,
        target: at('goal') ? `${at('goal')}${met ? ` (met: ${met})` : ''}` : undefined,
        note: [floor && `floor ${floor}`, at('note')].filter(Boolean).join('; ') || undefined,
      });
    }
  }
  if (rows.length === 0) return null;
  return {
    rows,
    date: run.get('date') ?? null,
    machine: run.get('machine') ?? null,
    load: run.get('load average (1, 5, 15 min)') ?? null,
    fileTime: statSync(path).mtime.toISOString(),
    cores: Number(run.get('cores')) || undefined,
    from: 'bench/RESULTS.md',
  };
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\{\{/g, '&#123;&#123;');

const formatValue = (row: Row): string => {
  if (row.value === null || row.value === undefined) return '–';
  if (typeof row.value !== 'number') return escapeHtml(String(row.value));
  const digits = Math.abs(row.value) < 10 ? 3 : 1;
  return `${row.value.toFixed(digits)}${row.unit ? ` ${escapeHtml(row.unit)}` : ''}`;
};

/** Rows as an HTML table (every value escaped: a row's text may hold a tag name). */
function rowsTable(label: string, rows: Row[]): string {
  const body = rows
    .map(
      (r) =>
        `<tr><td>${r.id ? `<code>${escapeHtml(r.id)}</code>` : ''}</td><td>${escapeHtml(r.name)}</td><td>${formatValue(r)}</td><td>${r.target ? escapeHtml(r.target) : ''}</td><td>${r.note ? escapeHtml(r.note) : ''}</td></tr>`,
    )
    .join('');
  // Wider than the page, the table scrolls: focusable, so that a keyboard can scroll it too.
  return `<table class="bench-table" tabindex="0" aria-label="${escapeHtml(label)}"><thead><tr><th>id</th><th>measures</th><th>result</th><th>goal</th><th>note</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** The headline (bench/results-md.mjs): the counts' sentence and table, then at most HEADLINE_GOALS goal rows. */
export function headlineSection(results: Results | null): string {
  if (!results) return '';
  const out = (headlineMarkdown({ rows: results.rows, cores: results.cores }, { goals: false }) as string[]).slice(2);
  const goals = results.rows.filter((r) => r.target).slice(0, HEADLINE_GOALS);
  if (goals.length) out.push('', rowsTable('The goals and their floors', goals));
  return out.join('\n');
}

export function resultsMarkdown(results: Results | null, suitesWanted: string[] = []): string {
  if (!results) {
    return [
      '::: info No results yet',
      'No benchmark results were found when this site was built (`bench/results/latest.json`, `bench/RESULTS.md`).',
      'Run `npm run bench`, then build the site again: this section then shows every row of that run.',
      ':::',
      '',
    ].join('\n');
  }
  const out: string[] = [];
  out.push(
    `Run of **${escapeHtml(results.date ?? results.fileTime)}**${results.date ? '' : " (the results file's time: this file records no date)"}${results.from ? `, as committed in \`${results.from}\`` : ''}.`,
  );
  out.push(
    `Machine: ${results.machine ? escapeHtml(results.machine) : 'not recorded in this results file'}${results.load ? `; load average ${escapeHtml(results.load)}` : ''}.`,
  );
  out.push('');
  const suites = new Map<string, Row[]>();
  for (const row of results.rows) {
    const suite = row.suite ?? 'other';
    if (suitesWanted.length && !suitesWanted.includes(suite)) continue;
    if (!suites.has(suite)) suites.set(suite, []);
    suites.get(suite)!.push(row);
  }
  for (const [suite, rows] of suites) {
    // One level under the section it is placed in (a page's `##`), never skipping one.
    out.push(`### Suite \`${suite}\``, '', rowsTable(`Suite ${suite}: results`, rows), '');
  }
  return out.join('\n');
}

export function benchResults(md: MarkdownIt): void {
  md.core.ruler.before('normalize', 'lib-sprites-bench', (state) => {
    if (state.src.includes('<!-- bench-headline -->'))
      state.src = state.src.replace(/^<!-- bench-headline -->$/gm, () =>
        headlineSection(readResults() ?? readCommittedResults()),
      );
    if (!state.src.includes('<!-- bench-results')) return;
    state.src = state.src.replace(/^<!-- bench-results(?::([\w\s-]*))? -->$/gm, (_, suites?: string) =>
      resultsMarkdown(readResults() ?? readCommittedResults(), suites ? suites.trim().split(/\s+/) : []),
    );
  });
}
