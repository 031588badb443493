import { calcComboBoost, countsTowardsBoost, settledBoostPercent, toMoney } from '@sportsbook/betting';
import type { ComboBoostConfig, Money } from '@sportsbook/betting';
import type { BetRow } from '../betting/index';

/** A leg as the boost sees it at settlement: the price taken, the outcome's boost flag, void or not. */
export interface BoostLeg {
  readonly odds: number | null;
  readonly comboBoostAvailable: boolean;
  readonly isVoid: boolean;
}

/**
 * The combo boost a won bet earns: its accepted terms (0013) applied, with the core's one boost
 * function, to the return it really made. A void leg that counted towards the boost lowers it
 * to the step of the counting legs left (at the bookmaker's terms now), never above the accepted
 * percent; a leg counts as it did at acceptance (boosted outcome, price taken ≥ min_leg_odds).
 */
export function earnedBoost(
  bet: Pick<BetRow, 'comboBoostMode' | 'comboBoostPercent' | 'cashStake'>,
  payout: Money,
  legs: readonly BoostLeg[],
  config: ComboBoostConfig | null,
): Money {
  if (!bet.comboBoostMode || !(bet.comboBoostPercent > 0) || payout <= 0) return toMoney(0);
  const counted = legs.map((leg) => ({
    counts: leg.odds !== null && countsTowardsBoost({ comboBoost: leg.comboBoostAvailable, odds: leg.odds }, config),
    isVoid: leg.isVoid,
  }));
  const percent = settledBoostPercent(bet.comboBoostPercent, counted, config);
  return calcComboBoost({ potentialReturn: payout, cashStake: toMoney(bet.cashStake) }, percent, bet.comboBoostMode);
}
