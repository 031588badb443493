import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { refusalSchema, resultsResponseSchema } from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { insertCatalogFixture } from '../catalog/testing';
import { events, markets, outcomes } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabaseTarget } from '../storage/testing';
import { injectGet, startForSuite } from '../test-support/suite-app';
import { resultsRoutes } from './routes';
import { refusalErrorHandler } from '../http/index';

/** The fixture catalogue with its race, tennis match and golf outright ended the way the feed ends them. */
async function startResultsApp(target: TestDatabaseTarget) {
  const database = await target.open();
  const fixture = await insertCatalogFixture(database.db);
  const { db } = database;
  const end = (id: number, result: Record<string, unknown>) =>
    db.update(events).set({ status: 'ended', isLive: false, result }).where(eq(events.id, id));
  await end(fixture.events.endedFootball, { score: [2, 2], winner: 'draw' });
  await end(fixture.events.tennis, {
    sets: [
      [6, 4],
      [3, 6],
      [7, 5],
    ],
    set_score: '2-1',
    winner: 'home',
  });
  await end(fixture.events.race, {
    order: [
      { runner: 'b', name: 'Ballyburn', position: 1 },
      { runner: 'd', name: 'Desert Crown', position: 1 },
      { runner: 'u', name: 'Unnamed Favourite', position: 3 },
    ],
  });
  await end(fixture.events.masters, { winner: 'scheffler', name: 'Scottie Scheffler' });
  const [win] = await db.select({ id: markets.id }).from(markets).where(eq(markets.eventId, fixture.events.race));
  await db.update(outcomes).set({ isStartingPrice: true }).where(eq(outcomes.marketId, win!.id));
  const app = Fastify({ logger: false });
  await app.register(refusalErrorHandler);
  await app.register(resultsRoutes, { handle: database });
  await app.ready();
  return {
    app,
    fixture,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe.each(testDatabaseTargets())('GET /v1/results on $name', (target) => {
  const ctx = startForSuite(() => startResultsApp(target));
  async function results(query = '') {
    const { status, body } = await injectGet(ctx().app, `/v1/results${query}`);
    expect(status).toBe(200);
    return resultsResponseSchema.parse(body);
  }

  it('lists every ended event newest first with its final score, leaving out the rest', async () => {
    const answer = await results();
    const { events: ids } = ctx().fixture;
    const starts = answer.results.map((row) => row.starts_at);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(answer.results.map((row) => row.event_id).sort()).toEqual(
      [ids.race, ids.tennis, ids.endedFootball, ids.masters].sort(),
    );
    expect(answer.total).toBe(4);
    const byId = new Map(answer.results.map((row) => [row.event_id, row]));
    expect(byId.get(ids.endedFootball)?.score).toEqual({ kind: 'score', home: 2, away: 2, note: null });
    expect(byId.get(ids.endedFootball)?.score_text).toBe('2-2');
    expect(byId.get(ids.tennis)?.score).toEqual({
      kind: 'sets',
      home: 2,
      away: 1,
      sets: [
        [6, 4],
        [3, 6],
        [7, 5],
      ],
    });
    expect(byId.get(ids.tennis)?.score_text).toBe('6-4 3-6 7-5');
    expect(byId.get(ids.masters)?.score_text).toBe('1. Scottie Scheffler');
    expect(byId.has(ids.liveFootball)).toBe(false);
  });

  it('shows a race finishing order with starting prices and a dead heat for first', async () => {
    const answer = await results('?sport=horse-racing');
    expect(answer.results).toHaveLength(1);
    const [race] = answer.results;
    expect(race?.score).toEqual({
      kind: 'race',
      finish: [
        { position: 1, name: 'Ballyburn', sp: '4/11', dead_heat: true },
        { position: 1, name: 'Desert Crown', sp: '7/4', dead_heat: true },
        { position: 3, name: 'Unnamed Favourite', sp: null, dead_heat: false },
      ],
    });
    expect(race?.score_text).toBe('1. Ballyburn 4/11, 1. Desert Crown 7/4, 3. Unnamed Favourite');
  });

  it('filters by sport, day and competition and offers only what has results', async () => {
    const { fixture } = ctx();
    const football = await results('?sport=football');
    expect(football.results.map((row) => row.event_id)).toEqual([fixture.events.endedFootball]);
    expect(football.competitions).toEqual([{ id: fixture.competitions.premierLeague, name: 'Premier League' }]);
    const all = await results();
    expect(all.sports.map((sport) => sport.slug).sort()).toEqual(['football', 'golf', 'horse-racing', 'tennis']);
    const day = all.results.find((row) => row.event_id === fixture.events.endedFootball)!.starts_at.slice(0, 10);
    const onDay = await results(`?date=${day}`);
    expect(onDay.results.every((row) => row.starts_at.startsWith(day))).toBe(true);
    expect(onDay.results.map((row) => row.event_id)).toContain(fixture.events.endedFootball);
    expect((await results('?date=2001-01-01')).results).toEqual([]);
    const league = await results(`?competition=${fixture.competitions.premierLeague}`);
    expect(league.results.map((row) => row.event_id)).toEqual([fixture.events.endedFootball]);
    expect((await results('?sport=no-such-sport')).total).toBe(0);
  });

  it('pages through the results and names sports in the asked language', async () => {
    const first = await results('?page_size=3');
    const second = await results('?page_size=3&page=2');
    expect(first.results).toHaveLength(3);
    expect(second.results).toHaveLength(1);
    expect(new Set([...first.results, ...second.results].map((row) => row.event_id)).size).toBe(4);
    const german = await results('?lang=de&sport=football');
    expect(german.results[0]?.sport.name).toBe('Fußball');
  });

  it('answers malformed filters with 400 and a readable message', async () => {
    for (const query of [
      '?page=0',
      '?page_size=500',
      '?date=yesterday',
      '?competition=abc',
      '?sport=%3Cscript%3E',
      '?lang=12',
    ]) {
      const { status, body } = await injectGet(ctx().app, `/v1/results${query}`);
      expect(status, query).toBe(400);
      expect(refusalSchema.parse(body).message).toBe('VALIDATION_ERROR');
    }
  });
});
