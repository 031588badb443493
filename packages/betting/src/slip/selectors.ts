import type { ErrorCode } from '../errors';
import { toMoney, ZERO } from '../money/money';
import type { Money } from '../money/money';
import { stakeError } from '../money/stake-input';
import type { StakeLimits } from '../money/stake-input';
import { isPriced } from '../odds/format-odds';
import { systemOptions } from '../system-options';
import type { SystemOption } from '../system-options';
import { calcTax } from '../tax';
import type { TaxRule } from '../tax';
import { calcTotals, ZERO_TOTALS } from '../totals';
import type { ComboBoostConfig, Totals, TotalsInput } from '../totals';
import { activeFreebet } from './freebets';
import type { Freebet } from './freebets';
import {
  COMBI_MIN_SELECTIONS,
  isForecastOrTricast,
  SYSTEM_HARD_CAP,
  SYSTEM_MAX_SELECTIONS,
  SYSTEM_MIN_SELECTIONS,
} from './rules';
import type { AcceptOdds, SlipSelection, SlipState } from './types';

/** Which bet-type tabs are enabled (greyed out otherwise, spec 000 §2). */
export function betTypeAvailability(state: SlipState): Record<SlipState['betType'], boolean> {
  const count = state.selections.length;
  return {
    single: count >= 1,
    combi: count >= COMBI_MIN_SELECTIONS,
    system: count >= SYSTEM_MIN_SELECTIONS && count <= SYSTEM_MAX_SELECTIONS,
  };
}

/**
 * Errors under slip lines (spec 000 §4): in a combi or system, two selections of one event
 * are CANNOT_COMBINE and forecast/tricast selections FORECAST_TRICAST_CANNOT_BE_COMBINED.
 */
export function selectionErrors(state: SlipState): Readonly<Record<string, ErrorCode>> {
  if (state.betType === 'single') return {};
  const perEvent = new Map<number, number>();
  for (const selection of state.selections) perEvent.set(selection.eventId, (perEvent.get(selection.eventId) ?? 0) + 1);
  const errors: Record<string, ErrorCode> = {};
  for (const selection of state.selections) {
    if (isForecastOrTricast(selection.marketType)) errors[selection.outcomeId] = 'FORECAST_TRICAST_CANNOT_BE_COMBINED';
    else if ((perEvent.get(selection.eventId) ?? 0) > 1) errors[selection.outcomeId] = 'CANNOT_COMBINE';
  }
  return errors;
}

/** The system bets on offer for the slip's selections (empty unless 3 … 20 selections). */
export function slipSystemOptions(state: SlipState): SystemOption[] {
  const count = state.selections.length;
  if (count < SYSTEM_MIN_SELECTIONS || count > SYSTEM_HARD_CAP) return [];
  return systemOptions(state.selections, state.eachWay);
}

/** The chosen system bet, or the first on offer. */
export function chosenSystemOption(state: SlipState): SystemOption | null {
  const options = slipSystemOptions(state);
  return options.find((option) => option.type === state.systemType) ?? options[0] ?? null;
}

/** Bets the slip will place (spec 000 §4): one per single, one combi, a system's combinations. */
export function pickCount(state: SlipState): number {
  switch (state.betType) {
    case 'single':
      return state.selections.length;
    case 'combi':
      return state.selections.length >= COMBI_MIN_SELECTIONS ? 1 : 0;
    case 'system':
      return chosenSystemOption(state)?.combinations ?? 0;
  }
}

/**
 * A suspended selection among singles is skipped: it is no bet (stake 0, no ticket) while the
 * other singles are placed. In a combi or system it blocks Place Bet (spec 000 §5).
 */
export function isSkippedSingle(state: SlipState, selection: SlipSelection): boolean {
  return state.betType === 'single' && selection.isSuspended;
}

/** The stake that applies to the current bet type (singles use their own map). */
export function currentStake(state: SlipState): Money | null {
  if (state.betType === 'combi') return state.stakeCombi;
  if (state.betType === 'system') return state.stakeSystem;
  return state.stakeSingle;
}

/** What `calcTotals` needs from the slip, with the free bet in use and the boost config. */
export function totalsInput(state: SlipState, context: TotalsContext = {}): TotalsInput {
  const freebet = activeFreebet(state, context.freebets ?? []);
  return {
    betType: state.betType,
    legs: state.selections.map((selection) => ({
      outcomeId: selection.outcomeId,
      eventId: selection.eventId,
      odds: isPriced(selection.odds) ? selection.odds : 0,
      ewPrice: selection.ewPrice ?? null,
      comboBoost: Boolean(selection.comboBoost),
      stake:
        state.betType !== 'single'
          ? null
          : isSkippedSingle(state, selection)
            ? ZERO
            : (state.stakes[selection.outcomeId] ?? null),
      eachWay: state.betType === 'single' ? Boolean(selection.eachWay) : undefined,
    })),
    stake: state.betType === 'single' ? null : currentStake(state),
    systemType: state.betType === 'system' ? (chosenSystemOption(state)?.type ?? null) : null,
    eachWay: state.betType !== 'single' && state.eachWay,
    freebet: freebet ? { amount: freebet.amount_remaining } : null,
    comboBoost: state.betType === 'combi' ? (context.comboBoost ?? null) : null,
  };
}

