/**
 * The figures a bench run records beside what it prints, for `npm run bench -- --markdown`
 * (docs/benchmarks.md): each bench names a measure and its value; the targets below say which of
 * them the product promises, and how far.
 */

/** One measured value of one bench in this run. */
export interface BenchFigure {
  /** The bench's name, as `npm run bench -- <name>` takes it. */
  readonly bench: string;
  /** What was measured, in words (`bets/s on PGlite`). */
  readonly measure: string;
  readonly value: number;
  /** How the value reads (`ms`, `µs`, `/s`, `KB gzip`, `×`, `score`). */
  readonly unit: string;
}

/** A promise about one measure: at most `max`, or at least `min`, of its unit. */
export interface BenchTarget {
  readonly bench: string;
  readonly measure: string;
  readonly unit: string;
  readonly max?: number;
  readonly min?: number;
}

/** The product's performance targets, one per measure; every figure of these measures is judged against them. */
export const BENCH_TARGETS: readonly BenchTarget[] = [
  { bench: 'system-options', measure: 'systemOptions, n = 20, median', unit: 'µs', max: 20 },
  { bench: 'fanout', measure: 'publish to receive p50, feed cadence, in process', unit: 'ms', max: 20 },
  { bench: 'fanout', measure: 'publish to receive p99, feed cadence, in process', unit: 'ms', max: 60 },
  { bench: 'fanout', measure: 'delivered messages, offered 150 deltas/s, in process', unit: '/s', min: 100_000 },
  { bench: 'bets', measure: 'accepted bets, PGlite', unit: '/s', min: 1_000 },
  { bench: 'bets', measure: 'submit p99, PGlite', unit: 'ms', max: 50 },
  { bench: 'bets', measure: 'accepted bets, PostgreSQL', unit: '/s', min: 3_000 },
  { bench: 'bets', measure: 'submit p99, PostgreSQL', unit: 'ms', max: 50 },
  { bench: 'start', measure: 'npm start, first start (empty DATA_DIR)', unit: 's', max: 5 },
  { bench: 'start', measure: 'npm start, restart (same DATA_DIR)', unit: 's', max: 2 },
  { bench: 'web', measure: 'initial JS of the home route on a phone', unit: 'KB gzip', max: 120 },
  { bench: 'web', measure: 'Lighthouse mobile performance, median of 5', unit: 'score', min: 95 },
  { bench: 'web', measure: 'Lighthouse LCP, median run', unit: 'ms', max: 2_000 },
  { bench: 'web', measure: 'Lighthouse TBT, median run', unit: 'ms', max: 100 },
  { bench: 'web', measure: 'Lighthouse CLS, median run', unit: '', max: 0.05 },
  { bench: 'live-render', measure: 'frame gap p95, 1,000 buttons, 500 moves/s', unit: 'ms', max: 16.7 },
  { bench: 'live-render', measure: 'longest task', unit: 'ms', max: 50 },
  { bench: 'betbuilder', measure: '8-leg joint price, model built per call, median', unit: 'µs', max: 200 },
  { bench: 'betbuilder', measure: 'calculate over HTTP p99, 2 to 8 legs', unit: 'ms', max: 5 },
];

const recorded: BenchFigure[] = [];

/** Records one figure of this run (the bench prints it too). */
export function recordFigure(figure: BenchFigure): void {
  recorded.push(figure);
}

/** Every figure recorded so far in this run, in the order the benches measured them. */
export function recordedFigures(): readonly BenchFigure[] {
  return recorded;
}
