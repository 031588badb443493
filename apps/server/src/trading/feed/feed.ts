import { BUS_FEED_CHANGES_CHANNEL, busEventChannel } from '@sportsbook/protocol';
import type { EventDelta, FeedChanges } from '@sportsbook/protocol';
import type { DatabaseHandle } from '../../storage/index';
import type { Bus } from '../../realtime/index';
import { createSimulatedClock } from './clock';
import type { Clock } from './clock';
import { createEvents } from './create';
import { deltaOf, evaluate, eventChanged } from './live';
import type { FeedEvent } from './live';
import type { BuildContext } from './plan';
import { STREAMS, planDueEvents, planTopUps } from './schedule';
import type { ScheduleCursor, StreamDef } from './schedule';
import { seedCatalogue } from './seed';
import { CALENDAR_MEMORY_MS, createTeamCalendar } from './team-calendar';
import { hasHistory, writeHistory } from './history';
import type { HistoryHooks } from './history';
import { fenceStaleMarkets, loadFeedState, readFeedClock } from './store';
import type { FeedState } from './store';
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
  /** FEED_DEAD_HEAT_RATE: the chance a new race's finish has a tie (default: the racing module's). */
  readonly deadHeatRate?: number;
  /**
   * Serve early (decision 060): resolve as soon as the catalogue in the database is one a bettor
   * may see and bet on, and leave the rest to `run()`. On a restart that is after the fence (every
   * market whose state may have moved while the feed was down is suspended); on a first start
   * after a first tick that wrote the events of the next FIRST_HORIZON_MS. `run()` then loads the
   * stored events and catches up, or fills the rest of the schedule, before the timer starts.
   * Off (the default): the first tick is the full one and the timer runs when this resolves.
   */
  readonly background?: boolean;
  /**
   * A first start's history (decision 108): on a database with no feed clock and no history yet,
   * the last HISTORY_DAYS of events are written with their results, the hooks betting on them
   * before the results and settling after. In the background it runs after the schedule is full,
   * before `caughtUp`; otherwise before this resolves. Absent: no history.
   */
  readonly history?: HistoryHooks;
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
  /**
   * Starts what `background` left: the catch-up and the timer (a no-op without `background`,
   * where they already run). Call it once the server serves; `caughtUp` says when it is done.
   */
  run(): void;
  /** Resolves once the feed has caught up (at once without `background`); never rejects. */
  readonly caughtUp: Promise<void>;
  /** Whether `run()` has caught up (true without `background`): `/health/feed` says it. */
  readonly isCaughtUp: boolean;
  /**
   * False while a first start in the background holds only the first part of the schedule
   * (FIRST_HORIZON_MS, then growing): `/health/feed` says `schedule: 'partial'` (decision 108).
   */
  readonly isScheduleComplete: boolean;
}

/** A first start in the background writes the events of this much simulated time before serving. */
export const FIRST_HORIZON_MS = 60 * 60_000;
/** …and then the schedule's horizon grows by this much per tick until it is the full one. */
export const HORIZON_STEP_MS = 4 * 60 * 60_000;
/** On a restart, events starting this soon (simulated, × speed) are suspended until the catch-up. */
export const FENCE_AHEAD_MS = 60_000;

const FULL_HORIZON_MS = Math.max(...STREAMS.map((stream) => stream.horizonMs));

