import { eventsResponseSchema } from '@sportsbook/protocol';
import type { EventsResponse } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { createSportsbook } from './server';
import type { Sportsbook } from './server';
import { testDatabaseTargets } from './storage/testing';
import { singleSlip } from './test-support/bet-client';
import type { TestDatabase } from './storage/testing';
import { createManualClock } from './trading/testing';

/*
 * The composed server serving early (decision 060, what `main.ts` does): the routes answer with
 * a real catalogue before the feed has caught up, and a bet is still checked against the
 * database's state in its transaction.
 */

const MINUTE = 60_000;
const START = Date.parse('2026-11-20T15:00:00Z');
type Event = EventsResponse['events'][number];

const config = () => ({
  ...readConfig({}),
  demoHistory: false,
  logLevel: 'silent' as const,
  webRoot: '/nonexistent',
});

/** The composed server on `handle` with the feed's clock at `at` and ticked by hand (demo players seeded). */
function sportsbookAt(handle: TestDatabase, at: number, serveEarly: boolean): Promise<Sportsbook> {
  return createSportsbook(config(), {
    handle,
    feedClock: createManualClock(at),
    feedTickMs: 0,
    serveEarly,
    env: { SEED_DEMO: '1' },
  });
}

async function listEvents(sportsbook: Sportsbook, query = ''): Promise<Event[]> {
  const response = await sportsbook.app.inject({ url: `/echo/v1/events?bookmaker=gb&lang=en${query}` });
  expect(response.statusCode).toBe(200);
  return eventsResponseSchema.parse(response.json()).events;
}

async function logIn(sportsbook: Sportsbook, username: string) {
  const login = await sportsbook.accountApp.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: 'demo-pass-1', platform: 'web', device_name: 'test' },
  });
  expect(login.statusCode).toBe(200);
  return { jwt: login.json().access_token as string, bookmaker: 'gb' };
}

/** The calculate answer's ticket status for a 1-unit single on the event's first market's first outcome. */
async function calculateStatus(sportsbook: Sportsbook, headers: Record<string, string>, event: Event) {
  const market = event.markets[0]!;
  const outcome = market.outcomes[0]!;
  const selection = {
    event_id: event.id,
    market_id: market.id,
    outcome_id: outcome.id,
    odds: outcome.odds,
    type: market.type,
  };
  const calculate = await sportsbook.app.inject({
    method: 'POST',
    url: '/v1/betslip/calculate',
    headers,
    payload: singleSlip(selection, 100),
  });
  expect(calculate.statusCode).toBe(200);
  return calculate.json().tickets[0].status as string;
}

describe.each(testDatabaseTargets())('the sportsbook serving early on $name', (target) => {
  describe('on a first start', () => {
    let handle: TestDatabase;
    let sportsbook: Sportsbook;

    beforeAll(async () => {
      handle = await target.open();
      sportsbook = await sportsbookAt(handle, START, true);
    }, 120_000);
    afterAll(async () => {
      await sportsbook?.close();
      await handle?.close();
    });

    it('is ready with its first events written, and fills the book once it serves', async () => {
      expect((await sportsbook.app.inject({ url: '/health/ready' })).json()).toEqual({ status: 'ready' });
      const first = await listEvents(sportsbook);
      expect(first.filter((event) => event.is_live).length).toBeGreaterThanOrEqual(10);
      expect((await sportsbook.app.inject({ url: '/health/feed' })).json()).toMatchObject({ caught_up: false });
      sportsbook.serving();
      await sportsbook.feedCaughtUp();
      expect((await sportsbook.app.inject({ url: '/health/feed' })).json()).toMatchObject({ caught_up: true });
      const full = await listEvents(sportsbook);
      expect(full.filter((event) => !event.is_live).length).toBeGreaterThanOrEqual(150);
    });
  });

  describe('on a restart', () => {
    let handle: TestDatabase;
    let sportsbook: Sportsbook;
    let storedLive: number[];

    beforeAll(async () => {
      handle = await target.open();
      // The last run, started the usual way, stopped with its catalogue in the database.
      const last = await sportsbookAt(handle, START, false);
      storedLive = (await listEvents(last, '&live=1')).map((event) => event.id);
      await last.close();
      // Down for 20 minutes; the feed has not ticked when createSportsbook resolves.
      sportsbook = await sportsbookAt(handle, START + 20 * MINUTE, true);
    }, 120_000);
    afterAll(async () => {
      await sportsbook?.close();
      await handle?.close();
    });

    it('answers at once with the stored catalogue: in play shown suspended, bets on it refused, later pre-match taken', async () => {
      expect((await sportsbook.app.inject({ url: '/health/ready' })).json()).toEqual({ status: 'ready' });
      const live = await listEvents(sportsbook, '&live=1');
      expect(live.map((event) => event.id)).toEqual(storedLive);
      for (const event of live) {
        for (const market of event.markets) expect(market.is_suspended, `event ${event.id}`).toBe(true);
      }
      const headers = await logIn(sportsbook, 'demo-gb');
      expect(await calculateStatus(sportsbook, headers, live[0]!)).toBe('MARKET_SUSPENDED');
      const later = (await listEvents(sportsbook, '&sport=football&live=0')).find(
        (event) => Date.parse(event.starts_at) > START + 2 * 60 * MINUTE,
      );
      expect(later).toBeDefined();
      expect(await calculateStatus(sportsbook, headers, later!)).toBe('');
    });

    it('catches up once it serves: in-play markets reopen at the prices of now', async () => {
      sportsbook.serving();
      await sportsbook.feedCaughtUp();
      const live = await listEvents(sportsbook, '&live=1');
      expect(live.length).toBeGreaterThanOrEqual(10);
      expect(live.some((event) => event.markets.some((market) => !market.is_suspended))).toBe(true);
    });
  });
});