/** What the totals depend on beyond the slip itself. */
export interface TotalsContext {
  readonly freebets?: readonly Freebet[];
  readonly comboBoost?: ComboBoostConfig | null;
}

/** Stake, return and boost of the slip as it stands (zero for a slip that cannot be a bet). */
export function slipTotals(state: SlipState, context: TotalsContext = {}): Totals {
  if (state.betType === 'combi' && state.selections.length < COMBI_MIN_SELECTIONS) return ZERO_TOTALS;
  if (state.betType === 'system' && chosenSystemOption(state) === null) return ZERO_TOTALS;
  return calcTotals(totalsInput(state, context));
}

/**
 * The tax the slip's bets would have withheld if every line wins, by the country's rule
 * (`calcTax`, the server's own): each single is a bet of its own, so its bands apply to it
 * alone; a combi or system is one bet. 0 without a rule.
 * @example slipTax(slip of two RO singles, {}, DEFAULT_TAX_RULES.RO) // calcTax of each, summed
 */
export function slipTax(state: SlipState, context: TotalsContext, rule: TaxRule | null | undefined): Money {
  if (!rule) return ZERO;
  const totals = slipTotals(state, context);
  // The combo boost is a winning: taxed with the return, as the server taxes it.
  if (state.betType !== 'single' || totals.bets === 0) {
    return calcTax(rule, {
      potentialReturn: toMoney(totals.potentialReturn + totals.boost),
      cashStake: totals.cashStake,
    });
  }
  const input = totalsInput(state, context);
  let tax = 0;
  for (const leg of input.legs) tax += calcTax(rule, calcTotals({ ...input, legs: [leg] }));
  return toMoney(tax);
}

/** Why Place Bet is disabled, one reason at a time, most fundamental first (spec 000 §5). */
export type PlaceBetDisabledReason =
  | 'EMPTY'
  | 'PROCESSING'
  | 'SELECTION_ERROR'
  | 'MARKET_SUSPENDED'
  | 'UNPRICED'
  | 'NO_BALANCE'
  | 'NO_STAKE'
  | 'STAKE_TOO_LOW'
  | 'STAKE_TOO_HIGH';

/** What Place Bet depends on beyond the slip; `balance` null means a guest (login opens on click). */
export interface PlaceBetContext extends TotalsContext {
  readonly balance: Money | null;
  /** The brand's limits in the bettor's currency (`/v1/config` `stake_limits`); default 0.10 … 10000. */
  readonly stakeLimits?: StakeLimits;
}

/**
 * The single reason Place Bet is disabled, or null when it may be pressed (spec 000 §5):
 * an errored or suspended selection, an unpriced one, no balance without a free bet, no
 * stake without a free bet, or a stake outside the brand's limits. A guest is not disabled: the
 * press opens login.
 */
export function placeBetDisabledReason(state: SlipState, context: PlaceBetContext): PlaceBetDisabledReason | null {
  if (state.selections.length === 0) return 'EMPTY';
  if (state.processingStatus !== false) return 'PROCESSING';
  if (Object.keys(selectionErrors(state)).length > 0) return 'SELECTION_ERROR';
  // Singles skip a suspended line; only a slip with nothing else to place is blocked by one.
  const placeable = state.selections.filter((selection) => !isSkippedSingle(state, selection));
  if (placeable.length === 0 || placeable.some((selection) => selection.isSuspended)) return 'MARKET_SUSPENDED';
  if (placeable.some((selection) => !isPriced(selection.odds) && !selection.isStartingPrice)) return 'UNPRICED';
  const freebet = activeFreebet(state, context.freebets ?? []);
  if (context.balance !== null && context.balance <= 0 && !freebet) return 'NO_BALANCE';
  // An active free bet always has something left: spent ones are not offered.
  if (freebet) return null;
  const totals = slipTotals(state, context);
  if (totals.totalStake <= 0) return 'NO_STAKE';
  return lineStakeError(state, context.stakeLimits);
}

/** The first stake of the slip outside the entry limits, as a disabled reason. */
function lineStakeError(state: SlipState, limits?: StakeLimits): 'STAKE_TOO_LOW' | 'STAKE_TOO_HIGH' | null {
  const stakes =
    state.betType === 'single'
      ? state.selections
          .map((selection) => state.stakes[selection.outcomeId])
          .filter((stake) => stake !== undefined && stake > 0)
      : [currentStake(state)];
  for (const stake of stakes) {
    const error = stake === null || stake === undefined ? null : stakeError(stake, limits);
    if (error) return error;
  }
  return null;
}

/**
 * Whether to offer "accept changed odds" (spec 000 §4): with 'higher' when a live price is
 * above the slip's, with 'none' when any live price differs; never with 'all'.
 */
export function showAcceptOddsButton(state: SlipState, acceptOdds: AcceptOdds): boolean {
  if (acceptOdds === 'all') return false;
  return state.selections.some((selection) => {
    const live = state.live[selection.outcomeId];
    if (!live) return false;
    return acceptOdds === 'higher' ? live.odds > selection.odds : live.odds !== selection.odds;
  });
}

/** Whether results are in for every ticket and every one was accepted (spec 000 §4). */
export function isSuccessful(state: SlipState): boolean {
  return state.processingStatus === 'completed' && state.tickets.every((ticket) => ticket.status === 'PROCESSED');
}
