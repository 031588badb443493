import { parseArgs } from 'node:util';
import { runSeed } from './simulate';
import type { SeedResult } from './simulate';
import { printSummary, replayCommand } from './summary';

/*
 * `npm run sim`: the deterministic whole-book simulation (decision 092).
 *   --seeds N     run seeds from..from+N-1 (default 1 seed)
 *   --from S      the first seed of --seeds (default 1)
 *   --seed S      run only seed S
 *   --steps M     steps per seed (default 300)
 *   --until STEP  stop each seed after this step (replays a violation up to it)
 *   --faults on|off  inject faults (default on)
 * Exit code 1 when any invariant is broken.
 */
const { values } = parseArgs({
  options: {
    seeds: { type: 'string' },
    from: { type: 'string' },
    seed: { type: 'string' },
    steps: { type: 'string' },
    until: { type: 'string' },
    faults: { type: 'string' },
  },
});

const whole = (text: string | undefined, name: string, fallback: number): number => {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got "${text}".`);
  return value;
};

const faults = values.faults ?? 'on';
if (faults !== 'on' && faults !== 'off') throw new Error(`--faults must be on or off, got "${faults}".`);
const steps = whole(values.steps, 'steps', 300);
const until = values.until === undefined ? undefined : whole(values.until, 'until', steps);
const seeds =
  values.seed !== undefined
    ? [whole(values.seed, 'seed', 1)]
    : Array.from({ length: whole(values.seeds, 'seeds', 1) }, (_, index) => whole(values.from, 'from', 1) + index);

const results: SeedResult[] = [];
for (const seed of seeds) {
  const result = await runSeed(seed, { steps, faults: faults === 'on', ...(until === undefined ? {} : { until }) });
  results.push(result);
  console.log(
    `seed ${seed}: ${result.steps} steps in ${(result.ms / 1000).toFixed(1)} s, ` +
      `${result.betsPlaced} bets placed, ${result.betsSettled} settled, hash ${result.hash.slice(0, 16)}`,
  );
  if (result.violation) {
    const { invariant, detail, step, tail } = result.violation;
    console.log(
      `VIOLATION seed ${seed} step ${step}: ${invariant}\n  ${detail}\n  last steps:\n    ${tail.join('\n    ')}`,
    );
    console.log(`  replay: ${replayCommand(seed, step, steps, faults)}`);
    break;
  }
}
printSummary(results);
process.exit(results.some((result) => result.violation) ? 1 : 0);
