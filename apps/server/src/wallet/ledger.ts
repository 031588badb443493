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
  // One statement (one round trip fewer per money movement): the guarded UPDATE of the
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

/** One debit of a set posted together (`postDebitsTogether`). */
export interface TogetherDebit {
  readonly playerId: number;
  readonly kind: LedgerKind;
  /** The cash change, negative. */
  readonly amount: number;
  readonly reference: string;
}

/**
 * Posts several cash debits in ONE statement (group commit, decision 071), exactly as `postEntry`
 * one after another in the given order would: each player's balance moves by the sum of their
 * debits, and each ledger row records the running balance it left. Debits only lower a balance,
 * so the one-by-one guard (`balance + amount >= 0` at each step) holds for all of a player's
 * debits exactly when it holds for their sum. Row locks are taken in player-id order.
 *
 * Answers each player's balance after their debits, or null, having written nothing that must stay,
 * when some player's wallet is missing or cannot pay the sum: the caller rolls the transaction back
 * and posts one by one instead, which finds out which of the debits go through.
 */
export async function postDebitsTogether(
  tx: Transaction,
  debits: readonly TogetherDebit[],
): Promise<ReadonlyMap<number, number> | null> {
  if (debits.some((debit) => !Number.isSafeInteger(debit.amount) || debit.amount >= 0)) {
    throw new RangeError('postDebitsTogether posts debits only (negative safe integers).');
  }
  const postings = JSON.stringify(
    debits.map((debit, ord) => ({
      ord,
      player_id: debit.playerId,
      kind: debit.kind,
      amount: debit.amount,
      reference: debit.reference,
    })),
  );
  const { rows } = (await tx.execute(sql`
    with postings as (
      select * from jsonb_to_recordset(${postings}::jsonb)
        as p(ord int, player_id bigint, kind text, amount bigint, reference text)
    ), totals as (
      select player_id, sum(amount)::bigint as total from postings group by player_id
    ), locked as (
      select player_id from ${wallets} where player_id in (select player_id from totals) order by player_id for update
    ), moved as (
      update ${wallets} w set balance = w.balance + t.total, updated_at = now()
      from totals t
      where w.player_id = t.player_id and w.player_id in (select player_id from locked) and w.balance + t.total >= 0
      returning w.player_id, w.balance, t.total
    ), entries as (
      insert into ${ledgerEntries}
        (id, player_id, kind, amount, freebet_amount, balance_after, reference, freebet_id, created_at)
      select nextval(pg_get_serial_sequence('ledger_entries', 'id')), player_id, kind, amount, 0, balance_after,
        reference, null::uuid, now()
      from (
        select p.player_id, p.kind, p.amount, p.reference,
          m.balance - m.total + sum(p.amount) over (partition by p.player_id order by p.ord) as balance_after
        from postings p join moved m using (player_id)
        order by p.ord
      ) ordered
      returning 1
    )
    select (select count(*) from totals)::int as players, (select count(*) from entries)::int as entries,
      (select json_agg(json_build_array(player_id, balance)) from moved) as balances
  `)) as unknown as { rows: { players: number; entries: number; balances: [number, number][] | null }[] };
  const { players, entries, balances } = rows[0]!;
  const moved = new Map((balances ?? []).map(([playerId, balance]) => [Number(playerId), Number(balance)]));
  return moved.size === players && entries === debits.length ? moved : null;
}
