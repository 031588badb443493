import { and, asc, count, desc, eq, exists, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@sportsbook/betting';
import type { Database, EventRow, MarketRow, OutcomeRow } from '../storage';
import { competitions, events, markets, outcomes, regions, sports, sportTranslations } from '../storage';

/** A sport with its names in one language (English when that language has none). */
export interface SportRecord {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly category: 'sport' | 'esport' | 'virtual';
  readonly parentId: number | null;
  readonly sortOrder: number;
  readonly translatedSlug: string;
  readonly translatedName: string;
  /** The English translated slug, which every language also accepts in a sport filter. */
  readonly englishSlug: string;
}

/** The competition an event belongs to, with its region's name. */
export interface CompetitionRecord {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly regionName: string;
}

/** An event row with its competition. */
export interface EventRecord {
  readonly event: EventRow;
  readonly competition: CompetitionRecord;
}

/** One outcome with everything a current selection shows about it. */
export interface SelectionRecord extends EventRecord {
  readonly outcome: OutcomeRow;
  readonly market: MarketRow;
}

/** Which events a listing wants; every part is optional and they combine with AND. */
export interface EventFilter {
  /** Events of these sports only (already resolved from slugs, parents include children). */
  readonly sportIds?: readonly number[];
  /** A competition id (digits) or slug. */
  readonly competition?: string;
  /** A region id (digits), name or name slug ("south-america"). */
  readonly region?: string;
  /** true: live only; false: not live only. */
  readonly live?: boolean;
  /** Events starting on this UTC calendar day (YYYY-MM-DD). */
  readonly date?: string;
  /** Only events that have a market of this type. */
  readonly marketType?: string;
  readonly outrightsOnly?: boolean;
  readonly eventIds?: readonly number[];
  /** Not started yet (status not_started and not live). */
  readonly upcomingOnly?: boolean;
  /** Ended events are left out unless this is set. */
  readonly includeEnded?: boolean;
  readonly limit: number;
}

/** Event counts of a sport among events that have not ended. */
export interface SportCounts {
  readonly sportId: number;
  readonly eventCount: number;
  readonly outrightCount: number;
  readonly liveCount: number;
}

/** A competition with how many of its events have not ended. */
export interface CompetitionCounts {
  readonly id: number;
  readonly sportId: number;
  readonly name: string;
  readonly slug: string;
  readonly count: number;
}

const translation = alias(sportTranslations, 'translation');
const english = alias(sportTranslations, 'english');
const NOT_ENDED = ne(events.status, 'ended');
const DIGITS = /^\d{1,15}$/;

/** Every sport in menu order with its translated slug and name in `lang`, falling back to English. */
export async function findSports(db: Database, lang: Language): Promise<SportRecord[]> {
  const rows = await db
    .select({
      sport: sports,
      translatedSlug: translation.translatedSlug,
      translatedName: translation.translatedName,
      englishSlug: english.translatedSlug,
      englishName: english.translatedName,
    })
    .from(sports)
    .leftJoin(translation, and(eq(translation.sportId, sports.id), eq(translation.lang, lang)))
    .leftJoin(english, and(eq(english.sportId, sports.id), eq(english.lang, 'en')))
    .orderBy(asc(sports.sortOrder), asc(sports.id));
  return rows.map(({ sport, translatedSlug, translatedName, englishSlug, englishName }) => ({
    id: sport.id,
    slug: sport.slug,
    name: sport.name,
    category: sport.category,
    parentId: sport.parentId,
    sortOrder: sport.sortOrder,
    translatedSlug: translatedSlug ?? englishSlug ?? sport.slug,
    translatedName: translatedName ?? englishName ?? sport.name,
    englishSlug: englishSlug ?? sport.slug,
  }));
}

const competitionColumns = {
  id: competitions.id,
  name: competitions.name,
  slug: competitions.slug,
  regionName: regions.name,
};

/** Events matching the filter, live first then by start time, at most `filter.limit`. */
export async function findEvents(db: Database, filter: EventFilter): Promise<EventRecord[]> {
  if (filter.sportIds?.length === 0 || filter.eventIds?.length === 0) return [];
  return db
    .select({ event: events, competition: competitionColumns })
    .from(events)
    .innerJoin(competitions, eq(competitions.id, events.competitionId))
    .innerJoin(regions, eq(regions.id, competitions.regionId))
    .where(and(...eventConditions(db, filter)))
    .orderBy(desc(events.isLive), asc(events.startsAt), asc(events.id))
    .limit(filter.limit);
}

function eventConditions(db: Database, filter: EventFilter): SQL[] {
  const conditions: SQL[] = [];
  if (!filter.includeEnded) conditions.push(NOT_ENDED);
  if (filter.sportIds) conditions.push(inArray(events.sportId, [...filter.sportIds]));
  if (filter.eventIds) conditions.push(inArray(events.id, [...filter.eventIds]));
  if (filter.live !== undefined) conditions.push(eq(events.isLive, filter.live));
  if (filter.outrightsOnly) conditions.push(eq(events.isOutright, true));
  if (filter.upcomingOnly) conditions.push(eq(events.status, 'not_started'), eq(events.isLive, false));
  if (filter.competition !== undefined) conditions.push(competitionMatches(filter.competition));
  if (filter.region !== undefined) conditions.push(regionMatches(filter.region));
  if (filter.date !== undefined) {
    const start = new Date(`${filter.date}T00:00:00.000Z`);
    const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
    conditions.push(gte(events.startsAt, start), lt(events.startsAt, end));
  }
  if (filter.marketType !== undefined) {
    const ofType = db
      .select({ one: sql`1` })
      .from(markets)
      .where(and(eq(markets.eventId, events.id), eq(markets.type, filter.marketType)));
    conditions.push(exists(ofType));
  }
  return conditions;
}

function competitionMatches(value: string): SQL {
  const bySlug = eq(competitions.slug, value);
  return DIGITS.test(value) ? (or(eq(competitions.id, Number(value)), bySlug) as SQL) : bySlug;
}

function regionMatches(value: string): SQL {
  const lower = value.toLowerCase();
  const byName = or(
    eq(sql`lower(${regions.name})`, lower),
    eq(sql`trim(both '-' from lower(regexp_replace(${regions.name}, '[^A-Za-z0-9]+', '-', 'g')))`, lower),
  ) as SQL;
  return DIGITS.test(value) ? (or(eq(regions.id, Number(value)), byName) as SQL) : byName;
}

/** The markets of these events (only of `types` when given), by event then display order. */
export async function findMarkets(
  db: Database,
  eventIds: readonly number[],
  types?: readonly string[],
): Promise<MarketRow[]> {
  if (eventIds.length === 0 || types?.length === 0) return [];
  const conditions = [inArray(markets.eventId, [...eventIds])];
  if (types) conditions.push(inArray(markets.type, [...types]));
  return db
    .select()
    .from(markets)
    .where(and(...conditions))
    .orderBy(asc(markets.eventId), asc(markets.sortOrder), asc(markets.id));
}

/** The distinct market types the events offer. */
export async function findMarketTypes(db: Database, eventIds: readonly number[]): Promise<string[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ type: markets.type })
    .from(markets)
    .where(inArray(markets.eventId, [...eventIds]));
  return rows.map((row) => row.type);
}

