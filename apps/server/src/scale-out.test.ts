import { Redis } from 'ioredis';
import { BUS_FEED_CHANGES_CHANNEL, playerEventSchema, wsPushFrameSchema } from '@sportsbook/protocol';
import type { PlayerEvent } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePayload } from './realtime/index';
import { TestClient } from './realtime/testing';
import { openDatabase } from './storage/index';
import type { DatabaseHandle } from './storage/index';
import { calculateTicket, logInDemo, singleSlip, submitTicket, upcomingSelections } from './test-support/bet-client';
import type { Bettor, Selection, SubmitAnswer } from './test-support/bet-client';
import { createFreshDatabase } from './test-support/fresh-database';
import type { FreshDatabase } from './test-support/fresh-database';
import { killRunningServers, startServer } from './test-support/server-process';
import type { RunningServer } from './test-support/server-process';

/*
 * Scale-out (decision 049): real server processes on one fresh PostgreSQL database and
 * one Redis, talked to over HTTP and websockets as a balancer would spread a player over them.
 * Runs only with TEST_DATABASE_URL and TEST_REDIS_URL (like the other PostgreSQL / Redis suites).
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const START_MS = 150_000;

/** One key for every instance: a token issued by one is checked by the others. */
const JWT_SECRET = 'scale-out-test-secret-0123456789abcdef0123456789abcdef';

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function leads(server: RunningServer): Promise<boolean | null> {
  return fetch(`${server.sports}/health/feed`).then(
    async (response) => ((await response.json()) as { leader: boolean }).leader,
    () => null,
  );
}

async function feedRole(server: RunningServer): Promise<{ leader: boolean; elected: boolean } | null> {
  return fetch(`${server.sports}/health/feed`).then(
    async (response) => (await response.json()) as { leader: boolean; elected: boolean },
    () => null,
  );
}

async function balanceMinor(server: RunningServer, bettor: Bettor): Promise<number> {
  const response = await fetch(`${server.sports}/player/details`, { headers: { jwt: bettor.token } });
  const { data } = (await response.json()) as { data: { balance: number } };
  return Math.round(data.balance * 100);
}

function wsUrl(server: RunningServer, token?: string): string {
  return `${server.sports.replace('http', 'ws')}/ws${token ? `?jwt=${encodeURIComponent(token)}` : ''}`;
}

/** Collects the player events a socket is pushed, in order. */
function playerEvents(client: TestClient): PlayerEvent[] {
  const events: PlayerEvent[] = [];
  client.socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { channel?: string };
    if (frame.channel !== 'gb_player') return;
    events.push(playerEventSchema.parse(decodePayload(wsPushFrameSchema.parse(frame).data)));
  });
  return events;
}

