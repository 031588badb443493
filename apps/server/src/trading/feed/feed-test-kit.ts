import { createInProcessBus } from '../../realtime/index';
import type { Bus } from '../../realtime/index';
import type { DatabaseHandle } from '../../storage/index';
import type { TestDatabase, TestDatabaseTarget } from '../../storage/testing';
import { COMPETITIONS } from './catalogue-data';
import { createManualClock } from './clock';
import type { ManualClock } from './clock';
import { startFeed } from './feed';
import type { Feed } from './feed';
import type { CatalogueRefs, CompetitionRef } from './seed';
import { slugify } from './slug';

/** 14:00 UTC on a Wednesday: racing is on, so every kind of event exists at the start. */
export const TEST_START = Date.UTC(2030, 4, 1, 14, 0);

/** A published message, as a test reads it back. */
export interface Published {
  readonly channel: string;
  readonly payload: unknown;
}

/** A bus that keeps a copy of everything published, then delivers it as the real bus does. */
export function recordingBus(inner: Bus = createInProcessBus()): Bus & { readonly published: Published[] } {
  const published: Published[] = [];
  return {
    published,
    async publish(channel, payload) {
      published.push({ channel, payload: JSON.parse(JSON.stringify(payload)) as unknown });
      await inner.publish(channel, payload);
    },
    subscribe: (channel, handler) => inner.subscribe(channel, handler),
    close: () => inner.close(),
  };
}

/** A feed on a fresh test database with a manual clock and a recording in-process bus. */
export interface FeedTest {
  readonly db: TestDatabase;
  readonly clock: ManualClock;
  readonly bus: ReturnType<typeof recordingBus>;
  readonly feed: Feed;
  close(): Promise<void>;
}

/** Opens a database on the target and starts a feed on it (no timer: the test ticks). */
export async function openFeedTest(
  target: TestDatabaseTarget,
  seed: string | number = 42,
  start = TEST_START,
): Promise<FeedTest> {
  const db = await target.open();
  const clock = createManualClock(start);
  const bus = recordingBus();
  const feed = await startFeed({ handle: db, bus, seed, clock, tickMs: 0 });
  return {
    db,
    clock,
    bus,
    feed,
    async close() {
      await feed.stop();
      await bus.close();
      await db.close();
    },
  };
}

/** Advances the clock in equal steps, ticking after each; `each` sees every tick's time. */
export async function runFor(
  test: Pick<FeedTest, 'clock' | 'feed'>,
  totalMs: number,
  stepMs: number,
  each?: () => Promise<void>,
): Promise<void> {
  for (let elapsed = 0; elapsed < totalMs; elapsed += stepMs) {
    test.clock.advance(stepMs);
    await test.feed.tick();
    await each?.();
  }
}

/** Live and upcoming counts as the catalogue would read them. */
export async function bookCounts(db: DatabaseHandle): Promise<{ live: number; upcoming: number; sports: number }> {
  const [row] = await db.execute<{ live: string | number; upcoming: string | number; sports: string | number }>(
    `SELECT count(*) FILTER (WHERE is_live) AS live, count(*) FILTER (WHERE status = 'not_started') AS upcoming,
            count(DISTINCT sport_id) FILTER (WHERE status <> 'ended') AS sports FROM events`,
  );
  return { live: Number(row?.live), upcoming: Number(row?.upcoming), sports: Number(row?.sports) };
}

/** Every row the feed writes, in id order, for comparing two runs. */
export async function dumpBook(db: DatabaseHandle): Promise<unknown[][]> {
  return Promise.all([
    db.execute(
      'SELECT id, competition_id, name, slug, home_team, away_team, starts_at, status, is_live, stats, status_description, result, updated_at FROM events ORDER BY id',
    ),
    db.execute(
      'SELECT id, event_id, type, name, is_suspended, ew_price, ew_place, line, status FROM markets ORDER BY id',
    ),
    db.execute(
      'SELECT id, market_id, name, odds::text, display_fractional, result, dead_heat_num, dead_heat_den FROM outcomes ORDER BY id',
    ),
    db.execute('SELECT event_id, stream, slot, kind, params, ended FROM feed_events ORDER BY event_id'),
  ]);
}

/** Refs as seeding would return them, without a database, for planning tests. */
export function fakeCatalogueRefs(): CatalogueRefs {
  const competitions = new Map<string, CompetitionRef>();
  COMPETITIONS.forEach((seed, id) => {
    const slug = slugify(seed.name);
    competitions.set(`${seed.sport}/${slug}`, {
      id: id + 1,
      sportId: 1,
      sportSlug: seed.sport,
      slug,
      name: seed.name,
      participants: seed.participants,
    });
  });
  return { sportIds: new Map(), competitions };
}
