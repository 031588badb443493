import { checkServe, gameProbability, otherPlayer, tiebreakProbability } from './tennis-points';
import type { Player, ServeProbabilities } from './tennis-points';
import type { FairMarket } from './types';

/** A match in play: finished sets, games and points of the current set, who serves next. */
export interface TennisState {
  readonly sets: readonly (readonly [number, number])[];
  readonly games: readonly [number, number];
  readonly points: readonly [number, number];
  readonly server: Player;
}

/** The match format: best of 3 or 5 sets, and the final set's tie-break length at 6–6. */
export interface TennisFormat {
  readonly bestOf: 3 | 5;
  readonly finalSetTiebreak?: 7 | 10;
}

/** A probability for each final set score of one set ("7-6" is from A's side). */
export type SetScores = Map<string, number>;

function isSetOver(a: number, b: number): boolean {
  return (a >= 6 && a - b >= 2) || (b >= 6 && b - a >= 2) || a === 7 || b === 7;
}

function addScaled(target: SetScores, source: SetScores, weight: number): void {
  source.forEach((probability, key) => target.set(key, (target.get(key) ?? 0) + weight * probability));
}

/**
 * Distribution of the final score of the current set from games [A, B], points [A, B] and the
 * server of the current game; a tie-break at 6–6 to `tiebreakTo` points.
 */
export function setScoreDistribution(
  serve: ServeProbabilities,
  games: readonly [number, number],
  server: Player,
  points: readonly [number, number] = [0, 0],
  tiebreakTo = 7,
  memo = new Map<string, SetScores>(),
): SetScores {
  const [a, b] = games;
  if (isSetOver(a, b)) return new Map([[`${a}-${b}`, 1]]);
  if (a === 6 && b === 6) {
    const win = tiebreakProbability(serve, server, points, tiebreakTo);
    return new Map([
      ['7-6', win],
      ['6-7', 1 - win],
    ]);
  }
  const fresh = points[0] === 0 && points[1] === 0;
  const key = `${a}-${b}-${server}-${tiebreakTo}`;
  const known = fresh ? memo.get(key) : undefined;
  if (known) return known;
  const win = gameProbability(serve, server, points);
  const next = otherPlayer(server);
  const result: SetScores = new Map();
  addScaled(result, setScoreDistribution(serve, [a + 1, b], next, [0, 0], tiebreakTo, memo), win);
  addScaled(result, setScoreDistribution(serve, [a, b + 1], next, [0, 0], tiebreakTo, memo), 1 - win);
  if (fresh) memo.set(key, result);
  return result;
}

/** The whole match's distribution: who wins, the set score and the total number of games. */
export interface TennisDistribution {
  readonly winA: number;
  /** "2-1" etc. from A's side → probability. */
  readonly setBetting: Map<string, number>;
  /** index = total games in the match → probability. */
  readonly totalGames: number[];
  /** The two together: set score → (total games → probability); every market above is a sum of it. */
  readonly joint: Map<string, number[]>;
}

/**
 * Dynamic programming over set states (sets won, who serves first, games so far): each set's
 * score distribution moves probability to the next state, so the match winner, set betting
 * and total games all come from one pass and agree.
 */
