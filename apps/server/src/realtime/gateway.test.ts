import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_WS_CLIENT_FRAME_CHARS,
  wsClientFrameSchema,
  wsErrorFrameSchema,
  wsPushFrameSchema,
  wsResponseFrameSchema,
  type WsServerFrame,
} from '@sportsbook/protocol';
import { decodePayload } from './codec';
import { MAX_WS_FRAME_BYTES, type WebsocketGatewayOptions, type WsRequestContext } from './gateway';
import { TestClient, startTestGateway } from './ws-test-client';

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((started) => started.stop()));
});

async function startGateway(options: Partial<WebsocketGatewayOptions> = {}) {
  const started = await startTestGateway(options);
  running.push(started);
  return started;
}

function expectError(frame: WsServerFrame, code: string) {
  const error = wsErrorFrameSchema.parse(frame);
  expect(error.error.code).toBe(code);
  return error;
}

function decodeAnswer(frame: WsServerFrame): unknown {
  return decodePayload(wsResponseFrameSchema.parse(frame).data);
}

describe('websocket gateway', () => {
  it('answers a request with base64 gzip of the handler’s JSON and echoes its id and type', async () => {
    const { connect } = await startGateway();
    const client = await connect();
    client.send({ id: 'abc', type: 'events', bookmaker: 'gb', params: { sport: 'football', live: 1 } });
    const frame = wsResponseFrameSchema.parse(await client.next());
    expect(frame).toMatchObject({ id: 'abc', type: 'events' });
    const context: Partial<WsRequestContext> = { type: 'events', requestId: 'abc', bookmaker: 'gb' };
    expect(decodePayload(frame.data)).toEqual({
      params: { sport: 'football', live: 1 },
      context: { ...context, connectionId: expect.any(String) },
    });
  });

  it('pushes bus messages to a subscribed socket and stops after unsubscribe', async () => {
    const { bus, connect } = await startGateway();
    const client = await connect();
    client.send({ type: 'subscribe', channel: 'ie_event_42' });
    // Frames are read in order, so once this is answered the subscription is in place.
    await client.request('events');
    await bus.publish('ie_event_42', { outcomes: [{ id: 7, odds: 2.2 }] });
    const push = wsPushFrameSchema.parse(await client.next());
    expect(push.channel).toBe('ie_event_42');
    expect(decodePayload(push.data)).toEqual({ outcomes: [{ id: 7, odds: 2.2 }] });

    client.send({ type: 'unsubscribe', channel: 'ie_event_42' });
    await client.request('events');
    await bus.publish('ie_event_42', { outcomes: [] });
    expect(decodeAnswer(await client.request('events'))).toBeTruthy();
    expect(client.pending()).toBe(0);
  });

  it('answers a failing handler with SERVER_ERROR and keeps its details in the log, not on the wire', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const { connect } = await startGateway({ log });
    const client = await connect();
    const error = expectError(await client.request('markets', { event_id: 1 }), 'SERVER_ERROR');
    expect(error).toMatchObject({ id: 'r1', type: 'markets' });
    expect(error.error.message).not.toMatch(/database/);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ requestId: 'r1' }), 'websocket request failed');
  });

  it('passes a business refusal through with its catalogue code', async () => {
    const { connect } = await startGateway();
    const client = await connect();
    const error = expectError(await client.request('find', { ids: [9] }), 'SELECTION_NOT_FOUND');
    expect(error.error.message).toBe('This selection is no longer available.');
  });

  it('answers a known type with no handler yet with an error frame', async () => {
    const { connect } = await startGateway();
    const client = await connect();
    expectError(await client.request('events-simple'), 'SERVER_ERROR');
  });

  it.each([
    ['text that is not JSON', '{"id":', null],
    ['a JSON array', '[1,2]', null],
    ['a frame with no type', '{"id":"x"}', 'x'],
    ['an unknown type', '{"id":"x","type":"bet","bookmaker":"ie","params":{}}', 'x'],
    ['a request with no params', '{"id":"x","type":"events","bookmaker":"ie"}', 'x'],
    ['a subscription to a channel of the wrong shape', '{"type":"subscribe","channel":"ie_event_0"}', null],
  ])('answers %s with a VALIDATION_ERROR frame and stays open', async (_name, text, id) => {
    const { connect } = await startGateway();
    const client = await connect();
    client.send(text);
    const error = expectError(await client.next(), 'VALIDATION_ERROR');
    expect(error.id).toBe(id);
    expect(decodeAnswer(await client.request('events'))).toBeTruthy();
  });

  it('answers a frame over the size limit with an error frame and stays open', async () => {
    const { connect } = await startGateway();
    const client = await connect();
    const padding = 'x'.repeat(MAX_WS_CLIENT_FRAME_CHARS);
    client.send({ id: 'big', type: 'events', bookmaker: 'ie', params: { padding } });
    expect(expectError(await client.next(), 'VALIDATION_ERROR').error.message).toMatch(/limited to 16384/);
    expect(decodeAnswer(await client.request('events'))).toBeTruthy();
  });

  it('answers a binary frame with an error frame and stays open', async () => {
    const { connect } = await startGateway();
    const client = await connect();
    client.socket.send(Buffer.from('{"id":"1"}'), { binary: true });
    expectError(await client.next(), 'VALIDATION_ERROR');
    expect(decodeAnswer(await client.request('events'))).toBeTruthy();
  });

  it('closes with 1009 only for a frame too big to be worth reading', async () => {
    const { connect } = await startGateway();
    const client = await connect();
    const closed = client.closed();
    client.send('x'.repeat(MAX_WS_FRAME_BYTES + 1));
    expect(await closed).toBe(1009);
  });

  it('answers only error frames to arbitrary garbage and keeps serving', async () => {
    // 300 frames back to back: the frame-rate cap has tests of its own.
    const { connect } = await startGateway({ maxMessagesPerSecond: 1_000_000 });
    const client = await connect();
    const nearlyValid = fc
      .record(
        {
          id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
          type: fc.oneof(fc.constantFrom('events', 'markets', 'find', 'subscribe', 'unsubscribe', 'ping'), fc.string()),
          bookmaker: fc.oneof(fc.constantFrom('ie', ''), fc.integer()),
          params: fc.oneof(fc.jsonValue(), fc.constant([])),
          channel: fc.oneof(fc.constantFrom('ie_events', 'ie_event_01', 'ie event_1', '_events'), fc.string()),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value));
    const garbage = fc
      .oneof(
        fc.string(),
        fc.string({ unit: 'grapheme' }),
        fc.jsonValue().map((v) => JSON.stringify(v)),
        nearlyValid,
      )
      .filter((text) => !isValidClientFrame(text));
    await fc.assert(
      fc.asyncProperty(garbage, async (text) => {
        client.send(text);
        expect(wsErrorFrameSchema.safeParse(await client.next()).success).toBe(true);
        expect(client.pending()).toBe(0);
      }),
      { numRuns: 300 },
    );
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    expect(decodeAnswer(await client.request('events', { after: 'fuzz' }))).toMatchObject({
      params: { after: 'fuzz' },
    });
  });

  it('lets a connection swap channels within the per-connection limit', async () => {
    const { connect, gateway } = await startGateway({ maxSubscriptionsPerConnection: 2 });
    const client = await connect();
    client.send({ type: 'subscribe', channel: 'ie_event_1' });
    client.send({ type: 'subscribe', channel: 'ie_event_2' });
    client.send({ type: 'subscribe', channel: 'ie_event_2' });
    client.send({ type: 'unsubscribe', channel: 'ie_event_1' });
    client.send({ type: 'subscribe', channel: 'ie_event_3' });
    expect(decodeAnswer(await client.request('events'))).toBeTruthy();
    expect(gateway.stats().channels).toBe(2);
  });

  it('refuses requests past the in-flight limit with RATE_LIMITED', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowHandlers = new Map([['events', async () => gate.then(() => 'late')]] as const);
    const slow = await startGateway({ maxInFlightRequests: 1, handlers: slowHandlers });
    const client = await slow.connect();
    client.send({ id: 'first', type: 'events', bookmaker: 'ie', params: {} });
    client.send({ id: 'second', type: 'events', bookmaker: 'ie', params: {} });
    expect(expectError(await client.next(), 'RATE_LIMITED')).toMatchObject({ id: 'second' });
    release();
    expect(decodeAnswer(await client.next())).toBe('late');
  });

  it('shares one bus subscription among 200 sockets on a channel and delivers to all of them', async () => {
    const { bus, connect, gateway } = await startGateway({ maxConnectionsPerAddress: 200 });
    const subscribeOnBus = bus.subscribe.bind(bus);
    const released = vi.fn();
    const subscribe = vi.spyOn(bus, 'subscribe').mockImplementation((channel, handler) => {
      const unsubscribe = subscribeOnBus(channel, handler);
      return () => {
        released(channel);
        unsubscribe();
      };
    });
    const clients = await Promise.all(Array.from({ length: 200 }, () => connect()));
    await Promise.all(
      clients.map((client) => {
        client.send({ type: 'subscribe', channel: 'ie_events' });
        return client.request('events');
      }),
    );
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(gateway.stats()).toMatchObject({ connections: 200, channels: 1 });

    await bus.publish('ie_events', { events: [{ id: 1, is_live: true }] });
    const pushes = await Promise.all(clients.map((client) => client.next()));
    for (const push of pushes) {
      expect(decodePayload(wsPushFrameSchema.parse(push).data)).toEqual({ events: [{ id: 1, is_live: true }] });
    }
    await Promise.all(clients.map((client) => client.close()));
    await vi.waitFor(() => expect(gateway.stats().connections).toBe(0));
    expect(released).toHaveBeenCalledExactlyOnceWith('ie_events');
  });

  it('terminates a socket that stops answering pings and keeps one that answers', async () => {
    const { connect } = await startGateway({ heartbeatIntervalMs: 25 });
    const silent = await connect('/ws', { autoPong: false });
    const lively = await connect();
    expect(await silent.closed()).toBe(1006);
    expect(lively.socket.readyState).toBe(lively.socket.OPEN);
    expect(decodeAnswer(await lively.request('events'))).toBeTruthy();
  });

  it('refuses upgrades on other paths', async () => {
    const { connect } = await startGateway();
    await expect(connect('/elsewhere')).rejects.toThrow(/404/);
  });

  it('closes every socket with 1001 and releases the bus on close', async () => {
    const { bus, connect, gateway, url } = await startGateway();
    const subscribe = vi.spyOn(bus, 'subscribe');
    const clients = await Promise.all([connect(), connect()]);
    for (const client of clients) client.send({ type: 'subscribe', channel: 'ie_events' });
    await Promise.all(clients.map((client) => client.request('events')));
    const closed = Promise.all(clients.map((client) => client.closed()));
    await gateway.close();
    expect(await closed).toEqual([1001, 1001]);
    expect(gateway.stats()).toMatchObject({ connections: 0, channels: 0 });
    expect(subscribe).toHaveBeenCalledTimes(1);
    await expect(TestClient.connect(url)).rejects.toThrow(/503/);
  });
});

function isValidClientFrame(text: string): boolean {
  try {
    return text.length <= MAX_WS_CLIENT_FRAME_CHARS && wsClientFrameSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}
