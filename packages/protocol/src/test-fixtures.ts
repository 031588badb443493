import type { CalculateRequest } from './betslip';
import type { Outcome, SportEvent } from './catalog';
import type { Ticket } from './ticket';

/** A valid outcome, shared by the tests so each can break one field at a time. */
export function makeOutcome(): Outcome {
  return {
    id: 301,
    name: 'Home',
    fullname: 'Shamrock Rovers',
    market_id: 201,
    odds: 2.375,
    display_odds: { decimal: '2.37', fractional: '11/8', american: '+137.5' },
    place_odds: null,
    is_each_way: false,
    has_ew: false,
    is_starting_price: false,
    combo_boost_available: true,
  };
}

/** A valid event with one market, for catalogue tests. */
export function makeEvent(): SportEvent {
  return {
    id: 101,
    name: 'Shamrock Rovers v Bohemians',
    slug: 'shamrock-rovers-v-bohemians-101',
    home_team: 'Shamrock Rovers',
    away_team: 'Bohemians',
    starts_at: '2030-05-01T18:45:00Z',
    status: 'not_started',
    is_live: false,
    stats: null,
    status_description: null,
    translated_sport_slug: 'football',
    competition_slug: 'premier-division',
    translated_competition_slug: 'premier-division',
    sport: { id: 1, slug: 'football', category: 'sport' },
    competition: { id: 11, name: 'Premier Division', region: { name: 'Ireland' } },
    markets: [
      {
        id: 201,
        name: 'Match Result',
        type: '1x2',
        is_suspended: false,
        ew_price: null,
        ew_place: null,
        outcomes: [makeOutcome()],
      },
    ],
  };
}

/** A valid single-bet calculate request. */
export function makeCalculateRequest(): CalculateRequest {
  return {
    freebet: null,
    type: 'single',
    system_type: null,
    selections: [
      {
        event_id: 101,
        market_id: 201,
        outcome_id: 301,
        outcome_list: [],
        odds: 2.375,
        type: 'normal',
        each_way: false,
        is_starting_price: false,
        stake: 1000,
      },
    ],
    total_stake: 1000,
    total_bets: 1,
    total_return: 2370,
    each_way: false,
    stakes: { '301': 1000 },
    lang: 'en',
    accept_odds: 'ACCEPT_ANY',
    stake: 1000,
  };
}

/** A valid pending single ticket as calculate returns it. */
export function makeTicket(): Ticket {
  return {
    uuid: '0f8b2a52-6f0a-4c57-9d55-0b1c3a3f6e2d',
    status: '',
    error: false,
    error_meta: {},
    bet_type: 'single',
    system_type: null,
    each_way: false,
    stake: 1000,
    bets: 1,
    total_stake: 1000,
    potential_return: 2370,
    tax: 0,
    freebet_id: null,
    selections: [
      {
        event_id: 101,
        market_id: 201,
        outcome_id: 301,
        odds: 2.375,
        outcome_name: 'Home',
        event_name: 'Shamrock Rovers v Bohemians',
        market_name: 'Match Result',
        translations: {},
        ew_price: null,
        ew_place: null,
        is_starting_price: false,
      },
    ],
  };
}
