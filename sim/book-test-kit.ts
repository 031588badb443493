import { expect } from 'vitest';
import { runSeed } from './simulate';
import type { SeedResult } from './simulate';
import { replayCommand } from './summary';

/** Steps per seed of `npm test`'s simulation (decision 092); `npm run sim` runs longer ones. */
export const TEST_STEPS = 80;

/** A violation's report: the invariant, what broke, and the command that replays it. */
function describeViolation(result: SeedResult): string | null {
  if (!result.violation) return null;
  const { invariant, detail, step } = result.violation;
  return `seed ${result.seed} step ${step}: ${invariant}: ${detail} — ${replayCommand(result.seed, step, TEST_STEPS, 'on')}`;
}

/**
 * Runs `seeds` with faults on, expects no invariant broken, faults injected and bets settled,
 * then runs the first seed again and expects the same event-log hash.
 */
export async function expectSeedsHold(seeds: readonly number[]): Promise<void> {
  const results: SeedResult[] = [];
  for (const seed of seeds) {
    const result = await runSeed(seed, { steps: TEST_STEPS, faults: true });
    results.push(result);
    expect(describeViolation(result)).toBeNull();
  }
  const faults = results.flatMap((result) => Object.values(result.counts.faults)).reduce((a, b) => a + b, 0);
  expect(faults).toBeGreaterThan(seeds.length);
  expect(results.reduce((sum, result) => sum + result.betsSettled, 0)).toBeGreaterThan(0);
  const again = await runSeed(seeds[0]!, { steps: TEST_STEPS, faults: true });
  expect(again.hash).toBe(results[0]!.hash);
}
