import { AFFILIATE_COOKIE_DAYS, ODDS_FORMATS } from '@sportsbook/betting';
import type { OddsFormat } from '@sportsbook/betting';
import { AFFILIATE_NAME_PATTERN, MAX_AFFILIATE_PARAMS, MAX_AFFILIATE_VALUE_LENGTH } from '@sportsbook/protocol';
import type { AffiliateAttribution } from '@sportsbook/protocol';

/*
 * The on-load query parameters of spec 001 §2 that belong to the shell: affiliate values kept
 * in 30-day cookies and `oddsstyle`. LineID / combostake / action are read by the slip, and
 * login_with_token / cashier / register / reset_password by the account frame. `reactglobal` and
 * the staging `no_frame_hidden_*` switches are deliberately read nowhere, in any build (decision 114).
 */

/** The named affiliate parameters; any `aff_*` or `utm_*` value is kept too ("other affiliate custom values"). */
export const AFFILIATE_PARAMS = ['affiliates', 'idaffiliation', 'click_id', 'btag'] as const;

const AFFILIATE_PREFIXES = ['aff_', 'utm_'];
/** The cookie that keeps when the affiliate link was followed (epoch ms), beside the parameters' own. */
export const AFFILIATE_CLICK_COOKIE = 'affiliate_at';

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

/** An affiliate parameter the shell keeps: a known name or prefix, lower case, and a value of a cookie's length. */
function isKeptAffiliate(name: string, value: string): boolean {
  return (
    isAffiliateName(name) &&
    AFFILIATE_NAME_PATTERN.test(name) &&
    value !== '' &&
    value.length <= MAX_AFFILIATE_VALUE_LENGTH
  );
}

/** Affiliate name/value pairs in a query string (empty and over-long values are left out). */
export function readAffiliateParams(search: string): Array<[string, string]> {
  const params = new URLSearchParams(search);
  const found: Array<[string, string]> = [];
  for (const [name, value] of params) {
    const key = name.toLowerCase();
    if (isKeptAffiliate(key, value) && found.length < MAX_AFFILIATE_PARAMS) found.push([key, value]);
  }
  return found;
}

/**
 * The affiliate attribution the cookies of this origin keep (decision 104): every affiliate
 * parameter and when its link was followed. Null without a click time (nothing arrived by link, or
 * the 30 days are over and the browser dropped the cookies) or without any parameter.
 */
export function readAffiliateCookies(cookies: string): AffiliateAttribution | null {
  const params: Record<string, string> = {};
  let clickedAt: number | null = null;
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    let value: string;
    try {
      value = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      continue;
    }
    if (name === AFFILIATE_CLICK_COOKIE) clickedAt = /^\d{1,15}$/.test(value) ? Number(value) : null;
    else if (isKeptAffiliate(name, value) && Object.keys(params).length < MAX_AFFILIATE_PARAMS) params[name] = value;
  }
  if (clickedAt === null || Object.keys(params).length === 0) return null;
  return { params, clicked_at: new Date(clickedAt).toISOString() };
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

/**
 * Applies the shell's on-load parameters: affiliates into cookies, with the time of this visit
 * (`now`, epoch ms) as the click time, and `oddsstyle` into the settings.
 */
export function applyLoadQueryParams(search: string, effects: QueryParamEffects, now: number = Date.now()): void {
  const affiliates = readAffiliateParams(search);
  for (const [name, value] of affiliates) effects.setCookie(affiliateCookie(name, value));
  if (affiliates.length > 0) effects.setCookie(affiliateCookie(AFFILIATE_CLICK_COOKIE, String(now)));
  const oddsFormat = readOddsStyle(search);
  if (oddsFormat) effects.setOddsFormat(oddsFormat);
}
