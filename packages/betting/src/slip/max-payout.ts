import type { Money } from '../money/money';
import { calcTotals } from '../totals';
import { placeBetDisabledReason, slipTotals, totalsInput } from './selectors';
import type { PlaceBetContext, PlaceBetDisabledReason, TotalsContext } from './selectors';
import type { SlipState } from './types';

/**
 * Whether a bet of the slip would return more than the maximum payout (the server's
 * `BET_MAX_PAYOUT`, sent as `/v1/config` → `max_payout`), boost included, judged as the server
 * judges each ticket: every single on its own, a combi or system as one bet. Such a bet is
 * refused (MAX_PAYOUT_EXCEEDED), so the slip says so before Place Bet. False without a cap.
 */
export function exceedsMaxPayout(state: SlipState, context: TotalsContext, maxPayout: Money | null): boolean {
  if (maxPayout === null) return false;
  if (state.betType !== 'single') {
    const totals = slipTotals(state, context);
    return totals.potentialReturn + totals.boost > maxPayout;
  }
  const input = totalsInput(state, context);
  return input.legs.some((leg) => {
    const totals = calcTotals({ ...input, legs: [leg] });
    return totals.potentialReturn + totals.boost > maxPayout;
  });
}

/** Why Place Bet is disabled, the maximum payout included. */
export type SlipDisabledReason = PlaceBetDisabledReason | 'MAX_PAYOUT_EXCEEDED';

/**
 * `placeBetDisabledReason`, then the maximum payout: a slip that could be placed but whose
 * return passes the cap is disabled with MAX_PAYOUT_EXCEEDED.
 */
export function slipDisabledReason(
  state: SlipState,
  context: PlaceBetContext & { readonly maxPayout: Money | null },
): SlipDisabledReason | null {
  const reason = placeBetDisabledReason(state, context);
  if (reason !== null) return reason;
  return exceedsMaxPayout(state, context, context.maxPayout) ? 'MAX_PAYOUT_EXCEEDED' : null;
}
