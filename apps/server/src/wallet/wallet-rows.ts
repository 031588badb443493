import { and, desc, eq, gt, lt, lte } from 'drizzle-orm';
import type { Database, Transaction } from '../storage/index';
import type { LedgerEntry } from './ledger';
import { freebets, ledgerEntries, wallets } from './tables';

/*
 * What other contexts may do with the wallet's rows besides posting money (ledger.ts,
 * freebet-ledger.ts): open a wallet, lock it, and read it. None of these changes a balance or
 * a ledger row; the tables themselves stay inside wallet/.
 */

type Reader = Database | Transaction;

/** A free bet as stored. */
export type FreebetRow = typeof freebets.$inferSelect;

/** Opens a new player's wallet at a zero balance, in the registration's own transaction. */
export async function openWalletIn(tx: Transaction, playerId: number, currency: string): Promise<void> {
  await tx.insert(wallets).values({ playerId, currency, balance: 0 });
}

/**
 * Takes the player's wallet row lock until the caller's transaction ends (the lock every money
 * movement of one player queues on) and returns the wallet's currency; undefined when the player
 * has no wallet.
 */
export async function lockWalletIn(tx: Transaction, playerId: number): Promise<{ currency: string } | undefined> {
  const [wallet] = await tx
    .select({ currency: wallets.currency })
    .from(wallets)
    .where(eq(wallets.playerId, playerId))
    .for('update');
  return wallet;
}

/** The currency of the player's wallet, or null when the player has none. */
export async function walletCurrencyOf(reader: Reader, playerId: number): Promise<string | null> {
  const [wallet] = await reader
    .select({ currency: wallets.currency })
    .from(wallets)
    .where(eq(wallets.playerId, playerId));
  return wallet?.currency ?? null;
}

/** The player's ledger, newest first, `limit` rows from before the `cursor` id (from the newest without one). */
export function ledgerHistory(
  db: Database,
  playerId: number,
  limit: number,
  cursor: number | undefined,
): Promise<LedgerEntry[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(
      cursor === undefined
        ? eq(ledgerEntries.playerId, playerId)
        : and(eq(ledgerEntries.playerId, playerId), lt(ledgerEntries.id, cursor)),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
}

/** The player's active free bets that end after `now` and no later than `until`. */
export function activeFreebetsEndingBy(
  db: Database,
  playerId: number,
  now: Date,
  until: Date,
): Promise<{ id: string; name: string; amount: number; expiresAt: Date }[]> {
  return db
    .select({ id: freebets.id, name: freebets.name, amount: freebets.amountRemaining, expiresAt: freebets.expiresAt })
    .from(freebets)
    .where(
      and(
        eq(freebets.playerId, playerId),
        eq(freebets.status, 'active'),
        gt(freebets.expiresAt, now),
        lte(freebets.expiresAt, until),
      ),
    );
}

/** One free bet by id, whatever its status. */
export async function findFreebet(reader: Reader, freebetId: string): Promise<FreebetRow | undefined> {
  const [freebet] = await reader.select().from(freebets).where(eq(freebets.id, freebetId));
  return freebet;
}
