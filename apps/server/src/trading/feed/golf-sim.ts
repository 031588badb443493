import { golfLeaderboard, golfOutright, priceOutright } from '../models/golf';
import type { GolfPlace } from '../models/golf';
import { overpaysSome } from '../models/outcome-prices';
import { pickWeighted } from '../models/rng';
import { settleBy } from './book';
import type { MarketSpec, SimModule, Snapshot } from './types';

/** Inputs of one tournament: the field with skill ratings and its length. */
export interface GolfParams {
  readonly players: readonly { readonly key: string; readonly name: string; readonly rating: number }[];
  readonly rounds: number;
  readonly roundMs: number;
}

/** The tournament's future: its winner and the final leaderboard (the winner alone on top). */
export interface GolfPath {
  readonly winner: string;
  readonly leaderboard: readonly GolfPlace[];
}

function outright(params: GolfParams) {
  return golfOutright(params.players.map((player) => ({ key: player.key, rating: player.rating })));
}

function snapshot(params: GolfParams, path: GolfPath, startsAt: number, t: number): Snapshot<GolfPath> {
  const base = { stats: {}, priceKey: 'static', state: path, isLive: false };
  if (t < startsAt) return { ...base, status: 'not_started', statusDescription: null, suspended: false, result: null };
  const round = Math.floor((t - startsAt) / params.roundMs) + 1;
  if (round <= params.rounds)
    return { ...base, status: 'live', statusDescription: `Round ${round}`, suspended: true, result: null };
  const names = new Map(params.players.map((player) => [player.key, player.name]));
  const leaderboard = path.leaderboard.map((place) => ({
    key: place.key,
    name: names.get(place.key) ?? place.key,
    position: place.position,
    tied: place.tied,
    to_par: place.toPar,
  }));
  return {
    ...base,
    status: 'ended',
    statusDescription: 'Ended',
    suspended: true,
    result: { winner: path.winner, name: names.get(path.winner) ?? path.winner, leaderboard },
  };
}

/**
 * Golf outrights: priced before the first round and suspended while it is played (outright
 * events stay out of the in-play list: `is_live` false); the winner is drawn from the same
 * probabilities, then the rest of the leaderboard after it (`golfLeaderboard`), so the stored
 * result lists the settled winner first.
 */
export const golfSim: SimModule<GolfParams, GolfPath, GolfPath> = {
  path(params, rng) {
    const market = outright(params);
    const index = pickWeighted(
      rng,
      market.outcomes.map((outcome) => outcome.probability),
    );
    const winner = market.outcomes[index]?.key ?? '';
    return { winner, leaderboard: golfLeaderboard(rng, market.outcomes, winner, params.rounds) };
  },
  snapshot,
  markets: (params): MarketSpec[] => [
    {
      type: 'outright_winner',
      line: null,
      name: 'Outright Winner',
      ewPrice: null,
      ewPlace: null,
      outcomes: params.players.map((player) => ({ key: player.key, name: player.name })),
    },
  ],
  price: (params) => {
    const priced = priceOutright(outright(params));
    return [
      {
        suspended: overpaysSome(priced.outcomes),
        outcomes: priced.outcomes.map((outcome) => ({ odds: outcome.odds, fractional: null })),
      },
    ];
  },
  settle: (_params, snap, specs) => specs.map((spec) => settleBy(spec, (key) => key === snap.state.winner)),
};
