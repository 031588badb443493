import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { odds } from './columns';

/*
 * Drizzle mirror of migrations/*.sql — the SQL files are the source of truth and
 * `schema.test.ts` fails when the two drift apart. Ids are bigint identities read as JS numbers
 * (the protocol's ids are numbers; catalogue ids stay far below 2^53). Money, when it arrives, is
 * bigint minor units (see 0001_catalogue.sql).
 */

/** Sport categories of spec 001 §1. */
export const SPORT_CATEGORIES = ['sport', 'esport', 'virtual'] as const;
/** Lifecycle of a market: trading, settled by a result, or voided. */
export const MARKET_STATUSES = ['open', 'resolved', 'void'] as const;
/** Result of one outcome once its market is resolved. */
export const OUTCOME_RESULTS = ['won', 'lost', 'void', 'placed'] as const;

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });

export const sports = pgTable(
  'sports',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    category: text('category', { enum: SPORT_CATEGORIES }).notNull(),
    parentId: ref('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id] }),
    index('sports_parent_id_idx').on(table.parentId),
  ],
);

export const sportTranslations = pgTable(
  'sport_translations',
  {
    sportId: ref('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    translatedSlug: text('translated_slug').notNull(),
    translatedName: text('translated_name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sportId, table.lang] }),
    unique('sport_translations_lang_slug_key').on(table.lang, table.translatedSlug),
  ],
);

export const regions = pgTable('regions', {
  id: id(),
  name: text('name').notNull().unique(),
});

export const competitions = pgTable(
  'competitions',
  {
    id: id(),
    sportId: ref('sport_id')
      .notNull()
      .references(() => sports.id),
    regionId: ref('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (table) => [
    unique('competitions_sport_id_slug_key').on(table.sportId, table.slug),
    // Target of events' (competition_id, sport_id) key, which keeps an event's sport its competition's.
    unique('competitions_id_sport_id_key').on(table.id, table.sportId),
    index('competitions_region_id_idx').on(table.regionId),
  ],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    competitionId: ref('competition_id').notNull(),
    sportId: ref('sport_id')
      .notNull()
      .references(() => sports.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    homeTeam: text('home_team'),
    awayTeam: text('away_team'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').notNull().default('not_started'),
    isLive: boolean('is_live').notNull().default(false),
    isOutright: boolean('is_outright').notNull().default(false),
    stats: jsonb('stats').$type<Record<string, unknown>>().notNull().default({}),
    statusDescription: text('status_description'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (table) => [
    foreignKey({
      name: 'events_competition_sport_fkey',
      columns: [table.competitionId, table.sportId],
      foreignColumns: [competitions.id, competitions.sportId],
    }),
    index('events_starts_at_idx').on(table.startsAt),
    index('events_sport_id_starts_at_idx').on(table.sportId, table.startsAt),
    index('events_competition_id_starts_at_idx').on(table.competitionId, table.startsAt),
    index('events_live_idx')
      .on(table.sportId, table.startsAt)
      .where(sql`is_live`),
  ],
);

export const markets = pgTable(
  'markets',
  {
    id: id(),
    eventId: ref('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    isSuspended: boolean('is_suspended').notNull().default(false),
    ewPrice: integer('ew_price'),
    ewPlace: integer('ew_place'),
    line: numeric('line', { precision: 8, scale: 2, mode: 'number' }),
    status: text('status', { enum: MARKET_STATUSES }).notNull().default('open'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('markets_event_id_sort_order_idx').on(table.eventId, table.sortOrder)],
);

export const outcomes = pgTable(
  'outcomes',
  {
    id: id(),
    marketId: ref('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fullname: text('fullname').notNull(),
    odds: odds('odds').notNull(),
    isStartingPrice: boolean('is_starting_price').notNull().default(false),
    comboBoostAvailable: boolean('combo_boost_available').notNull().default(false),
    displayFractional: text('display_fractional'),
    result: text('result', { enum: OUTCOME_RESULTS }),
    deadHeatNum: integer('dead_heat_num'),
    deadHeatDen: integer('dead_heat_den'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('outcomes_market_id_sort_order_idx').on(table.marketId, table.sortOrder)],
);

/** Every table, for `drizzle(client, { schema })` and the relational query API. */
export const schema = { sports, sportTranslations, regions, competitions, events, markets, outcomes };
export type Schema = typeof schema;

export type EventRow = typeof events.$inferSelect;
export type MarketRow = typeof markets.$inferSelect;
export type NewMarketRow = typeof markets.$inferInsert;
export type OutcomeRow = typeof outcomes.$inferSelect;
export type NewOutcomeRow = typeof outcomes.$inferInsert;
