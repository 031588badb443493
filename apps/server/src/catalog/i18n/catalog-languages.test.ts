import { LANGUAGES } from '@sportsbook/betting';
import { eventsResponseSchema, marketsResponseSchema, selectionsCurrentResponseSchema } from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../storage/testing';
import { injectGet, startForSuite } from '../../test-support/suite-app';
import { startCatalogTestApp } from '../test-app';
import { createCatalogTranslator } from './translate-catalog';

describe.each(testDatabaseTargets())('the catalogue in the request’s language on $name', (target) => {
  const ctx = startForSuite(() => startCatalogTestApp(target));
  const get = (url: string) => injectGet(ctx().app, url);

  it.each(LANGUAGES)('answers market, outcome, competition and region names in %s', async (lang) => {
    const tr = createCatalogTranslator(lang);
    const eventId = ctx().fixture.events.liveFootball;
    const { status, body } = await get(`/echo/v1/markets?event_id=${eventId}&bookmaker=gb&lang=${lang}`);
    expect(status).toBe(200);
    const { event } = marketsResponseSchema.parse(body);
    expect(event.name).toBe('Arsenal - Chelsea');
    expect(event.competition.region.name).toBe(tr.region('England'));
    const result = event.markets.find((market) => market.type === '1x2')!;
    expect(result.name).toBe(tr.market('Match Result'));
    expect(result.outcomes.map((outcome) => outcome.name)).toEqual(['Arsenal', tr.outcome('Draw', '1x2'), 'Chelsea']);
    const totals = event.markets.find((market) => market.type === 'total_goals')!;
    expect(totals.name).toBe(tr.market('Total Goals 2.5'));
    expect(totals.outcomes.map((outcome) => outcome.name)).toEqual([
      tr.outcome('Over 2.5', 'total_goals'),
      tr.outcome('Under 2.5', 'total_goals'),
    ]);
    if (lang !== 'en') {
      expect(result.name).not.toBe('Match Result');
      expect(totals.outcomes[0]!.name).not.toBe('Over 2.5');
    }
  });

  it('translates listings, their competition headings and the slip’s current selections', async () => {
    const listing = eventsResponseSchema.parse((await get('/echo/v1/events?bookmaker=gb&lang=de&sport=football')).body);
    expect(listing.competitions.map((competition) => competition.region.name)).toContain('England');
    const headed = listing.events.find((event) => event.name === 'Arsenal - Chelsea')!;
    expect(headed.markets[0]!.name).toBe('Spielergebnis');
    const draw = headed.markets[0]!.outcomes.find((outcome) => outcome.name === 'Unentschieden')!;
    const spain = listing.competitions.find((competition) => competition.name === 'La Liga')!;
    expect(spain.region.name).toBe('Spanien');
    const current = selectionsCurrentResponseSchema.parse(
      (await get(`/echo/v1/selections/current?ids=${draw.id}&bookmaker=gb&lang=es`)).body,
    );
    expect(current.selections[0]).toMatchObject({
      market: { name: 'Resultado del partido' },
      outcome: { name: 'Empate' },
      competition: { region: { name: 'Inglaterra' } },
    });
  });
});
