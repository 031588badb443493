import type { ResultRow, ResultsQuery, ResultsResponse } from '@sportsbook/protocol';
import { createCatalogTranslator, findSports, toLanguage } from '../catalog/index';
import type { Database } from '../storage/index';
import { scoreText, toFinalScore } from './final-score';
import { readEndedEvents, readRacePrices } from './results-store';

/** The Results page's read side. */
export interface ResultsService {
  /** A page of ended events, newest first, with their final scores and the filters on offer. */
  listResults(query: ResultsQuery): Promise<ResultsResponse>;
}

/** Results over the catalogue tables: ended events and what trading stored as their result. */
export function createResultsService(db: Database): ResultsService {
  return {
    async listResults(query) {
      const lang = toLanguage(query.lang);
      const sportList = await findSports(db, lang);
      const sport = query.sport ? sportList.find((row) => row.slug === query.sport) : undefined;
      const { rows, total, sportIds, competitionRows } = await readEndedEvents(db, {
        date: query.date,
        sportId: query.sport ? (sport?.id ?? -1) : undefined,
        competitionId: query.competition,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      const prices = await readRacePrices(
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
      const offered = new Set(sportIds);
      return {
        status: 1,
        results,
        page: query.page,
        page_size: query.page_size,
        total,
        sports: sportList
          .filter((row) => offered.has(row.id))
          .map((row) => ({ slug: row.slug, name: row.translatedName })),
        competitions: competitionRows.map((row) => ({ ...row, name: tr.competition(row.name) })),
      };
    },
  };
}
