import { and, asc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { LegResult } from '@sportsbook/betting';
import type { Database, Transaction } from '../storage/index';
import { markets, outcomes } from '../storage/index';
import { betLegs, bets } from './tables';
import type { BetLegRow, BetRow, BetStatus } from './tables';

/*
 * The bets' SQL that settlement/ runs: it decides how a bet ends, betting/ keeps the bets table
 * and writes what was decided, in the settlement's own transaction (decision 129).
 */

/** Open bets after `afterId` with a leg (on one of `eventIds`, when given) that trading has decided and the bet has not recorded. */
export async function findSettlementCandidates(
  db: Database,
  afterId: number,
  limit: number,
  eventIds: readonly number[] | undefined,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: bets.id })
    .from(bets)
    .innerJoin(betLegs, eq(betLegs.betId, bets.id))
    .innerJoin(outcomes, eq(outcomes.id, betLegs.outcomeId))
    .innerJoin(markets, eq(markets.id, betLegs.marketId))
    .where(
      and(
        eq(bets.status, 'open'),
        gt(bets.id, afterId),
        isNull(betLegs.result),
        eventIds ? inArray(betLegs.eventId, [...eventIds]) : undefined,
        or(isNotNull(outcomes.result), inArray(markets.status, ['resolved', 'void'])),
      ),
    )
    .orderBy(asc(bets.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A bet's legs in order, each beside its outcome and market as trading last wrote them. */
export async function loadSettlementLegs(tx: Transaction, betId: number) {
  return tx
    .select({
      id: betLegs.id,
      result: betLegs.result,
      deadHeatNum: betLegs.deadHeatNum,
      deadHeatDen: betLegs.deadHeatDen,
      odds: betLegs.odds,
      ewPrice: betLegs.ewPrice,
      isStartingPrice: betLegs.isStartingPrice,
      spOdds: betLegs.spOdds,
      comboBoostAvailable: outcomes.comboBoostAvailable,
      outcome: {
        result: outcomes.result,
        deadHeatNum: outcomes.deadHeatNum,
        deadHeatDen: outcomes.deadHeatDen,
        odds: outcomes.odds,
      },
      marketStatus: markets.status,
    })
    .from(betLegs)
    .innerJoin(outcomes, eq(outcomes.id, betLegs.outcomeId))
    .innerJoin(markets, eq(markets.id, betLegs.marketId))
    .where(eq(betLegs.betId, betId))
    .orderBy(asc(betLegs.position));
}

/** Locks an open bet for settling, skipping one another instance or a cash out holds; undefined then, or when it is not open. */
export async function lockOpenBet(tx: Transaction, betId: number): Promise<BetRow | undefined> {
  const [bet] = await tx
    .select()
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.status, 'open')))
    .for('update', { skipLocked: true });
  return bet;
}

/** Copies a decided result onto one leg. */
export async function recordLegResultIn(
  tx: Transaction,
  legId: number,
  copied: {
    readonly result: Exclude<LegResult, null>;
    readonly deadHeatNum: number | null;
    readonly deadHeatDen: number | null;
    readonly spOdds: number | null;
  },
): Promise<void> {
  await tx.update(betLegs).set(copied).where(eq(betLegs.id, legId));
}

/** A bet's legs as stored, in order. */
export function storedLegsOf(tx: Transaction, betId: number): Promise<BetLegRow[]> {
  return tx.select().from(betLegs).where(eq(betLegs.betId, betId)).orderBy(asc(betLegs.position));
}

/** Writes how a bet ended: its final status, payout, tax and any boost paid, and when. */
export async function recordSettlementIn(
  tx: Transaction,
  betId: number,
  settled: {
    readonly status: BetStatus;
    readonly payout: number;
    readonly tax: number;
    readonly comboBoostPaid?: number | null;
    readonly settledAt: Date;
  },
): Promise<void> {
  await tx.update(bets).set(settled).where(eq(bets.id, betId));
}
