import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { toMoney } from '@sportsbook/betting';
import type { Money } from '@sportsbook/betting';
import { batchedReader } from '../storage/index';
import type { DatabaseHandle } from '../storage/index';
import { isUniqueViolation } from '../storage/index';
import { checkAmount, WalletError } from './errors';
import { consumeFreebetIn, expireFreebetIn, grantFreebetIn } from './freebet-ledger';
import type { FreebetGrant } from './freebet-ledger';
import { findEntry, postEntry } from './ledger';
import type { LedgerEntry } from './ledger';
import { freebets, ledgerEntries, wallets } from './tables';

/** A free bet as `api/content/freebets/active` lists it (spec 000 §3; amounts in minor units). */
export interface ActiveFreebet {
  readonly id: string;
  readonly name: string;
  readonly amount: Money;
  readonly amount_remaining: Money;
  readonly conditions: { readonly min_odds: number | null };
  readonly expires_at: string;
}

/** What the ledger says against what the wallet holds: equal, always. */
export interface WalletAudit {
  readonly balance: number;
  readonly ledgerSum: number;
}

/** The wallet of every player: balances, deposits, withdrawals and free bets, all through the ledger. */
export interface Wallet {
  openAccount(playerId: number, currency: string): Promise<void>;
  balanceOf(playerId: number): Promise<{ balance: Money; currency: string }>;
  deposit(playerId: number, amount: Money, reference: string): Promise<LedgerEntry>;
  withdraw(playerId: number, amount: Money, reference: string): Promise<LedgerEntry>;
  grantFreebet(playerId: number, grant: FreebetGrant): Promise<{ id: string }>;
  activeFreebets(playerId: number, now?: Date): Promise<ActiveFreebet[]>;
  consumeFreebet(playerId: number, freebetId: string, amount: Money, reference: string, now?: Date): Promise<void>;
  /** Expires every lapsed free bet (only `playerId`'s when given); returns how many. */
  expireFreebets(now?: Date, playerId?: number): Promise<number>;
  history(playerId: number, limit?: number): Promise<LedgerEntry[]>;
  audit(playerId: number): Promise<WalletAudit>;
}

/**
 * The wallet service over a database. Every movement is one transaction that changes the
 * balance and appends its ledger row; a (kind, reference) posted before is answered with the
 * first entry, so retries never move money twice.
 */
export function createWallet(handle: DatabaseHandle): Wallet {
  // Balance reads of requests arriving together (each bet publishes the balance it left) share one statement.
  const balanceQuery = handle.db
    .select({ playerId: wallets.playerId, balance: wallets.balance, currency: wallets.currency })
    .from(wallets)
    .where(sql`${wallets.playerId} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('balances_of');
  const balances = batchedReader(async (ids: number[]) =>
    (await balanceQuery.execute({ ids })).map((row) => [row.playerId, row] as const),
  );
  async function postOnce(playerId: number, kind: 'deposit' | 'withdrawal', amount: number, reference: string) {
    const post = () =>
      handle.transaction(async (tx) => {
        const previous = await findEntry(tx, kind, reference);
        return previous ?? postEntry(tx, { playerId, kind, amount, reference });
      });
    try {
      return await post();
    } catch (error) {
      // Two requests with one reference raced: the loser reads the winner's entry.
      if (isUniqueViolation(error)) return post();
      throw error;
    }
  }

  return {
    async openAccount(playerId, currency) {
      await handle.db.insert(wallets).values({ playerId, currency, balance: 0 }).onConflictDoNothing();
    },
    async balanceOf(playerId) {
      const wallet = await balances.load(playerId);
      if (!wallet) throw new WalletError('NO_WALLET', `Player ${playerId} has no wallet.`);
      return { balance: toMoney(wallet.balance), currency: wallet.currency };
    },
    async deposit(playerId, amount, reference) {
      checkAmount(amount, 'A deposit');
      return postOnce(playerId, 'deposit', amount, reference);
    },
    async withdraw(playerId, amount, reference) {
      checkAmount(amount, 'A withdrawal');
      return postOnce(playerId, 'withdrawal', -amount, reference);
    },
    grantFreebet: (playerId, grant) => handle.transaction((tx) => grantFreebetIn(tx, playerId, grant)),
    async activeFreebets(playerId, now = new Date()) {
      const rows = await handle.db
        .select()
        .from(freebets)
        .where(
          and(
            eq(freebets.playerId, playerId),
            eq(freebets.status, 'active'),
            gt(freebets.expiresAt, now),
            gt(freebets.amountRemaining, 0),
          ),
        )
        .orderBy(asc(freebets.expiresAt), asc(freebets.createdAt));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        amount: toMoney(row.amount),
        amount_remaining: toMoney(row.amountRemaining),
        conditions: { min_odds: row.minOdds },
        expires_at: row.expiresAt.toISOString(),
      }));
    },
    consumeFreebet: (playerId, freebetId, amount, reference, now = new Date()) =>
      handle.transaction((tx) => consumeFreebetIn(tx, playerId, freebetId, amount, reference, now)),
    async expireFreebets(now = new Date(), playerId) {
      const lapsed = await handle.db
        .select({ id: freebets.id })
        .from(freebets)
        .where(
          and(
            eq(freebets.status, 'active'),
            lte(freebets.expiresAt, now),
            playerId === undefined ? undefined : eq(freebets.playerId, playerId),
          ),
        );
      let expired = 0;
      for (const { id } of lapsed) if (await handle.transaction((tx) => expireFreebetIn(tx, id, now))) expired += 1;
      return expired;
    },
    history: (playerId, limit = 100) =>
      handle.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.playerId, playerId))
        .orderBy(sql`${ledgerEntries.id} desc`)
        .limit(limit),
    async audit(playerId) {
      const [row] = await handle.db
        .select({
          balance: wallets.balance,
          ledgerSum: sql<string>`coalesce((select sum(${ledgerEntries.amount}) from ${ledgerEntries} where ${ledgerEntries.playerId} = ${playerId}), 0)`,
        })
        .from(wallets)
        .where(eq(wallets.playerId, playerId));
      if (!row) throw new WalletError('NO_WALLET', `Player ${playerId} has no wallet.`);
      return { balance: row.balance, ledgerSum: Number(row.ledgerSum) };
    },
  };
}
