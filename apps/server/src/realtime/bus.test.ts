import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusClosedError, createBus, createInProcessBus, createRedisBus, type Bus, type BusOptions } from './bus';

const redisUrl = process.env.TEST_REDIS_URL;
const opened: Bus[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()));
});

function channelName(label: string): string {
  return `test:${randomUUID()}:${label}`;
}

/** Waits until every subscription made so far is live (a no-op in process). */
async function settle(bus: Bus): Promise<void> {
  if ('ready' in bus && typeof bus.ready === 'function') await (bus.ready as () => Promise<void>)();
}

const kinds: [string, (options: BusOptions) => Bus][] = [['in-process', (options) => createInProcessBus(options)]];
if (redisUrl) kinds.push(['Redis', (options) => createRedisBus(redisUrl, options)]);

describe.each(kinds)('the %s bus', (_kind, create) => {
  function open(options: BusOptions = {}): Bus {
    const bus = create(options);
    opened.push(bus);
    return bus;
  }

  it('delivers a publish to every subscriber of that channel and no other', async () => {
    const bus = open();
    const [prices, scores] = [channelName('prices'), channelName('scores')];
    const first = vi.fn();
    const second = vi.fn();
    const elsewhere = vi.fn();
    bus.subscribe(prices, first);
    bus.subscribe(prices, second);
    bus.subscribe(scores, elsewhere);
    await settle(bus);
    await bus.publish(prices, { outcome: 7, odds: 2.5 });
    await vi.waitFor(() => expect(second).toHaveBeenCalledWith({ outcome: 7, odds: 2.5 }));
    expect(first).toHaveBeenCalledWith({ outcome: 7, odds: 2.5 });
    expect(elsewhere).not.toHaveBeenCalled();
  });

  it('stops delivering once a subscriber unsubscribes, and unsubscribing twice is harmless', async () => {
    const bus = open();
    const [channel, sentinel] = [channelName('prices'), channelName('sentinel')];
    const leaving = vi.fn();
    const staying = vi.fn();
    const unsubscribe = bus.subscribe(channel, leaving);
    bus.subscribe(sentinel, staying);
    unsubscribe();
    unsubscribe();
    await settle(bus);
    await bus.publish(channel, 1);
    await bus.publish(sentinel, 2);
    // Messages of one publisher arrive in order, so once the sentinel is in the first one had its chance.
    await vi.waitFor(() => expect(staying).toHaveBeenCalledWith(2));
    expect(leaving).not.toHaveBeenCalled();
  });

  it('counts the same function subscribed twice as two subscriptions', async () => {
    const bus = open();
    const channel = channelName('prices');
    const handler = vi.fn();
    const unsubscribeOne = bus.subscribe(channel, handler);
    bus.subscribe(channel, handler);
    unsubscribeOne();
    await settle(bus);
    await bus.publish(channel, 'still here');
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
  });

  it('reports a throwing handler and still delivers to the others', async () => {
    const onError = vi.fn();
    const bus = open({ onError });
    const channel = channelName('prices');
    const failure = new Error('subscriber bug');
    const before = vi.fn();
    const after = vi.fn();
    bus.subscribe(channel, before);
    bus.subscribe(channel, () => {
      throw failure;
    });
    bus.subscribe(channel, after);
    await settle(bus);
    await bus.publish(channel, 'tick');
    await vi.waitFor(() => expect(after).toHaveBeenCalledWith('tick'));
    expect(before).toHaveBeenCalledWith('tick');
    expect(onError).toHaveBeenCalledWith(failure, { channel });
  });

  it('hands subscribers a JSON copy, so both buses deliver the same thing', async () => {
    const bus = open();
    const channel = channelName('copy');
    const received = vi.fn();
    bus.subscribe(channel, received);
    await settle(bus);
    const payload = { at: new Date('2025-01-01T12:00:00Z'), skipped: undefined, list: [1, 2] };
    await bus.publish(channel, payload);
    await vi.waitFor(() => expect(received).toHaveBeenCalled());
    expect(received.mock.calls[0]?.[0]).toEqual({ at: '2025-01-01T12:00:00.000Z', list: [1, 2] });
    expect(received.mock.calls[0]?.[0]).not.toBe(payload);
  });

  it('refuses to publish a value that has no JSON form', async () => {
    const bus = open();
    await expect(bus.publish(channelName('bad'), undefined)).rejects.toThrow(/JSON value/);
    await expect(bus.publish(channelName('bad'), 1n)).rejects.toThrow(TypeError);
  });

  it('refuses publish and subscribe after close', async () => {
    const bus = create({});
    await bus.close();
    await bus.close();
    await expect(bus.publish(channelName('late'), 1)).rejects.toThrow(BusClosedError);
    expect(() => bus.subscribe(channelName('late'), () => {})).toThrow(BusClosedError);
  });
});

describe.skipIf(!redisUrl)('the Redis bus across processes', () => {
  const url = redisUrl ?? '';
  function open(options: BusOptions = {}) {
    const bus = createRedisBus(url, options);
    opened.push(bus);
    return bus;
  }

  async function redisSubscriberCount(channel: string): Promise<number> {
    const admin = new Redis(url);
    try {
      const reply = (await admin.pubsub('NUMSUB', channel)) as [string, number];
      return Number(reply[1]);
    } finally {
      await admin.quit();
    }
  }

  it('lets two bus instances see each other’s publishes', async () => {
    const [a, b] = [open(), open()];
    const channel = channelName('shared');
    const seenByA = vi.fn();
    const seenByB = vi.fn();
    a.subscribe(channel, seenByA);
    b.subscribe(channel, seenByB);
    await Promise.all([a.ready(), b.ready()]);
    await a.publish(channel, { from: 'a' });
    await b.publish(channel, { from: 'b' });
    await vi.waitFor(() => {
      expect(seenByA.mock.calls).toEqual([[{ from: 'a' }], [{ from: 'b' }]]);
      expect(seenByB.mock.calls).toEqual([[{ from: 'a' }], [{ from: 'b' }]]);
    });
  });

  it('holds one Redis subscription per channel however many handlers, and drops it with the last', async () => {
    const bus = open();
    const channel = channelName('refcount');
    const unsubscribers = Array.from({ length: 5 }, () => bus.subscribe(channel, () => {}));
    await bus.ready();
    expect(await redisSubscriberCount(channel)).toBe(1);
    unsubscribers.slice(1).forEach((unsubscribe) => unsubscribe());
    await bus.ready();
    expect(await redisSubscriberCount(channel)).toBe(1);
    unsubscribers[0]?.();
    await bus.ready();
    expect(await redisSubscriberCount(channel)).toBe(0);
  });

  it('reports a message that is not JSON and keeps delivering', async () => {
    const onError = vi.fn();
    const bus = open({ onError });
    const channel = channelName('garbage');
    const received = vi.fn();
    bus.subscribe(channel, received);
    await bus.ready();
    const outsider = new Redis(url);
    await outsider.publish(channel, '{not json');
    await outsider.quit();
    await bus.publish(channel, 'fine');
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith('fine'));
    expect(received).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.any(SyntaxError), { channel });
  });
});

describe('createBus', () => {
  it('runs in process when no Redis URL is configured', async () => {
    const bus = createBus({ redisUrl: null });
    opened.push(bus);
    expect('ready' in bus).toBe(false);
  });

  it.skipIf(!redisUrl)('uses Redis when a URL is configured', async () => {
    const bus = createBus({ redisUrl: redisUrl ?? null });
    opened.push(bus);
    expect('ready' in bus).toBe(true);
  });
});
