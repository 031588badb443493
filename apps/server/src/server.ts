import type { FastifyInstance } from 'fastify';
import type { FeedHealth } from '@sportsbook/protocol';
import { createAccounts, seedDemoPlayers } from './accounts/index';
import type { Accounts } from './accounts/index';
import { buildApp } from './app';
import { paymentProviderFor, startDepositResolver } from './cashier/index';
import type { PaymentProvider } from './cashier/index';
import { createCatalogService, startEventsPublisher } from './catalog/index';
import type { ServerConfig } from './config';
import { demoHistoryHooks } from './demo-history';
import { blockedCountryGuard, readGeoConfig } from './geo/index';
import { declareRouteGuards, moneyRateLimit, readMoneyLimits } from './guards/index';
import { readBettingConfig } from './betting/index';
import { openStorage } from './open-storage';
import type { OpenedStorage } from './open-storage';
import { addApiDocs } from './openapi/index';
import { registerAccountRoutes, registerSportsRoutes } from './origin-routes';
import type { OriginRouteDeps } from './origin-routes';
import { createPushSender, loadVapidKeys, readPushConfig } from './push/index';
import { addReadiness, addUnavailableAnswers, pause } from './readiness';
import type { DrainFlag } from './readiness';
import { createBus } from './realtime/index';
import type { Bus } from './realtime/index';
import { startSettlementWorker } from './settlement/index';
import { phaseTimer } from './startup-phases';
import type { StartupPhases } from './startup-phases';
import { startTableMaintenance } from './storage/index';
import type { DatabaseHandle } from './storage/index';
import { runAsLeader, startFeed } from './trading/index';
import type { Clock, Leadership } from './trading/index';
import { createWallet } from './wallet/index';
import type { Wallet } from './wallet/index';
import { accountOriginPolicy, addSecurityHeaders, sportsOriginPolicy } from './web/index';

/** A composed, running sportsbook server (not yet listening). */
export interface Sportsbook {
  /** The sports origin (PORT): client, sports API, content API, websocket. */
  readonly app: FastifyInstance;
  /** The account origin (ACCOUNT_PORT): account API and the account site. */
  readonly accountApp: FastifyInstance;
  readonly accounts: Accounts;
  readonly wallet: Wallet;
  readonly handle: DatabaseHandle;
  readonly bus: Bus;
  readonly leadership: Leadership;
  /** Seconds each start-up step took, in order (printed by `main.ts`, read by the start-up bench). */
  readonly startupPhases: StartupPhases;
  /** Stops the feed, the publisher, the app, the bus and the database, in that order. */
  close(): Promise<void>;
  /**
   * Graceful drain (SIGTERM, decision 049): `/health/ready` answers 503 and every answer says
   * `Connection: close`; the feed lead is handed over at once; after `delayMs` (time for the
   * balancer to see the instance down) sockets are told to reconnect (1001), requests in flight
   * finish, and everything closes as `close` does.
   */
  drain(delayMs: number): Promise<void>;
  /**
   * Says the server now listens (`main.ts` calls it right after the listen). With `serveEarly`
   * the feed then catches up in the background (decision 060); otherwise nothing is left to do.
   */
  serving(): void;
  /** Resolves once this instance's feed has caught up (at once when it leads none or is not serving early). */
  feedCaughtUp(): Promise<void>;
  /** Runs one feed tick now (a leader only; with `feedTickMs: 0` nothing else ticks it). */
  tickFeed(): Promise<void>;
  /** Settles every open bet whose events are decided, now (what the worker does on its own). */
  settleNow(): Promise<void>;
  /** Settles the pending deposits old enough to be left to the resolver, now (decision 086). */
  resolveDeposits(): Promise<void>;
}

