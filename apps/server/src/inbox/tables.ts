import { bigint, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { INBOX_KINDS } from '@sportsbook/protocol';

/** The player's Inbox (0018_results_and_inbox.sql): a kind and parameters, worded by the client. */
export const playerMessages = pgTable(
  'player_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: INBOX_KINDS }).notNull(),
    params: jsonb('params').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    reference: text('reference').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('player_messages_player_kind_reference_key').on(table.playerId, table.kind, table.reference),
    index('player_messages_player_idx').on(table.playerId, table.id),
  ],
);
