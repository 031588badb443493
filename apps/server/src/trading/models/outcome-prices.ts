import { displayOdds } from '@sportsbook/betting';
import { MAX_ODDS, toDecimalOdds } from './margin';
import type { MarginBand } from './margin';
import type { FairMarket, PricedMarket } from './types';

/**
 * The margin every outcome of an event carries: the middle of the event's band, the same rate on
 * every market, in play as before kick-off (decision 088).
 */
export function eventMargin(band: MarginBand): number {
  return (band.min + band.max) / 2;
}

/**
 * The price of one outcome from its fair probability: implied probability = probability ×
 * (1 + margin), truncated to two decimals within [1.01, maxOdds]; 0 (locked) when it cannot
 * happen. Proportional margin is the one rule that is (a) increasing in the probability, so an
 * outcome contained in another is never priced longer than it, in any market of the event, and
 * (b) the same share of every market's book, so each market still carries the band's margin.
 * @example outcomeOdds(0.25, MARGIN_BANDS.footballPreMatch) // 3.77
 */
export function outcomeOdds(probability: number, band: MarginBand, maxOdds = MAX_ODDS): number {
  if (!(probability > 0)) return 0;
  return toDecimalOdds(probability * (1 + eventMargin(band)), maxOdds);
}

/**
 * Whether a price pays at most the outcome's fair odds (1 / probability). Only the 1.01 floor can
 * break this, on an outcome likelier than 1 / 1.01: such a market is suspended, never offered.
 */
export function paysAtMostFair(odds: number, probability: number): boolean {
  return odds * probability <= 1 + 1e-12;
}

/**
 * Whether some offered outcome of a market priced on its own (a race, a forecast, an outright) pays
 * more than its fair odds: only the shortest price allowed (1.01, the ladder's 1/33) can, on a
 * near-certain winner, and such a market is suspended, never offered (decision 091).
 */
export function overpaysSome(outcomes: readonly { readonly odds: number; readonly probability: number }[]): boolean {
  return outcomes.some((outcome) => outcome.odds > 0 && !paysAtMostFair(outcome.odds, outcome.probability));
}

/** A market priced for an event's book, with whether it must be suspended instead of offered. */
export interface EventPricedMarket extends PricedMarket {
  /** True when some outcome's floor price would pay more than its fair odds (a certain result included). */
  readonly suspended: boolean;
}

/**
 * Prices one market of an event with the event's margin, outcome by outcome, so it agrees with
 * every other market of the event read from the same distribution. A market whose favourite is so
 * likely that even 1.01 pays more than it is worth is suspended; a favourite held at 1.01 below
 * that carries less margin, and the market's book then sits under the band (never under 0).
 */
export function priceEventMarket(market: FairMarket, band: MarginBand, maxOdds = MAX_ODDS): EventPricedMarket {
  const winners = market.winners ?? 1;
  let implied = 0;
  let suspended = false;
  const outcomes = market.outcomes.map((outcome) => {
    const odds = outcomeOdds(outcome.probability, band, maxOdds);
    if (odds > 0) implied += 1 / odds;
    if (outcome.probability > 0 && !paysAtMostFair(odds, outcome.probability)) suspended = true;
    return { ...outcome, odds, displayOdds: displayOdds(odds) };
  });
  return { ...market, outcomes, overround: implied / winners - 1, suspended };
}

/**
 * The price of one yes/no proposition (a named scorer, a Bet Builder's legs together) on the
 * event's margin, exactly as an outcome of its markets is priced; 0 when it cannot happen or when
 * even 1.01 would pay more than it is worth (then it is not offered).
 * @example yesNoOdds(0.25, MARGIN_BANDS.footballPreMatch) // 3.77
 */
export function yesNoOdds(probability: number, band: MarginBand, maxOdds = MAX_ODDS): number {
  if (!(probability > 1e-12)) return 0;
  const odds = outcomeOdds(probability, band, maxOdds);
  return paysAtMostFair(odds, probability) ? odds : 0;
}
