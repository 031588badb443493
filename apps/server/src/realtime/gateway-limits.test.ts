import { afterEach, describe, expect, it, vi } from 'vitest';
import { wsErrorFrameSchema, wsPushFrameSchema, wsResponseFrameSchema, type WsServerFrame } from '@sportsbook/protocol';
import { KNOWN_BOOKMAKERS, readChannel } from './channel-names';
import { decodePayload } from './codec';
import { CLOSE_POLICY_VIOLATION, type WebsocketGatewayOptions } from './gateway';
import { DEFAULT_REALTIME_LIMITS, readRealtimeLimits } from './limits';
import { startTestGateway, type TestClient } from './ws-test-client';

const running: { stop(): Promise<void> }[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.terminate();
  await Promise.all(running.splice(0).map((started) => started.stop()));
});

/** A gateway whose bus subscriptions are counted, as Redis SUBSCRIBEs would be. */
async function startGateway(options: Partial<WebsocketGatewayOptions> = {}) {
  const started = await startTestGateway(options);
  running.push(started);
  const subscribe = vi.spyOn(started.bus, 'subscribe');
  const connect = async (...args: Parameters<typeof started.connect>) => {
    const client = await started.connect(...args);
    clients.push(client);
    return client;
  };
  return { ...started, connect, subscribe };
}

function expectError(frame: WsServerFrame, code: string) {
  const error = wsErrorFrameSchema.parse(frame);
  expect(error.error.code).toBe(code);
  return error;
}

async function expectServed(client: TestClient): Promise<void> {
  expect(wsResponseFrameSchema.safeParse(await client.request('events')).success).toBe(true);
}

describe('websocket channels of unknown bookmakers', () => {
  it.each(['zz_events', 'zz_event_5', 'zz_player', 'gbx_events', 'i-e_events'])(
    'refuses a subscription to %s with an error frame and makes no channel',
    async (channel) => {
      const { connect, gateway, subscribe } = await startGateway();
      const client = await connect();
      client.send({ id: 's1', type: 'subscribe', channel });
      const error = expectError(await client.next(), 'VALIDATION_ERROR');
      expect(error).toMatchObject({ id: 's1', type: 'subscribe' });
      expect(error.error.message).toMatch(/Unknown bookmaker/);
      expect(error.error.message).toContain(KNOWN_BOOKMAKERS.join(', '));
      await expectServed(client);
      expect(gateway.stats().channels).toBe(0);
      expect(subscribe).not.toHaveBeenCalled();
    },
  );

  it('reads bookmaker ids in any case as one channel, labelled in lower case', async () => {
    const { bus, connect, gateway, subscribe } = await startGateway();
    const upper = await connect();
    const lower = await connect();
    upper.send({ type: 'subscribe', channel: 'GB_events' });
    upper.send({ type: 'subscribe', channel: 'gB_events' });
    lower.send({ type: 'subscribe', channel: 'gb_events' });
    await Promise.all([expectServed(upper), expectServed(lower)]);
    expect(gateway.stats().channels).toBe(1);
    expect(subscribe).toHaveBeenCalledTimes(1);

    await bus.publish('gb_events', { events: [{ id: 3 }] });
    for (const client of [upper, lower]) {
      const push = wsPushFrameSchema.parse(await client.next());
      expect(push.channel).toBe('gb_events');
      expect(decodePayload(push.data)).toEqual({ events: [{ id: 3 }] });
    }
    // Pushed once although the upper-case socket subscribed twice.
    expect(upper.pending()).toBe(0);
    upper.send({ type: 'unsubscribe', channel: 'Gb_events' });
    lower.send({ type: 'unsubscribe', channel: 'GB_events' });
    await Promise.all([expectServed(upper), expectServed(lower)]);
    expect(gateway.stats().channels).toBe(0);
  });

  it('hands request handlers the bookmaker in lower case', async () => {
    const { connect } = await startGateway();
    const client = await connect();
    const answer = wsResponseFrameSchema.parse(await client.request('events', {}, 'GB'));
    expect(decodePayload(answer.data)).toMatchObject({ context: { bookmaker: 'gb' } });
  });

  it('reads a channel against the seven country bookmakers', () => {
    expect(KNOWN_BOOKMAKERS).toEqual(['ie', 'gb', 'ro', 'us', 'gr', 'mx', 'br']);
    expect(readChannel('MX_event_12')).toEqual({ known: true, channel: 'mx_event_12', bookmaker: 'mx' });
    expect(readChannel('Br_player')).toEqual({ known: true, channel: 'br_player', bookmaker: 'br' });
    expect(readChannel('fr_events')).toEqual({ known: false, bookmaker: 'fr' });
  });
});

