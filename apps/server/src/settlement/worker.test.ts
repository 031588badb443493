import { BUS_FEED_CHANGES_CHANNEL } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInProcessBus } from '../realtime/index';
import type { DatabaseHandle } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabase } from '../storage/testing';
import type { SettleReport } from './settle';
import { startSettlementWorker } from './worker';

const [pglite] = testDatabaseTargets({});

describe('the settlement worker', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await pglite!.open();
  }, 60_000);
  afterAll(() => database?.close());

  /** A worker with no interval and no debounce that counts its runs. */
  function countingWorker(bus: ReturnType<typeof createInProcessBus>) {
    let runs = 0;
    const worker = startSettlementWorker({
      handle: database,
      bus,
      intervalMs: 0,
      debounceMs: 0,
      onRun: () => void (runs += 1),
    });
    return { worker, runs: () => runs };
  }

  it('runs once for a burst of feed changes, after the debounce', async () => {
    const bus = createInProcessBus();
    const runs: SettleReport[] = [];
    const worker = startSettlementWorker({
      handle: database,
      bus,
      intervalMs: 0,
      debounceMs: 30,
      onRun: (report) => runs.push(report),
    });
    try {
      for (let i = 0; i < 5; i += 1)
        await bus.publish(BUS_FEED_CHANGES_CHANNEL, { added: [], updated: [], ended: [i] });
      await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ examined: 0, failed: 0 });
    } finally {
      await worker.stop();
      await bus.close();
    }
  });

  it('runs nothing for a change that ends no event: the feed decides markets only when their event ends', async () => {
    const bus = createInProcessBus();
    const { worker, runs } = countingWorker(bus);
    try {
      await bus.publish(BUS_FEED_CHANGES_CHANNEL, { added: [1], updated: [2, 3], ended: [] });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(runs()).toBe(0);
      // A message it cannot read asks for a full run, as every message did before.
      await bus.publish(BUS_FEED_CHANGES_CHANNEL, { unexpected: true });
      await vi.waitFor(() => expect(runs()).toBe(1), { timeout: 5_000 });
    } finally {
      await worker.stop();
      await bus.close();
    }
  });

  it('leaves feed changes alone when told to, and still settles on runNow (the simulation, decision 092)', async () => {
    const bus = createInProcessBus();
    const subscribe = vi.spyOn(bus, 'subscribe');
    let runs = 0;
    const worker = startSettlementWorker({
      handle: database,
      bus,
      intervalMs: 0,
      debounceMs: 0,
      onFeedChanges: false,
      onRun: () => void (runs += 1),
    });
    try {
      expect(subscribe).not.toHaveBeenCalled();
      await worker.runNow();
      expect(runs).toBe(1);
    } finally {
      await worker.stop();
      await bus.close();
    }
  });

  it('runs on its interval as a safety net', async () => {
    const bus = createInProcessBus();
    let runs = 0;
    const worker = startSettlementWorker({ handle: database, bus, intervalMs: 20, onRun: () => void (runs += 1) });
    try {
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    } finally {
      await worker.stop();
      await bus.close();
    }
  });

  it('reports a failing run and keeps going, never throwing', async () => {
    const broken = {
      ...database,
      db: new Proxy(database.db, {
        get: () => () => {
          throw new Error('database unreachable');
        },
      }),
    } as DatabaseHandle;
    const bus = createInProcessBus();
    const errors: unknown[] = [];
    const worker = startSettlementWorker({
      handle: broken,
      bus,
      intervalMs: 0,
      onError: (error) => errors.push(error),
    });
    try {
      await worker.runNow();
      await worker.runNow();
      expect(errors).toHaveLength(2);
      expect(String(errors[0])).toContain('database unreachable');
    } finally {
      await worker.stop();
      await bus.close();
    }
  });

  it('stops listening once stopped', async () => {
    const bus = createInProcessBus();
    const { worker, runs } = countingWorker(bus);
    await worker.stop();
    await bus.publish(BUS_FEED_CHANGES_CHANNEL, { added: [], updated: [], ended: [1] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs()).toBe(0);
    await bus.close();
  });
});