/** The outcomes of these markets, by market then display order. */
export async function findOutcomes(db: Database, marketIds: readonly number[]): Promise<OutcomeRow[]> {
  if (marketIds.length === 0) return [];
  return db
    .select()
    .from(outcomes)
    .where(inArray(outcomes.marketId, [...marketIds]))
    .orderBy(asc(outcomes.marketId), asc(outcomes.sortOrder), asc(outcomes.id));
}

/** The outcomes with these ids, each with its market, event and competition (any status). */
export async function findSelections(db: Database, outcomeIds: readonly number[]): Promise<SelectionRecord[]> {
  if (outcomeIds.length === 0) return [];
  return db
    .select({ outcome: outcomes, market: markets, event: events, competition: competitionColumns })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .innerJoin(events, eq(events.id, markets.eventId))
    .innerJoin(competitions, eq(competitions.id, events.competitionId))
    .innerJoin(regions, eq(regions.id, competitions.regionId))
    .where(inArray(outcomes.id, [...outcomeIds]));
}

/** Per sport: matches, outrights and live events among those that have not ended. */
export async function countEventsBySport(db: Database): Promise<SportCounts[]> {
  const rows = await db
    .select({
      sportId: events.sportId,
      eventCount: sql<number>`count(*) filter (where not ${events.isOutright})`.mapWith(Number),
      outrightCount: sql<number>`count(*) filter (where ${events.isOutright})`.mapWith(Number),
      liveCount: sql<number>`count(*) filter (where ${events.isLive})`.mapWith(Number),
    })
    .from(events)
    .where(NOT_ENDED)
    .groupBy(events.sportId);
  return rows;
}

/** The competitions with the most events that have not ended, most first. */
export async function findBusiestCompetitions(db: Database, limit: number): Promise<CompetitionCounts[]> {
  const eventCount = count(events.id);
  return db
    .select({
      id: competitions.id,
      sportId: competitions.sportId,
      name: competitions.name,
      slug: competitions.slug,
      count: eventCount,
    })
    .from(competitions)
    .innerJoin(events, and(eq(events.competitionId, competitions.id), NOT_ENDED))
    .groupBy(competitions.id)
    .orderBy(desc(eventCount), asc(competitions.name), asc(competitions.id))
    .limit(limit);
}

/** The queries above bound to one database, as the service uses them. */
export interface CatalogRepository {
  findSports(lang: Language): Promise<SportRecord[]>;
  findEvents(filter: EventFilter): Promise<EventRecord[]>;
  findMarkets(eventIds: readonly number[], types?: readonly string[]): Promise<MarketRow[]>;
  findMarketTypes(eventIds: readonly number[]): Promise<string[]>;
  findOutcomes(marketIds: readonly number[]): Promise<OutcomeRow[]>;
  findSelections(outcomeIds: readonly number[]): Promise<SelectionRecord[]>;
  countEventsBySport(): Promise<SportCounts[]>;
  findBusiestCompetitions(limit: number): Promise<CompetitionCounts[]>;
}

/** Binds the catalogue queries to a database. */
export function createCatalogRepository(db: Database): CatalogRepository {
  return {
    findSports: (lang) => findSports(db, lang),
    findEvents: (filter) => findEvents(db, filter),
    findMarkets: (eventIds, types) => findMarkets(db, eventIds, types),
    findMarketTypes: (eventIds) => findMarketTypes(db, eventIds),
    findOutcomes: (marketIds) => findOutcomes(db, marketIds),
    findSelections: (outcomeIds) => findSelections(db, outcomeIds),
    countEventsBySport: () => countEventsBySport(db),
    findBusiestCompetitions: (limit) => findBusiestCompetitions(db, limit),
  };
}
