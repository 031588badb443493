import { performance } from 'node:perf_hooks';

/** Median wall time in microseconds of `fn`, repeated until `budgetMs` is spent (at least 5 runs). */
export function medianMicros(fn: () => unknown, budgetMs = 150): number {
  const samples: number[] = [];
  const deadline = performance.now() + budgetMs;
  // Warm up so the JIT has compiled the code being measured.
  for (let i = 0; i < 3; i += 1) fn();
  while (samples.length < 5 || (performance.now() < deadline && samples.length < 10_000)) {
    const start = performance.now();
    fn();
    samples.push((performance.now() - start) * 1000);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

/** The value at fraction `p` (0.5: the median, 0.99: p99) of values sorted ascending; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

/** Formats a duration in microseconds for a table column. */
export function formatMicros(micros: number): string {
  return micros >= 1000 ? `${(micros / 1000).toFixed(2)} ms` : `${micros.toFixed(2)} µs`;
}
