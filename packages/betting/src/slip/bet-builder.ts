import type { Money } from '../money/money';

/** Bet Builder warnings (spec 000 §5). */
export const BET_BUILDER_CANNOT_COMBINE =
  'Some selections for this event can’t be combined. Please remove some selections to proceed.';
export const BET_BUILDER_ADD_MORE = 'Add more selections to continue';

/** Bet Builder placing state (spec 000 §3): null/false, processing, completed. */
export type BetBuilderStatus = false | 'processing' | 'completed';

/** What decides whether a Bet Builder ticket can be placed. */
export interface BetBuilderPlaceInput {
  readonly selectionCount: number;
  readonly ticketOdds: number;
  readonly stake: Money;
  /** The chosen free bet's remaining amount, or null without one. */
  readonly freebetRemaining: Money | null;
}

/**
 * Why a Bet Builder ticket cannot be placed, or null (spec 000 §5): it needs a stake above 0
 * or a free bet with something left, and total odds above 1.
 */
export function betBuilderDisabledReason(input: BetBuilderPlaceInput): 'NO_STAKE' | 'UNPRICED' | null {
  const hasFreebet = input.freebetRemaining !== null && input.freebetRemaining > 0;
  if (!(input.ticketOdds > 1)) return 'UNPRICED';
  return input.stake > 0 || hasFreebet ? null : 'NO_STAKE';
}

/** The warning under a Bet Builder slip, or null (spec 000 §5). */
export function betBuilderWarning(selectionCount: number, ticketOdds: number): string | null {
  if (selectionCount === 1) return BET_BUILDER_ADD_MORE;
  if (selectionCount > 1 && ticketOdds === 0) return BET_BUILDER_CANNOT_COMBINE;
  return null;
}

/**
 * Whether a live re-price of the Bet Builder ticket moves the price the bettor took (spec 000 §4,
 * the slip's accept-odds rule for one combined price): with 'all' the slip takes it by itself;
 * the accept-changed-odds button shows with 'higher' when the new price is above the taken one,
 * with 'none' when it differs at all.
 */
export function betBuilderLiveOdds(
  taken: number,
  live: number,
  acceptOdds: 'all' | 'higher' | 'none',
): 'take' | 'offer' | 'keep' {
  if (live === taken) return 'keep';
  if (acceptOdds === 'all') return 'take';
  if (acceptOdds === 'higher') return live > taken ? 'offer' : 'keep';
  return 'offer';
}
