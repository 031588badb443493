import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { InboxMessage, InboxQuery } from '@sportsbook/protocol';
import type { Database, Transaction } from '../storage/index';
import { activeFreebetsEndingBy, walletCurrencyOf } from '../wallet/index';
import { playerMessages } from './tables';

/** How long before its end a free bet is announced as expiring. */
export const FREEBET_EXPIRING_NOTICE_MS = 48 * 60 * 60 * 1000;

type Reader = Database | Transaction;

/**
 * Writes the "bet settled" message in the settlement's own transaction, so a rolled-back
 * settlement leaves no message; keyed by bet, so a retried run never writes two.
 */
export async function writeBetSettledMessage(
  tx: Transaction,
  settled: { readonly playerId: number; readonly betId: number; readonly status: string; readonly payout: number },
): Promise<void> {
  const currency = await walletCurrencyOf(tx, settled.playerId);
  await tx
    .insert(playerMessages)
    .values({
      playerId: settled.playerId,
      kind: 'bet_settled',
      params: {
        bet_id: settled.betId,
        status: settled.status,
        payout: settled.payout,
        currency,
      },
      reference: `bet:${settled.betId}`,
    })
    .onConflictDoNothing();
}

/**
 * Announces each active free bet of the player that ends within the notice window and has not
 * been announced yet (one message per free bet, ever). Called when the Inbox is read, so the
 * message is there whenever the player looks, without a sweeper of its own.
 */
export async function writeExpiringFreebetMessages(db: Database, playerId: number, now: Date): Promise<void> {
  const soon = await activeFreebetsEndingBy(db, playerId, now, new Date(now.getTime() + FREEBET_EXPIRING_NOTICE_MS));
  if (soon.length === 0) return;
  const currency = await walletCurrencyOf(db, playerId);
  await db
    .insert(playerMessages)
    .values(
      soon.map((freebet) => ({
        playerId,
        kind: 'freebet_expiring' as const,
        params: {
          name: freebet.name,
          amount: freebet.amount,
          currency,
          expires_at: freebet.expiresAt.toISOString(),
        },
        reference: `freebet:${freebet.id}`,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}

const visible = (playerId: number) => and(eq(playerMessages.playerId, playerId), isNull(playerMessages.deletedAt));

/** Unread messages of the player (deleted ones do not count). */
export async function countUnread(db: Reader, playerId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(playerMessages)
    .where(and(visible(playerId), isNull(playerMessages.readAt)));
  return row?.unread ?? 0;
}

/** A page of the player's messages, newest first, and the cursor of the next page. */
export async function listMessages(
  db: Database,
  playerId: number,
  query: InboxQuery,
): Promise<{ messages: InboxMessage[]; nextCursor: string | null }> {
  const rows = await db
    .select()
    .from(playerMessages)
    .where(and(visible(playerId), query.cursor === undefined ? undefined : lt(playerMessages.id, query.cursor)))
    .orderBy(desc(playerMessages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    messages: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      params: row.params,
      read: row.readAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? String(last.id) : null,
  };
}

/** Marks the player's messages read (only theirs: another player's ids change nothing). */
export async function markRead(
  db: Database,
  playerId: number,
  ids: readonly number[] | 'all',
  now: Date,
): Promise<void> {
  await db
    .update(playerMessages)
    .set({ readAt: now })
    .where(
      and(
        visible(playerId),
        isNull(playerMessages.readAt),
        ids === 'all' ? undefined : inArray(playerMessages.id, [...ids]),
      ),
    );
}

/** Deletes (hides) one of the player's messages; false when they have no such message. */
export async function deleteMessage(db: Database, playerId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(playerMessages)
    .set({ deletedAt: now, readAt: sql`coalesce(${playerMessages.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(visible(playerId), eq(playerMessages.id, id)))
    .returning({ id: playerMessages.id });
  return rows.length > 0;
}

/** The player's newest message of `kind` about bet `betId` (settled or cashed out), or null. */
export async function findBetMessage(
  db: Reader,
  playerId: number,
  kind: 'bet_settled' | 'cash_out',
  betId: number,
): Promise<Pick<InboxMessage, 'kind' | 'params'> | null> {
  const [row] = await db
    .select({ kind: playerMessages.kind, params: playerMessages.params })
    .from(playerMessages)
    .where(
      and(
        eq(playerMessages.playerId, playerId),
        eq(playerMessages.kind, kind),
        sql`${playerMessages.params} ->> 'bet_id' = ${String(betId)}`,
      ),
    )
    .orderBy(desc(playerMessages.id))
    .limit(1);
  return row ?? null;
}
