import { COMBO_BOOST_MIN_LEG_ODDS, COUNTRY_DEFAULTS } from '@sportsbook/betting';
import type { ComboBoostConfig } from '@sportsbook/protocol';

/**
 * The combo boost every country's bookmaker offers unless configured otherwise: no boost below
 * three boosted legs, then 5 % more per leg up to 25 % from seven legs, on net winnings (the
 * return less the stake), and only legs priced at 1.20 or more count (decision 079).
 */
export const DEFAULT_COMBO_BOOST: ComboBoostConfig = {
  percent_steps: [0, 0, 5, 10, 15, 20, 25],
  winnings_calc_mode: 'net',
  min_leg_odds: COMBO_BOOST_MIN_LEG_ODDS,
};

/** Combo boost by bookmaker id: each country's default bookmaker gets DEFAULT_COMBO_BOOST. */
export const COMBO_BOOST_BY_BOOKMAKER: Readonly<Record<string, ComboBoostConfig | null>> = Object.fromEntries(
  Object.values(COUNTRY_DEFAULTS).map(({ bookmaker }) => [bookmaker, DEFAULT_COMBO_BOOST]),
);

/**
 * The combo boost of a bookmaker: from `overrides`, else the table above; a bookmaker nobody
 * configured offers none (null). With no bookmaker at all the default applies.
 */
export function comboBoostFor(
  bookmaker: string | undefined,
  overrides: Readonly<Record<string, ComboBoostConfig | null>> = {},
): ComboBoostConfig | null {
  if (bookmaker === undefined) return DEFAULT_COMBO_BOOST;
  if (Object.hasOwn(overrides, bookmaker)) return overrides[bookmaker] ?? null;
  return Object.hasOwn(COMBO_BOOST_BY_BOOKMAKER, bookmaker) ? (COMBO_BOOST_BY_BOOKMAKER[bookmaker] ?? null) : null;
}
