import { BUS_FEED_CHANGES_CHANNEL, eventDeltaSchema, feedChangesSchema } from '@sportsbook/protocol';
import type { EventDelta } from '@sportsbook/protocol';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORTS } from '../../catalog/index';
import { testDatabaseTargets } from '../../storage/testing';
import type { TestDatabase } from '../../storage/testing';
import { COMPETITIONS } from './catalogue-data';
import { bookCounts, openFeedTest, runFor } from './feed-test-kit';
import type { FeedTest } from './feed-test-kit';
import { seedCatalogue } from './seed';
import { feedClock, feedEvents } from './tables';

const MINUTE = 60_000;

type LiveRow = { id: string | number; stats: { time?: string }; odds: string };

/** Live football with its clock and a fingerprint of all its prices. */
async function liveFootball(test: FeedTest): Promise<Map<number, LiveRow>> {
  const rows = await test.db.execute<LiveRow>(`SELECT e.id, e.stats, string_agg(o.odds::text, ',' ORDER BY o.id) AS odds
    FROM events e JOIN sports s ON s.id = e.sport_id JOIN markets m ON m.event_id = e.id JOIN outcomes o ON o.market_id = m.id
    WHERE e.is_live AND s.slug = 'football' GROUP BY e.id, e.stats`);
  return new Map(rows.map((row) => [Number(row.id), row]));
}

