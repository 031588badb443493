import type { CountryCode } from './constants';
import { fromRationalMinor, ZERO } from './money/money';
import type { Money } from './money/money';

/** One band of a marginal tax: the rate on the part of the base up to `upTo` minor units (null: no limit). */
export interface TaxBand {
  readonly upTo: number | null;
  /** Rate in basis points (1 % = 100), so rates stay integers. */
  readonly basisPoints: number;
}

/**
 * A country's tax on a bet's winnings, applied band by band (marginal, like income tax).
 * `payout`: the whole amount paid back; `winnings`: the payout less the cash stake (a free
 * bet's stake never comes back, so its whole return is winnings).
 */
export interface TaxRule {
  readonly base: 'payout' | 'winnings';
  readonly bands: readonly TaxBand[];
}

/** Tax rules by country; a country without a rule pays none. */
export type TaxTable = Readonly<Partial<Record<CountryCode, TaxRule>>>;

/**
 * Defaults (decision recorded in apps/server/src/betting/README.md; moved to the core by
 * decision 030 so the slip shows the tax the server will withhold):
 * - RO: withholding on the payout of each winning bet, 3 % up to 10,000 RON, 20 % of the part
 *   up to 66,750 RON, 40 % above (Romanian Fiscal Code art. 110 bands).
 * - GR: on net winnings per bet, nothing up to 100 EUR, 15 % of the part up to 500 EUR,
 *   20 % above.
 * Every other country: none. Operators override the table through configuration.
 */
export const DEFAULT_TAX_RULES: TaxTable = {
  RO: {
    base: 'payout',
    bands: [
      { upTo: 1_000_000, basisPoints: 300 },
      { upTo: 6_675_000, basisPoints: 2_000 },
      { upTo: null, basisPoints: 4_000 },
    ],
  },
  GR: {
    base: 'winnings',
    bands: [
      { upTo: 10_000, basisPoints: 0 },
      { upTo: 50_000, basisPoints: 1_500 },
      { upTo: null, basisPoints: 2_000 },
    ],
  },
};

const BASIS = 10_000n;

/**
 * The tax on a bet that returns `potentialReturn` for `cashStake`, by the rule given (none: 0).
 * Each band's part is taxed exactly; the sum is rounded once, half up, to the cent.
 * @example calcTax(DEFAULT_TAX_RULES.GR, { potentialReturn: 70_000, cashStake: 10_000 }) // 8_000 (15 % of 400.00 + 20 % of 100.00)
 */
export function calcTax(
  rule: TaxRule | null | undefined,
  amounts: { readonly potentialReturn: Money; readonly cashStake: Money },
): Money {
  if (!rule) return ZERO;
  const base = rule.base === 'payout' ? amounts.potentialReturn : amounts.potentialReturn - amounts.cashStake;
  if (base <= 0) return ZERO;
  let taxed = 0n;
  let lower = 0;
  for (const band of rule.bands) {
    const upper = band.upTo === null ? base : Math.min(base, band.upTo);
    if (upper > lower) taxed += BigInt(upper - lower) * BigInt(band.basisPoints);
    if (band.upTo === null || band.upTo >= base) break;
    lower = band.upTo;
  }
  return fromRationalMinor({ num: taxed, den: BASIS });
}
