import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { builderSubmitSuccessSchema, myBetsResponseSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMyBetsService } from '../mybets/index';
import { loadMigrations, migrate } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabase } from '../storage/testing';
import { openFeedTest, runFor } from '../trading/testing';
import type { FeedTest } from '../trading/testing';
import { seedFingerprint } from '../trading/index';
import { createWallet } from '../wallet/index';
import { builderFeedSeed } from './feed-seed';
import { BuilderRequestError } from './refusals';
import { createBetBuilderService } from './service';
import { BUILDER_TEST_SEED, startBuilderTestApp } from './test-app';
import type { BuilderTestApp, BuilderTestPlayer } from './test-app';

/*
 * Decision 089: the database keeps a fingerprint of FEED_SEED, never the seed, and the Bet
 * Builder replays in-play futures from the seed of its own configuration, checked against it.
 */

/** A production-shaped seed (32 random bytes in hex), distinctive enough to search every row for. */
const FEED_SEED = '5be1c0a94f3e27d8b6a0e4c7193f8d2ae6b47c05d91f3a8e2c6b0d4f7a19e3c5';
const MINUTE = 60_000;

/** How many rows of every table of the database hold `text` somewhere in their values. */
async function rowsHolding(db: TestDatabase, text: string): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  expect(tables.map((table) => table.name)).toContain('feed_clock');
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)} AS r WHERE strpos(r::text, ${text}) > 0`,
    );
    if (row!.n > 0) found[name] = row!.n;
  }
  return found;
}

describe.each(testDatabaseTargets())('the feed seed in the database on $name', (target) => {
  let feed: FeedTest;
  let liveFootball: number;
  beforeAll(async () => {
    feed = await openFeedTest(target, FEED_SEED);
    // Two hours of play in ten-minute ticks: events start, score, end and settle.
    await runFor(feed, 2 * 60 * MINUTE, 10 * MINUTE);
    const [row] = await feed.db.execute<{ id: string | number }>(
      `SELECT e.id FROM events e JOIN feed_events f ON f.event_id = e.id
        WHERE f.kind = 'football' AND e.status = 'live' ORDER BY e.id LIMIT 1`,
    );
    liveFootball = Number(row!.id);
  }, 240_000);
  afterAll(() => feed?.close());

  it('holds the seed in no row of any table after the feed ran, only its fingerprint', async () => {
    expect(await rowsHolding(feed.db, FEED_SEED)).toEqual({});
    const columns = await feed.db.execute<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'feed_clock' ORDER BY ordinal_position`,
    );
    expect(columns.map((column) => column.name)).toEqual(['id', 'sim_time', 'seed_fingerprint']);
    const [clock] = await feed.db.execute<{ seed_fingerprint: string }>('SELECT seed_fingerprint FROM feed_clock');
    expect(clock!.seed_fingerprint).toBe(seedFingerprint(FEED_SEED));
    expect(clock!.seed_fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('prices an in-play builder from the configured seed, and refuses it under another seed, reporting once', async () => {
    const reports: string[] = [];
    const wallet = createWallet(feed.db);
    const priced = createBetBuilderService({
      handle: feed.db,
      wallet,
      feedSeed: builderFeedSeed(FEED_SEED, (message) => reports.push(message)),
    });
    const { data } = await priced.markets(liveFootball);
    expect(data.event.live).toBe(true);
    const outcome = data.markets.flatMap((market) => market.outcomes).find((candidate) => !candidate.suspended)!;
    const ticket = await priced.calculate({
      event_id: liveFootball,
      selections: [{ outcome_id: outcome.id }],
      precanned_id: null,
      bookmaker: 'gb',
      lang: 'en',
      country: 'gb',
    });
    expect(ticket.ticket.odds).toBeGreaterThan(1);

    const foreign = createBetBuilderService({
      handle: feed.db,
      wallet,
      feedSeed: builderFeedSeed('another seed entirely', (message) => reports.push(message)),
    });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await foreign.markets(liveFootball).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BuilderRequestError);
      expect(refused).toMatchObject({ status: 404 });
    }
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('FEED_SEED');
  });

  it('drops a seed stored before the fingerprint when the database is migrated', async () => {
    const database = await target.open({ migrate: false });
    try {
      const before = (await loadMigrations()).filter((migration) => migration.version < '0029');
      await migrate(database, before);
      await database.execute(sql`INSERT INTO feed_clock (id, seed, sim_time) VALUES (1, ${FEED_SEED}, now())`);
      expect(await rowsHolding(database, FEED_SEED)).toEqual({ feed_clock: 1 });
      await migrate(database);
      expect(await rowsHolding(database, FEED_SEED)).toEqual({});
      const [clock] = await database.execute<{ seed_fingerprint: string | null }>('SELECT * FROM feed_clock');
      expect(clock).toMatchObject({ seed_fingerprint: null });
    } finally {
      await database.close();
    }
  });
});

