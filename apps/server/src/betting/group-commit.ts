import type { DatabaseHandle, Transaction } from '../storage/index';

/**
 * Group commit for bet acceptance (decision 044). Submits that reach their write at about the
 * same time share ONE transaction and one COMMIT, run one after another (ordered by player id,
 * in arrival order within one player). Each is
 * answered on its own and only after the COMMIT that made it durable, with exactly the result it
 * would have had in a transaction of its own at that place in the order:
 *
 * - When submit `i` of a batch throws (a balance too low, a uuid already taken, anything), the
 *   whole transaction is rolled back: submits `0 … i-1` are run again and committed without it,
 *   then `i` is run first in the next transaction. A submit that throws while it is first is
 *   answered with its error (nothing of it was written, and it saw everything committed before).
 * - Should a transaction fail otherwise (the COMMIT, a lost connection, a deadlock between
 *   batches), nothing of it was written and each of its submits is run again alone.
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

/** A job of a batch threw: the batch's transaction is rolled back. */
class JobFailed extends Error {
  constructor(
    readonly index: number,
    cause: unknown,
  ) {
    super(`submit ${index} of a group commit failed`, { cause });
  }
}

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

  /** Runs every job in one transaction; the first that throws rolls it all back (JobFailed). */
  async function runTogether(batch: readonly Job[]): Promise<unknown[]> {
    return handle.transaction(async (tx) => {
      const values: unknown[] = [];
      for (const [index, job] of batch.entries()) {
        try {
          values.push(await job.work(tx));
        } catch (error) {
          throw new JobFailed(index, error);
        }
      }
      return values;
    });
  }

  async function runAlone(job: Job): Promise<void> {
    try {
      job.resolve(await handle.transaction((tx) => job.work(tx)));
    } catch (error) {
      job.reject(error);
    }
  }

  async function settle(batch: Job[]): Promise<void> {
    // Row locks are taken in one order (the wallet's player id) by every batch, so two batches in
    // flight on PostgreSQL do not wait on each other in a circle.
    let queue = [...batch].sort((a, b) => a.lockKey - b.lockKey);
    while (queue.length > 1) {
      try {
        const values = await runTogether(queue);
        queue.forEach((job, index) => job.resolve(values[index]));
        return;
      } catch (error) {
        if (!(error instanceof JobFailed)) break;
        if (error.index === 0) {
          // First in its transaction: it saw all that was committed before it, and wrote nothing.
          queue[0]!.reject(error.cause);
          queue = queue.slice(1);
        } else {
          // The ones before it went through: they are run again and committed without it.
          const failed = error.index;
          const before = queue.slice(0, failed);
          queue = queue.slice(failed);
          await settle(before);
        }
      }
    }
    for (const job of queue) await runAlone(job);
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
