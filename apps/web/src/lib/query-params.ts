import { AFFILIATE_COOKIE_DAYS, ODDS_FORMATS } from '@sportsbook/betting';
import type { OddsFormat } from '@sportsbook/betting';

/*
 * The on-load query parameters of spec 001 §2 that belong to the shell: affiliate values kept
 * in 30-day cookies and `oddsstyle`. LineID / combostake / action are read by the slip, and
 * login_with_token / cashier / register / reset_password by the account frame.
 */

/** The named affiliate parameters; any `aff_*` or `utm_*` value is kept too ("other affiliate custom values"). */
export const AFFILIATE_PARAMS = ['affiliates', 'idaffiliation', 'click_id', 'btag'] as const;

const AFFILIATE_PREFIXES = ['aff_', 'utm_'];
const MAX_COOKIE_VALUE = 200;

/** Aliases operators use in links for the three odds formats. */
const ODDS_STYLE_ALIASES: Readonly<Record<string, OddsFormat>> = {
  decimal: 'decimal',
  eu: 'decimal',
  fractional: 'fractional',
  uk: 'fractional',
  american: 'american',
  us: 'american',
};

function isAffiliateName(name: string): boolean {
  return (
    (AFFILIATE_PARAMS as readonly string[]).includes(name) ||
    AFFILIATE_PREFIXES.some((prefix) => name.startsWith(prefix))
  );
}

/** Affiliate name/value pairs in a query string (empty and over-long values are left out). */
export function readAffiliateParams(search: string): Array<[string, string]> {
  const params = new URLSearchParams(search);
  const found: Array<[string, string]> = [];
  for (const [name, value] of params) {
    const key = name.toLowerCase();
    if (isAffiliateName(key) && /^[a-z0-9_]{1,64}$/.test(key) && value !== '' && value.length <= MAX_COOKIE_VALUE) {
      found.push([key, value]);
    }
  }
  return found;
}

/** The odds format an `oddsstyle` parameter asks for, or null. */
export function readOddsStyle(search: string): OddsFormat | null {
  const value = new URLSearchParams(search).get('oddsstyle')?.trim().toLowerCase();
  if (!value) return null;
  const format = ODDS_STYLE_ALIASES[value];
  return format && ODDS_FORMATS.includes(format) ? format : null;
}

/** A cookie line that keeps a value for `AFFILIATE_COOKIE_DAYS` (spec 001 §9) on the whole site. */
export function affiliateCookie(name: string, value: string): string {
  const maxAge = AFFILIATE_COOKIE_DAYS * 24 * 60 * 60;
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** What applying the parameters needs from the page: cookie writes and the settings store. */
export interface QueryParamEffects {
  setCookie(line: string): void;
  setOddsFormat(format: OddsFormat): void;
}

/** Applies the shell's on-load parameters: affiliates into cookies, `oddsstyle` into the settings. */
export function applyLoadQueryParams(search: string, effects: QueryParamEffects): void {
  for (const [name, value] of readAffiliateParams(search)) effects.setCookie(affiliateCookie(name, value));
  const oddsFormat = readOddsStyle(search);
  if (oddsFormat) effects.setOddsFormat(oddsFormat);
}