/** Test seams: an already-open database and a clock the test moves. */
export interface SportsbookOverrides {
  readonly handle?: DatabaseHandle;
  readonly feedClock?: Clock;
  /** Real ms between feed ticks; 0 for tests that tick by hand. */
  readonly feedTickMs?: number;
  /** Process environment for JWT_SECRET, geo and betting settings (default `process.env`). */
  readonly env?: NodeJS.ProcessEnv;
  /** A payment provider in place of the one `config.payments` names (a real one, or a test double). */
  readonly paymentProvider?: PaymentProvider;
  /**
   * Serve as early as is correct (decision 060, `main.ts`): resolve once the stored catalogue is
   * fenced (a restart) or the first hour of events is written (a first start); the feed's
   * catch-up and timer start at `serving()`. Off: the feed's full first tick runs before this resolves.
   */
  readonly serveEarly?: boolean;
  /**
   * The database opened, migrated and seeded by `openStorage` (`main.ts` starts it before it loads
   * this module, decision 065); closed by `close()`. Without it (and without `handle`) this opens one.
   */
  readonly storage?: Promise<OpenedStorage>;
  /**
   * Background work only when asked (the simulation, decision 092): settlement neither on feed
   * changes nor on its interval, no table maintenance, no deposit-resolver passes. The caller runs
   * them with `tickFeed`, `settleNow` and `resolveDeposits`, so nothing moves between its steps.
   */
  readonly byHand?: boolean;
}

/**
 * The composition root: storage → bus → feed (one leader per database) → catalogue → routes and
 * websocket. Every bounded context is wired here and nowhere else.
 */
