import Fastify from 'fastify';
import { JSON_BODY_OPTIONS } from '../app';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { toMoney } from '@sportsbook/betting';
import type { CountryCode } from '@sportsbook/betting';
import { createAccounts, sportsAuth } from '../accounts/index';
import type { Accounts } from '../accounts/index';
import { FAST_SCRYPT } from '../accounts/testing';
import type { BettingConfig } from '../betting/index';
import type { BuilderFeedSeed } from './feed-seed';
import { myBetsRoutes } from '../mybets/index';
import type { TestDatabase, TestDatabaseTarget } from '../storage/testing';
import { createEvents } from '../trading/testing';
import { TEST_START } from '../trading/testing';
import { buildBasketball, buildFootball, buildTennis } from '../trading/testing';
import { busEventChannel } from '@sportsbook/protocol';
import { createInProcessBus } from '../realtime/index';
import type { Bus } from '../realtime/index';
import { deltaOf, evaluate } from '../trading/testing';
import type { FeedEvent } from '../trading/testing';
import type { EventPlan } from '../trading/testing';
import { seedCatalogue } from '../trading/testing';
import { writeChanges, writeClock } from '../trading/testing';
import { createWallet } from '../wallet/index';
import type { Wallet } from '../wallet/index';
import { betBuilderRoutes } from './routes';
import { builderFeedSeed } from './feed-seed';
import { createBetBuilderService } from './service';
import { refusalErrorHandler } from '../http/index';

/** A player the tests bet as. */
export interface BuilderTestPlayer {
  readonly id: number;
  readonly token: string;
  readonly currency: string;
}

/** An outcome of a builder event by its market type, line and name. */
export interface OutcomeRef {
  readonly id: number;
  readonly marketId: number;
  readonly type: string;
  readonly line: number | null;
  readonly name: string;
  readonly odds: number;
  readonly sortOrder: number;
}

/** The sports origin with the Bet Builder routes over a database the real feed filled. */
export interface BuilderTestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly wallet: Wallet;
  readonly accounts: Accounts;
  /** The bus the ticks publish their deltas on, as the feed does (the builder's event cache listens). */
  readonly bus: Bus;
  /** The Bet Builder's FEED_SEED (the instance's configuration). */
  readonly feedSeed: BuilderFeedSeed;
  /** The feed's running events this app created (two football matches, a tennis match, a basketball game). */
  readonly events: readonly FeedEvent[];
  /** The feed's tick for these events at simulated time `t`: evaluate, write, commit (live prices, results). */
  tickAt(t: number): Promise<void>;
  newPlayer(options?: { country?: CountryCode; deposit?: number }): Promise<BuilderTestPlayer>;
  /** The football match that starts last (pre-match for the whole test). */
  preMatchFootball(): Promise<{ id: number; name: string; startsAt: number }>;
  /** Every outcome of an event, in market then outcome order. */
  outcomes(eventId: number): Promise<OutcomeRef[]>;
  post(url: string, payload: unknown, player?: BuilderTestPlayer): Promise<LightMyRequestResponse>;
  get(url: string, player?: BuilderTestPlayer): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The seed the test feed draws from. */
export const BUILDER_TEST_SEED = 'betbuilder';

/**
 * Opens a database on `target`, runs the real feed's first tick (the catalogue) and builds the
 * app. `instanceSeed` is the FEED_SEED the app's Bet Builder is configured with (the feed's by
 * default; another one plays an instance configured unlike the feed's leader), and
 * `onSeedMismatch` hears what it reports.
 */
