import type { SlipSelection } from '@sportsbook/betting';
import type { EventHeader, MarketHeader, Outcome } from '@sportsbook/protocol';

/** What an odds button needs of its event: enough for the slip line and its rules. */
export type OddsButtonEvent = Pick<EventHeader, 'id' | 'name' | 'is_live' | 'starts_at'> &
  Partial<Pick<EventHeader, 'slug' | 'translated_sport_slug' | 'translated_competition_slug'>> & {
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
    ...(event.slug ? { eventSlug: event.slug } : {}),
    ...(event.translated_sport_slug ? { sportSlug: event.translated_sport_slug } : {}),
    ...(event.translated_competition_slug ? { competitionSlug: event.translated_competition_slug } : {}),
  };
}

/**
 * The screen of a slip line's event, by sport category (spec 000 §2): e-sports
 * `/esports/match/{id}`, virtual `/virtual/{slug}/{id}?event_id={id}`, else the match screen
 * `/{sport}/{competition}/{slug}`; null for a line saved before it kept its slugs.
 */
export function slipEventPath(selection: SlipSelection): string | null {
  const { eventId, eventSlug, sportSlug, competitionSlug, sportCategory } = selection;
  if (sportCategory === 'esport') return `/esports/match/${eventId}`;
  if (!eventSlug) return null;
  if (sportCategory === 'virtual') return `/virtual/${eventSlug}/${eventId}?event_id=${eventId}`;
  return sportSlug && competitionSlug ? `/${sportSlug}/${competitionSlug}/${eventSlug}` : null;
}
