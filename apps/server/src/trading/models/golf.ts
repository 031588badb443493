import { MARGIN_BANDS, priceMarket, toDecimalOdds } from './margin';
import { softmax } from './probability';
import { pickWeighted, randomNormal } from './rng';
import type { Rng } from './rng';
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

/** One line of a final golf leaderboard: a player, the place they share and their total to par. */
export interface GolfPlace {
  readonly key: string;
  /** 1 + the number of players with a strictly lower total; shared by tied players ("T3"). */
  readonly position: number;
  readonly tied: boolean;
  /** Total strokes relative to par over all rounds (negative = under par). */
  readonly toPar: number;
}

/**
 * A final leaderboard consistent with an already drawn winner and with the outright prices:
 * the rest of the field finishes in a Plackett–Luce order over the same win probabilities (the
 * winner's draw was that order's first pick), so a shorter-priced player tends to finish higher.
 * Totals to par follow the order: the winner alone at the top (a playoff still has one winner),
 * then gaps of 0–2 strokes whose mean spreads the field over about 4 strokes a round, so ties
 * appear as they do on a real board. Plain data in, plain data out, for the feed's seeded rng.
 */
export function golfLeaderboard(
  rng: Rng,
  field: readonly { readonly key: string; readonly probability: number }[],
  winnerKey: string,
  rounds: number,
): GolfPlace[] {
  const winner = field.find((player) => player.key === winnerKey);
  if (!winner) return [];
  const rest = field.filter((player) => player.key !== winnerKey);
  const order = [winner];
  while (rest.length > 0) {
    const weights = rest.map((player) => player.probability);
    const index = weights.some((weight) => weight > 0) ? pickWeighted(rng, weights) : 0;
    order.push(...rest.splice(index, 1));
  }
  const winningTotal = -Math.round(Math.min(24, Math.max(4, randomNormal(rng, 13, 3.5))) * (rounds / 4));
  const gapChance = Math.min(0.9, (4 * rounds) / (2 * Math.max(1, order.length - 1)));
  const totals: number[] = [];
  order.forEach((_player, index) => {
    const previous = totals[index - 1];
    if (previous === undefined) {
      totals.push(winningTotal);
      return;
    }
    const gap = (rng() < gapChance ? 1 : 0) + (rng() < gapChance ? 1 : 0);
    totals.push(previous + (index === 1 ? Math.max(1, gap) : gap));
  });
  return order.map((player, index) => {
    const toPar = totals[index] ?? 0;
    const better = totals.filter((total) => total < toPar).length;
    const same = totals.filter((total) => total === toPar).length;
    return { key: player.key, position: better + 1, tied: same > 1, toPar };
  });
}
