/**
 * Reads of one row by key, batched (decision 071). Every hot read of the bet
 * path (a token's session version, the account's block, an outcome's current price, a uuid's
 * stored answer, the balance after a bet) is one look-up by key, asked by each request on its own.
 * Asked one by one they cost a statement each, and on PGlite a statement's fixed cost dominates.
 *
 * A batched reader gathers the keys asked in one turn of the event loop — and those asked while
 * its previous read is still running — and reads them all with ONE statement (`= ANY($1)`). Each
 * caller gets its own row (or undefined). Nothing is cached: every key is read after it was asked,
 * so a caller never sees a row older than its request; the batch only shares the statement.
 */
export interface BatchedReader<Key, Row> {
  /** The row of `key`, read by the next batch (undefined when there is none). */
  load(key: Key): Promise<Row | undefined>;
}

interface Waiter<Row> {
  readonly resolve: (row: Row | undefined) => void;
  readonly reject: (error: unknown) => void;
}

/** A reader over `readMany`, which reads the rows of several distinct keys in one statement. */
export function batchedReader<Key, Row>(
  readMany: (keys: Key[]) => Promise<Iterable<readonly [Key, Row]>>,
): BatchedReader<Key, Row> {
  let waiting = new Map<Key, Waiter<Row>[]>();
  let scheduled = false;
  let reading = false;

  async function flush(): Promise<void> {
    scheduled = false;
    const batch = waiting;
    waiting = new Map();
    reading = true;
    try {
      const rows = new Map(await readMany([...batch.keys()]));
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(rows.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    } finally {
      reading = false;
      schedule();
    }
  }

  /** The next batch starts in the next turn, once the read in flight (if any) has answered. */
  function schedule(): void {
    if (scheduled || reading || waiting.size === 0) return;
    scheduled = true;
    setImmediate(() => void flush());
  }

  return {
    load(key) {
      return new Promise((resolve, reject) => {
        const waiters = waiting.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else waiting.set(key, [{ resolve, reject }]);
        schedule();
      });
    },
  };
}
