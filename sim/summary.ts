import type { ProductTake } from './margins';
import type { SeedResult } from './simulate';

/** The one-line command that replays a seed up to a step. */
export function replayCommand(seed: number, step: number, steps: number, faults: string): string {
  const extra = `${steps === 300 ? '' : ` --steps ${steps}`}${faults === 'on' ? '' : ' --faults off'}`;
  return `npm run sim -- --seed ${seed} --until ${step}${extra}`;
}

/** Stakes taken − paid out, as a % of stakes (two decimals), or "-" with no business. */
function margin(take: ProductTake): string {
  if (take.staked === 0n) return '-';
  const basisPoints = ((take.staked - take.paid) * 10_000n) / take.staked;
  return `${(Number(basisPoints) / 100).toFixed(2)} % of ${take.staked}`;
}

const add = (a: ProductTake, b: ProductTake): ProductTake => ({ staked: a.staked + b.staked, paid: a.paid + b.paid });

const roundAll = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).map(([name, ms]) => [name, Math.round(ms)]));

/** Adds the counters of many seeds. */
function sumCounts(results: readonly SeedResult[], pick: (result: SeedResult) => Record<string, number>) {
  const total: Record<string, number> = {};
  for (const result of results)
    for (const [name, count] of Object.entries(pick(result))) total[name] = (total[name] ?? 0) + count;
  return Object.entries(total)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
}

/** Prints the run's totals: seeds, steps, faults by kind, bets, invariants, margins, hashes. */
export function printSummary(results: readonly SeedResult[]): void {
  const zero: ProductTake = { staked: 0n, paid: 0n };
  const total = (pick: (result: SeedResult) => number) => results.reduce((sum, result) => sum + pick(result), 0);
  const violations = results.filter((result) => result.violation).length;
  const ms = total((result) => result.ms);
  const steps = total((result) => result.steps);
  console.log('--- simulation summary ---');
  console.log(
    `seeds run: ${results.length}; steps: ${steps}; time ${(ms / 1000).toFixed(1)} s (${(ms / Math.max(results.length, 1) / 1000).toFixed(2)} s per seed, ${(ms / Math.max(steps, 1)).toFixed(1)} ms per step)`,
  );
  console.log(`actions: ${sumCounts(results, (result) => result.counts.actions)}`);
  console.log(`ms per action kind: ${sumCounts(results, (result) => roundAll(result.counts.actionMs))}`);
  console.log(`faults injected: ${sumCounts(results, (result) => result.counts.faults) || 'none'}`);
  console.log(
    `bets placed: ${total((result) => result.betsPlaced)}; settled: ${total((result) => result.betsSettled)}; checked against the rules: ${total((result) => result.counts.oracleChecked.size)}`,
  );
  console.log(
    `invariants checked: ${total((result) => result.counts.invariantChecks)} steps × all; violations: ${violations}`,
  );
  const margins = results.reduce(
    (sum, result) => ({
      sportsbook: add(sum.sportsbook, result.margins.sportsbook),
      builder: add(sum.builder, result.margins.builder),
      casino: add(sum.casino, result.margins.casino),
    }),
    { sportsbook: zero, builder: zero, casino: zero },
  );
  console.log(
    `house margin: sportsbook fixed odds ${margin(margins.sportsbook)}; Bet Builder ${margin(margins.builder)}; casino ${margin(margins.casino)}`,
  );
  for (const result of results) console.log(`event-log hash seed ${result.seed}: ${result.hash}`);
}
