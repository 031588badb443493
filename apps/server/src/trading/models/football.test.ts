import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedGoalsFromRatings, footballMarkets, footballMatrix, remainingFraction } from './football';
import { MARGIN_BANDS, MIN_ODDS, isMarketDecided } from './margin';
import { priceEventMarket } from './outcome-prices';
import { sumScores } from './score-matrix';
import type { FairMarket } from './types';

const input = fc.record({
  homeGoals: fc.double({ min: 0.3, max: 3.5, noNaN: true }),
  awayGoals: fc.double({ min: 0.3, max: 3.5, noNaN: true }),
  rho: fc.double({ min: -0.15, max: 0.05, noNaN: true }),
  state: fc.record({
    score: fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 })),
    minute: fc.integer({ min: 0, max: 89 }),
  }),
});

const find = (markets: FairMarket[], type: string, line?: number) => {
  const market = markets.find((candidate) => candidate.type === type && candidate.line === line);
  if (!market) throw new Error(`no ${type} ${line ?? ''} market`);
  return Object.fromEntries(market.outcomes.map((outcome) => [outcome.key, outcome.probability]));
};

describe('footballMatrix', () => {
  it.each([
    [(h: number, a: number) => h === 0 && a === 0, Math.exp(-2.5)],
    [(h: number, a: number) => h + a > 2.5, 1 - Math.exp(-2.5) * (1 + 2.5 + 2.5 ** 2 / 2)],
    [(h: number, a: number) => h === 1 && a === 0, 1.5 * Math.exp(-2.5)],
  ])('matches independent Poisson sums for 1.5 v 1.0 expected goals (case %#)', (predicate, expected) => {
    expect(sumScores(footballMatrix({ homeGoals: 1.5, awayGoals: 1 }), predicate)).toBeCloseTo(expected, 6);
  });

  it('moves probability onto 0–0 and 1–1 with a negative Dixon–Coles rho', () => {
    const plain = footballMatrix({ homeGoals: 1.4, awayGoals: 1.1 });
    const corrected = footballMatrix({ homeGoals: 1.4, awayGoals: 1.1, rho: -0.1 });
    const draw00 = (h: number, a: number) => h === 0 && a === 0;
    expect(sumScores(corrected, draw00)).toBeGreaterThan(sumScores(plain, draw00));
    expect(sumScores(corrected, () => true)).toBeCloseTo(1, 12);
  });

  it('counts the current score and scales the remaining goals by the time left', () => {
    const matrix = footballMatrix({ homeGoals: 1.8, awayGoals: 0.9, state: { score: [2, 1], minute: 60 } });
    expect(sumScores(matrix, (h, a) => h < 2 || a < 1)).toBe(0);
    expect(sumScores(matrix, (h, a) => h === 2 && a === 1)).toBeCloseTo(Math.exp(-2.7 / 3), 6);
    expect(remainingFraction(120)).toBe(0);
  });
});

