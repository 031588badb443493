import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ResultRow, ResultsQuery, ResultsResponse } from '@sportsbook/protocol';
import { createCatalogTranslator } from '../catalog/index';
import { toLanguage } from '../catalog/index';
import { findSports } from '../catalog/index';
import type { Database } from '../storage/index';
import { competitions, events, markets, outcomes, regions } from '../storage/index';
import { scoreText, toFinalScore } from './final-score';
import type { RunnerPrice } from './final-score';

/** The Results page's read side. */
export interface ResultsService {
  /** A page of ended events, newest first, with their final scores and the filters on offer. */
  listResults(query: ResultsQuery): Promise<ResultsResponse>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ENDED = eq(events.status, 'ended');

/** Runner prices of the races among `eventIds`: their win market's outcomes, by event and name. */
async function racePrices(db: Database, eventIds: number[]): Promise<Map<number, Map<string, RunnerPrice>>> {
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

/** Results over the catalogue tables: ended events and what trading stored as their result. */
export function createResultsService(db: Database): ResultsService {
  return {
    async listResults(query) {
      const lang = toLanguage(query.lang);
      const sportList = await findSports(db, lang);
      const sport = query.sport ? sportList.find((row) => row.slug === query.sport) : undefined;
      const dayConditions: SQL[] = [];
      if (query.date) {
        const from = new Date(`${query.date}T00:00:00Z`);
        dayConditions.push(gte(events.startsAt, from), lt(events.startsAt, new Date(from.getTime() + DAY_MS)));
      }
      const sportCondition = query.sport ? [eq(events.sportId, sport?.id ?? -1)] : [];
      const conditions = [ENDED, ...dayConditions, ...sportCondition];
      if (query.competition !== undefined) conditions.push(eq(events.competitionId, query.competition));
      const where = and(...conditions);

      const offset = (query.page - 1) * query.page_size;
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
          .limit(query.page_size)
          .offset(offset),
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
      const prices = await racePrices(
        db,
        rows
          .filter(({ event }) => Array.isArray((event.result as { order?: unknown } | null)?.order))
          .map(({ event }) => event.id),
      );
      const sportsById = new Map(sportList.map((row) => [row.id, row]));
      const tr = createCatalogTranslator(lang);
      const results: ResultRow[] = [];
      for (const { event, competition } of rows) {
        const score = toFinalScore(event.result, prices.get(event.id));
        const eventSport = sportsById.get(event.sportId);
        if (!score || !eventSport) continue;
        results.push({
          event_id: event.id,
          name: event.name,
          home_team: event.homeTeam,
          away_team: event.awayTeam,
          starts_at: event.startsAt.toISOString(),
          sport: {
            id: eventSport.id,
            slug: eventSport.slug,
            name: eventSport.translatedName,
            category: eventSport.category,
          },
          competition: {
            ...competition,
            name: tr.competition(competition.name),
            region: tr.region(competition.region),
          },
          score,
          score_text: scoreText(score),
        });
      }
      const offered = new Set(sportIds.map((row) => row.id));
      return {
        status: 1,
        results,
        page: query.page,
        page_size: query.page_size,
        total: total?.total ?? 0,
        sports: sportList
          .filter((row) => offered.has(row.id))
          .map((row) => ({ slug: row.slug, name: row.translatedName })),
        competitions: competitionRows.map((row) => ({ ...row, name: tr.competition(row.name) })),
      };
    },
  };
}