/** The streams with their horizon cut to `capMs` (null: as they are). */
function streamsWithin(capMs: number | null): readonly StreamDef[] {
  if (capMs === null) return STREAMS;
  return STREAMS.map((stream) => (stream.horizonMs > capMs ? { ...stream, horizonMs: capMs } : stream));
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
  const background = options.background ?? false;
  const seed = String(options.seed);
  const refs = await seedCatalogue(handle);
  // Serving early on a restart needs only the last tick's time: the events are loaded by `run()`.
  const storedTime = background ? await readFeedClock(handle) : null;
  const deferLoad = background && storedTime !== null;
  const stored: FeedState = deferLoad
    ? { events: [], cursor: new Map(), simTime: storedTime, fixtures: [] }
    : await loadFeedState(handle, seed);
  const clock =
    options.clock ??
    createSimulatedClock({ start: Math.max(Date.now(), stored.simTime ?? 0), speed: options.speed ?? 1 });
  const ctx: BuildContext = {
    seed,
    refs,
    ...(options.deadHeatRate !== undefined ? { deadHeatRate: options.deadHeatRate } : {}),
  };
  const running = new Map<number, FeedEvent>(stored.events.map((event) => [event.id, event]));
  let cursor: ScheduleCursor = stored.cursor;
  let calendar = createTeamCalendar(stored.fixtures);
  // A first start in the background plans the schedule's horizon in steps (soonest events first).
  let horizonCap: number | null = background && !deferLoad ? FIRST_HORIZON_MS : null;
  // A first start writes the history once: the database has no clock yet and no history either.
  let historyDue = options.history !== undefined && stored.simTime === null && !(await hasHistory(handle));
  if (deferLoad) {
    // What a bettor may see and bet on before the catch-up tick: the stored catalogue with every
    // market of an event that is (or may by now be) in play suspended. Pre-match prices of events
    // further off are what the catch-up would write again (their price does not move before the start).
    const ahead = FENCE_AHEAD_MS * (options.clock ? 1 : (options.speed ?? 1));
    await fenceStaleMarkets(handle, new Date(clock.now() + ahead));
  }

  async function runTick(): Promise<TickReport> {
    const now = clock.now();
    const draft = calendar.fork();
    draft.prune(now - CALENDAR_MEMORY_MS);
    const cap = horizonCap;
    const due = planDueEvents(ctx, cursor, now, streamsWithin(cap), draft);
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
    if (cap !== null) horizonCap = cap + HORIZON_STEP_MS >= FULL_HORIZON_MS ? null : cap + HORIZON_STEP_MS;
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

  // A restart served early loads the stored events before its first tick (the catch-up): a tick
  // on an empty memory would plan every slot again. A failed load is retried by the next tick.
  let pendingLoad = deferLoad;
  async function loadThenTick(): Promise<TickReport> {
    if (pendingLoad) {
      const state = await loadFeedState(handle, seed);
      for (const event of state.events) running.set(event.id, event);
      cursor = state.cursor;
      calendar = createTeamCalendar(state.fixtures);
      pendingLoad = false;
    }
    return runTick();
  }

  let queue: Promise<unknown> = Promise.resolve();
  const tick = (): Promise<TickReport> => {
    const result = queue.then(loadThenTick);
    queue = result.catch(() => undefined);
    return result;
  };

  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const startTimer = () => {
    if (tickMs <= 0 || stopped) return;
    let busy = false;
    timer = setInterval(() => {
      // A slow tick is never stacked: the timer skips while one runs.
      if (busy) return;
      busy = true;
      tick()
        .catch(onError)
        .finally(() => {
          busy = false;
        });
    }, tickMs);
  };

  /**
   * The rest of a background start, one tick after the other: on a restart the catch-up tick
   * (every stored event evaluated now, reopening what the fence suspended), on a first start the
   * ticks that widen the schedule's horizon to the full one.
   */
  async function catchUp(): Promise<void> {
    if (pendingLoad) await tick();
    while (horizonCap !== null && !stopped) await tick();
    if (!stopped) await history();
  }

  /** The first start's history, queued like a tick so no tick runs meanwhile. */
  function history(): Promise<void> {
    const hooks = options.history;
    if (!historyDue || !hooks) return Promise.resolve();
    const run = queue.then(async () => {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const written = await writeHistory(handle, ctx, clock.now(), hooks);
      const cpu = process.cpuUsage(cpuBefore);
      historyDue = false;
      // A past event still going on now (a golf tournament) runs on like any other.
      for (const event of written.running) running.set(event.id, event);
      hooks.written?.({
        created: written.created,
        ended: written.ended,
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
      });
    });
    queue = run.catch(() => undefined);
    return run;
  }

  let caughtUp: Promise<void> = Promise.resolve();
  let ran = !background;
  let isCaughtUp = !background;
  // A restart served early ticks first in `run()`; anything else writes its first tick now.
  if (!deferLoad) await tick();
  if (!background) {
    await history();
    startTimer();
  }
  return {
    tick,
    clock,
    get caughtUp() {
      return caughtUp;
    },
    get isCaughtUp() {
      return isCaughtUp;
    },
    get isScheduleComplete() {
      return horizonCap === null;
    },
    run() {
      if (ran) return;
      ran = true;
      // A failed catch-up is retried by the timer's ticks (a deferred load is retried first).
      caughtUp = catchUp().then(
        () => {
          isCaughtUp = true;
          startTimer();
        },
        (error: unknown) => {
          onError(error);
          isCaughtUp = true;
          startTimer();
        },
      );
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await queue;
    },
  };
}
