import { BUS_FEED_CHANGES_CHANNEL, busEventChannel } from '@sportsbook/protocol';
import type { EventDelta, FeedChanges } from '@sportsbook/protocol';
import type { DatabaseHandle } from '../../storage/database';
import type { Bus } from '../../realtime/bus';
import { createSimulatedClock } from './clock';
import type { Clock } from './clock';
import { createEvents } from './create';
import { deltaOf, evaluate, eventChanged } from './live';
import type { FeedEvent } from './live';
import type { BuildContext } from './plan';
import { planDueEvents, planTopUps } from './schedule';
import type { ScheduleCursor } from './schedule';
import { seedCatalogue } from './seed';
import { CALENDAR_MEMORY_MS, createTeamCalendar } from './team-calendar';
import { loadFeedState } from './store';
import { writeChanges, writeClock } from './writes';
import type { EventChange } from './writes';

/** The longest a tick's synchronous work runs before it lets other callbacks (requests) in. */
const SLICE_MS = 1;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How to run the feed. */
export interface FeedOptions {
  readonly handle: DatabaseHandle;
  readonly bus: Bus;
  /** FEED_SEED: the same seed and clock steps give the same catalogue, prices and results. */
  readonly seed: string | number;
  /** FEED_SPEED: simulated ms per real ms when no clock is given (default 1). */
  readonly speed?: number;
  /** Simulated time; by default the wall clock × speed, resuming from the last stored tick. */
  readonly clock?: Clock;
  /** Real ms between ticks (default 1000); 0 runs no timer, for tests that call `tick()`. */
  readonly tickMs?: number;
  /** Told about a tick that failed; the next tick retries from the stored state. */
  readonly onError?: (error: unknown) => void;
}

/** What one tick did, for logs and benchmarks. */
export interface TickReport {
  readonly simTime: number;
  readonly added: number;
  readonly updated: number;
  readonly ended: number;
  readonly live: number;
  readonly priceChanges: number;
}

/** A running feed. */
export interface Feed {
  /** Runs one tick now (queued behind a running one): write, commit, then publish. */
  tick(): Promise<TickReport>;
  /** Stops the timer and waits for a running tick to finish. */
  stop(): Promise<void>;
  readonly clock: Clock;
}

/**
 * Starts the live trading feed, the only writer of prices, statuses, scores and results. It
 * seeds the catalogue, resumes any stored state, runs a first tick (so the book is full when
 * this resolves) and then ticks every `tickMs`: each tick evaluates every running event at the
 * simulated time, adds due events, writes everything in ONE transaction and, after the commit,
 * publishes one EventDelta per changed event and one FeedChanges.
 */
export async function startFeed(options: FeedOptions): Promise<Feed> {
  const { handle, bus, tickMs = 1000, onError = (error) => console.error('[feed] tick failed:', error) } = options;
  const seed = String(options.seed);
  const refs = await seedCatalogue(handle);
  const stored = await loadFeedState(handle, seed);
  const clock =
    options.clock ??
    createSimulatedClock({ start: Math.max(Date.now(), stored.simTime ?? 0), speed: options.speed ?? 1 });
  const ctx: BuildContext = { seed, refs };
  const running = new Map<number, FeedEvent>(stored.events.map((event) => [event.id, event]));
  let cursor: ScheduleCursor = stored.cursor;
  let calendar = createTeamCalendar(stored.fixtures);

  async function runTick(): Promise<TickReport> {
    const now = clock.now();
    const draft = calendar.fork();
    draft.prune(now - CALENDAR_MEMORY_MS);
    const due = planDueEvents(ctx, cursor, now, undefined, draft);
    const changes: EventChange[] = [];
    const deltas: EventDelta[] = [];
    let live = 0;
    // Hundreds of events are evaluated a tick: the loop lets requests in every SLICE_MS (decision 055).
    let sliceStart = performance.now();
    for (const event of running.values()) {
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToLoop();
        sliceStart = performance.now();
      }
      const next = evaluate(event, now);
      if (next.view.isLive) live += 1;
      const delta = deltaOf(event, next);
      if (delta || next.view.status === 'ended') changes.push({ event, next });
      if (delta) deltas.push(delta);
    }
    let nextCursor = due.cursor;
    const created = await handle.transaction(async (tx) => {
      const fresh = await createEvents(tx, seed, due.plans, now);
      const liveNow = live + fresh.filter((event) => event.view.isLive).length;
      const topUps = planTopUps(ctx, due.cursor, now, liveNow, undefined, draft);
      if (topUps.plans.length > 0) fresh.push(...(await createEvents(tx, seed, topUps.plans, now)));
      nextCursor = topUps.cursor;
      await writeChanges(tx, changes, new Date(now));
      await writeClock(tx, seed, new Date(now));
      return fresh;
    });
    // Committed: only now does memory move on, so a failed tick is simply retried.
    cursor = nextCursor;
    calendar = draft;
    const report = { added: [] as number[], updated: [] as number[], ended: [] as number[] };
    let priceChanges = 0;
    for (const { event, next } of changes) {
      if (next.view.status === 'ended') {
        report.ended.push(event.id);
        running.delete(event.id);
      } else if (eventChanged(event.view, next.view)) {
        report.updated.push(event.id);
      }
      Object.assign(event, next);
    }
    for (const event of created) {
      running.set(event.id, event);
      report.added.push(event.id);
    }
    for (const delta of deltas) {
      priceChanges += delta.markets.reduce((sum, market) => sum + market.outcomes.length, 0);
      await bus.publish(busEventChannel(delta.event_id), delta);
    }
    if (report.added.length + report.updated.length + report.ended.length > 0) {
      const payload: FeedChanges = report;
      await bus.publish(BUS_FEED_CHANGES_CHANNEL, payload);
    }
    const liveAfter = [...running.values()].filter((event) => event.view.isLive).length;
    return {
      simTime: now,
      added: report.added.length,
      updated: report.updated.length,
      ended: report.ended.length,
      live: liveAfter,
      priceChanges,
    };
  }

  let queue: Promise<unknown> = Promise.resolve();
  const tick = (): Promise<TickReport> => {
    const result = queue.then(runTick);
    queue = result.catch(() => undefined);
    return result;
  };

  await tick();
  let busy = false;
  const timer =
    tickMs > 0
      ? setInterval(() => {
          // A slow tick is never stacked: the timer skips while one runs.
          if (busy) return;
          busy = true;
          tick()
            .catch(onError)
            .finally(() => {
              busy = false;
            });
        }, tickMs)
      : null;
  return {
    tick,
    clock,
    async stop() {
      if (timer) clearInterval(timer);
      await queue;
    },
  };
}