describe.each(testDatabaseTargets())('the live feed on $name', (target) => {
  let test: FeedTest;
  let atStart: { live: number; upcoming: number; sports: number };
  let before: Map<number, LiveRow>;
  let after60s: Map<number, LiveRow>;
  const history: { live: number; upcoming: number }[] = [];
  const receivedChanges: unknown[] = [];

  beforeAll(async () => {
    test = await openFeedTest(target);
    test.bus.subscribe(BUS_FEED_CHANGES_CHANNEL, (payload) => receivedChanges.push(payload));
    atStart = await bookCounts(test.db);
    before = await liveFootball(test);
    const record = async () => void history.push(await bookCounts(test.db));
    await runFor(test, MINUTE, 30_000, record);
    after60s = await liveFootball(test);
    await runFor(test, 14 * MINUTE, 30_000, record);
    await runFor(test, 105 * MINUTE, 3 * MINUTE, record);
  }, 120_000);
  afterAll(() => test?.close());

  it('fills the book on start: 8+ sports with events, 150+ upcoming, 10+ live', () => {
    expect(atStart.sports).toBeGreaterThanOrEqual(8);
    expect(atStart.upcoming).toBeGreaterThanOrEqual(150);
    expect(atStart.live).toBeGreaterThanOrEqual(10);
  });

  it('gives every football event at least 8 markets and combo boost on its 1X2', async () => {
    const rows = await test.db.execute<{
      markets: string | number;
      boosted: string | number;
    }>(`SELECT count(DISTINCT m.id) AS markets,
        count(o.id) FILTER (WHERE o.combo_boost_available AND m.type = '1x2') AS boosted
      FROM events e JOIN sports s ON s.id = e.sport_id JOIN markets m ON m.event_id = e.id JOIN outcomes o ON o.market_id = m.id
      WHERE s.slug = 'football' GROUP BY e.id`);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(Number(row.markets)).toBeGreaterThanOrEqual(8);
      expect(Number(row.boosted)).toBe(3);
    }
  });

  it('puts each-way terms (or win only behind a strong favourite), forecast and tricast on every race, with starting prices on real races', async () => {
    const rows = await test.db.execute<{
      slug: string;
      ew: boolean;
      has_terms: boolean;
      exotics: string | number;
      sp: boolean;
    }>(`SELECT s.slug,
        bool_and(m.type <> 'win' OR (m.ew_price IN (4, 5) AND m.ew_place BETWEEN 2 AND 4)
          OR (m.ew_price IS NULL AND m.ew_place IS NULL)) AS ew,
        bool_or(m.type = 'win' AND m.ew_price IS NOT NULL) AS has_terms,
        count(*) FILTER (WHERE m.type IN ('forecast', 'tricast')) AS exotics,
        bool_and(m.type <> 'win' OR (SELECT bool_and(o.is_starting_price) FROM outcomes o WHERE o.market_id = m.id)) AS sp
      FROM events e JOIN sports s ON s.id = e.sport_id JOIN markets m ON m.event_id = e.id
      WHERE s.slug IN ('horse-racing', 'greyhounds', 'virtual-horse-racing') GROUP BY e.id, s.slug`);
    expect(rows.length).toBeGreaterThan(20);
    // Decision 095: a race keeps its terms unless they would hand the bettor an edge, which is rare.
    expect(rows.filter((row) => row.has_terms).length).toBeGreaterThan(rows.length * 0.7);
    for (const row of rows) {
      expect(row.ew).toBe(true);
      expect(Number(row.exotics)).toBe(2);
      expect(row.sp).toBe(row.slug !== 'virtual-horse-racing');
    }
  });

  it('names events "Home v Away" or "14:30 Course" with slugs ending in the event id', async () => {
    const rows = await test.db.execute<{ id: string | number; name: string; slug: string; is_outright: boolean }>(
      'SELECT id, name, slug, is_outright FROM events',
    );
    for (const row of rows) {
      expect(row.slug.endsWith(`-${row.id}`)).toBe(true);
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (!row.is_outright) expect(row.name).toMatch(/ v |^\d\d:\d\d /);
    }
  });

  it('moves live football within 60 simulated seconds: clocks tick and prices change', () => {
    const running = [...before.keys()].filter((id) => after60s.has(id));
    expect(running.length).toBeGreaterThan(0);
    expect(running.some((id) => before.get(id)?.stats.time !== after60s.get(id)?.stats.time)).toBe(true);
    expect(running.some((id) => before.get(id)?.odds !== after60s.get(id)?.odds)).toBe(true);
  });

  it('keeps 150+ upcoming and 10+ live events after every tick of a two-hour run', () => {
    expect(history.length).toBe(65);
    for (const counts of history) {
      expect(counts.upcoming).toBeGreaterThanOrEqual(150);
      expect(counts.live).toBeGreaterThanOrEqual(10);
    }
  });

  it('publishes EventDelta and FeedChanges payloads that parse with the protocol schemas', () => {
    const deltas = test.bus.published.filter(({ channel }) => channel.startsWith('feed.event.'));
    const changes = test.bus.published.filter(({ channel }) => channel === BUS_FEED_CHANGES_CHANNEL);
    expect(deltas.length).toBeGreaterThan(100);
    for (const { channel, payload } of deltas) {
      const delta = eventDeltaSchema.parse(payload);
      expect(channel).toBe(`feed.event.${delta.event_id}`);
    }
    for (const { payload } of changes) feedChangesSchema.parse(payload);
    const all = changes.map(({ payload }) => feedChangesSchema.parse(payload));
    expect(all.some((change) => change.added.length > 0)).toBe(true);
    expect(all.some((change) => change.ended.length > 0)).toBe(true);
    // The first tick runs inside startFeed, before this suite subscribed; every later one arrives.
    expect(receivedChanges).toEqual(changes.slice(1).map(({ payload }) => payload));
  });

  it('changes scores, and suspends markets around goals and key points then reopens them', () => {
    const deltas = test.bus.published
      .map(({ payload }) => payload as EventDelta)
      .filter((delta) => Array.isArray(delta.markets));
    const scored = deltas.some(
      (delta) => Number(delta.stats?.home_scores ?? 0) + Number(delta.stats?.away_scores ?? 0) > 0,
    );
    expect(scored).toBe(true);
    const suspended = new Set<number>();
    let reopened = 0;
    for (const delta of deltas) {
      if (delta.status === 'ended') continue;
      for (const market of delta.markets) {
        if (market.is_suspended) suspended.add(market.id);
        else if (suspended.delete(market.id)) reopened += 1;
      }
    }
    expect(reopened).toBeGreaterThan(0);
  });

  it('ends finished events: not live, result stored, every market resolved and every outcome settled', async () => {
    const [row] = await test.db.execute<{
      ended: string | number;
      bad_events: string | number;
      bad_markets: string | number;
      unsettled: string | number;
    }>(`SELECT
        count(DISTINCT e.id) AS ended,
        count(DISTINCT e.id) FILTER (WHERE e.is_live OR e.result IS NULL) AS bad_events,
        count(DISTINCT m.id) FILTER (WHERE m.status <> 'resolved' OR NOT m.is_suspended) AS bad_markets,
        count(o.id) FILTER (WHERE o.result IS NULL) AS unsettled
      FROM events e JOIN markets m ON m.event_id = e.id JOIN outcomes o ON o.market_id = m.id WHERE e.status = 'ended'`);
    expect(Number(row?.ended)).toBeGreaterThan(20);
    expect([Number(row?.bad_events), Number(row?.bad_markets), Number(row?.unsettled)]).toEqual([0, 0, 0]);
    const [open] = await test.db.execute<{
      n: string | number;
    }>(`SELECT count(*) AS n FROM markets m JOIN events e ON e.id = m.event_id
      WHERE e.status <> 'ended' AND (m.status <> 'open' OR EXISTS (SELECT 1 FROM outcomes o WHERE o.market_id = m.id AND o.result IS NOT NULL))`);
    expect(Number(open?.n)).toBe(0);
  });

  it('settles football coherently: the 1X2, totals and correct score agree with the final score', async () => {
    const rows = await test.db.execute<{
      result: { score: [number, number] };
      type: string;
      line: number | null;
      name: string;
      sort_order: number;
      outcome: string;
    }>(`SELECT e.result, m.type, m.line, o.name, o.sort_order, o.result AS outcome
      FROM events e JOIN sports s ON s.id = e.sport_id JOIN markets m ON m.event_id = e.id JOIN outcomes o ON o.market_id = m.id
      WHERE e.status = 'ended' AND s.slug IN ('football', 'virtual-football') AND m.type IN ('1x2', 'total_goals', 'correct_score', 'btts')`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [home, away] = row.result.score;
      const expected =
        row.type === '1x2'
          ? ['home', 'draw', 'away'][row.sort_order] === (home > away ? 'home' : home < away ? 'away' : 'draw')
          : row.type === 'total_goals'
            ? (row.sort_order === 0) === home + away > Number(row.line)
            : row.type === 'btts'
              ? (row.sort_order === 0) === (home > 0 && away > 0)
              : row.name === `${home}-${away}` || (row.name === 'Any Other Score' && (home > 4 || away > 4));
      expect(row.outcome, `${row.type} ${row.line ?? ''} ${row.name} at ${home}-${away}`).toBe(
        expected ? 'won' : 'lost',
      );
    }
  });

  it('settles races by the finishing order: the winner won, the rest of the places placed', async () => {
    const rows = await test.db.execute<{
      result: { order: { runner: string; position: number }[] };
      ew_place: number;
      sort_order: number;
      outcome: string;
      dead_heat_den: number | null;
    }>(`SELECT e.result, m.ew_place, o.sort_order, o.result AS outcome, o.dead_heat_den
      FROM events e JOIN markets m ON m.event_id = e.id JOIN outcomes o ON o.market_id = m.id WHERE e.status = 'ended' AND m.type = 'win'`);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const position =
        row.result.order.find((finisher) => finisher.runner === String(row.sort_order + 1))?.position ?? 99;
      expect(row.outcome).toBe(position === 1 ? 'won' : position <= row.ew_place ? 'placed' : 'lost');
    }
    const winners = rows.filter((row) => row.outcome === 'won');
    expect(winners.length).toBeGreaterThanOrEqual(new Set(rows.map((row) => JSON.stringify(row.result))).size);
  });
});

