import { customType } from 'drizzle-orm/pg-core';

const THREE_DECIMALS = /^\d{1,7}(\.\d{1,3})?$/;

/**
 * Writes decimal odds as the exact text PostgreSQL stores in `numeric(10,3)`. Odds with more
 * than three decimals are refused rather than silently rounded by the database, so the price a
 * model decides is the price that is stored. Pure text checks: no float arithmetic on a price.
 */
export function toOddsText(odds: number): string {
  const text = String(odds);
  if (!Number.isFinite(odds) || odds < 1 || !THREE_DECIMALS.test(text)) {
    throw new RangeError(
      `Odds ${text} cannot be stored: decimal odds are >= 1 with at most 3 decimals; round them in the pricing model first.`,
    );
  }
  return text;
}

/** Reads a `numeric` back as a JS number; drivers hand it over as text (node-postgres) or number. */
export function fromNumericText(value: string | number): number {
  return typeof value === 'number' ? value : Number(value);
}

/** Decimal odds, `numeric(10,3)` in the database and an exact-decimal number in JS (2.375 reads as 2.375). */
export const odds = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(10, 3)',
  toDriver: toOddsText,
  fromDriver: fromNumericText,
});