export async function startBuilderTestApp(
  target: TestDatabaseTarget,
  options: {
    config?: Partial<BettingConfig>;
    sleep?: (ms: number) => Promise<void>;
    instanceSeed?: string;
    onSeedMismatch?: (message: string) => void;
  } = {},
): Promise<BuilderTestApp> {
  const database = await target.open();
  const seed = BUILDER_TEST_SEED;
  const refs = await seedCatalogue(database);
  const ctx = { seed, refs };
  // The real feed's fixtures and writes, for a few events only: a whole catalogue takes seconds to build.
  const plans = [
    buildFootball(ctx, 'football', 0, TEST_START + 2 * 3_600_000),
    buildFootball(ctx, 'football', 1, TEST_START + 26 * 3_600_000),
    buildTennis(ctx, 'tennis', 0, TEST_START + 3 * 3_600_000),
    buildBasketball(ctx, 'basketball', 0, TEST_START + 4 * 3_600_000),
  ].filter((plan): plan is EventPlan => plan !== null);
  const events = await database.transaction(async (tx) => {
    const created = await createEvents(tx, seed, plans, TEST_START);
    await writeClock(tx, seed, new Date(TEST_START));
    return created;
  });
  const wallet = createWallet(database);
  const accounts = await createAccounts({ handle: database, wallet, passwordParams: FAST_SCRYPT });
  const bus = createInProcessBus();
  const feedSeed = builderFeedSeed(options.instanceSeed ?? seed, (message) => {
    if (!options.onSeedMismatch) throw new Error(message);
    options.onSeedMismatch(message);
  });
  const service = createBetBuilderService({
    handle: database,
    wallet,
    feedSeed,
    bus,
    config: { inPlayDelayMs: 0, ...options.config },
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  const app = Fastify({ logger: false, ...JSON_BODY_OPTIONS });
  await app.register(refusalErrorHandler);
  await app.register(sportsAuth, { tokens: accounts.tokens });
  await app.register(betBuilderRoutes, { handle: database, service });
  await app.register(myBetsRoutes, { handle: database, inPlayDelayMs: 0, feedSeed });
  await app.ready();
  let created = 0;
  return {
    app,
    database,
    wallet,
    accounts,
    bus,
    feedSeed,
    events,
    async tickAt(t) {
      // As the feed: write and commit, then publish one delta per changed event.
      const deltas = await database.transaction(async (tx) => {
        const changes = events.map((event) => ({ event, next: evaluate(event, t) }));
        const changed = changes.flatMap(({ event, next }) => deltaOf(event, next) ?? []);
        await writeChanges(tx, changes, new Date(t));
        await writeClock(tx, seed, new Date(t));
        for (const { event, next } of changes) Object.assign(event, next);
        return changed;
      });
      for (const delta of deltas) await bus.publish(busEventChannel(delta.event_id), delta);
    },
    async newPlayer({ country = 'GB', deposit = 100_000 } = {}) {
      created += 1;
      const username = `builder-${created}-${Math.random().toString(36).slice(2, 8)}`;
      const player = await accounts.players.createPlayer({
        username,
        email: `${username}@example.test`,
        password: 'pass-1',
        country,
      });
      await wallet.openAccount(player.id, player.currency);
      if (deposit > 0) await wallet.deposit(player.id, toMoney(deposit), `test-deposit:${username}`);
      const token = await accounts.tokens.issueAccessToken(player);
      return { id: player.id, token, currency: player.currency };
    },
    async preMatchFootball() {
      const [row] = await database.execute<{ id: string | number; name: string; starts_at: string | Date }>(
        `SELECT e.id, e.name, e.starts_at FROM events e JOIN feed_events f ON f.event_id = e.id
          JOIN sports s ON s.id = e.sport_id
          WHERE f.kind = 'football' AND s.slug = 'football' AND e.status = 'not_started'
          ORDER BY e.starts_at DESC, e.id LIMIT 1`,
      );
      if (!row) throw new Error('the feed made no pre-match football match');
      return { id: Number(row.id), name: row.name, startsAt: new Date(row.starts_at).getTime() };
    },
    async outcomes(eventId) {
      const rows = await database.execute<{
        id: string | number;
        market_id: string | number;
        type: string;
        line: string | number | null;
        name: string;
        odds: string | number;
        sort_order: number;
      }>(
        `SELECT o.id, o.market_id, m.type, m.line, o.name, o.odds, o.sort_order FROM outcomes o
           JOIN markets m ON m.id = o.market_id WHERE m.event_id = ${Number(eventId)}
          ORDER BY m.sort_order, o.sort_order`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        marketId: Number(row.market_id),
        type: row.type,
        line: row.line === null ? null : Number(row.line),
        name: row.name,
        odds: Number(row.odds),
        sortOrder: row.sort_order,
      }));
    },
    post: (url, payload, player) =>
      app.inject({
        method: 'POST',
        url,
        headers: { jwt: player?.token ?? '', bookmaker: 'gb' },
        payload: payload as object,
      }),
    get: (url, player) => app.inject({ method: 'GET', url, headers: { jwt: player?.token ?? '', bookmaker: 'gb' } }),
    async close() {
      await app.close();
      service.close();
      await bus.close();
      await database.close();
    },
  };
}
