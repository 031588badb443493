import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { DEPOSIT_LIMIT_PERIODS } from '@sportsbook/protocol';
import type { DepositLimitPeriod } from '@sportsbook/protocol';
import type { Transaction } from '../storage/index';
import { effectiveLimit, PERIOD_WINDOW_MS } from './limits';
import type { StoredLimit } from './limits';
import { cashierDepositLimits, cashierPayments } from './tables';

/** A reader: the database or a transaction. */
type Reader = Pick<Transaction, 'select'>;

const NO_LIMIT: StoredLimit = { limitAmount: null, pendingAmount: null, pendingEffectiveAt: null };

/** One period's limit, in force and pending, and what is left of it now (null: no limit). */
export interface LimitUsage {
  readonly stored: StoredLimit;
  readonly amount: number | null;
  readonly remaining: number | null;
}

/** The player's stored limits, one per period (no row: no limit). */
export async function storedLimits(db: Reader, playerId: number): Promise<Record<DepositLimitPeriod, StoredLimit>> {
  const rows = await db.select().from(cashierDepositLimits).where(eq(cashierDepositLimits.playerId, playerId));
  const result: Record<DepositLimitPeriod, StoredLimit> = { daily: NO_LIMIT, weekly: NO_LIMIT, monthly: NO_LIMIT };
  for (const row of rows) result[row.period] = row;
  return result;
}

/**
 * What the player deposited since `since`: credited deposits and pending ones (a charge in
 * flight may yet be credited, so it counts until it is declined; decision 086).
 */
async function depositedSince(db: Reader, playerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${cashierPayments.amount}), 0)` })
    .from(cashierPayments)
    .where(
      and(
        eq(cashierPayments.playerId, playerId),
        gt(cashierPayments.createdAt, since),
        ne(cashierPayments.status, 'failed'),
      ),
    );
  return Number(row?.total ?? 0);
}

/** What is left of each limit in its rolling window at `now`. */
export async function limitUsage(
  db: Reader,
  playerId: number,
  now: Date,
): Promise<Record<DepositLimitPeriod, LimitUsage>> {
  const stored = await storedLimits(db, playerId);
  const entries = await Promise.all(
    DEPOSIT_LIMIT_PERIODS.map(async (period) => {
      const amount = effectiveLimit(stored[period], now);
      const remaining =
        amount === null
          ? null
          : Math.max(
              0,
              amount - (await depositedSince(db, playerId, new Date(now.getTime() - PERIOD_WINDOW_MS[period]))),
            );
      return [period, { stored: stored[period], amount, remaining }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DepositLimitPeriod, LimitUsage>;
}

/** The limit `amount` would go over (the tightest), or null when it fits them all. */
export async function limitExceeded(
  db: Reader,
  playerId: number,
  amount: number,
  now: Date,
): Promise<{ readonly period: DepositLimitPeriod; readonly remaining: number } | null> {
  const usage = await limitUsage(db, playerId, now);
  let tightest: { period: DepositLimitPeriod; remaining: number } | null = null;
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const { remaining } = usage[period];
    if (remaining !== null && (tightest === null || remaining < tightest.remaining)) tightest = { period, remaining };
  }
  return tightest && amount > tightest.remaining ? tightest : null;
}
