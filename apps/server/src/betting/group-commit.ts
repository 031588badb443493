import type { SubmitSuccess } from '@sportsbook/protocol';
import type { DatabaseHandle, Transaction } from '../storage/index';
import { postDebitsTogether, WalletError } from '../wallet/index';
import { blockRefusalsIn } from './account-block';
import type { TogetherDebit } from '../wallet/index';
import { insertBetsTogether } from './bet-store';
import type { NewBet } from './bet-store';

/**
 * Group commit for bet acceptance (decisions 044 and 071). Submits that reach their write at about
 * the same time share ONE transaction and one COMMIT. Each is answered on its own and only after
 * the COMMIT that made it durable, with exactly the result it would have had in a transaction of
 * its own at its place in the order.
 *
 * - Together (decision 071): the batch's plain cash bets (no free bet) are written in one
 *   transaction of five statements, whatever their number: BEGIN, their players' block check
 *   (`blockRefusalsIn`), their debits (`postDebitsTogether`), their bets, legs and answers
 *   (`insertBetsTogether`), COMMIT. Should anything refuse — a blocked account, a player who
 *   cannot pay their debits' sum, a missing wallet, a uuid already taken, any error — that
 *   transaction is rolled back whole and the whole batch is written one by one instead, which
 *   finds out which writes go through. Free-bet writes always go one by one.
 *   (A test fails if a clean batch takes more than one transaction, so a set-based statement that
 *   broke would not hide behind the fallback.)
 * - One by one (decision 044), ordered by player id (arrival order within one player): when write
 *   `i` throws (a balance too low, a uuid already taken, anything), the whole transaction is rolled
 *   back: writes `0 … i-1` are run again and committed without it, then `i` is run first in the next
 *   transaction. A write that throws while it is first is answered with its error (nothing of it
 *   was written, and it saw everything committed before).
 * - Should a transaction fail otherwise (the COMMIT, a lost connection, a deadlock between
 *   batches), nothing of it was written and each of its writes is run again alone.
 */
export interface GroupCommit {
  /** Writes one accepted bet in a transaction shared with others; resolves or rejects after the COMMIT. */
  run(write: BetWrite): Promise<CommittedBet>;
  /** How the batches so far were written (what a test or a probe reads; counts since start). */
  batches(): BatchCounts;
}

/** Batches written with the set-based statements, and batches of several writes that went one by one. */
export interface BatchCounts {
  readonly together: number;
  readonly oneByOne: number;
}

/** A written bet: its answer, and the player's balance at the COMMIT when the write knows it. */
export interface CommittedBet {
  readonly answer: SubmitSuccess;
  /** Null when the write did not learn it (one by one: later writes of the batch may move it). */
  readonly balance: number | null;
}

/** One accepted bet to write. */
export interface BetWrite {
  /** The player whose wallet the write moves (one-by-one batches take wallet locks in this order). */
  readonly playerId: number;
  /**
   * What the set-based statements need, when the write can join them: a bet paid in cash only,
   * whose answer is `answer` with the new bet's id. Null for anything else (a free bet).
   */
  readonly together: {
    readonly bet: NewBet;
    readonly answer: SubmitSuccess;
    readonly debit: TogetherDebit;
  } | null;
  /** The write on its own, in the transaction it is given (the path every write can take). */
  readonly work: (tx: Transaction) => Promise<SubmitSuccess>;
  /** The player's cash balance read before the write, when it was (decision 083). */
  readonly knownBalance?: number | null;
}

export interface GroupCommitOptions {
  /** Most submits in one transaction. */
  readonly maxBatch?: number;
  /**
   * Batches in flight at once (default 1: the next batch gathers while one commits, so batches are
   * as large as the load makes them; on PostgreSQL 1 beat 2 and 4 in the bets bench, decision 071).
   */
  readonly parallel?: number;
}

interface Job {
  readonly write: BetWrite;
  readonly resolve: (committed: CommittedBet) => void;
  readonly reject: (error: unknown) => void;
}

/** The set-based write refused (a blocked account, a missing wallet, or a sum a balance cannot pay). */
class NotTogether extends Error {}

/** A job of a batch threw: the batch's transaction is rolled back. */
class JobFailed extends Error {
  constructor(
    readonly index: number,
    cause: unknown,
  ) {
    super(`submit ${index} of a group commit failed`, { cause });
  }
}

/** One transaction per submit, as before group commit (`BET_GROUP_COMMIT=0`). */
export function ownTransaction(handle: DatabaseHandle): GroupCommit {
  return {
    run: async (write) => ({ answer: await handle.transaction(write.work), balance: null }),
    batches: () => ({ together: 0, oneByOne: 0 }),
  };
}

