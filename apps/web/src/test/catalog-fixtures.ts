import { sportEventSchema } from '@sportsbook/protocol';
import type { EventsResponse, Market, Outcome, Sport, SportEvent } from '@sportsbook/protocol';

/*
 * Tests only: catalogue shapes built like the server's answers and parsed with the protocol
 * schema, so a fixture can never drift from the wire contract.
 */

let nextId = 1_000;

/** An outcome priced at `odds` with the display strings trading would publish. */
export function makeOutcome(name: string, odds: number, overrides: Partial<Outcome> = {}): Outcome {
  nextId += 1;
  return {
    id: nextId,
    name,
    fullname: name,
    market_id: 1,
    odds,
    display_odds: { decimal: odds.toFixed(2), fractional: '', american: '' },
    place_odds: null,
    is_each_way: false,
    has_ew: false,
    is_starting_price: false,
    combo_boost_available: false,
    ...overrides,
  };
}

/** A market holding the given outcomes (their market_id follows). */
export function makeMarket(name: string, type: string, outcomes: Outcome[], overrides: Partial<Market> = {}): Market {
  nextId += 1;
  const id = overrides.id ?? nextId;
  return {
    id,
    name,
    type,
    is_suspended: false,
    ew_price: null,
    ew_place: null,
    outcomes: outcomes.map((outcome) => ({ ...outcome, market_id: id })),
    ...overrides,
  };
}

/** A football match with a 1X2 market: home 2.10, draw 3.40, away 3.60. */
export function makeMatch(overrides: Partial<SportEvent> = {}): SportEvent {
  nextId += 1;
  const id = overrides.id ?? nextId;
  const home = overrides.home_team ?? 'Arsenal';
  const away = overrides.away_team ?? 'Chelsea';
  const event: SportEvent = {
    id,
    name: `${home} v ${away}`,
    slug: `${home}-v-${away}-${id}`.toLowerCase().replace(/\s+/g, '-'),
    home_team: home,
    away_team: away,
    starts_at: '2030-05-01T18:45:00.000Z',
    status: 'not_started',
    is_live: false,
    stats: null,
    status_description: null,
    translated_sport_slug: 'football',
    competition_slug: 'premier-league',
    translated_competition_slug: 'premier-league',
    sport: { id: 1, slug: 'football', category: 'sport' },
    competition: { id: 1, name: 'Premier League', region: { name: 'England' } },
    markets: [
      makeMarket('Match Result', '1x2', [makeOutcome(home, 2.1), makeOutcome('Draw', 3.4), makeOutcome(away, 3.6)]),
    ],
    ...overrides,
  };
  return sportEventSchema.parse(event);
}

/** A sport of the content sports list. */
export function makeSport(slug: string, name: string, overrides: Partial<Sport> = {}): Sport {
  return {
    slug,
    translated_slug: slug,
    translated_name: name,
    name,
    category: 'sport',
    event_count: 1,
    outright_count: 0,
    total: 1,
    count: 0,
    is_parent: false,
    ...overrides,
  };
}

/** An events listing around the given events. */
export function makeListing(events: SportEvent[], defaultMarket = '1x2'): EventsResponse {
  return {
    competitions: [],
    default_market_type: defaultMarket,
    market_filters: [
      { id: '1x2', name: 'Match Result' },
      { id: 'total_goals', name: 'Total Goals' },
    ],
    events,
  };
}
