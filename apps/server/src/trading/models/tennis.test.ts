import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARGIN_BANDS, MIN_ODDS } from './margin';
import { priceEventMarket } from './outcome-prices';
import { setScoreDistribution, tennisDistribution, tennisMarkets } from './tennis';
import type { TennisState } from './tennis';

const serves = fc.record({
  a: fc.double({ min: 0.45, max: 0.8, noNaN: true }),
  b: fc.double({ min: 0.45, max: 0.8, noNaN: true }),
});
const total = (values: Iterable<number>) => [...values].reduce((sum, value) => sum + value, 0);
const liveStates = fc.record({
  sets: fc.constantFrom<TennisState['sets']>([], [[6, 4]], [[3, 6]], [[7, 6]]),
  games: fc
    .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }))
    .filter(([a, b]) => a < 6 || b < 6 || a === b),
  points: fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })),
  server: fc.constantFrom('A' as const, 'B' as const),
});

describe('setScoreDistribution', () => {
  it('covers every legal set score once and sums to 1', () => {
    const scores = setScoreDistribution({ a: 0.63, b: 0.6 }, [0, 0], 'A');
    expect([...scores.keys()].sort()).toEqual(
      ['6-0', '6-1', '6-2', '6-3', '6-4', '7-5', '7-6', '0-6', '1-6', '2-6', '3-6', '4-6', '5-7', '6-7'].sort(),
    );
    expect(total(scores.values())).toBeCloseTo(1, 12);
  });
});

describe('tennisDistribution', () => {
  it('gives every market fair probabilities summing to 1, pre-match and live', () => {
    fc.assert(
      fc.property(serves, fc.constantFrom(3 as const, 5 as const), liveStates, (serve, bestOf, state) => {
        const distribution = tennisDistribution(serve, { bestOf }, state);
        for (const market of tennisMarkets(distribution, [20.5, 30.5])) {
          expect(Math.abs(total(market.outcomes.map((outcome) => outcome.probability)) - 1)).toBeLessThan(1e-9);
        }
        expect(Math.abs(total(distribution.totalGames) - 1)).toBeLessThan(1e-9);
        const setWins = [...distribution.setBetting].filter(([key]) => Number(key[0]) > Number(key[2]));
        expect(total(setWins.map(([, probability]) => probability))).toBeCloseTo(distribution.winA, 12);
      }),
      { numRuns: 60 },
    );
  });

  it('is even between equal players and favours the better server, more so over five sets', () => {
    expect(tennisDistribution({ a: 0.62, b: 0.62 }, { bestOf: 3 }).winA).toBeCloseTo(0.5, 12);
    const three = tennisDistribution({ a: 0.66, b: 0.62 }, { bestOf: 3 }).winA;
    const five = tennisDistribution({ a: 0.66, b: 0.62 }, { bestOf: 5 }).winA;
    expect(three).toBeGreaterThan(0.5);
    expect(five).toBeGreaterThan(three);
  });

  it('counts at least 12 games in best of 3 and 18 in best of 5', () => {
    const three = tennisDistribution({ a: 0.6, b: 0.6 }, { bestOf: 3 }).totalGames;
    expect(three.findIndex((p) => p > 0)).toBe(12);
    expect(three.length - 1).toBe(39);
    expect(tennisDistribution({ a: 0.6, b: 0.6 }, { bestOf: 5 }).totalGames.findIndex((p) => p > 0)).toBe(18);
  });

  it('follows the live score: a set and a break up is nearly won, a finished match is certain', () => {
    const ahead = tennisDistribution(
      { a: 0.62, b: 0.62 },
      { bestOf: 3 },
      { sets: [[6, 4]], games: [4, 2], points: [0, 0], server: 'A' },
    );
    expect(ahead.winA).toBeGreaterThan(0.9);
    expect(ahead.setBetting.has('0-2')).toBe(false);
    const over = tennisDistribution(
      { a: 0.62, b: 0.62 },
      { bestOf: 3 },
      {
        sets: [
          [4, 6],
          [3, 6],
        ],
        games: [0, 0],
        points: [0, 0],
        server: 'A',
      },
    );
    expect(over.winA).toBe(0);
  });

  it('moves the price towards the player who wins the next points', () => {
    const serve = { a: 0.63, b: 0.63 };
    const at = (points: [number, number]) =>
      tennisDistribution(serve, { bestOf: 3 }, { sets: [], games: [5, 5], points, server: 'B' }).winA;
    expect(at([0, 0])).toBeLessThan(at([1, 0]));
    expect(at([1, 0])).toBeLessThan(at([2, 0]));
    expect(at([2, 0])).toBeLessThan(at([3, 0]));
  });

  it('uses the match tie-break in the final set when asked', () => {
    const state: TennisState = {
      sets: [
        [6, 4],
        [4, 6],
      ],
      games: [6, 6],
      points: [0, 0],
      server: 'A',
    };
    const long = tennisDistribution({ a: 0.7, b: 0.6 }, { bestOf: 3, finalSetTiebreak: 10 }, state);
    const short = tennisDistribution({ a: 0.7, b: 0.6 }, { bestOf: 3 }, state);
    expect(long.winA).toBeGreaterThan(short.winA);
  });

  it('prices the markets inside the tennis band', () => {
    fc.assert(
      fc.property(serves, (serve) => {
        fc.pre(Math.abs(serve.a - serve.b) < 0.12);
        for (const market of tennisMarkets(tennisDistribution(serve, { bestOf: 3 }))) {
          const priced = priceEventMarket(market, MARGIN_BANDS.tennis);
          // A favourite held at the 1.01 floor carries less than the margin, never a negative one.
          const atFloor = priced.outcomes.some((outcome) => outcome.odds === MIN_ODDS);
          expect(priced.overround).toBeGreaterThanOrEqual(atFloor ? 0 : MARGIN_BANDS.tennis.min);
          expect(priced.overround).toBeLessThanOrEqual(MARGIN_BANDS.tennis.max);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('refuses serve probabilities outside (0, 1)', () => {
    expect(() => tennisDistribution({ a: 1, b: 0.6 }, { bestOf: 3 })).toThrow(/strictly between/);
  });
});
