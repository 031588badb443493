import { BUS_EVENTS_CHANNEL, BUS_FEED_CHANGES_CHANNEL, eventsPushSchema } from '@sportsbook/protocol';
import type { EventsPush, FeedChanges } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInProcessBus } from '../realtime';
import type { Bus } from '../realtime';
import { testDatabaseTargets } from '../storage/testing';
import { startEventsPublisher } from './events-publisher';
import { startCatalogTestApp } from './test-app';
import type { CatalogTestApp } from './test-app';

/** Resolves with the next push on the events channel. */
function nextPush(bus: Bus): Promise<unknown> {
  return new Promise((resolve) => {
    const unsubscribe = bus.subscribe(BUS_EVENTS_CHANNEL, (payload) => {
      unsubscribe();
      resolve(payload);
    });
  });
}

describe.each(testDatabaseTargets())('events publisher on $name', (target) => {
  let ctx: CatalogTestApp;
  beforeAll(async () => {
    ctx = await startCatalogTestApp(target);
  }, 60_000);
  afterAll(() => ctx?.close());

  it('turns the feed changes into an events push with default markets, ended events marked ended', async () => {
    const bus = createInProcessBus();
    const stop = startEventsPublisher({ bus, service: ctx.service });
    const { clasico, liveFootball, race } = ctx.fixture.events;
    const changes: FeedChanges = { added: [clasico], updated: [liveFootball], ended: [race] };
    const pushed = nextPush(bus);
    await bus.publish(BUS_FEED_CHANGES_CHANNEL, changes);
    const push: EventsPush = eventsPushSchema.parse(await pushed);
    const byId = new Map(push.events.map((event) => [event.id, event]));
    expect([...byId.keys()].sort()).toEqual([clasico, liveFootball, race].sort());
    expect(byId.get(race)).toMatchObject({ status: 'ended', is_live: false });
    expect(byId.get(liveFootball)).toMatchObject({ status: 'live', is_live: true, translated_sport_slug: 'football' });
    expect(byId.get(clasico)?.markets.map((market) => market.type)).toEqual(['1x2']);
    await stop();
    await bus.close();
  });

  it('reports an unreadable announcement and goes on publishing the next one', async () => {
    const bus = createInProcessBus();
    const onError = vi.fn();
    const stop = startEventsPublisher({ bus, service: ctx.service, onError });
    const pushed = nextPush(bus);
    await bus.publish(BUS_FEED_CHANGES_CHANNEL, { added: 'everything' });
    await bus.publish(BUS_FEED_CHANGES_CHANNEL, { added: [], updated: [ctx.fixture.events.tennis], ended: [] });
    const push = eventsPushSchema.parse(await pushed);
    expect(push.events.map((event) => event.id)).toEqual([ctx.fixture.events.tennis]);
    expect(onError).toHaveBeenCalledTimes(1);
    await stop();
    await bus.close();
  });

  it('publishes nothing for changes naming no known event, and nothing after it is stopped', async () => {
    const bus = createInProcessBus();
    const service = { eventsByIds: vi.fn(ctx.service.eventsByIds) };
    const pushes: unknown[] = [];
    bus.subscribe(BUS_EVENTS_CHANNEL, (payload) => pushes.push(payload));
    const stop = startEventsPublisher({ bus, service });
    await bus.publish(BUS_FEED_CHANGES_CHANNEL, { added: [987654321], updated: [], ended: [] });
    await bus.publish(BUS_FEED_CHANGES_CHANNEL, { added: [], updated: [], ended: [] });
    await stop();
    await bus.publish(BUS_FEED_CHANGES_CHANNEL, { added: [ctx.fixture.events.tennis], updated: [], ended: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pushes).toEqual([]);
    expect(service.eventsByIds).toHaveBeenCalledTimes(1);
    await bus.close();
  });
});
