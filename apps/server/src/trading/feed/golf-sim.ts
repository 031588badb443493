import { golfOutright, priceOutright } from '../models/golf';
import { pickWeighted } from '../models/rng';
import { settleBy } from './book';
import type { MarketSpec, SimModule, Snapshot } from './types';

/** Inputs of one tournament: the field with skill ratings and its length. */
export interface GolfParams {
  readonly players: readonly { readonly key: string; readonly name: string; readonly rating: number }[];
  readonly rounds: number;
  readonly roundMs: number;
}

/** The tournament's future: its winner. */
export interface GolfPath {
  readonly winner: string;
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
  const name = params.players.find((player) => player.key === path.winner)?.name ?? path.winner;
  return {
    ...base,
    status: 'ended',
    statusDescription: 'Ended',
    suspended: true,
    result: { winner: path.winner, name },
  };
}

/**
 * Golf outrights: priced before the first round and suspended while it is played (outright
 * events stay out of the in-play list: `is_live` false); the winner is drawn from the same
 * probabilities.
 */
export const golfSim: SimModule<GolfParams, GolfPath, GolfPath> = {
  path(params, rng) {
    const market = outright(params);
    const index = pickWeighted(
      rng,
      market.outcomes.map((outcome) => outcome.probability),
    );
    return { winner: market.outcomes[index]?.key ?? '' };
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
  price: (params) => [
    {
      decided: false,
      outcomes: priceOutright(outright(params)).outcomes.map((outcome) => ({ odds: outcome.odds, fractional: null })),
    },
  ],
  settle: (_params, snap, specs) => specs.map((spec) => settleBy(spec, (key) => key === snap.state.winner)),
};
