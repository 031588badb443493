import { and, asc, eq, lte } from 'drizzle-orm';
import type { DatabaseHandle } from '../storage/index';
import { settleDeposit } from './deposit-flow';
import type { DepositOutcome } from './deposit-flow';
import type { PaymentProvider } from './provider';
import { cashierPayments } from './tables';

/**
 * The deposit resolver (decision 086): a deposit left pending — its charge's answer lost to a
 * crash, a restart or a dropped connection — is settled with what the provider says became of
 * the charge: approved is credited (once: only a pending row is settled), declined fails, and a
 * charge the provider never received fails (no money was taken).
 */
export interface DepositResolverOptions {
  readonly handle: DatabaseHandle;
  readonly provider: PaymentProvider;
  /** Between passes (default 30 s; 0 turns them off: `runNow` only). The first pass waits one interval. */
  readonly intervalMs?: number;
  /**
   * How old a pending deposit must be before the resolver settles it (default 2 min): longer than
   * any charge the cashier waits for, so a charge still in flight is left to its own request.
   */
  readonly graceMs?: number;
  readonly now?: () => Date;
  /** Told about a pass or a deposit that failed; the resolver keeps going. */
  readonly onError?: (error: unknown) => void;
  /** Told about every deposit it settled (logs, tests). */
  readonly onSettled?: (paymentId: string, outcome: DepositOutcome) => void;
}

/** A running resolver: `runNow` makes a pass at once (after one in flight); `stop` waits for the pass in flight. */
export interface DepositResolver {
  /** The number of deposits the pass settled. */
  runNow(): Promise<number>;
  stop(): Promise<void>;
}

const DEFAULT_INTERVAL_MS = 30_000;
const DEFAULT_GRACE_MS = 120_000;
/** Pending deposits settled per pass; the rest wait for the next. */
const BATCH = 100;

/** Settles the pending deposits older than the grace; returns how many it settled. */
export async function resolvePendingDeposits(
  options: Pick<DepositResolverOptions, 'handle' | 'provider' | 'graceMs' | 'now' | 'onError' | 'onSettled'>,
): Promise<number> {
  const now = (options.now ?? (() => new Date()))();
  const before = new Date(now.getTime() - (options.graceMs ?? DEFAULT_GRACE_MS));
  const pending = await options.handle.db
    .select({ id: cashierPayments.id, last4: cashierPayments.cardLast4 })
    .from(cashierPayments)
    .where(and(eq(cashierPayments.status, 'pending'), lte(cashierPayments.createdAt, before)))
    .orderBy(asc(cashierPayments.createdAt))
    .limit(BATCH);
  let settled = 0;
  for (const payment of pending) {
    try {
      const known = await options.provider.outcomeOf(payment.id);
      const answer =
        known.kind === 'unknown' ? ({ kind: 'declined', last4: payment.last4, reason: 'generic' } as const) : known;
      const outcome = await settleDeposit(options.handle, payment.id, answer, now);
      options.onSettled?.(payment.id, outcome);
      settled += 1;
    } catch (error) {
      options.onError?.(error);
    }
  }
  return settled;
}

/** Starts the resolver beside the server (as the settlement worker and table maintenance are). */
export function startDepositResolver(options: DepositResolverOptions): DepositResolver {
  const onError = options.onError ?? ((error: unknown) => console.error('[deposits] resolver failed:', error));
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);
  const pass = (): Promise<number> => {
    running = running.then(async () => {
      if (stopped) return 0;
      try {
        return await resolvePendingDeposits({ ...options, onError });
      } catch (error) {
        onError(error);
        return 0;
      }
    });
    return running;
  };
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const interval = intervalMs > 0 ? setInterval(() => void pass(), intervalMs) : null;
  interval?.unref?.();
  return {
    runNow: pass,
    async stop() {
      stopped = true;
      if (interval) clearInterval(interval);
      await running;
    },
  };
}
