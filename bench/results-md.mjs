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

/** The count rows' conditions, as the headline names them, in its order. */
export const COUNT_CONDITIONS = [
  ['scene', 'the canvas scene (`<lib-sprites-scene>`)'],
  ['sceneOffscreen', 'the canvas scene with `offscreen` (a worker draws)'],
  ['canvasFloor', 'a canvas drawn by hand (the floor)'],
  ['pixi', 'PixiJS 8 `AnimatedSprite` (software WebGL: no GPU here)'],
  ['elements', 'the DOM groups (`<lib-sprites-group>`)'],
  ['domFloor', 'plain DOM boxes, no library'],
];

/** The most goal rows the headline lists: the rest are in the suites' tables. */
export const HEADLINE_GOALS = 25;

/** A count as a reader reads it (`7,000`); a row read back from RESULTS.md holds it as text (`7000.0 sprites`). */
const count = (value) => {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? '').replace(/,/g, ''));
  return Number.isFinite(number) ? Math.round(number).toLocaleString('en-US') : '–';
};

/**
 * What a user reads first: how many sprites hold 60 fps (the `count` suite), in a sentence and a table, then
 * the goals (at most HEADLINE_GOALS rows, each with its floor). Empty when the run has neither.
 */
export function headlineMarkdown(results, { goals: withGoals = true } = {}) {
  const rows = Array.isArray(results.rows) ? results.rows : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = [];
  const counted = (workload, condition) => byId.get(`count60.${workload}.${condition}`)?.value;
  if (COUNT_CONDITIONS.some(([condition]) => counted('animate', condition) !== undefined)) {
    const machine = results.cores ? `a ${results.cores}-core machine without a GPU` : 'this machine';
    const moving = counted('bunny', 'scene');
    out.push(
      '## Headline',
      '',
      `On ${machine}: ${count(counted('animate', 'scene'))} sprites at 60 fps in a canvas scene, ` +
        `their frames changing (10 × 10 px, 8 frames at 10 fps)` +
        (count(moving) === '–' ? '.' : `; ${count(moving)} when every one of them also moves every frame.`),
      '',
      '| sprites at 60 fps | frames change | every sprite also moves |',
      '|---|---|---|',
    );
    for (const [condition, name] of COUNT_CONDITIONS)
      if (counted('animate', condition) !== undefined || counted('bunny', condition) !== undefined)
        out.push(`| ${name} | ${count(counted('animate', condition))} | ${count(counted('bunny', condition))} |`);
    out.push(
      '',
      'Each count is the largest N whose p95 frame (from its first animation-frame callback until its rendering is done) fits 16.7 ms, found by doubling N and then halving the gap to within 5%; with `offscreen`, the worker’s frames must fit too. `count60.*` rows below say which N each search tried.',
    );
  }
  const goals = withGoals ? rows.filter((r) => r.target !== undefined && r.target !== '') : [];
  if (goals.length && out.length === 0) out.push('## Headline');
  if (goals.length) {
    const shown = goals.slice(0, HEADLINE_GOALS);
    out.push('', '### Goals', '', suiteTable(shown));
    if (goals.length > shown.length)
      out.push('', `${goals.length - shown.length} more goals are in the suites' tables below.`);
  }
  return out;
}

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
  const earlier = Object.entries(results.suiteRuns ?? {}).filter(([, date]) => date !== results.date);
  if (earlier.length)
    out.push(
      `| suites kept from earlier runs | ${cell(earlier.map(([suite, date]) => `${suite} (${utc(date)})`).join(', '))} |`,
    );
  const headline = headlineMarkdown(results);
  if (headline.length) out.splice(out.indexOf('| run | |'), 0, ...headline, '', '## The run', '');
  for (const suite of suites) {
    const own = rows.filter((r) => (r.suite ?? 'other') === suite);
    out.push('', `## ${suite}`, '', own.length ? suiteTable(own) : 'No rows.');
  }
  return `${out.join('\n')}\n`;
}
