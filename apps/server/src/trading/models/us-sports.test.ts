import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARGIN_BANDS, MIN_ODDS } from './margin';
import { priceEventMarket } from './outcome-prices';
import type { FairMarket } from './types';
import { basketballMarkets, hockeyMarkets } from './us-sports';

const sumsToOne = (market: FairMarket) =>
  Math.abs(market.outcomes.reduce((sum, outcome) => sum + outcome.probability, 0) - 1) < 1e-9;
const chance = (markets: FairMarket[], type: string, key: string, line?: number) =>
  markets.find((market) => market.type === type && market.line === line)?.outcomes.find((o) => o.key === key)
    ?.probability ?? NaN;

describe('basketballMarkets', () => {
  const games = fc.record({
    homePoints: fc.double({ min: 95, max: 125, noNaN: true }),
    awayPoints: fc.double({ min: 95, max: 125, noNaN: true }),
    state: fc.record({
      score: fc.tuple(fc.integer({ min: 0, max: 130 }), fc.integer({ min: 0, max: 130 })),
      elapsedMinutes: fc.double({ min: 0, max: 48, noNaN: true }),
    }),
  });

  it('gives every market fair probabilities summing to 1, pre-match and live', () => {
    fc.assert(
      fc.property(games, (game) => basketballMarkets(game).forEach((market) => expect(sumsToOne(market)).toBe(true))),
    );
  });

  it('sets the main spread and total near evens and prices them inside the band', () => {
    const markets = basketballMarkets({ homePoints: 114, awayPoints: 108 });
    expect(chance(markets, 'spread', 'home', -5.5)).toBeCloseTo(0.5, 1);
    expect(chance(markets, 'total', 'over', 222.5)).toBeCloseTo(0.5, 1);
    for (const market of markets.filter((candidate) => candidate.line === -5.5 || candidate.line === 222.5)) {
      const priced = priceEventMarket(market, MARGIN_BANDS.usSports);
      // A favourite held at the 1.01 floor carries less than the margin, never a negative one.
      const atFloor = priced.outcomes.some((outcome) => outcome.odds === MIN_ODDS);
      expect(priced.overround).toBeGreaterThanOrEqual(atFloor ? 0 : MARGIN_BANDS.usSports.min);
      expect(priced.overround).toBeLessThanOrEqual(MARGIN_BANDS.usSports.max);
    }
  });

  it('prices the stronger team shorter on the moneyline', () => {
    const home = [100, 105, 110, 115].map((points) =>
      chance(basketballMarkets({ homePoints: points, awayPoints: 108 }), 'moneyline', 'home'),
    );
    home.slice(1).forEach((probability, index) => expect(probability).toBeGreaterThan(home[index] ?? 1));
  });

  it('makes a lead safer as the clock runs down, and final at the buzzer', () => {
    const at = (elapsedMinutes: number) =>
      chance(
        basketballMarkets({ homePoints: 110, awayPoints: 110, state: { score: [60, 54], elapsedMinutes } }),
        'moneyline',
        'home',
      );
    [12, 24, 36, 46].forEach((minute, index, minutes) => {
      if (index > 0) expect(at(minute)).toBeGreaterThan(at(minutes[index - 1] ?? 0));
    });
    expect(at(48)).toBe(1);
  });
});

describe('hockeyMarkets', () => {
  const games = fc.record({
    homeGoals: fc.double({ min: 1.8, max: 4.2, noNaN: true }),
    awayGoals: fc.double({ min: 1.8, max: 4.2, noNaN: true }),
    state: fc.record({
      score: fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })),
      elapsedMinutes: fc.double({ min: 0, max: 60, noNaN: true }),
    }),
  });

  it('gives every market fair probabilities summing to 1, pre-match and live', () => {
    fc.assert(
      fc.property(games, (game) => hockeyMarkets(game).forEach((market) => expect(sumsToOne(market)).toBe(true))),
    );
  });

  it('splits a regulation draw between the moneyline sides and never lets a one-goal win cover −1.5', () => {
    fc.assert(
      fc.property(games, (game) => {
        const markets = hockeyMarkets(game);
        const [home, draw] = [chance(markets, '1x2', 'home'), chance(markets, '1x2', 'draw')];
        const moneyline = chance(markets, 'moneyline', 'home');
        expect(moneyline).toBeGreaterThanOrEqual(home - 1e-12);
        expect(moneyline).toBeLessThanOrEqual(home + draw + 1e-12);
        expect(chance(markets, 'puck_line', 'home', -1.5)).toBeLessThanOrEqual(home + 1e-12);
      }),
    );
  });

  it('settles a tied game after regulation by overtime, slightly favouring the higher-scoring side', () => {
    const markets = hockeyMarkets({ homeGoals: 3.4, awayGoals: 2.6, state: { score: [2, 2], elapsedMinutes: 60 } });
    expect(chance(markets, '1x2', 'draw')).toBe(1);
    expect(chance(markets, 'moneyline', 'home')).toBeGreaterThan(0.5);
    expect(chance(markets, 'moneyline', 'home')).toBeLessThan(0.6);
    expect(chance(markets, 'total', 'over', 4.5)).toBe(1);
  });

  it('prices the moneyline inside the band', () => {
    const priced = priceEventMarket(
      hockeyMarkets({ homeGoals: 3.1, awayGoals: 2.8 })[0] as FairMarket,
      MARGIN_BANDS.usSports,
    );
    // A favourite held at the 1.01 floor carries less than the margin, never a negative one.
    const atFloor = priced.outcomes.some((outcome) => outcome.odds === MIN_ODDS);
    expect(priced.overround).toBeGreaterThanOrEqual(atFloor ? 0 : MARGIN_BANDS.usSports.min);
    expect(priced.overround).toBeLessThanOrEqual(MARGIN_BANDS.usSports.max);
  });
});
