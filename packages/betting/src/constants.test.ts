import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ODDS_WIRE,
  BALANCE_REFRESH_AFTER_APP_READY_MS,
  BALANCE_REFRESH_AFTER_TOKEN_LOGIN_MS,
  BALANCE_UPDATE_MISMATCH_MS,
  BETS_STATS_REFRESH_MS,
  COUNTRY_CODES,
  COUNTRY_DEFAULTS,
  DEFAULT_TIME_ZONE,
  DEFAULT_URL_STAKE_MAJOR,
  DEPOSIT_MODAL_DEFAULT_AMOUNT_MAJOR,
  DISPLAY_DATE_FORMAT,
  FREEBET_REFRESH_AFTER_LOGIN_MS,
  MESSAGE_BUFFER_MAX,
  SELECTION_REFRESH_MS,
  TOP_LINKS_REFRESH_MS,
} from './constants';
import type { CountryCode } from './constants';

describe('COUNTRY_DEFAULTS', () => {
  it('has defaults for every country', () => {
    expect(Object.keys(COUNTRY_DEFAULTS).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it.each<[CountryCode, string]>([
    ['IE', 'EUR'],
    ['GB', 'GBP'],
    ['RO', 'RON'],
    ['MX', 'MXN'],
    ['BR', 'BRL'],
    ['GR', 'EUR'],
    ['US', 'USD'],
  ])('trades in %s in %s', (country, currency) => {
    expect(COUNTRY_DEFAULTS[country].currency).toBe(currency);
  });

  it('covers every currency of spec 000 §9', () => {
    const currencies = new Set(Object.values(COUNTRY_DEFAULTS).map((defaults) => defaults.currency));
    for (const currency of ['EUR', 'GBP', 'RON', 'MXN', 'BRL']) expect(currencies).toContain(currency);
  });

  it.each(COUNTRY_CODES)('shows odds in %s in the right default format', (country) => {
    expect(COUNTRY_DEFAULTS[country].oddsFormat).toBe(country === 'MX' ? 'american' : 'decimal');
  });

  it.each(COUNTRY_CODES)('accepts changed odds in %s by the right default', (country) => {
    expect(COUNTRY_DEFAULTS[country].acceptOdds).toBe(country === 'RO' ? 'higher' : 'all');
  });

  it('gives every country its own bookmaker', () => {
    const bookmakers = Object.values(COUNTRY_DEFAULTS).map((defaults) => defaults.bookmaker);
    expect(new Set(bookmakers).size).toBe(COUNTRY_CODES.length);
  });
});

describe('ACCEPT_ODDS_WIRE', () => {
  it.each([
    ['all', 'ACCEPT_ANY'],
    ['higher', 'ACCEPT_HIGHER'],
    ['none', 'ACCEPT_NONE'],
  ] as const)('sends accept-odds %s as %s', (setting, wire) => {
    expect(ACCEPT_ODDS_WIRE[setting]).toBe(wire);
  });
});

describe('business constants of spec 000 §4 and §9', () => {
  it.each<[string, unknown, unknown]>([
    ['selection refresh', SELECTION_REFRESH_MS, 5_000],
    ['default URL stake', DEFAULT_URL_STAKE_MAJOR, 10],
    ['top links refresh', TOP_LINKS_REFRESH_MS, 3_600_000],
    ['bets stats refresh', BETS_STATS_REFRESH_MS, 3_600_000],
    ['balance-update mismatch', BALANCE_UPDATE_MISMATCH_MS, 10_000],
    ['display date format', DISPLAY_DATE_FORMAT, 'MMM dd, H:mm'],
    ['default time zone', DEFAULT_TIME_ZONE, 'Europe/London'],
    ['deposit modal amount', DEPOSIT_MODAL_DEFAULT_AMOUNT_MAJOR, 10],
    ['message buffer', MESSAGE_BUFFER_MAX, 100],
    ['free-bet refresh after login', FREEBET_REFRESH_AFTER_LOGIN_MS, [500, 2_000]],
    ['balance refresh after app ready', BALANCE_REFRESH_AFTER_APP_READY_MS, [1_000, 3_000]],
    ['balance refresh after token login', BALANCE_REFRESH_AFTER_TOKEN_LOGIN_MS, 300],
  ])('sets the %s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
