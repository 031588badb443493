import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../storage/testing';
import { openFeedTest, runFor } from './feed-test-kit';
import { publishedPriceFaults } from './published-faults';
import { readPublishedMarkets } from './published-markets';

const MINUTE = 60_000;
/**
 * One seed and an hour of simulated time by default (about 15 s: most of it starting the feed);
 * HOUSE_EDGE_SEEDS (comma-separated) and HOUSE_EDGE_MINUTES run more, e.g. before a pricing change.
 */
const SEEDS = (process.env.HOUSE_EDGE_SEEDS ?? 'edge-1').split(',').filter(Boolean);
const RUN_MS = Number(process.env.HOUSE_EDGE_MINUTES ?? 60) * MINUTE;
/** Between looks: kick-offs, goals, breaks and races all fall inside a run. */
const STEP_MS = 12 * MINUTE;

const [pglite] = testDatabaseTargets();

describe('every price the feed publishes keeps the house edge, tick after tick (decision 091)', () => {
  it.each(SEEDS)(
    'seed %s: no book under 1, nothing under 1.01, no outcome longer than one inside it',
    async (seed) => {
      const test = await openFeedTest(pglite!, seed);
      const faults: string[] = [];
      const seen = { looks: 0, markets: 0, offered: 0, liveEvents: 0 };
      const look = async (): Promise<void> => {
        const [published, live] = await Promise.all([
          readPublishedMarkets(test.db),
          test.db.execute<{ id: string | number }>('SELECT id FROM events WHERE is_live'),
        ]);
        const liveIds = new Set(live.map((row) => Number(row.id)));
        seen.looks += 1;
        for (const [eventId, markets] of published) {
          if (liveIds.has(eventId)) seen.liveEvents += 1;
          seen.markets += markets.length;
          seen.offered += markets.filter((market) => !market.suspended).length;
          faults.push(...publishedPriceFaults(markets).map((fault) => `event ${eventId}: ${fault}`));
        }
      };
      try {
        await look();
        await runFor(test, RUN_MS, STEP_MS, look);
      } finally {
        await test.close();
      }
      expect(faults).toEqual([]);
      expect(seen.looks).toBe(Math.ceil(RUN_MS / STEP_MS) + 1);
      expect(seen.liveEvents).toBeGreaterThan(50);
      expect(seen.offered).toBeGreaterThan(10_000);
    },
    60_000 + RUN_MS / 60,
  );
});
