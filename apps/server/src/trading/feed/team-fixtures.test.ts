import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../storage/testing';
import { startFeed } from './feed';
import { bookCounts, openFeedTest, recordingBus, runFor } from './feed-test-kit';
import { fixtureSpan } from './team-calendar';

const MINUTE = 60_000;

describe.each(testDatabaseTargets())('team fixtures written by the feed on $name', (target) => {
  it('never has a team in two overlapping fixtures, live and upcoming, across a leader restart', async () => {
    const test = await openFeedTest(target, 'fixtures');
    await runFor(test, 90 * MINUTE, 30 * MINUTE);
    await test.feed.stop();
    // A new leader on the same database plans on from what the database holds.
    const successor = await startFeed({
      handle: test.db,
      bus: recordingBus(),
      seed: 'fixtures',
      clock: test.clock,
      tickMs: 0,
    });
    await runFor({ clock: test.clock, feed: successor }, 90 * MINUTE, 30 * MINUTE);
    expect((await bookCounts(test.db)).live).toBeGreaterThanOrEqual(10);
    const rows = await test.db.execute<{ sport: string; team: string; starts_at: string | Date; live: boolean }>(
      `SELECT s.slug AS sport, t.team, e.starts_at, e.is_live AS live
       FROM events e JOIN sports s ON s.id = e.sport_id
       CROSS JOIN LATERAL (VALUES (e.home_team), (e.away_team)) AS t(team)
       WHERE e.home_team IS NOT NULL ORDER BY s.slug, t.team, e.starts_at`,
    );
    expect(rows.some((row) => row.live)).toBe(true);
    const clashes: string[] = [];
    rows.forEach((row, i) => {
      const next = rows[i + 1];
      if (!next || next.sport !== row.sport || next.team !== row.team) return;
      const gap = new Date(next.starts_at).getTime() - new Date(row.starts_at).getTime();
      if (gap < fixtureSpan(row.sport).durationMs) clashes.push(`${row.sport}/${row.team} at ${String(row.starts_at)}`);
    });
    expect(clashes).toEqual([]);
    await successor.stop();
    await test.close();
  }, 300_000);
});
