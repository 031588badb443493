import { randomUUID } from 'node:crypto';
import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Money } from '@sportsbook/betting';
import type { Transaction } from '../storage/index';
import { checkAmount, WalletError } from './errors';
import { postEntry } from './ledger';
import { freebets } from './tables';

/** A free bet to give a player. */
export interface FreebetGrant {
  readonly name: string;
  readonly amount: Money;
  readonly minOdds: number | null;
  readonly expiresAt: Date;
}

/** Creates a free bet and posts its grant, in the caller's transaction. */
export async function grantFreebetIn(tx: Transaction, playerId: number, grant: FreebetGrant): Promise<{ id: string }> {
  checkAmount(grant.amount, 'A free bet amount');
  const id = randomUUID();
  await tx.insert(freebets).values({
    id,
    playerId,
    name: grant.name,
    amount: grant.amount,
    amountRemaining: grant.amount,
    minOdds: grant.minOdds,
    expiresAt: grant.expiresAt,
    status: 'active',
  });
  await postEntry(tx, {
    playerId,
    kind: 'freebet_grant',
    amount: 0,
    freebetAmount: grant.amount,
    reference: `freebet-grant:${id}`,
    freebetId: id,
  });
  return { id };
}

/**
 * Spends `amount` of a free bet on a bet (`reference`), in the bet's transaction: only an
 * active, unexpired free bet of this player with enough left, else FREEBET_NOT_ELIGIBLE.
 */
export async function consumeFreebetIn(
  tx: Transaction,
  playerId: number,
  freebetId: string,
  amount: Money,
  reference: string,
  now: Date,
): Promise<void> {
  checkAmount(amount, 'A free-bet stake');
  const [spent] = await tx
    .update(freebets)
    .set({
      amountRemaining: sql`${freebets.amountRemaining} - ${amount}`,
      status: sql`CASE WHEN ${freebets.amountRemaining} - ${amount} = 0 THEN 'used' ELSE 'active' END`,
    })
    .where(
      and(
        eq(freebets.id, freebetId),
        eq(freebets.playerId, playerId),
        eq(freebets.status, 'active'),
        gt(freebets.expiresAt, now),
        gte(freebets.amountRemaining, amount),
      ),
    )
    .returning({ id: freebets.id });
  if (!spent) throw new WalletError('FREEBET_NOT_ELIGIBLE', 'This free bet is not available for this stake.');
  await postEntry(tx, { playerId, kind: 'freebet_stake', amount: 0, freebetAmount: -amount, reference, freebetId });
}

/** Expires one lapsed free bet, posting what was left; false when it was no longer active. */
export async function expireFreebetIn(tx: Transaction, freebetId: string, now: Date): Promise<boolean> {
  const [lapsed] = await tx
    .select({ playerId: freebets.playerId, remaining: freebets.amountRemaining })
    .from(freebets)
    .where(and(eq(freebets.id, freebetId), eq(freebets.status, 'active'), lte(freebets.expiresAt, now)))
    .for('update');
  if (!lapsed) return false;
  await tx.update(freebets).set({ status: 'expired' }).where(eq(freebets.id, freebetId));
  await postEntry(tx, {
    playerId: lapsed.playerId,
    kind: 'freebet_expiry',
    amount: 0,
    freebetAmount: -lapsed.remaining,
    reference: `freebet-expiry:${freebetId}`,
    freebetId,
  });
  return true;
}
