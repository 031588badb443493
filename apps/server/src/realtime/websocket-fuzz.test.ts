import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MAX_WS_CLIENT_FRAME_CHARS,
  wsErrorFrameSchema,
  wsResponseFrameSchema,
  type WsServerFrame,
} from '@sportsbook/protocol';
import { readConfig } from '../config';
import { createSportsbook, type Sportsbook } from '../server';
import type { DatabaseHandle } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import { createManualClock } from '../trading/testing';
import { MAX_WS_FRAME_BYTES } from './gateway';
import { TestClient } from './ws-test-client';

/** Rows of every table of the schema, so a test can show that nothing was written. */
async function countRows(handle: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await handle.execute<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await handle.execute<{ n: string | number }>(`SELECT count(*) AS n FROM "${name}"`);
    counts[name] = Number(row?.n);
  }
  return counts;
}

/** Frames a careless or hostile client might send: mostly near-misses of the protocol. */
function hostileFrame(eventId: number): fc.Arbitrary<string | Uint8Array> {
  const bookmaker = fc.oneof(
    fc.constantFrom('ie', 'GB', 'Mx', 'zz', '', 'gb ', '__proto__'),
    fc.string({ maxLength: 12 }),
    fc.integer(),
  );
  const channel = fc.oneof(
    fc.constantFrom('ie_events', 'GB_events', `gb_event_${eventId}`, 'zz_events', 'gb_player', 'ie_event_0', '_events'),
    fc
      .tuple(fc.stringMatching(/^[A-Za-z0-9-]{1,8}$/), fc.constantFrom('events', 'player', 'event_7', 'event_1e3'))
      .map(([bm, rest]) => `${bm}_${rest}`),
    fc.string(),
  );
  const paramValue = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(eventId, String(eventId), -1, 0, 1e308, '1,2,3', 'NaN', '2030-02-30', 'football', 'zz'),
  );
  const params = fc.oneof(
    fc.dictionary(
      fc.constantFrom('sport', 'live', 'event_id', 'ids', 'lang', 'date', 'key', 'competition', 'bookmaker', 'x'),
      paramValue,
      { maxKeys: 4 },
    ),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const nearlyValid = fc
    .record(
      {
        id: fc.oneof(fc.string({ minLength: 1, maxLength: 8 }), fc.integer(), fc.constant(null)),
        type: fc.oneof(
          fc.constantFrom('events', 'markets', 'events-simple', 'find', 'subscribe', 'unsubscribe', 'auth', 'bet'),
          fc.string({ maxLength: 10 }),
        ),
        bookmaker,
        params,
        channel,
        jwt: fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constant('eyJhbGciOiJIUzI1NiJ9.e30.x')),
      },
      { requiredKeys: ['type'] },
    )
    .map((value) => JSON.stringify(value));
  return fc.oneof(
    { arbitrary: nearlyValid, weight: 6 },
    { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 1 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }), weight: 1 },
    { arbitrary: fc.uint8Array({ maxLength: 64 }), weight: 1 },
    {
      arbitrary: fc
        .integer({ min: MAX_WS_CLIENT_FRAME_CHARS + 1, max: MAX_WS_FRAME_BYTES - 100 })
        .map((length) =>
          JSON.stringify({ id: 'big', type: 'events', bookmaker: 'ie', params: { pad: 'x'.repeat(length) } }),
        ),
      weight: 1,
    },
  );
}

