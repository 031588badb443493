import { toMoney } from './money/money';
import type { Money } from './money/money';
import { calcTax } from './tax';
import type { TaxRule } from './tax';

/** What a won bet is paid, split as the ledger books it. All before tax except the credits. */
export interface WonPayout {
  /** The return paid (the `payout` column), within the cap. */
  readonly payout: Money;
  /** The combo boost paid on top, within the cap (0 without one). */
  readonly boost: Money;
  /** Tax withheld from the winnings, boost included. */
  readonly tax: Money;
  /** The `winnings` credit: payout less the tax it carries. */
  readonly winningsCredit: Money;
  /** The `combo_boost` credit: boost less the tax the payout could not carry. */
  readonly boostCredit: Money;
  /** The return and boost together were above the cap and were cut to it. */
  readonly capped: boolean;
}

/**
 * What a won bet pays: `min(return + boost, cap)` (the boost sits inside the payout cap), the
 * cut taken from the boost first; tax on the winnings the bettor really gets, boost included
 * (the boost is a winning), withheld from the return first.
 */
export function capWonPayout(
  returned: Money,
  boost: Money,
  amounts: { readonly cashStake: Money; readonly maxPayout: Money; readonly taxRule: TaxRule | null },
): WonPayout {
  const total = Math.min(returned + boost, amounts.maxPayout);
  const payout = Math.min(returned, total);
  const paidBoost = total - payout;
  const tax = calcTax(amounts.taxRule, { potentialReturn: toMoney(total), cashStake: amounts.cashStake });
  const fromReturn = Math.min(tax, payout);
  return {
    payout: toMoney(payout),
    boost: toMoney(paidBoost),
    tax,
    winningsCredit: toMoney(payout - fromReturn),
    boostCredit: toMoney(paidBoost - (tax - fromReturn)),
    capped: returned + boost > amounts.maxPayout,
  };
}
