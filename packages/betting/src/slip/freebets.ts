import type { Money } from '../money/money';
import * as R from '../maths/rational';
import { combiOdds, exactOdds } from '../maths/odds-exact';
import type { SlipState } from './types';

/** A free bet offer (spec 000 §3): amounts in minor units. */
export interface Freebet {
  readonly id: string;
  readonly name: string;
  readonly amount: Money;
  readonly amount_remaining: Money;
  readonly conditions: { readonly min_odds?: number | null };
}

/** A free bet as the selector lists it, disabled below its minimum odds. */
export interface FreebetOption {
  readonly freebet: Freebet;
  readonly disabled: boolean;
}

/**
 * Whether the slip can take a free bet at all (spec 000 §5): not a system, not several
 * singles, not an each-way single, not an each-way combi, and only with offers to use.
 */
export function isFreebetEligible(state: SlipState, freebets: readonly Freebet[]): boolean {
  if (freebets.length === 0 || state.selections.length === 0) return false;
  if (state.betType === 'system') return false;
  if (state.betType === 'single') return state.selections.length === 1 && !state.selections[0]!.eachWay;
  return !state.eachWay;
}

/**
 * The odds a free bet's minimum is judged against: a single's odds, a combi's total odds
 * (the product rounded up to 2 decimals). Null when the slip cannot take a free bet.
 */
export function freebetJudgedOdds(state: SlipState): number | null {
  const legs = state.selections.map((selection) => exactOdds(selection.odds));
  if (state.betType === 'single' && legs.length === 1) return R.toNumber(legs[0]!);
  if (state.betType === 'combi' && legs.length >= 2) return R.toNumber(combiOdds(legs));
  return null;
}

/**
 * The free bets the selector shows: each disabled when the odds fall below its minimum
 * (in Bet Builder, at or below: pass `inclusive`). An empty list hides the selector.
 */
export function freebetOptions(
  state: SlipState,
  freebets: readonly Freebet[],
  options: { readonly inclusive?: boolean } = {},
): FreebetOption[] {
  if (!isFreebetEligible(state, freebets)) return [];
  const odds = freebetJudgedOdds(state);
  const listed = freebets
    .filter((freebet) => freebet.amount_remaining > 0)
    .map((freebet) => {
      const minimum = freebet.conditions.min_odds ?? 0;
      const tooLow = odds === null || (options.inclusive ? odds <= minimum : odds < minimum);
      return { freebet, disabled: tooLow };
    });
  return listed.some((option) => !option.disabled) ? listed : [];
}

/** The free bet in use: chosen, still offered and not disabled — else none. */
export function activeFreebet(state: SlipState, freebets: readonly Freebet[]): Freebet | null {
  if (state.freebetId === null) return null;
  const option = freebetOptions(state, freebets).find((candidate) => candidate.freebet.id === state.freebetId);
  return option && !option.disabled ? option.freebet : null;
}