describe.each(testDatabaseTargets())('an instance configured with another FEED_SEED on $name', (target) => {
  let t: BuilderTestApp;
  const reports: string[] = [];
  let live: { id: number };
  beforeAll(async () => {
    t = await startBuilderTestApp(target, {
      instanceSeed: 'a seed the feed does not draw from',
      onSeedMismatch: (message) => reports.push(message),
    });
    const match = t.events.find((candidate) => candidate.kind === 'football')!;
    await t.tickAt(match.startsAt + 20 * MINUTE);
    live = match;
  }, 240_000);
  afterAll(() => t?.close());

  async function footprint(player: BuilderTestPlayer) {
    const [counts] = await t.database.execute<{ bets: number; entries: number }>(sql`
      select (select count(*)::int from bets where player_id = ${player.id}) as bets,
             (select count(*)::int from ledger_entries where player_id = ${player.id}) as entries`);
    return { ...counts, balance: (await t.wallet.balanceOf(player.id)).balance };
  }

  it('refuses the in-play builder as unavailable and writes nothing when a bet is submitted', async () => {
    const player = await t.newPlayer({ deposit: 20_000 });
    const before = await footprint(player);
    const outcomes = await t.outcomes(live.id);
    const selections = [outcomes.find((o) => o.type === '1x2')!, outcomes.find((o) => o.type === 'btts')!];
    const ids = selections.map((outcome) => ({ outcome_id: outcome.id }));

    const markets = await t.get(`/v1/betbuilder/markets?event_id=${live.id}`);
    expect(markets.statusCode).toBe(404);
    expect(markets.json()).toMatchObject({ status: 0, message: 'BETBUILDER_UNAVAILABLE' });
    const calculated = await t.post('/v1/betbuilder/calculate', { event_id: live.id, selections: ids });
    expect(calculated.statusCode).toBe(404);
    expect(calculated.json()).toMatchObject({ status: 0, message: 'BETBUILDER_UNAVAILABLE' });

    const submitted = await t.post(
      '/v1/betbuilder/submit',
      {
        uuid: randomUUID(),
        event_id: live.id,
        selections: ids,
        stake: 1_000,
        current_odds: 5,
        accept_odds: 'ACCEPT_ANY',
        freebet: null,
        bookmaker: 'gb',
        lang: 'en',
        country: 'gb',
      },
      player,
    );
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 0, message: 'MARKET_SUSPENDED' });
    expect(await footprint(player)).toEqual(before);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/FEED_SEED/);
  });

  it("offers no cash out on an in-play Bet Builder placed where the seed is the feed's", async () => {
    const created = await t.newPlayer({ deposit: 20_000 });
    const player = { id: created.id, username: `p${created.id}`, country: 'GB', currency: created.currency };
    const outcomes = await t.outcomes(live.id);
    const ids = [outcomes.find((o) => o.type === '1x2')!.id, outcomes.find((o) => o.type === 'btts')!.id];
    // The feed's own seed prices and places it; the app's My Bets runs with another seed.
    const feedSeed = builderFeedSeed(BUILDER_TEST_SEED, (message) => reports.push(message));
    const placing = createBetBuilderService({ handle: t.database, wallet: t.wallet, feedSeed });
    const { ticket } = await placing.calculate({
      event_id: live.id,
      selections: ids.map((id) => ({ outcome_id: id })),
      precanned_id: null,
      lang: 'en',
    });
    const placed = await placing.submit(
      {
        uuid: randomUUID(),
        event_id: live.id,
        selections: ids.map((outcome_id) => ({ outcome_id })),
        stake: 1_000,
        current_odds: ticket.odds,
        accept_odds: 'ACCEPT_NONE',
        freebet: null,
        lang: 'en',
      },
      player,
    );
    const betId = builderSubmitSuccessSchema.parse(placed).receipt.bet_id;
    const offerWith = async (seed: typeof feedSeed) =>
      myBetsResponseSchema
        .parse(
          await createMyBetsService({ handle: t.database, feedSeed: seed }).listBets(player, {
            status: 'open',
            limit: 50,
          }),
        )
        .bets.find((bet) => bet.id === betId)!.cashout;
    expect(await offerWith(feedSeed)).toMatchObject({ available: true });

    const listed = myBetsResponseSchema.parse((await t.get('/v1/bets?status=open', created)).json());
    expect(listed.bets.find((bet) => bet.id === betId)!.cashout).toEqual({ available: false, reason: 'suspended' });
    const balance = (await t.wallet.balanceOf(created.id)).balance;
    const cashout = await t.post(`/v1/bets/${betId}/cashout`, { quote: 1_000 }, created);
    expect(cashout.json()).toMatchObject({ status: 0, message: 'CASHOUT_UNAVAILABLE' });
    expect((await t.wallet.balanceOf(created.id)).balance).toBe(balance);
    expect(reports).toHaveLength(1);
  });

  it('still prices a match before it starts, which replays no future', async () => {
    const event = await t.preMatchFootball();
    const outcome = (await t.outcomes(event.id)).find((o) => o.type === '1x2')!;
    const response = await t.post('/v1/betbuilder/calculate', {
      event_id: event.id,
      selections: [{ outcome_id: outcome.id }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().ticket.odds).toBeGreaterThan(1);
  });
});
