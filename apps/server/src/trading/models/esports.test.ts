import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { esportsMarkets, mapWinProbabilityFromRatings, seriesScores } from './esports';
import { MARGIN_BANDS, MIN_ODDS } from './margin';
import { priceEventMarket } from './outcome-prices';

const bestOfs = fc.constantFrom(1 as const, 3 as const, 5 as const);

describe('seriesScores', () => {
  it.each([
    [3, '2-0', 0.36],
    [3, '2-1', 0.288],
    [3, '1-2', 0.192],
    [3, '0-2', 0.16],
    [5, '3-0', 0.216],
    [5, '3-2', 6 * 0.6 ** 3 * 0.4 ** 2],
    [1, '1-0', 0.6],
  ] as const)('gives a best of %s with a 60 %% map edge the score %s a chance of %s', (bestOf, score, expected) => {
    expect(seriesScores(0.6, bestOf).get(score)).toBeCloseTo(expected, 12);
  });

  it('continues from the maps already won', () => {
    expect([...seriesScores(0.5, 3, [1, 1])]).toEqual([
      ['2-1', 0.5],
      ['1-2', 0.5],
    ]);
  });
});

describe('esportsMarkets', () => {
  it('gives every market fair probabilities summing to 1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 0.95, noNaN: true }), bestOfs, (p, bestOf) => {
        for (const market of esportsMarkets(p, bestOf)) {
          expect(Math.abs(market.outcomes.reduce((sum, o) => sum + o.probability, 0) - 1)).toBeLessThan(1e-9);
        }
      }),
    );
  });

  it('amplifies a map edge over a longer series and prices inside the band', () => {
    const p = mapWinProbabilityFromRatings(1650, 1550);
    const [one = 0, three = 0, five = 0] = ([1, 3, 5] as const).map(
      (bestOf) => esportsMarkets(p, bestOf)[0]?.outcomes[0]?.probability ?? 0,
    );
    expect(one).toBeCloseTo(p, 12);
    expect(three).toBeGreaterThan(one);
    expect(five).toBeGreaterThan(three);
    for (const market of esportsMarkets(p, 3)) {
      const priced = priceEventMarket(market, MARGIN_BANDS.esports);
      // A favourite held at the 1.01 floor carries less than the margin, never a negative one.
      const atFloor = priced.outcomes.some((outcome) => outcome.odds === MIN_ODDS);
      expect(priced.overround).toBeGreaterThanOrEqual(atFloor ? 0 : MARGIN_BANDS.esports.min);
      expect(priced.overround).toBeLessThanOrEqual(MARGIN_BANDS.esports.max);
    }
  });

  it('makes the −1.5 map handicap the 2–0 chance in a best of 3', () => {
    const markets = esportsMarkets(0.6, 3);
    expect(markets.find((m) => m.type === 'map_handicap' && m.line === -1.5)?.outcomes[0]?.probability).toBeCloseTo(
      0.36,
      12,
    );
    expect(markets.find((m) => m.type === 'total_maps')?.outcomes[0]?.probability).toBeCloseTo(0.48, 12);
  });
});