describe('websocket caps', () => {
  it('tells the connection past the per-address cap why and closes it with 1008, keeping the others', async () => {
    const { connect, gateway } = await startGateway({ maxConnectionsPerAddress: 2 });
    const first = await connect();
    const second = await connect();
    // A client-chosen X-Forwarded-For is not a way around the cap.
    const third = await connect('/ws', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    const closed = third.closed();
    const error = expectError(await third.next(), 'RATE_LIMITED');
    expect(error.error.message).toMatch(/At most 2 live connections/);
    expect(await closed).toBe(CLOSE_POLICY_VIOLATION);
    await Promise.all([expectServed(first), expectServed(second)]);
    expect(gateway.stats().connections).toBe(2);

    await first.close();
    await vi.waitFor(() => expect(gateway.stats().connections).toBe(1));
    await expectServed(await connect());
  });

  it('closes a socket that subscribes past the cap with an error frame and 1008, dropping its channels', async () => {
    const { connect, gateway, subscribe } = await startGateway({ maxSubscriptionsPerConnection: 2 });
    const greedy = await connect();
    const other = await connect();
    const closed = greedy.closed();
    greedy.send({ type: 'subscribe', channel: 'ie_event_1' });
    greedy.send({ type: 'subscribe', channel: 'ie_event_2' });
    greedy.send({ id: 'third', type: 'subscribe', channel: 'ie_event_3' });
    const error = expectError(await greedy.next(), 'RATE_LIMITED');
    expect(error).toMatchObject({ id: 'third', type: 'subscribe' });
    expect(error.error.message).toMatch(/at most 2 channels/);
    expect(await closed).toBe(CLOSE_POLICY_VIOLATION);
    await vi.waitFor(() => expect(gateway.stats()).toMatchObject({ connections: 1, channels: 0 }));
    expect(subscribe).toHaveBeenCalledTimes(2);
    await expectServed(other);
  });

  it('closes a socket that sends more frames a second than allowed, after an error frame', async () => {
    let now = 1_000_000;
    const { connect } = await startGateway({ maxMessagesPerSecond: 3, now: () => now });
    const flooder = await connect();
    const calm = await connect();
    for (let burst = 0; burst < 2; burst += 1) {
      for (let i = 0; i < 3; i += 1) await expectServed(flooder);
      // A new second: the count starts again.
      now += 1000;
    }
    const closed = flooder.closed();
    for (let i = 0; i < 5; i += 1) flooder.send({ id: `f${i}`, type: 'events', bookmaker: 'ie', params: {} });
    // Answers of the three frames within the cap may or may not beat the refusal; nothing else comes.
    let frame = await flooder.next();
    while (wsResponseFrameSchema.safeParse(frame).success) frame = await flooder.next();
    expect(expectError(frame, 'RATE_LIMITED').error.message).toMatch(/At most 3 frames per second/);
    expect(await closed).toBe(CLOSE_POLICY_VIOLATION);
    expect(flooder.pending()).toBe(0);
    await expectServed(calm);
  });

  it('counts garbage and binary frames against the frame rate too', async () => {
    const now = 5_000;
    const { connect } = await startGateway({ maxMessagesPerSecond: 2, now: () => now });
    const client = await connect();
    const closed = client.closed();
    client.send('not json');
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    client.send('{"type":"subscribe"}');
    expectError(await client.next(), 'VALIDATION_ERROR');
    expectError(await client.next(), 'VALIDATION_ERROR');
    expectError(await client.next(), 'RATE_LIMITED');
    expect(await closed).toBe(CLOSE_POLICY_VIOLATION);
  });
});

describe('readRealtimeLimits', () => {
  it('uses the defaults when nothing is set', () => {
    expect(readRealtimeLimits({})).toEqual(DEFAULT_REALTIME_LIMITS);
  });

  it('reads each cap from its variable', () => {
    const env = { WS_MAX_CONNECTIONS_PER_IP: '7', WS_MAX_SUBSCRIPTIONS: '9', WS_MAX_MESSAGES_PER_SECOND: '11' };
    expect(readRealtimeLimits(env)).toEqual({
      maxConnectionsPerAddress: 7,
      maxSubscriptionsPerConnection: 9,
      maxMessagesPerSecond: 11,
    });
  });

  it.each(['0', '-1', '2.5', 'many'])('refuses %s with a message naming the variable', (value) => {
    expect(() => readRealtimeLimits({ WS_MAX_MESSAGES_PER_SECOND: value })).toThrow(
      /WS_MAX_MESSAGES_PER_SECOND must be a whole number between 1 and 1000000/,
    );
  });
});
