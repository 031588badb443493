import type { LegResult, Settlement, SettlementLeg } from '@sportsbook/betting';
import type { BetStatus } from '../betting/index';

/** A leg as stored, beside its outcome and market as trading last wrote them. */
export interface LegWithOutcome {
  readonly result: LegResult;
  readonly deadHeatNum: number | null;
  readonly deadHeatDen: number | null;
  readonly odds: number | null;
  readonly ewPrice: number | null;
  readonly isStartingPrice: boolean;
  readonly spOdds: number | null;
  readonly outcome: {
    readonly result: LegResult;
    readonly deadHeatNum: number | null;
    readonly deadHeatDen: number | null;
    readonly odds: number;
  };
  readonly marketStatus: 'open' | 'resolved' | 'void';
}

/** What settlement copies onto a leg once trading has decided it. */
export interface CopiedResult {
  readonly result: Exclude<LegResult, null>;
  readonly deadHeatNum: number | null;
  readonly deadHeatDen: number | null;
  readonly spOdds: number | null;
}

/**
 * The result trading published for a leg not yet settled, or null while it is undecided. A void
 * market voids the leg; a resolved market's outcome without a result is void too (what the feed
 * itself writes for an outcome its sport did not settle). An SP leg takes the outcome's odds as
 * they stand when the result is read: the feed stops repricing a market once the event is off,
 * so that is the last price it published before the off.
 */
export function publishedResult(leg: LegWithOutcome): CopiedResult | null {
  if (leg.result !== null) return null;
  const { outcome } = leg;
  let result: Exclude<LegResult, null>;
  if (leg.marketStatus === 'void') result = 'void';
  else if (outcome.result !== null) result = outcome.result;
  else if (leg.marketStatus === 'resolved') result = 'void';
  else return null;
  const deadHeat = result !== 'void' && outcome.deadHeatNum !== null && outcome.deadHeatDen !== null;
  return {
    result,
    deadHeatNum: deadHeat ? outcome.deadHeatNum : null,
    deadHeatDen: deadHeat ? outcome.deadHeatDen : null,
    spOdds: leg.isStartingPrice ? (leg.spOdds ?? outcome.odds) : leg.spOdds,
  };
}

/** The leg as `settleBet` reads it, with a freshly copied result applied. */
export function toSettlementLeg(leg: LegWithOutcome, copied: CopiedResult | null): SettlementLeg {
  const result = copied?.result ?? leg.result;
  const num = copied ? copied.deadHeatNum : leg.deadHeatNum;
  const den = copied ? copied.deadHeatDen : leg.deadHeatDen;
  return {
    odds: leg.odds ?? 1,
    ewPrice: leg.ewPrice,
    isStartingPrice: leg.isStartingPrice,
    spOdds: copied ? copied.spOdds : leg.spOdds,
    result,
    deadHeat: num !== null && den !== null ? { num, den } : null,
  };
}

/**
 * The stored status of a settled bet. `settleBet` says won whenever something is paid; a bet
 * that paid only some of its lines (a system line with a loser) or only the place part of an
 * each-way (a leg placed, or lost on a system) is stored 'partly_won', as 0006_bets.sql defines.
 * A leg only placed lost every win line it is in, each way or not (decision 094).
 */
export function betStatusOf(
  status: Exclude<Settlement['status'], 'open'>,
  legs: readonly SettlementLeg[],
): Exclude<BetStatus, 'open' | 'cashed_out'> {
  if (status !== 'won') return status;
  // Something was paid, so a line without a loser exists; a loser (or a place-only finish,
  // which loses the win line) means some other line paid nothing.
  const someLineLost = legs.some((leg) => leg.result === 'lost' || leg.result === 'placed');
  return someLineLost ? 'partly_won' : 'won';
}
