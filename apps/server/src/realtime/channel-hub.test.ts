import { describe, expect, it, vi } from 'vitest';
import { createInProcessBus } from './bus';
import { createChannelHub, type PushTarget } from './channel-hub';
import { decodePayload } from './codec';

function fakeSocket(bufferedAmount = 0, readyState = 1) {
  const frames: unknown[] = [];
  const socket: PushTarget & { bufferedAmount: number } = {
    readyState,
    bufferedAmount,
    send: (data) => frames.push(JSON.parse(data.toString('utf8'))),
  };
  return { socket, frames };
}

function setUp(maxBufferedBytes = 1000) {
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
  const hub = createChannelHub<PushTarget>({ bus, maxBufferedBytes, onError: vi.fn() });
  return { bus, subscribe, release, hub };
}

describe('channel hub', () => {
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
    expect(hub.stats()).toMatchObject({ channels: 1, delivered: 2, skipped: 0 });
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

  it('skips a socket whose send buffer is over the limit instead of queueing more', async () => {
    const { bus, hub } = setUp(1000);
    const slow = fakeSocket(5000);
    const fast = fakeSocket(10);
    hub.join('ie_events', slow.socket);
    hub.join('ie_events', fast.socket);
    await bus.publish('ie_events', { n: 1 });
    expect(slow.frames).toHaveLength(0);
    expect(fast.frames).toHaveLength(1);
    slow.socket.bufferedAmount = 0;
    await bus.publish('ie_events', { n: 2 });
    expect(slow.frames).toHaveLength(1);
    expect(hub.stats()).toMatchObject({ delivered: 3, skipped: 1 });
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
