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
  // One statement (issue 16: one round trip fewer per money movement): the guarded UPDATE of the
  // balance, and the ledger row inserted only from the row it returned, with the balance it left.
  const moved = tx.$with('moved').as(
    tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${posting.amount}`, updatedAt: sql`now()` })
      .where(and(eq(wallets.playerId, posting.playerId), sql`${wallets.balance} + ${posting.amount} >= 0`))
      .returning({ balance: wallets.balance }),
  );
  // INSERT … SELECT names every column in table order: the id from its identity sequence, the time as the default's.
  const [entry] = await tx
    .with(moved)
    .insert(ledgerEntries)
    .select(
      sql`select nextval(pg_get_serial_sequence('ledger_entries', 'id')), ${posting.playerId}::bigint, ${posting.kind}, ${posting.amount}::bigint, ${posting.freebetAmount ?? 0}::bigint, ${moved.balance}, ${posting.reference}, ${posting.freebetId ?? null}::uuid, now() from ${moved}`,
    )
    .returning();
  if (!entry) {
    const [exists] = await tx
      .select({ id: wallets.playerId })
      .from(wallets)
      .where(eq(wallets.playerId, posting.playerId));
    throw exists
      ? new WalletError('BALANCE_INSUFFICIENT', 'The balance is too low for this movement.')
      : new WalletError('NO_WALLET', `Player ${posting.playerId} has no wallet.`);
  }
  return entry;
}

/** The entry already posted under (kind, reference), if any: how retries stay idempotent. */
export async function findEntry(tx: Transaction, kind: LedgerKind, reference: string): Promise<LedgerEntry | null> {
  const [entry] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, kind), eq(ledgerEntries.reference, reference)));
  return entry ?? null;
}
