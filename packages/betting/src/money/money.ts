import { BettingInputError } from '../errors';
import * as R from '../maths/rational';
import type { Rational } from '../maths/rational';

declare const moneyBrand: unique symbol;

/**
 * An amount in integer minor units (cents). Branded so a float in major units can never be
 * passed where money is expected; build one with `toMoney`, `toMinor` or `parseStakeInput`.
 */
export type Money = number & { readonly [moneyBrand]: 'Money' };

/** Minor units per major unit for every currency we trade (spec 000 §9: ×100). */
export const MINOR_PER_MAJOR = 100;

/** Brands an integer count of minor units; refuses NaN, fractions and unsafe integers. */
export function toMoney(minor: number): Money {
  if (!Number.isSafeInteger(minor)) {
    throw new BettingInputError('INVALID_AMOUNT', `Money must be a whole number of minor units, got ${String(minor)}.`);
  }
  return minor as Money;
}

/** Zero minor units. */
export const ZERO = toMoney(0);

/**
 * Major units (a number or decimal text, e.g. a balance of 12.5) to minor units, rounding
 * half away from zero at the cent: 12.345 → 1235.
 * @example toMinor(10.5) // 1050
 */
export function toMinor(major: number | string): Money {
  let value: Rational;
  try {
    value = typeof major === 'number' ? R.fromNumber(major) : R.fromDecimalText(major);
  } catch {
    throw new BettingInputError('INVALID_AMOUNT', `"${String(major)}" is not an amount of money.`);
  }
  return fromRationalMinor(R.mul(value, R.int(MINOR_PER_MAJOR)));
}

/**
 * An exact amount of minor units (an entered amount, a tax) as Money: rounded half up (away
 * from zero) to the cent. Never for what a bet returns: that is `floorReturnMinor`.
 */
export function fromRationalMinor(minor: Rational): Money {
  return toSafeMoney(R.roundHalfUp(minor));
}

/**
 * The one place what a bet returns becomes Money: floored to the cent, so a return is never
 * rounded up in the bettor's favour (0.5 of a cent of winnings is no cent). The slip, the
 * accepted ticket, the combo boost and settlement all go through here, so they agree.
 * @example floorReturnMinor({ num: 3n, den: 2n }) // 1
 */
export function floorReturnMinor(minor: Rational): Money {
  return toSafeMoney(R.floor(minor));
}

function toSafeMoney(minor: bigint): Money {
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new BettingInputError('INVALID_AMOUNT', 'The amount is too large to hold.');
  }
  return toMoney(Number(minor));
}

/** Minor units back to major units, for the few wire fields kept in major units (balance). */
export function toMajor(minor: Money): number {
  return minor / MINOR_PER_MAJOR;
}

/**
 * Formats minor units as money in a currency and locale through Intl.NumberFormat.
 * @example formatMoney(123456 as Money, 'EUR', 'de-DE') // "1.234,56 €"
 */
export function formatMoney(minor: Money, currency: string, locale: string): string {
  if (!Number.isSafeInteger(minor)) {
    throw new BettingInputError('INVALID_AMOUNT', `Cannot format ${String(minor)} as money.`);
  }
  return moneyFormatter(currency, locale).format(minor / MINOR_PER_MAJOR);
}

/** Built once per currency and locale: a slip re-renders its totals on every keystroke. */
const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

/** Sums amounts of money. */
export function sumMoney(amounts: readonly Money[]): Money {
  return toMoney(amounts.reduce<number>((total, amount) => total + amount, 0));
}
