import {
  BettingInputError,
  calcTotals,
  comboBoostPercent,
  combiOdds,
  exactOdds,
  rational,
  systemLineCount,
  toMoney,
  ZERO,
} from '@sportsbook/betting';
import type { ComboBoostConfig, Money, StakeLimits, TotalsInput, TotalsLeg } from '@sportsbook/betting';
import type { AcceptOdds } from '@sportsbook/protocol';
import type { CurrentLeg } from './current-legs';
import { judgeOddsMoves } from './odds-moves';
import { calcTax } from './tax';
import type { TaxRule } from './tax';
import { checkCombination, checkLegs, checkShape, checkStake } from './ticket-checks';
import type { CheckedLeg, LegRequest, Refusal, TicketRequest } from './ticket-checks';

/** What pricing is judged against besides the catalogue. */
export interface PricingPolicy {
  readonly maxPayout: Money;
  readonly taxRule: TaxRule | null;
  /** Submit: judge price moves against the request's odds by this setting; calculate: null (reprice). */
  readonly acceptOdds: AcceptOdds | null;
  /** The bookmaker's combo boost (catalog/combo-boost.ts); null where none is offered. */
  readonly comboBoost?: ComboBoostConfig | null;
  /** The brand's stake limits in the bettor's currency (catalog/stake-limits.ts); spec 000's by default. */
  readonly stakeLimits?: StakeLimits;
}

/** The combo boost terms a ticket was priced with: part of the accepted ticket (decision 030). */
export interface BoostTerms {
  readonly percent: number;
  readonly mode: ComboBoostConfig['winnings_calc_mode'];
}

/** A leg as priced: the current catalogue row when the outcome exists, and the price taken. */
export interface PricedLeg {
  readonly request: LegRequest;
  readonly current: CurrentLeg | null;
  /** The current fixed price (the sent one when the outcome is unknown); SP legs show the current quote. */
  readonly odds: number;
  readonly startingPrice: boolean;
}

/** A ticket priced from current prices with the core; `refusal` null means it can be placed. */
export interface PricedTicket {
  readonly request: TicketRequest;
  readonly refusal: Refusal | null;
  readonly legs: readonly PricedLeg[];
  readonly bets: number;
  readonly totalStake: Money;
  readonly cashStake: Money;
  /** Before tax; 0 when a leg is at starting price (the return is not known until the SP is). */
  readonly potentialReturn: Money;
  readonly tax: Money;
  /** The combo boost on top of `potentialReturn` if the bet wins (0 without a boost). */
  readonly boost: Money;
  /** The boost terms taken, null when the ticket earns none. */
  readonly boostTerms: BoostTerms | null;
  /** A leg's event is in play: acceptance waits the in-play delay and re-checks. */
  readonly live: boolean;
}

const refuse = (code: Refusal['code'], meta: Record<string, unknown> = {}): Refusal => ({ code, meta });

/** Lines of a ticket of this shape (each way doubles them); 1 for a shape no bet can have. */
function countLines(request: TicketRequest): number {
  const lines = request.betType === 'system' ? systemLineCount(request.systemType, request.legs.length) || 1 : 1;
  return lines * (request.eachWay ? 2 : 1);
}

/** A refused ticket before any money was computed: stake × lines, no return. */
function unpriced(request: TicketRequest, current: ReadonlyMap<number, CurrentLeg>, refusal: Refusal): PricedTicket {
  const bets = countLines(request);
  const totalStake = toMoney(Math.min(request.stake * bets, Number.MAX_SAFE_INTEGER));
  return {
    request,
    refusal,
    legs: request.legs.map((leg) => {
      const row = current.get(leg.outcomeId) ?? null;
      return { request: leg, current: row, odds: row?.odds ?? leg.odds, startingPrice: false };
    }),
    bets,
    totalStake,
    cashStake: request.freebet ? ZERO : totalStake,
    potentialReturn: ZERO,
    tax: ZERO,
    boost: ZERO,
    boostTerms: null,
    live: false,
  };
}

/** Free-bet rules that do not depend on prices (spec 000 §5, decision 002). */
function checkFreebetUse(request: TicketRequest, legs: readonly CheckedLeg[]): Refusal | null {
  const freebet = request.freebet;
  if (!freebet) return null;
  const reason =
    freebet.refusal ??
    (request.betType === 'system'
      ? 'A free bet cannot be used on a system bet.'
      : request.eachWay
        ? 'A free bet cannot be used each way.'
        : legs.some((leg) => leg.startingPrice)
          ? 'A free bet needs fixed odds to judge its minimum odds.'
          : !freebet.available
            ? 'This free bet is not yours, already used or expired.'
            : null);
  if (reason) return refuse('FREEBET_NOT_ELIGIBLE', { freebet_id: freebet.id, reason });
  const remaining = freebet.available?.remaining;
  // Decision 002: a free bet is staked whole, never a slice of it (a slice farms the rounding).
  return remaining !== undefined && request.stake !== remaining
    ? refuse('FREEBET_STAKE_MISMATCH', { freebet_id: freebet.id, stake: request.stake, freebet_amount: remaining })
    : null;
}

/** A free bet's minimum odds against the single's odds or the combi's rounded-up total odds. */
function checkFreebetOdds(request: TicketRequest, legs: readonly CheckedLeg[]): Refusal | null {
  const minOdds = request.freebet?.available?.minOdds;
  if (minOdds === null || minOdds === undefined) return null;
  const prices = legs.map((leg) => exactOdds(leg.current.odds));
  const judged = request.betType === 'combi' ? combiOdds(prices) : prices[0]!;
  if (rational.compare(judged, exactOdds(minOdds)) >= 0) return null;
  return refuse('FREEBET_NOT_ELIGIBLE', {
    freebet_id: request.freebet?.id,
    reason: `The odds must be at least ${minOdds} to use this free bet.`,
    min_odds: minOdds,
    odds: rational.toNumber(judged),
  });
}

