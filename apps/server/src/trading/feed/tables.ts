import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { events } from '../../storage/index';

/*
 * Drizzle mirror of storage/migrations/0002_feed.sql: the feed's private state. Kept beside the
 * feed (not in storage/schema.ts) because no other context may read it.
 */

/** One row per event the feed created: its stream slot, sim kind and model inputs. */
export const feedEvents = pgTable(
  'feed_events',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    stream: text('stream').notNull(),
    slot: bigint('slot', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<unknown>().notNull(),
    ended: boolean('ended').notNull().default(false),
  },
  (table) => [unique('feed_events_stream_slot_key').on(table.stream, table.slot)],
);

/**
 * The simulated time of the last committed tick (a single row, id 1) and the fingerprint of the
 * seed it was drawn from (never the seed itself, decision 089; migration 0029).
 */
export const feedClock = pgTable('feed_clock', {
  id: integer('id').primaryKey(),
  simTime: timestamp('sim_time', { withTimezone: true, mode: 'date' }).notNull(),
  seedFingerprint: text('seed_fingerprint'),
});