describe.skipIf(!databaseUrl || !redisUrl)('several instances on one PostgreSQL and one Redis', () => {
  let database: FreshDatabase;
  let handle: DatabaseHandle;
  let redis: Redis;
  let a: RunningServer;
  let b: RunningServer;
  let bettor: Bettor;
  let selections: Selection[];
  const accepted: { uuid: string; ticket: Record<string, unknown>; betId: number }[] = [];
  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl!,
    JWT_SECRET,
    FEED_SEED: 'scale-out',
    ...extra,
  });

  beforeAll(
    async () => {
      database = await createFreshDatabase(databaseUrl!, 'scaleout');
      // The first instance alone migrates and seeds, as `npm run cluster` starts them.
      a = await startServer(env(), { startTimeoutMs: START_MS });
      // B holds a live bet for 2.5 s, so the drain below has a request in flight to finish.
      b = await startServer(env({ BET_IN_PLAY_DELAY_MS: '2500', DRAIN_DELAY_MS: '3000' }), {
        startTimeoutMs: START_MS,
      });
      handle = await openDatabase({ databaseUrl: database.url, maxConnections: 2 });
      redis = new Redis(redisUrl!);
      bettor = { bookmaker: 'gb', token: await logInDemo(a.account, 'demo-gb', 'scale-out') };
      selections = await upcomingSelections(a.sports, { minOdds: 1.5, limit: 5 });
    },
    2 * START_MS + 30_000,
  );

  afterAll(async () => {
    await killRunningServers();
    await handle?.close();
    redis?.disconnect();
    await database?.drop();
  });

  it('elects one feed leader for the two', async () => {
    await poll(
      async () => [await leads(a), await leads(b)],
      (roles) => roles.filter(Boolean).length === 1,
      15_000,
    );
    expect(await leads(a)).toBe(true);
  });

  it('sends each events push once to a socket on the follower (only the leader turns feed changes into pushes)', async () => {
    const socket = await TestClient.connect(wsUrl(b));
    const pushes: string[] = [];
    socket.socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { channel?: string; data?: string };
      if (frame.channel === 'gb_events') pushes.push(JSON.stringify(decodePayload(frame.data!)));
    });
    socket.send({ type: 'subscribe', channel: 'gb_events' });
    await poll(
      async () => pushes.length,
      (count) => count >= 4,
      60_000,
    );
    await socket.close();
    const repeated = pushes.filter((push, i) => i > 0 && push === pushes[i - 1]).length;
    expect({ pushes: pushes.length, repeated }).toEqual({ pushes: pushes.length, repeated: 0 });
  }, 90_000);

  it('accepts exactly 10 of 30 submits split over both instances (28 of them racing) on a balance that covers 10', async () => {
    expect(selections.length).toBeGreaterThan(0);
    // The player follows their channel on A while bets land on both.
    const socket = await TestClient.connect(wsUrl(a, bettor.token));
    const events = playerEvents(socket);
    socket.send({ type: 'subscribe', channel: 'gb_player' });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const balance = await balanceMinor(a, bettor);
    const stake = Math.floor(balance / 10);
    expect(stake * 11).toBeGreaterThan(balance);
    const servers = [a, b];
    const tickets = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        calculateTicket(servers[i % 2]!.sports, bettor, singleSlip(selections[i % selections.length]!, stake)),
      ),
    );
    // One bet on each instance first, so that both surely took some of the 10 (under load the
    // first instance to answer can otherwise win every race); the other 28 race for the last 8.
    const answers: SubmitAnswer[] = [
      await submitTicket(a.sports, bettor, tickets[0]!),
      await submitTicket(b.sports, bettor, tickets[1]!),
    ];
    answers.push(
      ...(await Promise.all(
        tickets.slice(2).map((ticket, i) => submitTicket(servers[(i + 2) % 2]!.sports, bettor, ticket)),
      )),
    );
    expect([answers[0]!.status, answers[1]!.status]).toEqual([1, 1]);
    const won = answers.flatMap((answer, i) =>
      answer.status === 1 ? [{ uuid: String(tickets[i]!.uuid), ticket: tickets[i]!, betId: answer.bet!.id }] : [],
    );
    accepted.push(...won);
    expect(won).toHaveLength(10);
    expect(await balanceMinor(b, bettor)).toBe(balance - 10 * stake);
    const [{ count }] = (await handle.execute<{ count: number }>(
      `SELECT count(*)::int AS count FROM ledger_entries WHERE kind = 'stake'`,
    )) as [{ count: number }];
    expect(count).toBe(10);

    // The player channel spans instances: every bet, wherever placed, reached the socket on A.
    await poll(
      async () => events.filter((event) => event.type === 'bet_placed').length,
      (placed) => placed >= 10,
      10_000,
    );
    const placedIds = events.flatMap((event) => (event.type === 'bet_placed' ? [event.bet_id] : []));
    expect(placedIds.sort((x, y) => x - y)).toEqual(won.map((bet) => bet.betId).sort((x, y) => x - y));
    await socket.close();
  }, 60_000);

  it('answers a ticket resubmitted on the other instance with its first bet, moving no money again', async () => {
    for (const [i, bet] of accepted.slice(0, 4).entries()) {
      const other = i % 2 === 0 ? b : a;
      expect(await submitTicket(other.sports, bettor, bet.ticket)).toMatchObject({ status: 1, bet: { id: bet.betId } });
    }
    const rows = await handle.execute<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'stake' GROUP BY reference HAVING count(*) > 1`,
    );
    expect(rows).toEqual([]);
  });

  it('settles each bet exactly once when both instances run settlement at the same moment', async () => {
    const legs = await handle.execute<{ outcome_id: string; event_id: string }>(
      `SELECT DISTINCT outcome_id::text, g.event_id::text FROM bet_legs g JOIN bets b ON b.id = g.bet_id WHERE b.status = 'open'`,
    );
    const outcomeIds = [...new Set(legs.map((row) => Number(row.outcome_id)))];
    const ended = [...new Set(legs.map((row) => Number(row.event_id)))];
    // As the feed would: the outcomes are decided, then the feed announces the events it ended on the bus.
    await handle.execute(`UPDATE outcomes SET result = 'won' WHERE id IN (${outcomeIds.join(',')})`);
    await redis.publish(BUS_FEED_CHANGES_CHANNEL, JSON.stringify({ added: [], updated: [], ended }));
    const settled = await poll(
      async () =>
        (await handle.execute<{ n: number }>(`SELECT count(*)::int AS n FROM bets WHERE status = 'won'`))[0]!.n,
      (n) => n === 10,
      20_000,
    );
    expect(settled).toBe(10);
    const [ledger] = await handle.execute<{ credits: number; refs: number; messages: number }>(`
      SELECT (SELECT count(*) FROM ledger_entries WHERE kind = 'winnings')::int AS credits,
             (SELECT count(DISTINCT reference) FROM ledger_entries WHERE kind = 'winnings')::int AS refs,
             (SELECT count(*) FROM player_messages WHERE kind = 'bet_settled')::int AS messages`);
    expect(ledger).toEqual({ credits: 10, refs: 10, messages: 10 });
    const [wallet] = await handle.execute<{ balance: string; sum: string }>(`
      SELECT w.balance::text, (SELECT sum(amount) FROM ledger_entries l WHERE l.player_id = w.player_id)::text AS sum
      FROM wallets w JOIN players p ON p.id = w.player_id WHERE p.username = 'demo-gb'`);
    expect(wallet!.balance).toBe(wallet!.sum);
    for (const server of [a, b]) expect(server.output()).not.toMatch(/settlement failed|\[settlement\]/);
  }, 30_000);

  it('hands the feed over within 10 s when the leader is killed, and a reconnected socket gets a fresh snapshot and prices again', async () => {
    const socket = await TestClient.connect(wsUrl(a));
    const closed = socket.closed();
    const killedAt = Date.now();
    a.child.kill('SIGKILL');
    expect(await closed).toBe(1006);
    // Elected: B holds the lock. Leading: B's feed has resumed from the database and ticks.
    await poll(
      () => feedRole(b),
      (role) => role?.elected === true,
      10_000,
    );
    const electedMs = Date.now() - killedAt;
    const clock = async () =>
      (await handle.execute<{ t: string }>(`SELECT sim_time::text AS t FROM feed_clock`))[0]?.t ?? '';
    const before = await clock();
    // Resuming reads the whole book; on a loaded 2-core machine that alone can take tens of seconds.
    await poll(clock, (now) => now !== before, 90_000);
    const ticksMs = Date.now() - killedAt;
    expect(electedMs).toBeLessThan(10_000);
    // The first tick may commit while `start` is still returning: leading follows at once.
    await poll(
      () => leads(b),
      (leading) => leading === true,
      60_000,
    );
    console.log(
      `[scale-out] kill -9 of the feed leader: another instance elected after ${electedMs} ms, ` +
        `its feed ticking after ${ticksMs} ms`,
    );

    const again = await TestClient.connect(wsUrl(b));
    again.send({ type: 'subscribe', channel: 'gb_events' });
    again.send({ id: 'snapshot', type: 'events', bookmaker: 'gb', params: { live: true } });
    let snapshot: { id?: string; data?: string } = {};
    while (snapshot.id !== 'snapshot') snapshot = (await again.next(10_000)) as typeof snapshot;
    const { events } = decodePayload(snapshot.data!) as { events: unknown[] };
    expect(events.length).toBeGreaterThan(0);
    let push: { channel?: string } = {};
    while (push.channel !== 'gb_events') push = (await again.next(20_000)) as { channel?: string };
    await again.close();
  }, 150_000);

  it('drains on SIGTERM: readiness 503, the bet in flight answered, sockets told to go (1001), exit 0', async () => {
    const live = await fetch(`${b.sports}/echo/v1/events?bookmaker=gb&lang=en&live=1`).then(
      async (response) =>
        (
          (await response.json()) as {
            events: {
              id: number;
              markets: {
                id: number;
                type: string;
                is_suspended: boolean;
                outcomes: { id: number; odds: number | null }[];
              }[];
            }[];
          }
        ).events,
    );
    const selection = live
      .flatMap((event) =>
        event.markets
          .filter((market) => !market.is_suspended)
          .flatMap((market) =>
            market.outcomes
              .filter((outcome) => (outcome.odds ?? 0) > 1.01)
              .map((outcome) => ({
                event_id: event.id,
                market_id: market.id,
                outcome_id: outcome.id,
                odds: outcome.odds!,
                type: market.type,
              })),
          ),
      )
      .at(0);
    expect(selection).toBeDefined();
    const socket = await TestClient.connect(wsUrl(b));
    const closed = socket.closed();
    const ticket = await calculateTicket(b.sports, bettor, singleSlip(selection!, 100));
    const started = Date.now();
    const answer = submitTicket(b.sports, bettor, ticket);
    // The submit is in B's 2.5 s in-play delay when the signal comes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    b.child.kill('SIGTERM');
    // Readiness, sampled until the instance stops answering: it must say 503 before it goes.
    const seen: number[] = [];
    const sampling = (async () => {
      for (;;) {
        const status = await fetch(`${b.sports}/health/ready`).then(
          (response) => response.status,
          () => -1,
        );
        seen.push(status);
        if (status === -1) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const answered = await answer;
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_400);
    // Answered, not cut: accepted, or refused because the live price moved during the delay.
    expect([0, 1]).toContain(answered.status);
    expect(await closed).toBe(1001);
    expect(await b.exited).toEqual({ code: 0, signal: null });
    await sampling;
    expect(seen).toContain(503);
  }, 60_000);
});