describe.each(testDatabaseTargets())('websocket frames fuzzed against the composed server on $name', (target) => {
  let sportsbook: Sportsbook;
  let url: string;
  let eventId: number;

  beforeAll(async () => {
    const handle = await target.open();
    const config = { ...readConfig({}), logLevel: 'silent', webRoot: '/nonexistent' };
    // One socket takes every frame: the caps (tested in gateway-limits) would otherwise end it.
    const env = { SEED_DEMO: '1', WS_MAX_MESSAGES_PER_SECOND: '1000000', WS_MAX_SUBSCRIPTIONS: '1000000' };
    const clock = createManualClock(Date.parse('2026-11-20T15:00:00Z'));
    sportsbook = await createSportsbook(config, { handle, feedClock: clock, feedTickMs: 0, env });
    await sportsbook.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(sportsbook.app.server.address() as AddressInfo).port}/ws`;
    const [event] = await handle.execute<{ id: string | number }>('SELECT id FROM events ORDER BY id LIMIT 1');
    eventId = Number(event?.id);
  }, 120_000);
  afterAll(async () => {
    await sportsbook?.close();
    await sportsbook?.handle.close();
  });

  it('answers random frames with answers or error frames, never SERVER_ERROR, never a close, never a write', async () => {
    const before = await countRows(sportsbook.handle);
    const fuzzed = await TestClient.connect(url);
    const bystander = await TestClient.connect(url);
    const seen: WsServerFrame[] = [];
    let sentinel = 0;
    /** A cheap request after each frame: its answer shows everything before it was read. */
    async function drain(): Promise<void> {
      sentinel += 1;
      const id = `sentinel-${sentinel}`;
      fuzzed.send({ id, type: 'find', bookmaker: 'ie', params: { ids: '999999999' } });
      for (;;) {
        const frame = await fuzzed.next(10_000);
        if ('id' in frame && frame.id === id) return;
        seen.push(frame);
      }
    }
    await fc.assert(
      fc.asyncProperty(hostileFrame(eventId), async (frame) => {
        fuzzed.socket.send(frame, { binary: typeof frame !== 'string' });
        await drain();
        expect(fuzzed.socket.readyState).toBe(fuzzed.socket.OPEN);
      }),
      { numRuns: 150 },
    );
    const errors = seen.flatMap((frame) => {
      const error = wsErrorFrameSchema.safeParse(frame);
      return error.success ? [error.data.error] : [];
    });
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((error) => error.code === 'SERVER_ERROR')).toEqual([]);
    const answer = await bystander.request('events', { live: 1 }, 'gb');
    expect(wsResponseFrameSchema.safeParse(answer).success).toBe(true);
    expect((await sportsbook.app.inject({ url: '/health' })).statusCode).toBe(200);
    await Promise.all([fuzzed.close(), bystander.close()]);
    expect(await countRows(sportsbook.handle)).toEqual(before);
  }, 120_000);

  it('makes no bus subscription for an unknown bookmaker and one for GB_events and gb_events together', async () => {
    const subscribe = vi.spyOn(sportsbook.bus, 'subscribe');
    const [attacker, upper, lower] = await Promise.all([
      TestClient.connect(url),
      TestClient.connect(url),
      TestClient.connect(url),
    ]);
    for (const channel of ['zz_events', 'ZZ_event_1', 'xx_player', 'gbr_events']) {
      attacker.send({ id: channel, type: 'subscribe', channel });
      expect(wsErrorFrameSchema.parse(await attacker.next()).error.code).toBe('VALIDATION_ERROR');
    }
    expect(subscribe).not.toHaveBeenCalled();
    upper.send({ type: 'subscribe', channel: 'GB_events' });
    lower.send({ type: 'subscribe', channel: 'gb_events' });
    await Promise.all([upper.request('find', { ids: '999999999' }), lower.request('find', { ids: '999999999' })]);
    expect(subscribe).toHaveBeenCalledTimes(1);
    subscribe.mockRestore();
    await Promise.all([attacker.close(), upper.close(), lower.close()]);
  });

  it('closes only the socket of a frame too big to read (1009) and keeps serving the others', async () => {
    const before = await countRows(sportsbook.handle);
    const [huge, other] = await Promise.all([TestClient.connect(url), TestClient.connect(url)]);
    const closed = huge.closed();
    huge.send('x'.repeat(MAX_WS_FRAME_BYTES + 1));
    expect(await closed).toBe(1009);
    expect(wsResponseFrameSchema.safeParse(await other.request('events-simple', {}, 'ie')).success).toBe(true);
    await other.close();
    expect(await countRows(sportsbook.handle)).toEqual(before);
  }, 60_000);
});
