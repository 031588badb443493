import type { OddsFormat } from './odds/format-odds';
import type { AcceptOdds } from './slip/types';

/** Business constants of spec 000 §9 and spec 001 §9, in milliseconds where timed. */
export const SELECTION_REFRESH_MS = 5_000;
export const DEFAULT_URL_STAKE_MAJOR = 10;
export const TOP_LINKS_REFRESH_MS = 3_600_000;
export const BETS_STATS_REFRESH_MS = 3_600_000;
export const BALANCE_UPDATE_MISMATCH_MS = 10_000;
export const DISPLAY_DATE_FORMAT = 'MMM dd, H:mm';
export const DEFAULT_TIME_ZONE = 'Europe/London';
export const DEPOSIT_MODAL_DEFAULT_AMOUNT_MAJOR = 10;
export const MESSAGE_BUFFER_MAX = 100;
export const LIVE_WIDGET_REFRESH_MS = 30_000;
export const HTTP_FALLBACK_TIMEOUT_MS = 10_000;
export const RESTRICTION_CHECK_TIMEOUT_MS = 10_000;
export const GEOLOCATION_TIMEOUT_MS = 1_000;
export const GEOLOCATION_MAX_AGE_MS = 1e8;
export const BALANCE_REFRESH_FIRST_MS = 5_000;
export const BALANCE_REFRESH_INTERVAL_MS = 60_000;
export const SPORTS_REFRESH_MS = 50_000;
export const CASHOUT_POLL_MS = 3_000;
export const INACTIVITY_LOGOUT_MS = 7_200_000;
export const CASINO_REALITY_CHECK_DEFAULT_MINUTES = 1;
export const CACHE_VERSION = 39719;
export const APP_VERSION = 1;
export const AFFILIATE_COOKIE_DAYS = 30;
export const VIDEO_ASPECT = { width: 9, height: 5 } as const;
export const FREEBET_REFRESH_AFTER_LOGIN_MS = [500, 2_000] as const;
export const BALANCE_REFRESH_AFTER_APP_READY_MS = [1_000, 3_000] as const;
export const BALANCE_REFRESH_AFTER_TOKEN_LOGIN_MS = 300;

/** The seven countries (spec 001 §1), in the order the splash lists them. */
export const COUNTRY_CODES = ['IE', 'GB', 'RO', 'US', 'GR', 'MX', 'BR'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
/** Where a visitor lands without any other hint (spec 001 §9). */
export const DEFAULT_COUNTRY: CountryCode = 'US';

/** The ten languages of the labels (spec 001 §1). */
export const LANGUAGES = ['en', 'pt', 'es', 'fr', 'ro', 'fi', 'de', 'ja', 'el', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What the betting rules need to know of a country: its money and its defaults. */
export interface CountryBettingDefaults {
  readonly currency: string;
  readonly oddsFormat: OddsFormat;
  readonly acceptOdds: AcceptOdds;
  readonly bookmaker: string;
  readonly defaultLocale: Language;
}

/**
 * Per-country defaults (spec 000 §3, §9; spec 001 §1): american odds for MX, accept-higher
 * for RO; the spec lists no currency of its own for the US, so it uses USD (decision 002).
 */
export const COUNTRY_DEFAULTS: Readonly<Record<CountryCode, CountryBettingDefaults>> = {
  IE: { currency: 'EUR', oddsFormat: 'decimal', acceptOdds: 'all', bookmaker: 'ie', defaultLocale: 'en' },
  GB: { currency: 'GBP', oddsFormat: 'decimal', acceptOdds: 'all', bookmaker: 'gb', defaultLocale: 'en' },
  RO: { currency: 'RON', oddsFormat: 'decimal', acceptOdds: 'higher', bookmaker: 'ro', defaultLocale: 'ro' },
  US: { currency: 'USD', oddsFormat: 'decimal', acceptOdds: 'all', bookmaker: 'us', defaultLocale: 'en' },
  GR: { currency: 'EUR', oddsFormat: 'decimal', acceptOdds: 'all', bookmaker: 'gr', defaultLocale: 'el' },
  MX: { currency: 'MXN', oddsFormat: 'american', acceptOdds: 'all', bookmaker: 'mx', defaultLocale: 'es' },
  BR: { currency: 'BRL', oddsFormat: 'decimal', acceptOdds: 'all', bookmaker: 'br', defaultLocale: 'pt' },
};

/** The wire value of an accept-odds setting (spec 000 §7). */
export const ACCEPT_ODDS_WIRE: Readonly<Record<AcceptOdds, 'ACCEPT_ANY' | 'ACCEPT_HIGHER' | 'ACCEPT_NONE'>> = {
  all: 'ACCEPT_ANY',
  higher: 'ACCEPT_HIGHER',
  none: 'ACCEPT_NONE',
};
