import { asc, inArray } from 'drizzle-orm';
import { loginBlockOf } from '../accounts/index';
import type { Player } from '../accounts/index';
import { accountStates } from '../accounts/index';
import { players } from '../accounts/index';
import type { DatabaseHandle, Transaction } from '../storage/index';
import { refusalBody } from './wire';
import type { RefusalBody } from './wire';

/** The refusal of an account in this state at `at` (null: it may bet). A missing account counts as closed. */
function blockRefusalOf(account: Pick<Player, 'status' | 'blockedUntil'> | undefined, at: Date): RefusalBody | null {
  const block = account ? loginBlockOf(account, at) : { status: 'closed', blockedUntil: null };
  if (!block) return null;
  return refusalBody('NOT_AUTHENTICATED', {
    reason: `The account is ${block.status.replace('_', ' ')}; betting is blocked.`,
    blocked_until: block.blockedUntil?.toISOString() ?? null,
  });
}

/**
 * A token outlives a time-out or self-exclusion taken after it was issued, so every way of
 * placing a bet (the slip, the Bet Builder) re-checks the account: the refusal, or null to go on.
 * This early check answers a blocked player before any pricing or waiting; the check that
 * decides is the one inside the bet's transaction (`refuseBlockedIn`).
 */
export async function bettingBlockRefusal(
  handle: DatabaseHandle,
  playerId: number,
  at: Date,
): Promise<RefusalBody | null> {
  // The row a token's session check reads too (one reader: accounts/sessions.ts).
  return blockRefusalOf(await accountStates(handle.db).load(playerId), at);
}

/** A block found inside a bet's transaction: the transaction is rolled back and the bet answered with it. */
export class AccountBlocked extends Error {
  constructor(readonly refusal: RefusalBody) {
    super('the account is blocked from betting');
  }
}

/** One bet's account to check: its player and the moment the bet is placed. */
export interface BlockCheck {
  readonly playerId: number;
  readonly at: Date;
}

/**
 * Each bet's refusal when its account is blocked (null when it may bet), read inside the
 * transaction that writes the bets, in one statement however many there are. The rows are locked
 * FOR SHARE (in id order, so batches never wait on each other in a circle): a time-out or
 * self-exclusion being written at the same moment waits for this transaction, or this read waits
 * for it and sees it — a bet is never written after the block was answered.
 */
export async function blockRefusalsIn(tx: Transaction, checks: readonly BlockCheck[]): Promise<(RefusalBody | null)[]> {
  const ids = [...new Set(checks.map((check) => check.playerId))];
  const rows = await tx
    .select({ id: players.id, status: players.status, blockedUntil: players.blockedUntil })
    .from(players)
    .where(inArray(players.id, ids))
    .orderBy(asc(players.id))
    .for('share');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return checks.map((check) => blockRefusalOf(byId.get(check.playerId), check.at));
}

/** Throws AccountBlocked when the player may not bet at `at`; run inside the bet's transaction, before its write. */
export async function refuseBlockedIn(tx: Transaction, playerId: number, at: Date): Promise<void> {
  const [refusal] = await blockRefusalsIn(tx, [{ playerId, at }]);
  if (refusal) throw new AccountBlocked(refusal);
}
