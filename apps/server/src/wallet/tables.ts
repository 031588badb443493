import { bigint, index, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' });

/** One cash balance per player, in minor units (0004_wallet.sql). */
export const wallets = pgTable('wallets', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey(),
  currency: text('currency').notNull(),
  balance: money('balance').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Free bets: funds that can only be staked, never withdrawn, and whose stake never returns. */
export const freebets = pgTable(
  'freebets',
  {
    id: uuid('id').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    amount: money('amount').notNull(),
    amountRemaining: money('amount_remaining').notNull(),
    minOdds: numeric('min_odds', { mode: 'number', precision: 10, scale: 3 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['active', 'used', 'expired'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('freebets_player_active_idx').on(table.playerId)],
);

/** The kinds of ledger movement. */
export const LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  'stake',
  'winnings',
  'refund',
  'cash_out',
  'freebet_grant',
  'freebet_stake',
  'freebet_expiry',
  // 0013: the combo boost a won combi earns, credited beside its winnings.
  'combo_boost',
  // 0015: a casino round's stake and win (reference 'casino:<round id>').
  'casino_stake',
  'casino_win',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The append-only ledger: every change of a cash or free-bet balance, never updated. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: money('amount').notNull(),
    freebetAmount: money('freebet_amount').notNull().default(0),
    balanceAfter: money('balance_after').notNull(),
    reference: text('reference').notNull(),
    freebetId: uuid('freebet_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('ledger_entries_kind_reference_key').on(table.kind, table.reference)],
);
