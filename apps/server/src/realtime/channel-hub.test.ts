import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessBus } from './bus';
import { createChannelHub, type ChannelHubOptions, type PushTarget } from './channel-hub';
import { decodePayload } from './codec';

function fakeSocket(bufferedAmount = 0, readyState = 1) {
  const frames: unknown[] = [];
  const socket = {
    readyState,
    bufferedAmount,
    send: (data: Buffer) => frames.push(JSON.parse(data.toString('utf8'))),
    close: vi.fn<PushTarget['close']>(),
  } satisfies PushTarget;
  return { socket, frames };
}

afterEach(() => {
  vi.useRealTimers();
});

/** An event delta of one market: [outcome id, odds in hundredths] pairs. */
function priceDelta(isSuspended: boolean, ...prices: [number, number][]) {
  const outcomes = prices.map(([id, hundredths]) => ({
    id,
    odds: hundredths / 100,
    display_odds: { decimal: (hundredths / 100).toFixed(2) },
  }));
  return { event_id: 7, markets: [{ id: 1, is_suspended: isSuspended, outcomes }] };
}

function readPush(frame: unknown) {
  const { channel, data } = frame as { channel: string; data: string };
  return { channel, data: decodePayload(data) };
}

function setUp(maxBufferedBytes = 1000, extra: Partial<ChannelHubOptions> = {}) {
  const bus = createInProcessBus();
  const subscribeOnBus = bus.subscribe.bind(bus);
  const release = vi.fn();
  const subscribe = vi.spyOn(bus, 'subscribe').mockImplementation((channel, handler) => {
    const unsubscribe = subscribeOnBus(channel, handler);
    return () => {
      release(channel);
      unsubscribe();
    };
  });
  const hub = createChannelHub<PushTarget>({ bus, maxBufferedBytes, onError: vi.fn(), ...extra });
  return { bus, subscribe, release, hub };
}

