import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { BENCH_TARGETS } from './figures';
import type { BenchFigure, BenchTarget } from './figures';

/** Where the machine stood when a run started, and what the run measured. */
export interface BenchRun {
  /** ISO time the run started. */
  readonly startedAt: string;
  readonly node: string;
  readonly cpuModel: string;
  readonly cores: number;
  /** The 1, 5 and 15 minute load averages at the start. */
  readonly loadAtStart: readonly [number, number, number];
  /** The benches this run ran, by name. */
  readonly benches: readonly string[];
  readonly figures: readonly BenchFigure[];
}

/** What each bench measures, in the order `npm run bench` runs them. */
export const BENCH_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'system-options':
    'the median time of `systemOptions` for n = 3 … 20 selections against a naive exact enumeration of every subset (O(2ⁿ)) in the same run, and their ratio.',
  fanout:
    "websocket fan-out of the real feed's deltas: 20 one-second ticks recorded from the simulators on PGlite, replayed through the real bus and gateway to 1,000 clients in a child process; publish-to-receive p50 / p99 at the feed's own cadence, then delivered messages a second with the deltas offered at 150 a second (over Redis too when `REDIS_URL` or `TEST_REDIS_URL` is set).",
  bets: 'bet acceptance: the composed server (feed running) on real ports, 32 concurrent clients in a child process submitting single tickets over keep-alive HTTP; accepted bets a second, p50 / p99 submit latency, the same database’s raw insert rate and the ratio, CPU per bet of the server, the clients and the whole machine — on PGlite and, when `DATABASE_URL` or `TEST_DATABASE_URL` is set, on PostgreSQL.',
  start:
    '`npm start` (bundle and template) and tsx on the sources, spawn → first `/health`, on an empty `DATA_DIR` and on a restart, with the server’s own phase line.',
  web: "a fresh production build served by the real server: the gzip size of every script the home route loads on a phone, the home route on an emulated slow phone (150 ms round trip, 1.6 Mbit/s, CPU ÷ 4), and Lighthouse's mobile performance score with LCP, TBT and CLS (median of five runs).",
  'live-render':
    "the client's listing rows with 1,000 odds buttons in Chromium, fed through the real socket client and live-odds store by the server's gateway and bus at 500 price moves a second: the p95 gap between frames, the longest task and the browser's CPU per push.",
  betbuilder:
    "the model's joint price of an 8-leg football builder (half-time leg and two scorers), and calculate latency p50 / p99 of 2- to 8-leg builders over HTTP to the composed server on PGlite (feed running), from a client in its own process.",
};

/** The line that starts the hand-kept part: everything from it on survives a regeneration. */
export const KEPT_MARKER = '<!-- Below this line the bench keeps the text as it is. -->';

/** A number as a table shows it: whole above 100, else three significant digits. */
export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-GB');
  return Number(value.toPrecision(3)).toString();
}

const withUnit = (value: string, unit: string) => (unit === '' ? value : unit === 'score' ? value : `${value} ${unit}`);

/** A value in its unit, a thousand µs and more in ms, ten thousand ms and more in s. */
function readable(value: number, unit: string): string {
  if (unit === 'µs' && value >= 1_000) return readable(value / 1_000, 'ms');
  if (unit === 'ms' && value >= 10_000) return withUnit(formatValue(value / 1_000), 's');
  return withUnit(formatValue(value), unit);
}

function targetText(target: BenchTarget): string {
  if (target.max !== undefined) return `≤ ${withUnit(formatValue(target.max), target.unit)}`;
  return `≥ ${withUnit(formatValue(target.min!), target.unit)}`;
}

