// @vitest-environment node
import { eventsResponseSchema, marketsResponseSchema } from '@sportsbook/protocol';
import { WebSocket as NodeWebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeForWire, startTestRealtimeServer } from '../../test/realtime-server';
import type { TestRealtimeServer } from '../../test/realtime-server';
import { useSiteStore } from '../../stores/site-store';
import { ApiError } from '../http';
import { paramsToQuery } from './http-twins';
import { setSocketClientForTests, socketRequest, socketUrl, subscribeChannel } from './index';
import { SocketClient } from './socket-client';
import type { WebSocketConstructor } from './socket-client';

const WebSocketImpl = NodeWebSocket as unknown as WebSocketConstructor;
const LISTING = { competitions: [], default_market_type: '1x2', market_filters: [], events: [] };

let server: TestRealtimeServer;
let warn: ReturnType<typeof vi.spyOn>;

function useClient(options: { requestTimeoutMs?: number; connect?: boolean } = {}): SocketClient {
  const client = new SocketClient({
    url: () => server.wsUrl,
    WebSocketImpl,
    requestTimeoutMs: options.requestTimeoutMs ?? 2_000,
    log: () => {},
  });
  setSocketClientForTests(client);
  return client;
}

beforeEach(async () => {
  server = await startTestRealtimeServer();
  const { config } = useSiteStore.getState();
  useSiteStore.setState({ config: { ...config, bookmaker: 'gb', sportsApi: server.origin }, language: 'de' });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  setSocketClientForTests(null);
  warn.mockRestore();
  await server.stop();
});

describe('socketRequest', () => {
  it('asks over the open socket with the country bookmaker and the site language', async () => {
    server.onRequest = (frame) => ({ id: frame.id, type: frame.type, data: encodeForWire(LISTING) });
    const client = useClient();
    client.connect();
    await client.whenOpen(2_000);
    expect(await socketRequest('events', { live: 1 }, eventsResponseSchema)).toEqual(LISTING);
    expect(server.frames[0]?.frame).toMatchObject({ type: 'events', bookmaker: 'gb', params: { lang: 'de', live: 1 } });
    expect(server.httpRequests).toEqual([]);
  });

  it('falls back to the HTTP twin when the socket does not answer in time', async () => {
    server.onRequest = () => undefined;
    server.onHttp = () => LISTING;
    const client = useClient({ requestTimeoutMs: 100 });
    client.connect();
    await client.whenOpen(2_000);
    expect(await socketRequest('events', { live: true, sport: 'football' }, eventsResponseSchema)).toEqual(LISTING);
    expect(server.httpRequests.map((request) => request.url)).toEqual([
      '/echo/v1/events?lang=de&live=1&sport=football',
    ]);
    expect(server.httpRequests[0]?.headers.bookmaker).toBe('gb');
    expect(warn).toHaveBeenCalledWith('WebSocket is not connected.', expect.stringContaining('No answer'));
  });

  it('waits 10 s for the open socket by default before asking the HTTP twin (spec 001 §9)', async () => {
    server.onRequest = () => undefined;
    server.onHttp = () => LISTING;
    const client = new SocketClient({ url: () => server.wsUrl, WebSocketImpl, log: () => {} });
    setSocketClientForTests(client);
    client.connect();
    await client.whenOpen(2_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // The open socket takes the request at once; its wait runs on the fake clock.
      const answer = socketRequest('events', { live: true }, eventsResponseSchema);
      await vi.advanceTimersByTimeAsync(9_990);
      expect(warn).not.toHaveBeenCalled();
      expect(server.httpRequests).toEqual([]);
      await vi.advanceTimersByTimeAsync(10);
      expect(warn).toHaveBeenCalledWith('WebSocket is not connected.', expect.stringContaining('10000 ms'));
      vi.useRealTimers();
      expect(await answer).toEqual(LISTING);
      expect(server.httpRequests.map((request) => request.url)).toEqual(['/echo/v1/events?lang=de&live=1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("logs 'WebSocket is not connected.' and uses HTTP at once while the socket is down", async () => {
    server.refuseUpgrades = true;
    server.onHttp = () => LISTING;
    const client = useClient();
    client.connect();
    await server.waitFor(() => client.getStatus() === 'reconnecting');
    expect(await socketRequest('events-simple', {}, eventsResponseSchema)).toEqual(LISTING);
    expect(server.httpRequests.map((request) => request.url)).toEqual(['/echo/v1/events-simple?lang=de']);
    expect(warn).toHaveBeenCalledWith('WebSocket is not connected.');
  });

  it('turns a refusal of the HTTP twin into an error with its code', async () => {
    server.refuseUpgrades = true;
    server.onHttp = () => ({ status: 0, message: 'SELECTION_NOT_FOUND', meta: { error: { event_id: 9 } } });
    const client = useClient();
    client.connect();
    await server.waitFor(() => client.getStatus() === 'reconnecting');
    const error = await socketRequest('markets', { event_id: 9 }, marketsResponseSchema).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'SELECTION_NOT_FOUND' });
  });

  it('passes a push on a subscribed channel to its handler', async () => {
    useClient();
    const pushes: unknown[] = [];
    const stop = subscribeChannel('gb_events', (payload) => pushes.push(payload));
    await server.waitFor(() => server.frames.length === 1);
    server.push('gb_events', { events: [] });
    await server.waitFor(() => pushes.length === 1);
    stop();
    expect(pushes).toEqual([{ events: [] }]);
  });
});

describe('the wire helpers', () => {
  it('points the socket at the sports origin, or the page origin when the API is the page', () => {
    expect(socketUrl('https://api.example.com/base', 'https://www.example.com')).toBe('wss://api.example.com/ws');
    expect(socketUrl('', 'http://localhost:8080')).toBe('ws://localhost:8080/ws');
  });

  it('writes find ids and flags as the HTTP query expects them', () => {
    expect(paramsToQuery({ ids: [{ outcome_id: 3, event_id: 1 }, 4], live: false, lang: 'en', gone: null })).toEqual({
      ids: '3,4',
      live: 0,
      lang: 'en',
    });
  });
});
