import type {
  ComboBoostConfig,
  ConfigQuery,
  ContentHomeResponse,
  ContentQuery,
  ContentSportsResponse,
  BetsStatsQuery,
  BetsStatsResponse,
  EventsListQuery,
  EventsResponse,
  EventsSimpleResponse,
  MarketsResponse,
  SelectionsCurrentResponse,
  SportEvent,
  TipsQuery,
  TipsResponse,
  ConfigResponse,
} from '@sportsbook/protocol';
import { COUNTRY_DEFAULTS } from '@sportsbook/betting';
import type { CountryCode, Money } from '@sportsbook/betting';
import { DEFAULT_MAX_PAYOUT } from './stake-limits';
import type { Database } from '../storage';
import { comboBoostFor } from './combo-boost';
import { stakeLimitsOfBrand } from './stake-limits';
import type { CurrencyStakeLimits } from './stake-limits';
import {
  createCatalogTranslator,
  translateCompetition,
  translateEvent,
  translateEventHeader,
  translateSelection,
} from './i18n/translate-catalog';
import type { CatalogTranslator } from './i18n/translate-catalog';
import { buildEvents, listCompetitions, listMarketFilters, withSports } from './listing';
import type { SportedEvent } from './listing';
import { mapEventHeader, mapSelection, toLanguage } from './mappers';
import { defaultMarketTypes } from './market-types';
import { createCatalogRepository } from './repository';
import type { EventFilter } from './repository';
import { buildBetsStats, buildSportsMenu } from './sports-menu';
import { createSportDirectory } from './sport-directory';
import type { SportDirectory } from './sport-directory';
import { pickTips } from './tips';

/** Most events one listing carries; the rolling schedule stays far below it. */
export const MAX_LISTED_EVENTS = 1000;
/** Most live events on the home page's live tab. */
export const MAX_HOME_LIVE_EVENTS = 50;
/** Upcoming events considered for Top Picks. */
const TIP_CANDIDATE_EVENTS = 30;

/** The read side of the catalogue; every method takes a parsed query and answers the wire contract's JSON. */
export interface CatalogService {
  /** `GET /echo/v1/events`: events with their default markets (or the `key` type's). */
  listEvents(query: EventsListQuery): Promise<EventsResponse>;
  /** `GET /echo/v1/events-simple`: the same listing, events without `markets`. */
  listEventsSimple(query: EventsListQuery): Promise<EventsSimpleResponse>;
  /** `GET /echo/v1/markets`: one event with every market; null when there is no such event. */
  getEventMarkets(query: { event_id: number; lang?: string | undefined }): Promise<MarketsResponse | null>;
  /** `GET /echo/v1/selections/current` and `find`: the outcomes that exist, in the order asked. */
  currentSelections(query: { ids: readonly number[]; lang?: string | undefined }): Promise<SelectionsCurrentResponse>;
  /** Events by id with their default markets (any status); `ended` ids are forced to status ended. */
  eventsByIds(ids: readonly number[], options?: { lang?: string; ended?: readonly number[] }): Promise<SportEvent[]>;
  /** `GET /v1/config`: the bookmaker's combo boost and the maximum payout. */
  config(query: ConfigQuery): ConfigResponse;
  /** `GET /v1/suggestions/tips`: Top Picks from current prices. */
  tips(query: TipsQuery): Promise<TipsResponse>;
  /** `GET /api/content/bets_stats`: the busiest sports and competitions. */
  betsStats(query: BetsStatsQuery): Promise<BetsStatsResponse>;
  /** `GET /api/content/sports`: every sport with its counts. */
  contentSports(query: ContentQuery): Promise<ContentSportsResponse>;
  /** `GET /api/content/home`: live events for the home page's live tab. */
  contentHome(query: ContentQuery): Promise<ContentHomeResponse>;
}

/** What the catalogue service reads from. */
export interface CatalogServiceOptions {
  readonly db: Database;
  /** Combo boost per bookmaker id, over the defaults of combo-boost.ts. */
  readonly comboBoost?: Readonly<Record<string, ComboBoostConfig | null>>;
  /** The largest return one bet may have (`BET_MAX_PAYOUT`), told to clients by `/v1/config`. */
  readonly maxPayout?: Money;
  /** Stake limits per bookmaker id and currency, over the defaults of stake-limits.ts. */
  readonly stakeLimits?: Readonly<Record<string, CurrencyStakeLimits>>;
}

