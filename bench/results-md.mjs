// bench/RESULTS.md, made from one run's results (what bench/run.mjs writes to
// bench/results/latest.json): when and where it ran, then every row of every
// suite as the suite returned it. Nothing in it is typed by hand.

/** A number as the console table prints it: 3 decimals below 10, else 1; null as a dash. */
export function formatValue(value) {
  if (value === null || value === undefined) return '–';
  if (typeof value !== 'number') return String(value);
  if (!Number.isFinite(value)) return String(value);
  return value.toFixed(Math.abs(value) < 10 ? 3 : 1);
}

/** A table cell: pipes and line breaks would end the cell or the row. */
const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');

/**
 * Whether a row meets its goal, for goals written as a bound (`≤ 1.3`, `>= 30×`, `≤ 1.2 KB`):
 * true or false, or null when the goal is not a bound or the value not a number.
 */
export function meetsGoal(value, target) {
  if (typeof value !== 'number' || !Number.isFinite(value) || typeof target !== 'string') return null;
  const match = /^\s*(≤|<=|≥|>=|<|>)\s*([\d,]*\.?\d+)/.exec(target);
  if (!match) return null;
  const bound = Number(match[2].replace(/,/g, ''));
  switch (match[1]) {
    case '≤':
    case '<=':
      return value <= bound;
    case '≥':
    case '>=':
      return value >= bound;
    case '<':
      return value < bound;
    default:
      return value > bound;
  }
}

const withUnit = (value, unit) => {
  const text = formatValue(value);
  return unit && value !== null && value !== undefined && typeof value === 'number' ? `${text} ${unit}` : text;
};

function suiteTable(rows) {
  const hasFloor = rows.some((r) => r.floor !== undefined);
  const hasRuns = rows.some((r) => r.runs !== undefined);
  const head = [
    'id',
    'measure',
    'value',
    ...(hasFloor ? ['floor'] : []),
    'goal',
    'met',
    ...(hasRuns ? ['runs'] : []),
    'note',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const r of rows) {
    const met = meetsGoal(r.value, r.target);
    const cells = [
      r.id ? `\`${r.id}\`` : '',
      r.name,
      withUnit(r.value, r.unit),
      ...(hasFloor ? [r.floor === undefined ? '' : withUnit(r.floor, r.floorUnit)] : []),
      r.target ?? '',
      met === null ? '' : met ? 'yes' : '**no**',
      ...(hasRuns ? [r.runs ?? ''] : []),
      r.note ?? '',
    ];
    lines.push(`| ${cells.map(cell).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** `2026-11-24T10:03:00.000Z` as `2026-11-24 10:03 UTC`. */
const utc = (iso) =>
  typeof iso === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(iso)
    ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
    : String(iso ?? 'not recorded');

/** The end of a run: its time alone when it ended the day it started. */
const until = (start, end) => (String(start).slice(0, 10) === String(end).slice(0, 10) ? utc(end).slice(11) : utc(end));

/**
 * The markdown of one run. `results`: { date, end?, load, loadEnd?, machine, cores?, cpu?,
 * memoryGiB?, platform?, node?, browsers?: { name: version }, suites?: string[],
 * suitesAvailable?: string[], settings?: { name: text }, rows: [{ suite, id, name, value,
 * unit, target?, floor?, floorUnit?, runs?, note? }] }.
 */
export function resultsMarkdown(results) {
  const rows = Array.isArray(results.rows) ? results.rows : [];
  const suites = results.suites ?? [...new Set(rows.map((r) => r.suite ?? 'other'))];
  const notRun = (results.suitesAvailable ?? []).filter((s) => !suites.includes(s));
  const out = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (`bench/run.mjs`, through `bench/results-md.mjs`) from its last run;',
    'not edited by hand. The same rows, with these details, are in `bench/results/latest.json`.',
    'Every goal is a ratio to a floor measured in turn in the same run, or a bound on the library alone;',
    '`met` compares the value with a goal written as a bound.',
    '',
    '| run | |',
    '|---|---|',
    `| date | ${cell(utc(results.date))}${results.end ? ` to ${cell(until(results.date, results.end))}` : ''} |`,
    `| load average (1, 5, 15 min) | ${cell(results.load ?? 'not recorded')}${results.loadEnd ? ` at the start; ${cell(results.loadEnd)} at the end` : ''} |`,
    `| machine | ${cell(results.machine ?? 'not recorded')} |`,
  ];
  if (results.cores !== undefined) out.push(`| cores | ${cell(results.cores)} |`);
  if (results.memoryGiB !== undefined) out.push(`| memory | ${cell(results.memoryGiB)} GiB |`);
  if (results.cpu) out.push(`| CPU | ${cell(results.cpu)} |`);
  if (results.platform) out.push(`| system | ${cell(results.platform)} |`);
  if (results.node) out.push(`| Node | ${cell(results.node)} |`);
  for (const [name, version] of Object.entries(results.browsers ?? {}))
    out.push(`| ${cell(name)} | ${cell(version)} |`);
  out.push(
    `| suites | ${cell(suites.join(', ') || 'none')}${notRun.length ? ` (not in this run: ${cell(notRun.join(', '))})` : ''} |`,
  );
  for (const [name, value] of Object.entries(results.settings ?? {}))
    out.push(`| \`${cell(name)}\` | ${cell(value)} |`);
  for (const suite of suites) {
    const own = rows.filter((r) => (r.suite ?? 'other') === suite);
    out.push('', `## ${suite}`, '', own.length ? suiteTable(own) : 'No rows.');
  }
  return `${out.join('\n')}\n`;
}
