import { bigint, boolean, doublePrecision, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { odds } from '../storage/index';

/*
 * Drizzle mirror of storage/migrations/0014_bet_builder.sql; `tables.test.ts` fails when it drifts.
 */

/** What a Bet Builder bet has beyond its `bets` row: the joint price and the state it was struck at. */
export const betbuilderBets = pgTable('betbuilder_bets', {
  betId: bigint('bet_id', { mode: 'number' }).primaryKey(),
  eventId: bigint('event_id', { mode: 'number' }).notNull(),
  odds: odds('odds').notNull(),
  probability: doublePrecision('probability').notNull(),
  live: boolean('live').notNull(),
  state: jsonb('state').$type<Record<string, unknown>>().notNull(),
  settledOdds: odds('settled_odds'),
});
