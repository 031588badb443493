import {
  betsStatsResponseSchema,
  configResponseSchema,
  contentHomeResponseSchema,
  contentSportsResponseSchema,
  tipsResponseSchema,
} from '@sportsbook/protocol';
import type { SportEvent } from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { toMoney } from '@sportsbook/betting';
import { DEFAULT_MAX_PAYOUT } from './stake-limits';
import { testDatabaseTargets } from '../storage/testing';
import { injectGet, startForSuite } from '../test-support/suite-app';
import { COUNTRY_CODES, COUNTRY_DEFAULTS } from '@sportsbook/betting';
import { DEFAULT_COMBO_BOOST } from './combo-boost';
import { createCatalogService } from './service';
import { stakeLimitsFor, stakeLimitsOfBrand } from './stake-limits';
import { startCatalogTestApp } from './test-app';

const ids = (events: readonly { id: number }[]) => events.map((event) => event.id);

describe.each(testDatabaseTargets())('catalogue config, tips and content routes on $name', (target) => {
  const ctx = startForSuite(() => startCatalogTestApp(target));
  const get = (url: string, headers?: Record<string, string>) => injectGet(ctx().app, url, headers);

  describe('GET /v1/config', () => {
    it('answers the default combo boost for a country bookmaker and none for one without', async () => {
      expect(configResponseSchema.parse((await get('/v1/config?bookmaker=ie&lang=en&country=ie')).body)).toMatchObject({
        combo_boost: DEFAULT_COMBO_BOOST,
        max_payout: DEFAULT_MAX_PAYOUT,
      });
      // The combo boost: net winnings by default, and a leg under 1.20 does not count.
      expect(DEFAULT_COMBO_BOOST).toMatchObject({ winnings_calc_mode: 'net', min_leg_odds: 1.2 });
      expect((await get('/v1/config?bookmaker=no-boost')).body).toMatchObject({
        combo_boost: null,
        max_payout: DEFAULT_MAX_PAYOUT,
      });
      expect((await get('/v1/config?bookmaker=unknown-brand')).body).toMatchObject({
        combo_boost: null,
        max_payout: DEFAULT_MAX_PAYOUT,
      });
    });

    it('tells the client the maximum payout the operator configured (BET_MAX_PAYOUT)', () => {
      const cap = toMoney(DEFAULT_MAX_PAYOUT + 1);
      const service = createCatalogService({ db: ctx().database.db, maxPayout: cap });
      expect(configResponseSchema.parse(service.config({})).max_payout).toBe(cap);
    });

    it('answers the brand’s stake limits by currency, each in its own minor units (decision 105)', async () => {
      for (const country of COUNTRY_CODES) {
        const { bookmaker, currency } = COUNTRY_DEFAULTS[country];
        const config = configResponseSchema.parse((await get(`/v1/config?bookmaker=${bookmaker}`)).body);
        expect(config.stake_limits?.[currency], country).toEqual(stakeLimitsFor(bookmaker, currency));
      }
      const byCountry = configResponseSchema.parse((await get('/v1/config?country=RO')).body);
      expect(byCountry.stake_limits).toEqual(stakeLimitsOfBrand(COUNTRY_DEFAULTS.RO.bookmaker));
      // Amounts that mean about the same money are larger numbers in a currency worth less.
      const limits = byCountry.stake_limits!;
      expect(limits.MXN!.min).toBeGreaterThan(limits.EUR!.min);
    });

    it('reads the bookmaker header when the query names none, and lets the query win', async () => {
      expect((await get('/v1/config', { bookmaker: 'no-boost' })).body).toMatchObject({
        combo_boost: null,
        max_payout: DEFAULT_MAX_PAYOUT,
      });
      expect((await get('/v1/config?bookmaker=gb', { bookmaker: 'no-boost' })).body).toMatchObject({
        combo_boost: DEFAULT_COMBO_BOOST,
        max_payout: DEFAULT_MAX_PAYOUT,
      });
      expect((await get('/v1/config?country=MX')).body).toMatchObject({
        combo_boost: DEFAULT_COMBO_BOOST,
        max_payout: DEFAULT_MAX_PAYOUT,
      });
    });
  });

  describe('GET /v1/suggestions/tips', () => {
    it('picks favourites priced 1.3-2.5 from open markets of upcoming events', async () => {
      const { status, body } = await get('/v1/suggestions/tips?bookmaker=ie&lang=en&sport_slug=football&time=123');
      expect(status).toBe(200);
      expect(tipsResponseSchema.parse(body).tips).toEqual([
        {
          tip: 'Real Madrid to win',
          event_name: 'Real Madrid - Barcelona',
          competition_name: 'La Liga',
          region_name: 'Spain',
          market_name: 'Match Result',
          outcome_id: ctx().fixture.outcomes.realMadrid,
          outcome_name: 'Real Madrid',
          handicap: null,
          odds: 1.45,
        },
      ]);
    });

    it('narrows the tips to the route event or competition', async () => {
      const tennis = tipsResponseSchema.parse(
        (await get(`/v1/suggestions/tips?event_id=${ctx().fixture.events.tennis}`)).body,
      );
      expect(tennis.tips.map((tip) => tip.outcome_name)).toEqual(['Alcaraz']);
      const premier = tipsResponseSchema.parse(
        (await get('/v1/suggestions/tips?competition_slug=premier-league')).body,
      );
      expect(premier.tips).toEqual([]);
    });

    it('takes the event of a match route alone, whatever its (translated) competition and sport slugs say', async () => {
      const tennis = tipsResponseSchema.parse(
        (
          await get(
            `/v1/suggestions/tips?event_id=${ctx().fixture.events.tennis}&competition_slug=wimbledon-de&sport_slug=fussball`,
          )
        ).body,
      );
      expect(tennis.tips.map((tip) => tip.outcome_name)).toEqual(['Alcaraz']);
    });
  });

  describe('content calls', () => {
    it('counts events per sport for the bets stats, busiest first', async () => {
      const { status, body } = await get('/api/content/bets_stats?lang=de&country=ie');
      expect(status).toBe(200);
      const stats = betsStatsResponseSchema.parse(body);
      expect(stats.sports_stats[0]).toEqual({
        sport_id: ctx().fixture.sportIds.football,
        slug: 'football',
        translated_slug: 'fussball',
        translated_name: 'Fußball',
        name: 'Football',
      });
      expect(stats.sports_stats.map((sport) => sport.slug)).not.toContain('esports');
      expect(stats.competitions_stats[0]).toMatchObject({
        competition_id: ctx().fixture.competitions.premierLeague,
        sport_slug: 'fussball',
        name: 'Premier League',
        count: 2,
      });
    });

    it('lists every sport with its counts, parents summing their children', async () => {
      const { status, body } = await get('/api/content/sports?lang=en&country=gb&bookmaker=gb');
      expect(status).toBe(200);
      const sports = new Map(contentSportsResponseSchema.parse(body).data.map((sport) => [sport.slug, sport]));
      expect(sports.get('football')).toMatchObject({
        event_count: 3,
        outright_count: 0,
        total: 3,
        count: 1,
        is_parent: false,
      });
      expect(sports.get('esports')).toMatchObject({
        translated_slug: 'e-sports',
        event_count: 1,
        count: 1,
        is_parent: true,
      });
      expect(sports.get('golf')).toMatchObject({ event_count: 0, outright_count: 1, total: 1 });
      expect(sports.size).toBe(13);
    });

    it('fills the home live tab with live events and their default markets', async () => {
      const { status, body } = await get('/api/content/home?lang=en');
      expect(status).toBe(200);
      const live: SportEvent[] = contentHomeResponseSchema.parse(body).data.tabs.live;
      expect(ids(live)).toEqual([ctx().fixture.events.liveCs2, ctx().fixture.events.liveFootball]);
    });
  });

  describe('malformed input', () => {
    it.each([
      ['/echo/v1/events?live=yes', 'live'],
      ['/echo/v1/events?date=2030-02-30', 'date'],
      ['/echo/v1/events?sport=a&sport=b', 'sport'],
      ['/echo/v1/events?competition=%00', 'competition'],
      ['/echo/v1/events-simple?lang=%F0%9F%8E%89', 'lang'],
      ['/echo/v1/markets', 'event_id'],
      ['/echo/v1/markets?event_id=1.5', 'event_id'],
      ['/echo/v1/selections/current?ids=1,,2', 'ids'],
      ['/v1/config?country=zz', 'country'],
      ['/v1/suggestions/tips?event_id=0', 'event_id'],
      ['/api/content/bets_stats?country=fr', 'country'],
      ['/api/content/home?lang=1', 'lang'],
    ])('answers %s with 400 VALIDATION_ERROR naming %s', async (url, field) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        status: 0,
        message: 'VALIDATION_ERROR',
        meta: { error: { message: expect.stringContaining(field) } },
      });
    });
  });
});