export async function createSportsbook(config: ServerConfig, overrides: SportsbookOverrides = {}): Promise<Sportsbook> {
  const timer = phaseTimer();
  // Both origins are built while the database opens: neither needs it (decision 065).
  const app = buildApp(config);
  const accountApp = buildApp(config);
  // Before any route: headers on every answer of both origins (decision 032).
  addSecurityHeaders(app, sportsOriginPolicy(config), { strictTransport: config.production });
  addSecurityHeaders(accountApp, accountOriginPolicy(config), { strictTransport: config.production });
  timer.done('origins');
  let handle: DatabaseHandle;
  if (overrides.storage) {
    // Started by `main.ts` before this module was loaded (decision 065): its steps ran beside the
    // loading, so what is left on the way to serving is the wait for them.
    ({ handle } = await overrides.storage);
    timer.done('database wait');
  } else {
    const storage = await openStorage(config, overrides.handle);
    ({ handle } = storage);
    timer.add(storage.phases);
  }
  const env = overrides.env ?? process.env;
  const bus = createBus({ redisUrl: config.redisUrl });
  const wallet = createWallet(handle);
  const accounts = await createAccounts({
    handle,
    wallet,
    jwtSecret: env.JWT_SECRET ?? null,
    dataDir: overrides.handle ? null : config.dataDir,
    accountOrigin: config.accountOrigin,
    registrationEnabled: config.registrationEnabled,
    loginEnabled: config.loginEnabled,
    redisUrl: config.redisUrl,
  });
  timer.done('accounts');
  // The demo players (scrypt hashes on libuv's threads on a first start) are seeded while the
  // routes load and the feed builds its first tick on the main thread; both are done before anything listens.
  const demoPlayersSeeded = config.demoPlayers
    ? seedDemoPlayers({ players: accounts.players, wallet }).then(() => undefined)
    : Promise.resolve();
  // Awaited below; a failure of the feed's start must not leave this one unhandled meanwhile.
  demoPlayersSeeded.catch(() => undefined);
  const paymentProvider = overrides.paymentProvider ?? paymentProviderFor(config.payments);
  const drainFlag: DrainFlag = { draining: false };
  const serveEarly = overrides.serveEarly ?? false;
  // Elected after the routes are registered; `/health/feed` reads it when asked.
  const lead: { current: Leadership | null } = { current: null };
  let currentFeed: {
    readonly caughtUp: Promise<void>;
    readonly isCaughtUp: boolean;
    readonly isScheduleComplete: boolean;
    tick(): Promise<unknown>;
  } | null = null;
  let listening = false;
  const onServing: Array<() => void> = [];
  const whenServing = (run: () => void) => {
    if (listening) run();
    else onServing.push(run);
  };
  // Ready only once a feed tick has been committed to this database (by this instance or the leader).
  let catalogueWritten = false;
  const catalogueReady = async () =>
    (catalogueWritten ||= (await handle.execute('SELECT 1 FROM feed_clock LIMIT 1')).length > 0);
  addReadiness(app, { flag: drainFlag, handle, catalogue: catalogueReady });
  addReadiness(accountApp, { flag: drainFlag, handle });
  addUnavailableAnswers(app);
  addUnavailableAnswers(accountApp);
  const geo = readGeoConfig(env);
  // Every mutating route says what it moves; logins, token issues, stakes and deposits are refused
  // from a blocked country, the money endpoints are rate limited (decisions 082 and 083).
  const routeGuards = {
    countryGuard: blockedCountryGuard(geo),
    rateLimit: moneyRateLimit({
      limits: readMoneyLimits(env),
      store: accounts.rateLimitStore,
      playerOf: (request) => request.player?.id ?? request.cashierPlayer?.id ?? request.casinoPlayerId ?? null,
    }),
  };
  declareRouteGuards(app, routeGuards);
  declareRouteGuards(accountApp, routeGuards);
  const service = createCatalogService({ db: handle.db, maxPayout: readBettingConfig(env).maxPayout });
  const onEventError = (error: unknown, playerId: number) =>
    app.log.error({ err: error, playerId }, 'player event publish failed');
  const byHand = overrides.byHand ?? false;
  // Web push (decision 106): one VAPID key pair for every instance, kept in the database.
  const pushConfig = readPushConfig(env);
  const vapid = await loadVapidKeys(handle.db);
  const push = createPushSender({
    db: handle.db,
    vapid,
    config: pushConfig,
    onError: (error, playerId) => app.log.warn({ err: error, playerId }, 'web push failed'),
  });
  const settlement = startSettlementWorker({
    handle,
    bus,
    ...(byHand ? { intervalMs: 0, onFeedChanges: false } : {}),
    settle: { bus, wallet, onEventError, maxPayout: readBettingConfig(env).maxPayout, notify: push.notify },
    onError: (error) => app.log.error({ err: error }, 'settlement failed'),
  });
  // PGlite runs no autovacuum: its statistics and dead rows are kept as autovacuum would (decision 075).
  const maintenance = startTableMaintenance({
    handle,
    ...(byHand ? { intervalMs: 0 } : {}),
    onError: (error) => app.log.error({ err: error }, 'table maintenance failed'),
  });
  // A deposit whose charge's answer was lost (a crash between charge and credit) is settled with
  // what the provider says became of it (decision 086).
  const depositResolver = paymentProvider
    ? startDepositResolver({
        handle,
        provider: paymentProvider,
        ...(byHand ? { intervalMs: 0 } : {}),
        onError: (error) => app.log.error({ err: error }, 'deposit resolution failed'),
      })
    : null;
  // `elected`: this instance holds the feed lock; `leader`: its feed is running (decision 049).
  app.get('/health/feed', async (): Promise<FeedHealth> => ({
    status: 'ok',
    leader: lead.current?.isLeader() ?? false,
    elected: lead.current?.isElected() ?? false,
    // Serving early (decision 060): false while this instance's feed catches up after a start.
    caught_up: currentFeed?.isCaughtUp ?? true,
    // A first start served early holds the next hour first (decision 060): the client waits for 'complete' (108).
    schedule: (currentFeed?.isScheduleComplete ?? true) ? 'complete' : 'partial',
  }));
  const routeDeps: OriginRouteDeps = {
    config,
    env,
    handle,
    dataDir: overrides.handle ? null : config.dataDir,
    bus,
    wallet,
    accounts,
    catalog: service,
    geo,
    paymentProvider,
    onEventError,
    push,
    pushConfig,
    vapid,
  };
  await registerSportsRoutes(app, routeDeps);
  await registerAccountRoutes(accountApp, routeDeps);
  // Last: each origin's OpenAPI document covers every route registered above (decision 127).
  await addApiDocs({ sports: app, account: accountApp }, env, config.production);
  timer.done('routes');
  const history =
    serveEarly && config.demoHistory
      ? demoHistoryHooks({
          handle,
          wallet,
          catalog: service,
          betting: readBettingConfig(env),
          players: accounts.players,
          seed: config.feedSeed,
          settle: () => settlement.runNow(),
          log: (message) => app.log.info(message),
        })
      : null;
  // The feed after the routes (decision 060): its ticks no longer compete with the plugins' loading.
  const elected = await runAsLeader({
    databaseUrl: config.databaseUrl,
    retryMs: config.feedLeaderRetryMs,
    // The `{ events }` pushes are made by the leader only: every instance turning each feed change
    // into a push sent every client one copy per instance (found by the chaos run, decision 049).
    start: async () => {
      const stopPublisher = startEventsPublisher({
        bus,
        service,
        onError: (error) => app.log.error({ err: error }, 'events push failed'),
      });
      const feed = await startFeed({
        handle,
        bus,
        background: serveEarly,
        seed: config.feedSeed,
        speed: config.feedSpeed,
        deadHeatRate: config.feedDeadHeatRate,
        // The last 7 days of results and the demo players' bets, written after the listen (decision 108).
        ...(history ? { history } : {}),
        ...(overrides.feedClock ? { clock: overrides.feedClock } : {}),
        ...(overrides.feedTickMs !== undefined ? { tickMs: overrides.feedTickMs } : {}),
        onError: (error) => app.log.error({ err: error }, 'feed tick failed'),
      }).catch(async (error: unknown) => {
        await stopPublisher();
        throw error;
      });
      catalogueWritten = true;
      currentFeed = feed;
      // Serving early, the catch-up starts once the server listens (at once for a later election).
      whenServing(() => feed.run());
      return {
        async stop() {
          await feed.stop();
          await stopPublisher();
        },
      };
    },
    onChange: (leading) =>
      app.log.info({ leading }, leading ? 'this instance runs the feed' : 'another instance runs the feed'),
    onError: (error) => app.log.error({ err: error }, 'feed leader election'),
  });
  await demoPlayersSeeded;
  timer.done(config.demoPlayers ? 'feed and demo players' : 'feed');
  lead.current = elected;
  let closing: Promise<void> | null = null;
  const sportsbook: Sportsbook = {
    app,
    accountApp,
    accounts,
    wallet,
    handle,
    bus,
    leadership: elected,
    startupPhases: timer.phases,
    serving() {
      if (listening) return;
      listening = true;
      for (const run of onServing.splice(0)) run();
    },
    feedCaughtUp() {
      return currentFeed?.caughtUp ?? Promise.resolve();
    },
    async tickFeed() {
      await currentFeed?.tick();
    },
    settleNow: () => settlement.runNow(),
    async resolveDeposits() {
      await depositResolver?.runNow();
    },
    close() {
      closing ??= closeAll();
      return closing;
    },
    async drain(delayMs) {
      if (drainFlag.draining || closing) return closing ?? undefined;
      drainFlag.draining = true;
      app.log.info({ delayMs }, 'draining: readiness is 503, the feed lead is released');
      // Another instance can take the feed on its next try while this one finishes its requests.
      await elected.stop();
      await pause(delayMs);
      await sportsbook.close();
    },
  };
  return sportsbook;

  async function closeAll(): Promise<void> {
    await elected.stop();
    await settlement.stop();
    await maintenance.stop();
    await depositResolver?.stop();
    // Both origins stop listening together; each waits for its requests in flight.
    await Promise.all([app.close(), accountApp.close()]);
    // Messages of the last settlements and cash outs go out before the database closes.
    await push.idle();
    await accounts.close();
    await bus.close();
    if (!overrides.handle) await handle.close();
  }
}
