// @vitest-environment node
import { WebSocket as NodeWebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeForWire, startTestRealtimeServer } from '../../test/realtime-server';
import type { TestRealtimeServer } from '../../test/realtime-server';
import { calcBackoffDelay } from './backoff';
import { SocketClient, SocketNotConnectedError, SocketRequestError, SocketTimeoutError } from './socket-client';
import type { SocketClientOptions, WebSocketConstructor } from './socket-client';

// Node 20 has no global WebSocket: the client takes the `ws` package's constructor.
const WebSocketImpl = NodeWebSocket as unknown as WebSocketConstructor;

let server: TestRealtimeServer;
let client: SocketClient | null = null;

function connectClient(options: Partial<SocketClientOptions> = {}): SocketClient {
  client = new SocketClient({ url: () => server.wsUrl, WebSocketImpl, log: () => {}, ...options });
  client.connect();
  return client;
}

beforeEach(async () => {
  server = await startTestRealtimeServer();
  server.onRequest = (frame) => ({ id: frame.id, type: frame.type, data: encodeForWire({ echo: frame.params }) });
});

afterEach(async () => {
  client?.close();
  client = null;
  await server.stop();
});

describe('the websocket client', () => {
  it('answers a request with the decoded JSON of its response frame', async () => {
    const socket = connectClient();
    expect(await socket.whenOpen(2_000)).toBe(true);
    const answer = await socket.request('events', 'gb', { live: 1 });
    expect(answer).toEqual({ echo: { live: 1 } });
    expect(server.frames[0]?.frame).toMatchObject({ type: 'events', bookmaker: 'gb', params: { live: 1 } });
  });

  it('rejects a request the server refuses with an error frame, keeping its code', async () => {
    server.onRequest = (frame) => ({
      id: frame.id,
      type: frame.type,
      error: { code: 'SELECTION_NOT_FOUND', message: 'There is no event 9.' },
    });
    const socket = connectClient();
    await socket.whenOpen(2_000);
    const refusal = await socket.request('markets', 'gb', { event_id: 9 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SocketRequestError);
    expect(refusal).toMatchObject({ code: 'SELECTION_NOT_FOUND' });
  });

  it('gives up on a request the server leaves unanswered after the timeout', async () => {
    server.onRequest = () => undefined;
    const socket = connectClient({ requestTimeoutMs: 80 });
    await socket.whenOpen(2_000);
    await expect(socket.request('events', 'gb', {})).rejects.toBeInstanceOf(SocketTimeoutError);
  });

  it('refuses a request at once while the socket is not open', async () => {
    const socket = new SocketClient({ url: () => server.wsUrl, WebSocketImpl, log: () => {} });
    await expect(socket.request('events', 'gb', {})).rejects.toBeInstanceOf(SocketNotConnectedError);
  });

  it('delivers pushes in order to every handler of a channel, subscribing to it once', async () => {
    const socket = connectClient();
    const first: unknown[] = [];
    const second: unknown[] = [];
    socket.subscribe('gb_events', (payload) => first.push(payload));
    socket.subscribe('gb_events', (payload) => second.push(payload));
    await socket.whenOpen(2_000);
    await server.waitFor(() => server.frames.some(({ frame }) => frame.type === 'subscribe'));
    for (let index = 1; index <= 5; index += 1) server.push('gb_events', { events: [{ id: index }] });
    await server.waitFor(() => first.length === 5 && second.length === 5);
    expect(first.map((payload) => (payload as { events: { id: number }[] }).events[0]?.id)).toEqual([1, 2, 3, 4, 5]);
    expect(second).toEqual(first);
    expect(server.frames.filter(({ frame }) => frame.type === 'subscribe')).toHaveLength(1);
  });

  it('unsubscribes from the server when the last handler of a channel leaves', async () => {
    const socket = connectClient();
    const stopFirst = socket.subscribe('gb_event_7', () => {});
    const stopSecond = socket.subscribe('gb_event_7', () => {});
    await socket.whenOpen(2_000);
    stopFirst();
    stopSecond();
    await server.waitFor(() => server.frames.some(({ frame }) => frame.type === 'unsubscribe'));
    expect(server.frames.map(({ frame }) => frame)).toEqual([
      { type: 'subscribe', channel: 'gb_event_7' },
      { type: 'unsubscribe', channel: 'gb_event_7' },
    ]);
  });

  it('reconnects after the connection drops and subscribes its channels again', async () => {
    const statuses: string[] = [];
    const socket = connectClient({ backoff: { baseMs: 20, maxMs: 200 } });
    socket.onStatusChange((status) => statuses.push(status));
    const received: unknown[] = [];
    socket.subscribe('gb_events', (payload) => received.push(payload));
    await server.waitFor(() => server.frames.length === 1);
    server.dropAll();
    await server.waitFor(() => server.connections.length === 2 && socket.getStatus() === 'open');
    await server.waitFor(() => server.frames.filter(({ frame }) => frame.type === 'subscribe').length === 2);
    expect(server.frames.filter(({ connection }) => connection === 2).map(({ frame }) => frame)).toEqual([
      { type: 'subscribe', channel: 'gb_events' },
    ]);
    server.push('gb_events', { events: [] });
    await server.waitFor(() => received.length === 1);
    expect(statuses).toEqual(['open', 'reconnecting', 'open']);
  });

  it('announces a reopen after a drop, after the channels are subscribed again, but not the first open or a restart', async () => {
    const socket = connectClient({ backoff: { baseMs: 20, maxMs: 200 } });
    const reopened: string[] = [];
    socket.onReconnect(() => reopened.push(socket.getStatus()));
    socket.subscribe('gb_events', () => {});
    expect(await socket.whenOpen(2_000)).toBe(true);
    socket.restart();
    await server.waitFor(() => server.connections.length === 2 && socket.getStatus() === 'open');
    expect(reopened).toEqual([]);
    server.dropAll();
    await server.waitFor(() => reopened.length === 1);
    expect(reopened).toEqual(['open']);
    expect(server.connections).toHaveLength(3);
    // The channel was subscribed again on the new connection (frames sent before the announcement).
    await server.waitFor(() =>
      server.frames.some(({ connection, frame }) => connection === 3 && frame.type === 'subscribe'),
    );
  });

  it('keeps backing off when each connection drops as soon as it opens', async () => {
    const socket = connectClient({ backoff: { baseMs: 30, maxMs: 120 }, random: () => 1, stableAfterMs: 1_000 });
    const timer = setInterval(() => server.dropAll(), 2);
    try {
      await server.waitFor(() => server.connections.length >= 5, 5_000);
    } finally {
      clearInterval(timer);
      socket.close();
    }
    const gaps = server.connections.slice(1).map((at, index) => at - server.connections[index]!);
    expect(gaps[2]).toBeGreaterThanOrEqual(115);
  });

  it('fails requests in flight when the connection drops, so callers can fall back', async () => {
    server.onRequest = () => undefined;
    const socket = connectClient({ backoff: { baseMs: 20, maxMs: 200 } });
    await socket.whenOpen(2_000);
    const pending = socket.request('events', 'gb', {});
    await server.waitFor(() => server.frames.length === 1);
    server.dropAll();
    await expect(pending).rejects.toBeInstanceOf(SocketNotConnectedError);
  });

  it('waits longer after each refused attempt, up to the cap', async () => {
    server.refuseUpgrades = true;
    connectClient({ backoff: { baseMs: 40, maxMs: 160 }, random: () => 1 });
    await server.waitFor(() => server.upgradeAttempts.length >= 6, 5_000);
    const attempts = server.upgradeAttempts;
    const gaps = attempts.slice(1).map((at, index) => at - attempts[index]!);
    // random() = 1 gives the full delay: 40, 80, 160, then capped at 160.
    const expected = [40, 80, 160, 160, 160];
    gaps.slice(0, 5).forEach((gap, index) => {
      expect(gap).toBeGreaterThanOrEqual(expected[index]! - 5);
      expect(gap).toBeLessThan(expected[index]! + 150);
    });
  });
});

describe('calcBackoffDelay', () => {
  it('doubles from the base and never exceeds the cap, jitter included', () => {
    const options = { baseMs: 1_000, maxMs: 30_000 };
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => calcBackoffDelay(attempt, options, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(calcBackoffDelay(3, options, () => 0)).toBe(4_000);
    expect(calcBackoffDelay(50, options, () => 0.999)).toBeLessThanOrEqual(30_000);
  });
});
