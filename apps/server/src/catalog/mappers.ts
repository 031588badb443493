import { displayOdds, exactPlaceOdds, isPriced, LANGUAGES, rational } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import type {
  Competition,
  CurrentSelection,
  DisplayOdds,
  EventHeader,
  EventStats,
  Market,
  MarketHeader,
  Outcome,
  SportEvent,
} from '@sportsbook/protocol';
import type { MarketRow, OutcomeRow } from '../storage';
import type { EventRecord, SelectionRecord, SportRecord } from './repository';

/**
 * The language translations are read in: the request's primary subtag when it is one of the
 * ten (`pt-BR` → `pt`), else English.
 */
export function toLanguage(lang: string | undefined): Language {
  const primary = lang?.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : 'en';
}

/**
 * The each-way place price (odds − 1) / ew_price + 1, computed exactly and truncated to the
 * wire's three decimals (never rounded up, like every shown price); null without each-way
 * terms or without a price.
 * @example placeOdds(2.75, 4) // 1.437 (exactly 1.4375)
 */
export function placeOdds(odds: number, ewPrice: number | null): number | null {
  if (ewPrice === null || !isPriced(odds)) return null;
  const thousandths = rational.floor(rational.mul(exactPlaceOdds(odds, ewPrice), rational.int(1000)));
  return Number(thousandths) / 1000;
}

/** What trading wants shown: computed formats, the fractional replaced by the exact ladder quote when stored; null when unpriced. */
export function toDisplayOdds(odds: number, displayFractional: string | null): DisplayOdds | null {
  if (!isPriced(odds)) return null;
  const formats = displayOdds(odds);
  return displayFractional ? { ...formats, fractional: displayFractional } : formats;
}

/** Each way is offered on markets that pay more than one place. */
function hasEachWay(market: MarketRow): boolean {
  return market.ewPrice !== null && market.ewPlace !== null && market.ewPlace > 1;
}

/** A stored outcome in docs/api.md's Outcome shape; odds go out exactly as stored (locked ones included). */
export function mapOutcome(row: OutcomeRow, market: MarketRow): Outcome {
  const eachWay = hasEachWay(market);
  return {
    id: row.id,
    name: row.name,
    fullname: row.fullname,
    market_id: row.marketId,
    odds: row.odds,
    display_odds: toDisplayOdds(row.odds, row.displayFractional),
    place_odds: eachWay ? placeOdds(row.odds, market.ewPrice) : null,
    is_each_way: eachWay,
    has_ew: eachWay,
    is_starting_price: row.isStartingPrice,
    combo_boost_available: row.comboBoostAvailable,
  };
}

/** A market without outcomes; a resolved or void market reads as suspended, since it takes no bets. */
export function mapMarketHeader(row: MarketRow): MarketHeader {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    is_suspended: row.isSuspended || row.status !== 'open',
    ew_price: row.ewPrice,
    ew_place: row.ewPlace,
  };
}

/** A market with its outcomes (already in display order). */
export function mapMarket(row: MarketRow, outcomeRows: readonly OutcomeRow[]): Market {
  return { ...mapMarketHeader(row), outcomes: outcomeRows.map((outcome) => mapOutcome(outcome, row)) };
}

const SCORE_KEYS = ['home_scores', 'away_scores', 'home_set', 'away_set'] as const;

/** The known live-state keys of the stored stats, each only when it has a wire type; `{}` before kick-off. */
export function mapStats(stored: Record<string, unknown>): EventStats {
  const stats: EventStats = {};
  if (typeof stored.time === 'string') stats.time = stored.time;
  for (const key of SCORE_KEYS) {
    const value = stored[key];
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) stats[key] = value;
  }
  if (stored.server === 1 || stored.server === 2 || stored.server === null) stats.server = stored.server;
  return stats;
}

/** `{name-slug}-{id}`: the stored slug when it already ends with the id, else the id appended. */
export function eventSlug(stored: string, id: number): string {
  const suffix = `-${id}`;
  if (stored.endsWith(suffix)) return stored;
  return stored ? `${stored}${suffix}` : `event${suffix}`;
}

/**
 * An event without markets. Competitions have no translations yet, so the translated
 * competition slug is the competition slug.
 */
export function mapEventHeader({ event, competition }: EventRecord, sport: SportRecord): EventHeader {
  return {
    id: event.id,
    name: event.name,
    slug: eventSlug(event.slug, event.id),
    home_team: event.homeTeam,
    away_team: event.awayTeam,
    starts_at: event.startsAt.toISOString(),
    status: event.status,
    is_live: event.isLive,
    stats: mapStats(event.stats),
    status_description: event.statusDescription,
    translated_sport_slug: sport.translatedSlug,
    competition_slug: competition.slug,
    translated_competition_slug: competition.slug,
    sport: { id: sport.id, slug: sport.slug, category: sport.category },
    competition: { id: competition.id, name: competition.name, region: { name: competition.regionName } },
  };
}

/** An event with the given markets. */
export function mapEvent(record: EventRecord, sport: SportRecord, marketList: readonly Market[]): SportEvent {
  return { ...mapEventHeader(record, sport), markets: [...marketList] };
}

/** A competition heading of a listing, with its sport. */
export function mapCompetition({ competition }: EventRecord, sport: SportRecord): Competition {
  return {
    id: competition.id,
    name: competition.name,
    region: { name: competition.regionName },
    sport: { id: sport.id, slug: sport.slug, category: sport.category },
  };
}

/** One current slip selection: the event without markets, the market without outcomes, the outcome. */
export function mapSelection(record: SelectionRecord, sport: SportRecord): CurrentSelection {
  const { competition } = record;
  return {
    event: mapEventHeader(record, sport),
    competition: {
      id: competition.id,
      name: competition.name,
      region: { name: competition.regionName },
      sport: { category: sport.category },
    },
    market: mapMarketHeader(record.market),
    outcome: mapOutcome(record.outcome, record.market),
  };
}
