import { formatMoney, parseStakeInput, toMinor } from '@sportsbook/betting';
import type { Money } from '@sportsbook/betting';
import { minorAmountSchema } from '@sportsbook/protocol';

/*
 * Amounts people type into the cashier are read with the betting core's stake-entry rules
 * (digits, one '.' or ',' separator, at most two decimals) and checked against the cashier's
 * bounds (above 0, at most 1,000,000.00); only integer minor units go on the wire.
 */

/** Why a typed amount cannot be sent. */
export type AmountError = 'AMOUNT_INVALID' | 'AMOUNT_TOO_HIGH';

/** A typed amount in minor units, or why it is not one. */
export type ParsedAmount =
  { readonly minor: Money; readonly error: null } | { readonly minor: null; readonly error: AmountError };

/** The largest amount the cashier takes at once, in minor units (`minorAmountSchema`). */
export const MAX_CASHIER_AMOUNT = 100_000_000;

/**
 * Reads a typed amount.
 * @example parseAmount('20,50') // { minor: 2050, error: null }
 */
export function parseAmount(text: string): ParsedAmount {
  const parsed = parseStakeInput(text);
  if (parsed.minor === null) {
    return { minor: null, error: parsed.error === 'STAKE_TOO_HIGH' ? 'AMOUNT_TOO_HIGH' : 'AMOUNT_INVALID' };
  }
  // parseStakeInput keeps only two decimals while typing; a longer text is not a money amount.
  if (parsed.text !== text.trim().replace(',', '.')) {
    return { minor: null, error: 'AMOUNT_INVALID' };
  }
  const checked = minorAmountSchema.safeParse(parsed.minor);
  if (checked.success) return { minor: parsed.minor, error: null };
  return { minor: null, error: parsed.minor > MAX_CASHIER_AMOUNT ? 'AMOUNT_TOO_HIGH' : 'AMOUNT_INVALID' };
}

/** Formats minor units in a currency for the page's language. */
export function showMoney(minor: number, currency: string, language: string): string {
  return formatMoney(minor as Money, currency, language);
}

/** Formats a major-unit wire amount (balances) in a currency for the page's language. */
export function showMajor(major: number, currency: string, language: string): string {
  return formatMoney(toMinor(major), currency, language);
}