describe('footballMarkets', () => {
  it('gives every market fair probabilities summing to 1 per winner, pre-match and live', () => {
    fc.assert(
      fc.property(input, (model) => {
        for (const market of footballMarkets(footballMatrix(model))) {
          const total = market.outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
          expect(Math.abs(total / (market.winners ?? 1) - 1)).toBeLessThan(1e-9);
        }
      }),
    );
  });

  it('derives 1X2, totals, correct score and handicaps from the same score matrix', () => {
    fc.assert(
      fc.property(input, (model) => {
        const matrix = footballMatrix(model);
        const markets = footballMarkets(matrix);
        const result = find(markets, '1x2');
        const scores = find(markets, 'correct_score');
        expect(result.home).toBeCloseTo(
          sumScores(matrix, (h, a) => h > a),
          12,
        );
        expect(find(markets, 'total_goals', 2.5).over).toBeCloseTo(
          sumScores(matrix, (h, a) => h + a > 2),
          12,
        );
        for (const [key, probability] of Object.entries(scores)) {
          if (key === 'other') continue;
          const [h, a] = key.split('-').map(Number);
          expect(probability).toBeCloseTo(
            sumScores(matrix, (x, y) => x === h && y === a),
            12,
          );
        }
        const listedHomeWins = Object.entries(scores)
          .filter(([key]) => key !== 'other' && Number(key.split('-')[0]) > Number(key.split('-')[1]))
          .reduce((sum, [, probability]) => sum + probability, 0);
        expect(listedHomeWins).toBeLessThanOrEqual((result.home ?? 0) + 1e-12);
        expect(find(markets, 'double_chance')['1X']).toBeCloseTo((result.home ?? 0) + (result.draw ?? 0), 12);
        expect(find(markets, 'asian_handicap', 0).home).toBeCloseTo(find(markets, 'draw_no_bet').home ?? 0, 12);
        expect(find(markets, 'asian_handicap', -0.5).home).toBeCloseTo(result.home ?? 0, 12);
        expect(find(markets, 'btts').yes).toBeCloseTo(
          sumScores(matrix, (h, a) => h > 0 && a > 0),
          12,
        );
        expect(find(markets, 'european_handicap', -1).draw).toBeCloseTo(
          sumScores(matrix, (h, a) => h - a === 1),
          12,
        );
      }),
    );
  });

  it('prices a quarter line between its neighbouring lines, half the stake on each', () => {
    const matrix = footballMatrix({ homeGoals: 1.6, awayGoals: 1.2 });
    const markets = footballMarkets(matrix);
    const [quarter = 0, half = 0, whole = 0] = [-0.75, -0.5, -1].map(
      (line) => find(markets, 'asian_handicap', line).home ?? 0,
    );
    expect(quarter).toBeLessThan(half);
    expect(quarter).toBeGreaterThan(whole);
    // Home −0.25: a draw refunds half the stake, so fair odds are (1 − draw / 2) / home win.
    const { home = 0, draw = 0 } = find(markets, '1x2');
    expect(find(markets, 'asian_handicap', -0.25).home).toBeCloseTo(home / (1 - draw / 2), 12);
  });

  it('keeps the published margin of every pre-match market inside the band', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.7, max: 2.2, noNaN: true }),
        fc.double({ min: 0.7, max: 2.2, noNaN: true }),
        (h, a) => {
          for (const market of footballMarkets(footballMatrix({ homeGoals: h, awayGoals: a, rho: -0.08 }))) {
            const priced = priceEventMarket(market, MARGIN_BANDS.footballPreMatch);
            // A favourite held at the 1.01 floor carries less than the margin, never a negative one.
            const atFloor = priced.outcomes.some((outcome) => outcome.odds === MIN_ODDS);
            expect(priced.overround).toBeGreaterThanOrEqual(atFloor ? 0 : MARGIN_BANDS.footballPreMatch.min);
            expect(priced.overround).toBeLessThanOrEqual(MARGIN_BANDS.footballPreMatch.max);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('prices the stronger team shorter', () => {
    const away = { attack: 0, defence: 0 };
    const homePrices = [-0.3, 0, 0.3, 0.6].map((attack) => {
      const goals = expectedGoalsFromRatings({ attack, defence: 0 }, away);
      const market = priceEventMarket(
        footballMarkets(footballMatrix({ homeGoals: goals.home, awayGoals: goals.away }))[0] as FairMarket,
        MARGIN_BANDS.footballPreMatch,
      );
      return market.outcomes[0]?.odds ?? 0;
    });
    expect([...homePrices].sort((x, y) => y - x)).toEqual(homePrices);
    expect(new Set(homePrices).size).toBe(homePrices.length);
  });

  it('shortens the leader as the clock runs down', () => {
    const homeWin = [10, 30, 50, 70, 85].map(
      (minute) =>
        find(
          footballMarkets(footballMatrix({ homeGoals: 1.3, awayGoals: 1.3, state: { score: [1, 0], minute } })),
          '1x2',
        ).home ?? 0,
    );
    homeWin.slice(1).forEach((probability, index) => expect(probability).toBeGreaterThan(homeWin[index] ?? 1));
  });

  it('decides the over 0.5 market once a goal is in and every market at full time', () => {
    const live = footballMarkets(
      footballMatrix({ homeGoals: 1.3, awayGoals: 1, state: { score: [1, 0], minute: 20 } }),
    );
    expect(isMarketDecided(live.find((market) => market.line === 0.5) as FairMarket)).toBe(true);
    const ended = footballMarkets(
      footballMatrix({ homeGoals: 1.3, awayGoals: 1, state: { score: [1, 0], minute: 90 } }),
    );
    expect(find(ended, '1x2').home).toBe(1);
  });
});

describe('expectedGoalsFromRatings', () => {
  it('gives average teams the base goals plus home advantage', () => {
    const goals = expectedGoalsFromRatings(
      { attack: 0, defence: 0 },
      { attack: 0, defence: 0 },
      { homeAdvantage: 0.2 },
    );
    expect(goals.home).toBeCloseTo(1.35 * Math.exp(0.2), 12);
    expect(goals.away).toBeCloseTo(1.35, 12);
  });
});
