import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { ProtocolParseError, selectionsCurrentResponseSchema } from '@sportsbook/protocol';
import type { WsRequestType } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachWebsocketGateway, createInProcessBus, decodePayload, WsRequestError } from '../realtime';
import type { WsRequestContext } from '../realtime';
import { TestClient } from '../realtime/testing';
import { testDatabaseTargets } from '../storage/testing';
import { startCatalogTestApp } from './test-app';
import type { CatalogTestApp } from './test-app';
import { createCatalogWsHandlers, paramsAsQuery } from './ws-handlers';

const context = (type: WsRequestType): WsRequestContext => ({
  type,
  requestId: 'r1',
  bookmaker: 'ie',
  connectionId: 'c1',
});

describe('paramsAsQuery', () => {
  it('writes numbers as text and booleans as 1 or 0, drops nulls and fills in the frame bookmaker', () => {
    expect(paramsAsQuery({ event_id: 12, live: true, sport: 'tennis', lang: null }, { bookmaker: 'gb' })).toEqual({
      event_id: '12',
      live: '1',
      sport: 'tennis',
      bookmaker: 'gb',
    });
    expect(paramsAsQuery({ bookmaker: 'ie', ids: [1, 2] }, { bookmaker: 'gb' })).toEqual({
      bookmaker: 'ie',
      ids: [1, 2],
    });
  });
});

describe.each(testDatabaseTargets())('catalogue websocket twins on $name', (target) => {
  let ctx: CatalogTestApp;
  let handlers: ReturnType<typeof createCatalogWsHandlers>;
  beforeAll(async () => {
    ctx = await startCatalogTestApp(target);
    handlers = createCatalogWsHandlers(ctx.service);
  }, 60_000);
  afterAll(() => ctx?.close());

  async function http(url: string): Promise<unknown> {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  async function ws(type: WsRequestType, params: Record<string, unknown>): Promise<unknown> {
    const handler = handlers.get(type);
    if (!handler) throw new Error(`no ${type} handler`);
    // Through JSON, as the gateway sends it.
    return JSON.parse(JSON.stringify(await handler(params, context(type))));
  }

  it.each([
    ['events', '/echo/v1/events', {}],
    ['events', '/echo/v1/events?sport=fussball&lang=de', { sport: 'fussball', lang: 'de' }],
    ['events', '/echo/v1/events?live=1', { live: 1 }],
    ['events', '/echo/v1/events?live=1', { live: true }],
    ['events', '/echo/v1/events?key=total_goals&date=2030-05-01', { key: 'total_goals', date: '2030-05-01' }],
    ['events-simple', '/echo/v1/events-simple?sport=e-sports', { sport: 'e-sports' }],
    ['events-simple', '/echo/v1/events-simple?competition=la-liga&lang=es', { competition: 'la-liga', lang: 'es' }],
  ] as const)('answers %s like %s', async (type, url, params) => {
    expect(await ws(type, params)).toEqual(await http(url));
  });

  it('answers markets like /echo/v1/markets, with the event id as number or text', async () => {
    const id = ctx.fixture.events.race;
    const expected = await http(`/echo/v1/markets?event_id=${id}&lang=fr`);
    expect(await ws('markets', { event_id: id, lang: 'fr' })).toEqual(expected);
    expect(await ws('markets', { event_id: String(id), lang: 'fr' })).toEqual(expected);
  });

  it('answers find with [{outcome_id, event_id}] like /echo/v1/selections/current', async () => {
    const { arsenal, desertCrown } = ctx.fixture.outcomes;
    const { liveFootball, race } = ctx.fixture.events;
    const expected = await http(`/echo/v1/selections/current?ids=${desertCrown},${arsenal}&lang=de`);
    expect(selectionsCurrentResponseSchema.parse(expected).selections).toHaveLength(2);
    const ids = [
      { outcome_id: desertCrown, event_id: race },
      { outcome_id: arsenal, event_id: liveFootball },
    ];
    expect(await ws('find', { ids, lang: 'de', bookmaker: 'ie' })).toEqual(expected);
    expect(await ws('find', { ids: [desertCrown, arsenal], lang: 'de' })).toEqual(expected);
    expect(await ws('find', { ids: `${desertCrown},${arsenal}`, lang: 'de' })).toEqual(expected);
  });

  it('refuses an unknown event with SELECTION_NOT_FOUND', async () => {
    await expect(ws('markets', { event_id: 987654321 })).rejects.toMatchObject({
      name: 'WsRequestError',
      code: 'SELECTION_NOT_FOUND',
    });
  });

  it('refuses malformed params with a readable ProtocolParseError', async () => {
    await expect(ws('events', { live: 'yes' })).rejects.toThrow(/live/);
    await expect(ws('find', { ids: [] })).rejects.toBeInstanceOf(ProtocolParseError);
    await expect(ws('markets', { event_id: -1 })).rejects.toBeInstanceOf(ProtocolParseError);
  });

  it('answers any params with data or a catalogue refusal, never another error', async () => {
    const types: WsRequestType[] = ['events', 'events-simple', 'markets', 'find'];
    const keyArbitrary = fc.constantFrom(
      'sport',
      'lang',
      'live',
      'date',
      'key',
      'competition',
      'region',
      'event_id',
      'ids',
      'bookmaker',
      'mode',
      'x',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...types),
        fc.dictionary(keyArbitrary, fc.jsonValue({ maxDepth: 2 })),
        async (type, params) => {
          try {
            await ws(type, params);
          } catch (error) {
            expect(error instanceof ProtocolParseError || error instanceof WsRequestError).toBe(true);
            expect((error as Error).message.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('serves the twins through a real websocket as base64 gzip of the same JSON', async () => {
    const bus = createInProcessBus();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const gateway = attachWebsocketGateway(ctx.app.server, { bus, handlers });
    const { port } = ctx.app.server.address() as AddressInfo;
    const client = await TestClient.connect(`ws://127.0.0.1:${port}/ws`);
    try {
      const answer = await client.request('events', { sport: 'football', live: 1 });
      expect(answer).toMatchObject({ type: 'events' });
      const data = 'data' in answer ? decodePayload(String(answer.data)) : null;
      expect(data).toEqual(await http('/echo/v1/events?sport=football&live=1'));
      const refusal = await client.request('markets', { event_id: 987654321 });
      expect(refusal).toMatchObject({ error: { code: 'SELECTION_NOT_FOUND' } });
    } finally {
      await client.close();
      await gateway.close();
      await bus.close();
    }
  });
});
