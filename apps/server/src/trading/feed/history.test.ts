import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../storage/testing';
import type { TestDatabase } from '../../storage/testing';
import { TEST_START } from './feed-test-kit';
import { HISTORY_DAYS, HISTORY_GAP_MS, HISTORY_STREAM_PREFIX, hasHistory, planHistory, writeHistory } from './history';
import { STREAMS } from './schedule';
import { seedCatalogue } from './seed';

/*
 * The first start's history at the feed's level (decision 108): every stream has a past, written
 * through the feed's own creation and result writes, and it is the seed's: the same seed and start
 * give the same results, another seed others.
 */

const DAY = 24 * 60 * 60_000;
const [pglite] = testDatabaseTargets();

/** The history's events with their results, as the Results page reads them. */
async function writtenHistory(db: TestDatabase, seed: string) {
  const refs = await seedCatalogue(db);
  const report = await writeHistory(db, { seed, refs }, TEST_START, null);
  const rows = await db.execute<{
    stream: string;
    name: string;
    starts_at: string | Date;
    status: string;
    result: unknown;
  }>(
    `SELECT f.stream, e.name, e.starts_at, e.status, e.result FROM feed_events f JOIN events e ON e.id = f.event_id
     WHERE f.stream LIKE '${HISTORY_STREAM_PREFIX}%' ORDER BY e.starts_at, f.stream`,
  );
  return { report, rows };
}

describe('the first start history (decision 108)', () => {
  it('plans a past for every stream within the last days, over before the start', async () => {
    const db = await pglite!.open();
    try {
      const refs = await seedCatalogue(db);
      const plans = planHistory({ seed: 'history', refs }, TEST_START);
      const streams = new Set(plans.map((plan) => plan.stream));
      for (const stream of STREAMS) {
        // A weekly golf tournament may start before the window: the other streams all have a past.
        if (stream.cadenceMs >= 7 * DAY) continue;
        expect(streams, stream.key).toContain(`${HISTORY_STREAM_PREFIX}${stream.key}`);
      }
      for (const plan of plans) {
        expect(plan.startsAt).toBeGreaterThanOrEqual(TEST_START - HISTORY_DAYS * DAY);
        expect(plan.startsAt).toBeLessThanOrEqual(TEST_START - HISTORY_GAP_MS);
      }
    } finally {
      await db.close();
    }
  });

  it('writes the same results for the same seed and others for another, once', async () => {
    const [first, again, other] = [await pglite!.open(), await pglite!.open(), await pglite!.open()];
    try {
      expect(await hasHistory(first)).toBe(false);
      const a = await writtenHistory(first, 'secret-one');
      const b = await writtenHistory(again, 'secret-one');
      const c = await writtenHistory(other, 'secret-two');
      expect(await hasHistory(first)).toBe(true);
      expect(a.report.ended).toBeGreaterThanOrEqual(100);
      expect(a.rows.filter((row) => row.status === 'ended')).toHaveLength(a.report.ended);
      expect(JSON.stringify(b.rows)).toBe(JSON.stringify(a.rows));
      // Another seed: other futures (and other race cards), so other results.
      const results = (rows: typeof a.rows) => rows.map((row) => JSON.stringify(row.result));
      expect(c.rows.length).toBeGreaterThanOrEqual(100);
      expect(results(c.rows)).not.toEqual(results(a.rows));
    } finally {
      await Promise.all([first.close(), again.close(), other.close()]);
    }
  }, 120_000);
});
