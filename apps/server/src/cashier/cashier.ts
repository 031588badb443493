import { eq, sql } from 'drizzle-orm';
import { DEPOSIT_LIMIT_PERIODS } from '@sportsbook/protocol';
import type { DepositLimitPeriod, DepositLimitsUpdate } from '@sportsbook/protocol';
import type { DatabaseHandle } from '../storage/index';
import type { LedgerEntry } from '../wallet/index';
import { ledgerHistory, lockWalletIn } from '../wallet/index';
import { savedCardOf, takeDeposit } from './deposit-flow';
import type { DepositOutcome, DepositPayment, DepositRequest, StoredSavedCard } from './deposit-flow';
import { limitUsage, storedLimits } from './limit-usage';
import { changeLimit, pendingLimit } from './limits';
import { cashierDepositLimits, cashierSavedCards, cashierSettings } from './tables';

/** The reality-check interval of a player who never set one. */
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

export type { DepositOutcome, DepositPayment, DepositRequest, StoredSavedCard } from './deposit-flow';

/** One period's limit as the API shows it (minor units). */
export interface LimitView {
  readonly amount: number | null;
  readonly remaining: number | null;
  readonly pending: { readonly amount: number | null; readonly effective_at: string } | null;
}

/** Cashier storage: deposits under limits, limit changes, reality-check settings, history. */
export interface CashierStore {
  /** A deposit reserved, charged outside any transaction, then credited (decision 086). */
  deposit(deposit: DepositRequest, payment: DepositPayment, now: Date): Promise<DepositOutcome>;
  limits(playerId: number, now: Date): Promise<Record<DepositLimitPeriod, LimitView>>;
  setLimits(playerId: number, update: DepositLimitsUpdate, now: Date): Promise<void>;
  realityCheckMinutes(playerId: number): Promise<number>;
  setRealityCheckMinutes(playerId: number, minutes: number): Promise<void>;
  history(playerId: number, limit: number, cursor: number | undefined): Promise<LedgerEntry[]>;
  /** The player's saved card for quick deposits, or null. */
  savedCard(playerId: number): Promise<StoredSavedCard | null>;
  /** Forgets the player's saved card; true when there was one. */
  removeSavedCard(playerId: number): Promise<boolean>;
}

/** The cashier store over a database. */
export function createCashierStore(handle: DatabaseHandle): CashierStore {
  return {
    deposit: (deposit, payment, now) => takeDeposit(handle, deposit, payment, now),
    async limits(playerId, now) {
      const limits = await limitUsage(handle.db, playerId, now);
      const view = (period: DepositLimitPeriod): LimitView => {
        const { stored, amount, remaining } = limits[period];
        const pending = pendingLimit(stored, now);
        return {
          amount,
          remaining,
          pending: pending ? { amount: pending.amount, effective_at: pending.effectiveAt.toISOString() } : null,
        };
      };
      return { daily: view('daily'), weekly: view('weekly'), monthly: view('monthly') };
    },
    async setLimits(playerId, update, now) {
      await handle.transaction(async (tx) => {
        const stored = await storedLimits(tx, playerId);
        for (const period of DEPOSIT_LIMIT_PERIODS) {
          const wanted = update[period];
          if (wanted === undefined) continue;
          const next = changeLimit(stored[period], wanted, now);
          await tx
            .insert(cashierDepositLimits)
            .values({ playerId, period, ...next, updatedAt: now })
            .onConflictDoUpdate({
              target: [cashierDepositLimits.playerId, cashierDepositLimits.period],
              set: { ...next, updatedAt: now },
            });
        }
      });
    },
    async realityCheckMinutes(playerId) {
      const [row] = await handle.db
        .select({ minutes: cashierSettings.realityCheckMinutes })
        .from(cashierSettings)
        .where(eq(cashierSettings.playerId, playerId));
      return row?.minutes ?? DEFAULT_REALITY_CHECK_MINUTES;
    },
    async setRealityCheckMinutes(playerId, minutes) {
      await handle.db
        .insert(cashierSettings)
        .values({ playerId, realityCheckMinutes: minutes })
        .onConflictDoUpdate({
          target: cashierSettings.playerId,
          set: { realityCheckMinutes: minutes, updatedAt: sql`now()` },
        });
    },
    savedCard: (playerId) => savedCardOf(handle.db, playerId),
    removeSavedCard: (playerId) =>
      handle.transaction(async (tx) => {
        // The deposits' lock: a quick deposit reserved with the card read it first (decision 086:
        // it is charged without the lock, so the removal does not wait for its charge).
        await lockWalletIn(tx, playerId);
        const removed = await tx
          .delete(cashierSavedCards)
          .where(eq(cashierSavedCards.playerId, playerId))
          .returning({ playerId: cashierSavedCards.playerId });
        return removed.length > 0;
      }),
    history: (playerId, limit, cursor) => ledgerHistory(handle.db, playerId, limit, cursor),
  };
}
