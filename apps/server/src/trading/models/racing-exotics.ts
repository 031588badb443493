import { MARGIN_BANDS, priceMarket, toDecimalOdds } from './margin';
import type { Runner } from './racing';
import type { Rng } from './rng';
import { pickWeighted, randomInt } from './rng';
import type { FairMarket, PricedMarket } from './types';

/** Longest forecast/tricast price: combinations of outsiders are rare, not impossible. */
export const EXOTIC_MAX_ODDS = 10000;

/**
 * Harville's rule: the chance that `order` are the first finishers in that order, each next
 * runner winning the race among those left in proportion to its win probability.
 * @example harville([0.5, 0.3, 0.2], [0, 1]) // 0.5 × 0.3 / 0.5 = 0.3
 */
export function harville(probabilities: readonly number[], order: readonly number[]): number {
  let chance = 1;
  let left = 1;
  for (const index of order) {
    const probability = probabilities[index] ?? 0;
    if (!(left > 0)) return 0;
    chance *= probability / left;
    left -= probability;
  }
  return chance;
}

/**
 * Each runner's chance of finishing in the first `places` by Harville's rule (the order the
 * feed's races are run in): the sum over every order of the first `places` finishers it is in.
 * @example placeProbabilities([0.5, 0.3, 0.2], 2) // [0.839…, 0.675, 0.486…]
 */
export function placeProbabilities(probabilities: readonly number[], places: number): number[] {
  const chances = probabilities.map(() => 0);
  const taken = probabilities.map(() => false);
  const visit = (depth: number, chance: number, left: number): void => {
    if (depth >= places || !(left > 0)) return;
    probabilities.forEach((probability, index) => {
      if (taken[index] || !(probability > 0)) return;
      const next = (chance * probability) / left;
      chances[index] = (chances[index] ?? 0) + next;
      taken[index] = true;
      visit(depth + 1, next, left - probability);
      taken[index] = false;
    });
  };
  visit(0, 1, 1);
  return chances;
}

/** Forecast (straight 1-2 in order) on every ordered pair of runners, by Harville. */
export function forecastMarket(runners: readonly Runner[]): FairMarket {
  const probabilities = runners.map((runner) => runner.probability);
  const outcomes = runners.flatMap((first, i) =>
    runners.flatMap((second, j) =>
      i === j ? [] : [{ key: `${first.key}-${second.key}`, probability: harville(probabilities, [i, j]) }],
    ),
  );
  return { type: 'forecast', outcomes };
}

/** Tricast (straight 1-2-3 in order) on every ordered triple of runners, by Harville. */
export function tricastMarket(runners: readonly Runner[]): FairMarket {
  const probabilities = runners.map((runner) => runner.probability);
  const outcomes: { key: string; probability: number }[] = [];
  runners.forEach((first, i) =>
    runners.forEach((second, j) =>
      runners.forEach((third, k) => {
        if (i === j || j === k || i === k) return;
        outcomes.push({
          key: `${first.key}-${second.key}-${third.key}`,
          probability: harville(probabilities, [i, j, k]),
        });
      }),
    ),
  );
  return { type: 'tricast', outcomes };
}

/** Prices a forecast or tricast with the forecast band and the longer exotic odds cap. */
export function priceExotic(market: FairMarket): PricedMarket {
  return priceMarket(market, MARGIN_BANDS.forecast, { round: (implied) => toDecimalOdds(implied, EXOTIC_MAX_ODDS) });
}

/** One runner's place in a result; runners in a dead heat share a position (1, 2, 2, 4). */
export interface Finisher {
  readonly key: string;
  readonly position: number;
}

/**
 * Simulates a finishing order from win probabilities (each next place drawn among the
 * runners left, as Harville assumes), with an optional chance that a runner dead-heats with
 * the one before it. Same rng state, same result.
 */
export function simulateFinish(runners: readonly Runner[], rng: Rng, deadHeatChance = 0): Finisher[] {
  const left = [...runners];
  const finishers: Finisher[] = [];
  while (left.length > 0) {
    const weights = left.map((runner) => runner.probability);
    const index = weights.some((weight) => weight > 0)
      ? pickWeighted(rng, weights)
      : randomInt(rng, 0, left.length - 1);
    const [runner] = left.splice(index, 1);
    if (!runner) break;
    const previous = finishers[finishers.length - 1];
    const tied = previous !== undefined && deadHeatChance > 0 && rng() < deadHeatChance;
    finishers.push({ key: runner.key, position: tied ? previous.position : finishers.length + 1 });
  }
  return finishers;
}
