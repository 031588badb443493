import { BUS_EVENTS_CHANNEL, BUS_FEED_CHANGES_CHANNEL } from '@sportsbook/protocol';
import { createInProcessBus } from '../../apps/server/src/realtime/bus';
import type { Bus } from '../../apps/server/src/realtime/bus';
import { MEMORY, migrate, openDatabase } from '../../apps/server/src/storage/index';
import { createManualClock } from '../../apps/server/src/trading/feed/clock';
import { startFeed } from '../../apps/server/src/trading/feed/feed';

/** 15:30 UTC on a Saturday: the afternoon football, tennis, racing and the rest are in play. */
const START = Date.UTC(2030, 4, 4, 15, 30);

/** One message the real feed published, on its bus channel. */
export interface FeedMessage {
  readonly channel: string;
  readonly payload: unknown;
}

/** What the feed published in one tick of one simulated second, in publish order. */
export type FeedTick = readonly FeedMessage[];

/**
 * Runs the real feed (seeded catalogue, simulators, writes on in-memory PGlite) for `ticks`
 * one-second ticks after a warm-up, and keeps every message it published on the bus: the
 * per-event price deltas (`event.<id>`) and the FeedChanges announcements. The bench replays
 * these, so what it fans out is exactly what production would, not invented prices.
 */
export async function recordFeed(ticks: number, warmUpTicks = 30): Promise<FeedTick[]> {
  const handle = await openDatabase({ dataDir: MEMORY });
  await migrate(handle);
  const inner = createInProcessBus();
  let current: FeedMessage[] = [];
  const bus: Bus = {
    async publish(channel, payload) {
      current.push({ channel, payload: JSON.parse(JSON.stringify(payload)) as unknown });
      await inner.publish(channel, payload);
    },
    subscribe: (channel, handler) => inner.subscribe(channel, handler),
    close: () => inner.close(),
  };
  const clock = createManualClock(START);
  const feed = await startFeed({ handle, bus, seed: 'bench', clock, tickMs: 0 });
  const recorded: FeedTick[] = [];
  for (let i = 0; i < warmUpTicks + ticks; i += 1) {
    clock.advance(1000);
    current = [];
    await feed.tick();
    if (i >= warmUpTicks) recorded.push(current);
  }
  await feed.stop();
  await bus.close();
  await handle.close();
  return recorded;
}

/** True for a per-event price delta channel (`event.<id>`), false for the announcements. */
export function isEventChannel(channel: string): boolean {
  return channel !== BUS_EVENTS_CHANNEL && channel !== BUS_FEED_CHANGES_CHANNEL;
}