function checkOddsMoves(legs: readonly CheckedLeg[], acceptOdds: AcceptOdds | null): Refusal | null {
  if (acceptOdds === null) return null;
  const moves = legs
    .filter((leg) => !leg.startingPrice)
    .map((leg) => ({ outcomeId: leg.current.outcomeId, taken: leg.request.odds, current: leg.current.odds }));
  const changed = judgeOddsMoves(moves, acceptOdds);
  return changed ? refuse('ODDS_CHANGED', { ...changed, accept_odds: acceptOdds }) : null;
}

/** A leg's current quote: an SP leg's price as trading shows it now (1 when it shows none). */
const quotedOdds = (leg: CheckedLeg): number => (leg.current.odds > 1 ? leg.current.odds : 1);

/** The legs as the core's totals read them, each at `oddsOf`. */
function toTotalsLegs(
  request: TicketRequest,
  legs: readonly CheckedLeg[],
  oddsOf: (leg: CheckedLeg) => number,
): TotalsLeg[] {
  return legs.map((leg) => ({
    outcomeId: leg.current.outcomeId,
    eventId: leg.current.eventId,
    odds: oddsOf(leg),
    ewPrice: request.eachWay ? leg.current.ewPrice : null,
    comboBoost: leg.current.comboBoostAvailable,
    ...(request.betType === 'single' ? { eachWay: request.eachWay } : {}),
  }));
}

function totalsInput(
  request: TicketRequest,
  legs: readonly TotalsLeg[],
  comboBoost: ComboBoostConfig | null,
): TotalsInput {
  return {
    betType: request.betType,
    legs,
    stake: request.freebet ? ZERO : request.stake,
    systemType: request.systemType,
    eachWay: request.eachWay,
    freebet: request.freebet ? { amount: request.stake } : null,
    comboBoost,
  };
}

/**
 * Prices one ticket from the catalogue as it is now, every number from `calcTotals`, and says
 * why it cannot be placed (the first rule it breaks) or that it can. Pure.
 */
export function priceTicket(
  request: TicketRequest,
  current: ReadonlyMap<number, CurrentLeg>,
  policy: PricingPolicy,
): PricedTicket {
  const shape = checkShape(request);
  if (shape) return unpriced(request, current, shape);
  const checked = checkLegs(request.legs, current);
  if ('refusal' in checked) return unpriced(request, current, checked.refusal);
  const { legs } = checked;
  const early = checkCombination(request, legs) ?? checkFreebetUse(request, legs);
  if (early) return unpriced(request, current, early);
  const stakeRefusal = checkStake(request, policy.stakeLimits);
  if (stakeRefusal?.code === 'STAKE_TOO_HIGH') return unpriced(request, current, stakeRefusal);

  // A leg at SP has no price yet: 1 keeps the lines and stakes right; its return is reported as 0.
  const totalsLegs = toTotalsLegs(request, legs, (leg) => (leg.startingPrice ? 1 : leg.current.odds));
  const boostConfig = request.betType === 'combi' ? (policy.comboBoost ?? null) : null;
  const boostPercent = comboBoostPercent(totalsLegs, boostConfig);
  const startingPrice = legs.some((leg) => leg.startingPrice);
  let totals;
  let capped;
  try {
    totals = calcTotals(totalsInput(request, totalsLegs, boostConfig));
    // The cap holds for an SP bet too: judged at each SP leg's current quote (decision 079).
    capped = startingPrice ? calcTotals(totalsInput(request, toTotalsLegs(request, legs, quotedOdds), null)) : totals;
  } catch (error) {
    if (!(error instanceof BettingInputError)) throw error;
    return unpriced(request, current, refuse('MAX_PAYOUT_EXCEEDED', { reason: error.message }));
  }
  const potentialReturn = startingPrice ? ZERO : totals.potentialReturn;
  const boost = startingPrice ? ZERO : totals.boost;
  // The boost is a winning: taxed with the return (RO/GR), and inside the payout cap.
  const tax = calcTax(policy.taxRule, {
    potentialReturn: toMoney(potentialReturn + boost),
    cashStake: totals.cashStake,
  });
  const judgedReturn = capped.potentialReturn + boost;
  const overMax =
    judgedReturn > policy.maxPayout
      ? refuse('MAX_PAYOUT_EXCEEDED', { max_payout: policy.maxPayout, potential_return: judgedReturn })
      : null;
  const refusal = stakeRefusal ?? checkOddsMoves(legs, policy.acceptOdds) ?? overMax ?? checkFreebetOdds(request, legs);
  return {
    request,
    refusal,
    legs: legs.map((leg) => ({
      request: leg.request,
      current: leg.current,
      odds: leg.current.odds,
      startingPrice: leg.startingPrice,
    })),
    bets: totals.bets,
    totalStake: totals.totalStake,
    cashStake: totals.cashStake,
    potentialReturn,
    tax,
    // An SP leg has no return yet, so no boost can be promised on it.
    boost,
    boostTerms:
      boostConfig && boostPercent > 0 && !startingPrice
        ? { percent: boostPercent, mode: boostConfig.winnings_calc_mode }
        : null,
    live: legs.some((leg) => leg.current.eventIsLive),
  };
}