describe('channel hub', () => {
  it('writes a socket’s first push of a turn at once and flushes the rest of the turn in one write', async () => {
    const log: string[] = [];
    const stream = { cork: () => log.push('cork'), uncork: () => log.push('uncork') };
    const { bus, hub } = setUp(1000, { streamOf: () => stream });
    const target = fakeSocket();
    const send = target.socket.send;
    target.socket.send = (data: Buffer) => {
      log.push('send');
      return send(data);
    };
    hub.join('ie_event_7', target.socket);
    await Promise.all([
      bus.publish('ie_event_7', priceDelta(false, [1, 200])),
      bus.publish('ie_event_7', priceDelta(false, [1, 210])),
      bus.publish('ie_event_7', priceDelta(false, [1, 220])),
    ]);
    expect(log).toEqual(['send', 'cork', 'send', 'send']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['send', 'cork', 'send', 'send', 'uncork']);
    expect(target.frames.map((frame) => readPush(frame).data)).toEqual([
      priceDelta(false, [1, 200]),
      priceDelta(false, [1, 210]),
      priceDelta(false, [1, 220]),
    ]);
    // A new turn: the first push goes out at once again.
    await bus.publish('ie_event_7', priceDelta(false, [1, 230]));
    expect(log.slice(5)).toEqual(['send']);
    hub.close();
  });

  it('pushes a publish to each joined socket as {channel, data: base64 gzip}', async () => {
    const { bus, hub } = setUp();
    const [a, b] = [fakeSocket(), fakeSocket()];
    hub.join('ie_events', a.socket);
    hub.join('ie_events', b.socket);
    await bus.publish('ie_events', { events: [{ id: 3 }] });
    for (const { frames } of [a, b]) {
      expect(frames).toHaveLength(1);
      const frame = frames[0] as { channel: string; data: string };
      expect(frame.channel).toBe('ie_events');
      expect(decodePayload(frame.data)).toEqual({ events: [{ id: 3 }] });
    }
    expect(hub.stats()).toMatchObject({ channels: 1, delivered: 2, coalesced: 0 });
  });

  it('holds one bus subscription per channel and releases it with the last socket', async () => {
    const { bus, subscribe, release, hub } = setUp();
    const sockets = Array.from({ length: 3 }, () => fakeSocket());
    for (const { socket } of sockets) hub.join('ie_event_9', socket);
    expect(subscribe).toHaveBeenCalledTimes(1);
    for (const { socket } of sockets.slice(0, 2)) hub.leave('ie_event_9', socket);
    expect(release).not.toHaveBeenCalled();
    hub.leave('ie_event_9', sockets[2]!.socket);
    expect(release).toHaveBeenCalledExactlyOnceWith('ie_event_9');
    expect(hub.stats().channels).toBe(0);
    await bus.publish('ie_event_9', { odds: 3 });
    expect(sockets.every(({ frames }) => frames.length === 0)).toBe(true);
  });

  it('holds pushes for a socket over the limit and sends them merged, latest prices, once it drains', async () => {
    const { bus, hub } = setUp(1000);
    const slow = fakeSocket(5000);
    const fast = fakeSocket(10);
    hub.join('ie_event_7', slow.socket);
    hub.join('ie_event_7', fast.socket);
    for (let i = 1; i <= 500; i += 1) {
      await bus.publish('ie_event_7', priceDelta(i % 2 === 1, [10, 100 + i], [11, 200 + i], [12 + (i % 3), 300 + i]));
    }
    expect(slow.frames).toHaveLength(0);
    expect(fast.frames).toHaveLength(500);
    expect(hub.stats()).toMatchObject({ delivered: 500, coalesced: 500, slowSockets: 1 });

    slow.socket.bufferedAmount = 0;
    await bus.publish('ie_event_7', priceDelta(true, [10, 999]));
    expect(slow.frames.map(readPush)).toEqual([
      {
        channel: 'ie_event_7',
        data: priceDelta(false, [10, 600], [11, 700], [13, 799], [14, 800], [12, 798]),
      },
      { channel: 'ie_event_7', data: priceDelta(true, [10, 999]) },
    ]);
    expect(hub.stats()).toMatchObject({ delivered: 503, coalesced: 500, slowSockets: 0 });
  });

  it('sends the merged payload on the drain check without waiting for another push', async () => {
    vi.useFakeTimers();
    const { bus, hub } = setUp(1000, { drainCheckIntervalMs: 50 });
    const slow = fakeSocket(5000);
    hub.join('ie_event_7', slow.socket);
    await bus.publish('ie_event_7', priceDelta(false, [10, 150]));
    await bus.publish('ie_event_7', priceDelta(false, [10, 160]));
    await vi.advanceTimersByTimeAsync(200);
    expect(slow.frames).toHaveLength(0);
    slow.socket.bufferedAmount = 999;
    await vi.advanceTimersByTimeAsync(50);
    expect(slow.frames.map(readPush)).toEqual([{ channel: 'ie_event_7', data: priceDelta(false, [10, 160]) }]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one pending payload per channel and sends them in the order they were first held', async () => {
    const { bus, hub } = setUp(1000);
    const slow = fakeSocket(5000);
    hub.join('ie_events', slow.socket);
    hub.join('ie_event_7', slow.socket);
    hub.join('ie_other', slow.socket);
    await bus.publish('ie_events', {
      events: [
        { id: 1, v: 1 },
        { id: 2, v: 1 },
      ],
    });
    await bus.publish('ie_other', { n: 1 });
    await bus.publish('ie_event_7', priceDelta(false, [10, 150]));
    await bus.publish('ie_events', {
      events: [
        { id: 3, v: 2 },
        { id: 1, v: 2 },
      ],
    });
    await bus.publish('ie_other', { n: 2 });
    slow.socket.bufferedAmount = 0;
    await bus.publish('ie_event_7', priceDelta(false, [11, 170]));
    expect(slow.frames.map(readPush)).toEqual([
      {
        channel: 'ie_events',
        data: {
          events: [
            { id: 1, v: 2 },
            { id: 2, v: 1 },
            { id: 3, v: 2 },
          ],
        },
      },
      { channel: 'ie_other', data: { n: 2 } },
      { channel: 'ie_event_7', data: priceDelta(false, [10, 150]) },
      { channel: 'ie_event_7', data: priceDelta(false, [11, 170]) },
    ]);
  });

  it('closes a socket that stays over the limit past the timeout with 1013', async () => {
    vi.useFakeTimers();
    const { bus, hub } = setUp(1000, { drainCheckIntervalMs: 50, slowSocketTimeoutMs: 300 });
    const stuck = fakeSocket(5000);
    const fine = fakeSocket(0);
    hub.join('ie_event_7', stuck.socket);
    hub.join('ie_event_7', fine.socket);
    await bus.publish('ie_event_7', priceDelta(false, [10, 150]));
    await vi.advanceTimersByTimeAsync(250);
    expect(stuck.socket.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(stuck.socket.close).toHaveBeenCalledExactlyOnceWith(1013, expect.any(String));
    expect(fine.socket.close).not.toHaveBeenCalled();
    expect(hub.stats()).toMatchObject({ slowSockets: 0, closedSlow: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives a socket that drained a fresh timeout when it falls behind again', async () => {
    vi.useFakeTimers();
    const { bus, hub } = setUp(1000, { drainCheckIntervalMs: 50, slowSocketTimeoutMs: 300 });
    const wobbly = fakeSocket(5000);
    hub.join('ie_event_7', wobbly.socket);
    await bus.publish('ie_event_7', priceDelta(false, [10, 150]));
    await vi.advanceTimersByTimeAsync(200);
    wobbly.socket.bufferedAmount = 0;
    await vi.advanceTimersByTimeAsync(50);
    wobbly.socket.bufferedAmount = 5000;
    await bus.publish('ie_event_7', priceDelta(false, [10, 160]));
    await vi.advanceTimersByTimeAsync(250);
    expect(wobbly.socket.close).not.toHaveBeenCalled();
    expect(hub.stats()).toMatchObject({ delivered: 1, slowSockets: 1 });
  });

  it('forgets what a socket was owed on a channel it leaves', async () => {
    vi.useFakeTimers();
    const { bus, hub } = setUp(1000);
    const slow = fakeSocket(5000);
    hub.join('ie_event_7', slow.socket);
    hub.join('ie_event_8', slow.socket);
    await bus.publish('ie_event_7', priceDelta(false, [10, 150]));
    await bus.publish('ie_event_8', priceDelta(false, [20, 150]));
    hub.leave('ie_event_8', slow.socket);
    expect(hub.stats().slowSockets).toBe(1);
    hub.leave('ie_event_7', slow.socket);
    expect(hub.stats().slowSockets).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    slow.socket.bufferedAmount = 0;
    await vi.advanceTimersByTimeAsync(100);
    expect(slow.frames).toHaveLength(0);
  });

  it('does not write to a socket that is closing', async () => {
    const { bus, hub } = setUp();
    const closing = fakeSocket(0, 2);
    hub.join('ie_events', closing.socket);
    await bus.publish('ie_events', { n: 1 });
    expect(closing.frames).toHaveLength(0);
  });

  it('reports a payload it cannot encode and keeps the channel working', () => {
    const bus = { publish: vi.fn(), close: vi.fn(), subscribe: vi.fn(() => () => {}) };
    const onError = vi.fn();
    const hub = createChannelHub<PushTarget>({ bus, maxBufferedBytes: 1000, onError });
    const socket = fakeSocket();
    hub.join('ie_events', socket.socket);
    const deliver = bus.subscribe.mock.calls[0] as unknown as [string, (payload: unknown) => void];
    deliver[1](10n);
    deliver[1]({ ok: true });
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'ie_events');
    expect(socket.frames).toHaveLength(1);
  });

  it('drops every bus subscription on close', () => {
    const release = vi.fn();
    const bus = { publish: vi.fn(), close: vi.fn(), subscribe: vi.fn(() => release) };
    const hub = createChannelHub<PushTarget>({ bus, maxBufferedBytes: 1000, onError: vi.fn() });
    hub.join('ie_events', fakeSocket().socket);
    hub.join('ie_event_1', fakeSocket().socket);
    hub.close();
    expect(release).toHaveBeenCalledTimes(2);
    expect(hub.stats().channels).toBe(0);
  });
});
