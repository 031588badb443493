import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../storage/index';
import { competitions, events, markets, outcomes, regions } from '../storage/index';
import type { RunnerPrice } from './final-score';

const DAY_MS = 24 * 60 * 60 * 1000;
const ENDED = eq(events.status, 'ended');

/** Which ended events a results page lists. */
export interface EndedEventsFilter {
  /** `YYYY-MM-DD`: only events that started that UTC day. */
  readonly date?: string | undefined;
  /** Only events of this sport id (a sport the query named but no row has is -1: none). */
  readonly sportId?: number | undefined;
  readonly competitionId?: number | undefined;
  readonly limit: number;
  readonly offset: number;
}

/**
 * A page of ended events (newest first) with their competitions, the total the filter matches,
 * the sports with ended events that day and the competitions of the day's (and sport's) events.
 */
export async function readEndedEvents(db: Database, filter: EndedEventsFilter) {
  const dayConditions: SQL[] = [];
  if (filter.date) {
    const from = new Date(`${filter.date}T00:00:00Z`);
    dayConditions.push(gte(events.startsAt, from), lt(events.startsAt, new Date(from.getTime() + DAY_MS)));
  }
  const sportCondition = filter.sportId === undefined ? [] : [eq(events.sportId, filter.sportId)];
  const conditions = [ENDED, ...dayConditions, ...sportCondition];
  if (filter.competitionId !== undefined) conditions.push(eq(events.competitionId, filter.competitionId));
  const where = and(...conditions);
  const [rows, [total], sportIds, competitionRows] = await Promise.all([
    db
      .select({
        event: events,
        competition: { id: competitions.id, name: competitions.name, region: regions.name },
      })
      .from(events)
      .innerJoin(competitions, eq(competitions.id, events.competitionId))
      .innerJoin(regions, eq(regions.id, competitions.regionId))
      .where(where)
      .orderBy(desc(events.startsAt), desc(events.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(events).where(where),
    db
      .selectDistinct({ id: events.sportId })
      .from(events)
      .where(and(ENDED, ...dayConditions)),
    db
      .selectDistinct({ id: competitions.id, name: competitions.name })
      .from(events)
      .innerJoin(competitions, eq(competitions.id, events.competitionId))
      .where(and(ENDED, ...dayConditions, ...sportCondition))
      .orderBy(competitions.name),
  ]);
  return { rows, total: total?.total ?? 0, sportIds: sportIds.map((row) => row.id), competitionRows };
}

/** Runner prices of the races among `eventIds`: their win market's outcomes, by event and name. */
export async function readRacePrices(db: Database, eventIds: number[]): Promise<Map<number, Map<string, RunnerPrice>>> {
  const byEvent = new Map<number, Map<string, RunnerPrice>>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({
      eventId: markets.eventId,
      name: outcomes.name,
      odds: outcomes.odds,
      displayFractional: outcomes.displayFractional,
      isStartingPrice: outcomes.isStartingPrice,
    })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .where(and(inArray(markets.eventId, eventIds), eq(markets.type, 'win')));
  for (const { eventId, name, ...price } of rows) {
    const prices = byEvent.get(eventId) ?? new Map<string, RunnerPrice>();
    prices.set(name, price);
    byEvent.set(eventId, prices);
  }
  return byEvent;
}
