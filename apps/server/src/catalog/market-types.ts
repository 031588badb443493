/**
 * Market types as trading keys them (apps/server/src/trading/models), with their English
 * filter names, in the order filters are offered above a listing.
 */
export const MARKET_TYPE_NAMES: Readonly<Record<string, string>> = {
  '1x2': 'Match Result',
  double_chance: 'Double Chance',
  draw_no_bet: 'Draw No Bet',
  total_goals: 'Total Goals',
  btts: 'Both Teams to Score',
  correct_score: 'Correct Score',
  asian_handicap: 'Asian Handicap',
  european_handicap: 'European Handicap',
  match_winner: 'Match Winner',
  set_betting: 'Set Betting',
  total_games: 'Total Games',
  moneyline: 'Moneyline',
  spread: 'Spread',
  total: 'Total',
  win: 'Win or Each Way',
  forecast: 'Forecast',
  tricast: 'Tricast',
  correct_map_score: 'Correct Map Score',
  map_handicap: 'Map Handicap',
  total_maps: 'Total Maps',
  outright_winner: 'Outright Winner',
  half_time_result: 'Half Time Result',
  second_half_result: 'Second Half Result',
  home_total_goals: 'Home Total Goals',
  away_total_goals: 'Away Total Goals',
  anytime_goalscorer: 'Anytime Goalscorer',
};

const TYPE_ORDER = Object.keys(MARKET_TYPE_NAMES);

/**
 * The market(s) a listing shows per sport, by English sport slug: the first type in the list
 * that an event has is its default (ice hockey falls back to 1x2 when it has no moneyline).
 */
const DEFAULT_MARKET_TYPES: Readonly<Record<string, readonly string[]>> = {
  football: ['1x2'],
  'virtual-football': ['1x2'],
  tennis: ['match_winner'],
  basketball: ['moneyline'],
  'ice-hockey': ['moneyline', '1x2'],
  'horse-racing': ['win'],
  greyhounds: ['win'],
  'virtual-horse-racing': ['win'],
  golf: ['outright_winner'],
  esports: ['match_winner'],
  cs2: ['match_winner'],
  'league-of-legends': ['match_winner'],
  'dota-2': ['match_winner'],
};

/** For a sport this table does not know: the usual headline markets, in order of preference. */
const FALLBACK_MARKET_TYPES: readonly string[] = ['1x2', 'match_winner', 'moneyline', 'win', 'outright_winner'];

/** The default market types of a sport, most preferred first. */
export function defaultMarketTypes(sportSlug: string): readonly string[] {
  return DEFAULT_MARKET_TYPES[sportSlug] ?? FALLBACK_MARKET_TYPES;
}

/** The English name of a market type for the filter bar; unknown keys read as words. */
export function marketTypeName(type: string): string {
  return MARKET_TYPE_NAMES[type] ?? type.replace(/[_-]+/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase());
}

/** Sorts market types into filter order: known types as listed above, then unknown ones alphabetically. */
export function sortMarketTypes(types: Iterable<string>): string[] {
  const rank = (type: string) => {
    const index = TYPE_ORDER.indexOf(type);
    return index === -1 ? TYPE_ORDER.length : index;
  };
  return [...new Set(types)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