/** `met`, `not met`, or empty where the measure has no target. */
function verdict(figure: BenchFigure, target: BenchTarget | undefined): string {
  if (!target) return '';
  const met = target.max !== undefined ? figure.value <= target.max : figure.value >= target.min!;
  return met ? 'met' : '**not met**';
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The table: every target (with this run's figure, or 'not run') and every other figure the run
 * recorded, bench by bench in the order of BENCH_DESCRIPTIONS.
 */
function table(run: BenchRun): string[] {
  const rows: string[] = ['| bench | measure | this run | target | |', '| --- | --- | --- | --- | --- |'];
  const key = (bench: string, measure: string) => `${bench}\u0000${measure}`;
  const targets = new Map(BENCH_TARGETS.map((target) => [key(target.bench, target.measure), target]));
  for (const bench of Object.keys(BENCH_DESCRIPTIONS)) {
    const figures = run.figures.filter((figure) => figure.bench === bench);
    const measured = new Set(figures.map((figure) => figure.measure));
    for (const figure of figures) {
      const target = targets.get(key(bench, figure.measure));
      const value = readable(figure.value, figure.unit);
      const row = [bench, figure.measure, value, target ? targetText(target) : '', verdict(figure, target)];
      rows.push(`| ${row.map(cell).join(' | ')} |`);
    }
    for (const target of BENCH_TARGETS.filter((each) => each.bench === bench && !measured.has(each.measure))) {
      const why = run.benches.includes(bench) ? 'not measured' : 'not run';
      rows.push(`| ${[bench, target.measure, why, targetText(target), ''].map(cell).join(' | ')} |`);
    }
  }
  return rows;
}

/** docs/benchmarks.md from a run's figures, followed by the hand-kept part (`kept`, from KEPT_MARKER on). */
export function renderBenchmarks(run: BenchRun, kept: string = KEPT_MARKER): string {
  const [one, five, fifteen] = run.loadAtStart.map((load) => load.toFixed(2));
  const ran = Object.keys(BENCH_DESCRIPTIONS).filter((bench) => run.benches.includes(bench));
  const lines = [
    '# Benchmarks',
    '',
    '`npm run bench` runs every bench and prints medians and same-run ratios; `npm run bench -- bets start`',
    'runs the named ones. `npm run bench -- --markdown` also writes this document from the run: the part',
    'above the line below is generated, so edit the bench (`bench/markdown.ts`, `bench/figures.ts`), not it.',
    '',
    '## What each bench measures',
    '',
    ...Object.entries(BENCH_DESCRIPTIONS).map(([bench, text]) => `- **${bench}**: ${text}`),
    '',
    'Switches: `BENCH_BET_SUBMITS` (submits per database, 3000), `BET_BENCH_PROFILE=<file>` (a CPU profile',
    'of the submits), `PGLITE_WORKER=1` (bets and Bet Builder on PGlite in a worker thread),',
    '`FANOUT_RECORDING=<file>` (record the feed once, replay it later), `START_BENCH_BASELINE=<bundle>`',
    '(start a saved bundle back to back with `npm start`), `START_BENCH_TSX=0` (leave the tsx start out),',
    '`LIVE_RENDER_PROFILE=1` and `LIVE_RENDER_TRACE=<file>` (a V8 profile, a Chromium trace).',
    '',
    '## Latest run',
    '',
    `${run.startedAt.slice(0, 10)} (${run.startedAt}), Node ${run.node}, ${run.cpuModel}, ${run.cores} cores;`,
    `load average at the start ${one} / ${five} / ${fifteen} (1 / 5 / 15 min). Benches run: ${ran.length > 0 ? ran.join(', ') : 'none'}.`,
    'A load average above the core count means other work shared the cores, and timings then read',
    'slower than the product is: judge a target on a run taken with the load below the core count.',
    '',
    ...table(run),
    '',
    kept.startsWith(KEPT_MARKER) ? kept.trimEnd() : KEPT_MARKER,
    '',
  ];
  return lines.join('\n');
}

/**
 * Writes `path` from the run, keeping its hand-kept part (from KEPT_MARKER on) when it has one,
 * laid out by the repository's Prettier settings so the format check passes on it as written.
 */
export async function writeBenchmarks(path: string, run: BenchRun): Promise<void> {
  const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const at = previous.indexOf(KEPT_MARKER);
  const text = renderBenchmarks(run, at < 0 ? KEPT_MARKER : previous.slice(at));
  writeFileSync(path, await format(text, { ...(await resolveConfig(path)), parser: 'markdown' }));
}
