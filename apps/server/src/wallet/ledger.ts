import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../storage/index';
import { WalletError } from './errors';
import { ledgerEntries, wallets } from './tables';
import type { LedgerKind } from './tables';

/** One movement to post: signed changes of the cash and free-bet balances. */
export interface LedgerPosting {
  readonly playerId: number;
  readonly kind: LedgerKind;
  /** Change of the cash balance in minor units (negative for a debit). */
  readonly amount: number;
  /** Change of free-bet funds in minor units (negative when staked or expired). */
  readonly freebetAmount?: number;
  /** Unique per kind: the same (kind, reference) is never posted twice. */
  readonly reference: string;
  readonly freebetId?: string | null;
}

/** A posted ledger row. */
export type LedgerEntry = typeof ledgerEntries.$inferSelect;

/**
 * Moves a balance and writes its ledger row in the caller's transaction. The balance changes
 * only when it stays >= 0 (the row lock of the UPDATE serialises concurrent debits of one
 * player, and PostgreSQL re-checks the condition on the locked row), so an overdraw is refused
 * before anything is written; the table's CHECK is the backstop.
 */
export async function postEntry(tx: Transaction, posting: LedgerPosting): Promise<LedgerEntry> {
  const [wallet] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${posting.amount}`, updatedAt: sql`now()` })
    .where(and(eq(wallets.playerId, posting.playerId), sql`${wallets.balance} + ${posting.amount} >= 0`))
    .returning({ balance: wallets.balance });
  if (!wallet) {
    const [exists] = await tx
      .select({ id: wallets.playerId })
      .from(wallets)
      .where(eq(wallets.playerId, posting.playerId));
    throw exists
      ? new WalletError('BALANCE_INSUFFICIENT', 'The balance is too low for this movement.')
      : new WalletError('NO_WALLET', `Player ${posting.playerId} has no wallet.`);
  }
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      playerId: posting.playerId,
      kind: posting.kind,
      amount: posting.amount,
      freebetAmount: posting.freebetAmount ?? 0,
      balanceAfter: wallet.balance,
      reference: posting.reference,
      freebetId: posting.freebetId ?? null,
    })
    .returning();
  return entry!;
}

/** The entry already posted under (kind, reference), if any: how retries stay idempotent. */
export async function findEntry(tx: Transaction, kind: LedgerKind, reference: string): Promise<LedgerEntry | null> {
  const [entry] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, kind), eq(ledgerEntries.reference, reference)));
  return entry ?? null;
}
