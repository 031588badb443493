import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Money } from '@sportsbook/betting';
import { DEPOSIT_LIMIT_PERIODS } from '@sportsbook/protocol';
import type { DepositLimitPeriod, DepositLimitsUpdate } from '@sportsbook/protocol';
import type { DatabaseHandle, Transaction } from '../storage/index';
import { isUniqueViolation } from '../storage/unique-violation';
import { WalletError } from '../wallet/errors';
import { findEntry, postEntry } from '../wallet/ledger';
import type { LedgerEntry } from '../wallet/ledger';
import { ledgerEntries, wallets } from '../wallet/tables';
import { changeLimit, effectiveLimit, pendingLimit, PERIOD_WINDOW_MS } from './limits';
import type { CardOutcome } from './provider';
import type { StoredLimit } from './limits';
import { cashierDepositLimits, cashierPayments, cashierSavedCards, cashierSettings } from './tables';

/** The reality-check interval of a player who never set one. */
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

/** A deposit to take: checked against the key and the limits first, then charged, then posted. */
export interface DepositRequest {
  readonly playerId: number;
  readonly amount: Money;
  /** The last four digits of the card to charge (stored; the rest of the number never is). */
  readonly cardLast4: string;
  /** The quick deposit: charge the player's saved card, read under the wallet lock (decision 058). */
  readonly withSavedCard?: boolean;
  readonly source: 'card' | 'legacy';
  /** The client's Idempotency-Key: one deposit per key and player. */
  readonly idempotencyKey: string | null;
  /** What the key binds: the same key with another fingerprint is refused (decision 028). */
  readonly fingerprint: string;
}

/**
 * Takes the money; called only after the key and limit checks passed. `savedCard` is the card
 * read under the wallet lock when the request asked for it (else null).
 */
export type ChargeDeposit = (payment: {
  readonly paymentId: string;
  readonly currency: string;
  readonly savedCard: StoredSavedCard | null;
}) => Promise<CardOutcome>;

/** The outcome of a deposit; only `ok` with `replayed: false` wrote anything. */
export type DepositOutcome =
  | { readonly kind: 'ok'; readonly entry: LedgerEntry; readonly paymentId: string; readonly replayed: boolean }
  | { readonly kind: 'limit'; readonly remaining: number; readonly period: DepositLimitPeriod }
  | { readonly kind: 'reused' }
  | { readonly kind: 'no_saved_card' }
  | Extract<CardOutcome, { kind: 'declined' | 'invalid' }>;

/** A player's saved card as we keep it (decision 058): the provider's token, last four, expiry. */
export interface StoredSavedCard {
  readonly token: string;
  readonly last4: string;
  readonly expiry: string;
  readonly createdAt: Date;
}

/** One period's limit as the API shows it (minor units). */
export interface LimitView {
  readonly amount: number | null;
  readonly remaining: number | null;
  readonly pending: { readonly amount: number | null; readonly effective_at: string } | null;
}

