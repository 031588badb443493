import {
  eventsResponseSchema,
  eventsSimpleResponseSchema,
  marketsResponseSchema,
  refusalSchema,
  selectionsCurrentResponseSchema,
} from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { injectGet, startForSuite } from '../test-support/suite-app';
import { startCatalogTestApp } from './test-app';

const EVENT_KEYS = [
  'away_team',
  'competition',
  'competition_slug',
  'home_team',
  'id',
  'is_live',
  'markets',
  'name',
  'slug',
  'sport',
  'starts_at',
  'stats',
  'status',
  'status_description',
  'translated_competition_slug',
  'translated_sport_slug',
];
const MARKET_KEYS = ['ew_place', 'ew_price', 'id', 'is_suspended', 'name', 'outcomes', 'type'];
const OUTCOME_KEYS = [
  'combo_boost_available',
  'display_odds',
  'fullname',
  'has_ew',
  'id',
  'is_each_way',
  'is_starting_price',
  'market_id',
  'name',
  'odds',
  'place_odds',
];

const keys = (value: object) => Object.keys(value).sort();
const ids = (events: readonly { id: number }[]) => events.map((event) => event.id);

describe.each(testDatabaseTargets())('catalogue HTTP routes on $name', (target) => {
  const ctx = startForSuite(() => startCatalogTestApp(target));
  const get = (url: string, headers?: Record<string, string>) => injectGet(ctx().app, url, headers);
  async function listEvents(query = '') {
    const { status, body } = await get(`/echo/v1/events${query}`);
    expect(status).toBe(200);
    return eventsResponseSchema.parse(body);
  }

  describe('GET /echo/v1/events', () => {
    it('lists every upcoming and live event, live first then by start, leaving out ended ones', async () => {
      const { events } = await listEvents();
      const e = ctx().fixture.events;
      expect(ids(events)).toEqual([e.liveCs2, e.liveFootball, e.tennis, e.race, e.clasico, e.merseyside, e.masters]);
    });

    it('gives each event the default market of its sport with its outcomes', async () => {
      const { events } = await listEvents();
      const types = Object.fromEntries(events.map((event) => [event.name, event.markets.map((market) => market.type)]));
      expect(types).toEqual({
        'NaVi - FaZe': ['match_winner'],
        'Arsenal - Chelsea': ['1x2'],
        'Alcaraz - Sinner': ['match_winner'],
        '14:30 Cheltenham': ['win'],
        'Real Madrid - Barcelona': ['1x2'],
        'Liverpool - Everton': ['1x2'],
        'The Masters 2030': ['outright_winner'],
      });
      expect(events.every((event) => event.markets.every((market) => market.outcomes.length > 0))).toBe(true);
    });

    it('sends Event, Market and Outcome with exactly the fields of docs/api.md', async () => {
      const { events } = await listEvents();
      for (const event of events) {
        expect(keys(event)).toEqual(EVENT_KEYS);
        expect(keys(event.sport)).toEqual(['category', 'id', 'slug']);
        expect(keys(event.competition)).toEqual(['id', 'name', 'region']);
        for (const market of event.markets) {
          expect(keys(market)).toEqual(MARKET_KEYS);
          for (const outcome of market.outcomes) expect(keys(outcome)).toEqual(OUTCOME_KEYS);
        }
      }
    });

    it('writes slugs as {name-slug}-{id}, start times in UTC and only the known live stats', async () => {
      const { events } = await listEvents('?live=1');
      const arsenal = events.find((event) => event.id === ctx().fixture.events.liveFootball);
      expect(arsenal).toMatchObject({
        slug: `arsenal-chelsea-${ctx().fixture.events.liveFootball}`,
        starts_at: '2030-05-01T18:00:00.000Z',
        status: 'live',
        is_live: true,
        stats: { time: '34:12', home_scores: 1, away_scores: 0 },
        status_description: '1st half',
        translated_sport_slug: 'football',
        competition_slug: 'premier-league',
        translated_competition_slug: 'premier-league',
        competition: {
          id: ctx().fixture.competitions.premierLeague,
          name: 'Premier League',
          region: { name: 'England' },
        },
      });
      expect(arsenal?.stats).not.toHaveProperty('period');
    });

    it('filters by sport slug, and by the translated slug in the request language', async () => {
      const e = ctx().fixture.events;
      const english = await listEvents('?sport=football');
      expect(ids(english.events)).toEqual([e.liveFootball, e.clasico, e.merseyside]);
      const german = await listEvents('?sport=fussball&lang=de');
      expect(ids(german.events)).toEqual(ids(english.events));
      expect(german.events.every((event) => event.translated_sport_slug === 'fussball')).toBe(true);
      expect(german.default_market_type).toBe('1x2');
    });

    it('lists the games of e-sports under the e-sports parent', async () => {
      const { events, default_market_type } = await listEvents('?sport=e-sports');
      expect(ids(events)).toEqual([ctx().fixture.events.liveCs2]);
      expect(default_market_type).toBe('match_winner');
      expect(events[0]?.sport).toEqual({ id: ctx().fixture.sportIds.cs2, slug: 'cs2', category: 'esport' });
    });

    it('keeps only live events with live=1 and only not-live ones with live=0', async () => {
      const e = ctx().fixture.events;
      expect(ids((await listEvents('?live=1')).events)).toEqual([e.liveCs2, e.liveFootball]);
      expect(ids((await listEvents('?live=0')).events)).toEqual([e.tennis, e.race, e.clasico, e.merseyside, e.masters]);
    });

    it('keeps the events starting on the given UTC calendar day', async () => {
      const e = ctx().fixture.events;
      expect(ids((await listEvents('?date=2030-05-02')).events)).toEqual([e.tennis, e.race, e.clasico]);
      expect((await listEvents('?date=2031-01-01')).events).toEqual([]);
    });

    it('filters by competition slug or id, and by region', async () => {
      const e = ctx().fixture.events;
      expect(ids((await listEvents('?competition=la-liga')).events)).toEqual([e.clasico]);
      const byId = await listEvents(`?competition=${ctx().fixture.competitions.premierLeague}`);
      expect(ids(byId.events)).toEqual([e.liveFootball, e.merseyside]);
      expect(byId.competitions).toEqual([
        {
          id: ctx().fixture.competitions.premierLeague,
          name: 'Premier League',
          region: { name: 'England' },
          sport: { id: ctx().fixture.sportIds.football, slug: 'football', category: 'sport' },
        },
      ]);
      expect(ids((await listEvents('?region=spain')).events)).toEqual([e.tennis, e.clasico]);
      expect(ids((await listEvents('?region=world-wide&mode=outrights')).events)).toEqual([e.masters]);
    });

    it('shows the markets of the key type instead, leaving out events without one', async () => {
      const listing = await listEvents('?key=total_goals');
      expect(listing.default_market_type).toBe('total_goals');
      expect(ids(listing.events)).toEqual([ctx().fixture.events.liveFootball]);
      expect(listing.events[0]?.markets.map((market) => market.name)).toEqual(['Total Goals 2.5']);
    });

    it('offers the market types of the listed events as filters, in filter order', async () => {
      const { market_filters } = await listEvents('?sport=football');
      expect(market_filters).toEqual([
        { id: '1x2', name: 'Match Result' },
        { id: 'double_chance', name: 'Double Chance' },
        { id: 'total_goals', name: 'Total Goals' },
        { id: 'btts', name: 'Both Teams to Score' },
      ]);
    });

    it('answers an empty listing for a sport nobody knows', async () => {
      const listing = await listEvents('?sport=quidditch');
      expect(listing.events).toEqual([]);
      expect(listing.competitions).toEqual([]);
    });

    it('prices each-way place odds from the terms and shows the racing ladder quote', async () => {
      const { events } = await listEvents('?sport=horse-racing');
      const outcomes = events[0]?.markets[0]?.outcomes ?? [];
      expect(events[0]?.markets[0]).toMatchObject({ ew_price: 4, ew_place: 3, is_suspended: false });
      expect(
        outcomes.map(({ name, odds, place_odds, display_odds, is_each_way, has_ew, is_starting_price }) => ({
          name,
          odds,
          place_odds,
          fractional: display_odds?.fractional ?? null,
          is_each_way,
          has_ew,
          is_starting_price,
        })),
      ).toEqual([
        {
          name: 'Desert Crown',
          odds: 2.75,
          place_odds: 1.437,
          fractional: '7/4',
          is_each_way: true,
          has_ew: true,
          is_starting_price: false,
        },
        {
          name: 'Ballyburn',
          odds: 1.364,
          place_odds: 1.091,
          fractional: '4/11',
          is_each_way: true,
          has_ew: true,
          is_starting_price: false,
        },
        {
          name: 'Unnamed Favourite',
          odds: 1,
          place_odds: null,
          fractional: null,
          is_each_way: true,
          has_ew: true,
          is_starting_price: true,
        },
      ]);
    });

    it('leaves each-way off and place odds null on markets without terms', async () => {
      const { events } = await listEvents('?sport=football');
      const outcome = events[0]?.markets[0]?.outcomes[0];
      expect(outcome).toMatchObject({
        place_odds: null,
        is_each_way: false,
        has_ew: false,
        combo_boost_available: true,
      });
      expect(outcome?.display_odds).toEqual({ decimal: '1.50', fractional: '1/2', american: '-200' });
    });
  });

  describe('GET /echo/v1/events-simple', () => {
    it('lists the same events without markets', async () => {
      const { status, body } = await get('/echo/v1/events-simple?sport=football');
      expect(status).toBe(200);
      const simple = eventsSimpleResponseSchema.parse(body);
      const full = await listEvents('?sport=football');
      expect(ids(simple.events)).toEqual(ids(full.events));
      for (const event of simple.events) expect(event).not.toHaveProperty('markets');
      expect(simple.market_filters).toEqual(full.market_filters);
    });
  });

  describe('GET /echo/v1/markets', () => {
    it('answers one event with every market in display order', async () => {
      const { status, body } = await get(`/echo/v1/markets?event_id=${ctx().fixture.events.liveFootball}`);
      expect(status).toBe(200);
      const { event } = marketsResponseSchema.parse(body);
      expect(event.markets.map((market) => market.type)).toEqual(['1x2', 'total_goals', 'btts']);
    });

    it('shows a suspended market as suspended with its stored odds', async () => {
      const { body } = await get(`/echo/v1/markets?event_id=${ctx().fixture.events.merseyside}`);
      const market = marketsResponseSchema.parse(body).event.markets[0];
      expect(market?.is_suspended).toBe(true);
      expect(market?.outcomes.map((outcome) => outcome.odds)).toEqual([1.6, 4, 5.5]);
    });

    it('still answers an ended event, its resolved markets suspended', async () => {
      const { body } = await get(`/echo/v1/markets?event_id=${ctx().fixture.events.endedFootball}`);
      const { event } = marketsResponseSchema.parse(body);
      expect(event.status).toBe('ended');
      expect(event.markets.every((market) => market.is_suspended)).toBe(true);
    });

    it('refuses an unknown event with SELECTION_NOT_FOUND and HTTP 200', async () => {
      const { status, body } = await get('/echo/v1/markets?event_id=987654321');
      expect(status).toBe(200);
      expect(refusalSchema.parse(body).message).toBe('SELECTION_NOT_FOUND');
    });
  });

  describe('GET /echo/v1/selections/current', () => {
    it('answers the requested outcomes in the order asked, skipping unknown ids', async () => {
      const o = ctx().fixture.outcomes;
      const { status, body } = await get(
        `/echo/v1/selections/current?ids=${o.desertCrown},999999,${o.arsenal}&bookmaker=ie`,
      );
      expect(status).toBe(200);
      const { selections } = selectionsCurrentResponseSchema.parse(body);
      expect(selections.map((selection) => selection.outcome.id)).toEqual([o.desertCrown, o.arsenal]);
      const [race, football] = selections;
      expect(race?.market).toEqual({
        id: race?.outcome.market_id,
        name: 'Win or Each Way',
        type: 'win',
        is_suspended: false,
        ew_price: 4,
        ew_place: 3,
      });
      expect(race?.competition).toEqual({
        id: ctx().fixture.competitions.cheltenham,
        name: 'Cheltenham',
        region: { name: 'England' },
        sport: { category: 'sport' },
      });
      expect(football?.event).not.toHaveProperty('markets');
      expect(football?.event.id).toBe(ctx().fixture.events.liveFootball);
      expect(football?.outcome.odds).toBe(1.5);
    });

    it('translates the sport slug when a language is given', async () => {
      const { body } = await get(`/echo/v1/selections/current?ids=${ctx().fixture.outcomes.realMadrid}&lang=de`);
      const { selections } = selectionsCurrentResponseSchema.parse(body);
      expect(selections[0]?.event.translated_sport_slug).toBe('fussball');
    });
  });
});
