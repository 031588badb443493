import {
  allEventsDistinct,
  COMBI_MIN_SELECTIONS,
  DEFAULT_STAKE_LIMITS,
  FULL_COVERS,
  isForecastOrTricast,
  isFullCover,
  isPriced,
  offersEachWay,
  stakeError,
  SYSTEM_MAX_SELECTIONS,
  SYSTEM_MIN_SELECTIONS,
  systemLineSizes,
} from '@sportsbook/betting';
import type { BetType, ErrorCode, Money, SlipSelection, StakeLimits } from '@sportsbook/betting';
import type { CurrentLeg } from './current-legs';

/** A leg as the player asked for it: the ids and the price seen (calculate: sent; submit: the ticket's). */
export interface LegRequest {
  readonly eventId: number;
  readonly marketId: number;
  readonly outcomeId: number;
  readonly odds: number;
  /** The player asks for the starting price. */
  readonly startingPrice: boolean;
}

/** A free bet the ticket would spend, as the wallet knows it now (null: not the player's, used or expired). */
export interface FreebetUse {
  readonly id: string;
  readonly available: { readonly remaining: Money; readonly minOdds: number | null } | null;
  /** Why the slip cannot take it whatever its state (e.g. several singles), else undefined. */
  readonly refusal?: string;
}

/** One bet to price: the ticket's shape, its legs and its stake per line. */
export interface TicketRequest {
  readonly betType: BetType;
  readonly systemType: string | null;
  readonly eachWay: boolean;
  /** Per line; with a free bet, the amount of the free bet to spend. */
  readonly stake: Money;
  readonly legs: readonly LegRequest[];
  readonly freebet: FreebetUse | null;
}

/** Why a ticket cannot be placed: a catalogue code and details for the bettor. */
export interface Refusal {
  readonly code: ErrorCode;
  readonly meta: Readonly<Record<string, unknown>>;
}

/** A leg whose outcome exists, with what acceptance takes: SP or the current fixed price. */
export interface CheckedLeg {
  readonly request: LegRequest;
  readonly current: CurrentLeg;
  readonly startingPrice: boolean;
}

const refuse = (code: ErrorCode, meta: Record<string, unknown> = {}): Refusal => ({ code, meta });

/** Whether the ticket has a shape a bet can have: lines, selection counts and the system type. */
export function checkShape(request: TicketRequest): Refusal | null {
  const n = request.legs.length;
  if (request.betType === 'single' && n !== 1) {
    return refuse('COMBINATION_NOT_ALLOWED', { reason: 'A single ticket holds exactly one selection.' });
  }
  if (request.betType === 'combi' && n < COMBI_MIN_SELECTIONS) {
    return refuse('COMBINATION_NOT_ALLOWED', { reason: `A combi needs at least ${COMBI_MIN_SELECTIONS} selections.` });
  }
  if (request.betType === 'system') {
    if (n < SYSTEM_MIN_SELECTIONS || n > SYSTEM_MAX_SELECTIONS) {
      return refuse('COMBINATION_NOT_ALLOWED', {
        reason: `A system needs ${SYSTEM_MIN_SELECTIONS} to ${SYSTEM_MAX_SELECTIONS} selections.`,
      });
    }
    if (!systemLineSizes(request.systemType, n)) {
      const cover = request.systemType && isFullCover(request.systemType) ? FULL_COVERS[request.systemType] : null;
      return refuse('COMBINATION_NOT_ALLOWED', {
        reason: cover
          ? `A ${cover.title} takes exactly ${cover.legs} selections, not ${n}.`
          : `"${String(request.systemType)}" is not a system of ${n} selections.`,
      });
    }
  }
  return null;
}

/**
 * Each leg against the catalogue now: it exists as sent, its event has not finished or
 * otherwise started, its market trades and it has a price (or takes the starting price).
 */
export function checkLegs(
  legs: readonly LegRequest[],
  current: ReadonlyMap<number, CurrentLeg>,
): { legs: CheckedLeg[] } | { refusal: Refusal } {
  const checked: CheckedLeg[] = [];
  for (const request of legs) {
    const leg = current.get(request.outcomeId);
    const ids = { outcome_id: request.outcomeId, event_id: request.eventId, market_id: request.marketId };
    if (!leg || leg.marketId !== request.marketId || leg.eventId !== request.eventId) {
      return { refusal: refuse('SELECTION_NOT_FOUND', ids) };
    }
    if (leg.eventStatus === 'ended') return { refusal: refuse('EVENT_FINISHED', ids) };
    if (leg.eventStatus !== 'not_started' && !leg.eventIsLive) return { refusal: refuse('EVENT_STARTED', ids) };
    // An outcome without a fixed price that offers SP is bet at SP, whatever the slip asked.
    const startingPrice = leg.isStartingPrice && (request.startingPrice || !isPriced(leg.odds));
    if (leg.marketSuspended || leg.marketStatus !== 'open' || (!startingPrice && !(leg.odds > 1))) {
      return { refusal: refuse('MARKET_SUSPENDED', ids) };
    }
    checked.push({ request, current: leg, startingPrice });
  }
  return { legs: checked };
}

/** The slip-rule view of a leg, so the core's rules judge it. */
export function toSlipSelection({ current }: CheckedLeg): SlipSelection {
  return {
    outcomeId: current.outcomeId,
    eventId: current.eventId,
    marketId: current.marketId,
    eventName: current.eventName,
    marketName: current.marketName,
    outcomeName: current.outcomeName,
    marketType: current.marketType,
    odds: current.odds,
    isSuspended: current.marketSuspended,
    ewPrice: current.ewPrice,
    ewPlace: current.ewPlace,
    isStartingPrice: current.isStartingPrice,
    isLive: current.eventIsLive,
  };
}

/** Combination rules (spec 000 §4, §8) and each-way terms (§5). */
export function checkCombination(request: TicketRequest, legs: readonly CheckedLeg[]): Refusal | null {
  const selections = legs.map(toSlipSelection);
  if (request.betType !== 'single') {
    if (!allEventsDistinct(selections)) return refuse('CANNOT_COMBINE');
    const forecast = selections.find((selection) => isForecastOrTricast(selection.marketType));
    if (forecast) return refuse('FORECAST_TRICAST_CANNOT_BE_COMBINED', { outcome_id: forecast.outcomeId });
  }
  if (request.eachWay) {
    const without = selections.find((selection) => !offersEachWay(selection));
    if (without) return refuse('EACH_WAY_NOT_AVAILABLE', { outcome_id: without.outcomeId });
  }
  return null;
}

/**
 * Stake per line within the brand's limits for the bettor's currency (decision 105; spec 000's
 * 0.10 … 10,000 by default). The minimum holds for a free bet too (a free bet left with less than
 * it cannot be staked); its maximum is whatever was granted.
 */
export function checkStake(request: TicketRequest, limits: StakeLimits = DEFAULT_STAKE_LIMITS): Refusal | null {
  const error = stakeError(request.stake, limits);
  if (!error || (request.freebet && error === 'STAKE_TOO_HIGH')) return null;
  return refuse(error, { stake: request.stake, min: limits.min, max: limits.max });
}
