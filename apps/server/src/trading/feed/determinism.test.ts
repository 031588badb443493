import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../storage/testing';
import { startFeed } from './feed';
import { dumpBook, openFeedTest, recordingBus, runFor, TEST_START } from './feed-test-kit';
import type { BuildContext } from './plan';
import { planDueEvents } from './schedule';
import { seedCatalogue } from './seed';

const MINUTE = 60_000;

/** Compares two dumps as text (a deep equal of ~30 000 rows is slow), showing the first row that differs. */
function expectSameBook(actual: unknown[][], expected: unknown[][]): void {
  expected.forEach((rows, table) => {
    const [mine, theirs] = [actual[table] ?? [], rows];
    if (JSON.stringify(mine) === JSON.stringify(theirs)) return;
    const index = theirs.findIndex((row, i) => JSON.stringify(row) !== JSON.stringify(mine[i]));
    expect({ table, index, row: mine[index] ?? null }).toEqual({ table, index, row: theirs[index] ?? null });
    expect(mine.length).toBe(theirs.length);
  });
}

describe.each(testDatabaseTargets())('feed determinism on $name', (target) => {
  it('writes the same book for the same seed and clock steps, even across a leader restart', async () => {
    const straight = await openFeedTest(target, 'replay');
    await runFor(straight, 20 * MINUTE, 5 * MINUTE);
    const expected = await dumpBook(straight.db);
    await straight.close();

    const restarted = await openFeedTest(target, 'replay');
    await runFor(restarted, 10 * MINUTE, 5 * MINUTE);
    await restarted.feed.stop();
    // A new leader on the same database: it resumes the stored events and schedule, ticking at once.
    const bus = recordingBus();
    const successor = await startFeed({ handle: restarted.db, bus, seed: 'replay', clock: restarted.clock, tickMs: 0 });
    // Its first tick lands on the instant its predecessor already wrote: nothing to publish again.
    expect(bus.published).toEqual([]);
    await runFor({ clock: restarted.clock, feed: successor }, 10 * MINUTE, 5 * MINUTE);
    const actual = await dumpBook(restarted.db);
    await successor.stop();
    await restarted.close();

    expectSameBook(actual, expected);
  }, 60_000);

  it('draws another catalogue from another seed', async () => {
    const database = await target.open();
    const refs = await seedCatalogue(database);
    await database.close();
    const plan = (seed: string): unknown => {
      const ctx: BuildContext = { seed, refs };
      return planDueEvents(ctx, new Map(), TEST_START).plans.map((event) => [event.name, event.params]);
    };
    expect(plan('one')).toEqual(plan('one'));
    expect(plan('one')).not.toEqual(plan('two'));
  });
});
