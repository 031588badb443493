import type { FairMarket } from './types';

/**
 * P(team A wins a map) from Elo-style ratings: 400 points is 10-to-1. E-sports ranking sites
 * publish such ratings, so the feed can make believable series from them.
 */
export function mapWinProbabilityFromRatings(ratingA: number, ratingB: number): number {
  return 1 / (1 + 10 ** ((ratingB - ratingA) / 400));
}

/**
 * Distribution of the final map score of a best-of-n series from the maps won so far, maps
 * being independent with the same chance p for A (a negative-binomial race).
 * @example seriesScores(0.6, 3) // { '2-0': 0.36, '2-1': 0.288, '1-2': 0.192, '0-2': 0.16 }
 */
export function seriesScores(
  p: number,
  bestOf: 1 | 3 | 5,
  maps: readonly [number, number] = [0, 0],
): Map<string, number> {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`A map win probability is between 0 and 1, got ${p}.`);
  const need = (bestOf + 1) / 2;
  const scores = new Map<string, number>();
  const walk = (a: number, b: number, chance: number) => {
    if (chance === 0) return;
    if (a === need || b === need) {
      scores.set(`${a}-${b}`, (scores.get(`${a}-${b}`) ?? 0) + chance);
      return;
    }
    walk(a + 1, b, chance * p);
    walk(a, b + 1, chance * (1 - p));
  };
  walk(maps[0], maps[1], 1);
  return scores;
}

/**
 * Match winner, correct map score, map handicaps and total maps, all from the one series
 * distribution so they agree.
 */
export function esportsMarkets(p: number, bestOf: 1 | 3 | 5, maps: readonly [number, number] = [0, 0]): FairMarket[] {
  const scores = [...seriesScores(p, bestOf, maps)].map(([key, probability]) => {
    const [a = 0, b = 0] = key.split('-').map(Number);
    return { key, a, b, probability };
  });
  const chance = (test: (a: number, b: number) => boolean) =>
    scores.reduce((sum, score) => (test(score.a, score.b) ? sum + score.probability : sum), 0);
  const markets: FairMarket[] = [
    {
      type: 'match_winner',
      outcomes: [
        { key: 'A', probability: chance((a, b) => a > b) },
        { key: 'B', probability: chance((a, b) => a < b) },
      ],
    },
  ];
  if (bestOf === 1) return markets;
  const handicaps = bestOf === 3 ? [-1.5, 1.5] : [-2.5, -1.5, 1.5, 2.5];
  const totals = bestOf === 3 ? [2.5] : [3.5, 4.5];
  return [
    ...markets,
    { type: 'correct_map_score', outcomes: scores.map(({ key, probability }) => ({ key, probability })) },
    ...handicaps.map((line) => {
      const covers = chance((a, b) => a - b + line > 0);
      return {
        type: 'map_handicap',
        line,
        outcomes: [
          { key: 'A', probability: covers },
          { key: 'B', probability: 1 - covers },
        ],
      };
    }),
    ...totals.map((line) => {
      const over = chance((a, b) => a + b > line);
      return {
        type: 'total_maps',
        line,
        outcomes: [
          { key: 'over', probability: over },
          { key: 'under', probability: 1 - over },
        ],
      };
    }),
  ];
}
