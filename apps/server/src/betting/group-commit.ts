import type { DatabaseHandle, Transaction } from '../storage/index';

/**
 * Group commit for bet acceptance (decision 044). Submits that reach their write at about the
 * same time share ONE transaction: each runs in a savepoint of its own, so a failing one (a balance
 * too low, a uuid already taken, anything it throws) is rolled back to its savepoint alone while
 * the others go on; then one COMMIT makes them all durable together. Every submit is answered on
 * its own and only after that COMMIT, with its own result or its own error, exactly as if it had
 * run in a transaction of its own. Should the batch itself fail (the COMMIT, a lost connection, a
 * deadlock between batches), nothing of it was written and each submit is run again alone.
 */
export interface GroupCommit {
  /** Runs `work` in a transaction shared with other submits; resolves or rejects after the COMMIT. */
  run<T>(lockKey: number, work: (tx: Transaction) => Promise<T>): Promise<T>;
}

export interface GroupCommitOptions {
  /** Most submits in one transaction. */
  readonly maxBatch?: number;
  /** Batches in flight at once (1 on PGlite, whose one connection runs one transaction at a time). */
  readonly parallel?: number;
}

interface Job {
  readonly lockKey: number;
  readonly work: (tx: Transaction) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/** The default: one transaction per submit, as before group commit (tests of other services, the Bet Builder). */
export function ownTransaction(handle: DatabaseHandle): GroupCommit {
  return { run: (_lockKey, work) => handle.transaction(work) };
}

/** Builds the group commit over one database handle. */
export function createGroupCommit(handle: DatabaseHandle, options: GroupCommitOptions = {}): GroupCommit {
  const maxBatch = options.maxBatch ?? 64;
  const parallel = options.parallel ?? (handle.dialect === 'pglite' ? 1 : 4);
  const waiting: Job[] = [];
  let inFlight = 0;

  /** One transaction for the whole batch; each job in its own savepoint (drizzle's nested transaction). */
  async function runBatch(batch: readonly Job[]): Promise<Outcome[]> {
    return handle.transaction(async (tx) => {
      const outcomes: Outcome[] = [];
      for (const job of batch) {
        try {
          outcomes.push({ ok: true, value: await tx.transaction((savepoint) => job.work(savepoint)) });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
      return outcomes;
    });
  }

  async function settle(batch: Job[]): Promise<void> {
    // Row locks are taken in one order (the wallet's player id) by every batch, so two batches in
    // flight on PostgreSQL do not wait on each other in a circle.
    batch.sort((a, b) => a.lockKey - b.lockKey);
    let outcomes: Outcome[] | null = null;
    if (batch.length > 1) {
      try {
        outcomes = await runBatch(batch);
      } catch {
        // Nothing of the batch was committed: each job is run again alone below.
        outcomes = null;
      }
    }
    if (!outcomes) {
      outcomes = [];
      for (const job of batch) {
        try {
          outcomes.push({ ok: true, value: await handle.transaction((tx) => job.work(tx)) });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
    }
    batch.forEach((job, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }

  function pump(): void {
    while (inFlight < parallel && waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      inFlight += 1;
      void settle(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    run<T>(lockKey: number, work: (tx: Transaction) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ lockKey, work, resolve: resolve as (value: unknown) => void, reject });
        // Submits arriving in the same turn of the event loop join one batch.
        if (waiting.length === 1) setImmediate(pump);
      });
    },
  };
}