export function tennisDistribution(
  serve: ServeProbabilities,
  { bestOf, finalSetTiebreak = 7 }: TennisFormat,
  state: TennisState = { sets: [], games: [0, 0], points: [0, 0], server: 'A' },
): TennisDistribution {
  checkServe(serve);
  const need = (bestOf + 1) / 2;
  const memo = new Map<string, SetScores>();
  const setBetting = new Map<string, number>();
  const totalGames: number[] = [];
  const joint = new Map<string, number[]>();
  let winA = 0;
  const won = (player: 0 | 1) => state.sets.filter((set) => (set[player] ?? 0) > (set[1 - player] ?? 0)).length;
  const [setsA, setsB] = [won(0), won(1)];
  if (setsA >= need || setsB >= need) {
    const finalGames = state.sets.reduce((total, [a, b]) => total + a + b, 0);
    const games = Array.from({ length: finalGames + 1 }, (_, index) => (index === finalGames ? 1 : 0));
    return {
      winA: setsA >= need ? 1 : 0,
      setBetting: new Map([[`${setsA}-${setsB}`, 1]]),
      totalGames: [],
      joint: new Map([[`${setsA}-${setsB}`, games]]),
    };
  }
  const played = state.sets.reduce((total, [a, b]) => total + a + b, 0);
  const tiebreakFor = (sets: number) => (sets === bestOf - 1 ? finalSetTiebreak : 7);
  // One layer per set still to play; states with the same key merge, which keeps this small.
  type SetState = { setsA: number; setsB: number; server: Player; games: number; probability: number };
  let layer: SetState[] = [{ setsA, setsB, server: state.server, games: played, probability: 1 }];
  let started = state.games[0] + state.games[1];
  let scoresOf = (_: SetState): SetScores =>
    setScoreDistribution(serve, state.games, state.server, state.points, tiebreakFor(setsA + setsB));
  while (layer.length > 0) {
    const next = new Map<string, SetState>();
    for (const from of layer) {
      scoresOf(from).forEach((chance, score) => {
        const [a = 0, b = 0] = score.split('-').map(Number);
        const probability = from.probability * chance;
        const [nextA, nextB] = a > b ? [from.setsA + 1, from.setsB] : [from.setsA, from.setsB + 1];
        const games = from.games + a + b;
        if (nextA === need || nextB === need) {
          if (nextA === need) winA += probability;
          setBetting.set(`${nextA}-${nextB}`, (setBetting.get(`${nextA}-${nextB}`) ?? 0) + probability);
          totalGames[games] = (totalGames[games] ?? 0) + probability;
          const byGames = joint.get(`${nextA}-${nextB}`) ?? [];
          byGames[games] = (byGames[games] ?? 0) + probability;
          joint.set(`${nextA}-${nextB}`, byGames);
          return;
        }
        const server = (a + b - started) % 2 === 0 ? from.server : otherPlayer(from.server);
        const key = `${nextA}-${nextB}-${server}-${games}`;
        const merged = next.get(key);
        if (merged) merged.probability += probability;
        else next.set(key, { setsA: nextA, setsB: nextB, server, games, probability });
      });
    }
    layer = [...next.values()];
    started = 0;
    scoresOf = (from) =>
      setScoreDistribution(serve, [0, 0], from.server, [0, 0], tiebreakFor(from.setsA + from.setsB), memo);
  }
  joint.forEach((byGames, key) =>
    joint.set(
      key,
      Array.from(byGames, (value) => value ?? 0),
    ),
  );
  return { winA, setBetting, totalGames: Array.from(totalGames, (value) => value ?? 0), joint };
}

/**
 * Total-games lines around the median of the distribution: the median's half-line and three
 * games either side, so the main line is near evens.
 */
export function defaultTotalGamesLines(totalGames: readonly number[]): number[] {
  let cumulative = 0;
  const median = totalGames.findIndex((probability) => (cumulative += probability) >= 0.5);
  return [median - 3.5, median - 0.5, median + 2.5].filter((line) => line > 0);
}

/** Match winner, set betting and total games markets, all read from one distribution. */
export function tennisMarkets(
  distribution: TennisDistribution,
  totalLines: readonly number[] = defaultTotalGamesLines(distribution.totalGames),
): FairMarket[] {
  const setOutcomes = [...distribution.setBetting.entries()]
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([key, probability]) => ({ key, probability }));
  return [
    {
      type: 'match_winner',
      outcomes: [
        { key: 'A', probability: distribution.winA },
        { key: 'B', probability: 1 - distribution.winA },
      ],
    },
    { type: 'set_betting', outcomes: setOutcomes },
    ...totalLines.map((line) => {
      const over = distribution.totalGames.reduce((total, p, games) => (games > line ? total + p : total), 0);
      return {
        type: 'total_games',
        line,
        outcomes: [
          { key: 'over', probability: over },
          { key: 'under', probability: 1 - over },
        ],
      };
    }),
  ];
}
