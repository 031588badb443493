import * as R from '../maths/rational';
import { exactOdds } from '../maths/odds-exact';
import { toMoney } from '../money/money';
import type { Money } from '../money/money';
import type { Freebet, FreebetOption } from './freebets';

/**
 * The free bets a Bet Builder ticket may use (spec 000 §5): each disabled when the ticket's odds
 * are at or below its `min_odds` (the slip's rule is strictly below); none when nothing is left
 * to use, so the selector hides.
 * @example betBuilderFreebetOptions(2, [{ ..., conditions: { min_odds: 2 } }]) // [] — 2 is at the minimum
 */
export function betBuilderFreebetOptions(ticketOdds: number, freebets: readonly Freebet[]): FreebetOption[] {
  const listed = freebets
    .filter((freebet) => freebet.amount_remaining > 0)
    .map((freebet) => ({ freebet, disabled: !(ticketOdds > 1) || ticketOdds <= (freebet.conditions.min_odds ?? 0) }));
  return listed.some((option) => !option.disabled) ? listed : [];
}

/** The chosen free bet while the ticket may still use it, else null. */
export function betBuilderActiveFreebet(
  freebetId: string | null,
  ticketOdds: number,
  freebets: readonly Freebet[],
): Freebet | null {
  if (freebetId === null) return null;
  const option = betBuilderFreebetOptions(ticketOdds, freebets).find((candidate) => candidate.freebet.id === freebetId);
  return option && !option.disabled ? option.freebet : null;
}

/**
 * What a Bet Builder ticket pays if it wins (spec 000 §5), as the server settles it: stake × odds
 * rounded down to the cent; a free bet's stake is not returned (docs/api.md "Stake semantics").
 * @example betBuilderReturn(toMoney(500), 7.5, false) // 3750
 */
export function betBuilderReturn(stake: Money, odds: number, freebet: boolean): Money {
  if (!(odds > 1) || stake <= 0) return toMoney(0);
  const gross = Number(R.floor(R.mul(R.int(stake), exactOdds(odds))));
  return toMoney(freebet ? gross - stake : gross);
}
