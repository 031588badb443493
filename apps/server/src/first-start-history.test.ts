import { COUNTRY_CODES } from '@sportsbook/betting';
import { myBetsResponseSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEPOSIT, demoUsername } from './accounts/index';
import { readConfig } from './config';
import { createSportsbook } from './server';
import type { Sportsbook } from './server';
import { testDatabaseTargets } from './storage/testing';
import type { TestDatabase } from './storage/testing';
import { createManualClock } from './trading/testing';
import { HISTORY_DAYS, HISTORY_STREAM_PREFIX } from './trading/testing';

/*
 * A first start that looks like a living book (decision 108): `npm start` on an empty database
 * serves early, then writes the last days' results and the demo players' bets through the bet
 * path and the settlement; a restart writes none of it again.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const START = Date.parse('2026-11-20T15:00:00Z');

const config = () => ({ ...readConfig({}), demoHistory: true, logLevel: 'silent' as const, webRoot: '/nonexistent' });

/** What `main.ts` does on `handle` with the feed's clock at `at`: serve early, then catch up. */
async function startAt(handle: TestDatabase, at: number): Promise<Sportsbook> {
  return createSportsbook(config(), {
    handle,
    feedClock: createManualClock(at),
    feedTickMs: 0,
    serveEarly: true,
    env: { SEED_DEMO: '1', BET_IN_PLAY_DELAY_MS: '0' },
  });
}

async function feedHealth(sportsbook: Sportsbook) {
  return (await sportsbook.app.inject({ url: '/health/feed' })).json() as Record<string, unknown>;
}

async function jwtOf(sportsbook: Sportsbook, username: string): Promise<string> {
  const login = await sportsbook.accountApp.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: 'demo-pass-1', platform: 'web', device_name: 'test' },
  });
  expect(login.statusCode).toBe(200);
  return login.json().access_token as string;
}

async function getJson(sportsbook: Sportsbook, url: string, jwt?: string) {
  const response = await sportsbook.app.inject({ url, headers: jwt ? { jwt, bookmaker: 'gb' } : {} });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

async function countRows(handle: TestDatabase, query: string): Promise<number> {
  const [row] = await handle.execute<{ n: string | number }>(query);
  return Number(row?.n ?? 0);
}

describe.each(testDatabaseTargets())('a first start with its history on $name', (target) => {
  let handle: TestDatabase;
  let sportsbook: Sportsbook;
  let partialBeforeServing: Record<string, unknown>;

  beforeAll(async () => {
    handle = await target.open();
    sportsbook = await startAt(handle, START);
    partialBeforeServing = await feedHealth(sportsbook);
    sportsbook.serving();
    await sportsbook.feedCaughtUp();
  }, 180_000);
  afterAll(async () => {
    await sportsbook?.close();
    await handle?.close();
  });

  it('says the schedule is partial while it holds the first hour, complete once written, beside the old fields', async () => {
    expect(partialBeforeServing).toEqual({
      status: 'ok',
      leader: true,
      elected: true,
      caught_up: false,
      schedule: 'partial',
    });
    expect(await feedHealth(sportsbook)).toEqual({
      status: 'ok',
      leader: true,
      elected: true,
      caught_up: true,
      schedule: 'complete',
    });
  });

  it('shows the results of the past days for every kind of sport at once', async () => {
    const answer = await getJson(sportsbook, '/v1/results?lang=en&page=1&page_size=50');
    expect(answer.total).toBeGreaterThanOrEqual(100);
    const sports = (answer.sports as { slug: string }[]).map((sport) => sport.slug);
    for (const slug of ['football', 'tennis', 'basketball', 'horse-racing', 'greyhounds']) {
      expect(sports, slug).toContain(slug);
    }
    const starts = (answer.results as { starts_at: string }[]).map((row) => Date.parse(row.starts_at));
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(START - HISTORY_DAYS * DAY);
    expect(Math.max(...starts)).toBeLessThan(START);
    // Results are what the feed wrote: every market of an ended history event is resolved, none left open.
    expect(
      await countRows(
        handle,
        `SELECT count(*) AS n FROM markets m JOIN feed_events f ON f.event_id = m.event_id
         WHERE f.stream LIKE '${HISTORY_STREAM_PREFIX}%' AND f.ended AND m.status <> 'resolved'`,
      ),
    ).toBe(0);
  });

  it('gives every demo player settled and open bets in My Bets, with a ledger that adds up', async () => {
    for (const country of COUNTRY_CODES) {
      const username = demoUsername(country);
      const jwt = await jwtOf(sportsbook, username);
      const settled = myBetsResponseSchema.parse(await getJson(sportsbook, '/v1/bets?status=settled', jwt)).bets;
      const open = myBetsResponseSchema.parse(await getJson(sportsbook, '/v1/bets?status=open', jwt)).bets;
      expect(settled.length, `${username} settled`).toBeGreaterThanOrEqual(2);
      expect(open.length, `${username} open`).toBeGreaterThanOrEqual(1);
      // Open pre-match bets can be cashed out at once.
      expect(
        open.some((bet) => bet.cashout?.available),
        `${username} cash out`,
      ).toBe(true);
      const [money] = await handle.execute<{
        balance: string;
        ledger: string;
        stakes: string;
        payouts: string;
        taxes: string;
      }>(
        `SELECT w.balance,
           (SELECT sum(amount) FROM ledger_entries l WHERE l.player_id = w.player_id) AS ledger,
           (SELECT sum(cash_stake) FROM bets b WHERE b.player_id = w.player_id) AS stakes,
           (SELECT coalesce(sum(payout), 0) FROM bets b WHERE b.player_id = w.player_id) AS payouts,
           (SELECT coalesce(sum(tax), 0) FROM bets b WHERE b.player_id = w.player_id AND b.status <> 'open') AS taxes
         FROM wallets w JOIN players p ON p.id = w.player_id WHERE p.username = '${username}'`,
      );
      expect(Number(money?.ledger), username).toBe(Number(money?.balance));
      expect(Number(money?.balance), username).toBe(
        DEMO_DEPOSIT - Number(money?.stakes) + Number(money?.payouts) - Number(money?.taxes),
      );
      // Every settled bet told its player in the Inbox.
      const inbox = await getJson(sportsbook, '/v1/inbox/unread', jwt);
      expect(inbox.unread, `${username} inbox`).toBeGreaterThanOrEqual(settled.length);
    }
  });

  it('writes nothing of it again on a restart', async () => {
    const count = () =>
      Promise.all([
        countRows(handle, `SELECT count(*) AS n FROM feed_events WHERE stream LIKE '${HISTORY_STREAM_PREFIX}%'`),
        countRows(handle, 'SELECT count(*) AS n FROM bets'),
        countRows(handle, 'SELECT count(*) AS n FROM ledger_entries'),
      ]);
    const before = await count();
    await sportsbook.close();
    sportsbook = await startAt(handle, START + 10 * MINUTE);
    sportsbook.serving();
    await sportsbook.feedCaughtUp();
    expect(await count()).toEqual(before);
  });
});
