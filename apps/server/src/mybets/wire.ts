import type { CashoutOffer, MyBet, MyBetLeg } from '@sportsbook/protocol';
import type { BetLegRow, BetRow } from '../betting/index';
import type { LiveOutcome } from '../betting/index';
import type { QuoteLeg } from './cashout-quote';

/** A leg for the quote: the price taken, its result, the price now. */
export function toQuoteLeg(leg: BetLegRow, live: ReadonlyMap<number, LiveOutcome>): QuoteLeg {
  return {
    odds: leg.odds,
    isStartingPrice: leg.isStartingPrice,
    result: leg.result,
    deadHeat:
      leg.deadHeatNum !== null && leg.deadHeatDen !== null ? { num: leg.deadHeatNum, den: leg.deadHeatDen } : null,
    current: live.get(leg.outcomeId) ?? null,
  };
}

function toWireLeg(leg: BetLegRow, live: LiveOutcome | undefined): MyBetLeg {
  return {
    position: leg.position,
    event_id: leg.eventId,
    market_id: leg.marketId,
    outcome_id: leg.outcomeId,
    event_name: leg.eventName,
    market_name: leg.marketName,
    outcome_name: leg.outcomeName,
    odds: leg.odds,
    is_starting_price: leg.isStartingPrice,
    sp_odds: leg.spOdds,
    ew_price: leg.ewPrice,
    ew_place: leg.ewPlace,
    result: leg.result,
    live: live
      ? {
          event_status: live.eventStatus,
          is_live: live.eventIsLive,
          starts_at: live.startsAt.toISOString(),
          status_description: live.statusDescription,
          stats: live.stats,
          odds: live.odds,
          is_suspended: live.marketSuspended || live.marketStatus !== 'open',
        }
      : null,
  };
}

/**
 * A bet as My Bets shows it. The live state of legs and the cash-out offer are given only for
 * an open bet; a settled bet shows what it was and what it paid.
 */
export function toWireBet(
  bet: BetRow,
  legs: readonly BetLegRow[],
  live: ReadonlyMap<number, LiveOutcome>,
  offer: CashoutOffer | null,
  maxPayout: number,
): MyBet {
  const open = bet.status === 'open';
  // Settlement pays min(return + boost, cap): a bet paid the cap was capped (decision 079).
  const paid = (bet.payout ?? 0) + (bet.comboBoostPaid ?? 0);
  const capped = (bet.status === 'won' || bet.status === 'partly_won') && paid >= maxPayout;
  return {
    id: bet.id,
    uuid: bet.uuid,
    bet_type: bet.betType,
    system_type: bet.systemType,
    each_way: bet.eachWay,
    stake: bet.stake,
    bets: bet.bets,
    total_stake: bet.totalStake,
    cash_stake: bet.cashStake,
    freebet_id: bet.freebetId,
    freebet_amount: bet.freebetAmount,
    potential_return: bet.potentialReturn,
    tax: bet.tax,
    combo_boost: bet.comboBoost,
    combo_boost_paid: bet.comboBoostPaid,
    payout: bet.payout,
    currency: bet.currency,
    status: bet.status,
    placed_at: bet.placedAt.toISOString(),
    settled_at: bet.settledAt ? bet.settledAt.toISOString() : null,
    cashout: open ? offer : null,
    legs: legs.map((leg) => toWireLeg(leg, open ? live.get(leg.outcomeId) : undefined)),
    ...(capped ? { payout_capped: true } : {}),
  };
}