/** Builds the group commit over one database handle. */
export function createGroupCommit(handle: DatabaseHandle, options: GroupCommitOptions = {}): GroupCommit {
  const maxBatch = options.maxBatch ?? 64;
  const parallel = options.parallel ?? 1;
  const waiting: Job[] = [];
  let inFlight = 0;
  const counts = { together: 0, oneByOne: 0 };

  /**
   * Writes the jobs with the set-based statements in one transaction and answers them; false
   * when anything refused (then nothing of it was written).
   */
  async function writeTogether(batch: readonly Job[]): Promise<boolean> {
    const parts = batch.map((job) => job.write.together!);
    let written: { ids: number[]; balances: ReadonlyMap<number, number> };
    try {
      written = await handle.transaction(async (tx) => {
        // A blocked player's bet is answered on the one-by-one path, whose own check refuses it.
        const refusals = await blockRefusalsIn(
          tx,
          parts.map((part) => ({ playerId: part.debit.playerId, at: part.bet.placedAt })),
        );
        if (refusals.some((refusal) => refusal !== null)) throw new NotTogether();
        const balances = await postDebitsTogether(
          tx,
          parts.map((part) => part.debit),
        );
        if (!balances) throw new NotTogether();
        return { ids: await insertBetsTogether(tx, parts), balances };
      });
    } catch {
      return false;
    }
    batch.forEach((job, index) => {
      const { answer } = parts[index]!;
      job.resolve({
        answer: { ...answer, bet: { ...answer.bet, id: written.ids[index]! } },
        balance: written.balances.get(job.write.playerId) ?? null,
      });
    });
    return true;
  }

  /** Runs every job's own write in one transaction; the first that throws rolls it all back (JobFailed). */
  async function runOneByOne(batch: readonly Job[]): Promise<SubmitSuccess[]> {
    return handle.transaction(async (tx) => {
      const values: SubmitSuccess[] = [];
      for (const [index, job] of batch.entries()) {
        try {
          values.push(await job.write.work(tx));
        } catch (error) {
          throw new JobFailed(index, error);
        }
      }
      return values;
    });
  }

  async function runAlone(job: Job): Promise<void> {
    try {
      job.resolve({ answer: await handle.transaction(job.write.work), balance: null });
    } catch (error) {
      job.reject(error);
    }
  }

  /**
   * Refuses at once the cash writes a player's known balance cannot pay after their earlier
   * writes in the batch (arrival order), so that one player's stream of concurrent submits cannot
   * make the set-based debit fail and send everyone's writes one by one (decision 083).
   */
  function refuseBeyondKnownBalance(batch: readonly Job[]): Job[] {
    const left = new Map<number, number>();
    return batch.filter((job) => {
      const { playerId, together, knownBalance } = job.write;
      if (!together || knownBalance === undefined || knownBalance === null) return true;
      const after = (left.get(playerId) ?? knownBalance) + together.debit.amount;
      if (after >= 0) {
        left.set(playerId, after);
        return true;
      }
      job.reject(
        new WalletError('BALANCE_INSUFFICIENT', 'The balance does not cover this stake after the bets before it.'),
      );
      return false;
    });
  }

  async function settle(all: Job[]): Promise<void> {
    const batch = refuseBeyondKnownBalance(all);
    if (batch.length === 0) return;
    const together = batch.filter((job) => job.write.together);
    if (together.length > 0 && (await writeTogether(together))) {
      counts.together += 1;
      await settleOneByOne(batch.filter((job) => !job.write.together));
    } else {
      if (batch.length > 1) counts.oneByOne += 1;
      await settleOneByOne(batch);
    }
  }

  async function settleOneByOne(batch: Job[]): Promise<void> {
    // Row locks are taken in one order (the wallet's player id) by every batch, so two batches in
    // flight on PostgreSQL do not wait on each other in a circle.
    let queue = [...batch].sort((a, b) => a.write.playerId - b.write.playerId);
    while (queue.length > 1) {
      try {
        const values = await runOneByOne(queue);
        queue.forEach((job, index) => job.resolve({ answer: values[index]!, balance: null }));
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
          await settleOneByOne(before);
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
    batches: () => ({ ...counts }),
    run(write) {
      return new Promise<CommittedBet>((resolve, reject) => {
        waiting.push({ write, resolve, reject });
        // Submits arriving in the same turn of the event loop join one batch.
        if (waiting.length === 1) setImmediate(pump);
      });
    },
  };
}