/** Builds the catalogue service over a database. */
export function createCatalogService(options: CatalogServiceOptions): CatalogService {
  const repository = createCatalogRepository(options.db);
  const directoryFor = async (lang: string | undefined) =>
    createSportDirectory(await repository.findSports(toLanguage(lang)));
  const translatorFor = (lang: string | undefined): CatalogTranslator => createCatalogTranslator(toLanguage(lang));

  async function findListed(query: EventsListQuery, directory: SportDirectory, limit = MAX_LISTED_EVENTS) {
    const named = query.sport === undefined ? null : directory.resolve(query.sport);
    const filter: EventFilter = {
      limit,
      ...(named ? { sportIds: named.map((sport) => sport.id) } : {}),
      ...(query.competition !== undefined ? { competition: query.competition } : {}),
      ...(query.region !== undefined ? { region: query.region } : {}),
      ...(query.live !== undefined ? { live: query.live } : {}),
      ...(query.date !== undefined ? { date: query.date } : {}),
      ...(query.key !== undefined ? { marketType: query.key } : {}),
      ...(query.mode === 'outrights' ? { outrightsOnly: true } : {}),
    };
    const events = withSports(await repository.findEvents(filter), directory);
    const headline = named?.[0] ?? events[0]?.sport;
    const defaultType = query.key ?? (headline ? defaultMarketTypes(headline.slug)[0] : undefined) ?? '1x2';
    return { events, defaultType };
  }

  async function listing(query: EventsListQuery) {
    const directory = await directoryFor(query.lang);
    const tr = translatorFor(query.lang);
    const { events, defaultType } = await findListed(query, directory);
    return {
      events,
      tr,
      head: {
        competitions: listCompetitions(events).map((competition) => translateCompetition(tr, competition)),
        default_market_type: defaultType,
        market_filters: (await listMarketFilters(repository, events)).map((filter) =>
          filter.name === undefined ? filter : { ...filter, name: tr.market(filter.name) },
        ),
      },
    };
  }

  const marketsOf = (key: string | undefined) => (key === undefined ? 'default' : { type: key });

  return {
    async listEvents(query) {
      const { events, head, tr } = await listing(query);
      const built = await buildEvents(repository, events, marketsOf(query.key));
      return { ...head, events: built.map((event) => translateEvent(tr, event)) };
    },

    async listEventsSimple(query) {
      const { events, head, tr } = await listing(query);
      return {
        ...head,
        events: events.map(({ record, sport }) => translateEventHeader(tr, mapEventHeader(record, sport))),
      };
    },

    async getEventMarkets({ event_id, lang }) {
      const directory = await directoryFor(lang);
      const found = await repository.findEvents({ eventIds: [event_id], includeEnded: true, limit: 1 });
      const [event] = await buildEvents(repository, withSports(found, directory), 'all');
      return event ? { event: translateEvent(translatorFor(lang), event) } : null;
    },

    async currentSelections({ ids, lang }) {
      const directory = await directoryFor(lang);
      const tr = translatorFor(lang);
      const byOutcome = new Map((await repository.findSelections(ids)).map((record) => [record.outcome.id, record]));
      const selections = [...new Set(ids)].flatMap((id) => {
        const record = byOutcome.get(id);
        const sport = record && directory.byId(record.event.sportId);
        return record && sport ? [translateSelection(tr, mapSelection(record, sport))] : [];
      });
      return { selections };
    },

    async eventsByIds(ids, { lang, ended = [] } = {}) {
      const directory = await directoryFor(lang);
      const found = await repository.findEvents({ eventIds: [...new Set(ids)], includeEnded: true, limit: ids.length });
      const events = await buildEvents(repository, withSports(found, directory), 'default');
      const endedIds = new Set(ended);
      const tr = translatorFor(lang);
      return events.map((event) =>
        translateEvent(tr, endedIds.has(event.id) ? { ...event, status: 'ended', is_live: false } : event),
      );
    },

    config({ bookmaker, country }) {
      const countryBookmaker = country ? COUNTRY_DEFAULTS[country.toUpperCase() as CountryCode].bookmaker : undefined;
      const brand = bookmaker ?? countryBookmaker;
      return {
        combo_boost: comboBoostFor(brand, options.comboBoost),
        max_payout: options.maxPayout ?? DEFAULT_MAX_PAYOUT,
        stake_limits: stakeLimitsOfBrand(brand, options.stakeLimits),
      };
    },

    async tips(query) {
      const directory = await directoryFor(query.lang);
      // A match route names its event with the route's competition and sport slugs, which may be
      // translated: the event alone decides then.
      const eventId = query.event_id;
      const byEvent = eventId !== undefined;
      const named = byEvent || query.sport_slug === undefined ? null : directory.resolve(query.sport_slug);
      const filter: EventFilter = {
        limit: TIP_CANDIDATE_EVENTS,
        upcomingOnly: true,
        ...(eventId !== undefined ? { eventIds: [eventId] } : {}),
        ...(!byEvent && query.competition_slug !== undefined ? { competition: query.competition_slug } : {}),
        ...(named ? { sportIds: named.map((sport) => sport.id) } : {}),
      };
      const candidates: SportedEvent[] = withSports(await repository.findEvents(filter), directory);
      const tr = translatorFor(query.lang);
      const built = await buildEvents(repository, candidates, 'default');
      return { tips: pickTips(built.map((event) => translateEvent(tr, event))) };
    },

    async betsStats({ lang }) {
      const directory = await directoryFor(lang);
      const [counts, busiest] = await Promise.all([
        repository.countEventsBySport(),
        repository.findBusiestCompetitions(10),
      ]);
      const stats = buildBetsStats(directory, counts, busiest);
      const tr = translatorFor(lang);
      return {
        ...stats,
        competitions_stats: stats.competitions_stats.map((competition) => ({
          ...competition,
          translated_name: tr.competition(competition.name),
        })),
      };
    },

    async contentSports({ lang }) {
      const directory = await directoryFor(lang);
      return { data: buildSportsMenu(directory, await repository.countEventsBySport()) };
    },

    async contentHome({ lang }) {
      const directory = await directoryFor(lang);
      const { events } = await findListed({ live: true }, directory, MAX_HOME_LIVE_EVENTS);
      const live = await buildEvents(repository, events, 'default');
      return { data: { tabs: { live: live.map((event) => translateEvent(translatorFor(lang), event)) } } };
    },
  };
}
