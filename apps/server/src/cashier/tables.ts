import { bigint, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/*
 * Drizzle mirror of storage/migrations/0008_cashier.sql, 0011_idempotency_fingerprint.sql,
 * 0023_saved_cards.sql and 0027_pending_deposits.sql.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The states of a deposit (decision 086): reserved and being charged, credited, or declined. */
export const PAYMENT_STATUSES = ['pending', 'credited', 'failed'] as const;

/** Card deposits, reserved before the charge (decision 086); a credited one's ledger reference is `cashier:<id>`. */
export const cashierPayments = pgTable(
  'cashier_payments',
  {
    id: uuid('id').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    cardLast4: text('card_last4').notNull(),
    source: text('source', { enum: ['card', 'legacy'] }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamptz('created_at').notNull(),
    /** What the Idempotency-Key binds (decision 028); null on payments from before 0011. */
    requestFingerprint: text('request_fingerprint'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('credited'),
    /** Why the provider declined a failed deposit. */
    declineReason: text('decline_reason', { enum: ['generic', 'insufficient_funds'] }),
    resolvedAt: timestamptz('resolved_at'),
  },
  (table) => [unique('cashier_payments_idempotency_key').on(table.playerId, table.idempotencyKey)],
);

/** Deposit limits per player and period, with a pending raise or removal. */
export const cashierDepositLimits = pgTable(
  'cashier_deposit_limits',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    period: text('period', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    limitAmount: bigint('limit_amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingEffectiveAt: timestamptz('pending_effective_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.period] })],
);

/** Per-player responsible-gambling settings. */
export const cashierSettings = pgTable('cashier_settings', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey(),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A player's saved card (0023): the provider's token, never the number or the security code. */
export const cashierSavedCards = pgTable('cashier_saved_cards', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey(),
  providerToken: text('provider_token').notNull(),
  cardLast4: text('card_last4').notNull(),
  expiry: text('expiry').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});
