import { MARGIN_BANDS, priceMarket, toDecimalOdds } from './margin';
import { softmax } from './probability';
import type { FairMarket, PricedMarket } from './types';

/** Longest outright price: a 150-player field has many genuine 500/1 shots. */
export const OUTRIGHT_MAX_ODDS = 2000;

/**
 * Fair outright winner market for a golf field from skill ratings (strokes gained per round
 * over the field): a softmax in which `scale` strokes multiply a player's chance ratio by e.
 */
export function golfOutright(players: readonly { key: string; rating: number }[], scale = 0.5): FairMarket {
  const probabilities = softmax(
    players.map((player) => player.rating),
    scale,
  );
  return {
    type: 'outright_winner',
    outcomes: players.map((player, index) => ({ key: player.key, probability: probabilities[index] ?? 0 })),
  };
}

/** Prices an outright with the (higher) outright margin band and the longer odds cap. */
export function priceOutright(market: FairMarket): PricedMarket {
  return priceMarket(market, MARGIN_BANDS.outright, { round: (implied) => toDecimalOdds(implied, OUTRIGHT_MAX_ODDS) });
}
