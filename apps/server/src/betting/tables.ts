import { bigint, boolean, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { odds } from '../storage/index';

/*
 * Drizzle mirror of storage/migrations/0006_bets.sql (and 0013's columns), kept beside the betting context like
 * wallet/tables.ts. `tables.test.ts` fails when these drift from the SQL.
 */

/** A bet's life: open until settled (0006_bets.sql explains each status). */
export const BET_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out', 'partly_won'] as const;
/** One bet status. */
export type BetStatus = (typeof BET_STATUSES)[number];

const money = (name: string) => bigint(name, { mode: 'number' });
const ref = (name: string) => bigint(name, { mode: 'number' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One accepted ticket; `uuid` is the idempotency key of submit. */
export const bets = pgTable('bets', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  uuid: uuid('uuid').notNull(),
  playerId: ref('player_id').notNull(),
  betType: text('bet_type', { enum: ['single', 'combi', 'system', 'betbuilder'] }).notNull(),
  systemType: text('system_type'),
  eachWay: boolean('each_way').notNull().default(false),
  stake: money('stake').notNull(),
  bets: integer('bets').notNull(),
  totalStake: money('total_stake').notNull(),
  cashStake: money('cash_stake').notNull(),
  freebetId: uuid('freebet_id'),
  freebetAmount: money('freebet_amount').notNull().default(0),
  potentialReturn: money('potential_return').notNull(),
  tax: money('tax').notNull().default(0),
  currency: text('currency').notNull(),
  country: text('country').notNull(),
  status: text('status', { enum: BET_STATUSES }).notNull().default('open'),
  acceptOdds: text('accept_odds', { enum: ['ACCEPT_ANY', 'ACCEPT_HIGHER', 'ACCEPT_NONE'] }).notNull(),
  payout: money('payout'),
  placedAt: timestamptz('placed_at').notNull().defaultNow(),
  settledAt: timestamptz('settled_at'),
  resultResponse: jsonb('result_response').$type<Record<string, unknown>>(),
  // 0013_bet_money_paths.sql
  ticketHash: text('ticket_hash'),
  comboBoostPercent: numeric('combo_boost_percent', { mode: 'number', precision: 6, scale: 3 }).notNull().default(0),
  comboBoostMode: text('combo_boost_mode', { enum: ['gross', 'net'] }),
  comboBoost: money('combo_boost').notNull().default(0),
  comboBoostPaid: money('combo_boost_paid'),
});

/** One leg of a bet, with the price taken and the names the player saw. */
export const betLegs = pgTable('bet_legs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  betId: ref('bet_id').notNull(),
  position: integer('position').notNull(),
  outcomeId: ref('outcome_id').notNull(),
  marketId: ref('market_id').notNull(),
  eventId: ref('event_id').notNull(),
  odds: odds('odds'),
  ewPrice: integer('ew_price'),
  ewPlace: integer('ew_place'),
  isStartingPrice: boolean('is_starting_price').notNull().default(false),
  spOdds: odds('sp_odds'),
  result: text('result', { enum: ['won', 'lost', 'void', 'placed'] }),
  deadHeatNum: integer('dead_heat_num'),
  deadHeatDen: integer('dead_heat_den'),
  eventName: text('event_name').notNull(),
  marketName: text('market_name').notNull(),
  outcomeName: text('outcome_name').notNull(),
});

/** A stored bet. */
export type BetRow = typeof bets.$inferSelect;
/** A stored leg. */
export type BetLegRow = typeof betLegs.$inferSelect;
