import type { SlipSelection } from '@sportsbook/betting';
import type { EventHeader, MarketHeader, Outcome } from '@sportsbook/protocol';

/** What an odds button needs of its event: enough for the slip line and its rules. */
export type OddsButtonEvent = Pick<EventHeader, 'id' | 'name' | 'is_live' | 'starts_at'> & {
  readonly sport: Pick<EventHeader['sport'], 'category'>;
};

/** What an odds button needs of its market (each-way terms for racing). */
export type OddsButtonMarket = Pick<MarketHeader, 'id' | 'name' | 'type' | 'is_suspended' | 'ew_price' | 'ew_place'>;

/** The parts of a slip line, with the price shown when the button was pressed. */
export interface SlipSelectionSource {
  readonly event: OddsButtonEvent;
  readonly market: OddsButtonMarket;
  readonly outcome: Outcome;
  /** The live price (falls back to the outcome's own). */
  readonly odds?: number;
  readonly displayOdds?: Outcome['display_odds'];
  readonly isSuspended?: boolean;
  /** True for the SP button of a runner: the bet takes the starting price. */
  readonly isStartingPrice?: boolean;
}

/**
 * Builds the slip line (spec 000 §3) an odds button adds: ids and names for the ticket, the
 * market type for the forecast/tricast rule, each-way terms, starting price, combo boost, live
 * flag, start time and sport category for the slip's other rules.
 */
export function buildSlipSelection(source: SlipSelectionSource): SlipSelection {
  const { event, market, outcome } = source;
  return {
    outcomeId: outcome.id,
    eventId: event.id,
    marketId: market.id,
    eventName: event.name,
    marketName: market.name,
    outcomeName: outcome.name,
    marketType: market.type,
    odds: source.odds ?? outcome.odds,
    displayOdds: source.displayOdds === undefined ? outcome.display_odds : source.displayOdds,
    isSuspended: source.isSuspended ?? market.is_suspended,
    ewPrice: market.ew_price,
    ewPlace: market.ew_place,
    isStartingPrice: source.isStartingPrice ?? false,
    comboBoost: outcome.combo_boost_available,
    isLive: event.is_live,
    startsAt: event.starts_at,
    sportCategory: event.sport.category,
  };
}
