import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../storage/index';
import { events, markets, outcomes } from '../storage/index';
import { betLegs, bets } from './tables';
import type { BetLegRow, BetRow } from './tables';

/*
 * The SQL of My Bets and cash out, kept with the bets table and served to mybets/ through
 * betting/index.ts. Reads bets and legs and the catalogue (trading writes it); writes only a
 * cash out: the bet's status, payout and settled_at.
 */

type Reader = Database | Transaction;

/** Which of a player's bets to read, newest first. */
export interface BetPageFilter {
  readonly status: 'open' | 'settled' | 'all';
  /** Inclusive lower bound of placed_at. */
  readonly from?: Date;
  /** Exclusive upper bound of placed_at. */
  readonly before?: Date;
  /** Rows to read. */
  readonly limit: number;
  /** Only bets placed strictly before this bet (by placed_at, then id). */
  readonly afterBetId?: number;
}

/** A page of a player's bets, newest first (placed_at, then id: the bets_player_placed_idx order). */
export async function selectBetPage(db: Reader, playerId: number, filter: BetPageFilter): Promise<BetRow[]> {
  const conditions: SQL[] = [eq(bets.playerId, playerId)];
  if (filter.status === 'open') conditions.push(eq(bets.status, 'open'));
  if (filter.status === 'settled') conditions.push(ne(bets.status, 'open'));
  if (filter.from) conditions.push(gte(bets.placedAt, filter.from));
  if (filter.before) conditions.push(lt(bets.placedAt, filter.before));
  if (filter.afterBetId !== undefined) {
    // Compared in the database, so placed_at keeps its microseconds (a JS Date would drop them).
    conditions.push(
      sql`(${bets.placedAt}, ${bets.id}) < (select c.placed_at, c.id from bets c where c.id = ${filter.afterBetId} and c.player_id = ${playerId})`,
    );
  }
  return db
    .select()
    .from(bets)
    .where(and(...conditions))
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .limit(filter.limit);
}

/** The legs of these bets, in bet then position order. */
export async function selectLegs(db: Reader, betIds: readonly number[]): Promise<BetLegRow[]> {
  if (betIds.length === 0) return [];
  return db
    .select()
    .from(betLegs)
    .where(inArray(betLegs.betId, [...betIds]))
    .orderBy(asc(betLegs.betId), asc(betLegs.position));
}

/** An outcome as it is now: its price, its market's state, its event's live state. */
export interface LiveOutcome {
  readonly outcomeId: number;
  readonly odds: number;
  readonly marketSuspended: boolean;
  readonly marketStatus: string;
  readonly eventStatus: string;
  readonly eventIsLive: boolean;
  readonly startsAt: Date;
  readonly statusDescription: string | null;
  readonly stats: Record<string, unknown>;
}

/** The current state of these outcomes, keyed by outcome id; unknown ids are absent. */
export async function selectLiveOutcomes(db: Reader, outcomeIds: readonly number[]): Promise<Map<number, LiveOutcome>> {
  const ids = [...new Set(outcomeIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      outcomeId: outcomes.id,
      odds: outcomes.odds,
      marketSuspended: markets.isSuspended,
      marketStatus: markets.status,
      eventStatus: events.status,
      eventIsLive: events.isLive,
      startsAt: events.startsAt,
      statusDescription: events.statusDescription,
      stats: events.stats,
    })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(inArray(outcomes.id, ids));
  return new Map(rows.map((row) => [row.outcomeId, row]));
}

/** The player's bet as it stands, unlocked (the read before a cash out's in-play wait); null when not theirs. */
export async function findBet(db: Reader, betId: number, playerId: number): Promise<BetRow | null> {
  const [row] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.playerId, playerId)));
  return row ?? null;
}

/**
 * The player's bet, row-locked until the transaction ends (settlement takes the same lock, so a
 * cash out and a settlement of one bet never interleave). Null for an unknown or another
 * player's bet.
 */
export async function lockBet(tx: Transaction, betId: number, playerId: number): Promise<BetRow | null> {
  const [row] = await tx
    .select()
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.playerId, playerId)))
    .for('update');
  return row ?? null;
}

/** Settles a locked open bet as cashed out at `payout`; returns when, or null if it was not open. */
export async function markCashedOut(tx: Transaction, betId: number, payout: number): Promise<Date | null> {
  const [row] = await tx
    .update(bets)
    // `tax` held what the ticket showed would be withheld from a win; a cash out withholds none.
    .set({ status: 'cashed_out', payout, tax: 0, settledAt: sql`now()` })
    .where(and(eq(bets.id, betId), eq(bets.status, 'open')))
    .returning({ settledAt: bets.settledAt });
  return row?.settledAt ?? null;
}

/** The player's bets cashed out in the last `windowMs` milliseconds (database clock), newest first. */
export async function selectRecentCashouts(db: Reader, playerId: number, windowMs: number): Promise<number[]> {
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(
      and(
        eq(bets.playerId, playerId),
        eq(bets.status, 'cashed_out'),
        gte(bets.settledAt, sql`now() - (${windowMs} * interval '1 millisecond')`),
      ),
    )
    .orderBy(desc(bets.settledAt), desc(bets.id));
  return rows.map((row) => row.id);
}
