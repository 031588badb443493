import { bigint, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/* Drizzle mirror of 0015_casino.sql (the SQL is the source of truth; tables.test.ts compares). */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const ref = (name: string) => bigint(name, { mode: 'number' });

export const casinoSeeds = pgTable('casino_seeds', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  playerId: ref('player_id').notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nextNonce: bigint('next_nonce', { mode: 'number' }).notNull().default(0),
  status: text('status', { enum: ['active', 'revealed'] })
    .notNull()
    .default('active'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  revealedAt: timestamptz('revealed_at'),
});

export const casinoSessions = pgTable(
  'casino_sessions',
  {
    id: uuid('id').primaryKey(),
    playerId: ref('player_id').notNull(),
    game: text('game', { enum: ['dice', 'wheel', 'plinko'] }).notNull(),
    device: text('device', { enum: ['mobile', 'desktop'] }).notNull(),
    lang: text('lang').notNull(),
    launchTokenHash: text('launch_token_hash').notNull().unique(),
    sessionVersion: integer('session_version').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    closedAt: timestamptz('closed_at'),
    closeReason: text('close_reason'),
  },
  (table) => [index('casino_sessions_player_open_idx').on(table.playerId)],
);

export const casinoRounds = pgTable(
  'casino_rounds',
  {
    id: uuid('id').primaryKey(),
    playerId: ref('player_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    game: text('game', { enum: ['dice', 'wheel', 'plinko'] }).notNull(),
    seedId: ref('seed_id').notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    chance: integer('chance'),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    multiplier: integer('multiplier').notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    result: integer('result').notNull(),
    path: text('path').notNull().default(''),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('casino_rounds_seed_nonce_key').on(table.seedId, table.nonce),
    index('casino_rounds_player_idx').on(table.playerId),
  ],
);

/* Drizzle mirror of 0026_casino_next_seeds.sql: the committed next server seed of each player. */
export const casinoNextSeeds = pgTable('casino_next_seeds', {
  playerId: ref('player_id').primaryKey(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
