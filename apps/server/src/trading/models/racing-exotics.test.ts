import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARGIN_BANDS } from './margin';
import { normalise } from './probability';
import { forecastMarket, harville, priceExotic, simulateFinish, tricastMarket } from './racing-exotics';
import { createRng } from './rng';

const runnersOf = (weights: readonly number[]) =>
  normalise(weights).map((probability, index) => ({ key: `${index + 1}`, probability }));
const fields = fc.array(fc.double({ min: 0.02, max: 1, noNaN: true }), { minLength: 3, maxLength: 14 });
const total = (outcomes: readonly { probability: number }[]) => outcomes.reduce((sum, o) => sum + o.probability, 0);

describe('harville', () => {
  it.each([
    [[0], 0.5],
    [[0, 1], 0.3],
    [[1, 0], 0.3 * (0.5 / 0.7)],
    [[2, 1, 0], 0.2 * (0.3 / 0.8) * (0.5 / 0.5)],
  ])('gives order %j of runners 50/30/20 % the chance %s', (order, expected) => {
    expect(harville([0.5, 0.3, 0.2], order)).toBeCloseTo(expected, 12);
  });
});

describe('forecast and tricast', () => {
  it('sum to 1 over every ordered pair and every ordered triple', () => {
    fc.assert(
      fc.property(fields, (weights) => {
        const runners = runnersOf(weights);
        const forecast = forecastMarket(runners);
        expect(forecast.outcomes).toHaveLength(runners.length * (runners.length - 1));
        expect(Math.abs(total(forecast.outcomes) - 1)).toBeLessThan(1e-9);
        expect(Math.abs(total(tricastMarket(runners).outcomes) - 1)).toBeLessThan(1e-9);
      }),
      { numRuns: 50 },
    );
  });

  it('price inside the forecast band', () => {
    fc.assert(
      fc.property(fields, (weights) => {
        const runners = runnersOf(weights);
        for (const market of [forecastMarket(runners), tricastMarket(runners)]) {
          const { overround } = priceExotic(market);
          expect(overround).toBeGreaterThanOrEqual(MARGIN_BANDS.forecast.min);
          expect(overround).toBeLessThanOrEqual(MARGIN_BANDS.forecast.max);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('simulateFinish', () => {
  const runners = runnersOf([5, 3, 2, 1, 1, 1]);

  it('places every runner once and repeats itself for the same seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const first = simulateFinish(runners, createRng('test', String(seed)), 0.1);
        expect(simulateFinish(runners, createRng('test', String(seed)), 0.1)).toEqual(first);
        expect(new Set(first.map((finisher) => finisher.key)).size).toBe(runners.length);
        expect(first[0]?.position).toBe(1);
      }),
    );
  });

  it('gives runners in a dead heat the same position and skips the next one', () => {
    const rng = createRng('test', '7');
    const results = Array.from({ length: 200 }, () => simulateFinish(runners, rng, 0.3));
    const tied = results.find((result) => result[1]?.position === 1 && result[2]?.position === 3);
    expect(tied).toBeDefined();
    for (const result of results) {
      result.forEach((finisher, index) => {
        const previous = result[index - 1];
        expect(finisher.position === index + 1 || finisher.position === previous?.position).toBe(true);
      });
    }
  });

  it('lets the favourite win about as often as its probability says', () => {
    const rng = createRng('test', '2024');
    const wins = Array.from({ length: 4000 }, () => simulateFinish(runners, rng)[0]?.key).filter((key) => key === '1');
    expect(wins.length / 4000).toBeCloseTo(5 / 13, 1);
  });
});
