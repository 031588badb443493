import { comboBoostPercent, systemLineCount, toMoney } from '@sportsbook/betting';
import type { CountryCode } from '@sportsbook/betting';
import { priceSettlement } from '../../apps/server/src/settlement/index';
import type { PricedBet, PricedLeg } from '../../apps/server/src/settlement/index';
import type { OracleInput } from './types';

/** What production's settlement pays for a bet, in the oracle's terms, to compare field by field. */
export interface ProductionPaid {
  readonly status: 'open' | 'won' | 'partly_won' | 'lost' | 'void';
  readonly payout: number;
  readonly boost: number;
  readonly tax: number;
  readonly credit: number;
}

/** Lines a bet holds as acceptance counts them (each way: both parts). */
function linesOf(input: OracleInput): number {
  const parts = input.eachWay ? 2 : 1;
  if (input.betType !== 'system') return parts;
  const lines = systemLineCount(input.systemType, input.legs.length);
  return lines > 0 ? lines * parts : Number.NaN;
}

/**
 * The bet row acceptance would have stored for the input: the cash stake and the combo boost
 * promised (a combi without a starting-price leg, at the terms of acceptance; decision 030).
 */
export function storedBet(input: OracleInput): PricedBet {
  const terms = input.house.boostAtAcceptance;
  const promised =
    input.betType === 'combi' && terms && !input.legs.some((leg) => leg.startingPrice)
      ? comboBoostPercent(
          input.legs.map((leg) => ({ comboBoost: leg.boosted, odds: leg.odds ?? 1 })),
          terms,
        )
      : 0;
  return {
    betType: input.betType,
    systemType: input.systemType,
    eachWay: input.eachWay,
    stake: input.stake,
    cashStake: input.freebet ? 0 : input.stake * linesOf(input),
    freebetId: input.freebet ? '00000000-0000-4000-8000-000000000000' : null,
    comboBoostPercent: promised,
    comboBoostMode: promised > 0 && terms ? terms.winnings_calc_mode : null,
  };
}

/** The legs as settlement reads them from bet_legs (an SP leg has no odds taken). */
export function storedLegs(input: OracleInput): PricedLeg[] {
  return input.legs.map((leg) => ({
    odds: leg.odds ?? 1,
    ewPrice: leg.ewPrice,
    isStartingPrice: leg.startingPrice,
    spOdds: leg.sp,
    result: leg.result,
    deadHeat: leg.deadHeat,
    takenOdds: leg.odds,
    comboBoostAvailable: leg.boosted,
  }));
}

/** Settles the input with production's own composition (`priceSettlement`). */
export function productionSettle(input: OracleInput): ProductionPaid {
  const { house } = input;
  const priced = priceSettlement(storedBet(input), storedLegs(input), {
    taxRule: house.taxTable[input.country as CountryCode] ?? null,
    maxPayout: toMoney(house.maxPayout),
    comboBoost: house.boostAtSettlement === undefined ? house.boostAtAcceptance : house.boostAtSettlement,
  });
  if (priced.status === 'open') return { status: 'open', payout: 0, boost: 0, tax: 0, credit: 0 };
  return {
    status: priced.status,
    payout: priced.payout,
    boost: priced.boost,
    tax: priced.tax,
    credit: priced.winningsCredit + priced.boostCredit + priced.refund,
  };
}
