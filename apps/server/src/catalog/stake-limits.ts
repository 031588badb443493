import { COUNTRY_CODES, COUNTRY_DEFAULTS, DEFAULT_COUNTRY, DEFAULT_STAKE_LIMITS, toMoney } from '@sportsbook/betting';
import type { CountryCode, StakeLimits } from '@sportsbook/betting';

/**
 * The most a bet pays when BET_MAX_PAYOUT is not set: 250,000.00 in the bet's currency. A term
 * of the house published with the stake limits; betting/ applies it (its config re-exports it).
 */
export const DEFAULT_MAX_PAYOUT = toMoney(25_000_000);

/** Stake limits by currency code (`EUR`), minor units of that currency. */
export type CurrencyStakeLimits = Readonly<Record<string, StakeLimits>>;

/**
 * The smallest and largest stake per line in each currency we trade, in its own minor units
 * (decision 105): 0.10 … 10,000 in euros, pounds and dollars (spec 000 §9), and about the same
 * value, rounded to amounts a bettor reads at a glance, in lei, pesos and reais.
 */
export const DEFAULT_CURRENCY_STAKE_LIMITS: CurrencyStakeLimits = {
  EUR: DEFAULT_STAKE_LIMITS,
  GBP: DEFAULT_STAKE_LIMITS,
  USD: DEFAULT_STAKE_LIMITS,
  RON: { min: toMoney(50), max: toMoney(5_000_000) },
  MXN: { min: toMoney(200), max: toMoney(20_000_000) },
  BRL: { min: toMoney(50), max: toMoney(5_000_000) },
};

/** Stake limits by bookmaker (brand) id: every brand of the seven countries takes the table above. */
export const STAKE_LIMITS_BY_BOOKMAKER: Readonly<Record<string, CurrencyStakeLimits>> = Object.fromEntries(
  Object.values(COUNTRY_DEFAULTS).map(({ bookmaker }) => [bookmaker, DEFAULT_CURRENCY_STAKE_LIMITS]),
);

/** A brand's limits per currency: from `overrides`, else the table above, else the defaults. */
export function stakeLimitsOfBrand(
  bookmaker: string | undefined,
  overrides: Readonly<Record<string, CurrencyStakeLimits>> = {},
): CurrencyStakeLimits {
  if (bookmaker !== undefined && Object.hasOwn(overrides, bookmaker)) return overrides[bookmaker]!;
  if (bookmaker !== undefined && Object.hasOwn(STAKE_LIMITS_BY_BOOKMAKER, bookmaker)) {
    return STAKE_LIMITS_BY_BOOKMAKER[bookmaker]!;
  }
  return DEFAULT_CURRENCY_STAKE_LIMITS;
}

/**
 * The limits a stake of `currency` is judged by at `bookmaker`; a currency the brand does not
 * configure gets spec 000's 0.10 … 10,000.
 */
export function stakeLimitsFor(
  bookmaker: string | undefined,
  currency: string,
  overrides?: Readonly<Record<string, CurrencyStakeLimits>>,
): StakeLimits {
  const table = stakeLimitsOfBrand(bookmaker, overrides);
  const code = currency.toUpperCase();
  return Object.hasOwn(table, code) ? table[code]! : DEFAULT_STAKE_LIMITS;
}

/** The currency a guest browsing `bookmaker` would stake in: its country's (the default country's otherwise). */
export function homeCurrencyOf(bookmaker: string | undefined): string {
  const country = COUNTRY_CODES.find((code: CountryCode) => COUNTRY_DEFAULTS[code].bookmaker === bookmaker);
  return COUNTRY_DEFAULTS[country ?? DEFAULT_COUNTRY].currency;
}
