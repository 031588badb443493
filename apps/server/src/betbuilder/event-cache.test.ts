import { busEventChannel } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import type { FootballParams } from '../trading/testing';
import { createBuilderEventCache, LIVE_TTL_MS, PRE_MATCH_TTL_MS } from './event-cache';
import { loadBuilderEvent } from './event-store';
import type { BuilderEvent } from './event-store';
import { startBuilderTestApp } from './test-app';
import type { BuilderTestApp } from './test-app';

describe.each(testDatabaseTargets())('Bet Builder event cache on $name', (target) => {
  let t: BuilderTestApp;
  beforeAll(async () => {
    t = await startBuilderTestApp(target);
  }, 240_000);
  afterAll(() => t?.close());

  /** A cache over the real database that counts its reads, with a clock the test moves. */
  function countingCache(maxEvents?: number) {
    const reads: number[] = [];
    let clock = 1_000_000;
    const cache = createBuilderEventCache({
      bus: t.bus,
      load: (eventId) => {
        reads.push(eventId);
        return loadBuilderEvent(t.database, eventId, t.feedSeed);
      },
      now: () => clock,
      ...(maxEvents !== undefined ? { maxEvents } : {}),
    });
    return { cache, reads, advance: (ms: number) => (clock += ms) };
  }
  const oddsOf = (event: BuilderEvent | null) =>
    [...(event?.outcomes.values() ?? [])].map(({ outcome }) => [outcome.id, outcome.odds]);

  it('reads a pre-match event once, then from memory until its TTL, sharing one read between concurrent calls', async () => {
    const { cache, reads, advance } = countingCache();
    const { id } = await t.preMatchFootball();
    const [first, second] = await Promise.all([cache.get(id), cache.get(id)]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    expect(await cache.get(id)).toBe(first);
    expect(reads).toEqual([id]);
    advance(PRE_MATCH_TTL_MS - 1);
    await cache.get(id);
    expect(reads).toEqual([id]);
    advance(1);
    const reread = await cache.get(id);
    expect(reads).toEqual([id, id]);
    expect(oddsOf(reread)).toEqual(oddsOf(first));
    cache.close();
  });

  it("drops an event on the feed's delta: the next read is the state the feed committed, live model included", async () => {
    const { cache, reads } = countingCache();
    // The football match that starts first (the other stays pre-match for the whole file).
    const live = t.events
      .filter((candidate) => candidate.kind === 'football')
      .sort((a, b) => a.startsAt - b.startsAt)[0]!;
    const params = live.params as FootballParams;
    const before = await cache.get(live.id);
    expect(before!.model.live).toBe(false);
    // The real feed's tick: commit, then one delta per changed event on the bus.
    await t.tickAt(live.startsAt + 20 * params.minuteMs);
    const after = await cache.get(live.id);
    expect(reads).toEqual([live.id, live.id]);
    const committed = await loadBuilderEvent(t.database, live.id, t.feedSeed);
    expect(oddsOf(after)).toEqual(oddsOf(committed));
    expect(after!.model.state).toEqual(committed!.model.state);
    expect(after!.model.live).toBe(true);
    expect(oddsOf(after)).not.toEqual(oddsOf(before));
    cache.close();
  });

  it('keeps a live event at most LIVE_TTL_MS, and never keeps a read that a delta overtook', async () => {
    const { cache, reads, advance } = countingCache();
    const live = t.events
      .filter((candidate) => candidate.kind === 'football')
      .sort((a, b) => a.startsAt - b.startsAt)[0]!;
    const params = live.params as FootballParams;
    await t.tickAt(live.startsAt + 30 * params.minuteMs);
    const now = await cache.get(live.id);
    expect(now!.model.live).toBe(true);
    advance(LIVE_TTL_MS);
    await cache.get(live.id);
    expect(reads).toHaveLength(2);
    // A delta while a read is in flight: that read answers its caller but is not kept.
    advance(LIVE_TTL_MS);
    const inFlight = cache.get(live.id);
    await t.bus.publish(busEventChannel(live.id), { event_id: live.id, markets: [] });
    await inFlight;
    await cache.get(live.id);
    expect(reads).toHaveLength(4);
    cache.close();
  });

  it('keeps at most maxEvents and stops listening to the ones it drops', async () => {
    const { cache, reads } = countingCache(1);
    const [a, b] = t.events.filter((candidate) => candidate.kind === 'football');
    await cache.get(a!.id);
    await cache.get(b!.id);
    await cache.get(a!.id);
    expect(reads).toEqual([a!.id, b!.id, a!.id]);
    cache.close();
    // Closed: a delta reaches no entry, and a read goes to the database again.
    await t.bus.publish(busEventChannel(a!.id), { event_id: a!.id, markets: [] });
    await cache.get(a!.id);
    expect(reads).toEqual([a!.id, b!.id, a!.id, a!.id]);
  });
});
