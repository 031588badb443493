import { capWonPayout, settleBet, toMoney, ZERO } from '@sportsbook/betting';
import type { ComboBoostConfig, Money, SettlementLeg, TaxRule } from '@sportsbook/betting';
import type { BetRow } from '../betting/index';
import { betStatusOf } from './leg-results';
import { earnedBoost } from './payout';

/** The stored fields of a fixed-odds bet that decide what it pays. */
export type PricedBet = Pick<
  BetRow,
  'betType' | 'systemType' | 'eachWay' | 'stake' | 'cashStake' | 'freebetId' | 'comboBoostPercent' | 'comboBoostMode'
> & { readonly betType: 'single' | 'combi' | 'system' };

/** A leg as settlement prices it: its result as `settleBet` reads it, and what the boost reads. */
export interface PricedLeg extends SettlementLeg {
  /** The price taken (`bet_legs.odds`): null for a starting-price leg, which never counts for the boost. */
  readonly takenOdds: number | null;
  /** Trading offers the combo boost on the leg's outcome. */
  readonly comboBoostAvailable: boolean;
}

/** The house's terms at settlement. */
export interface SettlementTerms {
  /** The player's country's tax rule (null: none). */
  readonly taxRule: TaxRule | null;
  /** The most a won bet pays, boost included. */
  readonly maxPayout: Money;
  /** The combo boost terms of the player's bookmaker now (for a boost a void leg lowers). */
  readonly comboBoost: ComboBoostConfig | null;
}

/** What a decided bet pays, as settlement books it; `open` while a leg is still to be decided. */
export type PricedSettlement =
  | { readonly status: 'open' }
  | {
      readonly status: 'won' | 'partly_won' | 'lost' | 'void';
      /** The `payout` column: the return within the cap (a void bet: the refund). */
      readonly payout: Money;
      /** Tax withheld (0 unless won). */
      readonly tax: Money;
      /** The combo boost paid (0 without one). */
      readonly boost: Money;
      /** The `winnings` credit (payout less its tax). */
      readonly winningsCredit: Money;
      /** The `combo_boost` credit (boost less the tax the payout could not carry). */
      readonly boostCredit: Money;
      /** The `refund` credit of a void cash bet. */
      readonly refund: Money;
    };

/**
 * Prices the settlement of a fixed-odds bet from its stored row and decided legs — the one
 * composition settlement uses (`settleBet` → `betStatusOf` → `earnedBoost` → `capWonPayout` with
 * the tax rule), pure, so tests and the simulation hold exactly this to the oracle (decision 090).
 */
export function priceSettlement(bet: PricedBet, legs: readonly PricedLeg[], terms: SettlementTerms): PricedSettlement {
  const settlement = settleBet({
    betType: bet.betType,
    systemType: bet.systemType,
    eachWay: bet.eachWay,
    stake: toMoney(bet.stake),
    freebet: bet.freebetId !== null,
    legs,
  });
  if (settlement.status === 'open') return { status: 'open' };
  const status = betStatusOf(settlement.status, legs);
  const none = { tax: ZERO, boost: ZERO, winningsCredit: ZERO, boostCredit: ZERO, refund: ZERO };
  if (status === 'void') return { status, payout: settlement.payout, ...none, refund: settlement.payout };
  if (status === 'lost') return { status, payout: settlement.payout, ...none };
  const boostLegs = legs.map((leg) => ({
    odds: leg.takenOdds,
    comboBoostAvailable: leg.comboBoostAvailable,
    isVoid: leg.result === 'void',
  }));
  const boost = earnedBoost(bet, settlement.payout, boostLegs, terms.comboBoost);
  const paid = capWonPayout(settlement.payout, boost, {
    cashStake: toMoney(bet.cashStake),
    maxPayout: terms.maxPayout,
    taxRule: terms.taxRule,
  });
  return {
    status,
    payout: paid.payout,
    tax: paid.tax,
    boost: paid.boost,
    winningsCredit: paid.winningsCredit,
    boostCredit: paid.boostCredit,
    refund: ZERO,
  };
}
