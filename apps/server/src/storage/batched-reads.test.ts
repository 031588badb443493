import { describe, expect, it } from 'vitest';
import { batchedReader } from './batched-reads';

/** A reader over a table in memory that records the keys of every read it is asked for. */
function recordingReader(table: ReadonlyMap<number, string>) {
  const reads: number[][] = [];
  let release: (() => void) | null = null;
  let held = false;
  const reader = batchedReader(async (keys: number[]) => {
    reads.push(keys);
    if (held) await new Promise<void>((resolve) => (release = resolve));
    return keys.flatMap((key) => (table.has(key) ? [[key, table.get(key)!] as const] : []));
  });
  return {
    reader,
    reads,
    /** The next read waits until `release()` is called. */
    hold: () => (held = true),
    release: () => {
      held = false;
      release?.();
    },
  };
}

const TABLE = new Map([
  [1, 'one'],
  [2, 'two'],
  [3, 'three'],
]);

describe('batchedReader', () => {
  it('reads the keys asked in one turn with one read, each caller getting its own row', async () => {
    const { reader, reads } = recordingReader(TABLE);
    const rows = await Promise.all([reader.load(1), reader.load(3), reader.load(2)]);
    expect(rows).toEqual(['one', 'three', 'two']);
    expect(reads).toEqual([[1, 3, 2]]);
  });

  it('asks for a key once however many callers want it, and answers undefined for a key with no row', async () => {
    const { reader, reads } = recordingReader(TABLE);
    const rows = await Promise.all([reader.load(2), reader.load(9), reader.load(2)]);
    expect(rows).toEqual(['two', undefined, 'two']);
    expect(reads).toEqual([[2, 9]]);
  });

  it('gathers the keys asked while a read runs into the next read, which starts after it', async () => {
    const { reader, reads, hold, release } = recordingReader(TABLE);
    hold();
    const first = reader.load(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toEqual([[1]]);
    // Asked in two later turns while the first read is still running: one read after it.
    const second = reader.load(2);
    await new Promise((resolve) => setImmediate(resolve));
    const third = reader.load(3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toEqual([[1]]);
    release();
    expect(await Promise.all([first, second, third])).toEqual(['one', 'two', 'three']);
    expect(reads).toEqual([[1], [2, 3]]);
  });

  it('never answers from an earlier read: a key asked again after its read is read again', async () => {
    const table = new Map([[1, 'before']]);
    const { reader, reads } = recordingReader(table);
    expect(await reader.load(1)).toBe('before');
    table.set(1, 'after');
    expect(await reader.load(1)).toBe('after');
    expect(reads).toEqual([[1], [1]]);
  });

  it('rejects every caller of a failed read, and reads on afterwards', async () => {
    let fail = true;
    const reader = batchedReader(async (keys: number[]) => {
      if (fail) throw new Error('the database went away');
      return keys.map((key) => [key, key * 10] as const);
    });
    const failed = await Promise.allSettled([reader.load(1), reader.load(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((failed[0] as PromiseRejectedResult).reason).toEqual(new Error('the database went away'));
    fail = false;
    expect(await Promise.all([reader.load(1), reader.load(2)])).toEqual([10, 20]);
  });
});
