import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../storage/testing';
import type { TestDatabase } from '../../storage/testing';
import { createManualClock } from './clock';
import { FENCE_AHEAD_MS, FIRST_HORIZON_MS, startFeed } from './feed';
import { TEST_START, bookCounts, recordingBus, runFor } from './feed-test-kit';

/*
 * A feed started to serve early (decision 060): what the database holds when `startFeed`
 * resolves is a catalogue a bettor may see and bet on, and `run()` does the rest afterwards.
 */

const MINUTE = 60_000;

async function simTime(db: TestDatabase): Promise<number> {
  const [row] = await db.execute<{ sim_time: string | Date }>('SELECT sim_time FROM feed_clock WHERE id = 1');
  return new Date(row!.sim_time).getTime();
}

/** (stream, slot) pairs written more than once: a tick on an empty memory would plan slots again. */
async function duplicateSlots(db: TestDatabase): Promise<number> {
  const rows = await db.execute('SELECT stream, slot FROM feed_events GROUP BY stream, slot HAVING count(*) > 1');
  return rows.length;
}

/** Open markets per event, with how many of them are suspended, for running events. */
async function openMarkets(db: TestDatabase) {
  return db.execute<{
    id: string | number;
    starts_at: string | Date;
    status: string;
    is_live: boolean;
    markets: string | number;
    suspended: string | number;
    odds: string;
  }>(`SELECT e.id, e.starts_at, e.status, e.is_live, count(DISTINCT m.id) AS markets,
      count(DISTINCT m.id) FILTER (WHERE m.is_suspended) AS suspended, string_agg(o.odds::text, ',' ORDER BY o.id) AS odds
    FROM feed_events f JOIN events e ON e.id = f.event_id JOIN markets m ON m.event_id = e.id AND m.status = 'open'
    JOIN outcomes o ON o.market_id = m.id WHERE NOT f.ended GROUP BY e.id ORDER BY e.id`);
}

describe.each(testDatabaseTargets())('a feed serving early on $name', (target) => {
  describe('on a first start', () => {
    let db: TestDatabase;
    let firstHour: { live: number; upcoming: number; sports: number };
    let latestStart: number;
    let before: number;
    let after: { live: number; upcoming: number; sports: number };
    let duplicates: number;

    beforeAll(async () => {
      db = await target.open();
      const clock = createManualClock(TEST_START);
      const bus = recordingBus();
      const feed = await startFeed({ handle: db, bus, seed: 42, clock, tickMs: 0, background: true });
      // What is there when it resolves: the first hour, written and committed.
      firstHour = await bookCounts(db);
      const [row] = await db.execute<{ latest: string | Date }>('SELECT max(starts_at) AS latest FROM events');
      latestStart = new Date(row!.latest).getTime();
      before = await simTime(db);
      feed.run();
      await feed.caughtUp;
      after = await bookCounts(db);
      duplicates = await duplicateSlots(db);
      await feed.stop();
      await bus.close();
    }, 120_000);
    afterAll(() => db?.close());

    it('is not done before its first events exist: in play and the next hour are written when it resolves', () => {
      expect(firstHour.live).toBeGreaterThanOrEqual(10);
      expect(firstHour.upcoming).toBeGreaterThan(0);
      expect(latestStart).toBeLessThanOrEqual(TEST_START + FIRST_HORIZON_MS);
      expect(before).toBe(TEST_START);
    });

    it('fills the rest of the schedule in the background, each slot once', () => {
      expect(after.upcoming).toBeGreaterThanOrEqual(150);
      expect(after.sports).toBeGreaterThanOrEqual(8);
      expect(after.upcoming).toBeGreaterThan(firstHour.upcoming);
      expect(duplicates).toBe(0);
    });
  });

  describe('on a restart', () => {
    let db: TestDatabase;
    let stored: Awaited<ReturnType<typeof openMarkets>>;
    let fenced: Awaited<ReturnType<typeof openMarkets>>;
    let caughtUp: Awaited<ReturnType<typeof openMarkets>>;
    let clockAtFence: number;
    let clockAfter: number;
    let duplicates: number;
    let restartAt: number;

    beforeAll(async () => {
      db = await target.open();
      const clock = createManualClock(TEST_START);
      const bus = recordingBus();
      // A first run, the normal way, ticking for a while.
      const first = await startFeed({ handle: db, bus, seed: 42, clock, tickMs: 0 });
      await runFor({ clock, feed: first }, 10 * MINUTE, MINUTE);
      await first.stop();
      stored = await openMarkets(db);
      // Down for 20 minutes: in-play events moved on, some started, some ended.
      restartAt = clock.now() + 20 * MINUTE;
      const again = createManualClock(restartAt);
      const feed = await startFeed({ handle: db, bus, seed: 42, clock: again, tickMs: 0, background: true });
      fenced = await openMarkets(db);
      clockAtFence = await simTime(db);
      feed.run();
      await feed.caughtUp;
      caughtUp = await openMarkets(db);
      clockAfter = await simTime(db);
      duplicates = await duplicateSlots(db);
      await feed.stop();
      await bus.close();
    }, 120_000);
    afterAll(() => db?.close());

    it('resolves without a tick: the stored catalogue, with every market that may have moved suspended', () => {
      expect(clockAtFence).toBe(TEST_START + 10 * MINUTE);
      expect(fenced.map((row) => row.id)).toEqual(stored.map((row) => row.id));
      const stale = fenced.filter(
        (row) =>
          row.is_live ||
          row.status !== 'not_started' ||
          new Date(row.starts_at).getTime() <= restartAt + FENCE_AHEAD_MS,
      );
      expect(stale.length).toBeGreaterThan(0);
      for (const row of stale) expect(Number(row.suspended), `event ${row.id}`).toBe(Number(row.markets));
    });

    it('leaves pre-match events further off as they were: their prices do not move before the start', () => {
      const byId = new Map(stored.map((row) => [row.id, row]));
      const later = fenced.filter(
        (row) => !row.is_live && new Date(row.starts_at).getTime() > restartAt + FENCE_AHEAD_MS,
      );
      expect(later.length).toBeGreaterThan(100);
      for (const row of later) {
        const was = byId.get(row.id)!;
        expect([row.suspended, row.odds]).toEqual([was.suspended, was.odds]);
      }
    });

    it('catches up after run(): the clock moves on, in-play markets reopen, no slot is planned twice', () => {
      expect(clockAfter).toBe(restartAt);
      const live = caughtUp.filter((row) => row.is_live);
      expect(live.length).toBeGreaterThanOrEqual(10);
      expect(live.some((row) => Number(row.suspended) < Number(row.markets))).toBe(true);
      expect(duplicates).toBe(0);
    });
  });
});
