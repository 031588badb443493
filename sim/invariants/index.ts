import { retriesAnswerTheFirstResult } from './answers';
import { creditsAreOwed, depositsAreOwed, everyBetWasSent } from './books';
import { acceptedNeverLost, debitEqualsShownStake, oneBetPerTicket } from './bets';
import { cashMovedOnce, cashOutWithinQuote } from './cash';
import { casinoRoundsRecompute } from './casino';
import { creditEqualsPayout } from './credit';
import { freebetsWithinGrant } from './freebets';
import { pricesKeepTheEdge } from './house-edge';
import { ledgerEqualsBalances, noNegativeBalance } from './ledger';
import { settledExactlyOnce } from './settled-once';
import { payoutWithinCap, settlementMatchesOracle } from './settlement';
import type { Invariant, InvariantContext } from './types';

/** Every rule of the book, checked after every step, in this order. */
export const INVARIANTS: readonly Invariant[] = [
  ledgerEqualsBalances,
  noNegativeBalance,
  oneBetPerTicket,
  everyBetWasSent,
  debitEqualsShownStake,
  settlementMatchesOracle,
  creditEqualsPayout,
  creditsAreOwed,
  payoutWithinCap,
  freebetsWithinGrant,
  casinoRoundsRecompute,
  settledExactlyOnce,
  acceptedNeverLost,
  cashMovedOnce,
  depositsAreOwed,
  cashOutWithinQuote,
  retriesAnswerTheFirstResult,
  pricesKeepTheEdge,
];

/** A rule broken at a step. */
export interface Violation {
  readonly invariant: string;
  readonly detail: string;
}

/** Answers true when nothing an invariant reads has changed since the last time it was asked. */
export type UnchangedCheck = (context: InvariantContext) => Promise<boolean>;

/**
 * Every invariant reads only the money tables (ledger, wallets, bets and legs, free bets), the
 * markets' statuses and the harness's record: when none of them moved since the last step whose
 * invariants held, the same checks would give the same answer, so they are not run again.
 */
export function createUnchangedCheck(): UnchangedCheck {
  let last = '';
  return async ({ handle, record, settledSinceTick, ticked }) => {
    const [row] = await handle.execute(`
      SELECT (SELECT max(id) FROM ledger_entries) AS ledger, (SELECT sum(balance) FROM wallets) AS balances,
        (SELECT count(*) FROM bets) AS bets, (SELECT count(*) FROM bet_legs WHERE result IS NOT NULL) AS legs,
        (SELECT string_agg(status || payout::text, ',') FROM bets WHERE status <> 'open') AS settled,
        (SELECT sum(amount_remaining) FROM freebets) AS freebets,
        (SELECT count(*) FROM markets WHERE status <> 'open') AS decided,
        (SELECT count(*) FROM casino_rounds) AS rounds`);
    const accepted = [...record.submits.values()].filter((submit) => submit.state === 'accepted').length;
    const now = JSON.stringify([row, accepted, record.cash.size, record.contradictions.length, settledSinceTick]);
    const same = now === last && !ticked;
    last = now;
    return same;
  };
}

/** Checks every invariant (unless nothing they read changed); answers the first one broken (null: the book holds). */
export async function checkInvariants(
  context: InvariantContext,
  unchanged?: UnchangedCheck,
): Promise<Violation | null> {
  if (unchanged && (await unchanged(context))) return null;
  for (const invariant of INVARIANTS) {
    const problems = await invariant.check(context);
    if (problems.length > 0) return { invariant: invariant.name, detail: problems.slice(0, 3).join('; ') };
  }
  return null;
}