const COUNTS = `SELECT (SELECT count(*)::int FROM sports) AS sports, (SELECT count(*)::int FROM sport_translations) AS translations,
  (SELECT count(*)::int FROM regions) AS regions, (SELECT count(*)::int FROM competitions) AS competitions`;

describe.each(testDatabaseTargets())('catalogue seed on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());

  it('seeds every sport in ten languages, the regions and the competitions, and is idempotent', async () => {
    const first = await seedCatalogue(database);
    const counts = await database.execute(COUNTS);
    const second = await seedCatalogue(database);
    expect(await database.execute(COUNTS)).toEqual(counts);
    expect(second.competitions).toEqual(first.competitions);
    expect(counts[0]).toMatchObject({
      sports: SPORTS.length,
      translations: SPORTS.length * 10,
      competitions: COMPETITIONS.length,
    });
  });

  it('links child sports to their parent and hands back competitions with participants', async () => {
    const refs = await seedCatalogue(database);
    const rows = await database.execute<{ slug: string; parent: string | null }>(
      'SELECT s.slug, p.slug AS parent FROM sports s LEFT JOIN sports p ON p.id = s.parent_id ORDER BY s.sort_order',
    );
    expect(rows.filter((row) => row.parent === 'esports').map((row) => row.slug)).toEqual([
      'cs2',
      'league-of-legends',
      'dota-2',
    ]);
    expect(refs.competitions.get('football/premier-league')?.participants).toContain('Arsenal');
    expect(refs.competitions.get('golf/pga-tour')?.participants.length).toBe(30);
  });

  it('declares the feed tables in drizzle exactly as migrations 0002 and 0029 make them', async () => {
    for (const table of [feedEvents, feedClock]) {
      const config = getTableConfig(table);
      const actual = await database.execute<{ name: string; type: string; not_null: boolean }>(
        `SELECT attname AS name, format_type(atttypid, atttypmod) AS type, attnotnull AS not_null FROM pg_attribute
          WHERE attrelid = to_regclass('${config.name}') AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
      );
      const declared = config.columns.map((column) => ({
        name: column.name,
        type: column.getSQLType(),
        not_null: column.notNull,
      }));
      expect(actual, config.name).toEqual(declared);
    }
  });
});
