import { MARGIN_BANDS } from '../models/margin';
import { tennisDistribution, tennisMarkets } from '../models/tennis';
import type { TennisFormat, TennisState } from '../models/tennis';
import type { Player, ServeProbabilities } from '../models/tennis-points';
import { ordinal, priceFromFair, settleBy } from './book';
import { marketSpec, nameScore, overUnderSpecs } from './market-specs';
import { endedSnapshot, liveSnapshot, notStarted } from './snapshot';
import { keyPoint, matchWinner, playPoint, pointsText, setsWon, startingScore } from './tennis-score';
import type { MarketSpec, SimModule, Snapshot } from './types';

/** Inputs of one match: players, serve-point chances, format and the total-games lines. */
export interface TennisParams {
  readonly home: string;
  readonly away: string;
  readonly serve: ServeProbabilities;
  readonly format: TennisFormat;
  readonly totalLines: readonly number[];
}

/** The match's future: who serves first and the winner of every point, in order. */
export interface TennisPath {
  readonly firstServer: Player;
  readonly points: string;
}

const POINT_MS = 40_000;
const GAME_BREAK_MS = 25_000;
const CHANGEOVER_MS = 90_000;
const SET_BREAK_MS = 120_000;

/** Every possible final set score of the format ("2-0" ... "0-2"), from A's side. */
function setScores(format: TennisFormat): string[] {
  const need = (format.bestOf + 1) / 2;
  const scores: string[] = [];
  for (let lost = 0; lost < need; lost += 1) scores.push(`${need}-${lost}`);
  for (let won = need - 1; won >= 0; won -= 1) scores.push(`${won}-${need}`);
  return scores;
}

function replay(
  params: TennisParams,
  path: TennisPath,
  startsAt: number,
  t: number,
): { state: TennisState; ended: boolean } {
  let state = startingScore(path.firstServer);
  let time = startsAt;
  for (const point of path.points) {
    if (time + POINT_MS > t) break;
    time += POINT_MS;
    const next = playPoint(state, point === 'A' ? 'A' : 'B', params.format);
    if (matchWinner(next, params.format)) return { state: next, ended: true };
    const games = next.games[0] + next.games[1];
    if (next.sets.length > state.sets.length) time += SET_BREAK_MS;
    else if (games !== state.games[0] + state.games[1]) time += games % 2 === 1 ? CHANGEOVER_MS : GAME_BREAK_MS;
    state = next;
  }
  return { state, ended: false };
}

function snapshot(params: TennisParams, path: TennisPath, startsAt: number, t: number): Snapshot<TennisState> {
  if (t < startsAt) {
    const state = startingScore(path.firstServer);
    return notStarted(state);
  }
  const { state, ended } = replay(params, path, startsAt, t);
  const [setsA, setsB] = setsWon(state);
  const [pointsA, pointsB] = pointsText(state);
  if (ended) {
    const result = { sets: state.sets, set_score: `${setsA}-${setsB}`, winner: setsA > setsB ? 'home' : 'away' };
    return endedSnapshot(state, { home_scores: setsA, away_scores: setsB }, result);
  }
  return liveSnapshot(state, {
    statusDescription: `${ordinal(state.sets.length + 1)} Set`,
    stats: {
      home_scores: setsA,
      away_scores: setsB,
      home_set: state.games[0],
      away_set: state.games[1],
      home_points: pointsA,
      away_points: pointsB,
      server: state.server === 'A' ? 1 : 2,
    },
    suspended: keyPoint(state, params.format) !== null,
    priceKey: JSON.stringify(state),
  });
}

function markets({ home, away, format, totalLines }: TennisParams): MarketSpec[] {
  return [
    marketSpec('match_winner', null, 'Match Winner', [
      ['A', home],
      ['B', away],
    ]),
    marketSpec(
      'set_betting',
      null,
      'Set Betting',
      setScores(format).map((key) => [key, nameScore(key, home, away)]),
    ),
    ...overUnderSpecs('total_games', 'Total Games', totalLines),
  ];
}

/**
 * Tennis point by point: the match's point winners are drawn up front from the serve
 * probabilities (the model's own Markov chain), replayed against the clock, and priced live
 * from the current score with the point-level model.
 */
export const tennisSim: SimModule<TennisParams, TennisPath, TennisState> = {
  path(params, rng) {
    const firstServer: Player = rng() < 0.5 ? 'A' : 'B';
    let state = startingScore(firstServer);
    let points = '';
    while (!matchWinner(state, params.format)) {
      const serverWins = rng() < (state.server === 'A' ? params.serve.a : params.serve.b);
      const winner: Player = serverWins ? state.server : state.server === 'A' ? 'B' : 'A';
      points += winner;
      state = playPoint(state, winner, params.format);
    }
    return { firstServer, points };
  },
  snapshot,
  markets,
  price(params, snap, specs) {
    const distribution = tennisDistribution(params.serve, params.format, snap.state);
    return priceFromFair(specs, tennisMarkets(distribution, params.totalLines), MARGIN_BANDS.tennis);
  },
  settle(_params, snap, specs) {
    const [a, b] = setsWon(snap.state);
    const games = snap.state.sets.reduce((sum, [x, y]) => sum + x + y, 0);
    return specs.map((spec) => {
      if (spec.type === 'match_winner') return settleBy(spec, (key) => (key === 'A') === a > b);
      if (spec.type === 'set_betting') return settleBy(spec, (key) => key === `${a}-${b}`);
      return settleBy(spec, (key) => (key === 'over') === games > (spec.line ?? 0));
    });
  },
};
