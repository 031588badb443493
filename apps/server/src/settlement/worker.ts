import { BUS_FEED_CHANGES_CHANNEL, feedChangesSchema } from '@sportsbook/protocol';
import type { Bus } from '../realtime/index';
import type { DatabaseHandle } from '../storage/index';
import { settleResolvedBets } from './settle';
import type { SettleOptions, SettleReport } from './settle';

/** What the settlement worker needs. */
export interface SettlementWorkerOptions {
  readonly handle: DatabaseHandle;
  readonly bus: Bus;
  /** Safety-net run over every open bet every `intervalMs` (default 30 s; 0 turns it off). */
  readonly intervalMs?: number;
  /** Wait after a FeedChanges before running, so a burst of ticks costs one run (default 200 ms). */
  readonly debounceMs?: number;
  /**
   * Settle when the feed announces ended events (default true). Off, runs happen only on the
   * interval and on `runNow`: the simulation settles at steps it chooses (decision 092).
   */
  readonly onFeedChanges?: boolean;
  /** Passed to every run; player events go on `bus` unless `settle.bus` names another. */
  readonly settle?: SettleOptions;
  /** Told about a run that failed; the worker keeps going. Defaults to console.error. */
  readonly onError?: (error: unknown) => void;
  /** Told about every finished run (logs, tests). */
  readonly onRun?: (report: SettleReport) => void;
}

/** A running worker: `runNow` settles at once (queued behind a running run); `stop` waits for the run in flight. */
export interface SettlementWorker {
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

const DEFAULT_INTERVAL_MS = 30_000;
const DEFAULT_DEBOUNCE_MS = 200;

/**
 * Settles the bets on the events the feed announces it ended (debounced), and every open bet on an
 * interval as a safety net (a missed bus message, a bet that failed once) and on `runNow`. Runs
 * never overlap in one process; a trigger during a run asks for one more run after it. Errors are
 * reported, never thrown.
 */
export function startSettlementWorker(options: SettlementWorkerOptions): SettlementWorker {
  const { handle, bus } = options;
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  const onError = options.onError ?? ((error: unknown) => console.error('[settlement] run failed:', error));
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let debounce: ReturnType<typeof setTimeout> | null = null;
  // What the next run looks at: every open bet, or only bets on the events the feed ended.
  let full = false;
  const ended = new Set<number>();

  async function runLoop(): Promise<void> {
    do {
      again = false;
      const scope = full ? {} : { eventIds: [...ended] };
      full = false;
      ended.clear();
      try {
        const report = await settleResolvedBets(handle, { bus, ...options.settle, ...scope });
        options.onRun?.(report);
      } catch (error) {
        onError(error);
      }
    } while (again && !stopped);
  }

  /** Starts a run, or asks the one in flight for another; `full` or `ended` says what it looks at. */
  function trigger(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = runLoop().finally(() => {
      running = null;
    });
    return running;
  }

  const onFeedChanges = (payload: unknown) => {
    if (stopped) return;
    // The feed decides markets only when their event ends (trading/feed/live.ts `evaluate`), so a
    // change settles only the bets on the events it ended (decision 074). An unreadable message
    // asks for a full run, as every message did before.
    const changes = feedChangesSchema.safeParse(payload);
    if (changes.success && changes.data.ended.length === 0) return;
    if (changes.success) for (const id of changes.data.ended) ended.add(id);
    else full = true;
    if (debounce) clearTimeout(debounce);
    debounce = setTimeout(() => {
      debounce = null;
      void trigger();
    }, debounceMs);
  };
  const unsubscribe =
    options.onFeedChanges === false ? () => undefined : bus.subscribe(BUS_FEED_CHANGES_CHANNEL, onFeedChanges);
  const fullRun = (): Promise<void> => {
    full = true;
    return trigger();
  };
  const interval = intervalMs > 0 ? setInterval(() => void fullRun(), intervalMs) : null;
  interval?.unref?.();

  return {
    // A run in flight may have read the bets before the caller's change: it runs once more.
    runNow: fullRun,
    async stop() {
      stopped = true;
      unsubscribe();
      if (debounce) clearTimeout(debounce);
      if (interval) clearInterval(interval);
      await running;
    },
  };
}
