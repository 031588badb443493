import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { resultsResponseSchema } from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { insertCatalogFixture } from '../catalog/testing';
import { events } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabaseTarget } from '../storage/testing';
import { injectGet, startForSuite } from '../test-support/suite-app';
import { golfSim } from '../trading/testing';
import type { GolfParams } from '../trading/testing';
import { createRng } from '../trading/index';
import { resultsRoutes } from './routes';
import { refusalErrorHandler } from '../http/index';

const FIELD = [
  'Scottie Scheffler',
  'Rory McIlroy',
  'Jon Rahm',
  'Xander Schauffele',
  'Ludvig Aberg',
  'Collin Morikawa',
  'Viktor Hovland',
  'Tommy Fleetwood',
  'Patrick Cantlay',
  'Shane Lowry',
  'Tyrrell Hatton',
  'Hideki Matsuyama',
  'Sungjae Im',
  'Min Woo Lee',
  'Sepp Straka',
  'Justin Thomas',
];
const PARAMS: GolfParams = {
  players: FIELD.map((name, index) => ({ key: String(index + 1), name, rating: 2 - index * 0.15 })),
  rounds: 4,
  roundMs: 1000,
};

/** The golf simulation played to its end on the fixture's Masters: the result the feed stores and its settlement. */
function playTournament(seed: number) {
  const path = golfSim.path(PARAMS, createRng('test', String(seed)));
  const ended = golfSim.snapshot(PARAMS, path, 0, PARAMS.rounds * PARAMS.roundMs + 1);
  const [market] = golfSim.markets(PARAMS);
  const settled = golfSim.settle(PARAMS, ended, [market!])[0]!;
  const winners = market!.outcomes.filter((_outcome, index) => settled[index]?.result === 'won');
  return { ended, winners };
}

async function startGolfResults(target: TestDatabaseTarget, seed: number) {
  const database = await target.open();
  const fixture = await insertCatalogFixture(database.db);
  const { ended, winners } = playTournament(seed);
  await database.db
    .update(events)
    .set({ status: 'ended', isLive: false, result: ended.result })
    .where(eq(events.id, fixture.events.masters));
  const app = Fastify({ logger: false });
  await app.register(refusalErrorHandler);
  await app.register(resultsRoutes, { handle: database });
  await app.ready();
  return {
    app,
    fixture,
    winners,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe.each(testDatabaseTargets())('golf leaderboards in GET /v1/results on $name', (target) => {
  const ctx = startForSuite(() => startGolfResults(target, 18));

  it('lists the top of the leaderboard with the settled winner alone on top, ties shared, totals rising', async () => {
    const { status, body } = await injectGet(ctx().app, '/v1/results?sport=golf');
    expect(status).toBe(200);
    const [row] = resultsResponseSchema.parse(body).results;
    expect(row?.event_id).toBe(ctx().fixture.events.masters);
    if (row?.score.kind !== 'leaderboard') throw new Error(`expected a leaderboard, got ${row?.score.kind}`);
    const { places } = row.score;
    expect(ctx().winners).toHaveLength(1);
    expect(places[0]).toMatchObject({ position: 1, name: ctx().winners[0]?.name, tied: false });
    expect(places[1]?.position).toBe(2);
    expect(places.length).toBeGreaterThanOrEqual(10);
    expect(places.every((place) => place.position <= 10 && place.to_par !== null)).toBe(true);
    places.forEach((place, index) => {
      const previous = places[index - 1];
      if (!previous) return;
      expect(place.to_par!).toBeGreaterThanOrEqual(previous.to_par!);
      expect(place.position).toBe(place.to_par === previous.to_par ? previous.position : index + 1);
      const sharing = places.filter((other) => other.to_par === place.to_par).length;
      if (place.position < 10) expect(place.tied).toBe(sharing > 1);
    });
    expect(new Set(places.map((place) => place.name)).size).toBe(places.length);
    expect(row.score_text.startsWith(`1. ${ctx().winners[0]?.name} -`)).toBe(true);
  });
});

describe('the golf simulation leaderboard', () => {
  it('puts the settled winner alone on top for every seed, over the whole field', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const { ended, winners } = playTournament(seed);
      const board = (ended.result as { leaderboard: { key: string; position: number; tied: boolean }[] }).leaderboard;
      expect(board).toHaveLength(FIELD.length);
      expect(board[0]).toMatchObject({ key: winners[0]?.key, position: 1, tied: false });
      expect(board.filter((place) => place.position === 1)).toHaveLength(1);
    }
  });
});
