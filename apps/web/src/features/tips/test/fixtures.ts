import type { CurrentSelection, Tip } from '@sportsbook/protocol';

/** A protocol-valid tip for event `n` (outcome id 9000 + n), priced 1.5 + n / 10. */
export function makeTip(n: number): Tip {
  return {
    tip: `Match Result - Home ${n}`,
    event_name: `Home ${n} v Away ${n}`,
    competition_name: 'Premier League',
    region_name: 'England',
    market_name: 'Match Result',
    outcome_id: 9000 + n,
    outcome_name: `Home ${n}`,
    handicap: null,
    odds: 1.5 + n / 10,
  };
}

/** The current selection of a tip's outcome, as `GET /echo/v1/selections/current` answers it. */
export function makeTipSelection(tip: Tip, options: { suspended?: boolean } = {}): CurrentSelection {
  const eventId = tip.outcome_id - 8000;
  return {
    event: {
      id: eventId,
      name: tip.event_name,
      slug: `home-v-away-${eventId}`,
      home_team: tip.outcome_name,
      away_team: 'Away',
      starts_at: '2030-05-01T18:45:00Z',
      status: 'not_started',
      is_live: false,
      stats: null,
      status_description: null,
      translated_sport_slug: 'football',
      competition_slug: 'premier-league',
      translated_competition_slug: 'premier-league',
      sport: { id: 1, slug: 'football', category: 'sport' },
      competition: { id: 11, name: tip.competition_name, region: { name: tip.region_name } },
    },
    competition: {
      id: 11,
      name: tip.competition_name,
      region: { name: tip.region_name },
      sport: { category: 'sport' },
    },
    market: {
      id: tip.outcome_id - 4000,
      name: tip.market_name,
      type: '1x2',
      is_suspended: options.suspended ?? false,
      ew_price: null,
      ew_place: null,
    },
    outcome: {
      id: tip.outcome_id,
      name: tip.outcome_name,
      fullname: tip.tip,
      market_id: tip.outcome_id - 4000,
      odds: tip.odds,
      display_odds: null,
      place_odds: null,
      is_each_way: false,
      has_ew: false,
      is_starting_price: false,
      combo_boost_available: true,
    },
  };
}