/** Cashier storage: deposits under limits, limit changes, reality-check settings, history. */
export interface CashierStore {
  deposit(deposit: DepositRequest, charge: ChargeDeposit, now: Date): Promise<DepositOutcome>;
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

const NO_LIMIT: StoredLimit = { limitAmount: null, pendingAmount: null, pendingEffectiveAt: null };

async function storedLimits(
  db: Pick<Transaction, 'select'>,
  playerId: number,
): Promise<Record<DepositLimitPeriod, StoredLimit>> {
  const rows = await db.select().from(cashierDepositLimits).where(eq(cashierDepositLimits.playerId, playerId));
  const result: Record<DepositLimitPeriod, StoredLimit> = { daily: NO_LIMIT, weekly: NO_LIMIT, monthly: NO_LIMIT };
  for (const row of rows) result[row.period] = row;
  return result;
}

async function depositedSince(db: Pick<Transaction, 'select'>, playerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${cashierPayments.amount}), 0)` })
    .from(cashierPayments)
    .where(and(eq(cashierPayments.playerId, playerId), gt(cashierPayments.createdAt, since)));
  return Number(row?.total ?? 0);
}

/** What is left of each limit in its rolling window at `now` (null: no limit). */
async function remainingOf(
  db: Pick<Transaction, 'select'>,
  playerId: number,
  now: Date,
): Promise<Record<DepositLimitPeriod, { stored: StoredLimit; amount: number | null; remaining: number | null }>> {
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
  return Object.fromEntries(entries) as Record<
    DepositLimitPeriod,
    { stored: StoredLimit; amount: number | null; remaining: number | null }
  >;
}

/** The cashier store over a database. */
export function createCashierStore(handle: DatabaseHandle): CashierStore {
  /** A deposit made before under this key: its replay, or `reused` when the key's body differed. */
  async function previousDeposit(tx: Transaction, deposit: DepositRequest): Promise<DepositOutcome | null> {
    if (deposit.idempotencyKey === null) return null;
    const [previous] = await tx
      .select()
      .from(cashierPayments)
      .where(
        and(eq(cashierPayments.playerId, deposit.playerId), eq(cashierPayments.idempotencyKey, deposit.idempotencyKey)),
      );
    if (!previous) return null;
    // Payments from before migration 0011 have no fingerprint: what they stored must match.
    const same =
      previous.requestFingerprint !== null
        ? previous.requestFingerprint === deposit.fingerprint
        : previous.amount === deposit.amount &&
          previous.cardLast4 === deposit.cardLast4 &&
          previous.source === deposit.source;
    if (!same) return { kind: 'reused' };
    const entry = await findEntry(tx, 'deposit', `cashier:${previous.id}`);
    return entry ? { kind: 'ok', entry, paymentId: previous.id, replayed: true } : null;
  }

  async function savedCardOf(
    db: Transaction | DatabaseHandle['db'],
    playerId: number,
  ): Promise<StoredSavedCard | null> {
    const [row] = await db.select().from(cashierSavedCards).where(eq(cashierSavedCards.playerId, playerId));
    return row
      ? { token: row.providerToken, last4: row.cardLast4, expiry: row.expiry, createdAt: row.createdAt }
      : null;
  }

  async function depositOnce(deposit: DepositRequest, charge: ChargeDeposit, now: Date): Promise<DepositOutcome> {
    return handle.transaction(async (tx) => {
      // The wallet row lock serialises one player's deposits, so two cannot both fit a limit,
      // and a second request with the same key waits and then replays the first.
      const [wallet] = await tx
        .select({ id: wallets.playerId, currency: wallets.currency })
        .from(wallets)
        .where(eq(wallets.playerId, deposit.playerId))
        .for('update');
      if (!wallet) throw new WalletError('NO_WALLET', `Player ${deposit.playerId} has no wallet.`);
      const previous = await previousDeposit(tx, deposit);
      if (previous) return previous;
      const limits = await remainingOf(tx, deposit.playerId, now);
      let tightest: { period: DepositLimitPeriod; remaining: number } | null = null;
      for (const period of DEPOSIT_LIMIT_PERIODS) {
        const { remaining } = limits[period];
        if (remaining !== null && (tightest === null || remaining < tightest.remaining)) {
          tightest = { period, remaining };
        }
      }
      if (tightest && deposit.amount > tightest.remaining) return { kind: 'limit', ...tightest };
      // Read under the wallet lock, which a removal takes too: a card removed before this point
      // is never charged, and a removal waits for a deposit that already read the card.
      const savedCard = deposit.withSavedCard ? await savedCardOf(tx, deposit.playerId) : null;
      if (deposit.withSavedCard && !savedCard) return { kind: 'no_saved_card' };
      const paymentId = randomUUID();
      // Only now is the card charged: a replay, a reused key or a limit never reaches the provider.
      const charged = await charge({ paymentId, currency: wallet.currency, savedCard });
      if (charged.kind !== 'approved') return charged;
      await tx.insert(cashierPayments).values({
        id: paymentId,
        playerId: deposit.playerId,
        amount: deposit.amount,
        cardLast4: charged.last4,
        source: deposit.source,
        idempotencyKey: deposit.idempotencyKey,
        createdAt: now,
        requestFingerprint: deposit.fingerprint,
      });
      // The player consented and the provider kept the card: one saved card, the newest wins.
      if (charged.saved) {
        const saved = {
          providerToken: charged.saved.token,
          cardLast4: charged.saved.last4,
          expiry: charged.saved.expiry,
          createdAt: now,
        };
        await tx
          .insert(cashierSavedCards)
          .values({ playerId: deposit.playerId, ...saved })
          .onConflictDoUpdate({ target: cashierSavedCards.playerId, set: saved });
      }
      const entry = await postEntry(tx, {
        playerId: deposit.playerId,
        kind: 'deposit',
        amount: deposit.amount,
        reference: `cashier:${paymentId}`,
      });
      return { kind: 'ok', entry, paymentId, replayed: false };
    });
  }

  return {
    async deposit(deposit, charge, now) {
      try {
        return await depositOnce(deposit, charge, now);
      } catch (error) {
        // Two requests with one Idempotency-Key raced: the loser replays the winner's deposit.
        if (deposit.idempotencyKey !== null && isUniqueViolation(error)) return depositOnce(deposit, charge, now);
        throw error;
      }
    },
    async limits(playerId, now) {
      const limits = await remainingOf(handle.db, playerId, now);
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
        // The deposits' lock: a quick deposit that already read the card finishes first.
        await tx.select({ id: wallets.playerId }).from(wallets).where(eq(wallets.playerId, playerId)).for('update');
        const removed = await tx
          .delete(cashierSavedCards)
          .where(eq(cashierSavedCards.playerId, playerId))
          .returning({ playerId: cashierSavedCards.playerId });
        return removed.length > 0;
      }),
    history: (playerId, limit, cursor) =>
      handle.db
        .select()
        .from(ledgerEntries)
        .where(
          cursor === undefined
            ? eq(ledgerEntries.playerId, playerId)
            : and(eq(ledgerEntries.playerId, playerId), lt(ledgerEntries.id, cursor)),
        )
        .orderBy(desc(ledgerEntries.id))
        .limit(limit),
  };
}
